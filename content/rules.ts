/**
 * What may go where: the one source of the item rules. /what-can-i-send (in every language), the
 * destination pages, their questions and the pickup form read them from here; a translation
 * supplies only the words, keyed by the ids below (content/locales/<code>/rules.ts), with every
 * figure interpolated from `figures`, never retyped. tests/website/rules.test.ts fails when a
 * language's rules differ from the English in status, count or figures.
 *
 * Every rule was checked against the official sources in `sources` on `rulesReviewed`; rules
 * change, so the pages say we confirm before pickup. Review them at least every six months.
 */
import type { DestinationSlug, ItemGroupId, RuleStatus, RuleSource } from './types';

/** The day the rules and their sources were last checked (YYYY-MM-DD). */
export const rulesReviewed = '2026-11-25';

/**
 * The figures the rules quote. Locales write them as `${figures.usGiftUsd}` and so on; the
 * consistency test compares every number of a translated text with the English one.
 */
export const figures = {
  /** US: bona-fide gifts, duty-free up to this fair retail value received by one person on one day (19 CFR 10.152). */
  usGiftUsd: 100,
  /** US: FedEx asks for an FDA Prior Notice for personal food shipments declared above this value. */
  priorNoticeUsd: 200,
  /** US FDA personal importation policy: generally not more than this many months' supply. */
  medicineMonths: 3,
  /** FedEx: prescription drugs to the USA, at most this many days' supply. */
  medicineDays: 90,
  /** Canada: gifts from a friend or relative abroad, duty- and tax-free up to this value (CA$). */
  caGiftCad: 60,
  /** Canada: goods by mail, or by courier from outside the US and Mexico, duty- and tax-free up to this value (CA$). */
  caLowValueCad: 20,
  /** Canada (Health Canada GUI-0116; FedEx Canada): a visitor may receive by mail or courier at most this many days' supply of a prescription medicine. */
  caVisitorDays: 90,
} as const;

