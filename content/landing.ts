/**
 * The landing page's structure: its figures, reasons and destinations in order. Their words are
 * the locale's messages (content/locales/<code>/landing.ts).
 */
import { claims } from './claims';
import type { Messages } from './locales/en';
import type { Stat } from './types';

/** The figures of the landing page's band with their labels (landing.stats); the express time carries words, so it is in the messages too. */
export const landingStats = (text: Messages['landing']['stats']): Stat[] => [
  { value: claims.deliverySuccessLanding, label: text.deliverySuccess },
  { value: claims.countries, label: text.countries },
  { value: text.expressDeliveryFigure, label: text.expressDelivery },
  { value: claims.support, label: text.support },
];

/** The reasons' icons, by their key in landing.why.reasons. */
export const landingReasonIcons = {
  pickup: 'package',
  customs: 'file-text',
  express: 'plane',
  success: 'shield',
} as const;

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
  ...['singapore', 'germany', 'newZealand', 'saudiArabia', 'qatar', 'ireland', 'malaysia'].map(
    (key) => ({ key }),
  ),
];
