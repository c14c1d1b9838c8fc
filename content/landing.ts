/**
 * The landing page's structure: its figures, reasons and destinations in order. Their words are
 * the locale's messages (content/locales/<code>/landing.ts).
 */
import { claims } from './claims';

/** The figures of the landing page's band, each labelled by landing.stats[key]. */
export const landingStats = [
  { key: 'deliverySuccess', value: claims.deliverySuccessLanding },
  { key: 'countries', value: claims.countries },
  { key: 'expressDelivery', value: claims.expressDelivery },
  { key: 'support', value: claims.support },
] as const;

/** The reasons' icons, by their key in landing.why.reasons. */
export const landingReasonIcons = { pickup: 'package', customs: 'file-text', express: 'plane', success: 'shield' } as const;

/**
 * Popular destinations, by their key in landing.destinations.countries; those with their own
 * page (content/destinations.ts) link to it by `slug`.
 */
export const destinations: ReadonlyArray<{ key: string; slug?: string }> = [
  { key: 'usa', slug: 'usa' },
  { key: 'uk', slug: 'uk' },
  { key: 'canada', slug: 'canada' },
  { key: 'australia', slug: 'australia' },
  { key: 'uae', slug: 'uae' },
  ...['singapore', 'germany', 'newZealand', 'saudiArabia', 'qatar', 'ireland', 'malaysia'].map((key) => ({ key })),
];
