/**
 * The words of the rules matrix (content/matrix.ts holds each item's status, reason id and sources
 * for each country, and the figures): the items' names, the one-line reasons, and the words of
 * /what-can-i-send's country chooser and of the country pages (/what-can-i-send/usa and the others).
 *
 * For translators: translate each text, keyed by its id; write every figure as it is here,
 * `${figures.caFoodKg}` and so on, never the number itself. Keep the hedges ("usually",
 * "generally", "may"). "We do not take it" is what the company does, not what a law says.
 */
import { figures } from '../../rules';

export const matrix = {
  /** Each item of the matrix, by its id in content/matrix.ts: a short name, as in a list. */
  items: {
    'pickles-veg': 'Vegetable pickles',
    'pickles-nonveg': 'Chicken, mutton, prawn and fish pickles',
    'meat-fish': 'Meat, fish and eggs',
    'sweets-shop': 'Sweets in sealed shop packs',
    'sweets-homemade': 'Homemade sweets and snacks',
    dairy: 'Ghee, paneer, khoa and other dairy',
    rice: 'Rice',
    'dals-grains': 'Dals, chickpeas and other grains',
    'spices-whole': 'Whole spices (cumin, coriander, fennel) and dried chillies',
    'spices-ground': 'Ground spices and masalas in sealed shop packs',
    nuts: 'Raw nuts and peanuts',
    'dry-fruits': 'Dry fruits',
    'med-prescription': 'Prescription medicines',
    'med-otc': 'Medicines sold without a prescription',
    'med-ayurvedic': 'Ayurvedic, homeopathic and herbal medicines',
    'med-controlled': 'Controlled medicines (codeine, tramadol, sleeping pills)',
    electronics: 'Phones, laptops and other devices with their battery inside',
    'power-banks': 'Power banks and spare lithium batteries',
    'liquids-safe': 'Hair oil, shampoo and other liquids that do not burn',
    kajal: 'Kajal, kohl, surma and sindoor',
    perfumes: 'Perfumes, deodorant and other sprays',
    dangerous: 'Gas, lighters, fireworks, chemicals and vapes',
    clothes: 'Clothes and gifts',
    documents: 'Certificates, letters and photographs',
    ids: 'Passports and ID cards',
    jewellery: 'Jewellery and watches of value',
    cash: 'Cash, gold or silver bars and activated cards',
    'for-sale': 'Goods for sale and business samples',
    pooja: 'Pooja items: rakhis, malas, dried flowers',
    'seeds-plants': 'Seeds and plants',
    licensed: 'Weapons, wildlife products and antiquities',
  },

  /** The one-line reasons, by the ids content/matrix.ts gives its cells. */
  reasons: {
    'us-prior-notice': `Sealed and declared item by item; an FDA Prior Notice unless a private person sends it, and carriers ask for one above US$${figures.priorNoticeUsd}.`,
    'us-shop-packs': 'Sealed shop packs with the label usually go, declared item by item.',
    'us-shop-sweets':
      'Commercially packed, shelf-stable sweets in unopened packs usually go, declared.',
    'us-homemade':
      'Without milk or ghee, declared as homemade; homemade milk or ghee sweets cannot go.',
    'us-dairy':
      'Only commercially packed, cooked, shelf-stable dairy in unopened packs; never paneer or homemade.',
    'us-rice': 'Rice from India is refused in personal parcels (USDA and CBP, since 2011).',
    'no-meat': 'We do not take meat, fish or egg foods: meat from India is refused on arrival.',
    'no-meat-ours': 'We do not take meat, fish or egg foods.',
    'uk-processed':
      'Processed, packaged plant products may go from any country; declare each jar or pack.',
    'uk-no-milk': 'Only sweets made without milk: milk sweets are dairy, not allowed from India.',
    'uk-dairy': 'Dairy from India, ghee included, is not allowed as a personal import.',
    'uk-plants':
      'Fruit, vegetables, nuts and seeds have their own rules; we confirm before pickup.',
    'ca-limits': `Declared, within the personal limits: ${figures.caFoodKg} kg of most kinds of food.`,
    'ca-no-milk': 'Only sweets made without milk: of dairy from India, only cheese is admitted.',
    'ca-dairy': 'Of dairy products from India, only cheese is admitted.',
    'ca-rx': `Never to a resident by courier; to a visitor (student, work permit) up to ${figures.caVisitorDays} days’ supply, with proof of status.`,
    'au-inspected': 'All food is inspected on arrival and may be held, treated or destroyed.',
    'au-no-milk': `Only without milk or egg: foods with more than ${figures.auDairyEggPercent}% dairy or egg are removed from mail.`,
    'au-dairy': 'Dairy from India is generally not allowed by mail or courier.',
    'au-khapra': 'On the khapra beetle high-risk list: not allowed by mail or courier.',
    'au-ground': 'Commercially ground, packed spices are exempt from the khapra beetle ban.',
    'au-nuts': 'Raw nuts are removed from mail, and raw peanuts are on the khapra beetle list.',
    'au-dried-fruit': 'Dried fruit with seeds or skin is removed from mail; we check each pack.',
    'au-herbal': 'Remedies with herbs, seeds, bark or animal material are removed from mail.',
    'au-tga': `Up to ${figures.medicineMonths} months’ supply an order, ${figures.auMedicineYearMonths} months’ a year; prescription ones need an Australian prescription.`,
    'au-pooja':
      'Rakhis, malas and crafts with seeds, straw, bark or dried flowers are removed from mail; wooden malas are inspected.',
    'au-seeds': 'Seeds, plants and soil are removed from mail.',
    'uae-homemade': 'Sealed shop packs only: cooked and homemade food is not allowed in.',
    'uae-poppy': 'Sealed shop packs without poppy seeds (khus khus), which are banned.',
    'uae-homemade-no': 'Cooked and homemade food is not allowed in.',
    'uae-med':
      'Only medicines not controlled there: controlled and semi-controlled ones need a MOHAP permit, and we do not send them.',
    'us-rx': `Generally not allowed; the FDA tolerates up to ${figures.medicineMonths} months’ supply only in narrow cases.`,
    'us-ayurvedic':
      'Drugs to the FDA, not food; it warns of heavy metals in some Ayurvedic products.',
    'us-kajal':
      'Eye cosmetics with kohl, kajal or surma are detained on arrival; the FDA warns of lead in sindoor.',
    'us-for-sale':
      'Food for sale always needs an FDA Prior Notice and must come from an FDA-registered facility; a commercial invoice, IEC and GSTIN (or PAN).',
    'for-sale': `A commercial invoice, IEC and GSTIN (or PAN); by courier, at most ₹${figures.courierExportLakh} lakh a consignment.`,
    'we-check': 'We check each one’s name and papers for this country before pickup.',
    controlled:
      'We never send them; India also requires an export authorisation for each consignment.',
    devices: 'Devices with their battery fitted go, switched off and declared with their value.',
    'liquids-safe': 'Sealed, taped and bagged twice.',
    'spare-batteries': 'Dangerous goods on aircraft under IATA’s rules.',
    flammable: 'Flammable, so dangerous goods on aircraft.',
    dangerous: 'Dangerous goods on aircraft.',
    clothes: 'Packed and declared with their value.',
    documents: 'Papers go as documents, declared.',
    ids: 'We check first that the carrier and the country take them.',
    jewellery: 'Carriers restrict them; only with the carrier’s approval.',
    cash: 'Carriers never take them; send money by bank transfer.',
    plants: 'They need a plant-health certificate and often a permit; we check first.',
    licensed: 'They need a licence, or cannot go at all.',
  },

  /** A status in a cell of the table, short (the legend under the table says them in full). */
  short: { fine: 'Yes', ask: 'Ask us', no: 'No' },

  /** /what-can-i-send: the country chooser and the table. */
  chooser: {
    title: 'Where is your parcel going?',
    text: 'Choose the country: its page lists every item in one line each, with why.',
    /** Names the row of country links, for screen readers. */
    label: 'Countries',
  },
  table: {
    title: 'Every item, every country',
    /** The first column's heading. */
    item: 'Item',
    legend:
      'Yes: usually fine when packed and declared. Ask us: we check it for that country before pickup. No: we do not take it.',
    /** Names the table's scrolling box on a narrow screen, for screen readers. */
    region: 'The table of items and countries',
  },

  /** The country pages (/what-can-i-send/usa and the others). */
  country: {
    metaTitle: (nameTo: string) => `What Can I Send to ${nameTo}?`,
    metaDescription: (nameTo: string) =>
      `Food, medicines, batteries, perfumes and valuables: what you can courier from Hyderabad to ${nameTo}, item by item, with the official source of each rule.`,
    title: (nameTo: string) => `What can I send to ${nameTo}?`,
    lead: 'One line for each item: what usually goes, what we check first and what we do not take, and why.',
    /** The link to the destination page (documents, prices, packing). */
    destinationLink: (shortName: string) => `Courier to ${shortName}: documents, prices, packing`,
    /** The link back to /what-can-i-send. */
    guideLink: 'All countries',
  },
};
