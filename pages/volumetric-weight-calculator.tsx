import { linkLang, localeHref, quoteHref } from '../content/links';
import { rateCard } from '../content/rates';
import type { DestinationSlug } from '../content/types';
import { Layout } from '../src/website/components/Layout';
import { PageHero } from '../src/website/components/PageHero';
import { PriceTable } from '../src/website/components/PriceTable';
import { WeightCalculator } from '../src/website/components/WeightCalculator';
import { pageTitle, type SiteProps } from '../src/website/components/site-page';

export const locales = ['en', 'te', 'hi'];

export const meta = ({ messages }: SiteProps) => ({
  title: pageTitle(messages.calculator.meta.title),
  description: messages.calculator.meta.description,
});

/** The quote form's script; the home page and the destination pages load it too. */
export const script = '../src/website/client/calculator.ts';

/**
 * The prices page ("Courier charges from Hyderabad"; the route keeps its first name, which links
 * and search engines know): the quote form with every choice, each destination's price table
 * (where the form leads with JavaScript off), and how the chargeable weight is worked out.
 */
export default function VolumetricWeightCalculator(props: SiteProps) {
  const { locale, messages } = props;
  const lang = props.languages.find((language) => language.current)?.lang ?? 'en-IN';
  const { calculator } = messages;
  const text = calculator.explanation;
  const words = messages.destinations;
  return (
    <Layout {...props}>
      <PageHero
        eyebrow={calculator.hero.eyebrow}
        title={calculator.hero.title}
        lead={calculator.hero.lead}
      />
      <section className="section section-tight" aria-labelledby="result-title">
        <div className="container">
          <WeightCalculator
            text={calculator}
            priceWords={words.prices}
            quoteLink={localeHref(locale, quoteHref)}
            locale={locale}
            rates={rateCard}
            lang={lang}
            action="#prices"
          />
        </div>
      </section>
      <div id="prices">
        {rateCard.destinations.map((destination) =>
          destination.slug in words.countries ? (
            <PriceTable
              key={destination.slug}
              id={`prices-${destination.slug}`}
              rates={rateCard}
              slug={destination.slug}
              country={words.countries[destination.slug as DestinationSlug]}
              words={words.prices}
              locale={locale}
              lang={lang}
            />
          ) : null,
        )}
      </div>
      <section className="section section-tint" aria-labelledby="formula-title">
        <div className="container narrow">
          <h2 id="formula-title">{text.title}</h2>
          <p>{text.intro}</p>
          <p className="formula">{text.formula}</p>
          <p>{text.rules}</p>
          <h3>{text.exampleTitle}</h3>
          <p>{text.example}</p>
          <ul>
            {text.exampleSteps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ul>
          <p>
            {text.smallerBox}
            <a
              href="/blog/cut-your-courier-costs"
              hrefLang={linkLang(locale, '/blog/cut-your-courier-costs')}
            >
              {text.smallerBoxLink}
            </a>
            {text.smallerBoxEnd}
          </p>
          <p>
            {text.readyBefore}
            <a href={localeHref(locale, quoteHref)}>{text.readyLink}</a>
            {text.readyAfter}
          </p>
        </div>
      </section>
    </Layout>
  );
}
