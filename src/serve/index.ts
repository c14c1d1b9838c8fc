/**
 * `site serve`: builds, serves the output folder, and in watch mode rebuilds on change and
 * reloads open tabs over server-sent events. The reload script exists only in served
 * responses, never in the output folder.
 */
import { existsSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import path from 'node:path';
import chokidar from 'chokidar';
import { build, type BuildOptions, type BuildResult } from '../build/index';
import { createWatchBuilder, type UpdateResult } from '../build/incremental';
import { DEFAULT_HOST, DEFAULT_OUT_DIR, DEFAULT_PORT, resolvePaths, WATCHED_FOLDERS } from '../config';
import { SiteError } from '../diagnostics';
import { BUILDING_PAGE, buildErrorPage } from './status-pages';
import { createHandler } from './handler';

export interface ServeOptions extends BuildOptions {
  port?: number;
  host?: string;
  /** Rebuild and reload on change (default true). */
  watch?: boolean;
  onBuild?: (result: BuildResult) => void;
  /** A failed build in watch mode; `hasOutput` says whether earlier output is still served (else an error page). */
  onBuildError?: (error: unknown, status: { hasOutput: boolean }) => void;
}

export interface SiteServer {
  url: string;
  outDir: string;
  close(): Promise<void>;
}

const RELOAD_PATH = '/__site/reload.js';
const EVENTS_PATH = '/__site/events';
const RELOAD_SCRIPT = `new EventSource(${JSON.stringify(EVENTS_PATH)}).addEventListener('reload',function(){location.reload()});\n`;
/** How long changes may keep arriving before a rebuild starts. */
const SETTLE_MS = 20;

export interface StaticServerOptions {
  outDir: string;
  /** Adds `connect-src 'self'` to the CSP for the live-reload event stream. */
  isLiveReload?: boolean;
  port?: number;
  host?: string;
  /** Requests this returns true for were answered by the caller (live reload endpoints). */
  intercept?: (req: IncomingMessage, res: ServerResponse, origin: string) => boolean;
  transformHtml?: (html: string) => string;
  /** The page sent for every path while the output folder does not exist. */
  describeMissingOutput?: () => { status: number; html: string };
}

export interface StaticServer extends SiteServer {
  origin: string;
}

/** Serves an already built folder on a local port; it never serves a byte from outside it. */
export async function serveStatic(options: StaticServerOptions): Promise<StaticServer> {
  const handler = createHandler(options.outDir, {
    ...(options.transformHtml && { transformHtml: options.transformHtml }),
    ...(options.describeMissingOutput && { describeMissingOutput: options.describeMissingOutput }),
    adaptHeader: (name, value) => adaptForLocalhost(name, value, options.isLiveReload === true),
  });
  let origin = '';
  const server = createServer((req, res) => {
    if (options.intercept?.(req, res, origin)) return;
    handler(req, res);
  });
  // Node hands CONNECT to this event, not to the request handler: without it the socket got no answer.
  server.on('connect', (_req: IncomingMessage, socket: Duplex) => {
    const body = 'Method Not Allowed\n';
    socket.on('error', () => socket.destroy());
    socket.end(`HTTP/1.1 405 Method Not Allowed\r\nAllow: GET, HEAD\r\nContent-Type: text/plain; charset=utf-8\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n${body}`);
  });
  // Requests whose head is malformed or too large never reach the handler; answer them plainly.
  server.on('clientError', (_error, socket) => {
    if (socket.writable) socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
    else socket.destroy();
  });
  await listen(server, options.port ?? DEFAULT_PORT, options.host ?? DEFAULT_HOST);
  const address = server.address() as AddressInfo;
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  origin = `http://${host}:${address.port}`;
  return {
    url: `${origin}/`,
    origin,
    outDir: options.outDir,
    async close() {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
    },
  };
}

/** Listens, turning what the machine refuses (a port in use, a foreign host) into errors the user can fix. */
async function listen(server: Server, port: number, host: string): Promise<void> {
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, host, () => {
        server.off('error', reject);
        resolve();
      });
    });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EADDRINUSE') {
      throw new SiteError(`Port ${port} on ${host} is already in use.`, { hint: `Stop the program that uses it, or choose another port: --port ${port + 1}.`, cause: error });
    }
    if (code === 'EACCES') {
      throw new SiteError(`Listening on port ${port} of ${host} is not permitted.`, { hint: 'Ports below 1024 need administrator rights; choose another with --port, such as --port 4321.', cause: error });
    }
    if (code === 'EADDRNOTAVAIL' || code === 'ENOTFOUND') {
      throw new SiteError(`${host} is not an address of this machine.`, { hint: 'Choose another with --host, such as --host 127.0.0.1.', cause: error });
    }
    throw error;
  }
}

