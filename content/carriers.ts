import type { Carrier } from './types';

/**
 * The carriers we hand international shipments to, their official tracking pages and, where the
 * carrier has one, the address of one shipment's page (the tracking page's script links her
 * number there, the likely carrier first by the number's shape). Edit this list to match the
 * partners you use; the tracking page and the footer follow it. The line under each carrier's
 * name is in content/locales/<code>/track.ts → carriers.notes[id].
 *
 * Shipment links and number shapes, as read on 28 November 2026: DHL's `tracking.html?tracking-id=`
 * and FedEx's `fedextrack/?trknbr=` in carrier link tables of public shop code (github.com,
 * search "carrier tracking url templates") and, for FedEx, browse.sh's FedEx tracking notes; UPS's
 * `track?loc=…&tracknum=` in eshipguy.com's "Carrier Tracking URLs" (TheDoubleH/eshipguy.com,
 * content/tracking/index.md); the shapes (DHL Express 10 digits, or 11; UPS "1Z" and 16 letters
 * and digits; FedEx 12 or 15 digits) in jkeen/tracking_number_data (couriers/dhl.json,
 * ups.json) and RomaBilka/parcel-tracking's README; India Post's S10 numbers (two letters, nine
 * digits, IN) as the page already quotes. Aramex and India Post: no shipment link was found in a
 * source, so their tracking page is linked as it is.
 */
export const carriers = [
  {
    id: 'dhl',
    name: 'DHL Express',
    trackingUrl: 'https://www.dhl.com/in-en/home/tracking.html',
    shipmentUrl: 'https://www.dhl.com/in-en/home/tracking.html?tracking-id=',
    numberPattern: '\\d{10,11}',
    // 70 kg a piece, from secondary sources only: searched again on 28 November 2026, no page of
    // DHL's own in the store states it. FedEx's lower limits decide the calculator's either way.
    limits: { kg: 70 },
  },
  {
    id: 'fedex',
    name: 'FedEx',
    trackingUrl: 'https://www.fedex.com/fedextrack/',
    shipmentUrl: 'https://www.fedex.com/fedextrack/?trknbr=',
    numberPattern: '\\d{12}|\\d{15}',
    // International services: 68 kg (150 lb), 274 cm (108 in) long, 330 cm (130 in) length plus girth.
    limits: { kg: 68, lengthCm: 274, lengthGirthCm: 330 },
  },
  {
    id: 'ups',
    name: 'UPS',
    trackingUrl: 'https://www.ups.com/track?loc=en_IN',
    shipmentUrl: 'https://www.ups.com/track?loc=en_IN&tracknum=',
    numberPattern: '1Z[0-9A-Z]{16}',
    // 70 kg, 274 cm long, 400 cm length plus girth.
    limits: { kg: 70, lengthCm: 274, lengthGirthCm: 400 },
  },
  {
    id: 'aramex',
    name: 'Aramex',
    trackingUrl: 'https://www.aramex.com/track/shipments',
  },
  {
    id: 'indiaPost',
    name: 'India Post (Speed Post)',
    trackingUrl: 'https://www.indiapost.gov.in/',
    numberPattern: '[A-Z]{2}\\d{9}IN',
  },
] as const satisfies readonly Carrier[];

/**
 * The express partners (the carriers with limits for one piece) and the strictest of them: the
 * one whose limits are the lowest, which the calculator holds every box to, since a parcel may go
 * by any of them. Read on 28 November 2026: UPS's own "Weight and size limits" page (70 kg,
 * 274 cm, 400 cm length plus girth); FedEx's packaging guidelines and Guernsey Post's FedEx page
 * (international: 68 kg / 150 lb, 274 cm / 108 in long, 330 cm / 130 in length plus girth); DHL
 * Express's 70 kg a piece from secondary sources only (confirm on dhl.com).
 * src/website/client/chargeable-weight.ts holds the same figures for the page's script
 * (tests/website/rates.test.ts keeps them equal).
 */
const expressPartners = carriers.filter((carrier) => 'limits' in carrier);
const lowest = (figure: 'kg' | 'lengthCm' | 'lengthGirthCm') =>
  Math.min(
    ...expressPartners.map((carrier) =>
      figure in carrier.limits ? (carrier.limits as Record<string, number>)[figure]! : Infinity,
    ),
  );
export const expressLimits = {
  kg: lowest('kg'),
  lengthCm: lowest('lengthCm'),
  lengthGirthCm: lowest('lengthGirthCm'),
};
const strictest = expressPartners.find(
  (carrier) =>
    carrier.limits.kg === expressLimits.kg &&
    'lengthGirthCm' in carrier.limits &&
    carrier.limits.lengthGirthCm === expressLimits.lengthGirthCm,
);
if (!strictest)
  throw new Error(
    'content/carriers.ts: no one carrier has the lowest weight and the lowest length plus girth; name the carriers whose limits the calculator uses in calculator.result.limits.',
  );
/** The carrier whose limits the calculator uses, and the partners it is the strictest of ("DHL Express, FedEx, UPS"). */
export const strictestCarrier = {
  name: strictest.name,
  partners: expressPartners.map((carrier) => carrier.name).join(', '),
};

/** The figures the tracking page quotes, in every language: number lengths and examples. */
export const carrierFigures = {
  /** An air waybill number is letters and digits, this many of them (the form's pattern). */
  awbMin: 8,
  awbMax: 20,
  exampleAwb: '1234567890',
  dhlDigits: 10,
  fedexDigits: 12,
  upsPrefix: '1Z',
  indiaPostExample: 'EE123456789IN',
} as const;
