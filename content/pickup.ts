/**
 * The pickup booking (/book-pickup): where we collect from, how far ahead, in which slots, and
 * what a customer can tell us is inside. The words are the locale's messages
 * (content/locales/<code>/pickup.ts); the office hours are content/company.ts's.
 */
import { company } from './company';
import { destinations } from './destinations';

/**
 * PLACEHOLDER: the pincodes we collect from. A short stand-in list of Hyderabad, Secunderabad
 * and Cyberabad pincodes (Banjara Hills, Jubilee Hills, Begumpet, Secunderabad, Madhapur,
 * Gachibowli, Kukatpally and others), to be replaced by the real service area before going
 * live. A pincode not listed is not refused: the form says we will confirm we can collect.
 */
export const servedPincodes = [
  '500001',
  '500003',
  '500004',
  '500008',
  '500009',
  '500016',
  '500018',
  '500019',
  '500028',
  '500032',
  '500033',
  '500034',
  '500038',
  '500045',
  '500049',
  '500050',
  '500061',
  '500072',
  '500073',
  '500081',
  '500082',
  '500084',
  '500089',
  '500094',
];

/** How many days ahead a pickup can be booked (today counts as day 0). */
export const BOOKING_WINDOW_DAYS = 30;
/** The length of a pickup slot, in hours; the day's last slot ends at closing time. */
export const SLOT_HOURS = 2;
/** The heaviest and most boxes the form takes from the calculator's link (more goes as air cargo, booked by phone). */
export const MAX_WEIGHT_KG = 1000;
export const MAX_BOXES = 99;

const DAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** The office's days of each row of company.hours, as 0 (Sunday) to 6 (Saturday). */
export const hoursDays = company.hours.map((row) =>
  row.dayOfWeek.map((day) => DAY_NAMES.indexOf(day)),
);

/** The days of the week the office is open (a day in no row of company.hours is closed, and not offered). */
export const openDays = hoursDays.flat().sort();

/** The destinations the form offers: the five pages' countries, then "other" (its label is the locale's). */
export const pickupDestinations = [...destinations.map((destination) => destination.slug), 'other'];

/**
 * What she can tell us is inside, in the form's order: the item groups of /what-can-i-send
 * (content/what-can-i-send.ts), between the things that go almost anywhere and "other".
 */
export const pickupItems = [
  'clothes',
  'documents',
  'food',
  'medicines',
  'batteries',
  'liquids',
  'valuables',
  'licence',
  'other',
] as const;
export type PickupItem = (typeof pickupItems)[number];

/**
 * The labels of the lines of the request the form writes into the WhatsApp message or the email
 * (by field name; `items` for the ticked boxes, which share one line and are written by their
 * code: "Items: food, medicines"). They are short and in English in every language: the staff
 * who read the request read English, and every letter of Telugu or Devanagari takes 9 characters
 * of the link once percent-encoded (the Telugu labels alone took about 800 of its 2,000), so
 * that what she types has the room. The intro and the subject stay in her language, which tells
 * the staff which language to call her back in.
 */
export const PICKUP_LINE_LABELS = {
  name: 'Name',
  phone: 'Mobile',
  address: 'Address',
  area: 'Area',
  pincode: 'Pincode',
  date: 'Date',
  slot: 'Time',
  destination: 'To',
  items: 'Items',
  boxes: 'Boxes',
  weight: 'Kg',
  email: 'Email',
  text: 'Note',
} as const;
