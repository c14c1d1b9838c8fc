/** Turns loaded pages into the concrete list of routes to render, one per output file. */
import type { ResolvedLocale } from '../config';
import type { Collections, PageModule, PathEntry, SiteConfig } from '../contract';
import { errorText, SiteError, type Diagnostic } from '../diagnostics';
import type { LoadedPage } from './load-pages';
import { absoluteUrl } from './render-document';

/** A route to render, one per output file. */
export type PlannedRoute = ReturnType<typeof planRoutes>[number];

const PARAM_VALUE = /^[a-z0-9][a-z0-9-]*$/;

/**
 * Phase: expands pages into their locales (`locales` of the page module) and dynamic pages
 * through their `paths()`, links the versions of each page, and rejects two pages on one URL.
 */
export function planRoutes(
  pages: LoadedPage[],
  collections: Collections,
  site: SiteConfig,
  locales: ResolvedLocale[],
) {
  const problems: Diagnostic[] = [];
  // A page (same file and params) in each locale it is built in, in locale order.
  const versionsOf = new Map<string, Version[]>();
  // By URL: `/te` (pages/te.tsx) and `/te/` (a locale's home) are one URL to a server.
  const byUrl = new Map<string, Version>();
  for (const page of pages) {
    for (const locale of pageLocales(page, locales, problems)) {
      for (const entry of expandPaths(page, { collections, site, locale: locale.code }, problems)) {
        const planned = version(page, entry, locale);
        const key = `${page.file}\0${planned.route.slice(locale.prefix.length)}`;
        versionsOf.set(key, [...(versionsOf.get(key) ?? []), planned]);
        const url = planned.route.length > 1 ? planned.route.replace(/\/$/, '') : planned.route;
        const first = byUrl.get(url);
        const sameFile = first?.page.file === page.file;
        if (!first) byUrl.set(url, planned);
        else
          problems.push({
            message: sameFile
              ? `${planned.route} is produced twice by paths().`
              : `${planned.route} is produced by both ${first.page.relativeFile} and ${page.relativeFile}.`,
            file: page.relativeFile,
            hint: sameFile
              ? 'Return each params value once.'
              : 'Rename or remove one of the two files.',
          });
      }
    }
  }
  if (problems.length > 0) throw SiteError.fromList(problems);
  // A page's versions side by side (a dynamic page's too: /x/a, /te/x/a, then /x/b), as the sitemap lists them.
  return [...versionsOf.values()].flatMap((versions) => withLinks(versions, locales, site.url));
}

type Version = ReturnType<typeof version>;

/** A page in a locale, with the params of one `paths()` entry. */
function version(page: LoadedPage, { params, props }: PathEntry, locale: ResolvedLocale) {
  const path = page.pattern.replace(/\[(\w+)\]/g, (_, name: string) => params[name]!);
  // The URL path (`/`, `/about`, `/te/`, `/te/about`, `/404`) and the output file (`index.html`,
  // `about.html`, `te/index.html`, `te/about.html`, `404.html`), so links stay extensionless.
  const route = locale.prefix + (locale.prefix && path === '/' ? '/' : path);
  const outFile = `${route.slice(1)}${route.endsWith('/') ? 'index' : ''}.html`;
  return { route, outFile, page, params, props: props ?? {}, locale };
}

/**
 * A page's versions, each with the `languages` prop (one link per locale of the site), and for a
 * page with translations the hreflang links (every version, and x-default: the default locale's)
 * and the Open Graph locales of its other versions; none on a not-found page.
 */
function withLinks(versions: Version[], locales: ResolvedLocale[], siteUrl: string) {
  const { isNotFound } = versions[0]!.page;
  const linked = versions.length > 1 && !isNotFound ? versions : [];
  const alternates = linked.map((version) => ({
    hreflang: version.locale.lang,
    href: absoluteUrl(siteUrl, version.route),
  }));
  const fallback = linked.find((version) => version.locale.prefix === '');
  if (fallback)
    alternates.push({ hreflang: 'x-default', href: absoluteUrl(siteUrl, fallback.route) });
  return versions.map((planned) => ({
    ...planned,
    alternates,
    ogLocaleAlternates: linked
      .filter((version) => version.locale !== planned.locale)
      .flatMap((version) => version.locale.ogLocale ?? []),
    languages: locales.map(({ code, lang, name, prefix }) => {
      const version = versions.find((candidate) => candidate.locale.code === code);
      // A not-found page leads to each locale's home.
      const href = (!isNotFound && version?.route) || `${prefix}/`;
      const current = code === planned.locale.code;
      return { code, lang, name, href, current, translated: version !== undefined };
    }),
  }));
}

/** The locales a page lists in `locales`, in the site's order; the default one when it lists none. */
function pageLocales(page: LoadedPage, locales: ResolvedLocale[], problems: Diagnostic[]) {
  const codes = page.module.locales ?? [locales.find((locale) => locale.prefix === '')!.code];
  const unknown = codes.filter((code) => !locales.some((locale) => locale.code === code));
  if (unknown.length === 0) return locales.filter((locale) => codes.includes(locale.code));
  problems.push({
    message: `locales lists ${unknown.map((code) => JSON.stringify(code)).join(', ')}, which ${unknown.length === 1 ? 'is not a locale' : 'are not locales'} of the site.`,
    file: page.relativeFile,
    field: 'locales',
    hint: `Use codes of i18n.locales in content/config.ts: ${locales.map((locale) => locale.code).join(', ')}.`,
  });
  return [];
}

type PathsContext = Parameters<NonNullable<PageModule['paths']>>[0];

/** A file's pages in one locale: one without `[param]` segments, else its `paths()` entries whose params are URL segments. */
function expandPaths(page: LoadedPage, context: PathsContext, problems: Diagnostic[]): PathEntry[] {
  if (page.params.length === 0) return [{ params: {} }];
  const fail = (message: string, hint: string, field = 'paths') =>
    problems.push({ message, file: page.relativeFile, field, hint });
  try {
    const entries = page.module.paths?.(context);
    if (Array.isArray(entries))
      return entries.filter(({ params }) => {
        const bad = page.params.find(
          (name) => typeof params?.[name] !== 'string' || !PARAM_VALUE.test(params[name]),
        );
        if (bad !== undefined)
          fail(
            `paths() gave ${JSON.stringify(params?.[bad])} for [${bad}], which is not a URL segment.`,
            'Use lowercase letters, digits and dashes.',
            `paths.params.${bad}`,
          );
        return bad === undefined;
      });
    fail('paths() did not return an array.', 'Return an array of `{ params, props }` objects.');
  } catch (error) {
    fail(
      `paths() threw: ${errorText(error)}`,
      'Fix the error in paths(); it runs at build time with the loaded collections.',
    );
  }
  return [];
}
