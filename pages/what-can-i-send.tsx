import { destinationPath, destinations } from '../content/destinations';
import { localeHref, quoteHref, whatsappWith } from '../content/links';
import { guideSources, itemGroups, rulesReviewed } from '../content/rules';
import type { RuleStatus } from '../content/types';
import { formatDate } from '../src/website/components/format';
import { Icon } from '../src/website/components/Icon';
import { ItemRules } from '../src/website/components/ItemRules';
import { Layout } from '../src/website/components/Layout';
import { PageHero } from '../src/website/components/PageHero';
import { Section } from '../src/website/components/Section';
import { Sources } from '../src/website/components/Sources';
import { pageTitle, type SiteProps } from '../src/website/components/site-page';
import { keepTogether } from '../src/website/components/format';

export const locales = ['en', 'te', 'hi'];

export const meta = ({ messages }: SiteProps) => ({
  title: pageTitle(messages.whatCanISend.meta.title),
  description: messages.whatCanISend.meta.description,
});

export default function WhatCanISend(props: SiteProps) {
  const { locale } = props;
  const { whatCanISend: page, rules, ui } = props.messages;
  const lang = props.languages.find((language) => language.current)?.lang;
  /** A group's items with this status, in the page's language. */
  const words = (group: (typeof itemGroups)[number], status: RuleStatus) =>
    group.items.filter((item) => item.status === status).map((item) => rules.items[item.id]);
  return (
    <Layout {...props}>
      <PageHero eyebrow={page.hero.eyebrow} title={page.hero.title} lead={page.hero.lead}>
        <p className="reviewed">
          <Icon name="calendar" size={18} /> {page.hero.reviewedBefore}
          <time dateTime={rulesReviewed}>{formatDate(rulesReviewed, lang)}</time>
          {page.hero.reviewedAfter}
        </p>
      </PageHero>

      <section className="section section-tight" aria-labelledby="groups-title">
        <div className="container">
          <div className="section-head">
            <h2 id="groups-title">{keepTogether(page.groupsIntro.title)}</h2>
            <p>{keepTogether(page.groupsIntro.text)}</p>
          </div>
          <nav className="jump-links" aria-label={page.groupsIntro.jumpLabel}>
            <ul>
              {itemGroups.map((group) => (
                <li key={group.id}>
                  <a href={`#${group.id}`}>
                    {keepTogether(page.groups[group.id].title.split(':')[0]!)}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          {itemGroups.map((group) => (
            <section key={group.id} className="item-group" aria-labelledby={group.id}>
              <h3 id={group.id}>
                <span className="reason-icon">
                  <Icon name={group.icon} size={22} />
                </span>
                {keepTogether(page.groups[group.id].title)}
              </h3>
              <ItemRules
                canSend={words(group, 'fine')}
                askFirst={words(group, 'ask')}
                cannotSend={words(group, 'no')}
                titles={ui.itemRules}
              />
              <p className="instead">
                <strong>{`${page.instead} `}</strong>
                {keepTogether(page.groups[group.id].instead)}
              </p>
            </section>
          ))}
        </div>
      </section>

      <Section
        id="countries-title"
        title={page.countries.title}
        lead={page.countries.text}
        isTinted
      >
        <ul className="country-links">
          {destinations.map((destination) => (
            <li key={destination.slug}>
              <a className="text-link" href={localeHref(locale, destinationPath(destination.slug))}>
                {page.countries.items[destination.slug]}
                <Icon name="arrow-right" size={18} />
              </a>
            </li>
          ))}
        </ul>
      </Section>

      <section className="section" aria-labelledby="ask-title">
        <div className="container narrow">
          <h2 id="ask-title">{page.ask.title}</h2>
          <p>{page.ask.text}</p>
          <div className="button-row">
            <a
              className="btn btn-whatsapp"
              href={whatsappWith(page.ask.whatsappMessage)}
              rel="noopener"
            >
              <Icon name="whatsapp" />
              {page.ask.whatsapp}
            </a>
            <a className="btn btn-outline" href={localeHref(locale, quoteHref)}>
              <Icon name="file-text" />
              {ui.buttons.getQuotation}
            </a>
          </div>
          <Sources ids={guideSources} words={rules} lang={lang} />
        </div>
      </section>
    </Layout>
  );
}
