import { linkLang, localeHref, quoteHref } from '../content/links';
import { rateCard } from '../content/rates';
import { Layout } from '../src/website/components/Layout';
import { PageHero } from '../src/website/components/PageHero';
import { WeightCalculator } from '../src/website/components/WeightCalculator';
import { pageTitle, type SiteProps } from '../src/website/components/site-page';

export const locales = ['en', 'te', 'hi'];

export const meta = ({ messages }: SiteProps) => ({
  title: pageTitle(messages.calculator.meta.title),
  description: messages.calculator.meta.description,
});

/** The calculator's script is this page's own, so no other page loads it. */
export const script = '../src/website/client/calculator.ts';

/** The pickup form in the page's language (/book-pickup, /te/book-pickup), which reads the calculator's figures from its query. */
const bookPickupHref = (locale: string) =>
  locale === 'en' ? '/book-pickup' : `/${locale}/book-pickup`;

export default function VolumetricWeightCalculator(props: SiteProps) {
  const { locale } = props;
  const lang = props.languages.find((language) => language.current)?.lang ?? 'en-IN';
  const { calculator } = props.messages;
  const text = calculator.explanation;
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
            quoteLink={localeHref(locale, quoteHref)}
            bookLink={bookPickupHref(locale)}
            rates={rateCard}
            lang={lang}
          />
        </div>
      </section>
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
