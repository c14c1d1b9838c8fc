/**
 * The file an `<img>` loads on a 375 px phone at device pixel ratio 2 (the visitor the site is
 * built for), as its browser picks it: from a `<picture>`'s first `<source>` without `media` of a
 * type the phone shows, or the image's own `srcset`, the narrowest width at least twice the slot
 * `sizes` gives or the lowest density of at least 2x (else the largest); else `src`.
 */
import type { Element } from 'domhandler';
import { select } from './load-dist';

const PHONE = { width: 375, density: 2 };
/** What a phone's browser shows (Chrome and Safari since 2022 show AVIF). */
const SHOWN_TYPES = /^image\/(?:avif|webp|jpeg|png|gif|svg\+xml)$/;
/** CSS pixels per unit, on the phone. */
const UNITS: Record<string, number> = { px: 1, em: 16, rem: 16, vw: PHONE.width / 100 };

export function chosenUrl(image: Element): string | undefined {
  for (const { attribs } of select('picture:scope > source:not([media])', image.parent!)) {
    if (attribs.type !== undefined && !SHOWN_TYPES.test(attribs.type.trim().toLowerCase()))
      continue;
    const chosen = fromSrcset(attribs.srcset, attribs.sizes);
    if (chosen) return chosen;
  }
  return fromSrcset(image.attribs.srcset, image.attribs.sizes) ?? image.attribs.src;
}

/** The candidate of a `srcset` the phone picks; undefined for an empty one. */
function fromSrcset(srcset = '', sizes: string | undefined): string | undefined {
  const candidates = srcset
    .split(/,\s+/)
    .map((candidate) => candidate.trim().split(/\s+/))
    .filter(([url]) => url);
  const byWidth = candidates.some(([, descriptor]) => /^\d+w$/.test(descriptor ?? ''));
  const needed = byWidth ? slotWidth(sizes) * PHONE.density : PHONE.density;
  const ranked = candidates
    .filter(([, descriptor]) => !byWidth || /^\d+w$/.test(descriptor ?? ''))
    .map(([url, descriptor]) => ({
      url: url!,
      value: descriptor ? Number.parseFloat(descriptor) : 1,
    }))
    .sort((a, b) => a.value - b.value);
  return (ranked.find((candidate) => candidate.value >= needed) ?? ranked.at(-1))?.url;
}

/**
 * The slot width `sizes` gives at the phone's width, in CSS pixels: the first entry whose media
 * condition holds (`min-width`/`max-width` in px, em or rem, joined by `and`), its length in px,
 * em, rem or vw (or a `calc()` of those added or subtracted); the whole width when it cannot be
 * read, the most a browser would fetch for.
 */
export function slotWidth(sizes: string | undefined): number {
  for (const entry of (sizes ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    // The length is last: a number with its unit, or a calc() of such.
    const match = /^(.*?)\s*(calc\([^()]*\)|[\d.]+(?:px|em|rem|vw))$/.exec(entry);
    if (!match) break;
    if (match[1] === '' || conditionHolds(match[1]!)) return lengthOf(match[2]!) ?? PHONE.width;
  }
  return PHONE.width;
}

function conditionHolds(condition: string): boolean {
  return condition.split(/\)\s*and\s*\(/).every((part) => {
    const match = /(min|max)-width\s*:\s*([\d.]+)(px|em|rem)/.exec(part);
    const value = match ? Number.parseFloat(match[2]!) * UNITS[match[3]!]! : Number.NaN;
    return match?.[1] === 'min' ? PHONE.width >= value : PHONE.width <= value;
  });
}

function lengthOf(length: string): number | undefined {
  let total = 0;
  for (const term of length.replace(/^calc\((.*)\)$/, '$1').split(/\s+(?=[+-]\s)/)) {
    const match = /^([+-])?\s*([\d.]+)(px|em|rem|vw)$/.exec(term.trim());
    if (!match) return undefined;
    total += (match[1] === '-' ? -1 : 1) * Number.parseFloat(match[2]!) * UNITS[match[3]!]!;
  }
  return total;
}
