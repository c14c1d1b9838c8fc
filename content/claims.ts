/**
 * Every business claim the site makes, verbatim from the specification (section 9).
 * Change a number here and every page that shows it follows.
 */
import { expressDaysEverywhere } from './transit';

/**
 * Figures that also appear inside sentences of other languages, so they are kept apart from their
 * English words. The express days are the fastest and slowest of content/transit.ts ("2-5").
 */
const expressDeliveryDays = expressDaysEverywhere.join('-');
const claimWindowDays = '30';

export const claims = {
  countries: '220+',
  happyCustomers: '10K+',
  packagesMonthly: '50K+',
  pinCodes: '28K+',
  support: '24/7',
  yearsOfExperience: '15',
  /**
   * The specification states two different delivery-success rates: 99.5% on the about page
   * and 99.9% on the landing page. Both are kept, each on its own page, until the company
   * confirms one figure.
   */
  deliverySuccessAbout: '99.5%',
  deliverySuccessLanding: '99.9%',
  expressDelivery: `${expressDeliveryDays} business days`,
  /** The figure of `expressDelivery` alone, for translations that write the words around it. */
  expressDeliveryDays,
  founded: '2009',
  claimWindow: `${claimWindowDays} days`,
  /** The figure of `claimWindow` alone, for translations. */
  claimWindowDays,
  complaintWindow: '30 days',
  rating: { value: 4.8, count: 2847, best: 5 },
} as const;
