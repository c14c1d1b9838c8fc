import { describe, expect, it } from 'vitest';
import { formatCount, formatDate } from '../../src/website/components/format';

describe('formatDate', () => {
  it.each(['en-IN', 'te-IN', 'hi-IN'])(
    'writes every day from 1990 to 2060 exactly as Intl does for %s',
    (lang) => {
      const intl = new Intl.DateTimeFormat(lang, {
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      });
      const mismatches: string[] = [];
      for (let time = Date.UTC(1990, 0, 1); time <= Date.UTC(2060, 11, 31); time += 86_400_000) {
        const isoDate = new Date(time).toISOString().slice(0, 10);
        if (formatDate(isoDate, lang) !== intl.format(time)) mismatches.push(isoDate);
      }
      expect(mismatches).toEqual([]);
      expect(formatDate('2026-03-12')).toBe('12 March 2026');
    },
  );

  it('writes a date in a language the site does not have as Intl does there', () => {
    expect(formatDate('2026-03-12', 'en-US')).toBe('March 12, 2026');
  });

  it('writes a date in Telugu and Hindi with their month names, as Intl does for te-IN and hi-IN', () => {
    expect(formatDate('2026-03-12', 'te-IN')).toBe(
      new Intl.DateTimeFormat('te-IN', {
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      }).format(Date.UTC(2026, 2, 12)),
    );
    expect(formatDate('2026-03-12', 'te-IN')).toMatch(/^12 మార్చి,? 2026$/);
    expect(formatDate('2026-03-12', 'hi-IN')).toMatch(/^12 मार्च,? 2026$/);
    expect(formatDate('2026-03-12', 'en-IN')).toBe('12 March 2026');
  });

  it('refuses text that is not a YYYY-MM-DD date, naming it', () => {
    for (const text of ['2026-13-01', '2026-00-10', '12 March 2026', '2026-3-12', '']) {
      expect(() => formatDate(text)).toThrow(`"${text}" is not a date written YYYY-MM-DD`);
      expect(() => formatDate(text, 'te-IN')).toThrow(`"${text}" is not a date written YYYY-MM-DD`);
    }
  });
});

describe('formatCount', () => {
  it('groups digits exactly as Intl does for en-IN, in lakhs and crores', () => {
    const intl = new Intl.NumberFormat('en-IN');
    const counts = [
      0,
      7,
      42,
      999,
      1000,
      4800,
      12_345,
      99_999,
      100_000,
      1_234_567,
      12_345_678,
      123_456_789,
      1_000_000_000,
      Number.MAX_SAFE_INTEGER,
    ];
    for (let count = 1; count < 1e15; count = count * 7 + 3) counts.push(count);
    for (const count of counts) expect(formatCount(count), String(count)).toBe(intl.format(count));
    expect(formatCount(1_234_567)).toBe('12,34,567');
  });

  it('refuses negative, fractional and unsafe numbers', () => {
    for (const count of [-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 60])
      expect(() => formatCount(count)).toThrow(RangeError);
  });
});
