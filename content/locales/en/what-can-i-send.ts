/**
 * The "What can I send abroad?" page (/what-can-i-send). The item groups were checked against
 * the sources in content/rules.ts; a translation says the same things, plainly.
 */
import { claims } from '../../claims';

export const whatCanISend = {
  meta: {
    /** The page's title in the browser tab and search results (the company name is added after it when it fits); max ~60 characters. */
    title: 'What Can I Send Abroad? Prohibited and Restricted Items',
    /** The search result snippet; max ~155 characters. */
    description:
      'Food, medicines, batteries, perfumes and valuables: what you can courier from India to the USA, UK, Canada, Australia and the UAE, and what to do instead.',
  },

  hero: {
    eyebrow: 'Shipping help',
    title: 'What can I send abroad?',
    lead: 'Pickles for your son in Toronto, medicines for your parents in New Jersey, a phone for your sister in Dubai: here is what goes, what needs a check and what never goes, in plain words.',
    /** Around the date the rules were last checked (the date is filled in, written for this language). */
    reviewedBefore: 'Last reviewed ',
    reviewedAfter: '. Rules change, so we confirm before pickup.',
  },

  /**
   * One group of items each, by its id in content/rules.ts. `title`: the group's heading; its
   * part before a colon (":") is also the group's name in the table and on the destination pages,
   * so keep a colon after the short name when there is a list after it. `instead`: what to do instead. The items
   * themselves are in matrix.ts (matrix.items), keyed by id.
   */
  groups: {
    food: {
      title: 'Food: pickles, sweets, spices, ghee, dry fruits, homemade food',
      instead:
        'Buy sealed, branded packs with the ingredients printed, put anything oily in a leak-proof jar wrapped twice, and list every item on the invoice with its weight and value.',
    },
    medicines: {
      title: 'Medicines and supplements',
      instead:
        'Send us the list of medicine names before you pack: we check them for the destination and tell you which papers to put in the box.',
    },
    batteries: {
      title: 'Batteries, power banks and electronics',
      instead:
        'Leave power banks and spare batteries at home: buy them at the destination. Send the device with its own battery fitted, switched off, in its box.',
    },
    liquids: {
      title: 'Liquids, perfumes and aerosols',
      instead:
        'Choose solid or cream versions (stick deodorant, solid perfume) or buy sprays at the destination.',
    },
    valuables: {
      title: 'Documents, currency and valuables',
      instead:
        'Send money by bank transfer. For jewellery, talk to us before you book: we tell you whether it can go and how to insure it.',
    },
    licence: {
      title: 'Anything that needs a licence',
      instead:
        'Tell us what the goods are and where they go; we tell you which licence or certificate applies before anything is packed.',
    },
  },

  /** The heading of the list of what to do instead, one line a group. */
  insteadTitle: 'What to do instead',

  ask: {
    title: 'Not sure about an item?',
    text: `Send us a photo or the list of what you want to pack. We check it against the destination's current rules before pickup, and tell you what to leave out. We are here ${claims.support}.`,
    /** The message already typed in the WhatsApp chat the button opens; the customer adds the items after it. */
    whatsappMessage:
      'Hello! I would like to check whether I can send these items by international courier from Hyderabad: ',
    /** Button; max ~20 characters. */
    whatsapp: 'Ask on WhatsApp',
  },
};
