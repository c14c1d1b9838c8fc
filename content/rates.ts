import { transitDays } from './transit';
import type { RateCard } from './types';

/**
 * The rate card: what a parcel costs from Hyderabad, for the calculator's estimate and the
 * price tables on the destination pages (both computed by src/website/client/price.ts).
 *
 * STAND-INS, like the phone number: these prices are plausible for retail courier from
 * Hyderabad but are not the company's. Transit times are content/transit.ts's. Replace every figure (and `updated`) with the real rate
 * card before going live (README, "Placeholders to replace before going live"). With
 * `destinations: []` every price on the site disappears and the calculator works as before.
 *
 * Prices are whole rupees before the fuel surcharge and GST. GST is charged on the price plus
 * the fuel surcharge at 18%: courier services are classed under SAC 9968 (postal and courier
 * services; 996812 for courier services), taxed at 18% (CGST 9% + SGST 9% within a state, IGST
 * 18% between states) since 1 July 2017, as CBIC's rate schedule for services lists them
 * (checked 25 November 2026 in summaries of that schedule: citizennest.com/hsn/9968,
 * cabkgoyal.com/gst-on-courier-charges). Check the rate with your accountant when it changes.
 */
export const rateCard: RateCard = {
  updated: '2026-11-24',
  fuelSurchargePercent: 20,
  gstPercent: 18,
  pickupCharge: 0,
  destinations: [
    {
      slug: 'usa',
      services: [
        {
          service: 'express',
          transitDays: transitDays.usa.express,
          firstHalfKg: 1250,
          extraHalfKg: 300,
          halfKgUpTo: 20,
          perKgBands: [
            { upToKg: 44, perKg: 560 },
            { upToKg: 70, perKg: 520 },
            { upToKg: 300, perKg: 480 },
          ],
        },
        {
          service: 'economy',
          transitDays: transitDays.usa.economy,
          firstHalfKg: 950,
          extraHalfKg: 220,
          halfKgUpTo: 20,
          perKgBands: [
            { upToKg: 44, perKg: 420 },
            { upToKg: 70, perKg: 390 },
            { upToKg: 300, perKg: 360 },
          ],
        },
      ],
    },
    {
      slug: 'uk',
      services: [
        {
          service: 'express',
          transitDays: transitDays.uk.express,
          firstHalfKg: 1150,
          extraHalfKg: 280,
          halfKgUpTo: 20,
          perKgBands: [
            { upToKg: 44, perKg: 520 },
            { upToKg: 70, perKg: 480 },
            { upToKg: 300, perKg: 440 },
          ],
        },
        {
          service: 'economy',
          transitDays: transitDays.uk.economy,
          firstHalfKg: 900,
          extraHalfKg: 200,
          halfKgUpTo: 20,
          perKgBands: [
            { upToKg: 44, perKg: 380 },
            { upToKg: 70, perKg: 350 },
            { upToKg: 300, perKg: 320 },
          ],
        },
      ],
    },
    {
      slug: 'canada',
      services: [
        {
          service: 'express',
          transitDays: transitDays.canada.express,
          firstHalfKg: 1300,
          extraHalfKg: 320,
          halfKgUpTo: 20,
          perKgBands: [
            { upToKg: 44, perKg: 590 },
            { upToKg: 70, perKg: 550 },
            { upToKg: 300, perKg: 510 },
          ],
        },
        {
          service: 'economy',
          transitDays: transitDays.canada.economy,
          firstHalfKg: 1000,
          extraHalfKg: 240,
          halfKgUpTo: 20,
          perKgBands: [
            { upToKg: 44, perKg: 440 },
            { upToKg: 70, perKg: 410 },
            { upToKg: 300, perKg: 380 },
          ],
        },
      ],
    },
    {
      slug: 'australia',
      services: [
        {
          service: 'express',
          transitDays: transitDays.australia.express,
          firstHalfKg: 1350,
          extraHalfKg: 330,
          halfKgUpTo: 20,
          perKgBands: [
            { upToKg: 44, perKg: 600 },
            { upToKg: 70, perKg: 560 },
            { upToKg: 300, perKg: 520 },
          ],
        },
      ],
    },
    {
      slug: 'uae',
      services: [
        {
          service: 'express',
          transitDays: transitDays.uae.express,
          firstHalfKg: 850,
          extraHalfKg: 180,
          halfKgUpTo: 20,
          perKgBands: [
            { upToKg: 44, perKg: 320 },
            { upToKg: 70, perKg: 290 },
            { upToKg: 300, perKg: 260 },
          ],
        },
      ],
    },
    // Every other country: no services, so the calculator says we quote by hand.
    { slug: 'other', services: [] },
  ],
};
