/**
 * The Telugu and Hindi words the second reading settled on (issue 29): one spelling and one word
 * for each recurring term on every page, so a reader never meets "పార్శిల్" on one page and
 * "పార్సిల్" on the next. Read from the translation files themselves (content/locales/te, hi),
 * so a failure names the file and line to change.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { messagesOf } from '../../content/locales';
import { repoRoot } from '../helpers';

/** For each language: the variant a translation must not use, and the word it uses instead. */
const GLOSSARY = {
  te: [
    { avoid: 'పార్సిల్', use: 'పార్శిల్', term: 'parcel' },
    { avoid: 'కేజీ', use: 'కిలో', term: 'kg' },
    { avoid: 'బహుమత', use: 'గిఫ్ట్', term: 'gift' },
  ],
  hi: [
    { avoid: 'कीमत', use: 'क़ीमत', term: 'price' },
    { avoid: 'आम तौर', use: 'आमतौर', term: 'generally' },
  ],
} as const;

/** Every line of every translation file of `code` that contains `word`, as "te/pickup.ts:52". */
function linesWith(code: string, word: string): string[] {
  const folder = path.join(repoRoot, 'content', 'locales', code);
  return readdirSync(folder)
    .filter((file) => file.endsWith('.ts'))
    .flatMap((file) =>
      readFileSync(path.join(folder, file), 'utf8')
        .split('\n')
        .flatMap((line, index) => (line.includes(word) ? [`${code}/${file}:${index + 1}`] : [])),
    );
}

describe.each(Object.keys(GLOSSARY) as (keyof typeof GLOSSARY)[])('the %s translation', (code) => {
  for (const { avoid, use, term } of GLOSSARY[code]) {
    it(`writes “${term}” as ${use} on every page, never ${avoid}`, () => {
      expect(linesWith(code, avoid), `use "${use}" instead of "${avoid}" on these lines`).toEqual(
        [],
      );
    });
  }
});

describe('the price table in Telugu', () => {
  const { prices } = messagesOf('te').destinations;

  it('names one kilo or less in the singular and more in the plural', () => {
    expect(prices.kg(1)).toBe('1 కిలో');
    expect(prices.kg(2)).toBe('2 కిలోలు');
    expect(prices.kg(0.5)).toBe('0.5 కిలో');
  });
});
