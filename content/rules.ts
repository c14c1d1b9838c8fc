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
import { groupStatus } from './matrix';
import type { DestinationSlug, ItemGroupId, RuleStatus, RuleSource } from './types';

/** The day the rules and their sources were last checked (YYYY-MM-DD). */
export const rulesReviewed = '2026-11-28';

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
  /** US: gifts of perfume containing alcohol worth more than this (US$), alcohol and tobacco are not duty-free gifts (19 CFR 10.152; CBP). */
  usGiftPerfumeUsd: 5,
  /** Canada (CFIA): personal-use limit for most kinds of food, kg each. */
  caFoodKg: 20,
  /** Canada (CFIA): personal-use limit for dried fish, kg. */
  caDriedFishKg: 10,
  /** Australia (TGA Personal Importation Scheme): at most this many months' supply of a medicine in 12 months. */
  auMedicineYearMonths: 15,
  /** Australia: goods worth this (AUD) or less generally clear free of duty and GST, except alcohol and tobacco. */
  auLowValueAud: 1000,
  /** Australia (DAFF): foods with more than this percentage of dairy or egg are removed from mail. */
  auDairyEggPercent: 10,
  /** UAE: VAT on imports, percent, on everything but documents. */
  uaeVatPercent: 5,
  /** UAE: customs duty on courier parcels worth more than about this (AED; the GCC threshold of SAR 1,000). */
  uaeDutyAed: 1000,
  /** UAE (MOHAP): the prescription for a controlled medicine's import permit is at most this many months old. */
  uaeRxMonths: 3,
  /** UK (HMRC, Duties and import VAT on gifts): a gift from one private person to another worth more than this (£) pays import VAT. */
  ukGiftVatGbp: 39,
  /** UK (HMRC): a gift worth more than this (£) pays Customs Duty as well. */
  ukGiftDutyGbp: 135,
  /** India: exports by courier above this value (₹ lakh) per consignment, with foreign exchange involved, are outside the courier regulations. */
  courierExportLakh: 10,
} as const;

