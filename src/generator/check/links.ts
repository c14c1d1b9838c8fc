/**
 * Broken internal links and assets: linkinator crawls the built site as our own server serves it
 * on 127.0.0.1 (clean URLs, `_redirects`, the real 404 handling); external links are not fetched.
 */
import fg from 'fast-glob';
import { LinkChecker, LinkState, type LinkResult } from 'linkinator';
import path from 'node:path';
import { serveStatic } from '../serve/index';
import { readIn } from '../serve/preview';
import { localUrls, type BuiltPage, type Site } from './load-dist';

/** Start pages per linkinator run (see crawl). */
const START_BATCH = 8;

export async function checkLinks(site: Site) {
  const server = await serveStatic({ outDir: site.distDir, host: '127.0.0.1', port: 0 });
  try {
    const links = await crawl(server.origin, site.pages);
    // A link found in several batches was checked in each: count it once.
    const checked = links.filter((link) => link.state !== LinkState.SKIPPED);
    return {
      problems: await describeBroken(links, server.origin, site),
      linksChecked: new Set(checked.map((link) => link.url)).size,
    };
  } finally {
    await server.close();
  }
}

/** Every link of every page, each page a start page of linkinator, without recursing. */
async function crawl(origin: string, pages: BuiltPage[]): Promise<LinkResult[]> {
  // The 404 pages (`/404`, a locale's `/te/404`) answer with status 404 by design, so they are
  // not start pages; their links are.
  const isNotFound = (page: BuiltPage) => path.posix.basename(page.file) === '404.html';
  const starts = new Set([
    ...pages.filter((page) => !isNotFound(page)).map((page) => page.route),
    ...pages
      .filter(isNotFound)
      .flatMap((page) => localUrls(page, '[href], [src]', 'href', 'src'))
      .map((url) => url.split('#')[0]!),
  ]);
  // linkinator 7 starts the request of every start page at once, whatever its `concurrency`:
  // given thousands of pages, the requests time out and come back as "status 0". So each
  // batch of start pages is a run of its own.
  const checker = new LinkChecker();
  const paths = [...starts].map((route) => origin + route);
  const links: LinkResult[] = [];
  for (let index = 0; index < paths.length; index += START_BATCH) {
    const batch = await checker.check({
      path: paths.slice(index, index + START_BATCH),
      recurse: false,
      concurrency: START_BATCH,
      timeout: 10_000,
      checkFragments: true,
      linksToSkip: async (link) => !link.startsWith(origin),
    });
    links.push(...batch.links);
  }
  return links;
}

/**
 * A problem per missing target, however many pages link to it, in the source file that writes the
 * link: the page file of a page linking it (from the build record), or a Markdown file.
 */
async function describeBroken(links: LinkResult[], origin: string, { pages, root, record }: Site) {
  const broken = links.filter((link) => link.state === LinkState.BROKEN);
  if (broken.length === 0) return [];
  const byRoute = new Map(pages.map((page) => [page.route, page]));
  const sources = new Map(record?.routes.map((route) => [route.outFile, route.source]));
  const markdown = (
    await fg('content/**/*.{md,markdown}', { cwd: root, caseSensitiveMatch: false })
  ).sort();
  const texts = new Map<string, string>();
  // Each file read once, if at all; a page source removed since the build writes nothing.
  const textOf = (file: string) => {
    if (!texts.has(file)) texts.set(file, readIn(root, file));
    return texts.get(file)!;
  };
  return [...new Set(broken.map((link) => link.url))].map((url) => {
    const found = broken.filter((link) => link.url === url);
    // Links without a page as parent are the 404 page's: its own references (start pages) and
    // those of the 404 page served for a missing URL.
    const parents = found.map((link) => link.parent && new URL(link.parent).pathname);
    const parentPages = parents.map(
      (route) => (route && byRoute.get(route)) || byRoute.get('/404'),
    );
    const onPages = [
      ...new Set(
        parentPages.map((page, index) => page?.displayFile ?? parents[index] ?? 'start page'),
      ),
    ];
    const target = url.slice(origin.length);
    const written = target.split('#')[0]!;
    const candidates = new Set([
      ...parentPages.flatMap((page) => sources.get(page?.file ?? '') ?? []),
      ...markdown,
    ]);
    const writtenIn = [...candidates].filter(
      (file) => written.length > 1 && textOf(file).includes(written),
    );
    const many =
      onPages.length === 1
        ? ''
        : ` on ${onPages.length} pages (${onPages.slice(0, 3).join(', ')}${onPages.length > 3 ? `, and ${onPages.length - 3} more` : ''})`;
    const builtInto = onPages.length === 1 ? ` (built into ${onPages[0]})` : '';
    return {
      message: `Broken link to ${target} (status ${found[0]!.status ?? 'no response'})${many}.`,
      file: writtenIn[0] ?? onPages[0]!,
      hint: `${writtenIn.length > 0 ? `It is written in ${writtenIn.join(', ')}${builtInto}. ` : ''}Point the link at a page that exists, or add the missing file to public/.`,
    };
  });
}
