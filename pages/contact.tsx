import { claims } from '../content/claims';
import { company } from '../content/company';
import { ContactCards } from '../src/components/ContactCards';
import { ContactForm } from '../src/components/ContactForm';
import { Layout } from '../src/components/Layout';
import { MapPlaceholder } from '../src/components/MapPlaceholder';
import { PageHero } from '../src/components/PageHero';
import { pageTitle, type SiteProps } from '../src/components/site-page';

export const meta = {
  title: pageTitle('Contact Us and Get a Quote'),
  description: `Call, WhatsApp or email ${company.shortName} in Hyderabad for a courier quote or pickup. Open ${company.hours.map((h) => `${h.days} ${h.time}`).join(', ')}.`,
};

export default function Contact({ route }: SiteProps) {
  return (
    <Layout route={route}>
      <PageHero eyebrow="Contact" title="Get in touch" lead={`Ask for a quote, book a pickup or check on a parcel. We are here ${claims.support}.`} />
      <section className="section section-tight">
        <div className="container">
          <ContactCards />
        </div>
      </section>
      <section className="section section-tint" aria-labelledby="form-title">
        <div className="container split">
          <div className="form-panel">
            <h2 id="form-title">Send us a message</h2>
            <p>Tell us what you are sending and where. We will reply with a quote and the next steps.</p>
            <ContactForm />
          </div>
          <MapPlaceholder />
        </div>
      </section>
    </Layout>
  );
}
