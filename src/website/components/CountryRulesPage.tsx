import { destinationPath, findDestination } from '../../../content/destinations';
import { localeHref } from '../../../content/links';
import { itemsWith, sourcesFor } from '../../../content/matrix';
import type { Messages } from '../../../content/locales/en';
import type { DestinationSlug } from '../../../content/types';
import { CountryChooser } from './CountryChooser';
import { Icon } from './Icon';
import { ItemRules } from './ItemRules';
import { Layout } from './Layout';
import { PageHero } from './PageHero';
import { Sources } from './Sources';
import { pageTitle, type PageContext } from './site-page';
import { keepTogether } from './format';

/** The languages a country's page of the rules is built in. */
export const countryRulesLocales = ['en', 'te', 'hi'];

/** The page's title and description, in the page's language. */
export const countryRulesMeta =
  (slug: DestinationSlug) =>
  ({ messages }: { messages: Messages }) => {
    const country = messages.destinations.countries[slug];
    return {
      title: pageTitle(messages.matrix.country.metaTitle(country.nameTo)),
      description: messages.matrix.country.metaDescription(country.nameTo),
    };
  };

/**
 * One country's column of the rules matrix (content/matrix.ts): every item under its status,
 * in one line with its reason, and the official sources the lines rest on, each with the day it
 * was read. The five countries are links at the top, so she reads her country only.
 */
export function CountryRulesPage({ slug, ...page }: PageContext & { slug: DestinationSlug }) {
  const { messages, locale } = page;
  const words = messages.matrix;
  const country = messages.destinations.countries[findDestination(slug).slug];
  const lang = page.languages.find((language) => language.current)?.lang;
  const lines = (status: 'fine' | 'ask' | 'no') =>
    itemsWith(slug, status).map(
      (item) =>
        `${words.items[item.id]}: ${words.reasons[item.row[slug].reason as keyof typeof words.reasons]}`,
    );
  return (
    <Layout {...page}>
      <PageHero title={words.country.title(country.nameTo)} lead={words.country.lead}>
        <CountryChooser messages={messages} locale={locale} current={slug} />
      </PageHero>
      <section className="section section-tight" aria-labelledby="items-title">
        <div className="container">
          <h2 id="items-title" className="visually-hidden">
            {words.table.title}
          </h2>
          <ItemRules
            canSend={lines('fine')}
            askFirst={lines('ask')}
            cannotSend={lines('no')}
            titles={messages.ui.itemRules}
          />
          <p className="more-link">
            <a className="text-link" href={localeHref(locale, destinationPath(slug))}>
              {keepTogether(words.country.destinationLink(country.shortName))}
              <Icon name="arrow-right" size={18} />
            </a>
          </p>
          <p className="more-link">
            <a className="text-link" href={localeHref(locale, '/what-can-i-send')}>
              {words.country.guideLink}
              <Icon name="arrow-right" size={18} />
            </a>
          </p>
          <Sources
            ids={[...new Set([...sourcesFor(slug), ...findDestination(slug).sources])]}
            words={messages.rules}
            lang={lang}
          />
        </div>
      </section>
    </Layout>
  );
}
