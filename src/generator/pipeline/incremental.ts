/**
 * Incremental rebuilds for watch mode.
 *
 * A full build is rendered through `trackingRender`, which hands each page proxies of the
 * entries and collections and records what it reads: an entry's `html`, the rest of an entry,
 * or a collection as a list. When only Markdown files of collections change, `update()` reads
 * just those files, plans the routes again, and renders only the pages that read a changed
 * part, whose props from `paths()` changed, or that are new; removed pages are deleted. When
 * page or component code changes, the pages are bundled again and only the pages built from the
 * changed files (esbuild's metafile says which) are rendered. The derived files (sitemap,
 * headers) are rewritten only when they differ. The stylesheet, public files, the client script
 * and the site config get a full build. The output is the same either way (tested).
 */
import { existsSync, readdirSync } from 'node:fs';
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { writeBuildRecord } from '../build-record';
import { resolveLocales } from '../config';
import type { Collections, Entry } from '../contract';
import { SiteError, type Diagnostic } from '../diagnostics';
import { loadShareFonts, renderShareImages, type ShareImageJob } from './share-image-render';
import { collectionFiles, runBuild, siteFiles, type BuildOptions, type BuildResult, type BuildState, type RenderRoute } from './index';
import { writeFileAtomic } from '../atomic-write';
import { findPages } from './find-pages';
import { entryId, isMarkdownFile, loadEntry, withDrafts } from './load-content';
import { loadPages, type LoadedProject } from './load-pages';
import { allowedMediaOrigins } from './markdown-html';
import { planRoutes, type PlannedRoute } from './plan-routes';
import { checkShadowedPages } from './redirects';
import { renderPage, renderStoppedError, summarize, type PageSummary, type RenderContext, type RenderedPage } from './render-page';
import { forEachWithin } from './time-limit';
import { createPolicyCollector, type PageSources } from './security-headers';

/** What one page read while it rendered, and what it contained for the CSP. */
interface PageRecord {
  route: PlannedRoute;
  summary: PageSummary;
  bytes: number;
  reads: Set<string>;
  sources: PageSources;
}

export interface UpdateResult extends BuildResult {
  /** Pages rendered again; all of them after a full build. */
  rendered: number;
  /** True when the change needed a full build. */
  full: boolean;
  /**
   * After an update: the share images of the pages rendered again, drawn once the pages are
   * written (a tab can reload meanwhile; no page loads its own share image). It rejects with the
   * build error if one cannot be drawn, and the next change then builds everything.
   */
  imagesDrawn?: Promise<void>;
}

export interface WatchBuilder {
  /** A full build that remembers what every page read. */
  build(): Promise<UpdateResult>;
  /** Rebuilds after the given absolute paths changed. */
  update(changed: string[]): Promise<UpdateResult>;
}

export function createWatchBuilder(options: BuildOptions): WatchBuilder {
  let state: BuildState | undefined;
  let records = new Map<string, PageRecord>();
  /** The share images of the last update, which the next build waits for. */
  let drawing: Promise<void> = Promise.resolve();

  async function full(): Promise<UpdateResult> {
    await drawing.catch(() => undefined);
    const next = new Map<string, PageRecord>();
    const { result, state: built } = await runBuild(options, trackingRender(next));
    state = built;
    records = next;
    const sizes = new Map(result.pages.map((page) => [page.path, page.bytes]));
    for (const record of records.values()) record.bytes = sizes.get(record.summary.outFile) ?? 0;
    return { ...result, rendered: result.pages.length, full: true };
  }

  return {
    build: full,
    async update(changed) {
      await drawing.catch(() => undefined);
      if (!state || state.site.cspMeta) return full();
      const plan = planUpdate(state, changed);
      if (!plan) return full();
      const started = performance.now();
      const code = plan.code.length > 0 ? await reloadCode(state, plan.code) : { project: state.project, pageFiles: new Set<string>() };
      if (!code) return full();
      const content = await readChangedContent(state, code.project, plan.content);
      const updated = await applyUpdate(state, records, { ...content, project: code.project, changedPageFiles: code.pageFiles }, started);
      state = updated.state;
      records = updated.records;
      const shareImage = state.project.config.shareImage;
      if (!shareImage || updated.shareImages.length === 0) return updated.result;
      const paths = state.paths;
      const outDir = state.outDir;
      drawing = (async () => {
        try {
          await renderShareImages(updated.shareImages, loadShareFonts(paths, shareImage.fonts), outDir, paths.cache);
        } catch (error) {
          // Pages that were not drawn stay undrawn until a full build.
          state = undefined;
          throw error;
        }
      })();
      // Handled by whoever awaits imagesDrawn; the next build only waits for it.
      drawing.catch(() => undefined);
      return { ...updated.result, imagesDrawn: drawing };
    },
  };
}