/**
 * Serves the output folder and builds the site into it, until `close()` is called. The port is
 * taken before building, so a port in use fails at once. In watch mode a failed build (the
 * first too) is reported and the last good output, or else an error page, is served until a
 * save fixes it.
 */
export async function serve(options: ServeOptions = {}): Promise<SiteServer> {
  const isWatching = options.watch ?? true;
  const root = resolvePaths(options.root ?? process.cwd()).root;
  const outDir = path.resolve(root, options.outDir ?? DEFAULT_OUT_DIR);
  const clients = new Set<ServerResponse>();
  let buildError: unknown;
  const server = await serveStatic({
    outDir,
    ...(options.port !== undefined && { port: options.port }),
    ...(options.host !== undefined && { host: options.host }),
    ...(isWatching && {
      isLiveReload: true,
      transformHtml: (html: string) => html.replace('</body>', `<script src="${RELOAD_PATH}" defer=""></script></body>`),
      intercept: (req: IncomingMessage, res: ServerResponse, origin: string) => {
        if (req.url === RELOAD_PATH) sendReloadScript(req, res);
        else if (req.url === EVENTS_PATH) openEventStream(req, res, origin, clients);
        else return false;
        return true;
      },
      describeMissingOutput: () => (buildError === undefined ? BUILDING_PAGE : buildErrorPage(buildError)),
    }),
  });

  if (!isWatching) {
    try {
      const result = await build(options);
      options.onBuild?.(result);
    } catch (error) {
      await server.close();
      throw error;
    }
    return { url: server.url, outDir, close: () => server.close() };
  }

  // Drafts are shown while writing (with their label), never in `site build`.
  const builder = createWatchBuilder({ ...options, drafts: options.drafts ?? true });
  // The folders to watch are a setting of content/config.ts: the defaults until a build has read it.
  let watcher: FolderWatcher | undefined;
  let watchedFolders = WATCHED_FOLDERS;
  const rebuild = async (runBuild: () => Promise<UpdateResult>) => {
    try {
      const result = await runBuild();
      watchedFolders = result.settings.watch;
      watcher?.add(watchedFolders);
      options.onBuild?.(result);
      buildError = undefined;
      for (const client of clients) client.write('event: reload\ndata: {}\n\n');
      // The tab reloads while the share images of the changed pages are drawn.
      await result.imagesDrawn;
    } catch (error) {
      // Keep serving the last good output, or the error page if there is none; the next good save recovers.
      buildError = error;
      options.onBuildError?.(error, { hasOutput: existsSync(outDir) });
    }
  };
  const firstBuild = rebuild(() => builder.build());
  // Only what a change reaches is rebuilt, after the first build (a full one if that failed).
  watcher = await watchFolders(
    root,
    WATCHED_FOLDERS,
    async (changed) => {
      await firstBuild;
      await rebuild(() => builder.update(changed));
    },
    (error) => options.onBuildError?.(error, { hasOutput: existsSync(outDir) }),
  );
  watcher.add(watchedFolders);
  await firstBuild;
  return {
    url: server.url,
    outDir,
    async close() {
      await watcher?.close();
      for (const client of clients) client.end();
      await server.close();
    },
  };
}

