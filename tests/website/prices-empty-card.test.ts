/**
 * Without a rate card (no destinations, or none priced) every price element disappears and the
 * calculator and destination pages render as they did before prices existed.
 */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { findDestination } from '../../content/destinations';
import { en } from '../../content/locales/en';
import { rateCard } from '../../content/rates';
import type { RateCard } from '../../content/types';
import { DestinationPage } from '../../src/website/components/DestinationPage';
import { PriceTable } from '../../src/website/components/PriceTable';
import { WeightCalculator } from '../../src/website/components/WeightCalculator';

const empty: RateCard = { ...rateCard, destinations: [] };
const onlyAskUs: RateCard = { ...rateCard, destinations: [{ slug: 'other', services: [] }] };
const calculator = (rates: RateCard) =>
  renderToStaticMarkup(
    createElement(WeightCalculator, {
      text: en.calculator,
      priceWords: en.destinations.prices,
      quoteLink: '/contact#quote-form',
      locale: 'en',
      rates,
      lang: 'en-IN',
      action: '#prices',
    }),
  );
const destinationPage = (rates: RateCard) =>
  renderToStaticMarkup(
    createElement(DestinationPage, {
      destination: findDestination('usa'),
      rates,
      route: '/international-courier-to-usa',
      locale: 'en',
      messages: en,
      languages: [],
    }),
  );

describe('without a rate card', () => {
  it.each([
    ['no destinations', empty],
    ['only "ask us"', onlyAskUs],
  ])('there is no quote form at all (%s): nothing to price', (_kind, rates) => {
    expect(calculator(rates)).toBe('');
  });

  it('the quote form with the card has its destinations, both services, GST and the rates', () => {
    const html = calculator(rateCard);
    for (const part of [
      'id="calc-destination"',
      'id="calc-express"',
      'id="calc-economy"',
      '18% GST',
      '&quot;rates&quot;:[14160,',
      'destination={destination}',
    ])
      expect(html).toContain(part);
  });

  it('a destination page has no price table, and the rest of the page is unchanged', () => {
    expect(
      renderToStaticMarkup(
        createElement(PriceTable, {
          rates: empty,
          slug: 'usa',
          country: en.destinations.countries.usa,
          words: en.destinations.prices,
          locale: 'en',
        }),
      ),
    ).toBe('');
    const withCard = destinationPage(rateCard);
    const without = destinationPage(empty);
    expect(withCard).toContain('class="price-table"');
    expect(without).not.toContain('price-table');
    expect(without).not.toContain('Indicative prices');
    expect(without).toBe(
      withCard.replace(
        /<section class="section" id="prices" aria-labelledby="prices-title">.*?<\/section>/,
        '',
      ),
    );
  });
});
