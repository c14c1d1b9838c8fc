/**
 * The "What can I send abroad?" page (/what-can-i-send). The item groups were checked against
 * the sources named in content/what-can-i-send.ts; a translation says the same things, plainly.
 */
import { claims } from '../../claims';
import { findDestination } from '../../destinations';

/**
 * The first two rules of a destination, as its own page states them (content/destinations.ts).
 * For translators: the English text is in that file, under the destination's `rules`; translate
 * those two sentences of each country here, as a list of two.
 */
const firstRules = (slug: string) => findDestination(slug).rules.slice(0, 2);

export const whatCanISend = {
  meta: {
    /** The page's title in the browser tab and search results (the company name is added after it when it fits); max ~60 characters. */
    title: 'What Can I Send Abroad? Prohibited and Restricted Items',
    /** The search result snippet; max ~155 characters. */
    description: 'Food, medicines, batteries, perfumes and valuables: what you can courier from India to the USA, UK, Canada, Australia and the UAE, and what to do instead.',
  },

  hero: {
    eyebrow: 'Shipping help',
    title: 'What can I send abroad?',
    lead: 'Pickles for your son in Toronto, medicines for your parents in New Jersey, a phone for your sister in Dubai: here is what goes, what needs a check and what never goes, in plain words.',
    /** Around the date the rules were last checked (the date is filled in, written for this language). */
    reviewedBefore: 'Last reviewed ',
    reviewedAfter: '. Rules change, so we confirm before pickup.',
  },

  groupsIntro: {
    title: 'Item by item',
    text: 'Each group says what usually goes when it is packed and declared, what depends on the country (we confirm before pickup), what is never accepted, and what to do instead.',
    /** Names the row of links to the groups below, for screen readers. */
    jumpLabel: 'Item groups',
  },

  /**
   * One group of items each. `title`: the group's heading; its part before a colon (":") is also
   * the group's link at the top of the page, so keep a colon after the short name when there is
   * a list after it. Then what usually goes, what we check first, what never goes (each a list:
   * keep the same number of items), and what to do instead.
   */
  groups: {
    food: {
      title: 'Food: pickles, sweets, spices, ghee, dry fruits, homemade food',
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
    medicines: {
      title: 'Medicines and supplements',
      canSend: ['Personal medicines in their original strips or bottles, with the doctor’s prescription and the pharmacy bill, in personal quantities (up to three months’ supply)'],
      askFirst: [
        'Ayurvedic, homeopathic and herbal products, vitamins and protein powders: the USA treats supplements as food, and other countries have their own limits',
        'Any medicine for the UAE: many common ones are controlled there',
        'Injections and medicines that must stay cold',
      ],
      cannotSend: ['Narcotic and psychotropic drugs', 'Medicines without a prescription in more than personal quantities', 'Loose tablets without a label'],
      instead: 'Send us the list of medicine names before you pack: we check them for the destination and tell you which papers to put in the box.',
    },
    batteries: {
      title: 'Batteries, power banks and electronics',
      canSend: ['Phones, laptops, tablets and cameras with the battery inside, switched off and declared with their value'],
      askFirst: ['Several devices, or new devices still in their retail boxes', 'Smart watches, hearing aids and toys with lithium batteries'],
      cannotSend: [
        'Power banks and spare or loose lithium batteries: dangerous goods on aircraft under IATA’s rules',
        'E-cigarettes and vapes',
        'Damaged or swollen batteries',
      ],
      instead: 'Leave power banks and spare batteries at home: buy them at the destination. Send the device with its own battery fitted, switched off, in its box.',
    },
    liquids: {
      title: 'Liquids, perfumes and aerosols',
      canSend: ['Hair oil, honey, shampoo and other liquids that do not burn, sealed, taped and bagged twice'],
      askFirst: ['Attar and other oil-based fragrances', 'Large quantities of any liquid'],
      cannotSend: [
        'Perfumes, deodorant and hair sprays, nail polish and remover, and alcohol-based hand sanitiser: flammable, so dangerous goods on aircraft',
        'Gas cylinders, lighters, matches and fireworks',
        'Paint, thinners and other chemicals',
      ],
      instead: 'Choose solid or cream versions (stick deodorant, solid perfume) or buy sprays at the destination.',
    },
    valuables: {
      title: 'Documents, currency and valuables',
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
    licence: {
      title: 'Anything that needs a licence',
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
  },

  /** Before each group's "what to do instead" sentence (it is in bold, followed by a space). */
  instead: 'Instead:',

  countries: {
    title: 'Country by country',
    text: "The main rule of each destination our customers send to most. Each country's page has the full list, the documents and packing advice.",
    /** One card per destination: its heading, the link to its (English) page and its first two rules. */
    items: {
      usa: { heading: 'USA', link: 'Courier to the USA', rules: firstRules('usa') },
      uk: { heading: 'UK', link: 'Courier to the UK', rules: firstRules('uk') },
      canada: { heading: 'Canada', link: 'Courier to Canada', rules: firstRules('canada') },
      australia: { heading: 'Australia', link: 'Courier to Australia', rules: firstRules('australia') },
      uae: { heading: 'UAE', link: 'Courier to the UAE', rules: firstRules('uae') },
    },
  },

  ask: {
    title: 'Not sure about an item?',
    text: `Send us a photo or the list of what you want to pack. We check it against the destination's current rules before pickup, and tell you what to leave out. We are here ${claims.support}.`,
    /** The message already typed in the WhatsApp chat the button opens; the customer adds the items after it. */
    whatsappMessage: 'Hello! I would like to check whether I can send these items by international courier from Hyderabad: ',
    /** Button; max ~20 characters. */
    whatsapp: 'Ask on WhatsApp',
  },
};