/**
 * The output's `_headers`, as a plain-HTTP localhost can honour them: HSTS and
 * upgrade-insecure-requests would break http://127.0.0.1, and live reload needs to connect.
 */
function adaptForLocalhost(name: string, value: string, isLiveReload: boolean): string | undefined {
  if (name.toLowerCase() === 'strict-transport-security') return undefined;
  if (name.toLowerCase() !== 'content-security-policy') return value;
  const directives = value.split(/;\s*/).filter((directive) => directive !== 'upgrade-insecure-requests');
  if (isLiveReload && !directives.some((directive) => directive.startsWith('connect-src'))) directives.push("connect-src 'self'");
  return directives.join('; ');
}

function sendReloadScript(_req: IncomingMessage, res: ServerResponse): void {
  res.writeHead(200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' });
  res.end(RELOAD_SCRIPT);
}

/** Only pages of this server may listen: a page on another site cannot connect. */
function openEventStream(req: IncomingMessage, res: ServerResponse, origin: string, clients: Set<ServerResponse>): void {
  const expectedHost = origin.replace(/^http:\/\//, '');
  const requestOrigin = req.headers.origin;
  if (req.headers.host !== expectedHost || (requestOrigin !== undefined && requestOrigin !== origin)) {
    res.writeHead(403, { 'Content-Type': 'text/plain; charset=utf-8' });
    res.end('Forbidden: live reload accepts connections only from the served origin.\n');
    return;
  }
  res.writeHead(200, { 'Content-Type': 'text/event-stream; charset=utf-8', 'Cache-Control': 'no-store', Connection: 'keep-alive' });
  res.write(': connected\n\n');
  clients.add(res);
  req.on('close', () => clients.delete(res));
}

interface FolderWatcher {
  /** Also watches these folders (relative to the root); ones already watched are left as they are. */
  add(folders: string[]): void;
  close(): Promise<void>;
}

/**
 * Runs `rebuild` with the changed paths once changes settle; a change during a rebuild queues
 * exactly one more. chokidar watches each folder rather than each file's inode, so a save that
 * renames a new file over the old one (`sed -i`, many editors) is seen every time.
 */
async function watchFolders(root: string, folders: string[], rebuild: (changed: string[]) => Promise<void>, onError: (error: SiteError) => void): Promise<FolderWatcher> {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let changed = new Set<string>();
  let isClosed = false;
  const run = async () => {
    if (running || isClosed) return;
    const batch = [...changed];
    changed = new Set();
    running = rebuild(batch);
    await running;
    running = undefined;
    if (changed.size > 0) await run();
  };
  const watcher = chokidar.watch(
    folders.map((folder) => path.join(root, folder)),
    // Hidden files (editors' swap and temporary files) are not part of the site.
    { ignoreInitial: true, ignored: (file) => path.basename(file).startsWith('.') },
  );
  watcher.on('all', (_event, file) => {
    changed.add(path.resolve(file));
    // A save can arrive as several events (truncate, then write); they are rebuilt together.
    clearTimeout(timer);
    timer = setTimeout(() => void run(), SETTLE_MS);
  });
  watcher.on('error', (error) => {
    const message = error instanceof Error ? error.message : String(error);
    onError(new SiteError(`Watching for changes failed: ${message}`, { hint: 'Saves may be missed until site serve is restarted (on Linux, a full fs.inotify.max_user_watches is a common cause).', cause: error }));
  });
  await new Promise<void>((resolve) => watcher.once('ready', () => resolve()));
  return {
    add(folders) {
      watcher.add(folders.map((folder) => path.join(root, folder)));
    },
    async close() {
      isClosed = true;
      clearTimeout(timer);
      await watcher.close();
      // A rebuild under way finishes first, so nothing writes into the output after close().
      await running;
    },
  };
}
