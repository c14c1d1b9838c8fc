/**
 * The interface every page shares: skip link, header, navigation, the contact buttons, the
 * footer and the language switcher.
 *
 * For translators: keep every key; translate the values. Numbers, phone numbers and units are
 * filled in from content/claims.ts and content/company.ts (the functions below), never typed
 * into a translation. "\u00a0" is a no-break space: keep it where it is (it keeps a button's
 * words on one line).
 */
import { company } from '../../company';

export const ui = {
  /** The first link of every page, visible only when focused with the keyboard. */
  skipLink: 'Skip to main content',

  header: {
    /** The header's call button, next to the logo and the menu toggle. On a phone only this word shows: keep it one short word. */
    call: 'Call',
    /** Added after `call` on wider screens ("Call Now"); starts with a no-break space. May be empty. */
    callWide: '\u00a0Now',
    /** Read by screen readers for the menu button (a hamburger icon on phones). */
    menu: 'Menu',
    /** Names the main navigation for screen readers ("Main navigation"). */
    navLabel: 'Main',
    /** Button in the menu; max ~12 characters. */
    getQuote: 'Get Quote',
  },

  /** The main navigation, in the header and in the footer's Quick Links. One or two words each. */
  nav: {
    home: 'Home',
    about: 'About',
    blog: 'Blog',
    contact: 'Contact',
  },

  /** The tasks one tap from every page: under the menu on a phone, in a strip above the header on wider screens. One to three words each. */
  tasks: {
    track: 'Track',
    pickup: 'Book a pickup',
    whatCanISend: 'What can I send',
    /** Leads to the calculator, which estimates the price. */
    prices: 'Courier charges',
  },

  /** The contact buttons on the home, landing and many other pages; max ~20 characters each. */
  buttons: {
    requestPickup: 'Request Pickup',
    /** The call button with the phone number; keep the no-break space before the number. */
    callNumber: (phone: string) => `Call\u00a0${phone}`,
    whatsapp: 'WhatsApp Us',
    getQuotation: 'Get Quote',
  },

  /** The message already typed in the WhatsApp chat the "WhatsApp Us" buttons open (the customer sends it to us). */
  whatsappMessage: company.whatsapp.message,

  /** The company's three services: the home page's cards, the footer and the contact form's menu. */
  services: {
    internationalCourier: 'International Courier',
    airCargo: 'Air Cargo',
    domesticCourier: 'Domestic Courier',
  },

  /** The three lists of items that can or cannot be sent (what-can-i-send and the destination pages); two or three words each. */
  itemRules: {
    canSend: 'Usually fine',
    askFirst: 'Ask us first',
    /** What the company does, not what a law says: we do not take it (Telugu and Hindi say "we do not take it"). */
    cannotSend: 'Not accepted',
  },

  /** The office hours' days, one per row of `hours` in content/company.ts (same order); the times stay as they are there. */
  officeDays: ['Monday to Saturday', 'Sunday'],
  /** The last row of the office hours, beside `claims.support` ("24/7"): what answers at any hour (the hours above are the office's and the pickups'). */
  alwaysOpen: 'Phone & WhatsApp',

  footer: {
    /** Under the company name in the footer. */
    about: `${company.tagline}. Door-to-door pickup, honest quotes and support whenever you need it.`,
    /** Column headings. */
    services: 'Services',
    shippingHelp: 'Shipping Help',
    quickLinks: 'Quick Links',
    officeHours: 'Office Hours',
    headOffice: 'Head Office',
    /** Links in the Shipping Help column. */
    track: 'Track Your Shipment',
    whatCanISend: 'What Can I Send?',
    calculator: 'Courier Charges',
    /** One link per destination page, by its code in content/destinations.ts. */
    courierTo: {
      usa: 'Courier to USA',
      uk: 'Courier to UK',
      canada: 'Courier to Canada',
      australia: 'Courier to Australia',
      uae: 'Courier to UAE',
    },
    /** Links in the Quick Links column, after the main navigation. */
    landing: 'International Courier from Hyderabad',
    privacy: 'Privacy Policy',
    terms: 'Terms & Conditions',
    /** The last line of every page: "© 2026 Skyline Courier & Air Cargo. All rights reserved." */
    copyright: (year: number, name: string) => `© ${year} ${name}. All rights reserved.`,
  },

  /** The language switcher in the header and the footer (each language is named in its own script). */
  languages: {
    /** Names the switcher for screen readers, in this language ("Language"). */
    label: 'Language',
    /**
     * Shown after this language's name, in brackets, in the switcher of a page that has no
     * version in this language (the link then leads to this language's home page): "తెలుగు
     * (హోమ్ పేజీ)". Written in this language, as the name is.
     */
    homePage: 'home page',
  },

  /**
   * The share image a link shows in WhatsApp, Facebook or X (1200 x 630): the small label
   * above the page title, by kind of page, and the place under it. A few words each: the
   * label is one line.
   */
  shareCard: {
    home: 'Domestic & international courier',
    guides: 'Shipping guides',
    international: 'International courier',
    tools: 'Tools',
    legal: 'Legal',
    company: 'Our company',
    contact: 'Get in touch',
    other: 'Courier & air cargo',
    place: 'Hyderabad, India',
  },

  /**
   * The blog's search status when a search has found articles and pages (the guide, a
   * destination page): written in the language of the pages found, so each language has them.
   * {span} is "1–6" or "7", {n} a number.
   */
  searchResults: {
    none: 'No results match',
    one: 'Showing 1 result',
    many: 'Showing {span} of {n} results',
  },
};
