/**
 * `site serve` in watch mode: a dev server that renders on request. It takes the port, loads the
 * project once (dev-project.ts), renders the page a browser asks for, and on a save reloads what
 * the save touched and tells open tabs to reload over server-sent events. Nothing is written but
 * the photos and share cards made on request. The reload script is in served pages only.
 */
import { type FSWatcher, readdirSync, statSync, watch } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { resolvePaths, type ProjectPaths } from '../config';
import { DevProject } from './dev-project';
import { checkRequest, sendText, type Target, warnOnce } from './guard';
import type { ServeOptions } from './index';
import {
  contentTypeOf,
  createFileCheck,
  createPreview,
  type RequestHandler,
  resolveTarget,
  sendHtml,
} from './preview';
import { createLiveReload, type LiveReload, withReload } from './live-reload';
import { type SiteServer, startServer } from './static-server';
import { buildErrorPage } from './status-pages';

/** How long a save's events may keep arriving before the reload starts (a burst reloads once). */
const SETTLE_MS = 5;

interface DevState {
  project?: DevProject;
  /** The last load's problem, shown instead of pages until a save fixes it. */
  error?: unknown;
}

/** public/ as the dev server serves it: its files (sirv) and whether a URL path names one. */
interface PublicFiles {
  serve: RequestHandler;
  has(urlPath: string): boolean;
}

/** Serves the project, rendering each page on request, until `close()` is called. */
export async function serveDev(options: ServeOptions): Promise<SiteServer> {
  const paths = resolvePaths(options.root ?? process.cwd());
  const state: DevState = {};
  const publicFiles: PublicFiles = {
    serve: createPreview(paths.public, { transformHtml: withReload }),
    has: createFileCheck(paths.public),
  };
  let ready: Promise<void> = Promise.resolve();
  let live: LiveReload | undefined;
  const onRefused = warnOnce(options.onWarning);
  const server = await startServer({ ...options, onRefused }, (req, res) => {
    if (live?.handle(req, res)) return;
    const target = checkRequest(req, res);
    if (!target) return;
    void ready
      .then(() => answer(req, res, target, state, publicFiles))
      .catch((error: unknown) => {
        options.onBuildError?.(error, { hasOutput: true });
        sendErrorPage(req, res, error);
      });
  });
  live = createLiveReload(server.refusalOf, onRefused);
  const madeFolder = await mkdtemp(path.join(os.tmpdir(), 'site-serve-'));
  const load = async (files: string[] | undefined) => {
    await loadProject(state, { paths, options, madeFolder }, files);
    live?.reload();
  };
  ready = load(undefined);
  const watcher = watchProject(paths, state, (files) => {
    ready = ready.then(() => load(state.project ? files : undefined));
  });
  await ready;
  return {
    url: server.url,
    outDir: paths.root,
    async close() {
      watcher.close();
      await ready;
      live?.close();
      await server.close();
      await state.project?.dispose();
      await rm(madeFolder, { recursive: true, force: true });
    },
  };
}

/** Loads the project, or again what a save of `files` touched; a failure is kept to be shown. */
async function loadProject(
  state: DevState,
  {
    paths,
    options,
    madeFolder,
  }: { paths: ProjectPaths; options: ServeOptions; madeFolder: string },
  files: string[] | undefined,
): Promise<void> {
  const started = performance.now();
  try {
    if (state.project && files) await state.project.reload(files);
    else state.project = await DevProject.load(paths, options, madeFolder);
    state.error = undefined;
    const durationMs = performance.now() - started;
    options.onReady?.({ pages: state.project.pageCount(), durationMs });
  } catch (error) {
    state.error = error;
    options.onBuildError?.(error, { hasOutput: false });
  }
}

/**
 * Answers a checked GET or HEAD as the preview of a built folder would: a redirect, a page
 * rendered now or a file the project makes, a file of public/, or the nearest 404 page.
 */
