/**
 * `site build`: the phases, in order.
 *
 * find pages → (load pages + config ‖ bundle client script ‖ process CSS) → load content →
 * plan routes → render every page → derive security headers from them → write output
 * atomically → record what was built.
 * A large site reads its content and renders its pages in worker threads (parallel.ts); the
 * output is the same. Every phase reports all the problems it finds; the build rejects once
 * with the list.
 */
import { readdir } from 'node:fs/promises';
import { writeBuildRecord } from '../build-record';
import { DEFAULT_OUT_DIR, resolvePaths, type ProjectPaths } from '../config';
import type { Collections, Entry, SiteConfig } from '../contract';
import { SiteError, toDiagnostics, type Diagnostic } from '../diagnostics';
import { renderHeadersFile } from '../headers-file';
import { bundleClient } from './bundle-client';
import { findPages } from './find-pages';
import type { OutputFile } from './hash-asset';
import { assembleCollections, listContent, loadFiles, prepareMarkdown } from './load-content';
import type { LoadedProject } from './load-pages';
import { loadPages } from './load-pages';
import { bundlePageScripts } from './page-scripts';
import { measureAsset, sizeOf, startTimer, type AssetReport, type SizeReport } from './measure';
import { byCodeUnits } from './list-files';
import { renderNginxConf } from './nginx-conf';
import { chooseWorkerCount, countContentFiles, PARALLEL_MIN_FILES, startWorkerPool, type WorkerPool } from './parallel';
import { createChunkRenderer } from './render-chunk';
import { planRoutes, type PlannedRoute } from './plan-routes';
import { processCss } from './process-css';
import { loadReact } from './react-renderer';
import { addCspMeta, renderEach, type PageSummary, type RenderContext, type RenderedPage, type ShellAssets } from './render-page';
import { createPolicyCollector, formatCsp, headerRules, type HeaderPolicy, type PolicyCollector } from './security-headers';
import { renderRobots, renderSitemap } from './site-files';
import { openStaging, resolveOutDir, type Staging } from './write-output';

export type { AssetReport, SizeReport } from './measure';

export interface BuildOptions {
  /** Project root; the current folder when left out. */
  root?: string;
  /** Output folder, relative to the root; `dist` when left out. */
  outDir?: string;
  /** Overrides `site.url` from content/config.ts (canonical URLs, sitemap). */
  siteUrl?: string;
  /** Worker threads for reading and rendering; 0 renders on the main thread. One per core (at most 4) for large sites when left out. */
  workers?: number;
  /** Reuse the prefixed stylesheet from the generator's cache while its inputs are unchanged; true when left out. */
  cache?: boolean;
}

export interface PageReport extends SizeReport {
  route: string;
  source: string;
  hasJsonLd: boolean;
}

export interface BuildResult {
  outDir: string;
  durationMs: number;
  pages: PageReport[];
  script: AssetReport | undefined;
  /** The scripts pages declared for themselves (page-scripts.ts). */
  pageScripts: AssetReport[];
  style: (AssetReport & { inline: boolean }) | undefined;
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
  publicEntries: Array<{ name: string; isFolder: boolean }>;
  result: BuildResult;
}

/** Watch mode renders on this thread through its own function, which records what each page reads. */
export type RenderRoute = (route: PlannedRoute, context: RenderContext, index: number) => RenderedPage;

/** A full build that also returns its state. */
export async function runBuild(options: BuildOptions = {}, renderRoute?: RenderRoute): Promise<{ result: BuildResult; state: BuildState }> {
  const elapsed = startTimer();
  const paths = resolvePaths(options.root ?? process.cwd());
  const outDir = resolveOutDir(paths, options.outDir ?? DEFAULT_OUT_DIR);
  // The staging folder is made and public/ copied into it while the other phases run.
  const stagingOpen = openStaging(paths, outDir);
  stagingOpen.catch(() => undefined);
  try {
    return await buildInto(stagingOpen, paths, outDir, options, elapsed, renderRoute);
  } finally {
    // Removes the staging folder unless it became the output.
    await stagingOpen.then((staging) => staging.abort(), () => undefined);
  }
}