/** Whether another Markdown file in the folder would be the same entry (a.md beside a.markdown), or the folder cannot be read. */
function hasNamesake(file: string): boolean {
  try {
    return readdirSync(path.dirname(file)).some((name) => isMarkdownFile(name) && name !== path.basename(file) && entryId(name) === entryId(file));
  } catch {
    return true;
  }
}

interface UpdatePlan {
  /** Markdown files of collections, with their collection. */
  content: Map<string, string>;
  /** Page and component code, and content modules the pages import. */
  code: string[];
}

/**
 * Sorts the changed paths into content and code; undefined when one needs a full build: the
 * stylesheet, public files, the client script or the site config.
 */
function planUpdate(state: BuildState, changed: string[]): UpdatePlan | undefined {
  const { paths } = state;
  const names = Object.keys(state.project.config.collections ?? {});
  const plan: UpdatePlan = { content: new Map(), code: [] };
  const inside = (folder: string, file: string) => file.startsWith(folder + path.sep);
  for (const file of changed) {
    const folder = path.dirname(file);
    if (isMarkdownFile(file) && path.dirname(folder) === paths.content && names.includes(path.basename(folder))) {
      // Another file that would be the same entry (a.md beside a.markdown): the full build names both.
      if (hasNamesake(file)) return undefined;
      plan.content.set(file, path.basename(folder));
    } else if (/\.(tsx?|jsx?|json)$/.test(file) && (inside(paths.pages, file) || inside(paths.content, file) || inside(path.join(paths.root, 'src'), file))) {
      if (file === paths.contentConfig || inside(path.dirname(paths.clientEntry), file)) return undefined;
      plan.code.push(file);
    } else {
      return undefined;
    }
  }
  return plan;
}

/**
 * Bundles the pages again and imports them; returns the page files whose sources changed, or
 * undefined when pages were added or removed, or the config's sources changed.
 */
async function reloadCode(state: BuildState, changed: string[]): Promise<{ project: LoadedProject; pageFiles: Set<string> } | undefined> {
  const pageFiles = await findPages(state.paths);
  const before = state.project.pages.map((page) => page.file).join('\n');
  if (pageFiles.map((page) => page.file).join('\n') !== before) return undefined;
  const project = await loadPages(state.paths, pageFiles);
  await project.dispose();
  const touches = (sources: string[] | undefined) => (sources ?? []).some((source) => changed.includes(source));
  if (touches(project.bundle.sources.config)) return undefined;
  // A page's own script is bundled by a full build (page-scripts.ts): one declared, changed or dropped needs one.
  if (project.pages.some((page, index) => page.module.script !== state.project.pages[index]?.module.script)) return undefined;
  const affected = new Set(project.pages.filter((_, index) => touches(project.bundle.sources[`page${index}`])).map((page) => page.file));
  return { project, pageFiles: affected };
}

interface ContentChange {
  entries: BuildState['entries'];
  /** `<collection>/<id>:html` and `:data` parts that differ. */
  changedParts: Set<string>;
  /** Collections that gained or lost an entry. */
  changedLists: Set<string>;
}

/** Reads the changed Markdown files; a file that is gone leaves its collection. */
async function readChangedContent(state: BuildState, project: LoadedProject, files: Map<string, string>): Promise<ContentChange> {
  const schemas = project.config.collections ?? {};
  const entries = new Map(state.entries);
  const changedParts = new Set<string>();
  const changedLists = new Set<string>();
  const problems: Diagnostic[] = [];
  for (const [file, collection] of files) {
    const before = entries.get(file);
    const source = existsSync(file) ? await readFile(file, 'utf8').catch(() => undefined) : undefined;
    if (source === undefined) {
      if (before) {
        entries.delete(file);
        changedLists.add(collection);
        markChanged(changedParts, before.entry);
      }
      continue;
    }
    const loaded = await loadEntry(state.paths, collection, file, source, schemas[collection]!);
    if (Array.isArray(loaded)) {
      problems.push(...loaded);
      continue;
    }
    if (before) {
      const sameHtml = before.entry.html === loaded.html;
      const sameData = JSON.stringify(before.entry.data) === JSON.stringify(loaded.data);
      const sameDraft = before.entry.draft === loaded.draft;
      if (sameHtml && sameData && sameDraft) continue;
      if (!sameHtml) changedParts.add(`${keyOf(before.entry)}:html`);
      // The draft flag is read like the front matter (a label); without drafts in the
      // collections, a flag that flips also adds or removes the entry.
      if (!sameData || !sameDraft) changedParts.add(`${keyOf(before.entry)}:data`);
      if (!sameDraft) changedLists.add(collection);
    } else {
      changedLists.add(collection);
    }
    entries.set(file, { collection, entry: loaded });
  }
  if (problems.length > 0) throw SiteError.fromList(problems);
  return { entries, changedParts, changedLists };
}

