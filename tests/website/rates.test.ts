/**
 * The rate card and the one function that prices a parcel by it (src/website/client/price.ts), which
 * both the destination pages' tables and the calculator's estimate use.
 */
import { describe, expect, it } from 'vitest';
import { destinations } from '../../content/destinations';
import { rateCard } from '../../content/rates';
import type { ServiceRates } from '../../content/types';
import { formatCount } from '../../src/website/components/format';
import { formatRupees, priceFor } from '../../src/website/client/price';
import type { RateCard } from '../../content/types';

const rates: ServiceRates = {
  service: 'express',
  transitDays: [3, 5],
  firstHalfKg: 1000,
  extraHalfKg: 200,
  halfKgUpTo: 20,
  perKgBands: [
    { upToKg: 44, perKg: 500 },
    { upToKg: 70, perKg: 400 },
  ],
};
const card = (fuelSurchargePercent: number, gstPercent: number): RateCard => ({
  updated: '2026-01-01',
  fuelSurchargePercent,
  gstPercent,
  pickupCharge: 0,
  destinations: [],
});
const untaxed = card(0, 0);
const priceOf = (surcharges: RateCard, service: ServiceRates, kg: number) =>
  priceFor(surcharges, service, kg);

describe('priceFor (priceOf on the card’s numbers)', () => {
  it('charges the first 0.5 kg for anything up to half a kilogram, even a few grams', () => {
    expect(priceOf(untaxed, rates, 0.01)).toBe(1000);
    expect(priceOf(untaxed, rates, 0.5)).toBe(1000);
  });

  it('adds one step for each further 0.5 kg, a part of a step counted whole', () => {
    const steps = [0.5, 1, 1.5, 2, 2.5, 5, 12, 19.5, 20].map((kg) => priceOf(untaxed, rates, kg));
    expect(steps).toEqual([1000, 1200, 1400, 1600, 1800, 2800, 5600, 8600, 8800]);
    expect(priceOf(untaxed, rates, 0.51)).toBe(1200);
    expect(priceOf(untaxed, rates, 11.01)).toBe(5400); // charged as 11.5 kg
  });

  it('does not charge a step for a rounding error (12.000000000000002 kg is 12 kg)', () => {
    expect(priceOf(untaxed, rates, 0.1 * 120.00000000000001)).toBe(priceOf(untaxed, rates, 12));
    expect(priceOf(untaxed, rates, (50 * 40 * 30) / 5000)).toBe(5600);
  });

  it('charges each whole kilogram past the half-kilogram steps at its band’s rate, up to each band’s edge', () => {
    expect(priceOf(untaxed, rates, 20.5)).toBe(8800 + 500);
    expect(priceOf(untaxed, rates, 21)).toBe(8800 + 500);
    expect(priceOf(untaxed, rates, 21.2)).toBe(8800 + 2 * 500);
    expect(priceOf(untaxed, rates, 44)).toBe(8800 + 24 * 500);
    expect(priceOf(untaxed, rates, 44.5)).toBe(8800 + 24 * 500 + 400);
    expect(priceOf(untaxed, rates, 70)).toBe(8800 + 24 * 500 + 26 * 400);
  });

  it('has no price past the last band (quoted by hand), nor past the steps when there are no bands', () => {
    expect(priceOf(untaxed, rates, 70.5)).toBeUndefined();
    expect(priceOf(untaxed, { ...rates, perKgBands: [] }, 20)).toBe(8800);
    expect(priceOf(untaxed, { ...rates, perKgBands: [] }, 20.5)).toBeUndefined();
  });

  it('adds the fuel surcharge to the price, then GST on both, rounded to the rupee', () => {
    expect(priceOf(card(20, 0), rates, 0.5)).toBe(1200);
    expect(priceOf(card(0, 18), rates, 0.5)).toBe(1180);
    expect(priceOf(card(20, 18), rates, 0.5)).toBe(1416);
    // 1,000 + 200 = 1,200; with 12.5 % fuel 1,350; with 18 % GST 1,593.
    expect(priceOf(card(12.5, 18), rates, 1)).toBe(1593);
    // 1,800 × 1.2 × 1.18 = 2,548.8: rounded to 2,549.
    expect(priceOf(card(20, 18), rates, 2.5)).toBe(2549);
    // 1,400 × 1.2 × 1.18 = 1,982.4: rounded to 1,982.
    expect(priceOf(card(20, 18), rates, 1.5)).toBe(1982);
  });

  it('gives the card’s USA express price for 5 kg as a few thousand rupees, GST and fuel included', () => {
    const usa = rateCard.destinations.find((d) => d.slug === 'usa')!.services[0]!;
    expect(priceOf(rateCard, usa, 5)).toBe(
      Math.round(((usa.firstHalfKg + 9 * usa.extraHalfKg) * 120 * 118) / 1e4),
    );
    expect(priceOf(rateCard, usa, 5)).toBeGreaterThan(2000);
    expect(priceOf(rateCard, usa, 5)).toBeLessThan(10000);
  });
});

describe('formatRupees', () => {
  it('writes rupees with the ₹ sign, grouped as India does (as formatCount and Intl en-IN do)', () => {
    expect(formatRupees(5)).toBe('₹5');
    expect(formatRupees(999)).toBe('₹999');
    expect(formatRupees(1416)).toBe('₹1,416');
    expect(formatRupees(11540)).toBe('₹11,540');
    expect(formatRupees(123456)).toBe('₹1,23,456');
    expect(formatRupees(12345678)).toBe('₹1,23,45,678');
    for (let n = 1; n < 1e12; n = n * 7 + 3) expect(formatRupees(n)).toBe(`₹${formatCount(n)}`);
  });
});

describe('the rate card', () => {
  it('prices each destination of the site, and "other countries" with no service (ask us)', () => {
    expect(rateCard.destinations.map((d) => d.slug)).toEqual([
      ...destinations.map((d) => d.slug),
      'other',
    ]);
    expect(rateCard.destinations.find((d) => d.slug === 'other')!.services).toEqual([]);
  });

  it('has whole half-kilogram limits, bands in ascending order, at most one of each service, and express everywhere it has prices', () => {
    for (const destination of rateCard.destinations) {
      const names = destination.services.map((s) => s.service);
      expect(new Set(names).size, destination.slug).toBe(names.length);
      if (names.length) expect(names[0], destination.slug).toBe('express');
      for (const service of destination.services) {
        expect(Number.isInteger(service.halfKgUpTo), `${destination.slug} ${service.service}`).toBe(
          true,
        );
        const edges = [service.halfKgUpTo, ...service.perKgBands.map((b) => b.upToKg)];
        expect(edges, `${destination.slug} ${service.service}`).toEqual(
          [...edges].sort((a, b) => a - b),
        );
        expect(new Set(edges).size).toBe(edges.length);
        expect(service.transitDays[0]).toBeLessThanOrEqual(service.transitDays[1]);
      }
    }
    expect(rateCard.updated).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('charges GST at 18 %, the rate for courier services (SAC 9968)', () => {
    expect(rateCard.gstPercent).toBe(18);
  });
});
