import { claims } from '../content/claims';
import { company } from '../content/company';
import { helpCards, homeStats, services } from '../content/home';
import { businessJsonLd } from '../content/structured-data';
import { ContactButtons } from '../src/components/ContactButtons';
import { formatCount } from '../src/components/format';
import { CtaBand } from '../src/components/CtaBand';
import { Icon } from '../src/components/Icon';
import { Layout } from '../src/components/Layout';
import { Section } from '../src/components/Section';
import { ServiceCard } from '../src/components/ServiceCard';
import { StatsBand } from '../src/components/StatsBand';
import type { SiteProps } from '../src/components/site-page';

export const meta = {
  title: `Courier & Air Cargo Services in Hyderabad | ${company.shortName}`,
  description: `Courier and air cargo from Hyderabad to ${claims.countries} countries. Express delivery in ${claims.expressDelivery}, doorstep pickup and ${claims.support} support.`,
};

export const jsonLd = businessJsonLd('/');

export default function Home({ route }: SiteProps) {
  return (
    <Layout route={route}>
      <section className="hero">
        <div className="container hero-grid">
          <div>
            <p className="eyebrow">Trusted in Hyderabad since {claims.founded}</p>
            <h1>Reliable international courier and air cargo from Hyderabad</h1>
            <p className="lead">
              Send documents and parcels to {claims.countries} countries with express delivery in {claims.expressDelivery}. We pick up from your door,
              handle the paperwork and keep you updated until it arrives.
            </p>
            <ContactButtons actions={['pickup', 'call', 'quote']} />
            <ul className="hero-points">
              <li>
                <Icon name="globe" size={18} /> {claims.countries} countries
              </li>
              <li>
                <Icon name="headset" size={18} /> {claims.support} support
              </li>
              <li>
                <Icon name="star" size={18} /> Rated {claims.rating.value}/5 by {formatCount(claims.rating.count)} customers
              </li>
            </ul>
          </div>
          <img className="hero-art" src="/images/hero.svg" alt="A cargo plane taking off over parcels and a delivery van" width="560" height="440" fetchPriority="high" />
        </div>
      </section>

      <Section id="services-title" eyebrow="What we do" title="Courier services for every shipment" lead="From a single document to a pallet of export goods, we choose the right route and handle it with care.">
        <div className="card-grid">
          {services.map((service) => (
            <ServiceCard key={service.id} service={service} />
          ))}
        </div>
      </Section>

      <Section id="help-title" eyebrow="Before you book" title="Shipping help" lead="Quick answers to the questions our customers ask most." isTinted>
        <ul className="help-links">
          {helpCards.map((card) => (
            <li key={card.href}>
              <a className="help-link" href={card.href}>
                <Icon name={card.icon} size={24} />
                <span>
                  <strong>{card.title}</strong>
                  <span>{card.text}</span>
                </span>
              </a>
            </li>
          ))}
        </ul>
      </Section>

      <StatsBand stats={homeStats} label="Our numbers" />

      <CtaBand
        title="Ready to send your parcel?"
        text={`Talk to our team for a quick quote and doorstep pickup anywhere in Hyderabad. We are here ${claims.support}.`}
      />
    </Layout>
  );
}
