/**
 * `site build`: the phases, in order, each timed into `BuildResult.timings`.
 *
 * 1. find: the page files under pages/.
 * 2. load: compile and import the pages and content/config.ts, bundle the client script and
 *    process the stylesheet (the three together).
 * 3. content: read, validate and render every Markdown file of the collections.
 * 4. plan: one route per output file, expanding dynamic pages through their `paths()`.
 * 5. render: every route into the staging folder.
 * 6. share: the share image of every page without its own (drawn, or from the cache).
 *    photos: the files of the photos Markdown and `<Image>` showed (made, or from the cache);
 *    which they are, the content phase (with the photos under public/) and the render phase knew.
 * 7. feed: the Atom feeds of `feeds` in content/config.ts.
 *    With them, the data files of `dataFiles` (a search index, say).
 * 8. icons: the PNG icons and web manifest from an SVG `site.icon`.
 * 9. write: public/, the script and stylesheet, the sitemap and headers files; then the staging
 *    folder replaces the output.
 * 10. record: which page made each route, for `site check`.
 *
 * Every phase reports all the problems it finds; the build rejects once with the list, and the
 * previous output stays as it was.
 */
import { mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { writeBuildRecord } from '../build-record';
import { DEFAULT_OUT_DIR, resolveLocales, resolvePaths, resolveSettings, type ProjectPaths, type ResolvedSettings } from '../config';
import type { Collections, ContentConfigModule, Entry, SiteConfig } from '../contract';
import { SiteError, toDiagnostics, type Diagnostic } from '../diagnostics';
import { renderHeadersFile } from '../headers-file';
import { renderRedirectsFile, type Redirect } from '../redirects-file';
import { bundleClient } from './bundle-client';
import { checkCacheWritable } from './cache-folder';
import { renderDataFiles } from './data-files';
import { feedLinks, renderFeeds } from './feed';
import { findPages, type PageFile } from './find-pages';
import { hasIcons, iconLinks, renderIcons } from './icons';
import type { OutputFile } from './hash-asset';
import { bundlePageScripts } from './page-scripts';
import { byCodeUnits } from './list-files';
import { assembleCollections, listContent, loadFiles, withDrafts } from './load-content';
import { loadPages, type LoadedProject } from './load-pages';
import { allowedMediaOrigins } from './markdown-html';
import { createPhaseTimer, measureAsset, type AssetReport, type PhaseTiming, type SizeReport } from './measure';
import { renderNginxConf } from './nginx-conf';
import { forEachLimited } from './run-limited';
import { loadPhotoCatalog, type PhotoCatalog } from './photos';
import { renderPhotos, type PhotoStats } from './photos-render';
import { loadShareFonts, renderShareImages, type ShareImageStats } from './share-image-render';
import { planRoutes, type PlannedRoute } from './plan-routes';
import { processCss } from './process-css';
import { checkShadowedPages, renderRedirectPage, resolveRedirects } from './redirects';
import { addCspMeta, renderPage, renderStoppedError, RENDER_TIME_LIMIT_MS, summarize, type PageSummary, type RenderContext, type RenderedPage, type ShellAssets } from './render-page';
import { forEachWithin } from './time-limit';
import { createPolicyCollector, formatCsp, headerRules, type HeaderPolicy, type PolicyCollector } from './security-headers';
import { renderRobots, renderSitemap } from './site-files';
import { openStaging, resolveOutDir, writePage } from './write-output';

export type { AssetReport, PhaseTiming, SizeReport } from './measure';

export interface BuildOptions {
  /** Project root; the current folder when left out. */
  root?: string;
  /** Output folder, relative to the root; `dist` when left out. */
  outDir?: string;
  /** Overrides `site.url` from content/config.ts (canonical URLs, sitemap). */
  siteUrl?: string;
  /** Reuse what the generator cached from earlier builds (compiled pages, script and stylesheet) while their inputs are unchanged; true when left out. */
  cache?: boolean;
  /** Keep entries marked `draft: true` in the collections (`site serve` does); false when left out. */
  drafts?: boolean;
  /** How long one page may render before the build stops and names it; 10 s when left out. */
  renderTimeLimitMs?: number;
}

export interface PageReport extends SizeReport {
  route: string;
  source: string;
  hasJsonLd: boolean;
}

export interface BuildResult {
  outDir: string;
  durationMs: number;
  /** How long each phase took, in order. */
  timings: PhaseTiming[];
  pages: PageReport[];
  script: AssetReport | undefined;
  /** The scripts pages declared for themselves (page-scripts.ts). */
  pageScripts: AssetReport[];
  style: (AssetReport & { inline: boolean }) | undefined;
  /** The `build` settings of content/config.ts, with the defaults filled in. */
  settings: ResolvedSettings;
  /** How many share images were drawn and how many came from the cache, when the site has them. */
  shareImages?: ShareImageStats;
  /** How many photo files were made and how many came from the cache, when pages show photos. */
  photos?: PhotoStats;
  /** What the user should know though the build succeeded (a cache folder it could not write). */
  warnings?: Diagnostic[];
}

/** Builds the site into the output folder, replacing it only when every phase succeeded. */
export async function build(options: BuildOptions = {}): Promise<BuildResult> {
  return (await runBuild(options)).result;
}

/** What a build knew at its end; watch mode keeps it to rebuild only what a change affects. */
export interface BuildState {
  paths: ProjectPaths;
  outDir: string;
  project: LoadedProject;
  site: SiteConfig;
  /** Every content file that became an entry, in collection order. */
  entries: Map<string, { collection: string; entry: Entry }>;
  collections: Collections;
  routes: PlannedRoute[];
  assets: ShellAssets;
  /** The stylesheet when it is a file, for the CSP; undefined when inlined. */
  stylesheet: string | undefined;
  /** The script and the external stylesheet, written as they are. */
  extraFiles: OutputFile[];
  /** The PNG icons and the web manifest. */
  icons: OutputFile[];
  publicEntries: Array<{ name: string; isFolder: boolean }>;
  /** The redirects of content/config.ts, validated. */
  redirects: Redirect[];
  /** Whether draft entries are in the collections. */
  drafts: boolean;
  /** How long one page may render. */
  timeLimitMs: number;
  /** The photos under public/ and the files asked of them (photos.ts). */
  photos: PhotoCatalog;
  result: BuildResult;
}

/** Watch mode renders on this thread through its own function, which records what each page reads. */
export type RenderRoute = (route: PlannedRoute, context: RenderContext) => RenderedPage;

/** A full build that also returns its state. */
export async function runBuild(options: BuildOptions = {}, renderRoute?: RenderRoute): Promise<{ result: BuildResult; state: BuildState }> {
  const started = performance.now();
  const { timings, time } = createPhaseTimer();
  const paths = resolvePaths(options.root ?? process.cwd());
  const outDir = resolveOutDir(paths, options.outDir ?? DEFAULT_OUT_DIR);
  const drafts = options.drafts ?? false;
  const timeLimitMs = options.renderTimeLimitMs ?? RENDER_TIME_LIMIT_MS;
  // A cache folder that cannot be written is a warning: the build then runs without it.
  const cacheProblem = options.cache === false ? undefined : await checkCacheWritable(paths.cache);
  const cache = options.cache !== false && cacheProblem === undefined;
  const staging = await openStaging(paths, outDir);
  let project: LoadedProject | undefined;
  try {
    const pageFiles = await time('find', () => findPages(paths));
    const loaded = await time('load', () => loadProject(paths, pageFiles, cache));
    ({ project } = loaded);
    const { script, style, pageScripts, settings } = loaded;
    const site = withSiteUrl(project.config.site, options.siteUrl);

    const { collections, entries, photos } = await time('content', async () => {
      const [files, photos] = await Promise.all([listContent(paths, project!.config.collections), loadPhotoCatalog(paths.public)]);
      const loadedFiles = await loadFiles(paths, files, project!.config.collections ?? {}, photos);
      const collections = withDrafts(assembleCollections(Object.keys(project!.config.collections ?? {}), files, loadedFiles), drafts);
      const entries = new Map(files.map((file, index) => [file.file, { collection: file.collection, entry: loadedFiles[index] as Entry }]));
      return { collections, entries, photos };
    });

    const isInline = style !== undefined && site.css !== 'external';
    const assets: ShellAssets = {
      style: style && (isInline ? { inline: style.contents.toString().replace(/<\/style/gi, '<\\/style') } : { href: `/${style.path}` }),
      scriptSrc: script && `/${script.path}`,
      pageScripts: pageScripts.srcByPage,
      headLinks: iconLinks(site) + feedLinks(project.config.feeds),
    };
    const holdForMeta = site.cspMeta === true;

    const { routes, redirects } = await time('plan', () => {
      const redirects = resolveRedirects(project!.config.redirects);
      const routes = planRoutes(project!.pages, collections, site, resolveLocales(project!.config));
      checkShadowedPages(paths, redirects, routes);
      return { routes, redirects };
    });
    const stylesheet = isInline ? undefined : style?.contents.toString();
    const collector = createPolicyCollector();
    const mediaOrigins = allowedMediaOrigins(project.config.collections);
    const policy = () => collector.policy(stylesheet, site, mediaOrigins);
    const shareImage = project.config.shareImage;
    const { pages, pageSizes } = await time('render', () => photos.withRegistry(() =>
      renderRoutes(routes, { site, collections, assets, ...(shareImage && { shareImage, routes: new Map(routes.map((route) => [route.route, route])) }), timeLimitMs }, staging.folder, holdForMeta, collector, policy, renderRoute),
    ));
    const shareImages = pages.flatMap((page) => (page.shareImage ? [{ image: page.shareImage, route: page.route }] : []));
    const shareStats = shareImage ? await time('share', () => renderShareImages(shareImages, loadShareFonts(paths, shareImage.fonts), staging.folder, cache ? paths.cache : undefined)) : undefined;
    const photoFiles = photos.variants();
    const photoStats = photoFiles.length > 0 ? await time('photos', () => renderPhotos(photoFiles, staging.folder, cache ? paths.cache : undefined)) : undefined;

    const feeds = await time('feed', () => collectionFiles(project!.config, collections, site));
    const icons = hasIcons(site) ? await time('icons', () => renderIcons(paths, site, { cache })) : [];
    const extraFiles = [script, isInline ? undefined : style, ...pageScripts.files].filter((file): file is OutputFile => file !== undefined);
    const publicEntries = listPublicEntries(paths.public);
    if (shareImages.length > 0 && !publicEntries.some((entry) => entry.name === 'share')) publicEntries.push({ name: 'share', isFolder: true });
    await time('write', async () => {
      const files = [...siteFiles(site, pages, policy(), publicEntries, redirects, [...icons, ...feeds]), ...extraFiles];
      await staging.copyPublic(paths, [...routes.map((route) => route.outFile), ...shareImages.map(({ image }) => image.path), ...photoFiles.map((file) => file.path), ...files.map((file) => file.path)]);
      await forEachLimited(files, (file) => staging.write(file));
      await staging.commit();
    });

    const recordProblem = await time('record', () => writeBuildRecord(paths, outDir, pages, settings.budgets));
    const warnings = [cacheProblem, recordProblem].filter((warning) => warning !== undefined);
    const result: BuildResult = {
      outDir,
      durationMs: performance.now() - started,
      timings,
      pages: pages.map((page, index) => ({ ...pageSizes[index]!, route: page.route, source: page.file, hasJsonLd: page.hasJsonLd })),
      script: script && measureAsset(script.path, script.contents),
      pageScripts: pageScripts.files.map((file) => measureAsset(file.path, file.contents)),
      style: style && { ...measureAsset(style.path, style.contents), inline: isInline },
      settings,
      ...(shareStats && { shareImages: shareStats }),
      ...(photoStats && { photos: photoStats }),
      ...(warnings.length > 0 && { warnings }),
    };
    return { result, state: { paths, outDir, project, site, entries, collections, routes, assets, stylesheet, extraFiles, icons, publicEntries, redirects, drafts, timeLimitMs, photos, result } };
  } finally {
    await Promise.all([project?.dispose(), staging.abort()]);
  }
}

/**
 * Phase: the pages and config; the client script, whose entry the config names; the stylesheet.
 * All three report their problems together.
 */
async function loadProject(paths: ProjectPaths, pageFiles: PageFile[], cache: boolean) {
  const projectLoad = loadPages(paths, pageFiles, { cache });
  const styleBuild = processCss(paths, { cache });
  const scriptBuild = projectLoad.then(
    (project) => bundleClient({ ...paths, clientEntry: resolveSettings(paths, project.config.build).clientEntry }, { cache }),
    () => undefined,
  );
  const pageScriptsBuild = projectLoad.then((project) => bundlePageScripts(paths, project.pages, { cache }), () => undefined);
  try {
    const [project, script, style, pageScripts] = await settleAll([projectLoad, scriptBuild, styleBuild, pageScriptsBuild]);
    return { project, script, style, pageScripts: pageScripts!, settings: resolveSettings(paths, project.config.build) };
  } catch (error) {
    await projectLoad.then((project) => project.dispose(), () => undefined);
    throw error;
  }
}

/** The files computed from the collections: the feeds of `feeds` and the files of `dataFiles`. */
export function collectionFiles(config: Pick<ContentConfigModule, 'feeds' | 'dataFiles'>, collections: Collections, site: SiteConfig): OutputFile[] {
  return [...renderFeeds(config.feeds, collections, site), ...renderDataFiles(config.dataFiles, collections, site)];
}

/**
 * The files derived from the pages: sitemap, robots.txt, the headers file and the nginx snippet;
 * with redirects, `_redirects` and a meta-refresh page at each old path; and the `derived` files
 * (icons, manifest, feeds), which the headers file also covers.
 */
export function siteFiles(
  site: SiteConfig,
  pages: PageSummary[],
  policy: HeaderPolicy,
  publicEntries: Array<{ name: string; isFolder: boolean }>,
  redirects: Redirect[] = [],
  derived: OutputFile[] = [],
): OutputFile[] {
  const headerPaths = [...pages.filter((page) => !page.isNotFound).map((page) => page.route), '/sitemap.xml', '/robots.txt', ...derived.map((file) => `/${file.path}`)];
  // Locale homes (`/te/`) and the not-found pages of locale folders (`/te/404.html`).
  const folders = { homes: pages.filter((page) => page.route.length > 1 && page.route.endsWith('/')).map((page) => page.route), notFound: pages.filter((page) => page.isNotFound && page.outFile.includes('/')).map((page) => `/${page.outFile}`) };
  const files = [renderSitemap(site.url, pages), renderRobots(site.url), renderHeadersFile(headerRules(policy, headerPaths, publicEntries)), renderNginxConf(policy, redirects, folders), ...derived];
  if (redirects.length > 0 || folders.notFound.length > 0) files.push(renderRedirectsFile(redirects, folders.notFound), ...redirects.map((redirect) => renderRedirectPage(redirect, site)));
  return files;
}

/**
 * Phase: renders every route into the staging folder, in route order, and returns the pages.
 * Once one failed, nothing more is written: the build will not be committed. With `holdForMeta`
 * (`site.cspMeta`), the pages are written last, once the policy of the whole site is known.
 */
function renderRoutes(
  routes: PlannedRoute[],
  context: RenderContext,
  stagingFolder: string,
  holdForMeta: boolean,
  collector: PolicyCollector,
  policy: () => HeaderPolicy,
  renderRoute: RenderRoute = renderPage,
): { pages: PageSummary[]; pageSizes: SizeReport[] } {
  for (const folder of new Set(routes.map((route) => path.dirname(path.join(stagingFolder, route.outFile))))) mkdirSync(folder, { recursive: true });
  const problems: Diagnostic[] = [];
  const pages: PageSummary[] = [];
  const pageSizes: SizeReport[] = [];
  const held: RenderedPage[] = [];
  const limitMs = context.timeLimitMs ?? RENDER_TIME_LIMIT_MS;
  try {
    forEachWithin(
      routes,
      limitMs,
      (route) => {
        let page: RenderedPage;
        try {
          page = renderRoute(route, context);
        } catch (error) {
          if (!(error instanceof SiteError)) throw error;
          problems.push(...error.diagnostics);
          return;
        }
        pages.push(summarize(page));
        if (problems.length > 0) return;
        collector.add(page.sources);
        if (holdForMeta) held.push(page);
        else pageSizes.push(writePage(stagingFolder, page.outFile, page.chunks));
      },
      (route, reason) => renderStoppedError(route, limitMs, reason),
    );
  } catch (error) {
    // A page that never finished is reported with the problems found before it.
    if (!(error instanceof SiteError)) throw error;
    problems.push(...error.diagnostics);
  }
  if (problems.length > 0) throw SiteError.fromList(problems);
  const csp = holdForMeta ? formatCsp(policy(), { isMeta: true }) : '';
  for (const page of held) pageSizes.push(writePage(stagingFolder, page.outFile, [addCspMeta(page.html, csp)]));
  return { pages, pageSizes };
}

/** Awaits every task and, if any failed, rejects once with all their diagnostics. */
async function settleAll<T extends readonly unknown[]>(tasks: { [K in keyof T]: Promise<T[K]> }): Promise<T> {
  const results = await Promise.allSettled(tasks);
  const problems: Diagnostic[] = [];
  for (const result of results) {
    if (result.status === 'rejected') {
      if (!(result.reason instanceof SiteError)) throw result.reason;
      problems.push(...toDiagnostics(result.reason));
    }
  }
  if (problems.length > 0) throw SiteError.fromList(problems);
  return results.map((result) => (result as PromiseFulfilledResult<unknown>).value) as unknown as T;
}

/** Top-level names under public/, for per-path Cache-Control rules. */
function listPublicEntries(folder: string): Array<{ name: string; isFolder: boolean }> {
  try {
    const entries = readdirSync(folder, { withFileTypes: true });
    return entries.filter((entry) => !entry.name.startsWith('.')).map((entry) => ({ name: entry.name, isFolder: entry.isDirectory() })).sort((a, b) => byCodeUnits(a.name, b.name));
  } catch {
    return [];
  }
}

function withSiteUrl(site: SiteConfig, override: string | undefined): SiteConfig {
  const url = override ?? site.url;
  let parsed: URL | undefined;
  try {
    parsed = new URL(url);
  } catch {
    parsed = undefined;
  }
  if (!parsed || !/^https?:$/.test(parsed.protocol) || parsed.pathname !== '/' || parsed.search || parsed.hash) {
    throw new SiteError(`The site URL "${url}" is not an http(s) origin.`, {
      ...(override === undefined ? { file: 'content/config.ts', field: 'site.url' } : { field: '--site-url' }),
      hint: 'Give the origin only, such as https://www.example.com',
    });
  }
  return { ...site, url: parsed.origin };
}
