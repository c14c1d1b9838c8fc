/** The about page (/about): who we are and since when. Figures come from content/claims.ts. */
import { claims } from '../../claims';
import { company } from '../../company';

export const about = {
  meta: {
    title: 'About Us',
    description: `Founded in Hyderabad in ${claims.founded}: ${claims.yearsOfExperience} years of courier and air cargo experience, ${claims.deliverySuccessAbout} delivery success and ${claims.countries} countries served.`,
  },

  hero: {
    eyebrow: 'About us',
    title: `${claims.yearsOfExperience} years of delivering from Hyderabad`,
    lead: `${company.name} has carried parcels, documents and cargo for the people and businesses of Hyderabad since ${claims.founded}.`,
  },

  story: {
    title: 'Our story',
    paragraphs: [
      `We started in ${claims.founded} with a small counter in Hyderabad and one promise: treat every parcel as if it were our own. Students sending documents abroad, families posting festival sweets to relatives, and small businesses shipping their first export orders came to us because we picked up the phone, explained the paperwork and delivered on time.`,
      `${claims.yearsOfExperience} years on, we move ${claims.packagesMonthly} packages every month to ${claims.countries} countries and ${claims.pinCodes} pin codes across India, and we still answer the phone ourselves.`,
    ],
    imageAlt: 'Our team handing a parcel over at the Hyderabad warehouse',
  },

  mission: {
    title: 'Our mission',
    text: 'To make sending anything, anywhere from Hyderabad simple, affordable and dependable: honest quotes, careful handling and a real person to talk to at every step.',
  },

  stats: {
    label: 'About us in numbers',
    yearsOfExperience: 'Years of Experience',
    deliverySuccess: 'Delivery Success',
    countries: 'Countries',
    happyCustomers: 'Happy Customers',
  },

  reasons: {
    title: 'Why choose us',
    lead: 'Four reasons customers across Hyderabad keep coming back.',
    transit: {
      title: 'Fast, dependable transit',
      text: `Express delivery in ${claims.expressDelivery} to major destinations, on scheduled airline capacity.`,
    },
    success: {
      title: `${claims.deliverySuccessAbout} delivery success`,
      text: 'Careful packing checks, secure handling and tracking on every shipment.',
    },
    reach: {
      title: 'Worldwide and nationwide reach',
      text: `${claims.countries} countries abroad and ${claims.pinCodes} pin codes across India.`,
    },
    support: {
      title: `${claims.support} support`,
      text: 'Call or WhatsApp us any time about a quote, a pickup or a parcel on its way.',
    },
  },

  journey: {
    title: 'Our journey',
    founded: {
      title: 'Founded in Hyderabad',
      text: 'Opened our first booking counter for domestic and international documents.',
    },
    airCargo: {
      title: 'Air cargo desk',
      text: 'Started handling commercial air cargo and export paperwork for local businesses.',
    },
    nationwide: {
      title: 'Nationwide network',
      text: `Extended doorstep delivery across India to ${claims.pinCodes} pin codes.`,
    },
    worldwide: {
      title: `${claims.countries} countries`,
      text: 'Grew our partner network to deliver worldwide, with WhatsApp updates and support around the clock.',
    },
  },

  cta: {
    title: 'Let us handle your next shipment',
    text: 'Call, WhatsApp or send us the details and we will get back to you with a clear quote.',
  },
};
