/**
 * What a parcel costs by the rate card (content/rates.ts): one pure function, priceOf, used by
 * the build for the destination pages' price tables and by the calculator's script for its
 * estimate, so the two never disagree. The script gets a service's prices as a short list of
 * numbers (priceSteps) in a data attribute, so it carries no card and no property names:
 * it runs in a page held to 2.5 KB of JavaScript (see chargeable-weight.ts).
 */
import type { RateCard, ServiceRates } from '../../../content/types';

/** A service's prices as a list: [firstHalfKg, extraHalfKg, halfKgUpTo, then each band's upToKg and perKg]. */
export type PriceSteps = number[];

export function priceSteps(rates: ServiceRates): PriceSteps {
  return [
    rates.firstHalfKg,
    rates.extraHalfKg,
    rates.halfKgUpTo,
    ...rates.perKgBands.flatMap((band) => [band.upToKg, band.perKg]),
  ];
}

/** What the fuel surcharge and GST multiply a price by, times 10,000 (20% and 18%: 120 × 118). */
export function surchargeFactor(
  card: Pick<RateCard, 'fuelSurchargePercent' | 'gstPercent'>,
): number {
  return (100 + card.fuelSurchargePercent) * (100 + card.gstPercent);
}

/**
 * The price in whole rupees, fuel surcharge and GST included (`factor`, see surchargeFactor), of
 * `kg` chargeable kilograms: the first 0.5 kg, each further 0.5 kg (part of one counted whole)
 * up to halfKgUpTo, then each further whole kilogram at its band's rate. Undefined above the
 * last band: quoted by hand.
 */
export function priceOf(steps: PriceSteps, factor: number, kg: number): number | undefined {
  // Half kilograms, rounded to a millionth first so that 12.000000000000002 kg is 24 of them.
  const halves = Math.max(1, Math.ceil(Math.round(kg * 2e6) / 1e6));
  const whole = Math.ceil(halves / 2);
  let from = steps[2]!;
  let price = steps[0]! + (Math.min(halves, from * 2) - 1) * steps[1]!;
  // Not destructured: esbuild cannot lower destructuring for the old browsers the scripts target.
  for (let i = 3; i < steps.length; i += 2) {
    if (whole > from) price += (Math.min(whole, steps[i]!) - from) * steps[i + 1]!;
    from = steps[i]!;
  }
  return whole > from ? undefined : Math.round((price * factor) / 1e4);
}

/** The price of `kg` by one service of the card (what the destination pages' tables show). */
export function priceFor(card: RateCard, rates: ServiceRates, kg: number): number | undefined {
  return priceOf(priceSteps(rates), surchargeFactor(card), kg);
}

/** Rupees as India writes them: "₹1,23,456" (the last three digits, then pairs). */
export function formatRupees(rupees: number): string {
  return '₹' + String(rupees).replace(/\B(?=(\d\d)*\d{3}$)/g, ',');
}
