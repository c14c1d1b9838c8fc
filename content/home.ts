import { claims } from './claims';
import { calculatorHref, landingHref, quoteHref, trackHref, whatCanISendHref } from './links';
import type { ServiceCard, Stat } from './types';

export const services: ServiceCard[] = [
  {
    id: 'international-courier',
    title: 'International Courier',
    description: `Door-to-door delivery of documents and parcels from Hyderabad to ${claims.countries} countries, with the customs paperwork handled for you.`,
    image: '/images/services/international-courier.svg',
    features: [`Delivery to ${claims.countries} countries`, `Express delivery in ${claims.expressDelivery}`, 'Customs documentation support', 'Tracking from pickup to delivery'],
    link: { href: landingHref, label: 'Explore international courier' },
  },
  {
    id: 'air-cargo',
    title: 'Air Cargo',
    description: 'Fast, secure air freight for commercial and bulk consignments, booked on scheduled flights out of Hyderabad.',
    image: '/images/services/air-cargo.svg',
    features: ['Commercial and bulk consignments', 'Airport-to-airport or door delivery', 'Export documentation and compliance', 'Consolidation to lower your cost'],
    link: { href: quoteHref, label: 'Get an air cargo quote' },
  },
  {
    id: 'domestic-courier',
    title: 'Domestic Courier',
    description: `Reliable pickup and delivery of documents and parcels across India, reaching ${claims.pinCodes} pin codes.`,
    image: '/images/services/domestic-courier.svg',
    features: [`${claims.pinCodes} pin codes covered`, 'Doorstep pickup in Hyderabad', 'Documents, parcels and e-commerce orders', 'Proof of delivery on every shipment'],
    link: { href: quoteHref, label: 'Book a domestic courier' },
  },
];

export const homeStats: Stat[] = [
  { value: claims.countries, label: 'Countries' },
  { value: claims.happyCustomers, label: 'Happy Customers' },
  { value: claims.packagesMonthly, label: 'Packages Monthly' },
  { value: claims.pinCodes, label: 'Pin Codes' },
  { value: claims.support, label: 'Support' },
];

/** The courier's tools, as cards on the home page. */
export const helpCards = [
  { href: calculatorHref, icon: 'package', title: 'Volumetric weight calculator', text: 'Will your box be charged by weight or by size? Work it out in a minute.' },
  { href: whatCanISendHref, icon: 'shield', title: 'What can I send?', text: 'Pickles, medicines, batteries, perfumes: what goes abroad and what does not.' },
  { href: trackHref, icon: 'globe', title: 'Track your shipment', text: 'Send us your air waybill number on WhatsApp, or use the carrier’s tracking page.' },
];
