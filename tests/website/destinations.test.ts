/**
 * The destination pages and the tracking page as one set of data (content/destinations.ts,
 * content/carriers.ts) with each language's words keyed by id (content/locales/<code>/
 * destinations.ts and track.ts): a language has words for exactly the ids of the English, and
 * every figure a translated sentence states is the English one's, so a retyped or dropped figure
 * fails here rather than on the page.
 */
import { describe, expect, it } from 'vitest';
import { carriers } from '../../content/carriers';
import { company } from '../../content/company';
import { destinations, documentsNeeded } from '../../content/destinations';
import { messagesByLocale } from '../../content/locales';
import type { CountryWords } from '../../content/locales/en/destinations';

const en = messagesByLocale.en;
const CODES = (Object.keys(messagesByLocale) as Array<keyof typeof messagesByLocale>).filter(
  (code) => code !== 'en',
);
/** The numbers a text states, sorted: "US$200 ... 3 months" → ["200", "3"]. Digits of any script count, so a figure typed in Telugu or Devanagari digits differs. */
const numbersIn = (text: string) => (text.match(/[\p{Nd}]+(?:[.,][\p{Nd}]+)*/gu) ?? []).sort();
/** A sample country for the words that are functions of one (the title, the WhatsApp text, …): its names carry no figure. */
const sample = (words: typeof en.destinations) => words.countries.usa as CountryWords;

/** Every text of an area, by its path of keys, with the functions called on a sample country or figure. */
function texts(value: unknown, country: CountryWords, at = ''): Array<[string, string]> {
  if (typeof value === 'string') return [[at, value]];
  if (typeof value === 'function') return [[at, String(value(country))]];
  if (Array.isArray(value))
    return value.flatMap((item, index) => texts(item, country, `${at}[${index}]`));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) =>
      texts(item, country, at ? `${at}.${key}` : key),
    );
  return [];
}

describe('the destination data', () => {
  it('has English words for every id it lists, and no words the pages never show', () => {
    for (const destination of destinations) {
      const country: CountryWords = en.destinations.countries[destination.slug];
      for (const list of ['rules', 'packing', 'faqs'] as const) {
        expect(Object.keys(country[list]), `${destination.slug}.${list}`).toEqual([
          ...destination[list],
        ]);
      }
    }
    expect(Object.keys(en.destinations.countries).sort()).toEqual(
      destinations.map((destination) => destination.slug).sort(),
    );
    expect(Object.keys(en.destinations.documents)).toEqual([...documentsNeeded]);
    expect(Object.keys(en.track.carriers.notes)).toEqual(carriers.map((carrier) => carrier.id));
  });
});

describe.each(CODES)('the %s destination and tracking words', (code) => {
  const messages = messagesByLocale[code];

  it('cover exactly the English keys, no more, no fewer', () => {
    const keys = (words: unknown) =>
      texts(words, sample(en.destinations))
        .map(([at]) => at)
        .sort();
    expect(keys(messages.destinations)).toEqual(keys(en.destinations));
    expect(keys(messages.track)).toEqual(keys(en.track));
  });

  it('state every figure of the English, and no other', () => {
    for (const area of ['destinations', 'track'] as const) {
      const model = new Map(texts(en[area], sample(en.destinations)));
      for (const [at, text] of texts(messages[area], sample(messages.destinations))) {
        expect(numbersIn(text), `${area}.${at}: "${text}"`).toEqual(numbersIn(model.get(at) ?? ''));
      }
    }
  });

  it('write the English dates with the language’s month names, not retyped', () => {
    const duty = messages.destinations.countries.usa.rules.duty;
    expect(duty).not.toMatch(/August|June/);
    expect(numbersIn(duty)).toEqual(numbersIn(en.destinations.countries.usa.rules.duty));
  });

  it('name the company and the country in the WhatsApp text the destination pages open', () => {
    for (const destination of destinations) {
      const country: CountryWords = messages.destinations.countries[destination.slug];
      expect(messages.destinations.whatsapp(country), destination.slug).toContain(country.nameTo);
    }
    expect(messages.track.carriers.disclaimer).toContain(company.shortName);
  });
});

describe('the figure check', () => {
  it('fails on a figure retyped differently or in another script’s digits', () => {
    expect(numbersIn('US$100 per day')).not.toEqual(numbersIn('US$200 ప్రతి రోజు'));
    expect(numbersIn('US$100')).not.toEqual(numbersIn('US$१००'));
    expect(numbersIn('3 months, 90 days')).toEqual(numbersIn('90 రోజులు, 3 నెలలు'));
  });
});
