/**
 * `site serve`: builds, serves the output folder, and in watch mode rebuilds on change and
 * reloads open tabs over server-sent events. The reload script exists only in served
 * responses, never in the output folder.
 */
import { watch, type FSWatcher } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { build, type BuildOptions, type BuildResult } from '../build/index';
import { createWatchBuilder } from '../build/incremental';
import { DEFAULT_HOST, DEFAULT_PORT, resolvePaths } from '../config';
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
const DEBOUNCE_MS = 20;

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
    ? watchFolders(resolvePaths(options.root ?? process.cwd()).root, first.settings.watch, async (changed) => {
        try {
          // Only what the change reaches is rebuilt; `changed` is undefined when the watcher could not say.
          const result = changed ? await builder!.update(changed) : await builder!.build();
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
      watcher?.close();
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
  close(): void;
}

/**
 * Runs `rebuild` with the changed paths after changes settle (undefined when the watcher did not
 * name a file); a change during a rebuild queues exactly one more.
 */
function watchFolders(root: string, folders: string[], rebuild: (changed: string[] | undefined) => Promise<void>): FolderWatcher {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let changed: Set<string> | undefined = new Set();
  const run = async () => {
    if (running) return;
    const batch = changed;
    changed = new Set();
    running = rebuild(batch && [...batch]);
    await running;
    running = undefined;
    if (changed === undefined || changed.size > 0) await run();
  };
  const schedule = (folder: string, filename: string | null) => {
    if (filename === null) changed = undefined;
    else changed?.add(path.join(root, folder, filename));
    clearTimeout(timer);
    timer = setTimeout(() => void run(), DEBOUNCE_MS);
  };
  const watchers: FSWatcher[] = [];
  for (const folder of folders) {
    try {
      watchers.push(watch(path.join(root, folder), { recursive: true }, (_event, filename) => schedule(folder, filename)));
    } catch {
      // A folder the project does not have is simply not watched.
    }
  }
  return {
    close() {
      clearTimeout(timer);
      for (const watcher of watchers) watcher.close();
    },
  };
}
