/**
 * Byte budgets: each page's HTML plus the CSS it loads, and the JavaScript it loads, gzipped.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Budgets } from '../contract';
import type { Diagnostic } from '../diagnostics';
import { localUrls, type BuiltPage } from './load-dist';

export interface BudgetReport {
  problems: Diagnostic[];
  largestPageGzip: number;
  /** The most JavaScript any one page loads. */
  scriptGzip: number;
}

const gzipSize = (contents: string | Buffer) => gzipSync(contents).byteLength;

export async function checkBudgets(
  distDir: string,
  _displayDir: string,
  pages: BuiltPage[],
  budgets: Budgets,
): Promise<BudgetReport> {
  const problems: Diagnostic[] = [];
  const assetSizes = new Map<string, number>();
  const assetGzip = (href: string) => {
    if (!assetSizes.has(href))
      assetSizes.set(href, gzipSize(readFileSync(path.join(distDir, href))));
    return assetSizes.get(href)!;
  };
  let largestPageGzip = 0;
  let scriptGzip = 0;
  for (const page of pages) {
    const total =
      gzipSize(page.html) +
      localUrls(page, 'link[rel="stylesheet"]', 'href').reduce(
        (sum, href) => sum + assetGzip(href),
        0,
      );
    largestPageGzip = Math.max(largestPageGzip, total);
    if (total > budgets.pageHtmlCssGzip) {
      problems.push({
        message: `HTML plus CSS is ${kb(total)} gzipped, over the ${kb(budgets.pageHtmlCssGzip)} budget.`,
        file: page.displayFile,
        hint: 'Trim the page markup or the stylesheet; budgets are `build.budgets` in content/config.ts.',
      });
    }
    const scripts = localUrls(page, 'script[src]', 'src');
    const pageScriptGzip = scripts.reduce((sum, src) => sum + assetGzip(src), 0);
    scriptGzip = Math.max(scriptGzip, pageScriptGzip);
    if (pageScriptGzip > budgets.scriptGzip) {
      problems.push({
        message: `The JavaScript this page loads (${scripts.join(', ')}) is ${kb(pageScriptGzip)} gzipped, over the ${kb(budgets.scriptGzip)} budget.`,
        file: page.displayFile,
        hint: "Remove code from the shared script (build.clientEntry in content/config.ts; the pages must work without it anyway), or move code only one page needs into that page's own script.",
      });
    }
  }
  return { problems, largestPageGzip, scriptGzip };
}

/** Bytes as kilobytes, as messages show them. */
export function kb(bytes: number, digits = 2): string {
  return `${(bytes / 1024).toFixed(digits)} KB`;
}
