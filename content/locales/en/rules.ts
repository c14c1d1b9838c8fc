/**
 * The words of the item rules (content/rules.ts holds which item goes where, and the figures).
 * For translators: translate each text, keyed by its id; write every figure as it is here,
 * `${figures.usGiftUsd}` and so on, never the number itself (a test compares the numbers of
 * each text with the English). Keep the hedges ("usually", "generally", "may"): nothing
 * strengthened or weakened.
 */
import { figures } from '../../rules';

export const rules = {
  /** Why an item group needs a check for a destination (content/rules.ts → groupRules); shown beside the group, e.g. in the pickup form. */
  reasons: {
    'food-usa': `Sealed shop packs usually go. Food needs an FDA Prior Notice unless a private person is the shipper; carriers may still ask for one above US$${figures.priorNoticeUsd}. Dairy only commercially packed, cooked and shelf-stable; never homemade milk sweets or paneer. No rice or meat from India.`,
    'food-uk':
      'No meat or dairy (ghee, paneer, khoa, milk sweets) from India, so no chicken or mutton pickles.',
    'food-canada': `No meat, so no chicken or mutton pickles; of dairy from India, only cheese. Personal limits: ${figures.caFoodKg} kg a kind of food, ${figures.caDriedFishKg} kg of dried fish.`,
    'food-australia':
      'No dairy, meat, seeds, raw nuts, grains, dals, whole spices or dried chillies by mail or courier; all food is inspected.',
    'food-uae': 'No poppy seeds (khus khus), paan, or cooked and homemade food.',
    'med-usa': `Generally not allowed; the FDA tolerates up to ${figures.medicineMonths} months’ supply only in narrow cases, and never controlled medicines. Ayurvedic and homeopathic medicines count as drugs too.`,
    'med-check': 'Personal quantities with the prescription; we check each medicine’s name first.',
    'med-canada': `Residents of Canada may not receive prescription medicines by courier; a visitor there (a student or work-permit holder) may, up to ${figures.caVisitorDays} days’ supply, with proof of that status. We check each medicine’s name first.`,
    'med-australia': `Up to ${figures.medicineMonths} months’ supply an order and ${figures.auMedicineYearMonths} months’ a year under the TGA’s scheme; herbal remedies are removed from mail.`,
    'med-uae':
      'Many common medicines are controlled or semi-controlled and need a MOHAP permit; we send only those that are not.',
    batteries: 'Devices with their battery fitted go; power banks and spare batteries never.',
    liquids: 'Liquids that do not burn go, sealed; perfumes and sprays never.',
    'liquids-usa':
      'Liquids that do not burn go, sealed; perfumes and sprays never. Kajal, kohl and surma are detained on arrival.',
    valuables: 'Papers go; jewellery only with approval and insurance; cash and bullion never.',
    licence:
      'Goods for sale need an invoice, IEC and GSTIN (or PAN); plants, antiquities and weapons need a licence or cannot go.',
    'licence-usa':
      'Food for sale always needs an FDA Prior Notice; goods for sale need an invoice, IEC and GSTIN (or PAN); plants, antiquities and weapons need a licence or cannot go.',
    'licence-australia':
      'Goods for sale need an invoice, IEC and GSTIN (or PAN); pooja items with seeds, straw, bark or dried flowers are removed from mail.',
  },

  /** The documents an individual may show for KYC (content/rules.ts → kycDocuments): any one of them. */
  kyc: {
    aadhaar: 'Aadhaar card',
    passport: 'passport',
    pan: 'PAN card',
    'voter-id': 'voter ID card',
  },
  /** Before the last of the KYC documents in a list: "Aadhaar card, passport, PAN card or voter ID card". */
  kycOr: ' or ',

  /** The heading of the list of official sources, and the words around its last-reviewed date. */
  sourcesTitle: 'Sources',
  sourcesBefore: 'Checked on ',
  sourcesAfter: ' against these official pages:',
  /** Before the day a source was read, after its name: "read 28 Nov 2026". */
  sourceRead: 'read ',
};
