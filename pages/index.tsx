import { claims } from '../content/claims';
import { helpCards, homeStats, services } from '../content/home';
import { calculatorHref, linkLang, localeHref, quoteHref } from '../content/links';
import { rateCard } from '../content/rates';
import { businessJsonLd } from '../content/structured-data';
import { ContactButtons, contactText } from '../src/website/components/ContactButtons';
import { formatCount } from '../src/website/components/format';
import { CtaBand } from '../src/website/components/CtaBand';
import { Icon } from '../src/website/components/Icon';
import { Layout } from '../src/website/components/Layout';
import { Section } from '../src/website/components/Section';
import { ServiceCard } from '../src/website/components/ServiceCard';
import { StatsBand } from '../src/website/components/StatsBand';
import { WeightCalculator } from '../src/website/components/WeightCalculator';
import type { SiteProps } from '../src/website/components/site-page';
import { keepTogether } from '../src/website/components/format';

export const locales = ['en', 'te', 'hi'];

/** The quote form's script. */
export const script = '../src/website/client/calculator.ts';

export const meta = ({ messages }: SiteProps) => ({
  title: messages.home.meta.title,
  description: messages.home.meta.description,
});

/** The business, on this page in its language. */
export const jsonLd = ({ route, languages }: SiteProps) =>
  businessJsonLd(route, languages.find((language) => language.current)!.lang);

export default function Home(props: SiteProps) {
  const { messages, locale } = props;
  const { home, ui } = messages;
  const buttons = contactText(messages, locale);
  const lang = props.languages.find((language) => language.current)?.lang ?? 'en-IN';
  return (
    <Layout {...props}>
      <section className="hero">
        <div className="container hero-grid">
          <div>
            <p className="eyebrow">{home.hero.eyebrow}</p>
            <h1>{home.hero.title}</h1>
            <p className="lead">{keepTogether(home.hero.lead)}</p>
            <ContactButtons actions={['pickup', 'call', 'quote']} text={buttons} />
            <ul className="hero-points">
              <li>
                <Icon name="globe" size={18} /> {home.hero.points.countries}
              </li>
              <li>
                <Icon name="headset" size={18} /> {home.hero.points.support}
              </li>
              <li>
                <Icon name="star" size={18} />{' '}
                {home.hero.points.rating(formatCount(claims.rating.count))}
              </li>
            </ul>
          </div>
          <img
            className="hero-art"
            src="/images/hero.svg"
            alt={home.hero.imageAlt}
            width="560"
            height="440"
            fetchPriority="high"
          />
        </div>
      </section>

      <section className="section section-tight section-tint" aria-labelledby="quote-title">
        <div className="container">
          <h2 id="quote-title">{messages.calculator.quick.title}</h2>
          <WeightCalculator
            text={messages.calculator}
            priceWords={messages.destinations.prices}
            quoteLink={localeHref(locale, quoteHref)}
            locale={locale}
            rates={rateCard}
            lang={lang}
            isQuick
            action={`${localeHref(locale, calculatorHref)}#prices`}
          />
          <p className="more-link">
            <a className="text-link" href={localeHref(locale, calculatorHref)}>
              {messages.calculator.quick.more}
              <Icon name="arrow-right" size={18} />
            </a>
          </p>
        </div>
      </section>

      <Section
        id="services-title"
        eyebrow={home.services.eyebrow}
        title={home.services.title}
        lead={home.services.lead}
      >
        <div className="card-grid">
          {services.map((service) => {
            const card = home.services.cards[service.key];
            return (
              <ServiceCard
                key={service.id}
                service={{
                  id: service.id,
                  title: ui.services[service.key],
                  description: card.description,
                  image: service.image,
                  features: card.features,
                  link: { href: localeHref(locale, service.href), label: card.link },
                }}
              />
            );
          })}
        </div>
      </Section>

      <Section
        id="help-title"
        eyebrow={home.help.eyebrow}
        title={home.help.title}
        lead={home.help.lead}
        isTinted
      >
        <ul className="help-links">
          {helpCards.map((card) => (
            <li key={card.href}>
              <a
                className="help-link"
                href={localeHref(locale, card.href)}
                hrefLang={linkLang(locale, card.href)}
              >
                <Icon name={card.icon} size={24} />
                <span>
                  <strong>{keepTogether(home.help.cards[card.key].title)}</strong>
                  <span>{keepTogether(home.help.cards[card.key].text)}</span>
                </span>
              </a>
            </li>
          ))}
        </ul>
      </Section>

      <StatsBand
        stats={homeStats.map((stat) => ({ value: stat.value, label: home.stats[stat.key] }))}
        label={home.stats.label}
      />

      <CtaBand title={home.cta.title} text={home.cta.text} locale={locale} />
    </Layout>
  );
}
