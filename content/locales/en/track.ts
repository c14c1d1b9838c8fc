/**
 * The tracking page (/track-shipment) and its form. The air waybill field's message is shown by
 * the page's script in the browser's bubble and under the field. Figures (the number's length,
 * the carriers' number formats) come from content/carriers.ts and the form's pattern: keep them
 * as `${...}`.
 */
import { carrierFigures } from '../../carriers';
import { claims } from '../../claims';
import { company } from '../../company';

export const track = {
  meta: {
    title: 'Track Your Shipment',
    /** `carriers` is the carriers' names, "DHL, FedEx, UPS, …". */
    description: (carriers: string) =>
      `Send us your air waybill number on WhatsApp for the latest status of your parcel, or follow it on the tracking page of ${carriers}.`,
  },
  hero: {
    eyebrow: 'Tracking',
    title: 'Track your shipment',
    lead: `Send us your air waybill number and our team replies with the latest status. We are here ${claims.support}.`,
  },
  ask: {
    title: 'Ask us about your parcel',
    text: 'Type the number from your receipt and we open a WhatsApp chat with it filled in. Prefer to talk? Call us and keep the number handy.',
  },
  form: {
    label: 'Air waybill (AWB) number',
    hint: `It is printed under the barcode on your booking receipt, for example ${carrierFigures.exampleAwb}.`,
    /** Shown when the number is missing or has the wrong shape. */
    invalid: `Enter your air waybill number: ${carrierFigures.awbMin} to ${carrierFigures.awbMax} letters and digits, with no spaces or dashes.`,
    submit: 'Ask on WhatsApp',
    /** The button to the shipment on its carrier's own page, shown once the number has that carrier's shape; {number} and {carrier} are filled in. Max ~30 characters with them. */
    direct: 'Track {number} on {carrier}',
    /** The first line of the WhatsApp message; the number follows on its own line. */
    whatsappIntro: 'Hello! Please tell me the latest status of my shipment.',
  },
  carriers: {
    title: "Track on the carrier's website",
    text: "Once your parcel leaves Hyderabad we hand it to one of these international partners, and we send you their tracking number. You can follow it on the partner's own page:",
    /** One line under each carrier's name, by its id in content/carriers.ts. */
    notes: {
      dhl: `Waybill numbers of ${carrierFigures.dhlDigits} digits.`,
      fedex: `Tracking numbers of ${carrierFigures.fedexDigits} digits, sometimes more.`,
      ups: `Tracking numbers usually start with ${carrierFigures.upsPrefix}.`,
      aramex: 'Often used for the UAE and the Gulf.',
      indiaPost: `Article numbers such as ${carrierFigures.indiaPostExample}; track from the home page.`,
    },
    disclaimer: `These links open the carriers' own websites; ${company.shortName} is not responsible for their content.`,
  },
};
