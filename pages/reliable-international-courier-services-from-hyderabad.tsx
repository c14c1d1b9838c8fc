import { destinationPath } from '../content/destinations';
import { destinations, landingReasonIcons, landingStats } from '../content/landing';
import { calculatorHref, localeHref, whatCanISendHref } from '../content/links';
import { businessJsonLd } from '../content/structured-data';
import { ContactButtons, contactText } from '../src/website/components/ContactButtons';
import { CtaBand } from '../src/website/components/CtaBand';
import { Icon } from '../src/website/components/Icon';
import { Layout } from '../src/website/components/Layout';
import { ReasonGrid } from '../src/website/components/ReasonGrid';
import { Section } from '../src/website/components/Section';
import { StatsBand } from '../src/website/components/StatsBand';
import { pageTitle, type SiteProps } from '../src/website/components/site-page';
import { keepTogether } from '../src/website/components/format';

export const locales = ['en', 'te', 'hi'];

export const meta = ({ messages }: SiteProps) => ({
  title: pageTitle(messages.landing.meta.title),
  description: messages.landing.meta.description,
});

/** The business, on this page in its language. */
export const jsonLd = ({ route, languages }: SiteProps) =>
  businessJsonLd(route, languages.find((language) => language.current)!.lang);

export default function Landing(props: SiteProps) {
  const { messages, locale } = props;
  const { landing } = messages;
  const countries: Record<string, string> = landing.destinations.countries;
  return (
    <Layout {...props}>
      <section className="hero hero-landing">
        <div className="container hero-grid">
          <div>
            <p className="eyebrow">{landing.hero.eyebrow}</p>
            <h1>{landing.hero.title}</h1>
            <p className="lead">{keepTogether(landing.hero.lead)}</p>
            <ContactButtons actions={['call', 'whatsapp']} text={contactText(messages, locale)} />
          </div>
          <img
            className="hero-art"
            src="/images/services/international-courier.svg"
            alt={landing.hero.imageAlt}
            width="400"
            height="240"
            fetchPriority="high"
          />
        </div>
      </section>

      <StatsBand stats={landingStats(landing.stats)} label={landing.stats.label} />

      <Section id="why-title" title={landing.why.title}>
        <ReasonGrid
          reasons={Object.entries(landingReasonIcons).map(([key, icon]) => ({
            icon,
            ...landing.why.reasons[key as keyof typeof landingReasonIcons],
          }))}
        />
      </Section>

      <Section
        id="destinations-title"
        title={landing.destinations.title}
        lead={
          <>
            {landing.destinations.leadBefore}
            <a href={localeHref(locale, whatCanISendHref)}>
              {keepTogether(landing.destinations.leadLink)}
            </a>
            {landing.destinations.leadAfter}
          </>
        }
        isTinted
      >
        <ul className="destinations">
          {destinations.map((destination) => (
            <li key={destination.key}>
              {destination.slug ? (
                <a href={localeHref(locale, destinationPath(destination.slug))}>
                  {countries[destination.key]}
                </a>
              ) : (
                countries[destination.key]
              )}
            </li>
          ))}
        </ul>
      </Section>

      <Section id="steps-title" title={landing.steps.title}>
        <ol className="steps">
          {landing.steps.items.map((step) => (
            <li key={step.title}>
              <h3>{keepTogether(step.title)}</h3>
              <p>{keepTogether(step.text)}</p>
            </li>
          ))}
        </ol>
        <p className="more-link">
          <a className="text-link" href={localeHref(locale, calculatorHref)}>
            {landing.steps.calculatorLink}
            <Icon name="arrow-right" size={18} />
          </a>
        </p>
      </Section>

      <section className="section section-tint" aria-labelledby="faq-title">
        <div className="container narrow">
          <h2 id="faq-title">{landing.faq.title}</h2>
          {landing.faq.items.map((faq) => (
            <details key={faq.question} className="faq">
              <summary>{keepTogether(faq.question)}</summary>
              <p>{keepTogether(faq.answer)}</p>
            </details>
          ))}
        </div>
      </section>

      <CtaBand title={landing.cta.title} text={landing.cta.text} locale={locale} />
    </Layout>
  );
}