async function buildInto(
  stagingOpen: Promise<Staging>,
  paths: ProjectPaths,
  outDir: string,
  options: BuildOptions,
  elapsed: () => number,
  renderRoute: RenderRoute | undefined,
): Promise<{ result: BuildResult; state: BuildState }> {
  const [pageFiles, contentFiles] = await Promise.all([findPages(paths), countContentFiles(paths.content)]);
  const workerCount = renderRoute ? 0 : chooseWorkerCount(contentFiles, options.workers);
  // Workers start now, so they load React and the Markdown renderer while the pages are bundled.
  const pool = workerCount > 0 ? await startWorkerPool(workerCount, paths) : undefined;
  const projectLoad = loadPages(paths, pageFiles, { cache: options.cache ?? true });
  if (!pool) void prepareMarkdown({ optimize: contentFiles >= PARALLEL_MIN_FILES }).catch(() => undefined);
  const phases: Array<Promise<unknown>> = [];
  try {
    const scriptBuild = bundleClient(paths, { cache: options.cache ?? true });
    const styleBuild = processCss(paths, { cache: options.cache ?? true });
    phases.push(scriptBuild, styleBuild);
    // esbuild compiles in its own process; this thread loads React meanwhile.
    await new Promise((resolve) => setImmediate(resolve));
    loadReact();
    const project = await projectLoad.catch(async (error: unknown) => {
      // Report the script's and stylesheet's problems too, not only the first phase's.
      await settleAll([Promise.reject(error), scriptBuild, styleBuild]);
      throw error;
    });
    const site = withSiteUrl(project.config.site, options.siteUrl);
    const pageScriptsBuild = bundlePageScripts(paths, project.pages, { cache: options.cache ?? true });
    phases.push(pageScriptsBuild);
    const collectionsLoad = (async () => {
      const names = Object.keys(project.config.collections ?? {});
      const files = await listContent(paths, project.config.collections);
      pool?.init({ type: 'init', root: paths.root, bundle: project.bundle, pageFiles, site });
      const loadHere = (share: typeof files) => loadFiles(paths, share, project.config.collections ?? {});
      const loaded = pool ? await pool.load(files, loadHere) : await loadHere(files);
      const collections = assembleCollections(names, files, loaded);
      const entries = new Map(files.map((file, index) => [file.file, { collection: file.collection, entry: loaded[index] as Entry }]));
      return { collections, entries };
    })();
    const [script, style, { collections, entries }, pageScripts] = await settleAll([scriptBuild, styleBuild, collectionsLoad, pageScriptsBuild]);
    const routes = planRoutes(project.pages, collections, site);

    const isInline = style !== undefined && site.css !== 'external';
    const assets: ShellAssets = {
      style: style && (isInline ? { inline: style.contents.toString().replace(/<\/style/gi, '<\\/style') } : { href: `/${style.path}` }),
      scriptSrc: script && `/${script.path}`,
      pageScripts: pageScripts.srcByPage,
    };
    const extraFiles: OutputFile[] = [script, isInline ? undefined : style, ...pageScripts.files].filter((file): file is OutputFile => file !== undefined);
    const generated = [...routes.map((route) => route.outFile), 'sitemap.xml', 'robots.txt', '_headers', 'nginx.conf', ...extraFiles.map((file) => file.path)];
    const staging = await stagingOpen;
    staging.claim(generated);
    const collector = createPolicyCollector();
    const stylesheet = isInline ? undefined : style?.contents.toString();
    const rendered = pool
      ? await renderInWorkers(pool, routes, { site, collections, assets }, staging, collector, () => collector.policy(stylesheet, site))
      : await renderHere(routes, { site, collections, assets }, staging, collector, () => collector.policy(stylesheet, site), renderRoute);
    const { pages, pageSizes } = rendered;
    const publicEntries = await listPublicEntries(paths.public);
    const files = [...siteFiles(site, pages, collector.policy(stylesheet, site), publicEntries), ...extraFiles];
    await Promise.all(files.map((file) => staging.write(file)));
    const [scriptSize, styleSize] = [script && measureAsset(script.path, script.contents), style && measureAsset(style.path, style.contents)];
    await staging.commit();
    await writeBuildRecord(paths, {
      outDir,
      builtAt: new Date().toISOString(),
      routes: pages.map((page) => ({ route: page.route, outFile: page.outFile, source: page.file, hasJsonLd: page.hasJsonLd })),
    });
    const result: BuildResult = {
      outDir,
      durationMs: elapsed(),
      pages: pages.map((page, index) => ({ ...pageSizes[index]!, route: page.route, source: page.file, hasJsonLd: page.hasJsonLd })),
      script: scriptSize,
      pageScripts: pageScripts.files.map((file) => measureAsset(file.path, file.contents)),
      style: styleSize && Object.assign(styleSize, { inline: isInline }),
    };
    return { result, state: { paths, outDir, project, site, entries, collections, routes, assets, stylesheet, extraFiles, publicEntries, result } };
  } finally {
    // Whatever way the build ends, no phase is left writing to the caches after it.
    await Promise.all([pool?.close(), projectLoad.then((project) => project.dispose(), () => undefined), ...phases.map((phase) => phase.catch(() => undefined))]);
  }
}

