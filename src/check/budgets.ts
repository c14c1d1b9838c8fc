/**
 * Byte budgets: each page's HTML plus the CSS it loads, and all JavaScript together, gzipped.
 */
import fg from 'fast-glob';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Budgets } from '../contract';
import type { Diagnostic } from '../diagnostics';
import type { BuiltPage } from './load-dist';

export interface BudgetReport {
  problems: Diagnostic[];
  largestPageGzip: number;
  scriptGzip: number;
}

const gzipSize = (contents: string | Buffer) => gzipSync(contents).byteLength;

export async function checkBudgets(distDir: string, displayDir: string, pages: BuiltPage[], budgets: Budgets): Promise<BudgetReport> {
  const problems: Diagnostic[] = [];
  const stylesheetSizes = new Map<string, number>();
  const stylesheetGzip = (href: string) => {
    if (!stylesheetSizes.has(href)) stylesheetSizes.set(href, gzipSize(readFileSync(path.join(distDir, href))));
    return stylesheetSizes.get(href)!;
  };
  let largestPageGzip = 0;
  for (const page of pages) {
    const sheets = page.document
      .querySelectorAll('link[rel="stylesheet"]')
      .map((link) => link.getAttribute('href') ?? '')
      .filter((href) => href.startsWith('/') && !href.startsWith('//'));
    const total = gzipSize(page.html) + sheets.reduce((sum, href) => sum + stylesheetGzip(href), 0);
    largestPageGzip = Math.max(largestPageGzip, total);
    if (total > budgets.pageHtmlCssGzip) {
      problems.push({
        message: `HTML plus CSS is ${kb(total)} gzipped, over the ${kb(budgets.pageHtmlCssGzip)} budget.`,
        file: page.displayFile,
        hint: 'Trim the page markup or the stylesheet; budgets are `build.budgets` in content/config.ts.',
      });
    }
  }
  const scripts = await fg('**/*.js', { cwd: distDir, onlyFiles: true });
  const scriptGzip = scripts.reduce((sum, file) => sum + gzipSize(readFileSync(path.join(distDir, file))), 0);
  if (scriptGzip > budgets.scriptGzip) {
    problems.push({
      message: `All JavaScript together is ${kb(scriptGzip)} gzipped, over the ${kb(budgets.scriptGzip)} budget.`,
      file: `${displayDir}/${scripts.join(', ')}`,
      hint: 'Remove code from src/client/; the pages must work without it anyway.',
    });
  }
  return { problems, largestPageGzip, scriptGzip };
}

function kb(bytes: number): string {
  return `${(bytes / 1024).toFixed(2)} KB`;
}
