/**
 * The image budget: the bytes of the images a page loads on a 375 px phone at device pixel ratio
 * 2, the visitor the site is built for. For each `<img>` (in a `<picture>`, the first `<source>`
 * of a type such a phone's browser shows and without `media`), the file the browser picks is
 * the one it would pick: from a `srcset` of widths, the narrowest at least as wide as the slot
 * `sizes` gives at 375 px times 2 (the widest when none is); from densities, the one nearest 2x.
 * Lazy images count too: the visitor who reads the page scrolls to them. Only the site's own
 * files are counted, each once a page, as they are served (images are compressed already).
 */
import { type Element, isTag } from 'domhandler';
import { statSync } from 'node:fs';
import path from 'node:path';
import type { Budgets } from '../contract';
import type { Diagnostic } from '../diagnostics';
import { kb } from './budgets';
import { isLocalUrl, select, type BuiltPage } from './load-dist';

const PHONE = { width: 375, density: 2 };
/** What a phone's browser shows (Chrome and Safari since 2022 show AVIF). */
const SHOWN_TYPES = new Set([
  'image/avif',
  'image/webp',
  'image/jpeg',
  'image/png',
  'image/gif',
  'image/svg+xml',
]);

export interface ImageBudgetReport {
  problems: Diagnostic[];
  /** The most image bytes any one page loads on the phone. */
  largestPageImages: number;
}

export function checkImageBudgets(
  distDir: string,
  pages: BuiltPage[],
  budgets: Pick<Budgets, 'imageBytes' | 'pageImageBytes'>,
): ImageBudgetReport {
  const problems: Diagnostic[] = [];
  const sizes = new Map<string, number | undefined>();
  const sizeOf = (url: string) => {
    if (!sizes.has(url))
      sizes.set(
        url,
        statSync(path.join(distDir, decodeURI(url.split(/[?#]/)[0]!)), { throwIfNoEntry: false })
          ?.size,
      );
    return sizes.get(url);
  };
  let largestPageImages = 0;
  for (const page of pages) {
    const loaded = new Map<string, number>();
    for (const image of select('img', page.document)) {
      const url = chosenUrl(image);
      if (!isLocalUrl(url) || loaded.has(url)) continue;
      const bytes = sizeOf(url);
      if (bytes !== undefined) loaded.set(url, bytes);
    }
    const total = [...loaded.values()].reduce((sum, bytes) => sum + bytes, 0);
    largestPageImages = Math.max(largestPageImages, total);
    for (const [url, bytes] of loaded) {
      if (bytes <= budgets.imageBytes) continue;
      problems.push({
        message: `A 375 px phone loads ${url} (${kb(bytes, 1)}) for this page, over the ${kb(budgets.imageBytes, 1)} budget for one image.`,
        file: page.displayFile,
        hint: 'Show the photo with <Image> (or in Markdown), which makes it in smaller widths and formats, or save it smaller; budgets are `build.budgets` in content/config.ts.',
      });
    }
    if (total > budgets.pageImageBytes) {
      problems.push({
        message: `A 375 px phone loads ${kb(total, 1)} of images for this page (${[...loaded].map(([url, bytes]) => `${url} ${kb(bytes, 1)}`).join(', ')}), over the ${kb(budgets.pageImageBytes, 1)} budget.`,
        file: page.displayFile,
        hint: 'Show fewer or smaller photos, or give <Image> the width the layout really shows (it sets the widths made); budgets are `build.budgets` in content/config.ts.',
      });
    }
  }
  return { problems, largestPageImages };
}

/** The URL the phone loads for an `<img>`. */
export function chosenUrl(image: Element): string | undefined {
  const picture = image.parent;
  if (picture && isTag(picture) && picture.name === 'picture') {
    for (const source of picture.children) {
      if (!isTag(source) || source.name !== 'source' || 'media' in source.attribs) continue;
      const { type, srcset = '', sizes } = source.attribs;
      if (type !== undefined && !SHOWN_TYPES.has(type.trim().toLowerCase())) continue;
      const chosen = fromSrcset(srcset, sizes);
      if (chosen) return chosen;
    }
  }
  return fromSrcset(image.attribs.srcset ?? '', image.attribs.sizes) ?? image.attribs.src;
}

/** The candidate of a `srcset` a browser picks on the phone; undefined for an empty one. */
function fromSrcset(srcset: string, sizes: string | undefined): string | undefined {
  const candidates = srcset
    .split(/,\s+/)
    .map((candidate) => candidate.trim().split(/\s+/))
    .filter((parts) => parts[0]);
  if (candidates.length === 0) return undefined;
  const widths = candidates
    .filter((parts) => /^\d+w$/.test(parts[1] ?? ''))
    .map((parts) => ({ url: parts[0]!, width: Number.parseInt(parts[1]!, 10) }));
  if (widths.length > 0) {
    const needed = slotWidth(sizes) * PHONE.density;
    widths.sort((a, b) => a.width - b.width);
    return (widths.find((candidate) => candidate.width >= needed) ?? widths[widths.length - 1]!)
      .url;
  }
  const densities = candidates.map((parts) => ({
    url: parts[0]!,
    density: parts[1] ? Number.parseFloat(parts[1]) : 1,
  }));
  densities.sort((a, b) => a.density - b.density);
  return (
    densities.find((candidate) => candidate.density >= PHONE.density) ??
    densities[densities.length - 1]!
  ).url;
}

/**
 * The slot width `sizes` gives at the phone's width, in CSS pixels: the first entry whose media
 * condition holds (`min-width`/`max-width` in px, em or rem, joined by `and`), its length in px,
 * em, rem or vw (or a `calc()` of those added or subtracted); the whole width when it cannot be
 * read, the most a browser would fetch for.
 */
export function slotWidth(sizes: string | undefined): number {
  if (!sizes) return PHONE.width;
  for (const entry of sizes
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    // The length is last: a number with its unit, or a calc() of such.
    const match = /^(.*?)\s*(calc\([^()]*\)|[\d.]+(?:px|em|rem|vw))$/.exec(entry);
    if (!match) break;
    const [, condition, length] = match;
    if (condition !== '' && !conditionHolds(condition!)) continue;
    return lengthOf(length!) ?? PHONE.width;
  }
  return PHONE.width;
}

function conditionHolds(condition: string): boolean {
  return condition.split(/\)\s*and\s*\(/).every((part) => {
    const match = /(min|max)-width\s*:\s*([\d.]+)(px|em|rem)/.exec(part);
    if (!match) return false;
    const value = Number.parseFloat(match[2]!) * (match[3] === 'px' ? 1 : 16);
    return match[1] === 'min' ? PHONE.width >= value : PHONE.width <= value;
  });
}

function lengthOf(length: string): number | undefined {
  const calc = /^calc\((.*)\)$/.exec(length);
  const terms = (calc ? calc[1]! : length).split(/\s+(?=[+-]\s)/).map((term) => term.trim());
  let total = 0;
  for (const term of terms) {
    const match = /^([+-])?\s*([\d.]+)(px|em|rem|vw)$/.exec(term);
    if (!match) return undefined;
    const value =
      Number.parseFloat(match[2]!) *
      (match[3] === 'vw' ? PHONE.width / 100 : match[3] === 'px' ? 1 : 16);
    total += match[1] === '-' ? -value : value;
  }
  return total;
}
