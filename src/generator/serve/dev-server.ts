/**
 * `site serve` in watch mode: loads the project once (dev-project.ts), renders each page on
 * request and, on a save, reloads what the save touched and tells open tabs to reload (server-sent
 * events; the script is in served pages only, and only pages of this server may listen). Nothing
 * is written but the photos and share cards made on request.
 */
import { type FSWatcher, readdirSync, statSync, watch } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { resolvePaths, type ProjectPaths } from '../config';
import { formatDiagnostic, toDiagnostics } from '../diagnostics';
import { escapeHtml } from '../html-text';
import { codeInputs, DevProject } from './dev-project';
import { sendBody, startServer, type Target } from './guard';
import type { ServeOptions, SiteServer } from './index';
import {
  answer,
  contentTypeOf,
  createFileCheck,
  createFolderSender,
  resolveTarget,
} from './preview';

/** How long a save's events may keep arriving before the reload starts (a burst reloads once). */
const SETTLE_MS = 5;
const EVENTS_PATH = '/__site/events';
const RELOAD_PATH = '/__site/reload.js';
const RELOAD_SCRIPT = `new EventSource(${JSON.stringify(EVENTS_PATH)}).addEventListener('reload',function(){location.reload()});\n`;

/** Serves the project, rendering each page on request, until `close()` is called. */
export async function serveDev(options: ServeOptions): Promise<SiteServer> {
  const paths = resolvePaths(options.root ?? process.cwd());
  const madeFolder = await mkdtemp(path.join(os.tmpdir(), 'site-serve-'));
  const project = new DevProject(paths, options, madeFolder);
  const answer = createAnswer(paths, project);
  const tabs = new Set<ServerResponse>();
  let ready: Promise<void> = Promise.resolve();
  const server = await startServer(options, (req, res, target) => {
    // Every answer is of this moment: a save may change it.
    res.setHeader('Cache-Control', 'no-store');
    if (req.url === EVENTS_PATH || req.url === RELOAD_PATH) return answerLiveReload(req, res, tabs);
    void ready
      .then(() => answer(req, res, target))
      .catch((error: unknown) => {
        options.onBuildError?.(error, { hasOutput: true });
        sendErrorPage(res, error);
      });
  });
  const load = async (files?: string[]) => {
    const started = performance.now();
    try {
      await project.load(files);
      project.error = undefined;
      const durationMs = performance.now() - started;
      options.onReady?.({ pages: project.state!.pages.size, durationMs });
    } catch (error) {
      project.error = error;
      options.onBuildError?.(error, { hasOutput: false });
    }
    for (const tab of tabs) tab.write('event: reload\ndata: {}\n\n');
  };
  ready = load();
  const stopWatching = watchProject(paths, project, (files) => {
    ready = ready.then(() => load(files));
  });
  await ready;
  return {
    ...server,
    outDir: paths.root,
    async close() {
      stopWatching();
      await ready;
      await server.close();
      await project.state?.loads.loaded.project.dispose();
      await rm(madeFolder, { recursive: true, force: true });
    },
  };
}

/** The reload script pages load, or the event stream that tells an open tab to reload. */
function answerLiveReload(req: IncomingMessage, res: ServerResponse, tabs: Set<ServerResponse>) {
  if (req.url === RELOAD_PATH)
    return sendBody(res, 200, RELOAD_SCRIPT, 'text/javascript; charset=utf-8');
  res.writeHead(200, { 'Content-Type': 'text/event-stream; charset=utf-8' });
  res.write(': connected\n\n');
  tabs.add(res);
  req.on('close', () => tabs.delete(res));
}

const withReload = (html: string): string =>
  html.replace('</body>', `<script src="${RELOAD_PATH}" defer=""></script></body>`);

