/**
 * The request handler for a built site. The request checks come first (method, then the path:
 * never a byte from outside the output folder, no dotfiles); then each request looks its file up
 * on disk, so whatever is in the folder now is what is served, with RFC 9110's conditional
 * requests (`fresh`), byte ranges (`range-parser`) and gzip or Brotli for text.
 */
import { closeSync, createReadStream, readFileSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import fresh from 'fresh';
import { lookup, mimes } from 'mrmime';
import parseRange from 'range-parser';
import { headersFor, parseHeadersFile } from '../headers-file';
import { IMMUTABLE, REVALIDATE } from '../pipeline/security-headers';
import {
  chooseEncoding,
  encodeBody,
  identityOf,
  isTextType,
  isWorthCompressing,
  readBody,
  type Encoding,
} from './file-bodies';
import { parseRedirectsFile } from '../redirects-file';
import {
  createFileLookup,
  openFound,
  resolveRequest,
  type OpenedFile,
  type RedirectLookup,
} from './resolve-request';

export interface HandlerOptions {
  /**
   * Rewrites or drops (undefined) a header from the output folder's `_headers` file before it is
   * sent; `site serve` drops what makes no sense on plain-HTTP localhost.
   */
  adaptHeader?: (name: string, value: string) => string | undefined;
  /** Turns an HTML document into what is sent (live reload injects its script here). */
  transformHtml?: (html: string) => string;
  /** The page sent for every path while the output folder does not exist (first build running or failed). */
  describeMissingOutput?: () => { status: number; html: string };
}

export type SiteHandler = (req: IncomingMessage, res: ServerResponse) => void;

/** Files the build writes for hosts (`_headers`, the nginx snippet); never served. */
const GENERATED_CONFIG = new Set(['/_headers', '/_redirects', '/nginx.conf']);
mimes.ico ??= 'image/x-icon';

/** What every response of one handler reads: the folder, its options and the file lookup. */
interface Served {
  outDir: string;
  options: HandlerOptions;
  lookupFile: ReturnType<typeof createFileLookup>;
}

/** Creates a handler serving `outDir`; it never throws and never sends a file outside it. */
export function createHandler(outDir: string, options: HandlerOptions = {}): SiteHandler {
  const served: Served = {
    outDir,
    options,
    lookupFile: createFileLookup(outDir, GENERATED_CONFIG),
  };
  const rules = createRuleReader(outDir, options.adaptHeader);
  const redirects = createRedirectReader(outDir);
  return (req, res) => {
    try {
      res.setHeader('X-Content-Type-Options', 'nosniff');
      const headersFor = rules();
      setHeaders(res, headersFor('/*'));
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        res.setHeader('Allow', 'GET, HEAD');
        return sendText(res, 405, 'Method Not Allowed');
      }
      const resolution = resolveRequest(req.url ?? '', served.lookupFile, redirects());
      switch (resolution.kind) {
        case 'bad-request':
          return sendText(res, 400, `Bad Request: ${resolution.reason}`);
        case 'redirect':
          res.setHeader('Location', resolution.location);
          return sendText(res, resolution.status ?? 301, `Moved to ${resolution.location}`);
        case 'not-found':
          return sendNotFound(served, req, res, resolution.path);
        case 'file': {
          if (resolution.urlPath.endsWith('/404.html'))
            return sendNotFound(served, req, res, resolution.urlPath);
          // Checked again as it is opened: a file swapped for a link since the lookup is not found.
          const opened = openFound(resolution.file);
          if (!opened) return sendNotFound(served, req, res, resolution.urlPath);
          return sendFile(
            served,
            req,
            res,
            resolution.urlPath,
            opened,
            headersFor(toRoutePath(resolution.urlPath)),
          );
        }
      }
    } catch {
      if (!res.headersSent) sendText(res, 500, 'Internal Server Error');
      else res.destroy();
    }
  };
}

