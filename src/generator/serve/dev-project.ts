/**
 * What `site serve` keeps loaded between requests: the compiled pages and config, the
 * collections (with drafts), the route plan, the script and stylesheet. A save reloads only
 * what it touched (`load`), and a request renders one page from what is loaded (`body`).
 * Photos and share cards are made when a browser asks for them, from the cache where they are.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { ProjectPaths } from '../config';
import { findPages } from '../pipeline/find-pages';
import { hasIcons, renderIcons } from '../pipeline/icons';
import type { BuildOptions } from '../pipeline/index';
import type { KeptEntries } from '../pipeline/load-content';
import {
  compileAndLoad,
  type Loaded,
  loadCollections,
  planBuild,
  withSiteUrl,
} from '../pipeline/load-project';
import { type PhotoVariant, renderPhotos } from '../pipeline/photos';
import type { PlannedRoute } from '../pipeline/plan-routes';
import { processCss } from '../pipeline/process-css';
import { RENDER_TIME_LIMIT_MS } from '../pipeline/render-page';
import { renderRoutes } from '../pipeline/render-routes';
import { renderShareImages, type ShareImageJob } from '../pipeline/share-image';
import { collectionFiles } from '../pipeline/write-site';

export class DevProject {
  /** What is loaded: undefined until a load succeeds; a failed load keeps the last. */
  state: State | undefined;
  /** The last load's problem, shown instead of pages until a save fixes it. */
  error: unknown;
  /** Each content file's entry, kept while config.ts and public/ are unchanged (see load). */
  #kept: KeptEntries = new Map();

  constructor(
    private readonly paths: ProjectPaths,
    private readonly options: BuildOptions,
    /** Where photos and cards are made on request. */
    private readonly madeFolder: string,
  ) {}

  /** Loads the project, or again what a save of `files` touched; the last state stays in use if it fails. */
  async load(files: string[] = []): Promise<void> {
    const { paths, options } = this;
    const old = this.state?.loads;
    const cache = options.cache !== false;
    const touches = (list: string[]) => files.some((file) => list.includes(file));
    // A page added or removed, or a module a new page may import: the code is compiled again.
    const isPage = (file: string) => isUnder(paths.pages, file) && /\.[cm]?[jt]sx?$/.test(file);
    const isCode = touches([paths.contentConfig, ...codeInputs(old)]) || files.some(isPage);
    const next =
      isCode || !old ? await compileAndLoad(paths, await findPages(paths), cache) : old.loaded;
    try {
      const isStyle = !isCode && files.some((file) => file.endsWith('.css'));
      const style = isStyle ? await processCss(paths, { cache }) : next.style;
      // A change to public/ or to what config.ts imports loads every entry again; a content
      // file's save loads that file again; anything else keeps the entries as they are.
      const isAll =
        !old ||
        touches(old.loaded.project.bundle.sources.config ?? []) ||
        files.some((file) => isUnder(paths.public, file));
      if (isAll) this.#kept = new Map();
      const isContent = isAll || files.some((file) => isUnder(paths.content, file));
      const content = isContent
        ? await loadCollections(paths, next.project.config, options.drafts ?? true, {
            entries: this.#kept,
            photos: isAll ? undefined : old.content.photos,
          })
        : old.content;
      this.state = planned(paths, { loaded: { ...next, style }, content }, options);
    } catch (error) {
      if (next !== old?.loaded) await next.project.dispose();
      throw error;
    }
    if (old && next !== old.loaded) await old.loaded.project.dispose();
  }

  /** Makes the feeds, data files and icons, if no request since the last save did. */
  prepare(): Promise<void> {
    const state = this.state!;
    state.derived ??= (async () => {
      const { site, loads } = state;
      const icons = hasIcons(site) ? await renderIcons(this.paths, site) : [];
      const files = collectionFiles(loads.loaded.project.config, loads.content.collections, site);
      for (const file of [...icons, ...files])
        state.files.set(`/${file.path}`, Buffer.from(file.contents));
    })();
    return state.derived;
  }

  /** Whether the project makes the page, script, stylesheet, photo or card at a URL path (`/about.html`). */
  has = (urlPath: string): boolean => {
    const { pages, files, cards, photos } = this.state!;
    return [pages, files, cards, photos].some((made) => made.has(urlPath));
  };

  /** Its body: a page rendered now, or a file made now or kept in memory. */
  async body(urlPath: string): Promise<Buffer> {
    const state = this.state!;
    const route = state.pages.get(urlPath);
    if (route) {
      // Notes the card and the photos the page shows, made when a browser asks for them.
      const rendered = await state.render(route);
      for (const card of rendered.shareImages) state.cards.set(`/${card.image.path}`, card);
      for (const variant of state.loads.content.photos.variants())
        state.photos.set(`/${variant.path}`, variant);
      return Buffer.from(rendered.documents[0]!);
    }
    const file = state.files.get(urlPath);
    if (file) return file;
    const card = state.cards.get(urlPath);
    const config = state.loads.loaded.project.config.shareImage;
    const cacheFolder = this.options.cache !== false ? this.paths.cache : undefined;
    if (card && config)
      await renderShareImages([card], config, this.paths, this.madeFolder, cacheFolder);
    else await renderPhotos([state.photos.get(urlPath)!], this.madeFolder, cacheFolder);
    return readFile(path.join(this.madeFolder, urlPath));
  }
}

const isUnder = (folder: string, file: string) => file.startsWith(folder + path.sep);

/** Every file the compiled pages, config and browser scripts were built from. */
export function codeInputs(loads: { loaded: Loaded } | undefined): string[] {
  if (!loads) return [];
  const { project, script, pageScripts } = loads.loaded;
  return [
    ...Object.values(project.bundle.sources).flat(),
    ...[script, ...pageScripts.files].flatMap((file) => file?.inputs ?? []),
  ];
}

/** The loaded project with its site, routes (by URL path of their file), redirects and shell files. */
function planned(
  paths: ProjectPaths,
  loads: { loaded: Loaded; content: Awaited<ReturnType<typeof loadCollections>> },
  options: BuildOptions,
) {
  const { config } = loads.loaded.project;
  const site = withSiteUrl(config.site, options.siteUrl);
  const { collections } = loads.content;
  const { routes, redirects, shell } = planBuild(paths, loads.loaded, collections, site);
  const all = new Map(routes.map((route) => [route.route, route]));
  return {
    loads,
    site,
    pages: new Map(routes.map((route) => [`/${route.outFile}`, route])),
    redirects,
    /** The shell's files; with the feeds, data files and icons once a request asked for them (`prepare`). */
    files: new Map(shell.files.map((file) => [`/${file.path}`, Buffer.from(file.contents)])),
    derived: undefined as Promise<void> | undefined,
    /** The share cards and photo files the pages rendered since this load show. */
    cards: new Map<string, ShareImageJob>(),
    photos: new Map<string, PhotoVariant>(),
    /** Renders one route as the build does (within the time limit, with the CSP meta). */
    render: (route: PlannedRoute) =>
      renderRoutes([route], {
        site,
        content: loads.content,
        shell,
        timeLimitMs: options.renderTimeLimitMs ?? RENDER_TIME_LIMIT_MS,
        shareImage: config.shareImage,
        all,
      }),
  };
}

type State = ReturnType<typeof planned>;
