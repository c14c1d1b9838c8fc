import { company } from '../content/company';
import { ContactCards } from '../src/website/components/ContactCards';
import { ContactForm } from '../src/website/components/ContactForm';
import { Layout } from '../src/website/components/Layout';
import { MapPlaceholder } from '../src/website/components/MapPlaceholder';
import { PageHero } from '../src/website/components/PageHero';
import { pageTitle, type SiteProps } from '../src/website/components/site-page';

export const locales = ['en', 'te', 'hi'];

/** The form's email and WhatsApp hand-offs and its prefill from a quote link. */
export const script = '../src/website/client/contact.ts';

export const meta = ({ messages }: SiteProps) => ({
  title: pageTitle(messages.contact.meta.title),
  description: messages.contact.meta.description(
    company.hours.map((h, index) => `${messages.ui.officeDays[index]} ${h.time}`).join(', '),
  ),
});

export default function Contact(props: SiteProps) {
  const { contact, ui } = props.messages;
  return (
    <Layout {...props}>
      <PageHero
        eyebrow={contact.hero.eyebrow}
        title={contact.hero.title}
        lead={contact.hero.lead}
      />
      <section className="section section-tight">
        <div className="container">
          <ContactCards
            text={contact.cards}
            officeDays={ui.officeDays}
            alwaysOpen={ui.alwaysOpen}
            whatsappMessage={ui.whatsappMessage}
          />
        </div>
      </section>
      <section className="section section-tint" aria-labelledby="form-title">
        <div className="container split">
          <div className="form-panel">
            <h2 id="form-title">{contact.formIntro.title}</h2>
            <p>{contact.formIntro.text}</p>
            <ContactForm locale={props.locale} text={contact.form} services={ui.services} />
          </div>
          <MapPlaceholder text={contact.map} officeDays={ui.officeDays} />
        </div>
      </section>
    </Layout>
  );
}
