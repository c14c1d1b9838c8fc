/**
 * The home page (/). Figures come from content/claims.ts through the functions' arguments:
 * place them where they read naturally, never retype them. The service names are in ui.ts.
 */
import { claims } from '../../claims';
import { company } from '../../company';

export const home = {
  meta: {
    /** The browser tab and search result title; max ~60 characters. */
    title: `Courier & Air Cargo Services in Hyderabad | ${company.shortName}`,
    /** The search result snippet; max ~155 characters. */
    description: `Courier and air cargo from Hyderabad to ${claims.countries} countries. Express delivery in ${claims.expressDelivery}, doorstep pickup and ${claims.support} support.`,
  },

  hero: {
    /** Small line above the main heading. */
    eyebrow: `Trusted in Hyderabad since ${claims.founded}`,
    title: 'Reliable international courier and air cargo from Hyderabad',
    lead: `Send documents and parcels to ${claims.countries} countries with express delivery in ${claims.expressDelivery}. We pick up from your door, handle the paperwork and keep you updated until it arrives.`,
    /** Describes the hero picture for people who cannot see it. */
    imageAlt: 'A cargo plane taking off over parcels and a delivery van',
    /** Three short points under the buttons, each after an icon; shown side by side on a phone, so keep them short. */
    points: {
      countries: `${claims.countries} countries`,
      support: `${claims.support} support by phone and WhatsApp`,
      /** `count` is the number of reviews, already written with its digit groups (2,847). */
      rating: (count: string) => `Rated ${claims.rating.value}/5 by ${count} customers`,
    },
  },

  services: {
    eyebrow: 'What we do',
    title: 'Courier services for every shipment',
    lead: 'From a single document to a pallet of export goods, we choose the right route and handle it with care.',
    /** One card per service (names in ui.ts → services): a description, four short features and a link. */
    cards: {
      internationalCourier: {
        description: `Door-to-door delivery of documents and parcels from Hyderabad to ${claims.countries} countries, with the customs paperwork handled for you.`,
        features: [
          `Delivery to ${claims.countries} countries`,
          `Express delivery in ${claims.expressDelivery}`,
          'Customs documentation support',
          'Tracking from pickup to delivery',
        ],
        link: 'Explore international courier',
      },
      airCargo: {
        description:
          'Fast, secure air freight for commercial and bulk consignments, booked on scheduled flights out of Hyderabad.',
        features: [
          'Commercial and bulk consignments',
          'Airport-to-airport or door delivery',
          'Export documentation and compliance',
          'Consolidation to lower your cost',
        ],
        link: 'Get an air cargo quote',
      },
      domesticCourier: {
        description: `Reliable pickup and delivery of documents and parcels across India, reaching ${claims.pinCodes} pin codes.`,
        features: [
          `${claims.pinCodes} pin codes covered`,
          'Doorstep pickup in Hyderabad',
          'Documents, parcels and e-commerce orders',
          'Proof of delivery on every shipment',
        ],
        link: 'Book a domestic courier',
      },
    },
  },

  help: {
    eyebrow: 'Before you book',
    title: 'Shipping help',
    lead: 'Quick answers to the questions our customers ask most.',
    /** Three link cards to the courier's tools: a title and one sentence each. */
    cards: {
      calculator: {
        title: 'Volumetric weight calculator',
        text: 'Will your box be charged by weight or by size? Work it out in a minute.',
      },
      whatCanISend: {
        title: 'What can I send?',
        text: 'Pickles, medicines, batteries, perfumes: what goes abroad and what does not.',
      },
      track: {
        title: 'Track your shipment',
        text: 'Send us your air waybill number on WhatsApp, or use the carrier’s tracking page.',
      },
    },
  },

  /** The band of figures: a one- or two-word label under each figure. */
  stats: {
    /** Read by screen readers as the band's name. */
    label: 'Our numbers',
    countries: 'Countries',
    happyCustomers: 'Happy Customers',
    packagesMonthly: 'Packages Monthly',
    pinCodes: 'Pin Codes',
    support: 'Support',
  },

  /** The closing band above the footer, with the call, WhatsApp and quotation buttons. */
  cta: {
    title: 'Ready to send your parcel?',
    text: `Talk to our team for a quick quote and doorstep pickup anywhere in Hyderabad. We are here ${claims.support}.`,
  },
};
