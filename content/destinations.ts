import type { Destination } from './types';

/**
 * The destination pages' data, once for every language: which rule sentences, packing tips and
 * questions each country's page shows (its items and their statuses are content/matrix.ts) (by id, in order), and the official pages they
 * were checked against. The words, keyed by these ids, are in content/locales/<code>/destinations.ts;
 * figures come from content/rules.ts → figures and dates from `destinationDates` below, never
 * typed into a translation. tests/website/destinations.test.ts fails when a language's words differ
 * from the English in ids or figures. What each item group needs for each destination is
 * content/rules.ts → groupRules.
 *
 * Every rule was checked against the sources named in `sources` (content/rules.ts) on the date in
 * `rulesReviewed`; rules change, so the pages say we confirm before pickup.
 */
export { rulesReviewed } from './rules';

export const destinationPath = (slug: string) => `/international-courier-to-${slug}`;

/** A country's page of the rules matrix: /what-can-i-send/usa and the others. */
export const countryGuidePath = (slug: string) => `/what-can-i-send/${slug}`;

/** Dates the rules quote (YYYY-MM-DD); each language writes them with formatDate. */
export const destinationDates = {
  /** The USA's suspension of duty-free entry for low-value parcels took effect. */
  usDeMinimisSuspended: '2025-08-29',
  /** CBP's interim final rules writing the suspension into its regulations were published. */
  usInterimRules: '2026-06-24',
} as const;

/** Documents every international shipment needs, whatever the destination (ids of the words' `documents`). */
export const documentsNeeded = ['kyc', 'business', 'invoice', 'receiver'] as const;

export const destinations = [
  {
    slug: 'usa',
    rules: ['food', 'prior-notice', 'for-sale', 'shipper', 'duty', 'medicines'],
    packing: ['food-packs', 'separate', 'box'],
    faqs: ['pickles', 'transit', 'duty', 'medicines'],
    sources: [
      'fdaPersonalImportation',
      'fedexMedicineUs',
      'fdaAyurvedic',
      'fdaPriorNotice',
      'dhlFdaRegistration',
      'cbpPriorNoticePolicy',
      'fedexUsTips',
      'aphisDairy',
      'cbpRice',
      'fdaKohl',
      'dhlUsFood',
      'cbpDeMinimis',
      'usDeMinimisOrders',
      'cfrGifts',
      'cbpGifts',
      'fedexGifts',
    ],
  },
  {
    slug: 'uk',
    rules: ['meat-dairy', 'allowed', 'spices', 'declare'],
    packing: ['no-milk', 'jars', 'invoice'],
    faqs: ['ghee', 'transit', 'pickles'],
    sources: ['defraFood', 'hmrcGifts'],
  },
  {
    slug: 'canada',
    rules: ['declare', 'dairy', 'border', 'medicines', 'gifts', 'other-goods', 'charges'],
    packing: ['shop-packs', 'winter', 'invoice'],
    faqs: ['transit', 'students', 'charges'],
    sources: [
      'cfiaFood',
      'hcPersonalUse',
      'fedexCanadaRx',
      'cbsaCusma',
      'cbsaCourier',
      'fedexGifts',
    ],
  },
  {
    slug: 'australia',
    rules: [
      'biosecurity',
      'not-allowed',
      'dairy-remedies',
      'exempt',
      'pooja',
      'honey',
      'medicines',
      'charges',
    ],
    packing: ['boxes', 'declare', 'clean'],
    faqs: ['homemade', 'dal', 'transit'],
    sources: [
      'daffMail',
      'daffKhapra',
      'daffTimber',
      'biconWaHoney',
      'tgaPersonal',
      'auspostImportDuty',
    ],
  },
  {
    slug: 'uae',
    rules: ['poppy', 'medicines', 'homemade', 'charges'],
    packing: ['ingredients', 'medicines', 'heat'],
    faqs: ['medicines', 'transit', 'sweets'],
    sources: ['uaeCustoms', 'mohap', 'uaeVatLaw', 'uaeCharges'],
  },
] as const satisfies readonly Destination[];

/** The destination with this slug; a page naming one that is not listed fails the build with the list. */
export function findDestination(slug: string): (typeof destinations)[number] {
  const destination = destinations.find((d) => d.slug === slug);
  if (!destination)
    throw new Error(
      `No destination "${slug}" in content/destinations.ts; listed: ${destinations.map((d) => d.slug).join(', ')}`,
    );
  return destination;
}
