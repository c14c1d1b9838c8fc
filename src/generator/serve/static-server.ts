/**
 * The HTTP servers of `site serve` and `site check`: a local port whose every request is held to
 * the names the server was started for, and the preview of a built folder served on one.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DEFAULT_HOST, DEFAULT_PORT } from '../config';
import { SiteError } from '../diagnostics';
import { createHostCheck, guardServer, refuse } from './guard';
import { createPreview, type RequestHandler } from './preview';

export interface SiteServer {
  url: string;
  outDir: string;
  close(): Promise<void>;
}

export interface StaticServerOptions {
  outDir: string;
  port?: number;
  host?: string;
  /** Called for each request refused for its Host (a page of another site, DNS rebinding), with why. */
  onRefused?: (message: string) => void;
}

export interface StaticServer extends SiteServer {
  origin: string;
}

/** A server listening on a local port (see startServer). */
export interface LocalServer {
  url: string;
  origin: string;
  /** Why a request is refused for its Host (and, `withOrigin`, its Origin), or undefined. */
  refusalOf(req: IncomingMessage, withOrigin?: boolean): string | undefined;
  close(): Promise<void>;
}

/** Serves an already built folder on a local port; it never serves a byte from outside it. */
export async function serveStatic(options: StaticServerOptions): Promise<StaticServer> {
  const preview = createPreview(options.outDir, { adaptHeader: adaptForLocalhost });
  const server = await startServer(options, preview);
  return { ...server, outDir: options.outDir };
}

/**
 * Listens on a local port and passes every request to `handle`, once it was sent to one of the
 * server's names: as Vite does, a foreign page whose name resolves here (DNS rebinding) reads
 * nothing, drafts included. What never reaches a handler is answered too (guard.ts).
 */
export async function startServer(
  options: { port?: number; host?: string; onRefused?: (message: string) => void },
  handle: RequestHandler,
): Promise<LocalServer> {
  let refusalOf: LocalServer['refusalOf'] = () => 'the server is starting';
  const server = createServer((req, res) => {
    const refusal = refusalOf(req);
    if (refusal !== undefined) return refuse(res, refusal, options.onRefused);
    handle(req, res);
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
    refusalOf: (req, withOrigin) => refusalOf(req, withOrigin),
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
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

/** The output's `_headers`, as a plain-HTTP localhost can honour them: no HSTS, no upgrade-insecure-requests. */
function adaptForLocalhost(name: string, value: string): string | undefined {
  if (name.toLowerCase() === 'strict-transport-security') return undefined;
  if (name.toLowerCase() !== 'content-security-policy') return value;
  return value
    .split(/;\s*/)
    .filter((directive) => directive !== 'upgrade-insecure-requests')
    .join('; ');
}
