import { parseDocument } from 'htmlparser2';
import { describe, expect, it } from 'vitest';
import { chosenUrl, slotWidth } from '../../../src/generator/check/images';
import { select } from '../../../src/generator/check/load-dist';

const chosen = (html: string) => chosenUrl(select('img', parseDocument(html))[0]!);

describe('the file a 375 px phone at device pixel ratio 2 loads', () => {
  it('reads the slot width from the first size whose media condition holds', () => {
    expect(slotWidth(undefined)).toBe(375);
    expect(slotWidth('(min-width: 720px) 720px, 100vw')).toBe(375);
    expect(slotWidth('(max-width: 40em) 50vw, 300px')).toBe(187.5);
    expect(slotWidth('(min-width: 20rem) and (max-width: 30rem) calc(100vw - 2rem), 600px')).toBe(
      343,
    );
    expect(slotWidth('320px')).toBe(320);
    // What it cannot read counts as the whole screen: the most a browser would fetch for.
    expect(slotWidth('(orientation: landscape) 10px, min(50vw, 20px)')).toBe(375);
  });

  it('takes the narrowest width at least twice the slot, the widest when none is', () => {
    const srcset = '/a-400.avif 400w, /a-800.avif 800w, /a-1440.avif 1440w';
    expect(chosen(`<img src="/a.jpg" srcset="${srcset}" sizes="100vw">`)).toBe('/a-800.avif');
    expect(chosen(`<img src="/a.jpg" srcset="${srcset}" sizes="180px">`)).toBe('/a-400.avif');
    expect(
      chosen(`<img src="/a.jpg" srcset="/a-400.avif 400w, /a-600.avif 600w" sizes="100vw">`),
    ).toBe('/a-600.avif');
  });

  it("takes a picture's first source of a type the phone shows, and skips sources with media", () => {
    const html = `<picture><source type="image/jxl" srcset="/a.jxl 800w"><source media="(min-width: 900px)" srcset="/wide.avif 1600w"><source type="image/avif" srcset="/a-800.avif 800w" sizes="100vw"><img src="/a.jpg" srcset="/a-800.jpg 800w"></picture>`;
    expect(chosen(html)).toBe('/a-800.avif');
  });

  it('takes the 2x candidate of a density srcset, and src without a srcset', () => {
    expect(chosen('<img src="/a.png" srcset="/a.png 1x, /a@2x.png 2x, /a@3x.png 3x">')).toBe(
      '/a@2x.png',
    );
    expect(chosen('<img src="/images/hero.svg" alt="">')).toBe('/images/hero.svg');
  });
});