/** The official pages the rules were checked against, named for the reader, linked where we have the address. */
export const sources = {
  fdaPersonalImportation: {
    title:
      'Personal Importation; Regulatory Procedures Manual, chapter 9-2, Coverage of Personal Importations',
    authority: 'U.S. Food and Drug Administration (FDA)',
    url: 'https://www.fda.gov/industry/import-basics/personal-importation',
  },
  fdaPriorNotice: {
    title:
      'Prior Notice of Imported Foods (21 CFR 1.277); Sending Gifts to Your Friends and Family: Prior Notice Policy',
    authority: 'U.S. Food and Drug Administration (FDA)',
  },
  cbpPriorNoticePolicy: {
    title: 'Revised Compliance Policy Guide on prior notice for non-commercial shipments',
    authority: 'U.S. Customs and Border Protection (CBP)',
    url: 'https://www.cbp.gov/trade/priority-issues/import-safety/bioterrorism/rev-comp-policy',
  },
  usDeMinimisOrders: {
    title:
      'Executive Order 14324 on de minimis treatment, as announced by India’s Department of Posts; Executive Order of 20 February 2026 continuing the suspension',
    authority: 'U.S. Government; Department of Posts, India',
  },
  dhlUsFood: { title: 'Importing food to the US', authority: 'DHL Express' },
  cbpDeMinimis: {
    title:
      'Notice of Implementation of Executive Order 14324, Suspending Duty-Free De Minimis Treatment (90 FR 42418, 2 September 2025); interim final rules of 24 June 2026 (91 FR 37789, 91 FR 37801)',
    authority: 'U.S. Customs and Border Protection (CBP), Federal Register',
    url: 'https://www.govinfo.gov/content/pkg/FR-2025-09-02/html/2025-16802.htm',
  },
  cfrGifts: {
    title: '19 CFR 10.152, Bona-fide gifts',
    authority: 'U.S. Code of Federal Regulations',
  },
  fedexMedicineUs: {
    title: 'Can I send prescription medication to the USA?',
    authority: 'FedEx',
    url: 'https://ask.fedex.com/help/en-tr/preparing-to-send/Prescription-Medicine-USA',
  },
  fedexUsTips: {
    title: 'Shipping gifts to the USA? Food imports to the U.S.',
    authority: 'FedEx',
    url: 'https://www.fedex.com/en-fr/about/holiday-schedule/holiday/us-holiday-tips.html',
  },
  fedexGifts: {
    title: 'Important Tips for Gift Shipments',
    authority: 'FedEx',
    url: 'https://www.fedex.com/en-ca/shipping-services/international/regulatory/tips-for-gift-shipments.html',
  },
  hcPersonalUse: {
    title: 'Bringing health products into Canada for personal use (GUI-0116)',
    authority: 'Health Canada',
    url: 'https://www.canada.ca/en/health-canada/services/drugs-health-products/compliance-enforcement/importation-exportation/personal-use-health-products-guidance.html',
  },
  fedexCanadaRx: {
    title: 'Prescription Drugs for Personal Use Reminder',
    authority: 'FedEx Canada',
    url: 'https://fedex.com/en-ca/shipping-services/international/regulatory/prescription-reminder.html',
  },
  aphisDairy: {
    title: 'International Traveler: Milk, Dairy, and Egg Products',
    authority:
      'U.S. Department of Agriculture, Animal and Plant Health Inspection Service (USDA APHIS)',
    url: 'https://aphis.prod.usda.gov/traveling-with-ag-products/milk-dairy-eggs',
  },
  daffKhapra: {
    title: 'Requirements for high-risk plant products to protect against khapra beetle',
    authority: 'Department of Agriculture, Fisheries and Forestry (DAFF)',
    url: 'https://www.agriculture.gov.au/biosecurity-trade/pests-diseases-weeds/plant/khapra-beetle/high-risk-plant-products',
  },
  defraFood: {
    title: 'Bringing food into Great Britain (personal imports, including by post)',
    authority: 'GOV.UK, Department for Environment, Food & Rural Affairs (Defra)',
  },
  cfiaFood: {
    title: 'Bringing food into Canada for personal use; Automated Import Reference System (AIRS)',
    authority: 'Canadian Food Inspection Agency (CFIA)',
  },
  cbsaCusma: {
    title:
      'CUSMA: Increase to low-value shipment thresholds (duty and tax exemptions by mail and by courier)',
    authority: 'Canada Border Services Agency (CBSA)',
    url: 'https://www.cbsa-asfc.gc.ca/services/cusma-aceum/lvs-efv-eng.html',
  },
  cbsaCourier: {
    title:
      'Courier Low Value Shipment Program: Importing goods for personal use (gifts, courier service fees)',
    authority: 'Canada Border Services Agency (CBSA)',
    url: 'https://www.cbsa-asfc.gc.ca/import/courier/lvs-efv/prsn-eng.html',
  },
  daffMail: {
    title:
      'What can’t be mailed to Australia?; Khapra beetle: high-risk plant products and exemptions; BICON',
    authority: 'Department of Agriculture, Fisheries and Forestry (DAFF)',
    url: 'https://www.daff.gov.au/travelling/mail/cant-mail',
  },
  tgaPersonal: {
    title: 'Personal Importation Scheme',
    authority: 'Therapeutic Goods Administration (TGA)',
  },
  uaeCustoms: {
    title: 'Prohibited and restricted goods',
    authority: 'UAE Federal Customs Authority',
  },
  indiaUaeMissions: {
    title: 'Guidelines on banned items and on carrying medicines to the UAE',
    authority: 'Consulate General of India, Dubai; Embassy of India, Abu Dhabi',
  },
  mohap: {
    title: 'Controlled medicines and personal medication import',
    authority: 'UAE Ministry of Health and Prevention (MOHAP), u.ae',
  },
  cbicCourierKyc: {
    title:
      'Customs Manual 2023, Import and Export through Courier: KYC and other facilitations (Circular 02/2018-Customs)',
    authority: 'Central Board of Indirect Taxes and Customs (CBIC)',
  },
  carriersProhibited: {
    title: 'Prohibited and restricted commodities lists',
    authority: 'DHL Express; FedEx',
  },
  iataBatteries: {
    title: 'Lithium Battery Guidance Document',
    authority: 'International Air Transport Association (IATA)',
  },
  antiquitiesAct: {
    title: 'Antiquities and Art Treasures Act, 1972',
    authority: 'Government of India; Archaeological Survey of India',
  },
} as const satisfies Record<string, RuleSource>;

