import type { ItemGroup } from './types';

/**
 * Prohibited and restricted items for international courier from India, in plain language.
 * Checked against the carriers' prohibited-items lists (DHL Express, FedEx), IATA's dangerous
 * goods rules for lithium batteries, India's Antiquities and Art Treasures Act 1972, the CBIC
 * Customs Manual 2023 (courier KYC, IEC and GSTIN), Australia's khapra beetle rules (DAFF), and
 * the destination authorities named in destinations.ts, on the date in destinations.ts → rulesReviewed.
 */
export const itemGroups: ItemGroup[] = [
  {
    id: 'food',
    title: 'Food: pickles, sweets, spices, ghee, dry fruits, homemade food',
    icon: 'package',
    canSend: [
      'Spices, masalas, tea, namkeen, biscuits and dry fruits in sealed shop packs with the label on',
      'Pickles and sweets in sealed retail packs, declared item by item with their weight',
    ],
    askFirst: [
      'Homemade pickles, sweets and podis: accepted by some countries as a personal gift, refused by others (the UAE) or inspected (Australia)',
      'Ghee, paneer, khoa and milk sweets: these are dairy, which the UK refuses from India; from India, Canada admits only cheese, and Australia restricts dairy',
      'Raw nuts, dals, rice, chickpeas and whole seeds: refused by Australia',
      'Whole spices (cumin, coriander, fennel seeds) and dried chillies: refused by Australia; commercially ground, roasted or fried packs may be exempt',
    ],
    cannotSend: ['Fresh fruit, vegetables and flowers', 'Meat, fish and eggs', 'Anything that needs a fridge'],
    instead: 'Buy sealed, branded packs with the ingredients printed, put anything oily in a leak-proof jar wrapped twice, and list every item on the invoice with its weight and value.',
  },
  {
    id: 'medicines',
    title: 'Medicines and supplements',
    icon: 'shield',
    canSend: ['Personal medicines in their original strips or bottles, with the doctor’s prescription and the pharmacy bill, in personal quantities (up to three months’ supply)'],
    askFirst: [
      'Ayurvedic, homeopathic and herbal products, vitamins and protein powders: the USA treats supplements as food, and other countries have their own limits',
      'Any medicine for the UAE: many common ones are controlled there',
      'Injections and medicines that must stay cold',
    ],
    cannotSend: ['Narcotic and psychotropic drugs', 'Medicines without a prescription in more than personal quantities', 'Loose tablets without a label'],
    instead: 'Send us the list of medicine names before you pack: we check them for the destination and tell you which papers to put in the box.',
  },
  {
    id: 'batteries',
    title: 'Batteries, power banks and electronics',
    icon: 'plane',
    canSend: ['Phones, laptops, tablets and cameras with the battery inside, switched off and declared with their value'],
    askFirst: ['Several devices, or new devices still in their retail boxes', 'Smart watches, hearing aids and toys with lithium batteries'],
    cannotSend: [
      'Power banks and spare or loose lithium batteries: dangerous goods on aircraft under IATA’s rules',
      'E-cigarettes and vapes',
      'Damaged or swollen batteries',
    ],
    instead: 'Leave power banks and spare batteries at home: buy them at the destination. Send the device with its own battery fitted, switched off, in its box.',
  },
  {
    id: 'liquids',
    title: 'Liquids, perfumes and aerosols',
    icon: 'globe',
    canSend: ['Hair oil, honey, shampoo and other liquids that do not burn, sealed, taped and bagged twice'],
    askFirst: ['Attar and other oil-based fragrances', 'Large quantities of any liquid'],
    cannotSend: [
      'Perfumes, deodorant and hair sprays, nail polish and remover, and alcohol-based hand sanitiser: flammable, so dangerous goods on aircraft',
      'Gas cylinders, lighters, matches and fireworks',
      'Paint, thinners and other chemicals',
    ],
    instead: 'Choose solid or cream versions (stick deodorant, solid perfume) or buy sprays at the destination.',
  },
  {
    id: 'valuables',
    title: 'Documents, currency and valuables',
    icon: 'file-text',
    canSend: ['Certificates, letters, university and visa papers, and photographs'],
    askFirst: [
      'Jewellery and watches of value: only with the carrier’s approval and insurance',
      'Works of art and handicrafts that look old',
      'Passports, ID documents and negotiable instruments (such as signed blank cheques): carriers restrict them',
    ],
    cannotSend: [
      'Cash, coins, traveller’s cheques and activated cards',
      'Gold or silver bars and coins (bullion) and loose precious stones',
    ],
    instead: 'Send money by bank transfer. For jewellery, talk to us before you book: we tell you whether it can go and how to insure it.',
  },
  {
    id: 'licence',
    title: 'Anything that needs a licence',
    icon: 'award',
    canSend: ['Goods for sale and business samples, with a commercial invoice, your IEC, and your GSTIN (or your PAN if you are not GST-registered)'],
    askFirst: [
      'Plants, seeds and soil: need a plant-health certificate, and many countries refuse them',
      'Antiquities (objects 100 years old or more, and manuscripts and records 75 years old or more): only the Central Government or its authorised agencies may export them',
      'Anything that only looks old: the Archaeological Survey of India issues non-antiquity certificates for it',
    ],
    cannotSend: [
      'Firearms, ammunition, replicas and air guns',
      'Products of protected wildlife (ivory, coral, some shells, skins and feathers)',
      'Live animals, and human remains or ashes',
    ],
    instead: 'Tell us what the goods are and where they go; we tell you which licence or certificate applies before anything is packed.',
  },
];
