import { countryGuidePath, documentsNeeded } from '../../../content/destinations';
import { itemsWith } from '../../../content/matrix';
import { itemGroups, ruleFor, statusLabelKey } from '../../../content/rules';
import { localeHref, quoteHref, whatsappWith } from '../../../content/links';
import type { Messages } from '../../../content/locales/en';
import type { CountryWords } from '../../../content/locales/en/destinations';
import { rateCard } from '../../../content/rates';
import { expressDays } from '../../../content/transit';
import type { Destination, RateCard } from '../../../content/types';
import { Checklist } from './Checklist';
import { ContactButtons, contactText } from './ContactButtons';
import { keepTogether } from './format';
import { Icon } from './Icon';
import { ItemRules } from './ItemRules';
import { Layout } from './Layout';
import { PriceTable } from './PriceTable';
import { Section } from './Section';
import { pageTitle, type PageContext } from './site-page';

/** The quote form in the page's language, with the service chosen and the destination written into the message. */
export const destinationQuoteHref = (
  words: Messages['destinations'],
  destination: Destination,
  locale: string,
) =>
  localeHref(
    locale,
    `/contact?service=international-courier&message=${encodeURIComponent(words.quoteMessage(words.countries[destination.slug]))}${quoteHref.slice(quoteHref.indexOf('#'))}`,
  );

/** The page's title and description, in the page's language (`export const meta = destinationMeta(destination)`). */
export const destinationMeta =
  (destination: Destination) =>
  ({ messages }: { messages: Messages }) => {
    const words = messages.destinations;
    const country = words.countries[destination.slug];
    return {
      title: pageTitle(words.meta.title(country)),
      description: words.meta.description(country, expressDays(destination.slug)),
    };
  };

/** The words for `id` in a country's list; an id of content/destinations.ts with no words is named (tests/website/destinations.test.ts catches it first). */
function wordsFor<T>(list: Record<string, T>, id: string, where: string): T {
  const words = list[id];
  if (words === undefined)
    throw new Error(
      `No words for "${id}" in ${where} (content/locales/<code>/destinations.ts); it has ${Object.keys(list).join(', ')}.`,
    );
  return words;
}

/** The languages a destination page is built in. */
export const destinationLocales = ['en', 'te', 'hi'];

/** The quote form's script, as a page in pages/ names it. */
export const destinationScript = '../src/website/client/calculator.ts';

/** One destination country's page: transit time, indicative prices (from `rates`, the rate card unless given), rules, documents, packing, questions, and ways to book. */
export function DestinationPage({
  destination,
  rates = rateCard,
  ...page
}: PageContext & { destination: Destination; rates?: RateCard }) {
  const words = page.messages.destinations;
  const country: CountryWords = words.countries[destination.slug];
  const whatsappText = words.whatsapp(country);
  const guideHref = localeHref(page.locale, '/what-can-i-send');
  const countryGuideHref = localeHref(page.locale, countryGuidePath(destination.slug));
  const lang = page.languages.find((language) => language.current)?.lang ?? 'en-IN';
  const express = expressDays(destination.slug);
  return (
    <Layout {...page}>
      {/* The pattern of the home and landing heroes: words beside an illustration (a route from Hyderabad to a pin). */}
      <section className="page-hero">
        <div className="container hero-grid">
          <div>
            <p className="eyebrow">{words.hero.eyebrow}</p>
            <h1>{words.hero.title(country)}</h1>
            <p className="lead">{keepTogether(words.hero.lead(country, express))}</p>
            <ul className="hero-points">
              <li>
                <Icon name="clock" size={18} />{' '}
                <span>{keepTogether(words.hero.express(express))}</span>
              </li>
              <li>
                <Icon name="truck" size={18} /> {words.hero.pickup}
              </li>
              <li>
                <Icon name="headset" size={18} /> {words.hero.support}
              </li>
            </ul>
            <ContactButtons
              actions={['call', 'whatsapp', 'pickup']}
              text={contactText(page.messages, page.locale)}
              whatsappText={whatsappText}
            />
          </div>
          <img
            className="hero-art"
            src="/images/destination.svg"
            alt={words.hero.art(country)}
            width="480"
            height="360"
            fetchPriority="high"
          />
        </div>
      </section>

      <PriceTable
        rates={rates}
        slug={destination.slug}
        country={country}
        words={words.prices}
        locale={page.locale}
        lang={lang}
        quote={page.messages.calculator}
      >
        <a className="btn btn-whatsapp" href={whatsappWith(whatsappText)} rel="noopener">
          <Icon name="whatsapp" />
          {page.messages.ui.buttons.whatsapp}
        </a>
      </PriceTable>

      <Section id="rules-title" title={words.rulesTitle(country)} lead={words.rulesLead}>
        <ul className="rule-points">
          {destination.rules.map((id) => (
            <li key={id}>
              {keepTogether(wordsFor(country.rules, id, `${destination.slug}.rules`))}
            </li>
          ))}
        </ul>
        <ItemRules
          canSend={itemsWith(destination.slug, 'fine').map(
            (item) => page.messages.matrix.items[item.id],
          )}
          cannotSend={itemsWith(destination.slug, 'no').map(
            (item) => page.messages.matrix.items[item.id],
          )}
          titles={page.messages.ui.itemRules}
        />
        <h3 id="groups-title">{words.groupsTitle(country)}</h3>
        <ul className="group-rules">
          {itemGroups.map((group) => {
            const rule = ruleFor(group.id, destination.slug);
            return (
              <li key={group.id}>
                <a href={`${guideHref}#${group.id}`}>
                  {page.messages.whatCanISend.groups[group.id].title.split(':')[0]}
                </a>
                : <strong>{page.messages.ui.itemRules[statusLabelKey[rule.status]]}.</strong>{' '}
                {keepTogether(page.messages.rules.reasons[rule.reasonKey])}
              </li>
            );
          })}
        </ul>
        <p className="more-link">
          <a className="text-link" href={countryGuideHref}>
            {keepTogether(words.guideLink)}
            <Icon name="arrow-right" size={18} />
          </a>
        </p>
      </Section>

      <section className="section section-tint" aria-labelledby="documents-title">
        <div className="container two-col">
          <div>
            <h2 id="documents-title">{words.documentsTitle}</h2>
            <Checklist items={documentsNeeded.map((id) => words.documents[id])} icon="file-text" />
          </div>
          <div>
            <h2 id="packing-title">{words.packingTitle}</h2>
            <Checklist
              items={destination.packing.map((id) =>
                wordsFor(country.packing, id, `${destination.slug}.packing`),
              )}
              icon="package"
            />
          </div>
        </div>
      </section>

      <section className="section" aria-labelledby="questions-title">
        <div className="container narrow">
          <h2 id="questions-title">{words.questionsTitle(country)}</h2>
          <div className="qa-list">
            {destination.faqs.map((id) => {
              const faq = wordsFor(country.faqs, id, `${destination.slug}.faqs`);
              return (
                <div key={id} className="qa">
                  <h3>{keepTogether(faq.question)}</h3>
                  <p>{keepTogether(faq.answer)}</p>
                </div>
              );
            })}
          </div>
          {/* The sources of these rules and of every item's line, with the day each was read, are on the country's page of the rules (weight: this page stays within its budget). */}
          <p className="more-link">
            <a className="text-link" href={`${countryGuideHref}#sources-title`}>
              {keepTogether(words.sourcesLink)}
              <Icon name="arrow-right" size={18} />
            </a>
          </p>
        </div>
      </section>
    </Layout>
  );
}