export type SourceId = keyof typeof sources;

/** The sources /what-can-i-send cites, in order. Each destination lists its own in content/destinations.ts. */
export const guideSources: SourceId[] = [
  'fdaPersonalImportation',
  'fdaPriorNotice',
  'fedexMedicineUs',
  'fedexUsTips',
  'aphisDairy',
  'defraFood',
  'cfiaFood',
  'hcPersonalUse',
  'fedexCanadaRx',
  'daffMail',
  'daffKhapra',
  'tgaPersonal',
  'mohap',
  'cbicCourierKyc',
  'carriersProhibited',
  'iataBatteries',
  'antiquitiesAct',
];

/**
 * The item groups of /what-can-i-send, in order, with their icons and items. The ids of the
 * groups are stable (the pickup form and links use them); each item's status is what the guide
 * says in general, its words are the locale's `rules.items[id]`.
 */
export const itemGroups = [
  {
    id: 'food',
    icon: 'package',
    items: [
      { id: 'food-packed', status: 'fine' },
      { id: 'food-pickles-sweets', status: 'fine' },
      { id: 'food-homemade', status: 'ask' },
      { id: 'food-dairy', status: 'ask' },
      { id: 'food-grains', status: 'ask' },
      { id: 'food-nuts-dry-fruits', status: 'ask' },
      { id: 'food-whole-spices', status: 'ask' },
      { id: 'food-fresh', status: 'no' },
      { id: 'food-meat', status: 'no' },
      { id: 'food-fridge', status: 'no' },
    ],
  },
  {
    id: 'medicines',
    icon: 'shield',
    items: [
      { id: 'med-prescription', status: 'ask' },
      { id: 'med-herbal', status: 'ask' },
      { id: 'med-uae', status: 'ask' },
      { id: 'med-cold', status: 'ask' },
      { id: 'med-controlled', status: 'no' },
      { id: 'med-bulk', status: 'no' },
      { id: 'med-loose', status: 'no' },
    ],
  },
  {
    id: 'batteries',
    icon: 'plane',
    items: [
      { id: 'bat-device', status: 'fine' },
      { id: 'bat-several', status: 'ask' },
      { id: 'bat-small', status: 'ask' },
      { id: 'bat-spare', status: 'no' },
      { id: 'bat-vape', status: 'no' },
      { id: 'bat-damaged', status: 'no' },
    ],
  },
  {
    id: 'liquids',
    icon: 'globe',
    items: [
      { id: 'liq-safe', status: 'fine' },
      { id: 'liq-attar', status: 'ask' },
      { id: 'liq-large', status: 'ask' },
      { id: 'liq-flammable', status: 'no' },
      { id: 'liq-gas', status: 'no' },
      { id: 'liq-chemicals', status: 'no' },
    ],
  },
  {
    id: 'valuables',
    icon: 'file-text',
    items: [
      { id: 'val-papers', status: 'fine' },
      { id: 'val-jewellery', status: 'ask' },
      { id: 'val-art', status: 'ask' },
      { id: 'val-id', status: 'ask' },
      { id: 'val-cash', status: 'no' },
      { id: 'val-bullion', status: 'no' },
    ],
  },
  {
    id: 'licence',
    icon: 'award',
    items: [
      { id: 'lic-commercial', status: 'fine' },
      { id: 'lic-plants', status: 'ask' },
      { id: 'lic-antiquities', status: 'ask' },
      { id: 'lic-looks-old', status: 'ask' },
      { id: 'lic-firearms', status: 'no' },
      { id: 'lic-wildlife', status: 'no' },
      { id: 'lic-animals', status: 'no' },
    ],
  },
] as const satisfies ReadonlyArray<{
  id: ItemGroupId;
  icon: string;
  items: ReadonlyArray<{ id: string; status: RuleStatus }>;
}>;

export type ItemId = (typeof itemGroups)[number]['items'][number]['id'];

/**
 * Each item group for each destination: its status and the reason's id (its words are the
 * locale's `rules.reasons[id]`). Every group mixes items that go with items that never do, so a
 * group is "ask" wherever one of its items needs a check there; the reason says what decides.
 */