/** The official pages the rules were checked against, named for the reader, linked where we have the address. */
export const sources = {
  // fda.gov's page was not in the store on 2026-11-28: its words were read only as others quote
  // them (Canada Post, "Prescription drugs to the U.S."), so the day stays that of the last reading.
  fdaPersonalImportation: {
    title:
      'Personal Importation; Regulatory Procedures Manual, chapter 9-2, Coverage of Personal Importations',
    authority: 'U.S. Food and Drug Administration (FDA)',
    url: 'https://www.fda.gov/industry/import-basics/personal-importation',
    read: '2026-11-25',
  },
  fdaPriorNotice: {
    title:
      'Prior Notice of Imported Foods (21 CFR 1.277); Sending Gifts to Your Friends and Family: Prior Notice Policy',
    authority: 'U.S. Food and Drug Administration (FDA)',
    read: '2026-11-28',
  },
  cbpPriorNoticePolicy: {
    title:
      'Does the Prior Notice requirement impact personal shipments? (the FDA and CBP revised Compliance Policy Guide on non-commercial shipments)',
    authority: 'U.S. Customs and Border Protection (CBP)',
    url: 'https://www.cbp.gov/faqs/does-prior-notice-requirement-impact-personal-shipments',
    read: '2026-11-28',
  },
  // EO 14324 read in the Federal Register (govinfo); the order of 20 February 2026 in reports of
  // its text (The Federal Newswire, DirectiveWatch), not on whitehouse.gov.
  usDeMinimisOrders: {
    title:
      'Executive Order 14324 of 30 July 2025, Suspending Duty-Free De Minimis Treatment for All Countries (90 FR 37775); order of 20 February 2026 continuing the suspension',
    authority: 'U.S. Government, Federal Register',
    url: 'https://www.govinfo.gov/content/pkg/FR-2025-08-05/html/2025-14897.htm',
    read: '2026-11-28',
  },
  dhlUsFood: {
    title: 'Importing Food to the US: FDA regulations for shipping food to the US',
    authority: 'DHL Express',
    url: 'https://mydhl.express.dhl/ie/en/help-and-support/customs-clearance-advice/importing-food-to-us.html',
    read: '2026-11-28',
  },
  dhlFdaRegistration: {
    title:
      'US FDA regulations (Bio-terrorism Act): registration of food facilities and prior notice of imported food',
    authority: 'DHL Express',
    url: 'https://www.dhl.co.id/exp-en/express/shipping/shipping_advice/us_fda_regulations.html',
    read: '2026-11-28',
  },
  cbpDeMinimis: {
    title:
      'Notice of Implementation of Executive Order 14324, Suspending Duty-Free De Minimis Treatment (90 FR 42418, 2 September 2025); interim final rules of 24 June 2026 (91 FR 37789, 91 FR 37801)',
    authority: 'U.S. Customs and Border Protection (CBP), Federal Register',
    url: 'https://www.govinfo.gov/content/pkg/FR-2025-09-02/html/2025-16802.htm',
    // The notice read in the Federal Register; the interim final rules in a trade report of them.
    read: '2026-11-28',
  },
  cfrGifts: {
    title: '19 CFR 10.152, Bona-fide gifts',
    authority: 'U.S. Code of Federal Regulations',
    read: '2026-11-28',
  },
  fedexMedicineUs: {
    title: 'Can I send prescription medication to the USA?',
    authority: 'FedEx',
    url: 'https://ask.fedex.com/help/en-tr/preparing-to-send/Prescription-Medicine-USA',
    read: '2026-11-28',
  },
  fedexUsTips: {
    title: 'Shipping gifts to the USA? Food imports to the U.S.',
    authority: 'FedEx',
    url: 'https://www.fedex.com/en-fr/about/holiday-schedule/holiday/us-holiday-tips.html',
    read: '2026-11-28',
  },
  fedexGifts: {
    title: 'Important Tips for Gift Shipments',
    authority: 'FedEx',
    url: 'https://www.fedex.com/en-ca/shipping-services/international/regulatory/tips-for-gift-shipments.html',
    read: '2026-11-28',
  },
  hcPersonalUse: {
    title: 'Bringing health products into Canada for personal use (GUI-0116)',
    authority: 'Health Canada',
    url: 'https://www.canada.ca/en/health-canada/services/drugs-health-products/compliance-enforcement/importation-exportation/personal-use-health-products-guidance.html',
    read: '2026-11-28',
  },
  fedexCanadaRx: {
    title: 'Prescription Drugs for Personal Use Reminder',
    authority: 'FedEx Canada',
    url: 'https://fedex.com/en-ca/shipping-services/international/regulatory/prescription-reminder.html',
    read: '2026-11-28',
  },
  aphisDairy: {
    title: 'International Traveler: Milk, Dairy, and Egg Products',
    authority:
      'U.S. Department of Agriculture, Animal and Plant Health Inspection Service (USDA APHIS)',
    url: 'https://aphis.prod.usda.gov/traveling-with-ag-products/milk-dairy-eggs',
    read: '2026-11-28',
  },
  daffKhapra: {
    title: 'Requirements for high-risk plant products to protect against khapra beetle',
    authority: 'Department of Agriculture, Fisheries and Forestry (DAFF)',
    url: 'https://www.agriculture.gov.au/biosecurity-trade/pests-diseases-weeds/plant/khapra-beetle/high-risk-plant-products',
    read: '2026-11-28',
  },
  cbpRice: {
    title:
      'CBP to enforce USDA restriction on importation of rice from countries where khapra beetle is known to occur (from 30 July 2011)',
    authority: 'U.S. Customs and Border Protection (CBP); USDA APHIS',
    url: 'https://www.cbp.gov/about/history/timeline/timeline-date/july-30-2011',
    read: '2026-11-28',
  },
  cbpGifts: {
    title: 'Know Before You Go: shopping abroad, duty-free, gifts (gifts sent from abroad)',
    authority: 'U.S. Customs and Border Protection (CBP)',
    url: 'https://cbp.gov/travel/us-citizens/know-before-you-go/shopping-abroad-duty-free-gifts-household-items',
    read: '2026-11-28',
  },
  fdaAyurvedic: {
    title:
      'FDA warns about heavy metal poisoning associated with certain unapproved ayurvedic drug products',
    authority: 'U.S. Food and Drug Administration (FDA)',
    url: 'https://www.fda.gov/drugs/information-consumers-and-patients-drugs/fda-warns-about-heavy-metal-poisoning-associated-certain-unapproved-ayurvedic-drug-products',
    read: '2026-11-28',
  },
  fdaHomeopathic: {
    title: 'Homeopathic Drug Products: Guidance for FDA Staff and Industry (December 2022)',
    authority: 'U.S. Food and Drug Administration (FDA)',
    read: '2026-11-28',
  },
  fdaKohl: {
    title:
      'Import Alert 53-15, Automatic detention of eye area cosmetics containing kohl, kajal or surma; Lead warning for Swad brand sindoor powder',
    authority: 'U.S. Food and Drug Administration (FDA)',
    read: '2026-11-28',
  },
  // GOV.UK's page was not in the store: its text was read in a copy and in reports quoting it.
  defraFood: {
    title: 'Bringing food into Great Britain (personal imports, including by post)',
    authority: 'GOV.UK, Department for Environment, Food & Rural Affairs (Defra)',
    read: '2026-11-28',
  },
  hmrcGifts: {
    title:
      'Tax and customs for goods sent from abroad: Gifts; Duties and import VAT on gifts (gifts over £39 pay import VAT, over £135 Customs Duty too)',
    authority: 'GOV.UK, HM Revenue & Customs (HMRC)',
    url: 'https://www.gov.uk/goods-sent-from-abroad/gifts',
    read: '2026-11-28',
  },
  cfiaFood: {
    title:
      'Bringing food into Canada for personal use (maximum quantity limits); Automated Import Reference System (AIRS)',
    authority: 'Canadian Food Inspection Agency (CFIA)',
    url: 'https://inspection.canada.ca/en/food-safety-consumers/bringing-food-canada-personal-use',
    read: '2026-11-28',
  },
  cbsaCusma: {
    title:
      'CUSMA: Increase to low-value shipment thresholds (duty and tax exemptions by mail and by courier)',
    authority: 'Canada Border Services Agency (CBSA)',
    url: 'https://www.cbsa-asfc.gc.ca/services/cusma-aceum/lvs-efv-eng.html',
    read: '2026-11-28',
  },
  cbsaCourier: {
    title:
      'Courier Low Value Shipment Program: Importing goods for personal use (gifts, courier service fees)',
    authority: 'Canada Border Services Agency (CBSA)',
    url: 'https://www.cbsa-asfc.gc.ca/import/courier/lvs-efv/prsn-eng.html',
    read: '2026-11-28',
  },
  daffMail: {
    title:
      'What can’t be mailed to Australia?; Khapra beetle: high-risk plant products and exemptions; BICON',
    authority: 'Department of Agriculture, Fisheries and Forestry (DAFF)',
    url: 'https://www.daff.gov.au/travelling/mail/cant-mail',
    read: '2026-11-28',
  },
  daffTimber: {
    title: 'Personal imports of timber and wooden related articles',
    authority: 'Department of Agriculture, Fisheries and Forestry (DAFF)',
    url: 'https://www.agriculture.gov.au/biosecurity-trade/import/goods/timber/personal_imports_of_timber_and_wooden_related_articles',
    read: '2026-11-28',
  },
  tgaPersonal: {
    title: 'Personal Importation Scheme',
    authority: 'Therapeutic Goods Administration (TGA)',
    url: 'https://tga.gov.au/personal-importation-scheme',
    read: '2026-11-28',
  },
  auspostImportDuty: {
    title: 'International post guide: Australia (import duties and tax)',
    authority: 'Australia Post',
    url: 'https://auspost.com.au/sending/send-overseas/international-post-guide/results/australia',
    read: '2026-11-28',
  },
  biconWaHoney: {
    title:
      'Changes to the legislation for bee products (honey and bee products entering Western Australia)',
    authority: 'Department of Agriculture, Fisheries and Forestry (DAFF), BICON',
    url: 'https://bicon.agriculture.gov.au/BiconWeb4.0/ViewElement/Element/Alert?elementPk=613227',
    read: '2026-11-28',
  },
  uaeCustoms: {
    title:
      'Prohibited and restricted goods (paan and betel leaves); Banned items (poppy seeds, cooked and home-made foods)',
    authority: 'Dubai Customs; Fujairah Customs',
    url: 'https://www.dubaicustoms.gov.ae/en/mobile/Pages/ProhibitedandRestrictedGoods.aspx',
    read: '2026-11-28',
  },
  mohap: {
    title: 'Issue of Permit to Import Medicines for Personal Use',
    authority: 'UAE Ministry of Health and Prevention (MOHAP)',
    url: 'https://mohap.gov.ae/en/services/issue-of-permit-to-import-medicines-for-personal-use',
    read: '2026-11-28',
  },
  // The law read as quoted in a legal database (RealLaw), the rate also in the U.S. Commercial Guide.
  uaeVatLaw: {
    title: 'Federal Decree-Law No. 8 of 2017 on Value Added Tax, article 3: VAT at 5% on imports',
    authority: 'UAE Government; U.S. International Trade Administration, Commercial Guide',
    url: 'https://www.trade.gov/knowledge-product/united-arab-emirates-customs-regulations',
    read: '2026-11-28',
  },
  uaeCharges: {
    title:
      'Dubai reinstates former import value threshold of consignments (GCC threshold of SAR 1,000; 5% VAT on non-document shipments)',
    authority: 'EY Tax News, on Dubai Customs Notice 05/2022',
    url: 'https://taxnews.ey.com/news/2023-0485-dubai-reinstates-former-import-value-threshold-of-consignments',
    read: '2026-11-28',
  },
  courierRegs: {
    title:
      'Courier Imports and Exports (Electronic Declaration and Processing) Regulations, 2010, regulation 2(2)(c)',
    authority: 'Central Board of Indirect Taxes and Customs (CBIC)',
    read: '2026-11-28',
  },
  ndpsExport: {
    title:
      'Import and export of narcotic drugs and psychotropic substances (NDPS Rules, 1985, rules 55 and 58: an export authorisation for each consignment)',
    authority: 'Department of Revenue, Ministry of Finance; Central Bureau of Narcotics',
    read: '2026-11-28',
  },
  cbicCourierKyc: {
    title:
      'Customs Manual 2023, Import and Export through Courier: KYC and other facilitations (Circular 02/2018-Customs)',
    authority: 'Central Board of Indirect Taxes and Customs (CBIC)',
    read: '2026-11-28',
  },
  carriersProhibited: {
    title: 'Prohibited and restricted commodities lists',
    authority: 'DHL Express; FedEx',
    url: 'https://mydhl.express.dhl/gg/en/help-and-support/shipping-advice/what-can-i-ship/prohibited-items.html',
    read: '2026-11-28',
  },
  // Read in a copy of IATA's 2022 edition.
  iataBatteries: {
    title: 'Lithium Battery Guidance Document',
    authority: 'International Air Transport Association (IATA)',
    read: '2026-11-28',
  },
  antiquitiesAct: {
    title: 'Antiquities and Art Treasures Act, 1972',
    authority: 'Government of India; Archaeological Survey of India',
    read: '2026-11-28',
  },
  aphisMeat: {
    title: 'Animal products and animal by-products: meat generally prohibited (Don’t Pack a Pest)',
    authority: 'USDA APHIS and U.S. Customs and Border Protection (CBP)',
    url: 'https://www.dontpackapest.com/Travel-Guidelines/Animal-Products-and-Animal-By-Products',
    read: '2026-11-28',
  },
  companyPolicy: {
    title: 'Our own rule: what we carry, what we check first and what we do not take',
    authority: 'Skyline Courier & Air Cargo',
    read: '2026-11-28',
  },
} as const satisfies Record<string, RuleSource>;

