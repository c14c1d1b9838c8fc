import type { Carrier } from './types';

/**
 * The carriers we hand international shipments to, and their official tracking pages. Edit this
 * list to match the partners you use; the tracking page and the footer follow it. The line under
 * each carrier's name is in content/locales/<code>/track.ts → carriers.notes[id].
 */
export const carriers = [
  { id: 'dhl', name: 'DHL Express', trackingUrl: 'https://www.dhl.com/in-en/home/tracking.html' },
  { id: 'fedex', name: 'FedEx', trackingUrl: 'https://www.fedex.com/fedextrack/' },
  { id: 'ups', name: 'UPS', trackingUrl: 'https://www.ups.com/track?loc=en_IN' },
  { id: 'aramex', name: 'Aramex', trackingUrl: 'https://www.aramex.com/track/shipments' },
  {
    id: 'indiaPost',
    name: 'India Post (Speed Post)',
    trackingUrl: 'https://www.indiapost.gov.in/',
  },
] as const satisfies readonly Carrier[];

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
