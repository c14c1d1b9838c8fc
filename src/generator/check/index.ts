/** `site check`: runs every rule over a built site and returns all problems at once. */
import type { Diagnostic } from '../diagnostics';
import { checkBudgets, kb } from './budgets';
import { checkHtml } from './html';
import { checkInlineScript } from './inline-script';
import { checkJsonLd } from './json-ld';
import { checkLanguages } from './languages';
import { checkLinks } from './links';
import { loadSite } from './load-dist';
import { checkMeta } from './meta';
import { checkRedirects } from './redirects';
import { checkShareOutputs } from './share-outputs';

export interface CheckOptions {
  root?: string;
  /** The built site, relative to the root; `dist` when left out. */
  distDir?: string;
}

/** The problems, the pages checked, and `summary`: one line describing a clean run. */
export type CheckResult = Awaited<ReturnType<typeof check>>;

/** Checks links, HTML validity, inline script the policy blocks, JSON-LD, language versions (lang, hreflang), titles and descriptions, share images, manifest and feeds, and byte budgets (images too). */
export async function check(options: CheckOptions = {}) {
  const site = await loadSite(options);
  const { pages, displayDir } = site;
  const redirects = checkRedirects(site);
  // The page at a redirect's old path is never served where the host redirects (site serve
  // neither): its target is checked with the redirects, so the crawl does not start there.
  const served = { ...site, pages: pages.filter((page) => !redirects.froms.has(page.route)) };
  const [html, links, shareOutputs] = await Promise.all([
    checkHtml(site),
    checkLinks(served),
    checkShareOutputs(site),
  ]);
  const budgets = checkBudgets(site);
  const problems: Diagnostic[] = [
    ...links.problems,
    ...redirects.problems,
    ...html,
    ...checkInlineScript(site),
    ...checkJsonLd(site),
    ...checkLanguages(served),
    ...checkMeta(site),
    ...shareOutputs,
    ...budgets.problems,
  ];
  if (!site.record) {
    problems.push({
      message: `No build record for ${displayDir}, so JSON-LD declarations cannot be verified.`,
      field: '--out',
      hint: 'Build it with `site build` from this project before checking.',
    });
  }
  const count = redirects.redirectsChecked;
  const summary =
    `${served.pages.length} pages, ${links.linksChecked} links, ${count > 0 ? `${count} redirect${count === 1 ? '' : 's'}, ` : ''}` +
    `HTML valid, no inline script outside the policy, JSON-LD on ${pages.filter((page) => page.html.includes('application/ld+json')).length} declared pages, ` +
    `largest page ${kb(budgets.largest.pageGzip, 1)} gzipped, JS ${kb(budgets.largest.scriptGzip, 1)} gzipped, ` +
    `images at most ${kb(budgets.largest.pageImages, 1)} a page on a 375 px phone: all clean.`;
  return { problems, pagesChecked: served.pages.length, summary };
}