/** The files derived from the pages: sitemap, robots.txt, the headers file and the nginx snippet. */
export function siteFiles(site: SiteConfig, pages: PageSummary[], policy: HeaderPolicy, publicEntries: Array<{ name: string; isFolder: boolean }>): OutputFile[] {
  const headerPaths = [...pages.filter((page) => page.outFile !== '404.html').map((page) => page.route), '/sitemap.xml', '/robots.txt'];
  return [renderSitemap(site.url, pages), renderRobots(site.url), renderHeadersFile(headerRules(policy, headerPaths, publicEntries)), renderNginxConf(policy)];
}

interface RenderedSite {
  /** Every page in route order, without its HTML. */
  pages: PageSummary[];
  pageSizes: SizeReport[];
}

/** Renders on this thread alone. */
async function renderHere(
  routes: PlannedRoute[],
  context: RenderContext,
  staging: Staging,
  collector: PolicyCollector,
  finalPolicy: () => HeaderPolicy,
  renderRoute?: RenderRoute,
): Promise<RenderedSite> {
  const renderer = createChunkRenderer(routes, context, staging.folder, context.site.cspMeta === true, renderRoute);
  const share = await renderer.render([...routes.keys()]);
  if (share.problems.length > 0) throw SiteError.fromList(share.problems);
  collector.merge(share.findings);
  const sizes = context.site.cspMeta ? renderer.finish(formatCsp(finalPolicy(), { isMeta: true })) : share.sizes;
  return { pages: share.pages.map(([, page]) => page), pageSizes: sizes.map(([, size]) => size) };
}

/** Renders across this thread and the worker pool, and puts the results back in route order. */
async function renderInWorkers(
  pool: WorkerPool,
  routes: PlannedRoute[],
  context: RenderContext,
  staging: Staging,
  collector: PolicyCollector,
  finalPolicy: () => HeaderPolicy,
): Promise<RenderedSite> {
  const holdForMeta = context.site.cspMeta === true;
  const here = createChunkRenderer(routes, context, staging.folder, holdForMeta);
  const replies = await pool.render(routes.length, { collections: context.collections, assets: context.assets, staging: staging.folder, holdForMeta }, (indices) => here.render(indices));
  const problems = replies.flatMap((reply) => reply.problems);
  if (problems.length > 0) throw SiteError.fromList(problems);
  const pages = new Array<PageSummary>(routes.length);
  const pageSizes = new Array<SizeReport>(routes.length);
  for (const reply of replies) {
    collector.merge(reply.findings);
    for (const [index, page] of reply.pages) pages[index] = page;
    for (const [index, size] of reply.sizes) pageSizes[index] = size;
  }
  if (holdForMeta) {
    const csp = formatCsp(finalPolicy(), { isMeta: true });
    const written = [...here.finish(csp), ...(await pool.finish(csp)).flatMap((reply) => reply.sizes)];
    for (const [index, size] of written) pageSizes[index] = size;
  }
  return { pages, pageSizes };
}

/** Awaits every phase and, if any failed, rejects once with all their diagnostics. */
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
async function listPublicEntries(folder: string): Promise<Array<{ name: string; isFolder: boolean }>> {
  try {
    const entries = await readdir(folder, { withFileTypes: true });
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