export type SourceId = keyof typeof sources;

/** The sources /what-can-i-send cites, in order. Each destination lists its own in content/destinations.ts. */
export const guideSources: SourceId[] = [
  'fdaPersonalImportation',
  'fdaPriorNotice',
  'cbpRice',
  'fdaAyurvedic',
  'fdaHomeopathic',
  'fdaKohl',
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
  'uaeCustoms',
  'ndpsExport',
  'courierRegs',
  'cbicCourierKyc',
  'carriersProhibited',
  'iataBatteries',
  'antiquitiesAct',
];

/**
 * The item groups, in order, with their icons. The ids are stable (the pickup form and links use
 * them); which item of a group goes where is content/matrix.ts, and a group's status for a
 * destination is its items' (see `groupStatus` there).
 */
export const itemGroups = [
  { id: 'food', icon: 'package' },
  { id: 'medicines', icon: 'shield' },
  { id: 'batteries', icon: 'plane' },
  { id: 'liquids', icon: 'globe' },
  { id: 'valuables', icon: 'file-text' },
  { id: 'licence', icon: 'award' },
] as const satisfies ReadonlyArray<{ id: ItemGroupId; icon: string }>;

/**
 * The reason shown beside each item group for each destination (its words are the locale's
 * `rules.reasons[id]`): it says what decides, in a line. The group's status comes from its items
 * in content/matrix.ts.
 */
