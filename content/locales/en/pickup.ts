/**
 * The pickup booking page (/book-pickup). The WhatsApp message and the email the form writes
 * start with whatsappIntro or emailSubject below; their lines are labelled in English in every
 * language (content/pickup.ts), not with these labels. Words in {braces} are filled in by the page's script: keep them as they are.
 */
import { BOOKING_WINDOW_DAYS } from '../../pickup';

export const pickup = {
  meta: {
    /** The page's title in the browser tab and search results (the company name is added after it); max ~45 characters. */
    title: 'Book a Pickup in Hyderabad',
    /** The search result snippet; max ~155 characters. */
    description:
      'Book a doorstep pickup in Hyderabad, Secunderabad or Cyberabad for your parcel abroad: choose a day and time, send on WhatsApp or by email.',
  },

  hero: {
    eyebrow: 'Book a pickup',
    title: 'We collect from your door',
    lead: 'Tell us where and when, what is inside and where it goes. We call you back to confirm the pickup and the price.',
  },

  form: {
    /** Field labels. */
    name: 'Your name',
    phone: 'Mobile number',
    email: 'Email',
    /** After an optional field's label, smaller. */
    optional: '(optional)',
    address: 'Pickup address',
    addressHint: 'House or flat number, street and landmark',
    area: 'Area',
    pincode: 'Pincode',
    date: 'Preferred date',
    dateHint: `Today or any day in the next ${BOOKING_WINDOW_DAYS} days.`,
    slot: 'Time slot',
    /** The slot menu's first, empty choice. */
    chooseSlot: 'Any time',
    /** Under the slot menu: the browser cannot hide the weekday times on a Sunday without JavaScript, so the form says it. `time` is Sunday's office hours. */
    slotHint: (time: string) =>
      `On a Sunday we collect only between ${time}: choose one of the Sunday times.`,
    destination: 'Sending to',
    chooseDestination: 'Choose a country',
    /** The destination menu's last choice, after the five countries. */
    otherCountry: 'Another country',
    /** The destinations' names in the menu, by their code in content/destinations.ts. */
    countries: { usa: 'USA', uk: 'UK', canada: 'Canada', australia: 'Australia', uae: 'UAE' },
    items: 'What is inside',
    /** One checkbox each; a word or two. */
    itemNames: {
      clothes: 'Clothes and gifts',
      documents: 'Books and papers (not passports or ID cards)',
      food: 'Food',
      medicines: 'Medicines',
      batteries: 'Phones and electronics',
      liquids: 'Oils and liquids',
      valuables: 'Jewellery, passports, ID cards and valuables',
      licence: 'Goods for sale',
      other: 'Something else',
    },
    /** Under the items, before the link to the guide. */
    itemsNote: 'Some things need a check for the destination: see ',
    itemsLink: 'what can I send',
    itemsEnd: '.',
    boxes: 'Number of boxes',
    weight: 'Weight in kg',
    notes: 'Anything else we should know',
    /** The two buttons; max ~20 characters each. */
    whatsapp: 'Send on WhatsApp',
    send: 'Send by email',
    /** The note under the buttons: the first sentence depends on how the site is set up. */
    noteEndpoint: 'Send by email sends your request to us directly.',
    noteEmail: 'Send by email opens your email app with your request ready to send.',
    noteWhatsapp: 'Send on WhatsApp opens a chat with us with your request written in.',
    /** Shown only with JavaScript off: the chat then gets only the last box (wa.me reads one field). */
    noteWhatsappNoScript:
      'With JavaScript off, the chat opens with only what you wrote in the last box; we ask you the rest there.',
    /** Under the name, the address, the area and the last box as she types; {n} is a number. */
    charsLeft: '{n} characters left',
  },

  /** The messages the page's script shows, in the browser's bubble and under the field; {day} is a day's name. */
  checks: {
    phone:
      'Enter a 10-digit mobile number starting with 6, 7, 8 or 9, such as 98480 12345 (with +91 or 0 in front if you like).',
    pincode: 'Enter the 6-digit pincode of the pickup address, such as 500034.',
    /** Shown (not an error) when the pincode is not one we know we serve. */
    unserved: 'We will confirm we can collect from you at this pincode.',
    date: 'Choose a pickup date.',
    past: 'That date has passed: choose today or a later day.',
    late: `Choose a day within the next ${BOOKING_WINDOW_DAYS} days.`,
    closed: 'Our office is closed that day: choose another day.',
    /** One line per restricted item for the chosen country: "Food to the USA: ask us first". */
    rule: '{item} to {country}: {status}',
  },

  /**
   * The first line of the WhatsApp message and the subject of the email: a few words, since in
   * Telugu or Hindi every letter takes 9 of the link's 2,000 characters (the lines after them are
   * labelled in English, content/pickup.ts).
   */
  whatsappIntro: 'I need a pickup.',
  emailSubject: 'Pickup booking',
  /** Shown under the form once the request is on its way. */
  sent: 'Thank you! Finish sending in the app that opened; we will call you back.',

  next: {
    title: 'What happens next',
    /** `hours` is the office hours ("Monday to Saturday 9:00 AM-7:00 PM, Sunday ..."). */
    callBack: (hours: string) =>
      `We call you back in office hours (${hours}) to confirm the day, the time and the price.`,
    steps: [
      'Keep your ID ready for KYC: we take a copy before the parcel leaves.',
      'Leave the boxes open: we check what is inside before we seal them.',
      'For goods for sale, keep the invoice ready.',
    ],
    questions: 'Questions before then? Call or WhatsApp us.',
  },
};