/** The 404.html nearest the path, in its folder or the closest folder above it (as Cloudflare Pages does). */
function sendNotFound(
  { outDir, options, lookupFile }: Served,
  req: IncomingMessage,
  res: ServerResponse,
  urlPath = '/',
) {
  const folders = urlPath
    .split('/')
    .slice(1, -1)
    .map((_, index, names) => `/${names.slice(0, names.length - index).join('/')}`);
  for (const folder of [...folders, '']) {
    const found = lookupFile(`${folder}/404.html`);
    const page = found && openFound(found);
    if (!page) continue;
    try {
      // Compressed like any other page: a 404 page weighs as much as one.
      const body = readBody(page, options.transformHtml ?? ((html) => html))!;
      const encoding = isWorthCompressing(body)
        ? chooseEncoding(req.headers['accept-encoding'])
        : undefined;
      res.setHeader('Vary', 'Accept-Encoding');
      if (encoding) res.setHeader('Content-Encoding', encoding);
      return sendHtml(req, res, 404, encodeBody(body, encoding));
    } finally {
      closeSync(page.fd);
    }
  }
  const missing = statSync(outDir, { throwIfNoEntry: false })
    ? undefined
    : options.describeMissingOutput?.();
  if (!missing) return sendText(res, 404, 'Not Found');
  res.setHeader('Cache-Control', 'no-store');
  sendHtml(
    req,
    res,
    missing.status,
    Buffer.from(options.transformHtml ? options.transformHtml(missing.html) : missing.html),
  );
}

/** A file with validators: 304 when the client's copy is current, a range when one is asked for. */
function sendFile(
  served: Served,
  req: IncomingMessage,
  res: ServerResponse,
  urlPath: string,
  file: OpenedFile,
  ruleHeaders: Array<[string, string]>,
) {
  let isStreamed = false;
  try {
    isStreamed = sendOpenedFile(served, req, res, urlPath, file, ruleHeaders);
  } finally {
    if (!isStreamed) closeSync(file.fd);
  }
}

/** True when the body is streamed from the descriptor, which the stream then closes. */
function sendOpenedFile(
  { options }: Served,
  req: IncomingMessage,
  res: ServerResponse,
  urlPath: string,
  file: OpenedFile,
  ruleHeaders: Array<[string, string]>,
): boolean {
  const type = contentTypeOf(urlPath);
  const isText = isTextType(type);
  const isHtml = urlPath.endsWith('.html');
  // Undefined for a file too large to read into memory: it is streamed from disk as it is.
  const plain = readBody(file, isHtml ? options.transformHtml : undefined);
  const lastModified = file.stats.mtime.toUTCString();
  if (isText) res.setHeader('Vary', 'Accept-Encoding');
  res.setHeader('Accept-Ranges', 'bytes');
  res.setHeader('Cache-Control', urlPath.startsWith('/assets/') ? IMMUTABLE : REVALIDATE);
  res.setHeader('Last-Modified', lastModified);
  // The `_headers` rules come after the defaults, so they win.
  setHeaders(res, ruleHeaders);
  // Ranges are served from the body as it is, never from a compressed copy.
  const size = plain?.length ?? file.stats.size;
  const range = rangeOf(req, size, lastModified);
  const encoding =
    plain && isText && range === undefined && isWorthCompressing(plain)
      ? chooseEncoding(req.headers['accept-encoding'])
      : undefined;
  const etag = etagOf(file, encoding);
  res.setHeader('ETag', etag);
  if (fresh(req.headers, { etag, 'last-modified': lastModified })) {
    res.writeHead(304);
    res.end();
    return false;
  }
  if (range === 'unsatisfiable') {
    res.setHeader('Content-Range', `bytes */${size}`);
    sendText(res, 416, 'Range Not Satisfiable');
    return false;
  }
  res.setHeader('Content-Type', type);
  if (range) res.setHeader('Content-Range', `bytes ${range.start}-${range.end}/${size}`);
  if (!plain) return streamFile(req, res, file, range);
  if (encoding) res.setHeader('Content-Encoding', encoding);
  const body = encodeBody(plain, encoding);
  send(req, res, range ? 206 : 200, range ? body.subarray(range.start, range.end + 1) : body);
  return false;
}

function send(req: IncomingMessage, res: ServerResponse, status: number, body: Buffer): void {
  res.writeHead(status, { 'Content-Length': body.length });
  res.end(req.method === 'HEAD' ? undefined : body);
}

function sendHtml(req: IncomingMessage, res: ServerResponse, status: number, html: Buffer): void {
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  if (!res.hasHeader('Cache-Control')) res.setHeader('Cache-Control', REVALIDATE);
  send(req, res, status, html);
}