export const groupRules = {
  food: {
    usa: 'food-usa',
    uk: 'food-uk',
    canada: 'food-canada',
    australia: 'food-australia',
    uae: 'food-uae',
  },
  medicines: {
    usa: 'med-usa',
    uk: 'med-check',
    canada: 'med-canada',
    australia: 'med-australia',
    uae: 'med-uae',
  },
  batteries: {
    usa: 'batteries',
    uk: 'batteries',
    canada: 'batteries',
    australia: 'batteries',
    uae: 'batteries',
  },
  liquids: {
    usa: 'liquids-usa',
    uk: 'liquids',
    canada: 'liquids',
    australia: 'liquids',
    uae: 'liquids',
  },
  valuables: {
    usa: 'valuables',
    uk: 'valuables',
    canada: 'valuables',
    australia: 'valuables',
    uae: 'valuables',
  },
  licence: {
    usa: 'licence-usa',
    uk: 'licence',
    canada: 'licence',
    australia: 'licence-australia',
    uae: 'licence',
  },
} as const satisfies Record<ItemGroupId, Record<DestinationSlug, string>>;

export type ReasonId = (typeof groupRules)[ItemGroupId][DestinationSlug];

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
  const group = (groupRules as Record<string, Record<string, ReasonId>>)[itemGroupId];
  if (!group)
    throw new Error(
      `No item group "${itemGroupId}" in content/rules.ts; the groups are ${Object.keys(groupRules).join(', ')}.`,
    );
  const rule = group[destinationSlug];
  if (!rule)
    throw new Error(
      `No rule for "${itemGroupId}" to "${destinationSlug}" in content/rules.ts; the destinations are ${Object.keys(group).join(', ')}.`,
    );
  return {
    status: groupStatus(itemGroupId as ItemGroupId, destinationSlug as DestinationSlug),
    reasonKey: rule,
  };
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
