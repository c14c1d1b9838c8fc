/** The phases `site build` and `site serve` share: load, collections, the plan of routes and redirects. */
import { resolveLocales, resolveSettings, type ProjectPaths } from '../config';
import type { Collections, ContentConfigModule, SiteConfig } from '../contract';
import { SiteError, toDiagnostics } from '../diagnostics';
import { bundleClient, bundlePageScripts } from './bundle-client';
import type { PageFile } from './find-pages';
import { type KeptEntries, listContent, loadContent } from './load-content';
import { loadPages } from './load-pages';
import { planRoutes } from './plan-routes';
import { loadPhotoCatalog, type PhotoCatalog } from './photos';
import { processCss } from './process-css';
import { checkShadowedPages, resolveRedirects } from './redirects';
import { shellOf } from './render-routes';

/** Phase: the routes of every page in every locale, and the redirects, which no page may shadow. */
export function planBuild(
  paths: ProjectPaths,
  loaded: Loaded,
  collections: Collections,
  site: SiteConfig,
) {
  const { config, pages } = loaded.project;
  const redirects = resolveRedirects(config.redirects);
  const routes = planRoutes(pages, collections, site, resolveLocales(config));
  checkShadowedPages(paths, redirects, routes);
  return { routes, redirects, shell: shellOf(site, loaded) };
}

/** Phase: the pages and config, the client script and the stylesheet, reporting their problems together. */
export type Loaded = Awaited<ReturnType<typeof compileAndLoad>>;

export async function compileAndLoad(paths: ProjectPaths, pageFiles: PageFile[], cache: boolean) {
  const projectLoad = loadPages(paths, pageFiles);
  // The scripts once the pages and config are loaded (their problems alone when those fail).
  const scriptsBuild = projectLoad.then(
    (project) =>
      settleAll([
        bundleClient(paths, resolveSettings(paths, project.config.build).clientEntry),
        bundlePageScripts(paths, project.pages),
      ]),
    () => undefined,
  );
  try {
    const [project, style, scripts] = await settleAll([
      projectLoad,
      processCss(paths, { cache }),
      scriptsBuild,
    ]);
    const [script, pageScripts] = scripts!;
    const settings = resolveSettings(paths, project.config.build);
    return { project, script, style, pageScripts, settings };
  } catch (error) {
    await (await projectLoad.catch(() => undefined))?.dispose();
    throw error;
  }
}

/** Phase: every content file as an entry, grouped into collections, and the photos under public/. */
export async function loadCollections(
  paths: ProjectPaths,
  config: ContentConfigModule,
  drafts: boolean,
  kept?: { entries: KeptEntries; photos?: PhotoCatalog | undefined },
) {
  const [files, photos] = await Promise.all([
    listContent(paths, config.collections),
    kept?.photos ?? loadPhotoCatalog(paths.public),
  ]);
  const collections = await loadContent(paths, files, config.collections ?? {}, {
    drafts,
    photos,
    kept: kept?.entries,
  });
  return { collections, photos };
}

/** Awaits every task and, if any failed, rejects once with all their diagnostics. */
export async function settleAll<T extends readonly unknown[]>(
  tasks: { [K in keyof T]: Promise<T[K]> },
): Promise<T> {
  const results = await Promise.allSettled(tasks);
  const failures = results.flatMap((result) =>
    result.status === 'rejected' ? [result.reason] : [],
  );
  for (const failure of failures) if (!(failure instanceof SiteError)) throw failure;
  if (failures.length > 0) throw SiteError.fromList(failures.flatMap(toDiagnostics));
  return results.map((result) => (result as PromiseFulfilledResult<unknown>).value) as unknown as T;
}

export function withSiteUrl(site: SiteConfig, override: string | undefined): SiteConfig {
  const url = override ?? site.url;
  const parsed = URL.canParse(url) ? new URL(url) : undefined;
  if (parsed && /^https?:$/.test(parsed.protocol) && parsed.href === `${parsed.origin}/`)
    return { ...site, url: parsed.origin };
  throw new SiteError(`The site URL "${url}" is not an http(s) origin.`, {
    ...(override === undefined
      ? { file: 'content/config.ts', field: 'site.url' }
      : { field: '--site-url' }),
    hint: 'Give the origin only, such as https://www.example.com',
  });
}
