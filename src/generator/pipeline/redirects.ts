/**
 * Redirects from content/config.ts, validated before anything is rendered (`_redirects` and the
 * nginx snippet write them for hosts), and the page at each old path for hosts that cannot redirect.
 */
import { relativeToRoot, type ProjectPaths } from '../config';
import type { RedirectsConfig, SiteConfig } from '../contract';
import { type Diagnostic, SiteError } from '../diagnostics';
import { followRedirects, type Redirect } from '../redirects-file';
import type { OutputFile } from './hash-asset';
import { escapeHtml } from '../html-text';
import { absoluteUrl } from './render-document';

const FILE = 'content/config.ts';
/** A clean path: segments of unreserved characters, no trailing slash, no dotfile, no `.html`. */
const FROM = /^(\/[A-Za-z0-9_~-][A-Za-z0-9._~-]*)+$/;
/** Characters that would break a `_redirects` line, an nginx `return` or an HTML attribute. */
const UNSAFE = /[\s"'<>\\;{}$`^|]/;
/** C0 and C1 control characters: never part of a URL a host can send in a Location header. */
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

/** Validates `redirects` (a list of `{ from, to, status? }` or a map of from → to); every problem in one error. */
export function resolveRedirects(config: RedirectsConfig | undefined): Redirect[] {
  if (config === undefined) return [];
  if (typeof config !== 'object' || config === null) {
    throw new SiteError(
      '`redirects` must be a list of { from, to, status } or a map of old path to new path.',
      {
        file: FILE,
        field: 'redirects',
        hint: "Write it as: export const redirects = [{ from: '/old', to: '/new', status: 301 }];",
      },
    );
  }
  // Each redirect with the field it was written in (`redirects[0]`, `redirects["/old"]`).
  const listed = Array.isArray(config)
    ? config.map((item, index) => ({ field: `redirects[${index}]`, item }))
    : Object.entries(config).map(([from, to]) => ({
        field: `redirects["${from}"]`,
        item: { from, to },
      }));
  const problems: Diagnostic[] = [];
  const byFrom = new Map<string, Redirect>();
  const fields = new Map<string, string>();
  for (const { field, item } of listed) {
    const checked = checkRedirect(field, item, fields);
    if ('message' in checked) {
      problems.push(checked);
    } else {
      byFrom.set(checked.from, checked);
      fields.set(checked.from, field);
    }
  }
  const reported = new Set<string>();
  for (const redirect of byFrom.values()) {
    const { loop } = followRedirects(byFrom, redirect);
    if (!loop || reported.has(loop.at(-1)!)) continue;
    for (const from of loop) reported.add(from);
    problems.push({
      message: `The redirects loop: ${loop.join(' → ')}.`,
      file: FILE,
      field: `${fields.get(redirect.from)}.to`,
      hint: 'Point one redirect of the loop at a page of the site instead.',
    });
  }
  if (problems.length > 0) throw SiteError.fromList(problems);
  return [...byFrom.values()];
}

/** One redirect checked (`fields` holds the paths already taken), or its first problem. */
function checkRedirect(field: string, item: unknown, fields: Map<string, string>) {
  const { from, to, status = 301 } = Object(item) as Record<string, unknown>;
  const problem = (message: string, part: string, hint: string): Diagnostic => ({
    message,
    file: FILE,
    field: `${field}.${part}`,
    hint,
  });
  if (typeof from !== 'string' || !FROM.test(from) || from.endsWith('.html')) {
    return problem(
      `The redirect's "from" ${JSON.stringify(from)} is not a clean path of this site.`,
      'from',
      'Give the old URL path, such as /old-page: a leading slash, no trailing slash, no .html, query or fragment.',
    );
  }
  const control = typeof to === 'string' ? CONTROL.exec(to)?.[0] : undefined;
  if (control !== undefined) {
    return problem(
      `The redirect from ${from} goes to ${JSON.stringify(to)}, which holds a control character (U+${control.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}): _redirects and nginx would carry it as a raw byte.`,
      'to',
      'Remove the character (a stray NUL or escape often comes from copying the URL out of a terminal or a document).',
    );
  }
  // In ASCII, which every file it is written to can carry, as browsers send it: characters outside
  // it percent-encoded as UTF-8 (a lone surrogate has none), a host in punycode (`xn--bcher-kva`).
  const target =
    typeof to === 'string' && !/\p{Cs}/u.test(to)
      ? to.replace(/[^\u0000-\u007f]+/gu, encodeURIComponent)
      : undefined;
  if (target === undefined || !isTarget(target)) {
    return problem(
      `The redirect from ${from} goes to ${JSON.stringify(to)}, which is neither a path of this site nor an http(s) URL.`,
      'to',
      'Give a path such as /new-page or an absolute URL such as https://example.com/page (no spaces or quotes).',
    );
  }
  if (status !== 301 && status !== 302) {
    return problem(
      `The redirect from ${from} has status ${JSON.stringify(status)}.`,
      'status',
      'Use 301 (moved for good) or 302 (moved for now); 301 when left out.',
    );
  }
  if (fields.has(from)) {
    return problem(
      `Two redirects start at ${from} (${fields.get(from)} and ${field}).`,
      'from',
      'Keep one of them.',
    );
  }
  return {
    from,
    to: target === to || target.startsWith('/') ? target : new URL(target).href,
    status,
  } satisfies Redirect;
}

/** A redirect may not start at a page's own URL: the page would never be seen. */
export function checkShadowedPages(
  paths: ProjectPaths,
  redirects: Redirect[],
  routes: Array<{ route: string; page: { file: string } }>,
): void {
  // The page file made relative only for a redirect that hides it (path.relative for every route cost more than the check).
  const pages = new Map(routes.map((route) => [route.route, route.page.file]));
  const problems: Diagnostic[] = redirects
    .filter((redirect) => pages.has(redirect.from))
    .map((redirect) => ({
      message: `The redirect from ${redirect.from} would hide the page ${relativeToRoot(paths, pages.get(redirect.from)!)}, which has that URL.`,
      file: FILE,
      field: 'redirects',
      hint: `Remove the redirect from ${redirect.from}, or rename or delete the page.`,
    }));
  if (problems.length > 0) throw SiteError.fromList(problems);
}

/**
 * The page a host without redirects serves at the old path: a meta refresh (which works without
 * JavaScript), a canonical link and `noindex` for search engines, and a visible link.
 */
export function renderRedirectPage(redirect: Redirect, site: SiteConfig): OutputFile {
  const target = redirect.to.startsWith('/') ? absoluteUrl(site.url, redirect.to) : redirect.to;
  const url = escapeHtml(target);
  // Written in the generator's own markup style (uppercase doctype, self-closed void elements).
  const contents =
    `<!DOCTYPE html><html lang="${escapeHtml(site.lang)}"><head><meta charset="utf-8"/>` +
    `<meta name="viewport" content="width=device-width, initial-scale=1"/>` +
    `<title>Moved: ${escapeHtml(redirect.from)}</title>` +
    `<meta name="description" content="The page ${escapeHtml(redirect.from)} has moved to ${url}."/>` +
    `<meta name="robots" content="noindex"/><link rel="canonical" href="${url}"/>` +
    `<meta http-equiv="refresh" content="0; url=${url}"/></head>` +
    `<body><p>This page has moved to <a href="${escapeHtml(redirect.to)}">${url}</a>.</p></body></html>\n`;
  return { path: `${redirect.from.slice(1)}.html`, contents };
}

/** A path of this site or an http(s) URL (whose host the URL parser requires). */
function isTarget(to: string): boolean {
  if (UNSAFE.test(to)) return false;
  if (to.startsWith('/')) return !to.startsWith('//');
  return URL.canParse(to) && ['http:', 'https:'].includes(new URL(to).protocol);
}
