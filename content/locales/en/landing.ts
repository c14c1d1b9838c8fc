/**
 * The landing page for international courier from Hyderabad
 * (/reliable-international-courier-services-from-hyderabad). Figures come from
 * content/claims.ts; place them where they read naturally, never retype them.
 */
import { claims } from '../../claims';
import { kycPhrase } from '../../rules';
import { rules } from './rules';
import { ui } from './ui';
import { whatCanISend } from './what-can-i-send';
import { company } from '../../company';

export const landing = {
  meta: {
    /** The page's title in the browser tab and search results (the company name is added after it); max ~45 characters. */
    title: 'International Courier Services from Hyderabad',
    /** The search result snippet; max ~155 characters. */
    description: `Send parcels and documents from Hyderabad to ${claims.countries} countries: express delivery in ${claims.expressDelivery}, ${claims.deliverySuccessLanding} delivery success, doorstep pickup.`,
  },

  hero: {
    eyebrow: 'International courier from Hyderabad',
    title: 'Reliable international courier services from Hyderabad',
    lead: `Parcels, documents and gifts to ${claims.countries} countries, picked up from your door in Hyderabad and delivered in ${claims.expressDelivery} by express. One call or WhatsApp message is all it takes.`,
    imageAlt: 'A parcel travelling around the globe',
  },

  /** The band of figures: a one- or two-word label under each figure. */
  stats: {
    /** Read by screen readers as the band's name. */
    label: `${company.shortName} international courier in numbers`,
    deliverySuccess: 'Delivery Success',
    countries: 'Countries',
    expressDelivery: 'Express Delivery',
    /** The figure above "Express Delivery": the days with their word, as big as a figure (`claims.expressDeliveryDays` and the words). */
    expressDeliveryFigure: `${claims.expressDeliveryDays} business days`,
    support: 'Support',
  },

  why: {
    title: 'Why Hyderabad ships abroad with us',
    /** Four reasons, each a short title and one sentence. */
    reasons: {
      pickup: {
        title: 'Doorstep pickup',
        text: 'We collect from your home or office anywhere in Hyderabad and Secunderabad.',
      },
      customs: {
        title: 'Customs made simple',
        text: 'We prepare the invoice and declarations with you and check your KYC before the parcel leaves.',
      },
      express: {
        title: `Express in ${claims.expressDelivery}`,
        text: 'Priority air services to major cities worldwide, with economy options when time allows.',
      },
      success: {
        title: `${claims.deliverySuccessLanding} delivery success`,
        text: 'Sturdy packing, tracked handovers and a team that follows up until your parcel arrives.',
      },
    },
  },

  destinations: {
    title: 'Popular destinations',
    /** The paragraph under the title: text before the link, the link's words, text after it. */
    leadBefore: `We deliver to ${claims.countries} countries. These are the ones our customers send to most; the first five have their own page with the rules, documents and packing advice. Not sure about an item? See `,
    leadLink: 'what you can send',
    leadAfter: '.',
    /** Country names as a list; the first five link to their own page, in the same language. */
    countries: {
      usa: 'USA',
      uk: 'United Kingdom',
      canada: 'Canada',
      australia: 'Australia',
      uae: 'UAE',
      singapore: 'Singapore',
      germany: 'Germany',
      newZealand: 'New Zealand',
      saudiArabia: 'Saudi Arabia',
      qatar: 'Qatar',
      ireland: 'Ireland',
      malaysia: 'Malaysia',
    },
  },

  steps: {
    title: 'How it works',
    /** Four numbered steps, each a short title and one sentence. */
    items: [
      {
        title: 'Tell us what you are sending',
        text: 'Call, WhatsApp or fill in the form with the destination, weight and contents.',
      },
      {
        title: 'Get a clear quote',
        text: 'We quote on actual or volumetric weight, with no hidden charges.',
      },
      {
        title: 'We pick up and pack',
        text: 'Our executive collects the parcel, checks the packing and your documents.',
      },
      {
        title: 'Track it to the door',
        /** What the tracking page does: links her number to the carrier's own page, or a WhatsApp chat with us. */
        text: 'With the tracking number we send you, follow the parcel on the carrier’s own page until it is delivered, or ask us on WhatsApp.',
      },
    ],
    /** Link to the calculator under the steps. */
    calculatorLink: "Work out your parcel's chargeable weight",
  },

  faq: {
    title: 'Frequently asked questions',
    /** Each question opens to show its answer. */
    items: [
      {
        question: 'How long does international courier from Hyderabad take?',
        answer: `Express shipments usually arrive in ${claims.expressDelivery} to major cities. Economy services take longer but cost less; we will tell you both options when we quote.`,
      },
      {
        question: 'Which documents do I need?',
        answer: `A copy of any one of your IDs (${kycPhrase(rules)}) for KYC and an invoice listing the contents and their value. Businesses also need their IEC, and their GSTIN (or their PAN if they are not GST-registered). We help you fill everything in.`,
      },
      {
        question: 'Can I send food and medicines abroad?',
        answer: `It depends on the item and the country, and medicines need a check for every destination. Our guide “${whatCanISend.hero.title}” (link below, under ${ui.footer.shippingHelp}) lists item by item what usually goes, what we check first and what is never accepted; ask us before you pack.`,
      },
      {
        question: 'What if my parcel is damaged or lost?',
        answer: `Tell us within ${claims.claimWindow} of delivery with photos and the packaging, and we will open a claim with the carrier straight away.`,
      },
    ],
  },

  cta: {
    title: 'Send your parcel abroad today',
    text: `Call or WhatsApp us now for a quote and a pickup time. Support is available ${claims.support}.`,
  },
};
