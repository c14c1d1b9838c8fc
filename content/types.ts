/**
 * Shapes of the company's facts. Each value lives once in content/; pages, components,
 * links and structured data all read it from there.
 */

export interface PostalAddress {
  streetAddress: string;
  locality: string;
  city: string;
  region: string;
  postalCode: string;
  country: string;
  /** ISO 3166-1 alpha-2 code for structured data. */
  countryCode: string;
}

export interface OpeningHours {
  /** As shown to people, e.g. "Monday to Saturday". */
  days: string;
  /** As shown to people, e.g. "9:00 AM-7:00 PM". */
  time: string;
  /** schema.org day names for structured data. */
  dayOfWeek: string[];
  /** 24-hour clock, "HH:MM". */
  opens: string;
  closes: string;
}

export interface Company {
  name: string;
  shortName: string;
  tagline: string;
  /** The site's public origin (canonical URLs, sitemap, structured data). */
  siteUrl: string;
  phone: { display: string; e164: string };
  whatsapp: { number: string; message: string };
  email: string;
  address: PostalAddress;
  hours: OpeningHours[];
  foundingYear: number;
  /** Where the contact, newsletter and pickup forms post; when empty, they open a prefilled email. */
  forms: { contactEndpoint: string; newsletterEndpoint: string; pickupEndpoint: string };
}

export interface Stat {
  value: string;
  label: string;
}

export interface ServiceCard {
  id: string;
  title: string;
  description: string;
  image: string;
  features: string[];
  link: { href: string; label: string };
}

export interface Reason {
  icon: string;
  title: string;
  text: string;
}

export const BLOG_CATEGORIES = [
  'Shipping Guide',
  'Packaging Tips',
  'International',
  'Regulations',
  'Cost Savings',
  'Technology',
] as const;
export type BlogCategory = (typeof BLOG_CATEGORIES)[number];

export interface BlogArticle {
  title: string;
  excerpt: string;
  category: BlogCategory;
  readTime: string;
  publishDate: string;
  image: string;
  /** Kept out of `site build`; shown with a "Draft" label in `site serve`. */
  draft?: boolean;
}

export interface LegalDocument {
  title: string;
  description: string;
  updated: string;
}

/** A carrier the company hands international shipments to, with its public tracking page. */
export interface Carrier {
  /** Its key in the tracking page's words (content/locales/<code>/track.ts → carriers.notes). */
  id: string;
  name: string;
  /** The carrier's own tracking page: a link only, nothing is fetched from it. */
  trackingUrl: string;
  /** Its tracking page for one shipment: this address followed by the number (none when the carrier has no such link). */
  shipmentUrl?: string;
  /** What its numbers look like (a regular expression of the whole number, upper case, no spaces), where a source says: such a number is listed with this carrier first. */
  numberPattern?: string;
  /** An express partner's limits for one piece: kilograms, the longest side and length plus girth in cm. */
  limits?: { kg: number; lengthCm?: number; lengthGirthCm?: number };
}

/** The item groups of the rules (content/rules.ts); the ids are stable, the pickup form uses them. */
export type ItemGroupId = 'food' | 'medicines' | 'batteries' | 'liquids' | 'valuables' | 'licence';

/** The destinations with a page of their own (content/destinations.ts). */
export type DestinationSlug = 'usa' | 'uk' | 'canada' | 'australia' | 'uae';

/** Usually fine when packed and declared ('fine'), ask us first ('ask'), not accepted ('no'). */
export type RuleStatus = 'fine' | 'ask' | 'no';

/** An official page a rule was checked against: its title, who publishes it, and its address when we have it. */
export interface RuleSource {
  title: string;
  authority: string;
  url?: string;
  /** The day we last read this page against the rules that rest on it (YYYY-MM-DD). */
  read: string;
}

export interface QuestionAnswer {
  question: string;
  answer: string;
}

/** A destination country's page, as data: the ids of its words (content/locales/<code>/destinations.ts), in the order the page shows them. */
export interface Destination {
  /** The page's path segment after /international-courier-to-. */
  slug: DestinationSlug;
  /** The main rules of this country, a sentence each. */
  rules: readonly string[];
  packing: readonly string[];
  faqs: readonly string[];
  /** Official pages the rules were checked against: ids of content/rules.ts → sources. */
  sources: ReadonlyArray<import('./rules').SourceId>;
}

/** A courier service as the rate card names it. */
export type ServiceName = 'express' | 'economy';

/**
 * One service's prices to one destination, in whole rupees before the fuel surcharge and GST:
 * the first 0.5 kg, each further 0.5 kg up to `halfKgUpTo`, then each further kilogram (part
 * kilograms counted as whole ones) at the rate of the band it falls in.
 */
export interface ServiceRates {
  service: ServiceName;
  /** Usual door-to-door transit in working days, [fastest, slowest]. */
  transitDays: readonly [number, number];
  firstHalfKg: number;
  extraHalfKg: number;
  /** Priced by the half kilogram up to this weight (kg, a multiple of 0.5). */
  halfKgUpTo: number;
  /** Above `halfKgUpTo`: each further kilogram up to `upToKg` costs `perKg`; bands in ascending order. Heavier shipments are quoted by hand. */
  perKgBands: Array<{ upToKg: number; perKg: number }>;
}

/** A destination of the rate card: its services, or none when we quote by hand ("ask us"). */
export interface DestinationRates {
  /** A destination's slug (content/destinations.ts), or `other` for every other country. */
  slug: string;
  services: ServiceRates[];
}

/** The rate card: what a parcel costs, and what is added to the prices. */
export interface RateCard {
  /** When the prices were last changed, YYYY-MM-DD. */
  updated: string;
  /** Added to the price, as a percentage of it. */
  fuelSurchargePercent: number;
  /** GST, as a percentage of the price plus the fuel surcharge. */
  gstPercent: number;
  /** Collecting the parcel from a door in Hyderabad, in rupees (0: free). */
  pickupCharge: number;
  destinations: DestinationRates[];
}
