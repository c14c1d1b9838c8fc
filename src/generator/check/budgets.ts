/**
 * Byte budgets of each page: its HTML plus CSS, and its JavaScript, gzipped; the images a 375 px
 * phone loads (images.ts), as served (they are compressed already), each once. Lazy images count
 * too: the visitor who reads the page scrolls to them.
 */
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { BUDGETS } from '../config';
import type { Diagnostic } from '../diagnostics';
import { chosenUrl } from './images';
import { isLocalUrl, localUrls, select, type Site } from './load-dist';

const SETTINGS = 'budgets are `build.budgets` in content/config.ts.';

export function checkBudgets({ distDir, pages, record }: Site) {
  // A record from before a budget existed has no setting for it: the default holds.
  const budgets = { ...BUDGETS, ...record?.budgets };
  const fileOf = (url: string) => path.join(distDir, decodeURI(url.split(/[?#]/)[0]!));
  // Each file gzipped once: every page loads the shared script.
  const gzipped = new Map<string, number>();
  const gzipOf = (url: string) => {
    if (!gzipped.has(url)) gzipped.set(url, gzipSync(readFileSync(fileOf(url))).byteLength);
    return gzipped.get(url)!;
  };
  const problems: Diagnostic[] = [];
  const largest = { pageGzip: 0, scriptGzip: 0, pageImages: 0 };
  for (const page of pages) {
    const problem = (message: string, hint: string) =>
      problems.push({ message, file: page.displayFile, hint });
    const styles = localUrls(page, 'link[rel="stylesheet"]', 'href');
    const pageGzip = gzipSync(page.html).byteLength + sum(styles.map(gzipOf));
    largest.pageGzip = Math.max(largest.pageGzip, pageGzip);
    if (pageGzip > budgets.pageHtmlCssGzip)
      problem(
        `HTML plus CSS is ${kb(pageGzip)} gzipped, over the ${kb(budgets.pageHtmlCssGzip)} budget.`,
        `Trim the page markup or the stylesheet; ${SETTINGS}`,
      );
    const scripts = localUrls(page, 'script[src]', 'src');
    const scriptGzip = sum(scripts.map(gzipOf));
    largest.scriptGzip = Math.max(largest.scriptGzip, scriptGzip);
    if (scriptGzip > budgets.scriptGzip)
      problem(
        `The JavaScript this page loads (${scripts.join(', ')}) is ${kb(scriptGzip)} gzipped, over the ${kb(budgets.scriptGzip)} budget.`,
        "Remove code from the shared script (build.clientEntry in content/config.ts; the pages must work without it anyway), or move code only one page needs into that page's own script.",
      );
    const images = new Map<string, number>();
    for (const image of select('img', page.document)) {
      const url = chosenUrl(image);
      const file = isLocalUrl(url) ? statSync(fileOf(url), { throwIfNoEntry: false }) : undefined;
      if (file) images.set(url!, file.size);
    }
    for (const [url, bytes] of images)
      if (bytes > budgets.imageBytes)
        problem(
          `A 375 px phone loads ${url} (${kb(bytes, 1)}) for this page, over the ${kb(budgets.imageBytes, 1)} budget for one image.`,
          `Show the photo with <Image> (or in Markdown), which makes it in smaller widths and formats, or save it smaller; ${SETTINGS}`,
        );
    const imageBytes = sum([...images.values()]);
    largest.pageImages = Math.max(largest.pageImages, imageBytes);
    if (imageBytes > budgets.pageImageBytes)
      problem(
        `A 375 px phone loads ${kb(imageBytes, 1)} of images for this page (${[...images].map(([url, bytes]) => `${url} ${kb(bytes, 1)}`).join(', ')}), over the ${kb(budgets.pageImageBytes, 1)} budget.`,
        `Show fewer or smaller photos, or give <Image> the width the layout really shows (it sets the widths made); ${SETTINGS}`,
      );
  }
  return { problems, largest };
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

export const kb = (bytes: number, digits = 2) => `${(bytes / 1024).toFixed(digits)} KB`;