export const groupRules = {
  food: {
    usa: { status: 'ask', reason: 'food-usa' },
    uk: { status: 'ask', reason: 'food-uk' },
    canada: { status: 'ask', reason: 'food-canada' },
    australia: { status: 'ask', reason: 'food-australia' },
    uae: { status: 'ask', reason: 'food-uae' },
  },
  medicines: {
    usa: { status: 'ask', reason: 'med-usa' },
    uk: { status: 'ask', reason: 'med-check' },
    canada: { status: 'ask', reason: 'med-canada' },
    australia: { status: 'ask', reason: 'med-australia' },
    uae: { status: 'ask', reason: 'med-uae' },
  },
  batteries: {
    usa: { status: 'ask', reason: 'batteries' },
    uk: { status: 'ask', reason: 'batteries' },
    canada: { status: 'ask', reason: 'batteries' },
    australia: { status: 'ask', reason: 'batteries' },
    uae: { status: 'ask', reason: 'batteries' },
  },
  liquids: {
    usa: { status: 'ask', reason: 'liquids' },
    uk: { status: 'ask', reason: 'liquids' },
    canada: { status: 'ask', reason: 'liquids' },
    australia: { status: 'ask', reason: 'liquids' },
    uae: { status: 'ask', reason: 'liquids' },
  },
  valuables: {
    usa: { status: 'ask', reason: 'valuables' },
    uk: { status: 'ask', reason: 'valuables' },
    canada: { status: 'ask', reason: 'valuables' },
    australia: { status: 'ask', reason: 'valuables' },
    uae: { status: 'ask', reason: 'valuables' },
  },
  licence: {
    usa: { status: 'ask', reason: 'licence' },
    uk: { status: 'ask', reason: 'licence' },
    canada: { status: 'ask', reason: 'licence' },
    australia: { status: 'ask', reason: 'licence' },
    uae: { status: 'ask', reason: 'licence' },
  },
} as const satisfies Record<
  ItemGroupId,
  Record<DestinationSlug, { status: RuleStatus; reason: string }>
>;

export type ReasonId = (typeof groupRules)[ItemGroupId][DestinationSlug]['reason'];

/**
 * The rule for an item group to a destination, for the pickup form and any page: its status
 * ('fine' usually fine, 'ask' ask us first, 'no' not accepted) and the id of its reason, whose
 * words are `messages.rules.reasons[reasonKey]` in the page's language; the status's words are
 * `messages.ui.itemRules` (canSend / askFirst / cannotSend, see `statusLabelKey`). Throws,
 * naming the lists, for an id or slug that is not in them.
 */
export function ruleFor(
  itemGroupId: string,
  destinationSlug: string,
): { status: RuleStatus; reasonKey: ReasonId } {
  const group = (
    groupRules as Record<string, Record<string, { status: RuleStatus; reason: ReasonId }>>
  )[itemGroupId];
  if (!group)
    throw new Error(
      `No item group "${itemGroupId}" in content/rules.ts; the groups are ${Object.keys(groupRules).join(', ')}.`,
    );
  const rule = group[destinationSlug];
  if (!rule)
    throw new Error(
      `No rule for "${itemGroupId}" to "${destinationSlug}" in content/rules.ts; the destinations are ${Object.keys(group).join(', ')}.`,
    );
  return { status: rule.status, reasonKey: rule.reason };
}

/** The key of a status's words in `messages.ui.itemRules`. */
export const statusLabelKey = {
  fine: 'canSend',
  ask: 'askFirst',
  no: 'cannotSend',
} as const satisfies Record<RuleStatus, string>;

/**
 * The documents an individual sender may show for KYC: any one of them suffices (CBIC Customs
 * Manual 2023, courier KYC, after Circular 02/2018-Customs). Their names are the locale's
 * `rules.kyc[id]`; every page and article that lists them lists these (tests/website/rules.test.ts).
 */
export const kycDocuments = ['aadhaar', 'passport', 'pan', 'voter-id'] as const;

/** The KYC documents as a phrase in a language: "Aadhaar card, passport, PAN card or voter ID card". */
export const kycPhrase = (words: {
  kyc: Record<(typeof kycDocuments)[number], string>;
  kycOr: string;
}) => {
  const names = kycDocuments.map((id) => words.kyc[id]);
  return `${names.slice(0, -1).join(', ')}${words.kycOr}${names.at(-1)}`;
};
