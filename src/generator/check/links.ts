/**
 * Broken internal links and assets: linkinator crawls the built site as our own server
 * serves it on 127.0.0.1 (clean URLs, the real 404 handling). External links are not fetched.
 */
import fg from 'fast-glob';
import { LinkChecker, LinkState, type LinkResult } from 'linkinator';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { serveStatic } from '../serve/index';
import type { Diagnostic } from '../diagnostics';
import { localUrls, type BuiltPage } from './load-dist';

/** Start pages per linkinator run (see checkLinks). */
const START_BATCH = 8;

/**
 * `root` is the project folder, and `sources` each page's source file by output file (from the
 * build record): a broken target found written in one of those, or in a Markdown file under
 * content/, is reported there.
 */
export async function checkLinks(
  distDir: string,
  pages: BuiltPage[],
  root: string,
  sources: ReadonlyMap<string, string>,
): Promise<{ problems: Diagnostic[]; linksChecked: number }> {
  const server = await serveStatic({ outDir: distDir, host: '127.0.0.1', port: 0 });
  try {
    const origin = server.origin;
    const byRoute = new Map(pages.map((page) => [page.route, page]));
    const links = await crawl(origin, pages);
    const byTarget = brokenTargets(links, origin, byRoute, sources);
    const problems = await describeBroken(byTarget, root);
    // A link found in several batches was checked in each: count it once.
    return {
      problems,
      linksChecked: new Set(
        links.filter((link) => link.state !== LinkState.SKIPPED).map((link) => link.url),
      ).size,
    };
  } finally {
    await server.close();
  }
}

/** Every link of every page, each page a start page of linkinator, without recursing. */
async function crawl(origin: string, pages: BuiltPage[]): Promise<LinkResult[]> {
  // The 404 pages (`/404`, a locale's `/te/404`) answer with status 404 by design, so they are not start pages; their links are.
  const notFoundPages = pages.filter((page) => path.posix.basename(page.file) === '404.html');
  const starts = pages
    .filter((page) => !notFoundPages.includes(page))
    .map((page) => origin + page.route);
  for (const page of notFoundPages)
    starts.push(
      ...localUrls(page, '[href], [src]', 'href', 'src').map((url) => origin + url.split('#')[0]),
    );
  // linkinator 7 starts the request of every start page at once, whatever its `concurrency`:
  // given thousands of pages, the requests time out and come back as "status 0". Every
  // served page is a start page, so each batch checks its pages' links without recursing.
  const checker = new LinkChecker();
  const links: LinkResult[] = [];
  const paths = [...new Set(starts)];
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

interface BrokenTarget {
  status: string;
  pages: string[];
  sources: Set<string>;
}

/** One entry per missing target, however many pages link to it, with the pages and their source files. */
function brokenTargets(
  links: LinkResult[],
  origin: string,
  byRoute: Map<string, BuiltPage>,
  sources: ReadonlyMap<string, string>,
): Map<string, BrokenTarget> {
  const notFound = byRoute.get('/404');
  const byTarget = new Map<string, BrokenTarget>();
  for (const link of links.filter((item) => item.state === LinkState.BROKEN)) {
    const target = link.url.startsWith(origin) ? link.url.slice(origin.length) : link.url;
    const parentRoute = link.parent ? new URL(link.parent).pathname : undefined;
    // Links without a page as parent are the 404 page's: its own references (start pages) and
    // those of the 404 page served for a missing URL.
    const parent = (parentRoute && byRoute.get(parentRoute)) || notFound;
    const group = byTarget.get(target) ?? {
      status: String(link.status ?? 'no response'),
      pages: [],
      sources: new Set<string>(),
    };
    const page = parent?.displayFile ?? parentRoute ?? 'start page';
    if (!group.pages.includes(page)) group.pages.push(page);
    const source = parent && sources.get(parent.file);
    if (source) group.sources.add(source);
    byTarget.set(target, group);
  }
  return byTarget;
}

/** A problem per missing target, naming the source file (a page's, or a Markdown file) that writes the link. */
async function describeBroken(
  byTarget: Map<string, BrokenTarget>,
  root: string,
): Promise<Diagnostic[]> {
  const problems: Diagnostic[] = [];
  const markdownFiles =
    byTarget.size === 0
      ? []
      : (
          await fg('content/**/*.{md,markdown}', {
            cwd: root,
            onlyFiles: true,
            caseSensitiveMatch: false,
          })
        ).sort();
  const texts = new Map<string, Promise<string>>();
  const readSource = (file: string) =>
    texts.get(file) ??
    texts
      .set(
        file,
        readFile(path.join(root, file), 'utf8').catch(() => ''),
      )
      .get(file)!;
  for (const [target, group] of byTarget) {
    const writtenIn = await findSourcesMentioning(
      [...group.sources, ...markdownFiles],
      target.split('#')[0]!,
      readSource,
    );
    const pages =
      group.pages.length === 1
        ? ''
        : ` on ${group.pages.length} pages (${group.pages.slice(0, 3).join(', ')}${group.pages.length > 3 ? `, and ${group.pages.length - 3} more` : ''})`;
    problems.push({
      message: `Broken link to ${target} (status ${group.status})${pages}.`,
      file: writtenIn[0] ?? group.pages[0]!,
      hint: `${writtenIn.length > 0 ? `It is written in ${writtenIn.join(', ')}${group.pages.length === 1 ? ` (built into ${group.pages[0]})` : ''}. ` : ''}Point the link at a page that exists, or add the missing file to public/.`,
    });
  }
  return problems;
}

/** The source files, relative to the root, whose text contains `target` (each file read once per check). */
async function findSourcesMentioning(
  files: string[],
  target: string,
  readSource: (file: string) => Promise<string>,
): Promise<string[]> {
  if (target === '' || target === '/') return [];
  const found: string[] = [];
  for (const file of new Set(files))
    if ((await readSource(file)).includes(target)) found.push(file);
  return found;
}
