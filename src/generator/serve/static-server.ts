/**
 * The HTTP server of `site serve` and `site check`: serves a built folder on a local port, and,
 * for live reload, the reload script and the event stream that tells open tabs to reload.
 * In watch mode it runs on a thread of its own (server-thread.ts), so it answers while a page renders.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DEFAULT_HOST, DEFAULT_PORT } from '../config';
import { SiteError } from '../diagnostics';
import { createHostCheck, guardServer, refuse } from './guard';
import { createPreview } from './preview';
import type { StatusPage } from './status-pages';

export interface SiteServer {
  url: string;
  outDir: string;
  close(): Promise<void>;
}

export interface StaticServerOptions {
  outDir: string;
  port?: number;
  host?: string;
  /** Serves the reload script and event stream, injects the script into pages, and lets the CSP connect to it. */
  liveReload?: LiveReload;
  /** Requests this returns true for were answered by the caller. */
  intercept?: (req: IncomingMessage, res: ServerResponse) => boolean;
  /** Called for each request refused for its Host (a page of another site, DNS rebinding), with why. */
  onRefused?: (message: string) => void;
}

export interface StaticServer extends SiteServer {
  origin: string;
  /** Tells every open tab to reload (with `liveReload`; without it no tab listens). */
  reload(): void;
}

/** Live reload, as the watching side drives it. */
export interface LiveReload {
  /** The page sent for every path while the output folder does not exist (first build running or failed). */
  describeMissingOutput(): StatusPage;
  /** Called once for each host and origin whose event stream was refused, with why. */
  onRefused(message: string): void;
}

const RELOAD_PATH = '/__site/reload.js';
const EVENTS_PATH = '/__site/events';
const RELOAD_SCRIPT = `new EventSource(${JSON.stringify(EVENTS_PATH)}).addEventListener('reload',function(){location.reload()});\n`;

/** Serves an already built folder on a local port; it never serves a byte from outside it. */
export async function serveStatic(options: StaticServerOptions): Promise<StaticServer> {
  const { liveReload } = options;
  const onRefused = options.onRefused ?? liveReload?.onRefused;
  const preview = createPreview(options.outDir, {
    adaptHeader: (name, value) => adaptForLocalhost(name, value, liveReload !== undefined),
    ...(liveReload && {
      transformHtml: (html: string) =>
        html.replace('</body>', `<script src="${RELOAD_PATH}" defer=""></script></body>`),
      describeMissingOutput: () => liveReload.describeMissingOutput(),
    }),
  });
  const clients = new Set<ServerResponse>();
  let refusalOf: (req: IncomingMessage, withOrigin?: boolean) => string | undefined = () =>
    'the server is starting';
  const server = createServer((req, res) => {
    // Every request is held to this server's names, as Vite does: a foreign page whose name
    // resolves here (DNS rebinding) reads nothing, drafts included.
    const refusal = refusalOf(req);
    if (refusal !== undefined) return refuse(res, refusal, onRefused);
    if (options.intercept?.(req, res)) return;
    if (liveReload && req.url === RELOAD_PATH) return sendReloadScript(res);
    if (liveReload && req.url === EVENTS_PATH)
      return openEventStream(req, res, refusalOf(req, true), clients, liveReload);
    preview(req, res);
  });
  guardServer(server);
  const host = options.host ?? DEFAULT_HOST;
  await listen(server, options.port ?? DEFAULT_PORT, host);
  const address = server.address() as AddressInfo;
  const origin = `http://${address.family === 'IPv6' ? `[${address.address}]` : address.address}:${address.port}`;
  refusalOf = createHostCheck(host, address);
  return {
    url: `${origin}/`,
    origin,
    outDir: options.outDir,
    reload() {
      for (const client of clients) client.write('event: reload\ndata: {}\n\n');
    },
    async close() {
      for (const client of clients) client.end();
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
      throw new SiteError(`Port ${port} on ${host} is already in use.`, {
        hint: `Stop the program that uses it, or choose another port: --port ${port + 1}.`,
        cause: error,
      });
    }
    if (code === 'EACCES') {
      throw new SiteError(`Listening on port ${port} of ${host} is not permitted.`, {
        hint: 'Ports below 1024 need administrator rights; choose another with --port, such as --port 4321.',
        cause: error,
      });
    }
    if (code === 'EADDRNOTAVAIL' || code === 'ENOTFOUND') {
      throw new SiteError(`${host} is not an address of this machine.`, {
        hint: 'Choose another with --host, such as --host 127.0.0.1.',
        cause: error,
      });
    }
    throw error;
  }
}

/**
 * The output's `_headers`, as a plain-HTTP localhost can honour them: HSTS and
 * upgrade-insecure-requests would break http://127.0.0.1, and live reload needs to connect.
 */
function adaptForLocalhost(name: string, value: string, isLiveReload: boolean): string | undefined {
  if (name.toLowerCase() === 'strict-transport-security') return undefined;
  if (name.toLowerCase() !== 'content-security-policy') return value;
  const directives = value
    .split(/;\s*/)
    .filter((directive) => directive !== 'upgrade-insecure-requests');
  if (isLiveReload && !directives.some((directive) => directive.startsWith('connect-src')))
    directives.push("connect-src 'self'");
  return directives.join('; ');
}

function sendReloadScript(res: ServerResponse): void {
  res.writeHead(200, {
    'Content-Type': 'text/javascript; charset=utf-8',
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
  });
  res.end(RELOAD_SCRIPT);
}

/** Only pages of this server may listen: a page on another site cannot connect, and is told why. */
function openEventStream(
  req: IncomingMessage,
  res: ServerResponse,
  refusal: string | undefined,
  clients: Set<ServerResponse>,
  liveReload: LiveReload,
): void {
  if (refusal !== undefined) {
    refuse(res, refusal, liveReload.onRefused);
    return;
  }
  res.writeHead(200, {
    'Content-Type': 'text/event-stream; charset=utf-8',
    'Cache-Control': 'no-store',
    Connection: 'keep-alive',
  });
  res.write(': connected\n\n');
  clients.add(res);
  req.on('close', () => clients.delete(res));
}
