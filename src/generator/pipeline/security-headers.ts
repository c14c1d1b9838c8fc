/**
 * Security headers from what was built: a Content-Security-Policy hashing each inline script and
 * style and allowing what the pages embed and post to, the hardening headers, Cache-Control rules.
 */
import { createHash } from 'node:crypto';
import type { SiteConfig } from '../contract';
import type { HeaderRule } from '../headers-file';
import { hasIcons } from './icons';
import { CSS_DATA_URL, type PageSources } from './page-sources';

export type HeaderPolicy = ReturnType<typeof headerPolicy>;

/** Features the site never uses; all denied. Only names Chromium recognises (unknown ones log errors). */
const DENIED_FEATURES = [
  'accelerometer',
  'autoplay',
  'camera',
  'display-capture',
  'encrypted-media',
  'fullscreen',
  'geolocation',
  'gyroscope',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'picture-in-picture',
  'publickey-credentials-get',
  'screen-wake-lock',
  'sync-xhr',
  'usb',
  'xr-spatial-tracking',
];

const HSTS_TWO_YEARS = 63072000;
/** Content-hashed assets never change; everything else is revalidated with its ETag (the build's _headers and nginx.conf, and site serve). */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

export function sha256(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/** The sources of embedded documents' and forms' URLs; other schemes than http(s) and mailto: add none. */
function sourcesOf(urls: string[]): string[] {
  const sources = new Set<string>();
  for (const written of urls) {
    const url = written.replace(/^\/\//, 'https://');
    if (url.startsWith('mailto:')) sources.add('mailto:');
    else if (!/^[a-z][a-z0-9+.-]*:/i.test(url)) sources.add("'self'");
    else if (/^https?:\/\//i.test(url) && URL.canParse(url)) sources.add(new URL(url).origin);
  }
  return [...sources].sort();
}

/**
 * The policy of `pages`, in route order: the CSP's directives (name → sources, `false` leaves one
 * out), and the headers every response carries (`_headers`' `/*` rule, each nginx location), the
 * CSP first. `mediaOrigins`: the other sites content may load images and media from.
 */
export function headerPolicy(
  pages: PageSources[],
  stylesheet: string | undefined,
  site: SiteConfig,
  mediaOrigins: readonly string[],
) {
  // Each source once, where first met: the policy lists them in page order.
  const all = (list: 'scripts' | 'styles' | 'actions' | 'frames' | 'objects') => [
    ...new Set(pages.flatMap((page) => page[list])),
  ];
  const usesData = pages.some((page) => page.usesData) || CSS_DATA_URL.test(stylesheet ?? '');
  const frames = sourcesOf(all('frames'));
  const objects = sourcesOf(all('objects'));
  const actions = sourcesOf([...all('actions'), ...(site.formActions ?? [])]);
  const csp: Array<[string, string[] | false]> = [
    ['default-src', ["'none'"]],
    ['script-src', ["'self'", ...all('scripts').map(sha256)]],
    ['style-src', [...(stylesheet === undefined ? [] : ["'self'"]), ...all('styles').map(sha256)]],
    ['img-src', ["'self'", ...(usesData ? ['data:'] : []), ...mediaOrigins]],
    // Only where a collection lets its Markdown load media from other sites (`mediaOrigins`).
    ['media-src', mediaOrigins.length > 0 && ["'self'", ...mediaOrigins]],
    // Same-origin only. Crawlers' in-page checks (Lighthouse reads robots.txt with fetch) need it.
    ['connect-src', ["'self'"]],
    // The web manifest the pages link (from an SVG `site.icon`, icons.ts): browsers and Lighthouse fetch it.
    ['manifest-src', hasIcons(site) && ["'self'"]],
    // Only where a collection allows embedded documents in its content (`allowHtml`).
    ['frame-src', frames.length > 0 && frames],
    ['form-action', actions.length > 0 ? actions : ["'none'"]],
    ['base-uri', ["'none'"]],
    ['object-src', objects.length > 0 ? objects : ["'none'"]],
    ['frame-ancestors', ["'none'"]],
    ['upgrade-insecure-requests', []],
  ];
  const policy = {
    csp: csp.filter((directive): directive is [string, string[]] => directive[1] !== false),
  };
  // No Cross-Origin-Opener-Policy: a static site with no sign-in has no window state to guard, and the
  // header costs every visitor a fresh renderer process (Chrome swaps browsing context groups; on Android,
  // Chrome 92+ isolates sites that send COOP in a dedicated process). Measured in Lighthouse mobile, /about:
  // TBT 174-505 ms with it, 115-248 ms without (docs/performance.md).
  const headers: Array<[string, string]> = [
    ['Content-Security-Policy', formatCsp(policy)],
    [
      'Strict-Transport-Security',
      `max-age=${HSTS_TWO_YEARS}; includeSubDomains${site.hstsPreload ? '; preload' : ''}`,
    ],
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['Permissions-Policy', DENIED_FEATURES.map((feature) => `${feature}=()`).join(', ')],
    ['Cross-Origin-Resource-Policy', 'same-origin'],
    ['X-Frame-Options', 'DENY'],
  ];
  return { ...policy, headers };
}

/** The policy as a header value; `isMeta` for `<meta http-equiv>`, where frame-ancestors is not allowed. */
export function formatCsp(policy: Pick<HeaderPolicy, 'csp'>, { isMeta = false } = {}): string {
  return policy.csp
    .filter(([name]) => !(isMeta && name === 'frame-ancestors'))
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ');
}

/** Cloudflare Pages applies at most 100 header rules (developers.cloudflare.com/pages/configuration/headers, "Limits"). */
export const MAX_HEADER_RULES = 100;
/** The generator's folder of content-hashed files, the one path no revalidating rule may match. */
const ASSETS_PREFIX = '/assets/';

/**
 * The header rules of a built site. Cache-Control is set per path, never on `/*`: hosts combine
 * the values of every rule that matches. Revalidating paths are grouped to stay within
 * MAX_HEADER_RULES at any size: a rule per top-level name (`/about`, `/blog/*`), or, for more
 * names than that, per first characters (`/b*`), which match every path but the hashed assets.
 */
export function headerRules(
  policy: HeaderPolicy,
  routes: string[],
  publicEntries: Array<{ name: string; isFolder: boolean }>,
): HeaderRule[] {
  const paths = [
    ...routes,
    ...publicEntries.map((entry) => `/${entry.name}${entry.isFolder ? '/' : ''}`),
  ];
  const topLevel = topLevelPatterns(paths);
  const patterns =
    topLevel.length + 2 <= MAX_HEADER_RULES ? topLevel : firstCharacterPatterns(paths);
  return [
    { path: '/*', headers: policy.headers },
    { path: '/assets/*', headers: [['Cache-Control', IMMUTABLE]] },
    ...patterns.map((path): HeaderRule => ({ path, headers: [['Cache-Control', REVALIDATE]] })),
  ];
}

/** `/` and each top-level name, `/<name>/*` for a folder: in the order first met. */
function topLevelPatterns(paths: string[]): string[] {
  return [...new Set(paths.map((urlPath) => urlPath.replace(/^(\/[^/]*)\/.*$/s, '$1/*')))];
}

/**
 * Prefixes that together match every path of `paths` and never a hashed asset: `/<c>*` for
 * each first character, longer only along `/assets/` (`/ab*`, `/as*`… `/assets-*`).
 */
function firstCharacterPatterns(paths: string[]): string[] {
  const patterns = new Set<string>();
  for (const urlPath of paths) {
    let length = 2;
    while (length <= urlPath.length && ASSETS_PREFIX.startsWith(urlPath.slice(0, length))) length++;
    // A path that is a prefix of /assets/ itself (`/asset`, and `/`) is matched exactly.
    patterns.add(length > urlPath.length ? urlPath : `${urlPath.slice(0, length)}*`);
  }
  return [...patterns].sort();
}