async function applyUpdate(
  state: BuildState,
  records: Map<string, PageRecord>,
  change: ContentChange & { project: LoadedProject; changedPageFiles: Set<string> },
  started: number,
): Promise<{ state: BuildState; records: Map<string, PageRecord>; result: UpdateResult; shareImages: ShareImageJob[] }> {
  const { paths, site } = state;
  const { entries, changedParts, changedLists, project } = change;
  const everyEntry: Collections = Object.fromEntries(Object.keys(project.config.collections ?? {}).map((name) => [name, [] as Entry[]]));
  for (const file of [...entries.keys()].sort()) {
    const { collection, entry } = entries.get(file)!;
    everyEntry[collection]!.push(entry);
  }
  const collections = withDrafts(everyEntry, state.drafts);
  const routes = planRoutes(project.pages, collections, site, resolveLocales(project.config));
  checkShadowedPages(paths, state.redirects, routes);

  // Render what the change reaches, all before anything is written.
  const shareImage = project.config.shareImage;
  const context: RenderContext = { site, collections, assets: state.assets, ...(shareImage && { shareImage, routes: new Map(routes.map((route) => [route.route, route])) }) };
  const nextRecords = new Map<string, PageRecord>();
  const render = trackingRender(nextRecords);
  const fresh: RenderedPage[] = [];
  const problems: Diagnostic[] = [];
  const toRender: PlannedRoute[] = [];
  for (const route of routes) {
    const before = records.get(route.outFile);
    const isAffected =
      !before ||
      change.changedPageFiles.has(route.page.file) ||
      before.route.page.file !== route.page.file ||
      !sameProps(before.route.props, route.props) ||
      [...before.reads].some((read) => changedParts.has(read) || (read.startsWith('list:') && changedLists.has(read.slice(5))));
    if (isAffected) toRender.push(route);
    else nextRecords.set(route.outFile, { ...before, route });
  }
  try {
    forEachWithin(
      toRender,
      state.timeLimitMs,
      (route) => {
        try {
          fresh.push(render(route, context));
        } catch (error) {
          if (!(error instanceof SiteError)) throw error;
          problems.push(...error.diagnostics);
        }
      },
      (route, reason) => renderStoppedError(route, state.timeLimitMs, reason),
    );
  } catch (error) {
    if (!(error instanceof SiteError)) throw error;
    problems.push(...error.diagnostics);
  }
  if (problems.length > 0) throw SiteError.fromList(problems);

  // The share images of the pages rendered again, which the caller draws after the pages are written.
  const shareImages: ShareImageJob[] = fresh.flatMap((page) => (page.shareImage ? [{ image: page.shareImage, route: page.route }] : []));

  const removed = [...records.keys()].filter((outFile) => !nextRecords.has(outFile));
  for (const page of fresh) {
    nextRecords.get(page.outFile)!.bytes = Buffer.byteLength(page.html);
    await writeFileAtomic(path.join(state.outDir, page.outFile), page.html);
  }
  for (const outFile of removed) {
    await rm(path.join(state.outDir, outFile), { force: true });
    const image = records.get(outFile)!.summary.shareImage;
    if (image) await rm(path.join(state.outDir, image.path), { force: true });
  }

  // The CSP and the sitemap come from every page, as in a full build.
  const ordered = routes.map((route) => nextRecords.get(route.outFile)!);
  const collector = createPolicyCollector();
  for (const record of ordered) collector.add(record.sources);
  const pages = ordered.map((record) => record.summary);
  for (const file of siteFiles(site, pages, collector.policy(state.stylesheet, site, allowedMediaOrigins(project.config.collections)), state.publicEntries, state.redirects, [...state.icons, ...collectionFiles(project.config, collections, site)])) {
    const target = path.join(state.outDir, file.path);
    const contents = Buffer.from(file.contents);
    if (!(await readFile(target).catch(() => undefined))?.equals(contents)) await writeFileAtomic(target, contents);
  }
  await writeBuildRecord(paths, state.outDir, pages, state.result.settings.budgets);

  const result: UpdateResult = {
    ...state.result,
    durationMs: performance.now() - started,
    timings: [{ phase: 'update', ms: performance.now() - started }],
    pages: ordered.map((record) => ({ path: record.summary.outFile, bytes: record.bytes, route: record.summary.route, source: record.summary.file, hasJsonLd: record.summary.hasJsonLd })),
    rendered: fresh.length,
    full: false,
  };
  return { state: { ...state, project, entries, collections, routes, result }, records: nextRecords, result, shareImages };
}

