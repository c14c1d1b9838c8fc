/**
 * Broken internal links and assets: linkinator crawls the built site as our own server
 * serves it on 127.0.0.1 (clean URLs, the real 404 handling). External links are not fetched.
 */
import { LinkChecker, LinkState } from 'linkinator';
import { serveStatic } from '../serve/index';
import type { Diagnostic } from '../diagnostics';
import type { BuiltPage } from './load-dist';

export async function checkLinks(distDir: string, pages: BuiltPage[]): Promise<{ problems: Diagnostic[]; linksChecked: number }> {
  const server = await serveStatic({ outDir: distDir, host: '127.0.0.1', port: 0 });
  try {
    const origin = server.origin;
    const byRoute = new Map(pages.map((page) => [page.route, page]));
    // The 404 page answers with status 404 by design, so it is not a start page; its links are.
    const notFound = byRoute.get('/404');
    const starts = pages.filter((page) => page !== notFound).map((page) => origin + page.route);
    if (notFound) starts.push(...localReferences(notFound, origin));
    const checker = new LinkChecker();
    const result = await checker.check({
      path: [...new Set(starts)],
      recurse: true,
      concurrency: 8,
      timeout: 10_000,
      checkFragments: true,
      linksToSkip: async (link) => !link.startsWith(origin),
    });
    const broken = result.links.filter((link) => link.state === LinkState.BROKEN);
    const problems = broken.map((link) => {
      const parentRoute = link.parent ? new URL(link.parent).pathname : undefined;
      const parent = parentRoute ? byRoute.get(parentRoute) : undefined;
      const target = link.url.startsWith(origin) ? link.url.slice(origin.length) : link.url;
      return {
        message: `Broken link to ${target} (status ${link.status ?? 'no response'}).`,
        ...(parent ? { file: parent.displayFile } : { file: parentRoute ?? 'start page' }),
        hint: 'Point the link at a page that exists, or add the missing file to public/.',
      };
    });
    return { problems, linksChecked: result.links.filter((link) => link.state !== LinkState.SKIPPED).length };
  } finally {
    await server.close();
  }
}

function localReferences(page: BuiltPage, origin: string): string[] {
  const urls = page.document
    .querySelectorAll('[href], [src]')
    .map((element) => element.getAttribute('href') ?? element.getAttribute('src') ?? '')
    .filter((value) => value.startsWith('/') && !value.startsWith('//'));
  return urls.map((value) => origin + value.split('#')[0]);
}
