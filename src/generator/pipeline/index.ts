/**
 * `site build`: the phases, in order, each timed into `BuildResult.timings`.
 *
 * 1. find: the page files under pages/.
 * 2. load: compile and import the pages and content/config.ts, bundle the client script and
 *    process the stylesheet (the three together).
 * 3. content: read, validate and render every Markdown file of the collections.
 * 4. plan: one route per output file, expanding dynamic pages through their `paths()`.
 * 5. render: every route into the staging folder.
 * 6. photos: the files of the photos Markdown and `<Image>` showed (made, or from the cache);
 *    which they are, the content phase (with the photos under public/) and the render phase knew.
 * 7. feed: the Atom feeds of `feeds` in content/config.ts.
 *    With them, the data files of `dataFiles` (a search index, say).
 * 8. icons: the PNG icons and web manifest from an SVG `site.icon`.
 * 9. write: public/, the script and stylesheet, the sitemap and headers files.
 * 10. share: the share image of every page without its own (drawn, or from the cache), placed in
 *    the output.
 * 11. commit: the staging folder replaces the output.
 * 12. record: which page made each route, for `site check`.
 *
 * Every phase reports all the problems it finds; the build rejects once with the list, and the
 * previous output stays as it was.
 */
import path from 'node:path';
import { writeBuildRecord } from '../build-record';
import {
  DEFAULT_OUT_DIR,
  resolveLocales,
  resolvePaths,
  resolveSettings,
  type ProjectPaths,
  type ResolvedSettings,
} from '../config';
import type {
  Collections,
  ContentConfigModule,
  Entry,
  ShareImageConfig,
  SiteConfig,
} from '../contract';
import { SiteError, toDiagnostics, type Diagnostic } from '../diagnostics';
import { bundleClient } from './bundle-client';
import { checkCacheWritable } from './cache';
import { findPages, type PageFile } from './find-pages';
import { hasIcons, keptIcons } from './icons';
import { assembleCollections, listContent, loadFiles, withDrafts } from './load-content';
import { loadPages, type LoadedProject } from './load-pages';
import {
  createPhaseTimer,
  measureAsset,
  type AssetReport,
  type PhaseTiming,
  type SizeReport,
} from './measure';
import { changedIn, codeKeysOf, contentChanges, type BuildMemo } from './memo';
import { openWatchOutput } from './output-in-place';
import { bundlePageScripts } from './page-scripts';
import { planRoutes } from './plan-routes';
import { loadPhotoCatalog } from './photos';
import { renderPhotos, type PhotoStats } from './photos-render';
import { processCss } from './process-css';
import { checkShadowedPages, resolveRedirects } from './redirects';
import { RENDER_TIME_LIMIT_MS } from './render-page';
import { renderRoutes, shellOf, type RenderOutput } from './render-routes';
import { loadShareFonts, type ShareImageStats } from './share-image-render';
import { renderShareImages } from './share-image-session';
import { openStaging, resolveOutDir, type Staging } from './write-output';
import { collectionFiles, writeSite } from './write-site';

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

/** One run of the phases: its result, and in watch mode what it rendered and the share images still to draw. */
export interface BuildRun {
  result: BuildResult;
  /** Pages rendered in this run (the others were unchanged, in watch mode). */
  rendered: number;
  /** Watch mode: draws the share images of the pages rendered again, after the pages are written. */
  drawImages?: () => Promise<void>;
}

/**
 * Runs every phase. `site build` passes no memo: everything is built into a staging folder that
 * replaces the output at the end. Watch mode passes the memo it keeps: the same phases then
 * reuse what is unchanged since its last run and write the output in place (memo.ts).
 */
