/**
 * `site check`: runs every rule over a built site and returns all problems at once.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { readBuildRecord } from '../build-record';
import { BUDGETS, DEFAULT_OUT_DIR, relativeToRoot, resolvePaths } from '../config';
import { SiteError, type Diagnostic } from '../diagnostics';
import { checkBudgets, kb } from './budgets';
import { checkHtml } from './html';
import { checkImageBudgets } from './images';
import { checkInlineScript } from './inline-script';
import { checkJsonLd } from './json-ld';
import { checkLanguages } from './languages';
import { checkLinks } from './links';
import { loadDist, type BuiltPage } from './load-dist';
import { checkMeta } from './meta';
import { checkRedirects } from './redirects';
import { checkShareOutputs } from './share-outputs';

export interface CheckOptions {
  root?: string;
  /** The built site, relative to the root; `dist` when left out. */
  distDir?: string;
}

export interface CheckResult {
  problems: Diagnostic[];
  pagesChecked: number;
  /** One line describing a clean run. */
  summary: string;
}

/** Checks links, HTML validity, inline script the policy blocks, JSON-LD, language versions (lang, hreflang), titles and descriptions, share images, manifest and feeds, and byte budgets (images too). */
export async function check(options: CheckOptions = {}): Promise<CheckResult> {
  const { paths, distDir, displayDir } = findBuiltSite(options);
  const [pages, record] = await Promise.all([
    loadDist(distDir, displayDir),
    readBuildRecord(paths, distDir),
  ]);
  const sources = new Map(record?.routes.map((route) => [route.outFile, route.source]) ?? []);
  const redirects = await checkRedirects(distDir, displayDir);
  // The page at a redirect's old path is never served where the host redirects (site serve
  // neither): its target is checked above, so the crawl does not start there.
  const servedPages = pages.filter((page) => !redirects.froms.has(page.route));
  // A record from before a budget existed has no setting for it: the default holds.
  const budgetSettings = { ...BUDGETS, ...record?.budgets };
  const [html, links, budgets] = await Promise.all([
    checkHtml(
      pages,
      new Map(
        record?.routes.flatMap((route) =>
          route.content ? [[route.outFile, route.content] as const] : [],
        ) ?? [],
      ),
      paths.root,
    ),
    checkLinks(distDir, servedPages, paths.root, sources),
    checkBudgets(distDir, displayDir, pages, budgetSettings),
  ]);
  const images = checkImageBudgets(distDir, servedPages, budgetSettings);
  const problems = [
    ...links.problems,
    ...redirects.problems,
    ...html,
    ...checkInlineScript(distDir, pages),
    ...checkJsonLd(pages, record),
    ...checkLanguages(servedPages, record),
    ...checkMeta(pages),
    ...checkShareOutputs(distDir, displayDir, pages),
    ...budgets.problems,
    ...images.problems,
  ];
  if (!record) {
    problems.push({
      message: `No build record for ${displayDir}, so JSON-LD declarations cannot be verified.`,
      field: '--out',
      hint: 'Build it with `site build` from this project before checking.',
    });
  }
  const summary = summarize(servedPages, pages, links, redirects, budgets, images);
  return { problems, pagesChecked: servedPages.length, summary };
}

/** The project's paths and the built folder, which must hold an index.html. */
function findBuiltSite(options: CheckOptions) {
  const paths = resolvePaths(options.root ?? process.cwd());
  const distDir = path.resolve(paths.root, options.distDir ?? DEFAULT_OUT_DIR);
  const displayDir = relativeToRoot(paths, distDir) || '.';
  if (!existsSync(path.join(distDir, 'index.html'))) {
    throw new SiteError(`${displayDir}/index.html does not exist.`, {
      field: '--out',
      hint: 'Run `site build` first, or pass --out with the built folder.',
    });
  }
  return { paths, distDir, displayDir };
}

/** The one line of a clean run. */
function summarize(
  servedPages: BuiltPage[],
  pages: BuiltPage[],
  links: { linksChecked: number },
  { redirectsChecked }: { redirectsChecked: number },
  budgets: { largestPageGzip: number; scriptGzip: number },
  images: { largestPageImages: number },
): string {
  const redirects =
    redirectsChecked > 0
      ? `${redirectsChecked} redirect${redirectsChecked === 1 ? '' : 's'}, `
      : '';
  const jsonLdPages = pages.filter((page) => page.html.includes('application/ld+json')).length;
  return (
    `${servedPages.length} pages, ${links.linksChecked} links, ${redirects}HTML valid, no inline script outside the policy, JSON-LD on ${jsonLdPages} declared pages, ` +
    `largest page ${kb(budgets.largestPageGzip, 1)} gzipped, JS ${kb(budgets.scriptGzip, 1)} gzipped, ` +
    `images at most ${kb(images.largestPageImages, 1)} a page on a 375 px phone: all clean.`
  );
}
