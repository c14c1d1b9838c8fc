/**
 * The words of the item rules (content/rules.ts holds which item goes where, and the figures).
 * For translators: translate each text, keyed by its id; write every figure as it is here,
 * `${figures.usGiftUsd}` and so on, never the number itself (a test compares the numbers of
 * each text with the English). Keep the hedges ("usually", "generally", "may"): nothing
 * strengthened or weakened.
 */
import { figures } from '../../rules';

export const rules = {
  /** Each item of /what-can-i-send, by its id in content/rules.ts → itemGroups. */
  items: {
    'food-packed':
      'Ground spices and masalas, tea, namkeen and biscuits in sealed shop packs with the label on',
    'food-pickles-sweets':
      'Pickles, and sweets made without milk, in sealed retail packs, declared item by item with their weight',
    'food-homemade':
      'Homemade pickles, sweets and podis: the USA excludes them from Prior Notice only when a private person sends them; the UAE refuses them; Australia inspects them',
    'food-dairy':
      'Ghee, paneer, khoa and milk sweets (peda, barfi, mysore pak, gulab jamun): dairy, which the UK refuses from India and Australia generally does not allow by mail or courier; from India, Canada admits only cheese, and the USA only commercially packed, cooked, shelf-stable products in unopened packs (never homemade milk or ghee sweets, or paneer)',
    'food-grains': 'Raw nuts, dals, rice, chickpeas and whole seeds: refused by Australia',
    'food-nuts-dry-fruits':
      'Dry fruits and nuts, even in sealed shop packs: Australia removes raw nuts, and dried fruit with seeds or skin, from mail',
    'food-whole-spices':
      'Whole spices (cumin, coriander, fennel seeds) and dried chillies: refused by Australia; commercially ground, roasted or fried packs may be exempt',
    'food-fresh': 'Fresh fruit, vegetables and flowers',
    'food-meat': 'Meat, fish and eggs',
    'food-fridge': 'Anything that needs a fridge',
    'med-prescription': `Prescription medicines for personal use, in their original strips, with the prescription: the USA generally does not allow them (see the USA page); Canada only for a visitor there (a student or work-permit holder), up to ${figures.caVisitorDays} days’ supply, with proof of that status; elsewhere usually up to ${figures.medicineMonths} months’ supply, with the pharmacy bill`,
    'med-herbal':
      'Ayurvedic, homeopathic and herbal products, vitamins and protein powders: the USA treats supplements as food, and Australia removes remedies with herbs, seeds or animal material from mail',
    'med-uae': 'Any medicine for the UAE: many common ones are controlled there',
    'med-cold': 'Injections and medicines that must stay cold',
    'med-controlled':
      'Controlled medicines such as codeine, tramadol and sleeping pills, and other narcotic and psychotropic drugs',
    'med-bulk': 'Medicines without a prescription in more than personal quantities',
    'med-loose': 'Loose tablets without a label',
    'bat-device':
      'Phones, laptops, tablets and cameras with the battery inside, switched off and declared with their value',
    'bat-several': 'Several devices, or new devices still in their retail boxes',
    'bat-small': 'Smart watches, hearing aids and toys with lithium batteries',
    'bat-spare':
      'Power banks and spare or loose lithium batteries: dangerous goods on aircraft under IATA’s rules',
    'bat-vape': 'E-cigarettes and vapes',
    'bat-damaged': 'Damaged or swollen batteries',
    'liq-safe':
      'Hair oil, honey, shampoo and other liquids that do not burn, sealed, taped and bagged twice',
    'liq-attar': 'Attar and other oil-based fragrances',
    'liq-large': 'Large quantities of any liquid',
    'liq-flammable':
      'Perfumes, deodorant and hair sprays, nail polish and remover, and alcohol-based hand sanitiser: flammable, so dangerous goods on aircraft',
    'liq-gas': 'Gas cylinders, lighters, matches and fireworks',
    'liq-chemicals': 'Paint, thinners and other chemicals',
    'val-papers': 'Certificates, letters, university and visa papers, and photographs',
    'val-jewellery':
      'Jewellery and watches of value: only with the carrier’s approval and insurance',
    'val-art': 'Works of art and handicrafts that look old',
    'val-id':
      'Passports, ID documents and negotiable instruments (such as signed blank cheques): carriers restrict them',
    'val-cash': 'Cash, coins, traveller’s cheques and activated cards',
    'val-bullion': 'Gold or silver bars and coins (bullion) and loose precious stones',
    'lic-commercial':
      'Goods for sale and business samples, with a commercial invoice, your IEC, and your GSTIN (or your PAN if you are not GST-registered)',
    'lic-plants':
      'Plants, seeds and soil: need a plant-health certificate, and many countries refuse them',
    'lic-antiquities':
      'Antiquities (objects 100 years old or more, and manuscripts and records 75 years old or more): only the Central Government or its authorised agencies may export them',
    'lic-looks-old':
      'Anything that only looks old: the Archaeological Survey of India issues non-antiquity certificates for it',
    'lic-firearms': 'Firearms, ammunition, replicas and air guns',
    'lic-wildlife':
      'Products of protected wildlife (ivory, coral, some shells, skins and feathers)',
    'lic-animals': 'Live animals, and human remains or ashes',
  },

  /** Why an item group needs a check for a destination (content/rules.ts → groupRules); shown beside the group, e.g. in the pickup form. */
  reasons: {
    'food-usa': `Sealed shop packs usually go. Food needs an FDA Prior Notice unless a private person is the shipper; carriers may still ask for one above US$${figures.priorNoticeUsd}. Dairy only commercially packed, cooked and shelf-stable; never homemade milk sweets or paneer.`,
    'food-uk': 'No meat or dairy (ghee, paneer, khoa, milk sweets) from India.',
    'food-canada': 'No meat; of dairy from India, only cheese is admitted.',
    'food-australia':
      'No dairy, seeds, raw nuts, grains, dals, whole spices or dried chillies by mail or courier; all food is inspected.',
    'food-uae': 'No poppy seeds (khus khus), paan, or cooked and homemade food.',
    'med-usa': `Generally not allowed; the FDA tolerates up to ${figures.medicineMonths} months’ supply only in narrow cases, and never controlled medicines.`,
    'med-check': 'Personal quantities with the prescription; we check each medicine’s name first.',
    'med-canada': `Residents of Canada may not receive prescription medicines by courier; a visitor there (a student or work-permit holder) may, up to ${figures.caVisitorDays} days’ supply, with proof of that status. We check each medicine’s name first.`,
    'med-australia': `Up to ${figures.medicineMonths} months’ supply under the TGA’s scheme; herbal remedies are removed from mail.`,
    'med-uae':
      'Many common medicines are controlled; some need approval from the Ministry of Health first.',
    batteries: 'Devices with their battery fitted go; power banks and spare batteries never.',
    liquids: 'Liquids that do not burn go, sealed; perfumes and sprays never.',
    valuables: 'Papers go; jewellery only with approval and insurance; cash and bullion never.',
    licence:
      'Goods for sale need an invoice, IEC and GSTIN; plants, antiquities and weapons need a licence or cannot go.',
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
};
