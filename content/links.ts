/**
 * Outgoing links derived from the company facts, so changing a number is a one-line change.
 */
import { company } from './company';

export const telHref = `tel:${company.phone.e164}`;
export const mailtoHref = `mailto:${company.email}`;
export const whatsappHref = `https://wa.me/${company.whatsapp.number}?text=${encodeURIComponent(company.whatsapp.message)}`;
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
