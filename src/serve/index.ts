/**
 * `site serve`: builds, serves the output folder, and in watch mode rebuilds on change and
 * reloads open tabs over server-sent events. The reload script exists only in served
 * responses, never in the output folder.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import chokidar from 'chokidar';
import { build, type BuildOptions, type BuildResult } from '../build/index';
import { createWatchBuilder } from '../build/incremental';
import { DEFAULT_HOST, DEFAULT_PORT, resolvePaths, WATCHED_FOLDERS } from '../config';
import { createHandler } from './handler';

export interface ServeOptions extends BuildOptions {
  port?: number;
  host?: string;
  /** Rebuild and reload on change (default true). */
  watch?: boolean;
  onBuild?: (result: BuildResult) => void;
  onBuildError?: (error: unknown) => void;
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
}

export interface StaticServer extends SiteServer {
  origin: string;
  /** Re-reads the output folder after it was rebuilt. */
  refresh(): void;
}

/** Serves an already built folder on a local port; it never serves a byte from outside it. */
export async function serveStatic(options: StaticServerOptions): Promise<StaticServer> {
  const handler = createHandler(options.outDir, {
    ...(options.transformHtml && { transformHtml: options.transformHtml }),
    adaptHeader: (name, value) => adaptForLocalhost(name, value, options.isLiveReload === true),
  });
  let origin = '';
  const server = createServer((req, res) => {
    if (options.intercept?.(req, res, origin)) return;
    handler(req, res);
  });
  // Requests whose head is malformed or too large never reach the handler; answer them plainly.
  server.on('clientError', (_error, socket) => {
    if (socket.writable) socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
    else socket.destroy();
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? DEFAULT_PORT, options.host ?? DEFAULT_HOST, () => resolve());
  });
  const address = server.address() as AddressInfo;
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  origin = `http://${host}:${address.port}`;
  return {
    url: `${origin}/`,
    origin,
    outDir: options.outDir,
    refresh: handler.refresh,
    async close() {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
    },
  };
}

/** Builds the site and serves it until `close()` is called. */
export async function serve(options: ServeOptions = {}): Promise<SiteServer> {
  const isWatching = options.watch ?? true;
  const builder = isWatching ? createWatchBuilder(options) : undefined;
  const first = builder ? await builder.build() : await build(options);
  options.onBuild?.(first);

  const clients = new Set<ServerResponse>();
  const server = await serveStatic({
    outDir: first.outDir,
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
    }),
  });

  const watcher = isWatching
    ? await watchFolders(resolvePaths(options.root ?? process.cwd()).root, async (changed) => {
        try {
          // Only what the change reaches is rebuilt.
          const result = await builder!.update(changed);
          options.onBuild?.(result);
          server.refresh();
          for (const client of clients) client.write('event: reload\ndata: {}\n\n');
        } catch (error) {
          // Keep serving the last good build; the next good save recovers.
          options.onBuildError?.(error);
        }
      })
    : undefined;

  return {
    url: server.url,
    outDir: first.outDir,
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
  close(): Promise<void>;
}

/**
 * Runs `rebuild` with the changed paths once changes settle; a change during a rebuild queues
 * exactly one more. chokidar watches each folder rather than each file's inode, so a save that
 * renames a new file over the old one (`sed -i`, many editors) is seen every time.
 */
async function watchFolders(root: string, rebuild: (changed: string[]) => Promise<void>): Promise<FolderWatcher> {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let changed = new Set<string>();
  const run = async () => {
    if (running) return;
    const batch = [...changed];
    changed = new Set();
    running = rebuild(batch);
    await running;
    running = undefined;
    if (changed.size > 0) await run();
  };
  const watcher = chokidar.watch(
    WATCHED_FOLDERS.map((folder) => path.join(root, folder)),
    // Hidden files (editors' swap and temporary files) are not part of the site.
    { ignoreInitial: true, ignored: (file) => path.basename(file).startsWith('.') },
  );
  watcher.on('all', (_event, file) => {
    changed.add(path.resolve(file));
    // A save can arrive as several events (truncate, then write); they are rebuilt together.
    clearTimeout(timer);
    timer = setTimeout(() => void run(), SETTLE_MS);
  });
  await new Promise<void>((resolve) => watcher.once('ready', () => resolve()));
  return {
    async close() {
      clearTimeout(timer);
      await watcher.close();
    },
  };
}
