/**
 * `site build`: the phases, in order, each timed into `BuildResult.timings` under its name.
 * Every phase reports all the problems it finds; the build rejects once with the list, and the
 * previous output stays as it was.
 */
import { writeBuildRecord } from '../build-record';
import { DEFAULT_OUT_DIR, resolvePaths } from '../config';
import type { ContentConfigModule, SiteConfig } from '../contract';
import { checkCacheWritable } from './cache';
import { findPages } from './find-pages';
import { hasIcons, renderIcons } from './icons';
import type { LoadedProject } from './load-pages';
import { createPhaseTimer, measureAsset } from './measure';
import { renderPhotos } from './photos';
import { RENDER_TIME_LIMIT_MS } from './render-page';
import { renderRoutes } from './render-routes';
import { renderShareImages } from './share-image';
import {
  compileAndLoad,
  type Loaded,
  loadCollections,
  planBuild,
  withSiteUrl,
} from './load-project';
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
  /** Reuse what earlier builds made (the prefixed stylesheet, share images, photos) while its inputs are unchanged; true when left out. */
  cache?: boolean;
  /** Keep entries marked `draft: true` in the collections (`site serve` does); false when left out. */
  drafts?: boolean;
  /** How long one page may render before the build stops and names it; 10 s when left out. */
  renderTimeLimitMs?: number;
}

/** What `build` made: each page's sizes, the scripts, the stylesheet, the phases' timings. */
export type BuildResult = Awaited<ReturnType<typeof build>>;

/** Builds the site into a staging folder that replaces the output only when every phase succeeded. */
export async function build(options: BuildOptions = {}) {
  const started = performance.now();
  const { timings, time } = createPhaseTimer();
  const setup = await setUp(options);
  const { paths, outDir, cache, cacheFolder, cacheProblem } = setup;
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
    const { routes, redirects, shell } = await time('plan', () =>
      planBuild(paths, loaded, content.collections, site),
    );
    const render = await time('render', () =>
      renderRoutes(routes, {
        site,
        content,
        shell,
        output,
        timeLimitMs: options.renderTimeLimitMs ?? RENDER_TIME_LIMIT_MS,
        shareImage: project!.config.shareImage,
      }),
    );
    const made = await makeFiles(time, { ...setup, site, output, config: project.config }, content);
    await time('write', () =>
      writeSite(paths, output, { site, redirects, render, shell, ...made }),
    );
    const { shareImage } = project.config;
    const shareStats =
      shareImage &&
      (await time('share', () =>
        renderShareImages(render.shareImages, shareImage, paths, output.folder, cacheFolder),
      ));
    await time('commit', () => output.commit());
    const recordProblem = await time('record', () =>
      writeBuildRecord(paths, outDir, render.pages, loaded.settings.budgets),
    );
    const warnings = [cacheProblem, recordProblem].filter((warning) => warning !== undefined);
    return {
      outDir,
      durationMs: performance.now() - started,
      timings,
      ...reportOf(loaded, render, shell.isInline),
      ...(shareStats && { shareImages: shareStats }),
      ...(made.photoStats && { photos: made.photoStats }),
      ...(warnings.length > 0 && { warnings }),
    };
  } finally {
    await Promise.all([project?.dispose(), output.abort()]);
  }
}

type Setting = Awaited<ReturnType<typeof setUp>> & {
  site: SiteConfig;
  output: { folder: string };
  config: ContentConfigModule;
};
type Time = ReturnType<typeof createPhaseTimer>['time'];

/** Phases photos, feed and icons: the files of the photos pages showed, the feeds and data files, the icons. */
async function makeFiles(
  time: Time,
  { paths, cacheFolder, site, output, config }: Setting,
  content: Awaited<ReturnType<typeof loadCollections>>,
) {
  const photoFiles = content.photos.variants();
  const photoStats =
    photoFiles.length > 0
      ? await time('photos', () => renderPhotos(photoFiles, output.folder, cacheFolder))
      : undefined;
  const feeds = await time('feed', () => collectionFiles(config, content.collections, site));
  const icons = hasIcons(site) ? await time('icons', () => renderIcons(paths, site)) : [];
  return {
    photoStats,
    files: [...icons, ...feeds],
    photoPaths: photoFiles.map((file) => file.path),
  };
}

/** The project's folders, and whether the cache is used: a cache folder that cannot be written is a warning, and the build runs without it. */
async function setUp(options: BuildOptions) {
  const paths = resolvePaths(options.root ?? process.cwd());
  const outDir = resolveOutDir(paths, options.outDir ?? DEFAULT_OUT_DIR);
  const cacheProblem = options.cache === false ? undefined : await checkCacheWritable(paths.cache);
  const cache = options.cache !== false && cacheProblem === undefined;
  return { paths, outDir, cache, cacheFolder: cache ? paths.cache : undefined, cacheProblem };
}

/** What the build made: each page's sizes and source, the scripts and the stylesheet. */
function reportOf(
  loaded: Loaded,
  render: Awaited<ReturnType<typeof renderRoutes>>,
  isInline: boolean,
) {
  const { script, style } = loaded;
  return {
    pages: render.pages.map((page, index) => ({
      ...render.pageSizes[index]!,
      route: page.route,
      source: page.file,
      hasJsonLd: page.hasJsonLd,
    })),
    script: script && measureAsset(script.path, script.contents),
    pageScripts: loaded.pageScripts.files.map((file) => measureAsset(file.path, file.contents)),
    style: style && { ...measureAsset(style.path, style.contents), inline: isInline },
    settings: loaded.settings,
  };
}
