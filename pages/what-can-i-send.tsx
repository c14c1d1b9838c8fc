import { destinations } from '../content/destinations';
import { localeHref, quoteHref, whatsappWith } from '../content/links';
import { matrix } from '../content/matrix';
import { guideSources, itemGroups, rulesReviewed } from '../content/rules';
import { CountryChooser } from '../src/website/components/CountryChooser';
import { formatDate, keepTogether } from '../src/website/components/format';
import { Icon } from '../src/website/components/Icon';
import { Layout } from '../src/website/components/Layout';
import { PageHero } from '../src/website/components/PageHero';
import { Sources } from '../src/website/components/Sources';
import { pageTitle, type SiteProps } from '../src/website/components/site-page';

export const locales = ['en', 'te', 'hi'];

export const meta = ({ messages }: SiteProps) => ({
  title: pageTitle(messages.whatCanISend.meta.title),
  description: messages.whatCanISend.meta.description,
});

/**
 * /what-can-i-send: her country first (links to its page, /what-can-i-send/usa …, which work
 * without JavaScript), then the whole matrix of content/matrix.ts as one table, item by item and
 * country by country, and what to do instead for each group.
 */
export default function WhatCanISend(props: SiteProps) {
  const { locale } = props;
  const { whatCanISend: page, matrix: words, ui } = props.messages;
  const lang = props.languages.find((language) => language.current)?.lang;
  const groupsInOrder = [...itemGroups.map((group) => group.id), 'general'] as const;
  return (
    <Layout {...props}>
      <PageHero eyebrow={page.hero.eyebrow} title={page.hero.title} lead={page.hero.lead}>
        <p className="reviewed">
          <Icon name="calendar" size={18} /> {page.hero.reviewedBefore}
          <time dateTime={rulesReviewed}>{formatDate(rulesReviewed, lang)}</time>
          {page.hero.reviewedAfter}
        </p>
      </PageHero>

      <section className="section section-tight" aria-labelledby="chooser-title">
        <div className="container">
          <div className="section-head">
            <h2 id="chooser-title">{keepTogether(words.chooser.title)}</h2>
            <p>{keepTogether(words.chooser.text)}</p>
          </div>
          <CountryChooser messages={props.messages} locale={locale} />
        </div>
      </section>

      <section className="section section-tint" aria-labelledby="matrix-title">
        <div className="container">
          <h2 id="matrix-title">{keepTogether(words.table.title)}</h2>
          <p>{keepTogether(words.table.legend)}</p>
          {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling box must take the keyboard focus to be scrolled without a mouse */}
          <section className="matrix-box" aria-label={words.table.region} tabIndex={0}>
            <table className="matrix">
              <thead>
                <tr>
                  <th scope="col">{words.table.item}</th>
                  {destinations.map((destination) => (
                    <th scope="col" key={destination.slug}>
                      {props.messages.destinations.countries[destination.slug].shortName}
                    </th>
                  ))}
                </tr>
              </thead>
              {groupsInOrder.map((groupId) => (
                <tbody key={groupId} id={groupId}>
                  {groupId !== 'general' && (
                    <tr>
                      <th scope="colgroup" colSpan={destinations.length + 1}>
                        {page.groups[groupId].title.split(':')[0]}
                      </th>
                    </tr>
                  )}
                  {matrix
                    .filter((item) => item.group === groupId)
                    .map((item) => (
                      <tr key={item.id}>
                        <th scope="row">{words.items[item.id]}</th>
                        {destinations.map((destination) => {
                          const status = item.row[destination.slug].status;
                          return (
                            <td key={destination.slug} className={`s-${status}`}>
                              {words.short[status]}
                            </td>
                          );
                        })}
                      </tr>
                    ))}
                </tbody>
              ))}
            </table>
          </section>
        </div>
      </section>

      <section className="section" aria-labelledby="instead-title">
        <div className="container narrow">
          <h2 id="instead-title">{page.insteadTitle}</h2>
          <ul className="rule-points">
            {itemGroups.map((group) => (
              <li key={group.id}>
                <strong>{`${page.groups[group.id].title.split(':')[0]}: `}</strong>
                {keepTogether(page.groups[group.id].instead)}
              </li>
            ))}
          </ul>
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
          <Sources ids={guideSources} words={props.messages.rules} lang={lang} />
        </div>
      </section>
    </Layout>
  );
}
