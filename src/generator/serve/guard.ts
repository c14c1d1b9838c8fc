/**
 * The local port of `site serve` and `site check`, and the checks every request to it passes:
 * the Host (DNS rebinding), the method, and the target (no dot segment, so nothing above the
 * folder is named). What a request sent reaches a terminal only through `printableName`.
 */
import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { type AddressInfo, isIP } from 'node:net';
import os from 'node:os';
import type { Duplex } from 'node:stream';
import { DEFAULT_HOST, DEFAULT_PORT } from '../config';
import { SiteError } from '../diagnostics';
import { printableName } from '../pipeline/list-files';

/** A request target that passed the checks. */
export type Target = Exclude<ReturnType<typeof parseTarget>, string>;

const MAX_URL_LENGTH = 4096;

/** The target's clean path, or why it is refused. Node's parser has refused raw control characters. */
function parseTarget(target: string) {
  if (target.length > MAX_URL_LENGTH) return 'The URL is too long.';
  if (!target.startsWith('/')) return 'The request target must be a path.';
  const [, rawPath = '', query = ''] = /^([^?#]*)(\?[^#]*)?/.exec(target)!;
  let decoded: string;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    return 'The URL has malformed percent-encoding.';
  }
  // Control characters (NUL included) and backslashes never name a file we publish.
  if (/[\u0000-\u001f\u007f\\]/.test(decoded)) return 'The URL contains a forbidden character.';
  const segments = decoded.split('/').filter((segment) => segment !== '');
  if (segments.some((segment) => segment === '..' || segment === '.'))
    return 'The URL contains a dot segment.';
  // `path` is rebuilt from segments (`/te/contact`), so a redirect to it can only ever start with
  // exactly one slash; `decoded` (`/te/contact/`, `//te`) differs when it should move there;
  // `query` is `?…` as sent, or ''.
  return { path: `/${segments.join('/')}`, decoded, query };
}

/**
 * The Host check, as Vite's: answered when the request names our port at localhost, an IP address
 * (no foreign page can make a name resolve here: DNS rebinding), `host` or, listening on every
 * address, the machine's own name; and its Origin, if sent (a cross-origin read, the reload
 * stream), is a page opened there. Returns why a request is refused, as printable text.
 */
function createHostCheck(host: string, { address, port }: AddressInfo) {
  const names = new Set(['localhost', host.toLowerCase()]);
  if (['0.0.0.0', '::'].includes(address))
    for (const name of [os.hostname(), `${os.hostname()}.local`]) names.add(name.toLowerCase());
  const isOurs = (authority = '') => {
    const [, name = '', asked = '80'] = /^\[?(.*?)\]?(?::(\d+))?$/.exec(authority.toLowerCase())!;
    return asked === String(port) && (names.has(name) || isIP(name) !== 0);
  };
  const opened = [...names].map(
    (name) => `http://${name.includes(':') ? `[${name}]` : name}:${port}`,
  );
  return (req: IncomingMessage): string | undefined => {
    const { origin } = req.headers;
    const page = `http://${req.headers.host}`;
    const fromPage = origin === undefined || origin.toLowerCase() === page.toLowerCase();
    if (isOurs(req.headers.host) && fromPage) return undefined;
    const asked = `host "${printableName(req.headers.host ?? '')}"`;
    const who = origin === undefined ? asked : `a page of ${printableName(origin)} (${asked})`;
    return `site serve refused ${who}: it accepts only pages opened at ${opened.join(', ')} or at another address of this machine. Open the site at one of those addresses, or start site serve with --host set to the name you use.`;
  };
}

/** Answers a request whose Host, method and target passed the checks; a throw is answered with 500. */
export type RequestHandler = (req: IncomingMessage, res: ServerResponse, target: Target) => void;

/**
 * Listens on a local port and passes `handle` every request whose Host passes (else 403: a foreign
 * page reads nothing, drafts included), method is GET or HEAD (else 405) and target parses (else
 * 400). Every response says `nosniff`.
 */
export async function startServer(
  options: { port?: number; host?: string; onWarning?: (message: string) => void },
  handle: RequestHandler,
) {
  let refusalOf: ReturnType<typeof createHostCheck>;
  const warned = new Set<string>();
  const server = createServer((req, res) => {
    res.setHeader('X-Content-Type-Options', 'nosniff');
    const refusal = refusalOf(req);
    if (refusal !== undefined) {
      res.setHeader('Cache-Control', 'no-store');
      sendBody(res, 403, `Forbidden: ${refusal}\n`);
      // Said once: a refused page asks again and again.
      if (!warned.has(refusal)) options.onWarning?.(refusal);
      return warned.add(refusal);
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.setHeader('Allow', 'GET, HEAD');
      return sendBody(res, 405, 'Method Not Allowed\n');
    }
    const target = parseTarget(req.url ?? '');
    if (typeof target === 'string') return sendBody(res, 400, `Bad Request: ${target}\n`);
    try {
      handle(req, res, target);
    } catch {
      if (!res.headersSent) sendBody(res, 500, 'Internal Server Error\n');
      else res.destroy();
    }
  });
  guardServer(server);
  const { host = DEFAULT_HOST, port = DEFAULT_PORT } = options;
  // `once` rejects with the 'error' the server emits instead of 'listening'.
  await once(server.listen(port, host), 'listening').catch((error: NodeJS.ErrnoException) => {
    throw listenError(error, port, host);
  });
  const address = server.address() as AddressInfo;
  const origin = `http://${address.family === 'IPv6' ? `[${address.address}]` : address.address}:${address.port}`;
  refusalOf = createHostCheck(host, address);
  return {
    url: `${origin}/`,
    origin,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** What the machine refused (a port in use, a foreign host), as an error the user can fix. */
function listenError(error: NodeJS.ErrnoException, port: number, host: string): unknown {
  const problems: Record<string, [string, string]> = {
    EADDRINUSE: [
      `Port ${port} on ${host} is already in use.`,
      `Stop the program that uses it, or choose another port: --port ${port + 1}.`,
    ],
    EACCES: [
      `Listening on port ${port} of ${host} is not permitted.`,
      'Ports below 1024 need administrator rights; choose another with --port, such as --port 4321.',
    ],
    EADDRNOTAVAIL: [
      `${host} is not an address of this machine.`,
      'Choose another with --host, such as --host 127.0.0.1.',
    ],
  };
  const problem = problems[error.code === 'ENOTFOUND' ? 'EADDRNOTAVAIL' : (error.code ?? '')];
  return problem ? new SiteError(problem[0], { hint: problem[1], cause: error }) : error;
}

/**
 * Answers what never reaches a request handler, so no socket is left without an answer: CONNECT
 * (405), protocol upgrades (WebSocket, h2c: 400, as this server speaks plain HTTP/1.1 only) and
 * request heads that are malformed or too large (400, where Node would say 431).
 */
function guardServer(server: Server): void {
  const answer = (socket: Duplex, status: string, headers = '') => {
    socket.on('error', () => socket.destroy());
    socket.end(`HTTP/1.1 ${status}\r\n${headers}Content-Length: 0\r\nConnection: close\r\n\r\n`);
  };
  server.on('upgrade', (_req, socket) => answer(socket, '400 Bad Request'));
  server.on('connect', (_req, socket) =>
    answer(socket, '405 Method Not Allowed', 'Allow: GET, HEAD\r\n'),
  );
  server.on('clientError', (_error, socket) =>
    socket.writable ? answer(socket, '400 Bad Request') : socket.destroy(),
  );
}

/** Answers with `body` whole (Node sends none to HEAD); an HTML page is revalidated unless a header said otherwise. */
export function sendBody(
  res: ServerResponse,
  status: number,
  body: string | Buffer,
  type = 'text/plain; charset=utf-8',
): void {
  if (type.startsWith('text/html') && !res.hasHeader('Cache-Control'))
    res.setHeader('Cache-Control', 'no-cache');
  res.writeHead(status, { 'Content-Type': type, 'Content-Length': Buffer.byteLength(body) });
  res.end(body);
}
