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
 * 7. feed: the Atom feeds of `feeds` in content/config.ts.
 *    With them, the data files of `dataFiles` (a search index, say).
 * 8. icons: the PNG icons and web manifest from an SVG `site.icon`.
 * 9. write: public/, the script and stylesheet, the sitemap and headers files; then the staging
 *    folder replaces the output.
 * 10. record: which page made each route, for `site check`.
 *
 * A large site reads its content and renders its pages on this thread and worker threads
 * together (parallel.ts); the output is the same. Every phase reports all the problems it
 * finds; the build rejects once with the list, and the previous output stays as it was.
 */
import { mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { writeBuildRecord } from '../build-record';
import { DEFAULT_OUT_DIR, resolveLocales, resolvePaths, resolveSettings, type ProjectPaths, type ResolvedSettings } from '../config';
import type { CollectionConfig, Collections, ContentConfigModule, Entry, ShareImageConfig, SiteConfig } from '../contract';
import { SiteError, toDiagnostics, type Diagnostic } from '../diagnostics';
import { renderHeadersFile } from '../headers-file';
import { renderRedirectsFile, type Redirect } from '../redirects-file';
import { bundleClient } from './bundle-client';
import { renderDataFiles } from './data-files';
import { feedLinks, renderFeeds } from './feed';
import { findPages, type PageFile } from './find-pages';
import { hasIcons, iconLinks, renderIcons } from './icons';
import type { OutputFile } from './hash-asset';
import { bundlePageScripts } from './page-scripts';
import { byCodeUnits } from './list-files';
import { assembleCollections, listContent, loadFiles, withDrafts, type ContentFile } from './load-content';
import { loadPages, type LoadedProject } from './load-pages';
import { createPhaseTimer, measureAsset, type AssetReport, type PhaseTiming, type SizeReport } from './measure';
import { renderNginxConf } from './nginx-conf';
import { loadShareFonts, renderShareImages, type ShareImageJob, type ShareImageStats } from './share-image-render';
import { chooseWorkerCount, chunksOf, startWorkerPool, type WorkerPool } from './parallel';
import { planRoutes, type PlannedRoute } from './plan-routes';
import { processCss } from './process-css';
import { checkShadowedPages, renderRedirectPage, resolveRedirects } from './redirects';
import { renderChunk, writePage } from './render-chunk';
import { addCspMeta, type PageSummary, type RenderContext, type RenderedPage, type ShellAssets } from './render-page';
import { createPolicyCollector, formatCsp, headerRules, type HeaderPolicy, type PolicyCollector } from './security-headers';
import { renderRobots, renderSitemap } from './site-files';
import { openStaging, resolveOutDir, type Staging } from './write-output';

export type { AssetReport, PhaseTiming, SizeReport } from './measure';

export interface BuildOptions {
  /** Project root; the current folder when left out. */
  root?: string;
  /** Output folder, relative to the root; `dist` when left out. */
  outDir?: string;
  /** Overrides `site.url` from content/config.ts (canonical URLs, sitemap). */
  siteUrl?: string;
  /** Worker threads for reading and rendering; 0 renders on the main thread. One per core (at most 4) for large sites when left out. */
  workers?: number;
  /** Reuse what the generator cached from earlier builds (compiled pages, script and stylesheet) while their inputs are unchanged; true when left out. */
  cache?: boolean;
  /** Keep entries marked `draft: true` in the collections (`site serve` does); false when left out. */
  drafts?: boolean;
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
  result: BuildResult;
}

/** Watch mode renders on this thread through its own function, which records what each page reads. */
export type RenderRoute = (route: PlannedRoute, context: RenderContext, index: number) => RenderedPage;

/** A full build that also returns its state. */
export async function runBuild(options: BuildOptions = {}, renderRoute?: RenderRoute): Promise<{ result: BuildResult; state: BuildState }> {
  const started = performance.now();
  const { timings, time } = createPhaseTimer();
  const paths = resolvePaths(options.root ?? process.cwd());
  const outDir = resolveOutDir(paths, options.outDir ?? DEFAULT_OUT_DIR);
  const cache = options.cache ?? true;
  const drafts = options.drafts ?? false;
  const staging = await openStaging(outDir);
  let project: LoadedProject | undefined;
  let pool: WorkerPool | undefined;
  try {
    const pageFiles = await time('find', () => findPages(paths));
    const loaded = await time('load', () => loadProject(paths, pageFiles, cache));
    ({ project } = loaded);
    const { script, style, pageScripts, settings } = loaded;
    const site = withSiteUrl(project.config.site, options.siteUrl);

    const { collections, entries, content } = await time('content', async () => {
      const files = await listContent(paths, project!.config.collections);
      const workerCount = renderRoute ? 0 : chooseWorkerCount(files.length, options.workers);
      if (workerCount > 0) pool = await startWorkerPool(workerCount, paths, { root: paths.root, bundle: project!.bundle, pageFiles, site });
      const { loadedFiles, lanes } = await loadContent(paths, files, project!.config.collections ?? {}, pool);
      const collections = withDrafts(assembleCollections(Object.keys(project!.config.collections ?? {}), files, loadedFiles), drafts);
      const entries = new Map(files.map((file, index) => [file.file, { collection: file.collection, entry: loadedFiles[index] as Entry }]));
      return { collections, entries, content: { files, entries: loadedFiles as Entry[], lanes } };
    });

    const isInline = style !== undefined && site.css !== 'external';
    const assets: ShellAssets = {
      style: style && (isInline ? { inline: style.contents.toString().replace(/<\/style/gi, '<\\/style') } : { href: `/${style.path}` }),
      scriptSrc: script && `/${script.path}`,
      pageScripts: pageScripts.srcByPage,
      headLinks: iconLinks(site) + feedLinks(project.config.feeds),
    };
    const holdForMeta = site.cspMeta === true;

    const { routes, redirects } = await time('plan', async () => {
      // The workers plan the same routes from the same collections, meanwhile.
      const workersPlanned = pool && planInWorkers(pool, content, drafts, { assets, staging: staging.folder, holdForMeta });
      // Handled here too: when the plan fails, this thread reports it and the workers' answer is not awaited.
      workersPlanned?.catch(() => undefined);
      const redirects = resolveRedirects(project!.config.redirects);
      const routes = planRoutes(project!.pages, collections, site, resolveLocales(project!.config));
      checkShadowedPages(paths, redirects, routes);
      await workersPlanned;
      return { routes, redirects };
    });
    const stylesheet = isInline ? undefined : style?.contents.toString();
    const collector = createPolicyCollector();
    const policy = () => collector.policy(stylesheet, site);
    const shareImage = project.config.shareImage;
    const { pages, pageSizes } = await time('render', () =>
      renderRoutes(routes, { site, collections, assets, ...(shareImage && { shareImage }) }, staging.folder, holdForMeta, collector, policy, pool, renderRoute),
    );
    const shareImages = pages.flatMap((page) => (page.shareImage ? [{ image: page.shareImage, route: page.route }] : []));
    const shareStats = shareImage ? await time('share', () => drawShareImages(paths, shareImage, shareImages, staging.folder, cache, pool)) : undefined;

    const feeds = await time('feed', () => collectionFiles(project!.config, collections, site));
    const icons = hasIcons(site) ? await time('icons', () => renderIcons(paths, site, { cache })) : [];
    const extraFiles = [script, isInline ? undefined : style, ...pageScripts.files].filter((file): file is OutputFile => file !== undefined);
    const publicEntries = listPublicEntries(paths.public);
    if (shareImages.length > 0 && !publicEntries.some((entry) => entry.name === 'share')) publicEntries.push({ name: 'share', isFolder: true });
    await time('write', async () => {
      const files = [...siteFiles(site, pages, policy(), publicEntries, redirects, [...icons, ...feeds]), ...extraFiles];
      await staging.copyPublic(paths, [...routes.map((route) => route.outFile), ...shareImages.map(({ image }) => image.path), ...files.map((file) => file.path)]);
      await Promise.all(files.map((file) => staging.write(file)));
      await staging.commit();
    });

    await time('record', () => writeBuildRecord(paths, outDir, pages, settings.budgets));
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
    };
    return { result, state: { paths, outDir, project, site, entries, collections, routes, assets, stylesheet, extraFiles, icons, publicEntries, redirects, drafts, result } };
  } finally {
    await Promise.all([pool?.close(), project?.dispose(), staging.abort()]);
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
 * Phase: renders every route into the staging folder, on this thread or in chunks across the
 * workers (which planned the routes in the plan phase), and returns the pages in route order.
 * With `holdForMeta` (`site.cspMeta`), the pages are written last, once the policy of the whole
 * site is known.
 */
async function renderRoutes(
  routes: PlannedRoute[],
  context: RenderContext,
  stagingFolder: string,
  holdForMeta: boolean,
  collector: PolicyCollector,
  policy: () => HeaderPolicy,
  pool: WorkerPool | undefined,
  renderRoute: RenderRoute | undefined,
): Promise<{ pages: PageSummary[]; pageSizes: SizeReport[] }> {
  for (const folder of new Set(routes.map((route) => path.dirname(path.join(stagingFolder, route.outFile))))) mkdirSync(folder, { recursive: true });
  const local = (indices: number[]) => renderChunk(routes, indices, context, stagingFolder, holdForMeta, renderRoute);
  const chunks = pool
    ? (await Promise.all(pool.runAll(chunksOf(routes.length, pool.lanes).map((indices) => ({ type: 'render' as const, indices })), (task) => local(task.indices)))).map(({ result }) => result)
    : [await local([...routes.keys()])];
  const problems = chunks.flatMap((chunk) => chunk.problems);
  if (problems.length > 0) throw SiteError.fromList(problems);
  const pages = new Array<PageSummary>(routes.length);
  const pageSizes = new Array<SizeReport>(routes.length);
  for (const chunk of chunks) {
    collector.merge(chunk.findings);
    for (const [index, page] of chunk.pages) pages[index] = page;
    for (const [index, size] of chunk.sizes) pageSizes[index] = size;
  }
  if (holdForMeta) {
    const csp = formatCsp(policy(), { isMeta: true });
    for (const [index, page] of chunks.flatMap((chunk) => chunk.held)) pageSizes[index] = writePage(stagingFolder, page.outFile, [addCspMeta(page.html, csp)]);
  }
  return { pages, pageSizes };
}

/** Content files `first` to `first + count - 1`, loaded by a worker (`lane`: its index) or by this thread (-1). */
interface ContentLane {
  lane: number;
  first: number;
  count: number;
}

/**
 * Phase step: reads, validates and renders the content files, on this thread or in chunks
 * across it and the workers; returns each file's entry or problems, and who loaded which files.
 */
async function loadContent(paths: ProjectPaths, files: ContentFile[], config: Record<string, CollectionConfig>, pool: WorkerPool | undefined): Promise<{ loadedFiles: Array<Entry | Diagnostic[]>; lanes: ContentLane[] }> {
  if (!pool) return { loadedFiles: await loadFiles(paths, files, config), lanes: [] };
  const tasks = chunksOf(files.length, pool.lanes).map((chunk) => ({ type: 'load' as const, first: chunk[0]!, files: chunk.map((index) => files[index]!) }));
  const done = await Promise.all(pool.runAll(tasks, (task) => loadFiles(paths, task.files, config)));
  return { loadedFiles: done.flatMap(({ result }) => result), lanes: done.map(({ lane }, index) => ({ lane, first: tasks[index]!.first, count: tasks[index]!.files.length })) };
}

/** Sends each worker the entries it did not load itself, and has it plan its routes. */
function planInWorkers(
  pool: WorkerPool,
  content: { files: ContentFile[]; entries: Entry[]; lanes: ContentLane[] },
  drafts: boolean,
  rest: { assets: ShellAssets; staging: string; holdForMeta: boolean },
): Promise<unknown> {
  return Promise.all(
    Array.from({ length: pool.size }, (_, worker) => {
      const others = content.lanes.filter(({ lane }) => lane !== worker).flatMap(({ first, count }) => content.entries.slice(first, first + count).map((entry, offset): [number, Entry] => [first + offset, entry]));
      return pool.send(worker, { type: 'plan', content: { files: content.files, others, drafts }, ...rest });
    }),
  );
}

/** Phase: the share images, across the workers when there are some (each is tens of milliseconds of CPU). */
async function drawShareImages(paths: ProjectPaths, config: ShareImageConfig, images: ShareImageJob[], folder: string, cache: boolean, pool: WorkerPool | undefined): Promise<ShareImageStats> {
  // The fonts are read here first, so that a missing one is reported once.
  const fonts = loadShareFonts(paths, config.fonts);
  const cacheFolder = cache ? paths.cache : undefined;
  if (!pool || images.length < pool.lanes * 8) return renderShareImages(images, fonts, folder, cacheFolder);
  const tasks = chunksOf(images.length, pool.lanes).map((chunk) => ({ type: 'share' as const, images: chunk.map((index) => images[index]!), outFolder: folder, cacheFolder }));
  const results = (await settleAll(pool.runAll(tasks, (task) => renderShareImages(task.images, fonts, folder, cacheFolder)))).map(({ result }) => result);
  return results.reduce((total, stats) => ({ drawn: total.drawn + stats.drawn, cached: total.cached + stats.cached, drawMs: total.drawMs + stats.drawMs }), { drawn: 0, cached: 0, drawMs: 0 });
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
