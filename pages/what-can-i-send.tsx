import { claims } from '../content/claims';
import { destinationPath, destinations, rulesReviewed } from '../content/destinations';
import { quoteHref, whatsappWith } from '../content/links';
import { itemGroups } from '../content/what-can-i-send';
import { formatDate } from '../src/components/format';
import { Icon } from '../src/components/Icon';
import { ItemRules } from '../src/components/ItemRules';
import { Layout } from '../src/components/Layout';
import { PageHero } from '../src/components/PageHero';
import { pageTitle, type SiteProps } from '../src/components/site-page';

export const meta = {
  title: pageTitle('What Can I Send Abroad? Prohibited and Restricted Items'),
  description: 'Food, medicines, batteries, perfumes and valuables: what you can courier from India to the USA, UK, Canada, Australia and the UAE, and what to do instead.',
};

export default function WhatCanISend({ route }: SiteProps) {
  return (
    <Layout route={route}>
      <PageHero
        eyebrow="Shipping help"
        title="What can I send abroad?"
        lead="Pickles for your son in Toronto, medicines for your parents in New Jersey, a phone for your sister in Dubai: here is what goes, what needs a check and what never goes, in plain words."
      >
        <p className="reviewed">
          <Icon name="calendar" size={18} /> Last reviewed <time dateTime={rulesReviewed}>{formatDate(rulesReviewed)}</time>. Rules change, so we confirm before pickup.
        </p>
      </PageHero>

      <section className="section section-tight" aria-labelledby="groups-title">
        <div className="container">
          <div className="section-head">
            <h2 id="groups-title">Item by item</h2>
            <p>
              Each group says what usually goes when it is packed and declared, what depends on the country (we confirm before pickup), what is never accepted, and what to do
              instead.
            </p>
          </div>
          <nav className="jump-links" aria-label="Item groups">
            <ul>
              {itemGroups.map((group) => (
                <li key={group.id}>
                  <a href={`#${group.id}`}>{group.title.split(':')[0]}</a>
                </li>
              ))}
            </ul>
          </nav>
          {itemGroups.map((group) => (
            <section key={group.id} className="item-group" aria-labelledby={group.id}>
              <h3 id={group.id}>
                <span className="reason-icon">
                  <Icon name={group.icon} size={22} />
                </span>
                {group.title}
              </h3>
              <ItemRules canSend={group.canSend} askFirst={group.askFirst} cannotSend={group.cannotSend} />
              <p className="instead">
                <strong>Instead: </strong>
                {group.instead}
              </p>
            </section>
          ))}
        </div>
      </section>

      <section className="section section-tint" aria-labelledby="countries-title">
        <div className="container">
          <div className="section-head">
            <h2 id="countries-title">Country by country</h2>
            <p>The main rule of each destination our customers send to most. Each country&apos;s page has the full list, the documents and packing advice.</p>
          </div>
          <div className="country-grid">
            {destinations.map((destination) => (
              <section key={destination.slug} className="country-card" aria-labelledby={`rules-${destination.slug}`}>
                <h3 id={`rules-${destination.slug}`}>{destination.shortName}</h3>
                <ul>
                  {destination.rules.slice(0, 2).map((rule) => (
                    <li key={rule}>{rule}</li>
                  ))}
                </ul>
                <a className="text-link" href={destinationPath(destination.slug)}>
                  Courier to {destination.name}
                  <Icon name="arrow-right" size={18} />
                </a>
              </section>
            ))}
          </div>
        </div>
      </section>

      <section className="section" aria-labelledby="ask-title">
        <div className="container narrow">
          <h2 id="ask-title">Not sure about an item?</h2>
          <p>
            Send us a photo or the list of what you want to pack. We check it against the destination&apos;s current rules before pickup, and tell you what to leave out. We are
            here {claims.support}.
          </p>
          <div className="button-row">
            <a className="btn btn-whatsapp" href={whatsappWith('Hello! I would like to check whether I can send these items by international courier from Hyderabad: ')} rel="noopener">
              <Icon name="whatsapp" />
              Ask on WhatsApp
            </a>
            <a className="btn btn-outline" href={quoteHref}>
              <Icon name="file-text" />
              Get Quotation
            </a>
          </div>
        </div>
      </section>
    </Layout>
  );
}