export async function runBuild(options: BuildOptions = {}, memo?: BuildMemo): Promise<BuildRun> {
  const started = performance.now();
  const { timings, time } = createPhaseTimer();
  const paths = resolvePaths(options.root ?? process.cwd());
  const outDir = resolveOutDir(paths, options.outDir ?? DEFAULT_OUT_DIR);
  // A cache folder that cannot be written is a warning: the build then runs without it.
  const cacheProblem = options.cache === false ? undefined : await checkCacheWritable(paths.cache);
  const cache = options.cache !== false && cacheProblem === undefined;
  const output = memo
    ? await openWatchOutput(paths, outDir, memo)
    : await openStaging(paths, outDir);
  let project: LoadedProject | undefined;
  try {
    const pageFiles = await time('find', () => findPages(paths));
    const loaded = await time('load', () => loadProject(paths, pageFiles, cache, memo));
    project = loaded.project;
    const site = withSiteUrl(project.config.site, options.siteUrl);
    const content = await time('content', () =>
      loadCollections(paths, project!.config, options.drafts ?? false, memo),
    );
    const { routes, redirects } = await time('plan', () =>
      planBuild(paths, project!, content.collections, site),
    );
    const shell = shellOf(site, loaded, project.config);
    const render = await time('render', () =>
      content.photos.withRegistry(() =>
        renderRoutes(routes, {
          site,
          collections: content.collections,
          shell,
          output,
          timeLimitMs: options.renderTimeLimitMs ?? RENDER_TIME_LIMIT_MS,
          shareImage: project!.config.shareImage,
          ...(memo && { memo, changes: content.changes, photos: content.photos }),
        }),
      ),
    );
    const images = keepShareImages(paths, render, project.config.shareImage, output, {
      cache,
      outDir,
      memo,
    });
    const photoFiles = content.photos.variants();
    // Watch mode places only the photo files its output does not hold yet.
    const toPlace = memo?.hasOutput
      ? photoFiles.filter((file) => !memo.written.has(file.path))
      : photoFiles;
    for (const file of photoFiles) output.keep(file.path);
    const photoStats =
      photoFiles.length > 0
        ? await time('photos', () =>
            renderPhotos(toPlace, output.folder, cache ? paths.cache : undefined),
          )
        : undefined;
    const feeds = await time('feed', () =>
      collectionFiles(
        project!.config,
        content.collections,
        site,
        memo && { memo, changes: content.changes },
      ),
    );
    const icons = hasIcons(site)
      ? await time('icons', () => keptIcons(paths, site, { cache }, memo))
      : [];
    await time('write', () =>
      writeSite(paths, output, {
        site,
        routes,
        redirects,
        render,
        shell,
        files: [...icons, ...feeds],
        hasImages: images.hasImages,
        photoPaths: photoFiles.map((file) => file.path),
      }),
    );
    const shareImage = memo ? undefined : project.config.shareImage;
    const shareStats =
      shareImage &&
      (await time('share', () =>
        renderShareImages(
          render.shareImages,
          loadShareFonts(paths, shareImage.fonts),
          output.folder,
          cache ? paths.cache : undefined,
        ),
      ));
    await time('commit', () => output.commit());
    const recordProblem = await time('record', () =>
      writeBuildRecord(paths, outDir, render.pages, loaded.settings.budgets),
    );
    const warnings = [cacheProblem, recordProblem].filter((warning) => warning !== undefined);
    const result: BuildResult = {
      outDir,
      durationMs: performance.now() - started,
      timings,
      pages: render.pages.map((page, index) => ({
        ...render.pageSizes[index]!,
        route: page.route,
        source: page.file,
        hasJsonLd: page.hasJsonLd,
      })),
      script: loaded.script && measureAsset(loaded.script.path, loaded.script.contents),
      pageScripts: loaded.pageScripts.files.map((file) => measureAsset(file.path, file.contents)),
      style: loaded.style && {
        ...measureAsset(loaded.style.path, loaded.style.contents),
        inline: shell.isInline,
      },
      settings: loaded.settings,
      ...(shareStats && { shareImages: shareStats }),
      ...(photoStats && { photos: photoStats }),
      ...(warnings.length > 0 && { warnings }),
    };
    return { result, rendered: render.rendered, ...(images.draw && { drawImages: images.draw }) };
  } finally {
    // Watch mode keeps the loaded pages (memo.project) for its next run.
    await Promise.all([memo ? undefined : project?.dispose(), output.abort()]);
  }
}

/** Phase: the routes of every page in every locale, and the redirects, which no page may shadow. */
function planBuild(
  paths: ProjectPaths,
  project: LoadedProject,
  collections: Collections,
  site: SiteConfig,
) {
  const redirects = resolveRedirects(project.config.redirects);
  const routes = planRoutes(project.pages, collections, site, resolveLocales(project.config));
  checkShadowedPages(paths, redirects, routes);
  return { routes, redirects };
}

/**
 * Phase: the pages and config; the client script, whose entry the config names; the stylesheet.
 * All three report their problems together. With a memo, pages whose bundle is unchanged are
 * the very modules of the last run.
 */
async function loadProject(
  paths: ProjectPaths,
  pageFiles: PageFile[],
  cache: boolean,
  memo?: BuildMemo,
): Promise<Loaded> {
  if (memo?.loaded && !needsLoad(paths, memo.loaded.inputs, memo.changed))
    return memo.loaded.result as Loaded;
  const loaded = await compileAndLoad(paths, pageFiles, cache, memo);
  if (memo)
    memo.loaded = {
      result: loaded,
      inputs: new Set([
        ...Object.values(loaded.project.bundle.sources).flat(),
        ...[loaded.script, loaded.style, ...loaded.pageScripts.files].flatMap(
          (file) => file?.inputs ?? [],
        ),
      ]),
    };
  return loaded;
}

type Loaded = Awaited<ReturnType<typeof compileAndLoad>>;

/** Files that change how esbuild resolves the sources, or what browserslist asks of the stylesheet. */
const PROJECT_SETTINGS = new Set([
  'package.json',
  'tsconfig.json',
  'jsconfig.json',
  '.browserslistrc',
  'browserslist',
]);

/** Whether a changed file is one the compiles read, a page file (added, removed) or a settings file; every file when the changes are unknown. */
function needsLoad(
  paths: ProjectPaths,
  inputs: Set<string>,
  changed: Set<string> | undefined,
): boolean {
  if (!changed) return true;
  for (const file of changed)
    if (
      inputs.has(file) ||
      file.startsWith(paths.pages + path.sep) ||
      PROJECT_SETTINGS.has(path.basename(file))
    )
      return true;
  return false;
}