function markChanged(parts: Set<string>, entry: Entry): void {
  parts.add(`${keyOf(entry)}:html`);
  parts.add(`${keyOf(entry)}:data`);
}

function keyOf(entry: Entry): string {
  return `${entry.collection}/${entry.id}`;
}

/**
 * Props from `paths()` are the same when they hold the same entries (by collection and id: what
 * the page read of a changed entry is caught by its reads) and equal plain values.
 */
function sameProps(a: Record<string, unknown>, b: Record<string, unknown>): boolean {
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  return keys.every((key) => sameValue(a[key], b[key]));
}

function sameValue(x: unknown, y: unknown): boolean {
  if (Object.is(x, y)) return true;
  if (isEntry(x) || isEntry(y)) return isEntry(x) && isEntry(y) && keyOf(x) === keyOf(y);
  if (Array.isArray(x) && Array.isArray(y)) return x.length === y.length && x.every((item, index) => sameValue(item, y[index]));
  if (isPlainObject(x) && isPlainObject(y)) return sameProps(x, y);
  try {
    return JSON.stringify(x) === JSON.stringify(y);
  } catch {
    return false;
  }
}

/** An object literal (such as a page of `paginate()`), whose entries are compared and tracked one by one. */
function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;
}

function isEntry(value: unknown): value is Entry {
  return typeof value === 'object' && value !== null && 'collection' in value && 'html' in value && 'data' in value && 'id' in value;
}

/**
 * Renders a page with its entries and collections behind proxies that record what it reads
 * (`<collection>/<id>:html`, `<collection>/<id>:data`, `list:<collection>`), into `records`.
 */
function trackingRender(records: Map<string, PageRecord>): RenderRoute {
  return (route, context) => {
    const reads = new Set<string>();
    const entryProxies = new Map<Entry, Entry>();
    const trackEntry = (entry: Entry): Entry => {
      let proxy = entryProxies.get(entry);
      if (!proxy) {
        const key = keyOf(entry);
        proxy = new Proxy(entry, {
          get(target, property, receiver) {
            reads.add(property === 'html' ? `${key}:html` : `${key}:data`);
            return Reflect.get(target, property, receiver);
          },
        });
        entryProxies.set(entry, proxy);
      }
      return proxy;
    };
    const trackValue = (value: unknown): unknown =>
      isEntry(value)
        ? trackEntry(value)
        : Array.isArray(value)
          ? value.map(trackValue)
          : isPlainObject(value)
            ? Object.fromEntries(Object.entries(value).map(([key, item]) => [key, trackValue(item)]))
            : value;
    // Over a copy: the list itself is frozen, and a proxy of it must hand out its very entries.
    const trackList = (name: string, list: Entry[]) =>
      new Proxy([...list], {
        get(target, property, receiver) {
          reads.add(`list:${name}`);
          const value = Reflect.get(target, property, receiver);
          return typeof property === 'string' && /^\d+$/.test(property) ? trackValue(value) : value;
        },
      });
    const lists = new Map<string, Entry[]>();
    const collections = new Proxy(context.collections, {
      get(target, property, receiver) {
        const list = Reflect.get(target, property, receiver) as Entry[] | undefined;
        if (typeof property !== 'string' || !Array.isArray(list)) return list;
        if (!lists.has(property)) lists.set(property, trackList(property, list));
        return lists.get(property);
      },
    });
    const props = Object.fromEntries(Object.entries(route.props).map(([key, value]) => [key, trackValue(value)]));
    const page = renderPage({ ...route, props }, { ...context, collections });
    records.set(route.outFile, { route, summary: summarize(page), bytes: 0, reads, sources: page.sources });
    return page;
  };
}
