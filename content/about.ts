import { claims } from './claims';
import type { Milestone, Reason, Stat } from './types';

export const story = [
  `We started in ${claims.founded} with a small counter in Hyderabad and one promise: treat every parcel as if it were our own. Students sending documents abroad, families posting festival sweets to relatives, and small businesses shipping their first export orders came to us because we picked up the phone, explained the paperwork and delivered on time.`,
  `Fifteen years on, we move ${claims.packagesMonthly} packages every month to ${claims.countries} countries and ${claims.pinCodes} pin codes across India, and we still answer the phone ourselves.`,
];

export const mission =
  'To make sending anything, anywhere from Hyderabad simple, affordable and dependable: honest quotes, careful handling and a real person to talk to at every step.';

export const aboutStats: Stat[] = [
  { value: claims.yearsOfExperience, label: 'Years of Experience' },
  { value: claims.deliverySuccessAbout, label: 'Delivery Success' },
  { value: claims.countries, label: 'Countries' },
  { value: claims.happyCustomers, label: 'Happy Customers' },
];

export const reasons: Reason[] = [
  {
    icon: 'plane',
    title: 'Fast, dependable transit',
    text: `Express delivery in ${claims.expressDelivery} to major destinations, on scheduled airline capacity.`,
  },
  {
    icon: 'shield',
    title: `${claims.deliverySuccessAbout} delivery success`,
    text: 'Careful packing checks, secure handling and tracking on every shipment.',
  },
  {
    icon: 'globe',
    title: 'Worldwide and nationwide reach',
    text: `${claims.countries} countries abroad and ${claims.pinCodes} pin codes across India.`,
  },
  {
    icon: 'headset',
    title: `${claims.support} support`,
    text: 'Call or WhatsApp us any time about a quote, a pickup or a parcel on its way.',
  },
];

export const milestones: Milestone[] = [
  {
    year: '2009',
    title: 'Founded in Hyderabad',
    text: 'Opened our first booking counter for domestic and international documents.',
  },
  {
    year: '2012',
    title: 'Air cargo desk',
    text: 'Started handling commercial air cargo and export paperwork for local businesses.',
  },
  {
    year: '2018',
    title: 'Nationwide network',
    text: `Extended doorstep delivery across India to ${claims.pinCodes} pin codes.`,
  },
  {
    year: '2024',
    title: `${claims.countries} countries`,
    text: 'Grew our partner network to deliver worldwide, with WhatsApp updates and support around the clock.',
  },
];
