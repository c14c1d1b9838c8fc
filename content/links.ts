/**
 * Outgoing links derived from the company facts, so changing a number is a one-line change.
 */
import { company } from './company';
import { countryGuidePath, destinationPath, destinations } from './destinations';

export const telHref = `tel:${company.phone.e164}`;
export const mailtoHref = `mailto:${company.email}`;
/** The company's WhatsApp chat; a GET form pointed here opens the chat (with `?text=` prefilled). */
export const whatsappChat = `https://wa.me/${company.whatsapp.number}`;
/**
 * A WhatsApp link that opens the company's chat with `message` already typed. Letters of the
 * Indian scripts (U+0800 to U+0FFF: Devanagari, Telugu and their neighbours) stay as they are,
 * as a URL may hold them (the browser encodes them when it follows the link): percent-encoded, a
 * Telugu message took three times the bytes and crowded the translated pages' budgets.
 */
export function whatsappWith(message: string): string {
  return `${whatsappChat}?text=${encodeURIComponent(message).replace(/(?:%E0%[AB][0-9A-F]%[89AB][0-9A-F])+/g, decodeURIComponent)}`;
}
export const whatsappHref = whatsappWith(company.whatsapp.message);
export const quoteHref = '/contact#quote-form';
export const landingHref = '/reliable-international-courier-services-from-hyderabad';

const addressLine = [
  company.address.streetAddress,
  company.address.city,
  company.address.region,
  company.address.postalCode,
  company.address.country,
].join(', ');
export const fullAddress = addressLine;
export const mapHref = `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(addressLine)}`;

/** A mailto: URL with a subject, for forms that have no endpoint configured. */
export function mailtoWithSubject(subject: string): string {
  return `${mailtoHref}?subject=${encodeURIComponent(subject)}`;
}

/** The main navigation, labelled by ui.nav[key] in the locale's messages. */
export const mainNavigation = [
  { href: '/', key: 'home' },
  { href: '/about', key: 'about' },
  { href: '/blog', key: 'blog' },
  { href: '/contact', key: 'contact' },
] as const;

export const trackHref = '/track-shipment';
export const whatCanISendHref = '/what-can-i-send';
export const calculatorHref = '/volumetric-weight-calculator';
/** The pickup booking form; every "Request Pickup" button leads here. */
export const pickupHref = '/book-pickup';

/**
 * The pages built in every language (those whose file exports `locales`; a test keeps this list
 * equal to them). A link to one of them stays in the page's language; any other link leads to
 * the English page.
 */
export const translatedPaths: readonly string[] = [
  '/',
  '/about',
  '/contact',
  landingHref,
  whatCanISendHref,
  calculatorHref,
  pickupHref,
  trackHref,
  ...destinations.map((destination) => destinationPath(destination.slug)),
  ...destinations.map((destination) => countryGuidePath(destination.slug)),
];

/** `href` in the language `locale`: `/contact#quote-form` is `/te/contact#quote-form` on a Telugu page. English is the default, at the root. */
export function localeHref(locale: string, href: string): string {
  const path = href.replace(/[?#].*$/, '');
  if (locale === 'en' || !translatedPaths.includes(path)) return href;
  return `/${locale}${path === '/' ? '/' : path}${href.slice(path.length)}`;
}

/** `hreflang` of a link on a page in `locale`: English when it leads to a page of the site that is in English only. */
export function linkLang(locale: string, href: string): 'en-IN' | undefined {
  return locale !== 'en' &&
    href.startsWith('/') &&
    !translatedPaths.includes(href.replace(/[?#].*$/, ''))
    ? 'en-IN'
    : undefined;
}

/** The courier's tools and guides, listed in the footer's Shipping help column (labels: ui.footer[key]). */
export const shippingHelpLinks = [
  { href: trackHref, key: 'track' },
  { href: whatCanISendHref, key: 'whatCanISend' },
  { href: calculatorHref, key: 'calculator' },
] as const;

/** The destination pages, also in the footer's Shipping help column (labels: ui.footer.courierTo[slug]). */
export const destinationLinks = destinations.map((destination) => ({
  href: destinationPath(destination.slug),
  slug: destination.slug,
}));

/**
 * The tasks a customer comes for, one tap from every page: in the header's menu on a phone and
 * in a strip above the bar on wider screens, and on the not-found page (labels: ui.tasks[key]).
 * Prices leads to the calculator, which estimates them.
 */
export const taskLinks = [
  { href: trackHref, key: 'track' },
  { href: pickupHref, key: 'pickup' },
  { href: whatCanISendHref, key: 'whatCanISend' },
  { href: calculatorHref, key: 'prices' },
] as const;
