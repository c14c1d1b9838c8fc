/**
 * Broken internal links and assets: linkinator crawls the built site as our own server
 * serves it on 127.0.0.1 (clean URLs, `_redirects`, the real 404 handling). External links are
 * not fetched.
 */
import fg from 'fast-glob';
import { LinkChecker, LinkState, type LinkResult } from 'linkinator';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Diagnostic } from '../diagnostics';
import { serveStatic } from '../serve/index';
import { localUrls, type BuiltPage, type Site } from './load-dist';

/** Start pages per linkinator run (see crawl). */
const START_BATCH = 8;

/**
 * A broken target found written in the source file of a page linking it (from the build record),
 * or in a Markdown file under content/, is reported there.
 */
export async function checkLinks({ distDir, pages, root, record }: Site) {
  const sources = new Map(record?.routes.map((route) => [route.outFile, route.source]));
  const server = await serveStatic({ outDir: distDir, host: '127.0.0.1', port: 0 });
  try {
    const links = await crawl(server.origin, pages);
    const broken = groupBroken(links, server.origin, pages, sources);
    // A link found in several batches was checked in each: count it once.
    const checked = links.filter((link) => link.state !== LinkState.SKIPPED);
    return {
      problems: await describeBroken(broken, root),
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

/** The broken links by target (their URL path). */
function groupBroken(
  links: LinkResult[],
  origin: string,
  pages: BuiltPage[],
  sources: ReadonlyMap<string, string>,
) {
  const byRoute = new Map(pages.map((page) => [page.route, page]));
  // However many pages link to a target: those pages, and their source files the record names.
  const broken = new Map<string, { status: string; pages: string[]; sources: Set<string> }>();
  for (const link of links.filter((item) => item.state === LinkState.BROKEN)) {
    const target = link.url.slice(origin.length);
    const parentRoute = link.parent && new URL(link.parent).pathname;
    // Links without a page as parent are the 404 page's: its own references (start pages) and
    // those of the 404 page served for a missing URL.
    const parent = (parentRoute && byRoute.get(parentRoute)) || byRoute.get('/404');
    const group = broken.get(target) ?? {
      status: String(link.status ?? 'no response'),
      pages: [],
      sources: new Set<string>(),
    };
    broken.set(target, group);
    const page = parent?.displayFile ?? parentRoute ?? 'start page';
    if (!group.pages.includes(page)) group.pages.push(page);
    const source = parent && sources.get(parent.file);
    if (source) group.sources.add(source);
  }
  return broken;
}

/** A problem per missing target, naming the source files (a page's, a Markdown file) that write the link. */
async function describeBroken(broken: ReturnType<typeof groupBroken>, root: string) {
  if (broken.size === 0) return [];
  const markdown = await fg('content/**/*.{md,markdown}', { cwd: root, caseSensitiveMatch: false });
  const texts = new Map<string, string>();
  const textOf = async (file: string) => {
    if (!texts.has(file))
      texts.set(file, await readFile(path.join(root, file), 'utf8').catch(() => ''));
    return texts.get(file)!;
  };
  const problems: Diagnostic[] = [];
  for (const [target, { status, pages, sources }] of broken) {
    const url = target.split('#')[0]!;
    const writtenIn: string[] = [];
    for (const file of new Set([...sources, ...markdown.sort()]))
      if (url.length > 1 && (await textOf(file)).includes(url)) writtenIn.push(file);
    const onPages =
      pages.length === 1
        ? ''
        : ` on ${pages.length} pages (${pages.slice(0, 3).join(', ')}${pages.length > 3 ? `, and ${pages.length - 3} more` : ''})`;
    const builtInto = pages.length === 1 ? ` (built into ${pages[0]})` : '';
    problems.push({
      message: `Broken link to ${target} (status ${status})${onPages}.`,
      file: writtenIn[0] ?? pages[0]!,
      hint: `${writtenIn.length > 0 ? `It is written in ${writtenIn.join(', ')}${builtInto}. ` : ''}Point the link at a page that exists, or add the missing file to public/.`,
    });
  }
  return problems;
}
