/**
 * Redirects the build wrote to `_redirects`: each internal target must be a page or file of the
 * built site (through any chain of redirects), and no chain may come back on itself.
 */
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Diagnostic } from '../diagnostics';
import { followRedirects, parseRedirectsFile } from '../redirects-file';

const CONFIG = 'content/config.ts';

export async function checkRedirects(
  distDir: string,
  displayDir: string,
): Promise<{ problems: Diagnostic[]; redirectsChecked: number; froms: Set<string> }> {
  const text = await readFile(path.join(distDir, '_redirects'), 'utf8').catch(() => undefined);
  if (text === undefined) return { problems: [], redirectsChecked: 0, froms: new Set() };
  const redirects = parseRedirectsFile(text);
  const byFrom = new Map(redirects.map((redirect) => [redirect.from, redirect]));
  const problems: Diagnostic[] = [];
  for (const redirect of redirects) {
    const { end, loop } = followRedirects(byFrom, redirect);
    const where = `${redirect.from} → ${redirect.to} (${displayDir}/_redirects)`;
    if (loop) {
      problems.push({
        message: `The redirect ${where} loops: ${loop.join(' → ')}.`,
        file: CONFIG,
        field: 'redirects',
        hint: 'Point one redirect of the loop at a page of the site, then build again.',
      });
    } else if (end !== undefined && !(await existsInDist(distDir, end))) {
      problems.push({
        message: `The redirect ${where} goes to ${end}, which is not a page or file of the built site.`,
        file: CONFIG,
        field: 'redirects',
        hint: `Point it at an existing page, or add the page ${end}, then build again.`,
      });
    }
  }
  return { problems, redirectsChecked: redirects.length, froms: new Set(byFrom.keys()) };
}

/** Served like `site serve` serves it: `/` is index.html, `/a` is a.html or the file a. */
async function existsInDist(distDir: string, urlPath: string): Promise<boolean> {
  const clean = urlPath.replace(/\/+$/, '') || '/';
  const candidates = clean === '/' ? ['index.html'] : [`${clean.slice(1)}.html`, clean.slice(1)];
  for (const candidate of candidates) {
    const stats = await stat(path.join(distDir, candidate)).catch(() => undefined);
    if (stats?.isFile()) return true;
  }
  return false;
}
