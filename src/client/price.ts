/**
 * What a parcel costs by the rate card (content/rates.ts): one pure function, used by the
 * build for the destination pages' price tables and by the calculator's script for its
 * estimate, so the two never disagree. Imports only types, so the script carries no card: the
 * calculator page hands it the numbers in a data attribute. Written for size (see
 * chargeable-weight.ts): this runs in a page held to 2.5 KB of JavaScript.
 */
import type { RateCard, ServiceRates } from '../../content/types';

/** The parts of the card a price needs: the surcharge and the tax, in percent. */
export type Surcharges = Pick<RateCard, 'fuelSurchargePercent' | 'gstPercent'>;

/**
 * The price in whole rupees, fuel surcharge and GST included, of `kg` chargeable kilograms: the
 * first 0.5 kg, each further 0.5 kg (part of one counted whole) up to `halfKgUpTo`, then each
 * further whole kilogram at its band's rate. Undefined above the last band: quoted by hand.
 */
export function priceOf(card: Surcharges, rates: ServiceRates, kg: number): number | undefined {
  // Half kilograms, rounded to a millionth first so that 12.000000000000002 kg is 24 of them.
  const halves = Math.max(1, Math.ceil(Math.round(kg * 2e6) / 1e6));
  const whole = Math.ceil(halves / 2);
  let from = rates.halfKgUpTo;
  let price = rates.firstHalfKg + (Math.min(halves, from * 2) - 1) * rates.extraHalfKg;
  for (const band of rates.perKgBands) {
    if (whole > from) price += (Math.min(whole, band.upToKg) - from) * band.perKg;
    from = band.upToKg;
  }
  return whole > from ? undefined : Math.round((price * (100 + card.fuelSurchargePercent) * (100 + card.gstPercent)) / 1e4);
}

/** Rupees as India writes them: "₹1,23,456" (the last three digits, then pairs). */
export function formatRupees(rupees: number): string {
  return '₹' + String(rupees).replace(/\B(?=(\d\d)*\d{3}$)/g, ',');
}
