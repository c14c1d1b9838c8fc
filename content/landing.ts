import { claims } from './claims';
import type { Reason, Stat } from './types';

export const landingStats: Stat[] = [
  { value: claims.deliverySuccessLanding, label: 'Delivery Success' },
  { value: claims.countries, label: 'Countries' },
  { value: claims.expressDelivery, label: 'Express Delivery' },
  { value: claims.support, label: 'Support' },
];

/** Popular destinations; those with their own page (content/destinations.ts) link to it by `slug`. */
export const destinations: Array<{ name: string; slug?: string }> = [
  { name: 'USA', slug: 'usa' },
  { name: 'United Kingdom', slug: 'uk' },
  { name: 'Canada', slug: 'canada' },
  { name: 'Australia', slug: 'australia' },
  { name: 'UAE', slug: 'uae' },
  ...['Singapore', 'Germany', 'New Zealand', 'Saudi Arabia', 'Qatar', 'Ireland', 'Malaysia'].map((name) => ({ name })),
];

export const landingReasons: Reason[] = [
  { icon: 'package', title: 'Doorstep pickup', text: 'We collect from your home or office anywhere in Hyderabad and Secunderabad.' },
  { icon: 'file-text', title: 'Customs made simple', text: 'We prepare the invoice and declarations with you and check your KYC before the parcel leaves.' },
  { icon: 'plane', title: `Express in ${claims.expressDelivery}`, text: 'Priority air services to major cities worldwide, with economy options when time allows.' },
  { icon: 'shield', title: `${claims.deliverySuccessLanding} delivery success`, text: 'Sturdy packing, tracked handovers and a team that follows up until your parcel arrives.' },
];

export const steps = [
  { title: 'Tell us what you are sending', text: 'Call, WhatsApp or fill in the form with the destination, weight and contents.' },
  { title: 'Get a clear quote', text: 'We quote on actual or volumetric weight, with no hidden charges.' },
  { title: 'We pick up and pack', text: 'Our executive collects the parcel, checks the packing and your documents.' },
  { title: 'Track it to the door', text: 'Follow the shipment online and get updates until it is delivered.' },
];

export const faqs = [
  { question: 'How long does international courier from Hyderabad take?', answer: `Express shipments usually arrive in ${claims.expressDelivery} to major cities. Economy services take longer but cost less; we will tell you both options when we quote.` },
  { question: 'Which documents do I need?', answer: 'A copy of your ID (Aadhaar, PAN or passport) for KYC and an invoice listing the contents and their value. Businesses also need their GSTIN and IEC. We help you fill everything in.' },
  { question: 'Can I send food and medicines abroad?', answer: 'Packed, sealed and labelled dry food is accepted by most countries; medicines need a prescription and are limited to personal quantities. Rules differ by country, so ask us before you pack.' },
  { question: 'What if my parcel is damaged or lost?', answer: `Tell us within ${claims.claimWindow} of delivery with photos and the packaging, and we will open a claim with the carrier straight away.` },
];
