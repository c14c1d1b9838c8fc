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
const calculator = (rates?: RateCard) =>
  renderToStaticMarkup(
    createElement(WeightCalculator, {
      text: en.calculator,
      quoteLink: '/contact#quote-form',
      bookLink: '/book-pickup',
      rates,
      lang: 'en-IN',
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
  ])(
    'the calculator has no destination choice, price, price note or rates for its script (%s), exactly as with no card at all',
    (_kind, rates) => {
      const html = calculator(rates);
      expect(html).toBe(calculator(undefined));
      expect(html).not.toContain('calc-destination');
      expect(html).not.toContain('calc-price');
      expect(html).not.toContain('Estimates include');
      expect(html).not.toContain('&quot;rates&quot;');
      expect(html).not.toContain('destination=');
      // The pickup link stays, carrying the weight and boxes only.
      expect(html).toContain('data-href="/book-pickup?weight={kg}&amp;boxes={boxes}"');
    },
  );

  it('the calculator with the card has all of them', () => {
    const html = calculator(rateCard);
    for (const part of [
      'id="calc-destination"',
      'id="calc-price"',
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
        /<section class="section" aria-labelledby="prices-title">.*?<\/section>/,
        '',
      ),
    );
  });
});