async function answer(
  req: IncomingMessage,
  res: ServerResponse,
  target: Target,
  { project, error }: DevState,
  publicFiles: PublicFiles,
): Promise<void> {
  if (!project) return sendErrorPage(req, res, error);
  const resolve = () =>
    resolveTarget(
      target,
      (urlPath) => project.has(urlPath) || publicFiles.has(urlPath),
      (cleanPath) => project.redirect(cleanPath),
    );
  let resolution = resolve();
  // Feeds, data files and icons are made only when a path is none of the rest.
  if (resolution.kind === 'not-found' && (await project.prepare())) resolution = resolve();
  if (resolution.kind === 'redirect') {
    res.setHeader('Location', resolution.location);
    return sendText(res, resolution.status, `Moved to ${resolution.location}`);
  }
  if (resolution.kind === 'file' && !project.has(resolution.urlPath))
    return publicFiles.serve(req, res);
  const urlPath =
    resolution.kind === 'file' ? resolution.urlPath : project.notFoundPage(resolution.path);
  const isPage = urlPath === undefined || urlPath.endsWith('.html');
  if (error !== undefined && isPage) return sendErrorPage(req, res, error);
  if (urlPath === undefined) return sendText(res, 404, 'Not Found');
  const body = await project.body(urlPath);
  res.setHeader('Cache-Control', 'no-store');
  if (isPage)
    return sendHtml(req, res, resolution.kind === 'file' ? 200 : 404, withReload(body.toString()));
  res.writeHead(200, { 'Content-Type': contentTypeOf(urlPath), 'Content-Length': body.length });
  res.end(req.method === 'HEAD' ? undefined : body);
}

function sendErrorPage(req: IncomingMessage, res: ServerResponse, error: unknown): void {
  const page = buildErrorPage(error);
  res.setHeader('Cache-Control', 'no-store');
  sendHtml(req, res, page.status, withReload(page.html));
}

/**
 * Watches the project's folders with Node's own `fs.watch` (one watcher a folder: Node 20's
 * recursive watch on Linux misses a file renamed over another, as editors save), and calls
 * `onChange` with the files a burst of saves touched.
 */
function watchProject(
  paths: ProjectPaths,
  state: DevState,
  onChange: (files: string[]) => void,
): { close(): void } {
  let changed = new Set<string>();
  let timer: NodeJS.Timeout | undefined;
  const watchers = new Map<string, FSWatcher>();
  const flush = () => {
    const files = [...changed];
    changed = new Set();
    if (files.length > 0) onChange(files);
  };
  const watchFolder = (folder: string) => {
    if (watchers.has(folder) || !isFolder(folder) || !isWatched(paths, state, folder, true)) return;
    const watcher = watch(folder, (_event, name) => {
      const file = path.join(folder, name?.toString() ?? '');
      if (isFolder(file)) return watchFolder(file);
      if (!name || !isWatched(paths, state, file)) return;
      changed.add(file);
      clearTimeout(timer);
      timer = setTimeout(flush, SETTLE_MS);
    });
    watcher.on('error', () => watchers.delete(folder));
    watchers.set(folder, watcher);
    for (const entry of readdirSync(folder, { withFileTypes: true }))
      if (entry.isDirectory()) watchFolder(path.join(folder, entry.name));
  };
  watchFolder(paths.root);
  return {
    close() {
      clearTimeout(timer);
      for (const watcher of watchers.values()) watcher.close();
    },
  };
}

const isFolder = (file: string) =>
  statSync(file, { throwIfNoEntry: false })?.isDirectory() === true;

function isWatched(paths: ProjectPaths, state: DevState, file: string, isDir = false): boolean {
  const parts = path.relative(paths.root, file).split(path.sep);
  if (parts.some((part) => part === 'node_modules' || part.startsWith('.'))) return false;
  if (isDir) return parts[0] !== 'dist';
  const folders = [paths.pages, paths.content, paths.styles, paths.public];
  return (
    folders.some((folder) => file.startsWith(folder + path.sep)) ||
    state.project?.inputs().includes(file) === true ||
    state.project === undefined
  );
}
