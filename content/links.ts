/**
 * Outgoing links derived from the company facts, so changing a number is a one-line change.
 */
import { company } from './company';
import { destinationPath, destinations } from './destinations';

export const telHref = `tel:${company.phone.e164}`;
export const mailtoHref = `mailto:${company.email}`;
/** The company's WhatsApp chat; a GET form pointed here opens the chat (with `?text=` prefilled). */
export const whatsappChat = `https://wa.me/${company.whatsapp.number}`;
/** A WhatsApp link that opens the company's chat with `message` already typed. */
export function whatsappWith(message: string): string {
  return `${whatsappChat}?text=${encodeURIComponent(message)}`;
}
export const whatsappHref = whatsappWith(company.whatsapp.message);
export const quoteHref = '/contact#quote-form';
export const landingHref = '/reliable-international-courier-services-from-hyderabad';

const addressLine = [company.address.streetAddress, company.address.city, company.address.region, company.address.postalCode, company.address.country].join(', ');
export const fullAddress = addressLine;
export const mapHref = `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(addressLine)}`;

/** A mailto: URL with a subject, for forms that have no endpoint configured. */
export function mailtoWithSubject(subject: string): string {
  return `${mailtoHref}?subject=${encodeURIComponent(subject)}`;
}

export const mainNavigation = [
  { href: '/', label: 'Home' },
  { href: '/about', label: 'About' },
  { href: '/blog', label: 'Blog' },
  { href: '/contact', label: 'Contact' },
] as const;

export const trackHref = '/track-shipment';
export const whatCanISendHref = '/what-can-i-send';
export const calculatorHref = '/volumetric-weight-calculator';

/** The courier's tools and guides, listed in the footer's Shipping help column. */
export const shippingHelpLinks = [
  { href: trackHref, label: 'Track Your Shipment' },
  { href: whatCanISendHref, label: 'What Can I Send?' },
  { href: calculatorHref, label: 'Volumetric Weight Calculator' },
  ...destinations.map((destination) => ({ href: destinationPath(destination.slug), label: `Courier to ${destination.shortName}` })),
];
