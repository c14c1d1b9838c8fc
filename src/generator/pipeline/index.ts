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
import { writeBuildRecord } from '../build-record';
import {
  DEFAULT_OUT_DIR,
  resolveLocales,
  resolvePaths,
  resolveSettings,
  type ProjectPaths,
  type ResolvedSettings,
} from '../config';
import type { Collections, ContentConfigModule, SiteConfig } from '../contract';
import { SiteError, toDiagnostics, type Diagnostic } from '../diagnostics';
import { bundleClient } from './bundle-client';
import { checkCacheWritable } from './cache';
import { findPages, type PageFile } from './find-pages';
import { hasIcons, keptIcons } from './icons';
import {
  assembleCollections,
  type KeptEntries,
  listContent,
  loadFiles,
  withDrafts,
} from './load-content';
import { loadPages, type LoadedProject } from './load-pages';
import {
  createPhaseTimer,
  measureAsset,
  type AssetReport,
  type PhaseTiming,
  type SizeReport,
} from './measure';
import { bundlePageScripts } from './page-scripts';
import { planRoutes } from './plan-routes';
import { loadPhotoCatalog, type PhotoCatalog } from './photos';
import { renderPhotos, type PhotoStats } from './photos-render';
import { processCss } from './process-css';
import { checkShadowedPages, resolveRedirects } from './redirects';
import { RENDER_TIME_LIMIT_MS } from './render-page';
import { renderRoutes, shellOf } from './render-routes';
import { loadShareFonts, type ShareImageStats } from './share-image-render';
import { renderShareImages } from './share-image-session';
import { openStaging, resolveOutDir } from './write-output';
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

/**
 * Runs every phase: everything is built into a staging folder that replaces the output at the
 * end, only when every phase succeeded.
 */
async function runBuild(options: BuildOptions = {}): Promise<{ result: BuildResult }> {
  const started = performance.now();
  const { timings, time } = createPhaseTimer();
  const paths = resolvePaths(options.root ?? process.cwd());
  const outDir = resolveOutDir(paths, options.outDir ?? DEFAULT_OUT_DIR);
  // A cache folder that cannot be written is a warning: the build then runs without it.
  const cacheProblem = options.cache === false ? undefined : await checkCacheWritable(paths.cache);
  const cache = options.cache !== false && cacheProblem === undefined;
  const output = await openStaging(paths, outDir);
  let project: LoadedProject | undefined;
  try {
    const pageFiles = await time('find', () => findPages(paths));
    const loaded = await time('load', () => compileAndLoad(paths, pageFiles, cache));
    project = loaded.project;
    const site = withSiteUrl(project.config.site, options.siteUrl);
    const content = await time('content', () =>
      loadCollections(paths, project!.config, options.drafts ?? false),
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
        }),
      ),
    );
    const imagePaths = render.pages.flatMap((page) =>
      page.shareImage ? [page.shareImage.path] : [],
    );
    const photoFiles = content.photos.variants();
    const photoStats =
      photoFiles.length > 0
        ? await time('photos', () =>
            renderPhotos(photoFiles, output.folder, cache ? paths.cache : undefined),
          )
        : undefined;
    const feeds = await time('feed', () =>
      collectionFiles(project!.config, content.collections, site),
    );
    const icons = hasIcons(site)
      ? await time('icons', () => keptIcons(paths, site, { cache }))
      : [];
    const shareImage = project.config.shareImage;
    await time('write', () =>
      writeSite(paths, output, {
        site,
        routes,
        redirects,
        render,
        shell,
        files: [...icons, ...feeds],
        hasImages: shareImage !== undefined && imagePaths.length > 0,
        photoPaths: photoFiles.map((file) => file.path),
      }),
    );
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
    return { result };
  } finally {
    await Promise.all([project?.dispose(), output.abort()]);
  }
}

/** Phase: the routes of every page in every locale, and the redirects, which no page may shadow. */
export function planBuild(
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

/** Phase: the pages and config, the client script and the stylesheet, reporting their problems together. */
export type Loaded = Awaited<ReturnType<typeof compileAndLoad>>;

export async function compileAndLoad(paths: ProjectPaths, pageFiles: PageFile[], cache: boolean) {
  const projectLoad = loadPages(paths, pageFiles);
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
    await projectLoad.then(
      (project) => project.dispose(),
      () => undefined,
    );
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
  const loaded = await loadFiles(paths, files, config.collections ?? {}, photos, kept?.entries);
  const collections = withDrafts(
    assembleCollections(Object.keys(config.collections ?? {}), files, loaded),
    drafts,
  );
  return { collections, photos };
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

export function withSiteUrl(site: SiteConfig, override: string | undefined): SiteConfig {
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
