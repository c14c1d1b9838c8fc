import type { Company } from './types';

/**
 * The company's contact facts. PLACEHOLDERS: the name, phone, WhatsApp number, email,
 * street address and site URL below are stand-ins (the specification does not show the
 * real ones). Replace them here; every page, link and structured-data block follows.
 */
export const company: Company = {
  name: 'Skyline Courier & Air Cargo',
  shortName: 'Skyline Courier',
  tagline: 'International courier and air cargo from Hyderabad',
  siteUrl: 'https://www.skylinecourier.in',
  // Non-breaking spaces keep the number on one line.
  phone: { display: '+91\u00a090000\u00a012345', e164: '+919000012345' },
  whatsapp: {
    number: '919000012345',
    message:
      'Hello! I would like to know more about your international courier services from Hyderabad.',
  },
  email: 'info@skylinecourier.in',
  address: {
    streetAddress: 'Plot 12, Road No. 3, Banjara Hills',
    locality: 'Banjara Hills',
    city: 'Hyderabad',
    region: 'Telangana',
    postalCode: '500034',
    country: 'India',
    countryCode: 'IN',
  },
  hours: [
    {
      days: 'Monday to Saturday',
      time: '9:00 AM-7:00 PM',
      dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
      opens: '09:00',
      closes: '19:00',
    },
    {
      days: 'Sunday',
      time: '10:00 AM-5:00 PM',
      dayOfWeek: ['Sunday'],
      opens: '10:00',
      closes: '17:00',
    },
  ],
  foundingYear: 2009,
  forms: { contactEndpoint: '', newsletterEndpoint: '', pickupEndpoint: '' },
};
