/**
 * One source of transit times (content/transit.ts): the rate card, and every destination page's
 * hero, questions and price table in every language say the same days; and the calculator holds a
 * box to the limits of the strictest express partner (content/carriers.ts).
 */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { expressLimits, strictestCarrier } from '../../content/carriers';
import { destinations } from '../../content/destinations';
import { messagesOf } from '../../content/locales';
import { rateCard } from '../../content/rates';
import { transitDays } from '../../content/transit';
import {
  MAX_LENGTH_GIRTH_CM,
  MAX_PIECE_KG,
  MAX_SIDE_CM,
  readFields,
  type ShipmentInput,
} from '../../src/website/client/chargeable-weight';
import { DestinationPage } from '../../src/website/components/DestinationPage';
import { en } from '../../content/locales/en';

const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;|\u00a0/g, ' ')
    .replace(/\s+/g, ' ');

describe('transit times', () => {
  it('the rate card takes every service’s days from content/transit.ts', () => {
    for (const destination of rateCard.destinations)
      for (const service of destination.services)
        expect(service.transitDays, `${destination.slug} ${service.service}`).toEqual(
          (transitDays as Record<string, Record<string, unknown>>)[destination.slug]![
            service.service
          ],
        );
  });

  describe.each(['en', 'te', 'hi'])('the %s destination pages', (locale) => {
    it.each(destinations.map((d) => [d.slug, d] as const))(
      '%s states its express days the same in the hero, the questions and the price table, and no other days',
      (slug, destination) => {
        const messages = messagesOf(locale);
        const html = renderToStaticMarkup(
          createElement(DestinationPage, {
            destination,
            route: `/international-courier-to-${slug}`,
            locale,
            messages,
            languages: [],
          }),
        );
        const days = transitDays[slug];
        const figure = `${days.express[0]}–${days.express[1]}`;
        const hero = html.slice(
          html.indexOf('hero-points'),
          html.indexOf('</ul>', html.indexOf('hero-points')),
        );
        expect(textOf(hero)).toContain(figure);
        const table = html.slice(html.indexOf('<thead>'), html.indexOf('</thead>'));
        expect(textOf(table)).toContain(
          messages.destinations.prices.transit(days.express[0], days.express[1]),
        );
        const questions = html.slice(html.indexOf('questions-title'));
        expect(textOf(questions.slice(0, questions.indexOf('</section>')))).toContain(figure);
        // Every range of days on the page is one of the destination's services'.
        const services = Object.values(days).map((range) => `${range[0]}–${range[1]}`);
        const ranges =
          textOf(html).match(/\b\d+\s?[–-]\s?\d+(?= ?(working|business|పని|कामकाजी))/g) ?? [];
        expect(ranges.length).toBeGreaterThan(2);
        for (const range of ranges)
          expect(services, range).toContain(range.replace(/\s/g, '').replace('-', '–'));
      },
    );
  });
});

describe('the limits of one box', () => {
  const input = (fields: Partial<ShipmentInput>): ShipmentInput => ({
    length: '',
    width: '',
    height: '',
    weight: '10',
    boxes: '1',
    sizeUnit: 'cm',
    weightUnit: 'kg',
    divisor: 5000,
    ...fields,
  });
  const read = (fields: Partial<ShipmentInput>) => readFields(input(fields), en.calculator.script);

  it('are the strictest express partner’s, FedEx’s: 68 kg, 274 cm long, 330 cm length plus girth', () => {
    expect(strictestCarrier.name).toBe('FedEx');
    expect([MAX_PIECE_KG, MAX_SIDE_CM, MAX_LENGTH_GIRTH_CM]).toEqual([
      expressLimits.kg,
      expressLimits.lengthCm,
      expressLimits.lengthGirthCm,
    ]);
    expect(expressLimits).toEqual({ kg: 68, lengthCm: 274, lengthGirthCm: 330 });
  });

  it('refuse a 69 kg box, a 275 cm side and 100 × 60 × 60 cm (340 cm length plus girth), and take 68 kg and 90 × 60 × 60 cm', () => {
    expect(read({ weight: '69' }).weight).toBe(
      'One box can weigh at most 68 kg by express courier. For heavier pieces, ask us about air cargo.',
    );
    expect(read({ weight: '68' }).weight).toBe(68);
    expect(read({ length: '275', width: '10', height: '10' }).length).toMatch(/at most 274 cm/);
    expect(read({ length: '100', width: '60', height: '60' }).length).toMatch(
      /length plus girth .* at most 330 cm/i,
    );
    expect(read({ length: '90', width: '60', height: '60' }).length).toBe(90);
  });

  it('need no box size: the weight alone is enough, but one side asks for the other two', () => {
    expect(read({})).toEqual({ length: 0, width: 0, height: 0, weight: 10, boxes: 1 });
    expect(read({ length: '40' }).width).toBe('Enter the width.');
  });

  it('are named on the prices page with the carrier they come from', () => {
    expect(en.calculator.result.limits).toContain('{carrier}');
  });
});
