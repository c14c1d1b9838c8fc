/**
 * Security headers computed from what was actually built: a Content-Security-Policy with a
 * hash for every inline script and style, `form-action` from the forms that exist, and the
 * usual hardening headers.
 */
import { createHash } from 'node:crypto';
import type { SiteConfig } from '../contract';
import type { HeaderRule } from '../headers-file';
import { hasIcons } from './icons';
import { CSS_DATA_URL, type PageSources } from './page-sources';

/** The collector's input, for the render phase that feeds it. */
export type { PageSources } from './page-sources';

export interface HeaderPolicy {
  /** Directive name → sources, in the order they are written. */
  csp: Array<[string, string[]]>;
  /** Headers sent with every response besides the CSP. */
  common: Array<[string, string]>;
}

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

export const HSTS_TWO_YEARS = 63072000;
/** Content-hashed assets never change; everything else is revalidated with its ETag (the build's _headers and nginx.conf, and site serve). */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

function sha256(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/** What the built pages contain that the policy must allow, fed one page at a time in route order. */
export interface PolicyCollector {
  add(sources: PageSources): void;
  /** `mediaOrigins`: the other sites content may load images and media from (collections' `mediaOrigins`). */
  policy(
    stylesheet: string | undefined,
    site: SiteConfig,
    mediaOrigins?: readonly string[],
  ): HeaderPolicy;
}

export function createPolicyCollector(): PolicyCollector {
  // Sets keep the order sources were first seen in: the policy lists them in page order.
  const found = {
    scripts: new Set<string>(),
    styles: new Set<string>(),
    actions: new Set<string>(),
    frames: new Set<string>(),
    objects: new Set<string>(),
  };
  let usesData = false;
  return {
    add(sources) {
      for (const list of ['scripts', 'styles', 'actions', 'frames', 'objects'] as const)
        for (const source of sources[list]) found[list].add(source);
      usesData ||= sources.usesData;
    },
    policy(stylesheet, site, mediaOrigins = []) {
      const lists = {
        scripts: [...found.scripts],
        styles: [...found.styles],
        actions: [...found.actions],
        frames: [...found.frames],
        objects: [...found.objects],
      };
      return computePolicy(
        { ...lists, usesData: usesData || CSS_DATA_URL.test(stylesheet ?? '') },
        stylesheet !== undefined,
        site,
        mediaOrigins,
      );
    },
  };
}

/** The sorted origins of embedded documents' URLs: `'self'` for paths, nothing for other schemes. */
function embedOrigins(urls: string[]): string[] {
  const origins = new Set<string>();
  for (const written of urls) {
    const url = written.replace(/^\/\//, 'https://');
    if (!/^[a-z][a-z0-9+.-]*:/i.test(url)) origins.add("'self'");
    else if (/^https?:\/\//i.test(url) && URL.canParse(url)) origins.add(new URL(url).origin);
  }
  return [...origins].sort();
}

function computePolicy(
  found: PageSources,
  hasStylesheetFile: boolean,
  site: SiteConfig,
  mediaOrigins: readonly string[],
): HeaderPolicy {
  const scriptHashes = found.scripts.map(sha256);
  const styleHashes = found.styles.map(sha256);
  const formSources = new Set<string>();
  for (const action of [...found.actions, ...(site.formActions ?? [])]) {
    if (action.startsWith('mailto:')) formSources.add('mailto:');
    else if (/^https?:\/\//.test(action)) formSources.add(new URL(action).origin);
    else formSources.add("'self'");
  }
  const usesData = found.usesData;
  const frameSources = embedOrigins(found.frames);
  const objectSources = embedOrigins(found.objects);
  const csp: Array<[string, string[]]> = [
    ['default-src', ["'none'"]],
    ['script-src', ["'self'", ...scriptHashes]],
    ['style-src', [...(hasStylesheetFile ? ["'self'"] : []), ...styleHashes]],
    ['img-src', ["'self'", ...(usesData ? ['data:'] : []), ...mediaOrigins]],
    // Only where a collection lets its Markdown load media from other sites (`mediaOrigins`).
    ...(mediaOrigins.length > 0
      ? [['media-src', ["'self'", ...mediaOrigins]] as [string, string[]]]
      : []),
    // Same-origin only. Crawlers' in-page checks (Lighthouse reads robots.txt with fetch) need it.
    ['connect-src', ["'self'"]],
    // The web manifest the pages link (from an SVG `site.icon`, icons.ts): browsers and Lighthouse fetch it.
    ...(hasIcons(site) ? [['manifest-src', ["'self'"]] as [string, string[]]] : []),
    // Only where a collection allows embedded documents in its content (`allowHtml`).
    ...(frameSources.length > 0 ? [['frame-src', frameSources] as [string, string[]]] : []),
    ['form-action', formSources.size > 0 ? [...formSources].sort() : ["'none'"]],
    ['base-uri', ["'none'"]],
    ['object-src', objectSources.length > 0 ? objectSources : ["'none'"]],
    ['frame-ancestors', ["'none'"]],
    ['upgrade-insecure-requests', []],
  ];
  // No Cross-Origin-Opener-Policy: a static site with no sign-in has no window state to guard, and the
  // header costs every visitor a fresh renderer process (Chrome swaps browsing context groups; on Android,
  // Chrome 92+ isolates sites that send COOP in a dedicated process). Measured in Lighthouse mobile, /about:
  // TBT 174-505 ms with it, 115-248 ms without (docs/performance.md).
  const common: Array<[string, string]> = [
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
  return { csp, common };
}

export interface CspOptions {
  /** Leave out what makes no sense on plain-HTTP localhost (upgrade-insecure-requests). */
  isLocal?: boolean;
  /** For `<meta http-equiv>`, where frame-ancestors is not allowed. */
  isMeta?: boolean;
  /** Extra sources per directive (live reload adds `connect-src 'self'`). */
  extra?: Record<string, string[]>;
}

export function formatCsp(policy: HeaderPolicy, options: CspOptions = {}): string {
  const directives = policy.csp
    .filter(
      ([name]) =>
        !(options.isLocal && name === 'upgrade-insecure-requests') &&
        !(options.isMeta && name === 'frame-ancestors'),
    )
    .map(([name, sources]): [string, string[]] => [
      name,
      [...sources, ...(options.extra?.[name] ?? [])],
    ]);
  for (const [name, sources] of Object.entries(options.extra ?? {})) {
    if (!directives.some(([existing]) => existing === name)) directives.push([name, sources]);
  }
  return directives.map(([name, sources]) => [name, ...sources].join(' ')).join('; ');
}

/**
 * The most rules a `_headers` file may hold: Cloudflare Pages applies at most 100 header rules
 * to a project (developers.cloudflare.com/pages/configuration/headers, "Limits").
 */
export const MAX_HEADER_RULES = 100;
/** The generator's folder of content-hashed files, the one path no revalidating rule may match. */
const ASSETS_PREFIX = '/assets/';

/**
 * The header rules for a built site. Cache-Control is set per path, never on `/*`, because
 * hosts combine the values of every rule that matches a path. The revalidating paths are
 * grouped so the file stays within MAX_HEADER_RULES at any size: one rule per top-level name
 * (`/about`, and `/blog/*` for every article under it); a site with more top-level names than
 * that gets one rule per first characters (`/b*`), which match every path but the hashed assets.
 */
export function headerRules(
  policy: HeaderPolicy,
  routes: string[],
  publicEntries: Array<{ name: string; isFolder: boolean }>,
): HeaderRule[] {
  const fixed: HeaderRule[] = [
    { path: '/*', headers: [['Content-Security-Policy', formatCsp(policy)], ...policy.common] },
    { path: '/assets/*', headers: [['Cache-Control', IMMUTABLE]] },
  ];
  const paths = [
    ...routes,
    ...publicEntries.map((entry) => `/${entry.name}${entry.isFolder ? '/' : ''}`),
  ];
  const topLevel = topLevelPatterns(paths);
  const patterns =
    fixed.length + topLevel.length <= MAX_HEADER_RULES ? topLevel : firstCharacterPatterns(paths);
  return [
    ...fixed,
    ...patterns.map((path) => ({
      path,
      headers: [['Cache-Control', REVALIDATE]] as Array<[string, string]>,
    })),
  ];
}

/** `/` and each top-level name, `/<name>/*` for a folder: in the order first met. */
function topLevelPatterns(paths: string[]): string[] {
  const patterns = new Set<string>();
  for (const urlPath of paths) {
    const slash = urlPath.indexOf('/', 1);
    patterns.add(slash === -1 ? urlPath : `${urlPath.slice(0, slash)}/*`);
  }
  return [...patterns];
}

/**
 * Prefixes that together match every path of `paths` and never a hashed asset: `/` itself, and
 * `/<c>*` for each first character, longer only along `/assets/` (`/ab*`, `/as*`… `/assets-*`).
 */
function firstCharacterPatterns(paths: string[]): string[] {
  const patterns = new Set<string>();
  for (const urlPath of paths) {
    if (urlPath === '/') {
      patterns.add('/');
      continue;
    }
    let length = 2;
    while (length <= urlPath.length && ASSETS_PREFIX.startsWith(urlPath.slice(0, length))) length++;
    // A path that is a prefix of /assets/ itself (`/asset`) is matched exactly.
    patterns.add(length > urlPath.length ? urlPath : `${urlPath.slice(0, length)}*`);
  }
  return [...patterns].sort();
}