/** Answers a checked request as the preview would, from pages rendered now, files the project makes and public/. */
function createAnswer(paths: ProjectPaths, project: DevProject) {
  const isPublic = createFileCheck(paths.public);
  const sendPublic = createFolderSender(paths.public);
  return async (req: IncomingMessage, res: ServerResponse, target: Target) => {
    const { state, error, has: isMade } = project;
    if (!state) return sendErrorPage(res, error);
    const has = (urlPath: string) => isMade(urlPath) || isPublic(urlPath);
    // Feeds, data files and icons are made only when a path is none of the rest.
    if (!resolveTarget(target, has, state.redirects)) await project.prepare();
    await answer(req, res, target, {
      has,
      redirects: state.redirects,
      send: async (req, res, file, status, missing) => {
        if (!isMade(file)) return sendPublic(req, res, file, status, missing);
        if (error !== undefined && file.endsWith('.html')) return sendErrorPage(res, error);
        const body = await project.body(file);
        const page = file.endsWith('.html') ? withReload(body.toString()) : body;
        sendBody(res, status, page, contentTypeOf(file));
      },
    });
  };
}

/** The build's problems, as the terminal shows them, until a save fixes them and the page reloads. */
function sendErrorPage(res: ServerResponse, error: unknown): void {
  const problems = toDiagnostics(error).map((diagnostic) => formatDiagnostic(diagnostic));
  const title = 'The build failed';
  const html = `<!DOCTYPE html>\n<html lang="en">\n<head><meta charset="utf-8"><title>${title}</title></head>\n<body>\n<h1>${title}</h1>\n<pre>${escapeHtml(problems.join('\n\n'))}</pre>\n<p>Fix the problem and save: this page reloads when the build succeeds.</p>\n</body>\n</html>\n`;
  sendBody(res, 500, withReload(html), 'text/html; charset=utf-8');
}

/**
 * Watches the project's folders with Node's own `fs.watch` (one watcher a folder: Node 20's
 * recursive watch on Linux misses a file renamed over another, as editors save), and calls
 * `onChange` with the files a burst of saves touched; returns the function that stops it.
 */
function watchProject(
  paths: ProjectPaths,
  project: DevProject,
  onChange: (files: string[]) => void,
) {
  const changed = new Set<string>();
  let timer: NodeJS.Timeout | undefined;
  const watchers = new Map<string, FSWatcher>();
  const watchFolder = (folder: string) => {
    if (watchers.has(folder) || !isFolder(folder) || !isWatched(paths, project, folder, true))
      return;
    const watcher = watch(folder, (_event, name) => {
      const file = path.join(folder, name?.toString() ?? '');
      if (isFolder(file)) return watchFolder(file);
      if (!name || !isWatched(paths, project, file)) return;
      changed.add(file);
      clearTimeout(timer);
      timer = setTimeout(() => {
        onChange([...changed]);
        changed.clear();
      }, SETTLE_MS);
    });
    watcher.on('error', () => watchers.delete(folder));
    watchers.set(folder, watcher);
    for (const entry of readdirSync(folder, { withFileTypes: true }))
      if (entry.isDirectory()) watchFolder(path.join(folder, entry.name));
  };
  watchFolder(paths.root);
  return () => {
    clearTimeout(timer);
    for (const watcher of watchers.values()) watcher.close();
  };
}

const isFolder = (file: string) =>
  statSync(file, { throwIfNoEntry: false })?.isDirectory() === true;

/** Folders but dist/, node_modules and dotfiles; files of the project's folders, or that its code was built from. */
function isWatched(paths: ProjectPaths, project: DevProject, file: string, isDir = false): boolean {
  const parts = path.relative(paths.root, file).split(path.sep);
  if (parts.some((part) => part === 'node_modules' || part.startsWith('.'))) return false;
  if (isDir) return parts[0] !== 'dist';
  const folders = [paths.pages, paths.content, paths.styles, paths.public];
  const loads = project.state?.loads;
  return (
    folders.some((folder) => file.startsWith(folder + path.sep)) ||
    !loads ||
    codeInputs(loads).includes(file)
  );
}
