import { company } from '../content/company';
// TEMPORARY: until the engine passes `messages` in the page props.
import { en } from '../content/locales/en';
import { ContactCards } from '../src/components/ContactCards';
import { ContactForm } from '../src/components/ContactForm';
import { Layout } from '../src/components/Layout';
import { MapPlaceholder } from '../src/components/MapPlaceholder';
import { PageHero } from '../src/components/PageHero';
import { pageTitle, type SiteProps } from '../src/components/site-page';

export const meta = {
  title: pageTitle(en.contact.meta.title),
  description: en.contact.meta.description(company.hours.map((h, index) => `${en.ui.officeDays[index]} ${h.time}`).join(', ')),
};

export default function Contact({ route }: SiteProps) {
  const { contact, ui } = en;
  return (
    <Layout route={route}>
      <PageHero eyebrow={contact.hero.eyebrow} title={contact.hero.title} lead={contact.hero.lead} />
      <section className="section section-tight">
        <div className="container">
          <ContactCards text={contact.cards} officeDays={ui.officeDays} whatsappMessage={ui.whatsappMessage} />
        </div>
      </section>
      <section className="section section-tint" aria-labelledby="form-title">
        <div className="container split">
          <div className="form-panel">
            <h2 id="form-title">{contact.formIntro.title}</h2>
            <p>{contact.formIntro.text}</p>
            <ContactForm text={contact.form} services={ui.services} />
          </div>
          <MapPlaceholder text={contact.map} officeDays={ui.officeDays} />
        </div>
      </section>
    </Layout>
  );
}
