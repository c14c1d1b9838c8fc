/**
 * What `site serve` keeps loaded between requests: the compiled pages and config, the
 * collections (with drafts), the route plan, the script and stylesheet. A save reloads only
 * what it touched (`reload`), and a request renders one page from what is loaded (`render`).
 * Photos and share cards are made when a browser asks for them, from the cache where they are.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { ProjectPaths } from '../config';
import { findPages } from '../pipeline/find-pages';
import { hasIcons, renderIcons } from '../pipeline/icons';
import type { BuildOptions } from '../pipeline/index';
import {
  compileAndLoad,
  type Loaded,
  loadCollections,
  planBuild,
  withSiteUrl,
} from '../pipeline/load-project';
import type { PhotoCatalog, PhotoVariant } from '../pipeline/photos';
import type { KeptEntries } from '../pipeline/load-content';
import { renderPhotos } from '../pipeline/photos-render';
import type { PlannedRoute } from '../pipeline/plan-routes';
import { processCss } from '../pipeline/process-css';
import { RENDER_TIME_LIMIT_MS } from '../pipeline/render-page';
import { renderRoutes } from '../pipeline/render-routes';
import { loadShareFonts, type ShareImageJob } from '../pipeline/share-image-render';
import { renderShareImages } from '../pipeline/share-image-session';
import { collectionFiles } from '../pipeline/write-site';
import type { Redirect } from '../redirects-file';

interface Loads {
  loaded: Loaded;
  content: Awaited<ReturnType<typeof loadCollections>>;
}

/** The project as `site build` loads it (with drafts by default), kept for requests until a save. */
export class DevProject {
  /** Each content file's entry, kept while config.ts and public/ are unchanged (see reload). */
  #kept: KeptEntries = new Map();
  /** Feeds, data files and icons: made once a request asks for one of them, until the next save. */
  #derived: Promise<void> | undefined;
  /** The share cards and photo files the pages rendered since the last save show. */
  #cards = new Map<string, ShareImageJob>();
  #photos = new Map<string, PhotoVariant>();
  #state!: State;

  private constructor(
    private readonly paths: ProjectPaths,
    private readonly options: BuildOptions,
    /** Where photos and cards are made on request. */
    private readonly madeFolder: string,
  ) {}

  static async load(paths: ProjectPaths, options: BuildOptions, madeFolder: string) {
    const project = new DevProject(paths, options, madeFolder);
    const loaded = await compileAndLoad(paths, await findPages(paths), project.#cache);
    try {
      project.#state = project.#planned({ loaded, content: await project.#loadContent(loaded) });
    } catch (error) {
      await loaded.project.dispose();
      throw error;
    }
    return project;
  }

  get #cache(): boolean {
    return this.options.cache !== false;
  }