/** Files too large to keep in memory go from disk, as they are, through the opened descriptor; true when a stream now owns it. */
function streamFile(
  req: IncomingMessage,
  res: ServerResponse,
  file: OpenedFile,
  range?: parseRange.Range,
): boolean {
  const { start = 0, end = file.stats.size - 1 } = range ?? {};
  res.writeHead(range ? 206 : 200, { 'Content-Length': end - start + 1 });
  if (req.method === 'HEAD') {
    res.end();
    return false;
  }
  // A read that fails mid-send ends this response, not the server; the stream closes the descriptor.
  createReadStream('', { fd: file.fd, start, end, autoClose: true })
    .on('error', () => res.destroy())
    .pipe(res);
  return true;
}

/**
 * The single range asked for (RFC 9110 §14.2), 'unsatisfiable', or undefined to send the whole
 * file: no Range, a malformed or multiple-range one, or an If-Range that does not match. Weak
 * ETags never match If-Range; its date form matches the Last-Modified date.
 */
function rangeOf(
  req: IncomingMessage,
  size: number,
  lastModified: string,
): parseRange.Range | 'unsatisfiable' | undefined {
  const header = req.headers.range;
  if (header === undefined) return undefined;
  const ifRange = req.headers['if-range'];
  if (ifRange !== undefined && ifRange !== lastModified) return undefined;
  const ranges = parseRange(size, header, { combine: true });
  if (ranges === -1) return 'unsatisfiable';
  if (ranges === -2 || ranges.type !== 'bytes' || ranges.length !== 1) return undefined;
  return ranges[0];
}

/** Weak, like sirv's: size and modification time, and the encoding of a compressed body. */
function etagOf(file: OpenedFile, encoding: Encoding | undefined): string {
  return `W/"${file.stats.size}-${file.stats.mtime.getTime()}${encoding ? `-${encoding}` : ''}"`;
}

function contentTypeOf(urlPath: string): string {
  const type = lookup(urlPath) ?? 'application/octet-stream';
  return isTextType(type) ? `${type}; charset=utf-8` : type;
}

/** The `_headers` rules by URL path, adapted for this server once a read; read again when the file changes. */
function createRuleReader(
  outDir: string,
  adaptHeader: HandlerOptions['adaptHeader'],
): () => (urlPath: string) => Array<[string, string]> {
  return createFileReader(path.join(outDir, '_headers'), (text) => {
    const rules = (text === undefined ? [] : parseHeadersFile(text)).map((rule) => ({
      path: rule.path,
      headers: rule.headers.flatMap(([name, value]): Array<[string, string]> => {
        const adapted = adaptHeader ? adaptHeader(name, value) : value;
        return adapted === undefined ? [] : [[name, adapted]];
      }),
    }));
    return (urlPath: string) => headersFor(rules, urlPath);
  });
}

/** The `_redirects` rules by `from` path; read again when the file changes. */
function createRedirectReader(outDir: string): () => RedirectLookup {
  return createFileReader(path.join(outDir, '_redirects'), (text): RedirectLookup => {
    const byFrom = new Map(
      text === undefined
        ? []
        : parseRedirectsFile(text).map((redirect) => [redirect.from, redirect]),
    );
    return (cleanPath) => byFrom.get(cleanPath);
  });
}

/**
 * What `parse` makes of a file of the output folder (its text, or undefined when there is none),
 * made again whenever the file's identity changes: a rebuild or an edit is seen on the next request.
 */
function createFileReader<T>(file: string, parse: (text: string | undefined) => T): () => T {
  let identity: string | undefined;
  let parsed: T;
  return () => {
    const stats = statSync(file, { throwIfNoEntry: false });
    const current = stats ? identityOf(stats) : '';
    if (current !== identity) {
      identity = current;
      parsed = parse(stats ? readFileSync(file, 'utf8') : undefined);
    }
    return parsed;
  };
}

function setHeaders(res: ServerResponse, headers: Array<[string, string]>): void {
  for (const [name, value] of headers) res.setHeader(name, value);
}

/** `/about.html` is the page `/about`; `/index.html` is `/`; other files keep their path. */
function toRoutePath(urlPath: string): string {
  return urlPath === '/index.html' ? '/' : urlPath.replace(/\.html$/, '');
}

function sendText(res: ServerResponse, status: number, text: string): void {
  res.writeHead(status, {
    'Content-Type': 'text/plain; charset=utf-8',
    'Content-Length': Buffer.byteLength(text) + 1,
  });
  res.end(`${text}\n`);
}
