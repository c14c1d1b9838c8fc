/**
 * Turns loaded pages into the concrete list of routes to render, one per output file.
 */
import type { Collections, PathEntry, SiteConfig } from '../contract';
import { SiteError, type Diagnostic } from '../diagnostics';
import type { LoadedPage } from './load-pages';

export interface PlannedRoute {
  /** URL path: `/`, `/about`, `/blog/some-article`; `/404` for the not-found page. */
  route: string;
  /** Output file relative to the output folder: `index.html`, `about.html`, `404.html`. */
  outFile: string;
  page: LoadedPage;
  params: Record<string, string>;
  props: Record<string, unknown>;
}

const PARAM_VALUE = /^[a-z0-9][a-z0-9-]*$/;

/** Phase: expands dynamic pages through their `paths()` and rejects two pages on one URL. */
export function planRoutes(pages: LoadedPage[], collections: Collections, site: SiteConfig): PlannedRoute[] {
  const problems: Diagnostic[] = [];
  const routes: PlannedRoute[] = [];
  for (const page of pages) {
    const entries = page.params.length === 0 ? [{ params: {} }] : expandPaths(page, collections, site, problems);
    for (const entry of entries) {
      const route = fillPattern(page, entry.params, problems);
      if (route !== undefined) routes.push({ route, outFile: toOutFile(route), page, params: entry.params, props: entry.props ?? {} });
    }
  }
  problems.push(...findCollisions(routes));
  if (problems.length > 0) throw SiteError.fromList(problems);
  return routes;
}

/** `/` is `index.html`; every other route `R` is `R.html`, so links stay extensionless. */
export function toOutFile(route: string): string {
  return route === '/' ? 'index.html' : `${route.slice(1)}.html`;
}

function expandPaths(page: LoadedPage, collections: Collections, site: SiteConfig, problems: Diagnostic[]): PathEntry[] {
  try {
    const entries = page.module.paths?.({ collections, site });
    if (Array.isArray(entries)) return entries;
    problems.push({ message: 'paths() did not return an array.', file: page.relativeFile, field: 'paths', hint: 'Return an array of `{ params, props }` objects.' });
  } catch (error) {
    problems.push({
      message: `paths() threw: ${error instanceof Error ? error.message : String(error)}`,
      file: page.relativeFile,
      field: 'paths',
      hint: 'Fix the error in paths(); it runs at build time with the loaded collections.',
    });
  }
  return [];
}

function fillPattern(page: LoadedPage, params: Record<string, string>, problems: Diagnostic[]): string | undefined {
  let route = page.pattern;
  for (const name of page.params) {
    const value = params?.[name];
    if (typeof value !== 'string' || !PARAM_VALUE.test(value)) {
      problems.push({
        message: `paths() gave ${JSON.stringify(value)} for [${name}], which is not a URL segment.`,
        file: page.relativeFile,
        field: `paths.params.${name}`,
        hint: 'Use lowercase letters, digits and dashes.',
      });
      return undefined;
    }
    route = route.replace(`[${name}]`, value);
  }
  return route;
}

function findCollisions(routes: PlannedRoute[]): Diagnostic[] {
  const seen = new Map<string, PlannedRoute>();
  const problems: Diagnostic[] = [];
  for (const route of routes) {
    const first = seen.get(route.outFile);
    if (!first) {
      seen.set(route.outFile, route);
      continue;
    }
    const sameFile = first.page.file === route.page.file;
    problems.push({
      message: sameFile
        ? `${route.route} is produced twice by paths().`
        : `${route.route} is produced by both ${first.page.relativeFile} and ${route.page.relativeFile}.`,
      file: route.page.relativeFile,
      hint: sameFile ? 'Return each params value once.' : 'Rename or remove one of the two files.',
    });
  }
  return problems;
}
