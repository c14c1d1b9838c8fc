/**
 * Redirects the build wrote to `_redirects`: each internal target must be a page or file of the
 * built site (through any chain of redirects), and no chain may come back on itself.
 */
import type { Diagnostic } from '../diagnostics';
import { followRedirects, parseRedirectsFile } from '../redirects-file';
import { createFileCheck, readIn, resolveTarget } from '../serve/preview';
import type { Site } from './load-dist';

export function checkRedirects({ distDir, displayDir }: Site) {
  const redirects = parseRedirectsFile(readIn(distDir, '_redirects'));
  const has = createFileCheck(distDir);
  const byFrom = new Map(redirects.map((redirect) => [redirect.from, redirect]));
  const problems = redirects.flatMap((redirect): Diagnostic[] => {
    const { end, loop } = followRedirects(byFrom, redirect);
    const where = `${redirect.from} → ${redirect.to} (${displayDir}/_redirects)`;
    const problem = (message: string, hint: string) => [
      { message, file: 'content/config.ts', field: 'redirects', hint },
    ];
    if (loop)
      return problem(
        `The redirect ${where} loops: ${loop.join(' → ')}.`,
        'Point one redirect of the loop at a page of the site, then build again.',
      );
    if (end === undefined || isServed(has, end)) return [];
    return problem(
      `The redirect ${where} goes to ${end}, which is not a page or file of the built site.`,
      `Point it at an existing page, or add the page ${end}, then build again.`,
    );
  });
  return { problems, redirectsChecked: redirects.length, froms: new Set(byFrom.keys()) };
}

/** Whether `site serve` answers the path (percent-encoded, as written to `_redirects`) with a file, or moves it to a page's one URL. */
function isServed(has: (urlPath: string) => boolean, urlPath: string): boolean {
  try {
    const decoded = decodeURIComponent(urlPath);
    const clean = `/${decoded.split('/').filter(Boolean).join('/')}`;
    return resolveTarget({ path: clean, decoded, query: '' }, has, []) !== undefined;
  } catch {
    return false;
  }
}
