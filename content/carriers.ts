import type { Carrier } from './types';

/**
 * The carriers we hand international shipments to, and their official tracking pages. Edit this
 * list to match the partners you use; the tracking page and the footer follow it.
 */
export const carriers: Carrier[] = [
  { name: 'DHL Express', trackingUrl: 'https://www.dhl.com/in-en/home/tracking.html', note: 'Waybill numbers of 10 digits.' },
  { name: 'FedEx', trackingUrl: 'https://www.fedex.com/fedextrack/', note: 'Tracking numbers of 12 digits, sometimes more.' },
  { name: 'UPS', trackingUrl: 'https://www.ups.com/track?loc=en_IN', note: 'Tracking numbers usually start with 1Z.' },
  { name: 'Aramex', trackingUrl: 'https://www.aramex.com/track/shipments', note: 'Often used for the UAE and the Gulf.' },
  { name: 'India Post (Speed Post)', trackingUrl: 'https://www.indiapost.gov.in/', note: 'Article numbers such as EE123456789IN; track from the home page.' },
];
