import { claims } from '../content/claims';
import { company } from '../content/company';
import { destinationPath } from '../content/destinations';
import { destinations, faqs, landingReasons, landingStats, steps } from '../content/landing';
import { businessJsonLd } from '../content/structured-data';
import { calculatorHref, whatCanISendHref } from '../content/links';
import { ContactButtons } from '../src/components/ContactButtons';
import { CtaBand } from '../src/components/CtaBand';
import { Icon } from '../src/components/Icon';
import { Layout } from '../src/components/Layout';
import { ReasonGrid } from '../src/components/ReasonGrid';
import { Section } from '../src/components/Section';
import { StatsBand } from '../src/components/StatsBand';
import { pageTitle, type SiteProps } from '../src/components/site-page';

const path = '/reliable-international-courier-services-from-hyderabad';

export const meta = {
  title: pageTitle('International Courier Services from Hyderabad'),
  description: `Send parcels and documents from Hyderabad to ${claims.countries} countries: express delivery in ${claims.expressDelivery}, ${claims.deliverySuccessLanding} delivery success, doorstep pickup.`,
};

export const jsonLd = businessJsonLd(path);

export default function Landing({ route }: SiteProps) {
  return (
    <Layout route={route}>
      <section className="hero hero-landing">
        <div className="container hero-grid">
          <div>
            <p className="eyebrow">International courier from Hyderabad</p>
            <h1>Reliable international courier services from Hyderabad</h1>
            <p className="lead">
              Parcels, documents and gifts to {claims.countries} countries, picked up from your door in Hyderabad and delivered in {claims.expressDelivery} by
              express. One call or WhatsApp message is all it takes.
            </p>
            <ContactButtons actions={['call', 'whatsapp']} />
          </div>
          <img className="hero-art" src="/images/services/international-courier.svg" alt="A parcel travelling around the globe" width="400" height="240" fetchPriority="high" />
        </div>
      </section>

      <StatsBand stats={landingStats} label={`${company.shortName} international courier in numbers`} />

      <Section id="why-title" title="Why Hyderabad ships abroad with us">
        <ReasonGrid reasons={landingReasons} />
      </Section>

      <Section id="destinations-title" title="Popular destinations" lead={
          <>
            We deliver to {claims.countries} countries. These are the ones our customers send to most; the first five have their own page with the rules, documents and packing
            advice. Not sure about an item? See <a href={whatCanISendHref}>what you can send</a>.
          </>
        } isTinted>
        <ul className="destinations">
          {destinations.map((destination) => (
            <li key={destination.name}>{destination.slug ? <a href={destinationPath(destination.slug)}>{destination.name}</a> : destination.name}</li>
          ))}
        </ul>
      </Section>

      <Section id="steps-title" title="How it works">
        <ol className="steps">
          {steps.map((step) => (
            <li key={step.title}>
              <h3>{step.title}</h3>
              <p>{step.text}</p>
            </li>
          ))}
        </ol>
        <p className="more-link">
          <a className="text-link" href={calculatorHref}>
            Work out your parcel&apos;s chargeable weight
            <Icon name="arrow-right" size={18} />
          </a>
        </p>
      </Section>

      <section className="section section-tint" aria-labelledby="faq-title">
        <div className="container narrow">
          <h2 id="faq-title">Frequently asked questions</h2>
          {faqs.map((faq) => (
            <details key={faq.question} className="faq">
              <summary>{faq.question}</summary>
              <p>{faq.answer}</p>
            </details>
          ))}
        </div>
      </section>

      <CtaBand title="Send your parcel abroad today" text={`Call or WhatsApp us now for a quote and a pickup time. Support is available ${claims.support}.`} />
    </Layout>
  );
}