  #loadContent(loaded: Loaded, photos?: PhotoCatalog) {
    const drafts = this.options.drafts ?? true;
    return loadCollections(this.paths, loaded.project.config, drafts, {
      entries: this.#kept,
      photos,
    });
  }

  #planned(loads: Loads) {
    return planned(this.paths, loads, this.options.siteUrl);
  }

  /** Makes the feeds, data files and icons, if no request since the last save did; whether it made them now. */
  async prepare(): Promise<boolean> {
    const isMade = this.#derived !== undefined;
    this.#derived ??= this.#makeDerived();
    await this.#derived;
    return !isMade;
  }

  async #makeDerived(): Promise<void> {
    const { site, loads, derived } = this.#state;
    const icons = hasIcons(site) ? await renderIcons(this.paths, site, { cache: this.#cache }) : [];
    const files = collectionFiles(loads.loaded.project.config, loads.content.collections, site);
    for (const file of [...icons, ...files])
      derived.set(`/${file.path}`, Buffer.from(file.contents));
  }

  /** Whether the project makes the page, script, stylesheet, photo or card at a URL path (`/about.html`). */
  has(urlPath: string): boolean {
    const state = this.#state;
    return [state.pages, state.files, state.derived, this.#cards, this.#photos].some((made) =>
      made.has(urlPath),
    );
  }

  /** Its body: a page rendered now, or a file made now or kept in memory. */
  async body(urlPath: string): Promise<Buffer> {
    const state = this.#state;
    const route = state.pages.get(urlPath);
    if (route) return this.#renderPage(route);
    const file = state.files.get(urlPath) ?? state.derived.get(urlPath);
    if (file) return file;
    const card = this.#cards.get(urlPath);
    const config = state.loads.loaded.project.config.shareImage;
    const cacheFolder = this.#cache ? this.paths.cache : undefined;
    if (card && config) {
      const fonts = loadShareFonts(this.paths, config.fonts);
      await renderShareImages([card], fonts, this.madeFolder, cacheFolder);
    } else await renderPhotos([this.#photos.get(urlPath)!], this.madeFolder, cacheFolder);
    return readFile(path.join(this.madeFolder, urlPath));
  }

  async #renderPage(route: PlannedRoute): Promise<Buffer> {
    const { site, shell, loads, routes } = this.#state;
    const rendered = await renderRoutes([route], {
      site,
      content: loads.content,
      shell,
      timeLimitMs: this.options.renderTimeLimitMs ?? RENDER_TIME_LIMIT_MS,
      shareImage: loads.loaded.project.config.shareImage,
      all: routes,
    });
    for (const card of rendered.shareImages) this.#cards.set(`/${card.image.path}`, card);
    for (const variant of loads.content.photos.variants())
      this.#photos.set(`/${variant.path}`, variant);
    return Buffer.from(rendered.documents[0]!);
  }

  /** The redirect from a clean path, if content/config.ts declares one. */
  redirect(cleanPath: string): Redirect | undefined {
    return this.#state.redirects.get(cleanPath);
  }

  /** The URL path of the 404 page nearest a clean path (`/te/x` → `/te/404.html`), if there is one. */
  notFoundPage(cleanPath: string): string | undefined {
    const folders = cleanPath.split('/').slice(0, -1);
    for (let count = folders.length; count > 0; count--) {
      const candidate = `${folders.slice(0, count).join('/')}/404.html`;
      if (this.#state.pages.has(candidate)) return candidate;
    }
    return undefined;
  }

  /** Every file the compiled pages, config and browser scripts were built from. */
  inputs(): string[] {
    return codeInputs(this.#state.loads.loaded);
  }

  pageCount(): number {
    return this.#state.pages.size;
  }

  /** Loads again what a save of `files` touched; the old state stays in use if it fails. */
  async reload(files: string[]): Promise<void> {
    const { paths } = this;
    const { loaded, content } = this.#state.loads;
    const touches = (list: string[]) => files.some((file) => list.includes(file));
    const isCode = files.some((file) => isCodeFile(paths, file)) || touches(codeInputs(loaded));
    const next = isCode ? await compileAndLoad(paths, await findPages(paths), this.#cache) : loaded;
    try {
      const isStyle = !isCode && files.some((file) => file.endsWith('.css'));
      const style = isStyle ? await processCss(paths, { cache: this.#cache }) : next.style;
      // A change to public/ or to what config.ts imports loads every entry again; a content
      // file's save loads that file again; anything else keeps the entries as they are.
      const isAll =
        touches(loaded.project.bundle.sources.config ?? []) ||
        files.some((file) => isUnder(paths.public, file));
      const isContent = isAll || files.some((file) => isUnder(paths.content, file));
      if (isAll) this.#kept = new Map();
      const photos = isAll ? undefined : content.photos;
      const loads = {
        loaded: { ...next, style },
        content: isContent ? await this.#loadContent(next, photos) : content,
      };
      this.#state = this.#planned(loads);
    } catch (error) {
      if (next !== loaded) await next.project.dispose();
      throw error;
    }
    if (next !== loaded) await loaded.project.dispose();
    this.#derived = undefined;
    this.#cards.clear();
  }

  dispose(): Promise<void> {
    return this.#state.loads.loaded.project.dispose();
  }
}

const isUnder = (folder: string, file: string) => file.startsWith(folder + path.sep);

/** A module a new page may import, or a page added or removed: the code is compiled again. */
function isCodeFile(paths: ProjectPaths, file: string): boolean {
  return (
    file === paths.contentConfig || (isUnder(paths.pages, file) && /\.[cm]?[jt]sx?$/.test(file))
  );
}

/** Every file the compiled pages, config and browser scripts were built from. */
function codeInputs(loaded: Loaded): string[] {
  const scripts = [loaded.script, ...loaded.pageScripts.files];
  return [
    ...Object.values(loaded.project.bundle.sources).flat(),
    ...scripts.flatMap((script) => script?.inputs ?? []),
  ];
}

/** The loaded project with its site, routes (by URL path of their file), redirects and shell files. */
function planned(paths: ProjectPaths, loads: Loads, siteUrl: string | undefined) {
  const { project } = loads.loaded;
  const site = withSiteUrl(project.config.site, siteUrl);
  const { routes, redirects, shell } = planBuild(
    paths,
    loads.loaded,
    loads.content.collections,
    site,
  );
  return {
    loads,
    site,
    shell,
    routes: new Map(routes.map((route) => [route.route, route])),
    pages: new Map(routes.map((route) => [`/${route.outFile}`, route])),
    redirects: new Map(redirects.map((redirect) => [redirect.from, redirect])),
    files: new Map(shell.files.map((file) => [`/${file.path}`, Buffer.from(file.contents)])),
    /** Feeds, data files and icons, once a request asked for them (`prepare`). */
    derived: new Map<string, Buffer>(),
  };
}

type State = ReturnType<typeof planned>;
