import type { DestinationSlug, ServiceName } from './types';

/** Usual door-to-door transit in working days, [fastest, slowest]. */
export type TransitDays = readonly [number, number];

/**
 * How long a parcel usually takes, for each destination and service: the one source of transit
 * times. The rate card (content/rates.ts), the destination pages' hero, questions and price
 * table, and the quote all read it, so they always say the same (tests/website/transit.test.ts).
 * STAND-INS like the rate card: replace them with the company's own figures before going live.
 * A service a destination lacks here has no transit time and no price.
 */
export const transitDays = {
  usa: { express: [3, 5], economy: [7, 12] },
  uk: { express: [3, 5], economy: [7, 12] },
  canada: { express: [3, 5], economy: [8, 14] },
  australia: { express: [3, 5] },
  uae: { express: [2, 4] },
} as const satisfies Record<DestinationSlug, Partial<Record<ServiceName, TransitDays>>>;

/** A destination's express transit time. */
export const expressDays = (slug: DestinationSlug): TransitDays => transitDays[slug].express;

/** The fastest and slowest express transit of every destination: what pages about all of them say ("2-5"). */
export const expressDaysEverywhere: TransitDays = [
  Math.min(...Object.values(transitDays).map((days) => days.express[0])),
  Math.max(...Object.values(transitDays).map((days) => days.express[1])),
];
