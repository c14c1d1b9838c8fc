import { claims } from '../../content/claims';
import { documentsNeeded } from '../../content/destinations';
import { itemGroups, ruleFor, statusLabelKey } from '../../content/rules';
import { quoteHref, whatsappWith } from '../../content/links';
import { rateCard } from '../../content/rates';
import type { Destination, RateCard } from '../../content/types';
import { Checklist } from './Checklist';
import { ContactButtons, contactText } from './ContactButtons';
import { CtaBand } from './CtaBand';
import { keepTogether } from './format';
import { Icon } from './Icon';
import { ItemRules } from './ItemRules';
import { Layout } from './Layout';
import { PriceTable } from './PriceTable';
import { Section } from './Section';
import { Sources } from './Sources';
import { pageTitle, type PageContext } from './site-page';

/** The WhatsApp message a destination page's buttons open with. */
export const destinationWhatsappText = (destination: Destination) =>
  `Hello! I would like to send a parcel from Hyderabad to ${destination.name} by international courier. Please share a quote.`;

/** The quote form, with the service chosen and the destination written into the message. */
export const destinationQuoteHref = (destination: Destination) =>
  `/contact?service=international-courier&message=${encodeURIComponent(`A parcel from Hyderabad to ${destination.name}: `)}${quoteHref.slice(quoteHref.indexOf('#'))}`;

export function destinationMeta(destination: Destination) {
  return {
    title: pageTitle(`International Courier from Hyderabad to ${destination.shortName}`),
    description: `Courier from Hyderabad to ${destination.name} in ${claims.expressDelivery} by express: what you can send, the documents you need, packing advice and doorstep pickup.`,
  };
}

/** One destination country's page: transit time, indicative prices (from `rates`, the rate card unless given), rules, documents, packing, questions, and ways to book. */
export function DestinationPage({ destination, rates = rateCard, ...page }: PageContext & { destination: Destination; rates?: RateCard }) {
  const whatsappText = destinationWhatsappText(destination);
  return (
    <Layout {...page}>
      {/* The pattern of the home and landing heroes: words beside an illustration (a route from Hyderabad to a pin). */}
      <section className="page-hero">
        <div className="container hero-grid">
          <div>
            <p className="eyebrow">International courier</p>
            <h1>Courier from Hyderabad to {destination.name}</h1>
            <p className="lead">
              Parcels, documents and gifts to {destination.cities}. Picked up from your door in Hyderabad and delivered in {keepTogether(claims.expressDelivery)} by express.
            </p>
            <ul className="hero-points">
              <li>
                <Icon name="clock" size={18} /> <span>Express: {keepTogether(claims.expressDelivery)}</span>
              </li>
              <li>
                <Icon name="truck" size={18} /> Doorstep pickup
              </li>
              <li>
                <Icon name="headset" size={18} /> {claims.support} support by phone and WhatsApp
              </li>
            </ul>
            <ContactButtons actions={['call', 'whatsapp', 'quote']} text={contactText(page.messages, page.locale)} whatsappText={whatsappText} quoteLink={destinationQuoteHref(destination)} />
          </div>
          <img className="hero-art" src="/images/destination.svg" alt={`A parcel’s route from Hyderabad to ${destination.name}`} width="480" height="360" fetchPriority="high" />
        </div>
      </section>

      <PriceTable rates={rates} slug={destination.slug} name={destination.name} />

      <Section id="rules-title" title={`What you can send to ${destination.name}`} lead="Checked against the official rules; where they change, we confirm before pickup.">
        <ul className="rule-points">
          {destination.rules.map((rule) => (
            <li key={rule}>{keepTogether(rule)}</li>
          ))}
        </ul>
        <ItemRules canSend={destination.canSend} cannotSend={destination.cannotSend} titles={page.messages.ui.itemRules} />
        <h3 id="groups-title">Item by item for {destination.name}</h3>
        <ul className="group-rules">
          {itemGroups.map((group) => {
            const rule = ruleFor(group.id, destination.slug);
            return (
              <li key={group.id}>
                <a href={`/what-can-i-send#${group.id}`}>{page.messages.whatCanISend.groups[group.id].title.split(':')[0]}</a>: <strong>{page.messages.ui.itemRules[statusLabelKey[rule.status]]}.</strong> {page.messages.rules.reasons[rule.reasonKey]}
              </li>
            );
          })}
        </ul>
        <p className="more-link">
          <a className="text-link" href="/what-can-i-send">
            Food, medicines, batteries and more, item by item
            <Icon name="arrow-right" size={18} />
          </a>
        </p>
      </Section>

      <section className="section section-tint" aria-labelledby="documents-title">
        <div className="container two-col">
          <div>
            <h2 id="documents-title">Documents you need</h2>
            <Checklist items={documentsNeeded} icon="file-text" />
          </div>
          <div>
            <h2 id="packing-title">Packing advice</h2>
            <Checklist items={destination.packing} icon="package" />
          </div>
        </div>
      </section>

      <section className="section" aria-labelledby="questions-title">
        <div className="container narrow">
          <h2 id="questions-title">Questions about courier to {destination.shortName}</h2>
          <div className="qa-list">
            {destination.faqs.map((faq) => (
              <div key={faq.question} className="qa">
                <h3>{keepTogether(faq.question)}</h3>
                <p>{keepTogether(faq.answer)}</p>
              </div>
            ))}
          </div>
          <Sources ids={destination.sources} words={page.messages.rules} />
        </div>
      </section>

      <CtaBand
        title={`Send your parcel to ${destination.name}`}
        text={`Call or WhatsApp us for a quote and a pickup time. Phone and WhatsApp support is available ${claims.support}.`}
        locale={page.locale}
        whatsappText={whatsappText}
        quoteLink={destinationQuoteHref(destination)}
      />
    </Layout>
  );
}