async function compileAndLoad(
  paths: ProjectPaths,
  pageFiles: PageFile[],
  cache: boolean,
  memo?: BuildMemo,
) {
  const projectLoad = loadPages(paths, pageFiles).then((project) =>
    memo ? keepProject(memo, project) : project,
  );
  const styleBuild = processCss(paths, { cache });
  const scriptBuild = projectLoad.then(
    (project) =>
      bundleClient({
        ...paths,
        clientEntry: resolveSettings(paths, project.config.build).clientEntry,
      }),
    () => undefined,
  );
  const pageScriptsBuild = projectLoad.then(
    (project) => bundlePageScripts(paths, project.pages),
    () => undefined,
  );
  try {
    const [project, script, style, pageScripts] = await settleAll([
      projectLoad,
      scriptBuild,
      styleBuild,
      pageScriptsBuild,
    ]);
    return {
      project,
      script,
      style,
      pageScripts: pageScripts!,
      settings: resolveSettings(paths, project.config.build),
    };
  } catch (error) {
    if (!memo)
      await projectLoad.then(
        (project) => project.dispose(),
        () => undefined,
      );
    throw error;
  }
}

/** The memo's project while the bundle is the same file (the same code); else the new one, whose pages' code is hashed. */
async function keepProject(memo: BuildMemo, project: LoadedProject): Promise<LoadedProject> {
  if (memo.project?.bundle.file === project.bundle.file) return memo.project;
  await memo.project?.dispose();
  memo.project = project;
  const keys = codeKeysOf(project);
  memo.codeKeys = keys.pages;
  memo.configKey = keys.config;
  return project;
}

/** Phase: every content file as an entry (with a memo, reread only when its text or a photo it showed changed), grouped into collections. */
async function loadCollections(
  paths: ProjectPaths,
  config: ContentConfigModule,
  drafts: boolean,
  memo?: BuildMemo,
) {
  // Watch mode reads the photos under public/ again only when something there changed.
  const publicChanged = changedIn(memo, paths.public);
  const [files, photos] = await Promise.all([
    listContent(paths, config.collections),
    loadPhotoCatalog(paths.public, publicChanged ? undefined : memo?.photoProbes),
  ]);
  const next: BuildMemo['content'] = new Map();
  const loaded = await loadFiles(
    paths,
    files,
    config.collections ?? {},
    photos,
    memo && { previous: memo.content, next, changed: memo.changed },
  );
  const collections = withDrafts(
    assembleCollections(Object.keys(config.collections ?? {}), files, loaded),
    drafts,
  );
  if (!memo) return { collections, photos };
  const before = entriesOf(memo.content);
  memo.content = next;
  memo.photoProbes = photos.probes;
  return { collections, photos, changes: contentChanges(before, entriesOf(next)) };
}

function entriesOf(content: BuildMemo['content']): Map<string, Entry> {
  const entries = new Map<string, Entry>();
  for (const [file, { result }] of content) if (!Array.isArray(result)) entries.set(file, result);
  return entries;
}

/**
 * The share images' paths, kept in the output. `site build` drew them while the pages rendered;
 * watch mode draws those of the pages it rendered again after the pages are written (a tab can
 * reload meanwhile; no page loads its own share image).
 */
function keepShareImages(
  paths: ProjectPaths,
  render: RenderOutput,
  config: ShareImageConfig | undefined,
  output: Staging,
  { cache, outDir, memo }: { cache: boolean; outDir: string; memo: BuildMemo | undefined },
): { hasImages: boolean; draw?: () => Promise<void> } {
  const imagePaths = render.pages.flatMap((page) =>
    page.shareImage ? [page.shareImage.path] : [],
  );
  for (const file of imagePaths) output.keep(file);
  const hasImages = config !== undefined && imagePaths.length > 0;
  if (!config || !memo || render.shareImages.length === 0) return { hasImages };
  return {
    hasImages,
    draw: async () =>
      void (await renderShareImages(
        render.shareImages,
        loadShareFonts(paths, config.fonts),
        outDir,
        cache ? paths.cache : undefined,
      )),
  };
}

/** Awaits every task and, if any failed, rejects once with all their diagnostics. */
async function settleAll<T extends readonly unknown[]>(
  tasks: { [K in keyof T]: Promise<T[K]> },
): Promise<T> {
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

function withSiteUrl(site: SiteConfig, override: string | undefined): SiteConfig {
  const url = override ?? site.url;
  let parsed: URL | undefined;
  try {
    parsed = new URL(url);
  } catch {
    parsed = undefined;
  }
  if (
    !parsed ||
    !/^https?:$/.test(parsed.protocol) ||
    parsed.pathname !== '/' ||
    parsed.search ||
    parsed.hash
  ) {
    throw new SiteError(`The site URL "${url}" is not an http(s) origin.`, {
      ...(override === undefined
        ? { file: 'content/config.ts', field: 'site.url' }
        : { field: '--site-url' }),
      hint: 'Give the origin only, such as https://www.example.com',
    });
  }
  return { ...site, url: parsed.origin };
}
