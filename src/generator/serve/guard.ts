/**
 * The checks every request to a `site` server passes before anything is served, as plain
 * functions for the preview and the dev server alike: the Host (DNS rebinding), the method, and
 * the request target (never a byte from outside the folder, no dotfile but `/.well-known/`).
 * Whatever a request sent is shown through `printableName` before it reaches a terminal.
 */
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import type { Duplex } from 'node:stream';
import { printableName } from '../pipeline/list-files';

/** A request target that passed the checks. */
export interface Target {
  /** One leading slash, no empty or dot segments: `/te/contact`. */
  path: string;
  /** The path as the request spelled it, decoded (`/te/contact/`, `//te`): differs from `path` when it should move there. */
  decoded: string;
  /** `?…` as sent (no fragment), or ''. */
  query: string;
  /** Names a dotfile (other than under `/.well-known/`): never served. */
  isHidden: boolean;
}

/** Longest request target accepted; anything longer is refused before it is parsed. */
const MAX_URL_LENGTH = 4096;
const LOOPBACK_NAMES = ['localhost', '127.0.0.1', '[::1]'];

/**
 * The method and target of a request, checked: a refused request is answered here (405, or 400
 * saying why) and undefined returned. Every response says `nosniff`.
 */
export function checkRequest(req: IncomingMessage, res: ServerResponse): Target | undefined {
  res.setHeader('X-Content-Type-Options', 'nosniff');
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.setHeader('Allow', 'GET, HEAD');
    sendText(res, 405, 'Method Not Allowed');
    return undefined;
  }
  const target = parseTarget(req.url ?? '');
  if (typeof target === 'string') sendText(res, 400, `Bad Request: ${target}`);
  return typeof target === 'string' ? undefined : target;
}

/** The target's clean path, or why it is refused. */
export function parseTarget(target: string): Target | string {
  if (target.length > MAX_URL_LENGTH) return 'The URL is too long.';
  if (!target.startsWith('/')) return 'The request target must be a path.';
  const queryAt = target.search(/[?#]/);
  const rawPath = queryAt === -1 ? target : target.slice(0, queryAt);
  const query = queryAt === -1 ? '' : target.slice(queryAt).replace(/#.*$/, '');
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
  // `/.well-known/`, published from public/, is served; no other dotfile is.
  const isHidden = segments.some(
    (segment, index) => segment.startsWith('.') && (index > 0 || segment !== '.well-known'),
  );
  // Rebuilt from segments, so a redirect to it can only ever start with exactly one slash.
  return { path: `/${segments.join('/')}`, decoded, query, isHidden };
}

/**
 * The Host check of a server listening at `address`, started with `host`: why a request is
 * refused, or undefined when it was sent to one of the server's names (and, `withOrigin`, from
 * a page of the server, as the live-reload stream asks). The reason is printable text.
 */
export function createHostCheck(
  host: string,
  address: AddressInfo,
): (req: IncomingMessage, withOrigin?: boolean) => string | undefined {
  const hosts = acceptedHosts(host, address);
  const port = address.port;
  const isOurs = (authority: string | undefined) =>
    authority !== undefined &&
    [...hosts].some((name) => authority.toLowerCase() === `${name}:${port}`);
  const accepted = [...hosts]
    .filter((name) => !name.includes('%'))
    .map((name) => `http://${name}:${port}`);
  return (req, withOrigin = false) => {
    const origin = withOrigin ? req.headers.origin : undefined;
    const fromPage = origin?.startsWith('http://') ? origin.slice('http://'.length) : undefined;
    if (isOurs(req.headers.host) && (origin === undefined || isOurs(fromPage))) return undefined;
    const asked = `host "${printableName(req.headers.host ?? '')}"`;
    const who = origin === undefined ? asked : `a page of ${printableName(origin)} (${asked})`;
    return `${withOrigin ? 'Live reload' : 'site serve'} refused ${who}: it accepts only pages opened at ${accepted.join(', ')}. Open the site at one of those addresses, or start site serve with --host set to the name you use.`;
  };
}

/**
 * The host names (without port) a page of the server can have been opened at: the name it was
 * started with and the address it listens on, the loopback names when it listens on a loopback
 * address, and, when it listens on every address (0.0.0.0, ::), the machine's own names and
 * addresses too. Any other Host (a foreign page whose name resolves here) is refused.
 */
function acceptedHosts(host: string, address: AddressInfo): Set<string> {
  const bracket = (name: string) =>
    name.includes(':') && !name.startsWith('[') ? `[${name}]` : name;
  const hosts = new Set([host, address.address].map((name) => bracket(name.toLowerCase())));
  const isWildcard = ['0.0.0.0', '::', '[::]'].includes(address.address);
  const isLoopback =
    /^(127\.|::1$|::ffff:127\.)/.test(address.address) || host.toLowerCase() === 'localhost';
  if (isLoopback || isWildcard) for (const name of LOOPBACK_NAMES) hosts.add(name);
  if (isWildcard) {
    const name = os.hostname().toLowerCase();
    for (const alias of [name, `${name}.local`]) hosts.add(alias);
    for (const entries of Object.values(os.networkInterfaces()))
      for (const entry of entries ?? []) hosts.add(bracket(entry.address.toLowerCase()));
  }
  return hosts;
}

/** Passes each distinct message to `warn` once (a page refused for its Host asks again and again). */
export function warnOnce(warn: ((message: string) => void) | undefined): (message: string) => void {
  const warned = new Set<string>();
  return (message) => {
    if (!warned.has(message)) warn?.(message);
    warned.add(message);
  };
}

/** Answers a request refused for its Host with 403 and why, and passes the reason on. */
export function refuse(
  res: ServerResponse,
  refusal: string,
  onRefused?: (message: string) => void,
): void {
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('X-Content-Type-Options', 'nosniff');
  sendText(res, 403, `Forbidden: ${refusal}`);
  onRefused?.(refusal);
}

/**
 * Answers what never reaches a request handler: CONNECT (405), protocol upgrades (WebSocket,
 * h2c: 400, as this server speaks plain HTTP/1.1 only) and request heads that are malformed or
 * too large (400), so no socket is left without an answer.
 */
export function guardServer(server: Server): void {
  server.on('upgrade', (_req: IncomingMessage, socket: Duplex) => {
    socket.on('error', () => socket.destroy());
    socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
  });
  server.on('connect', (_req: IncomingMessage, socket: Duplex) => {
    const body = 'Method Not Allowed\n';
    socket.on('error', () => socket.destroy());
    socket.end(
      `HTTP/1.1 405 Method Not Allowed\r\nAllow: GET, HEAD\r\nContent-Type: text/plain; charset=utf-8\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n${body}`,
    );
  });
  server.on('clientError', (_error, socket) => {
    if (socket.writable)
      socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
    else socket.destroy();
  });
}

export function sendText(res: ServerResponse, status: number, text: string): void {
  res.writeHead(status, {
    'Content-Type': 'text/plain; charset=utf-8',
    'Content-Length': Buffer.byteLength(text) + 1,
  });
  res.end(`${text}\n`);
}
