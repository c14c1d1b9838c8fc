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
import { lookup } from 'mrmime';
import { resolvePaths, type ProjectPaths } from '../config';
import { type Change, type DevProject, loadDevProject } from './dev-project';
import { createHandler } from './handler';
import type { ServeOptions } from './index';
import { createFileLookup, resolveRequest } from './resolve-request';
import { serveStatic, type SiteServer } from './static-server';
import { buildErrorPage, type StatusPage } from './status-pages';

/** How long a save's events may keep arriving before the reload starts (a burst reloads once). */
const SETTLE_MS = 5;
const RELOAD_TAG = '<script src="/__site/reload.js" defer=""></script></body>';
const withReload = (html: string) => html.replace('</body>', RELOAD_TAG);

interface DevState {
  project?: DevProject;
  /** The last load's problem, shown instead of pages until a save fixes it. */
  error?: unknown;
}

/** Serves the project, rendering each page on request, until `close()` is called. */
export async function serveDev(options: ServeOptions): Promise<SiteServer> {
  const paths = resolvePaths(options.root ?? process.cwd());
  const state: DevState = {};
  const publicHandler = createHandler(paths.public, { transformHtml: withReload });
  const inPublic = createFileLookup(paths.public, new Set());
  const errorPage = (): StatusPage => buildErrorPage(state.error);
  let ready: Promise<void> = Promise.resolve();
  const server = await serveStatic({
    outDir: paths.public,
    ...(options.port !== undefined && { port: options.port }),
    ...(options.host !== undefined && { host: options.host }),
    liveReload: { describeMissingOutput: errorPage, onRefused: warnOnce(options) },
    intercept(req, res) {
      if ((req.method !== 'GET' && req.method !== 'HEAD') || req.url?.startsWith('/__site/'))
        return false;
      void ready
        .then(() => answer(req, res, state, inPublic, publicHandler))
        .catch((error: unknown) => {
          options.onBuildError?.(error, { hasOutput: true });
          sendPage(req, res, buildErrorPage(error));
        });
      return true;
    },
  });
  const madeFolder = await mkdtemp(path.join(os.tmpdir(), 'site-serve-'));
  const load = async (change: Change | undefined) => {
    const started = performance.now();
    try {
      if (state.project && change) await state.project.reload(change);
      else state.project = await loadDevProject(paths, options, madeFolder);
      state.error = undefined;
      options.onReady?.({
        pages: state.project.pageCount(),
        durationMs: performance.now() - started,
      });
    } catch (error) {
      state.error = error;
      options.onBuildError?.(error, { hasOutput: false });
    }
    server.reload();
  };
  ready = load(undefined);
  const watcher = watchProject(paths, state, (change) => {
    ready = ready.then(() => load(state.project ? change : undefined));
  });
  await ready;
  return {
    url: server.url,
    outDir: paths.root,
    async close() {
      watcher.close();
      await ready;
      await server.close();
      await state.project?.dispose();
      await rm(madeFolder, { recursive: true, force: true });
    },
  };
}

/** Answers a GET or HEAD: a page rendered now, a file of the project, a redirect, public/, or the 404 page. */
async function answer(
  req: IncomingMessage,
  res: ServerResponse,
  { project, error }: DevState,
  inPublic: ReturnType<typeof createFileLookup>,
  publicHandler: ReturnType<typeof createHandler>,
): Promise<void> {
  await project?.prepare();
  const own = { absolute: '', stats: undefined as never };
  const resolution = resolveRequest(
    req.url ?? '',
    (urlPath) => (project?.has(urlPath) ? own : inPublic(urlPath)),
    (cleanPath) => project?.redirect(cleanPath),
  );
  if (resolution.kind === 'redirect') {
    res.setHeader('Location', resolution.location);
    return sendBody(
      req,
      res,
      resolution.status ?? 301,
      'text/plain',
      `Moved to ${resolution.location}\n`,
    );
  }
  const isOwn = resolution.kind === 'file' && resolution.file === own;
  if (resolution.kind === 'bad-request' || (resolution.kind === 'file' && !isOwn))
    return publicHandler(req, res);
  const urlPath = resolution.kind === 'file' ? resolution.urlPath : undefined;
  const isPage = urlPath === undefined || urlPath.endsWith('.html');
  if (error !== undefined && isPage) return sendPage(req, res, buildErrorPage(error));
  const notFound = project?.notFoundPage(
    resolution.kind === 'not-found' ? (resolution.path ?? '/') : '/',
  );
  const served = urlPath ?? notFound;
  if (!project || served === undefined) return sendBody(req, res, 404, 'text/plain', 'Not Found\n');
  const body = await project.body(served);
  const status = urlPath === undefined || urlPath.endsWith('/404.html') ? 404 : 200;
  if (!isPage)
    return sendBody(req, res, status, lookup(served) ?? 'application/octet-stream', body);
  sendBody(req, res, status, 'text/html', withReload(body.toString()));
}

function sendPage(req: IncomingMessage, res: ServerResponse, page: StatusPage): void {
  sendBody(req, res, page.status, 'text/html', withReload(page.html));
}

function sendBody(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  type: string,
  body: string | Buffer,
): void {
  const bytes = typeof body === 'string' ? Buffer.from(body) : body;
  const isText = /^text\/|javascript|json|svg|xml/.test(type);
  res.writeHead(status, {
    'Content-Type': isText ? `${type}; charset=utf-8` : type,
    'Content-Length': bytes.length,
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
  });
  res.end(req.method === 'HEAD' ? undefined : bytes);
}

/** Each refusal message once. */
function warnOnce(options: ServeOptions): (message: string) => void {
  const warned = new Set<string>();
  return (message) => {
    if (!warned.has(message)) options.onWarning?.(message);
    warned.add(message);
  };
}

/**
 * Watches the project's folders with Node's own `fs.watch` (one watcher a folder: Node 20's
 * recursive watch on Linux misses a file renamed over another, as editors save), and calls
 * `onChange` with what a burst of saves touched: content and public/, the stylesheet, or code.
 */
function watchProject(
  paths: ProjectPaths,
  state: DevState,
  onChange: (change: Change) => void,
): { close(): void } {
  let changed = new Set<string>();
  let timer: NodeJS.Timeout | undefined;
  const watchers = new Map<string, FSWatcher>();
  const flush = () => {
    const kinds = new Set([...changed].map((file) => changeOf(paths, file)));
    changed = new Set();
    if (kinds.size > 0) onChange(kinds.size === 1 ? [...kinds][0]! : 'code');
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

function changeOf(paths: ProjectPaths, file: string): Change | undefined {
  if (file.endsWith('.css')) return 'style';
  const isCode = /\.[cm]?[jt]sx?$/.test(file) || file === paths.contentConfig;
  if (!isCode && (file.startsWith(paths.content + path.sep) || file.startsWith(paths.public)))
    return 'content';
  return 'code';
}
