/**
 * The request handler for a built site: method and path checks first, then sirv sends the file.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { readFileSync, statSync } from 'node:fs';
import sirv from 'sirv';
import { headersFor, parseHeadersFile, type HeaderRule } from '../headers-file';
import { indexFiles, resolveRequest } from './resolve-request';

export interface HandlerOptions {
  /**
   * Rewrites or drops (undefined) a header from the output folder's `_headers` file before it is
   * sent; `site serve` drops what makes no sense on plain-HTTP localhost.
   */
  adaptHeader?: (name: string, value: string) => string | undefined;
  /** Turns an HTML document into what is sent (live reload injects its script here). */
  transformHtml?: (html: string) => string;
}

export interface SiteHandler {
  (req: IncomingMessage, res: ServerResponse): void;
  /** Re-reads the output folder after a rebuild. */
  refresh(): void;
}

/** Files the build writes for hosts (`_headers`, the nginx snippet); never served. */
const GENERATED_CONFIG = ['/_headers', '/nginx.conf'];

const TEXT_TYPES = /^(text\/|application\/(javascript|json|xml|manifest\+json)|image\/svg\+xml)/;
const RANGE = /^bytes=(\d+)-(\d*)$/;

/** Creates a handler serving `outDir`; it never throws and never sends a file outside it. */
export function createHandler(outDir: string, options: HandlerOptions = {}): SiteHandler {
  let files = new Map<string, string>();
  // sirv finds each file when it is asked for (its `dev` mode) instead of listing and stat-ing
  // the whole folder up front: the index below already says which files exist, and listing them
  // again after every rebuild took 70 ms at 4,000 pages. Only large files and ranges reach it.
  const sendFile = sirv(outDir, { dev: true, etag: true, dotfiles: false, extensions: [], setHeaders: setFileHeaders });
  let notFoundPage: Buffer | undefined;
  let rules: HeaderRule[] = [];
  let cache = new Map<string, CachedFile>();
  let ruleHeaders = new Map<string, Array<[string, string]>>();
  const refresh = () => {
    files = indexFiles(outDir);
    const headersFile = files.get('/_headers');
    rules = headersFile === undefined ? [] : parseHeadersFile(readFileSync(headersFile, 'utf8'));
    // Configuration for hosts, not content.
    for (const name of GENERATED_CONFIG) files.delete(name);
    const notFound = files.get('/404.html');
    notFoundPage = notFound === undefined ? undefined : readFileSync(notFound);
    ruleHeaders = new Map();
    // Pages that are rewritten per request (live reload) are read fresh each time, so they are not kept.
    const cached = options.transformHtml ? new Map([...files].filter(([urlPath]) => !urlPath.endsWith('.html'))) : files;
    cache = cacheFiles(cached, (urlPath) => [...rulesFor('/*'), ...rulesFor(toRoutePath(urlPath))]);
  };

  /** The `_headers` rules for a URL path, adapted for this server; computed once per path. */
  function rulesFor(urlPath: string): Array<[string, string]> {
    let headers = ruleHeaders.get(urlPath);
    if (!headers) {
      headers = [];
      for (const [name, value] of headersFor(rules, urlPath)) {
        const adapted = options.adaptHeader ? options.adaptHeader(name, value) : value;
        if (adapted !== undefined) headers.push([name, adapted]);
      }
      ruleHeaders.set(urlPath, headers);
    }
    return headers;
  }

  /** Headers the `_headers` file gives this URL path, after the defaults so they win. */
  const applyRules = (res: ServerResponse, urlPath: string) => {
    for (const [name, value] of rulesFor(urlPath)) res.setHeader(name, value);
  };
  refresh();

  const handler = (req: IncomingMessage, res: ServerResponse) => {
    try {
      res.setHeader('X-Content-Type-Options', 'nosniff');
      applyRules(res, '/*');
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        res.setHeader('Allow', 'GET, HEAD');
        return sendText(res, 405, 'Method Not Allowed');
      }
      const resolution = resolveRequest(req.url ?? '', files);
      switch (resolution.kind) {
        case 'bad-request':
          return sendText(res, 400, `Bad Request: ${resolution.reason}`);
        case 'redirect':
          res.setHeader('Location', resolution.location);
          return sendText(res, 301, `Moved to ${resolution.location}`);
        case 'not-found':
          return sendNotFound(res);
        case 'file': {
          if (resolution.urlPath === '/404.html') return sendNotFound(res);
          const routePath = toRoutePath(resolution.urlPath);
          if (options.transformHtml && resolution.urlPath.endsWith('.html')) {
            return sendHtml(res, 200, readFileSync(resolution.absolute, 'utf8'), routePath);
          }
          const cached = cache.get(resolution.urlPath);
          if (cached && req.headers.range === undefined) return sendCached(req, res, cached);
          dropInvalidRange(req);
          // A file removed mid-send (a rebuild swapped folders) ends this response, not the server.
          res.once('pipe', (source) => source.once('error', () => res.destroy()));
          req.url = resolution.urlPath.split('/').map(encodeURIComponent).join('/');
          pendingRoutePath = routePath;
          return sendFile(req, res, () => sendNotFound(res));
        }
      }
    } catch {
      if (!res.headersSent) sendText(res, 500, 'Internal Server Error');
      else res.destroy();
    }
  };

  function sendNotFound(res: ServerResponse) {
    if (!notFoundPage) return sendText(res, 404, 'Not Found');
    sendHtml(res, 404, notFoundPage.toString('utf8'));
  }

  function sendHtml(res: ServerResponse, status: number, html: string, routePath?: string) {
    const body = options.transformHtml ? options.transformHtml(html) : html;
    res.setHeader('Cache-Control', REVALIDATE);
    if (routePath) applyRules(res, routePath);
    res.writeHead(status, { 'Content-Type': 'text/html; charset=utf-8', 'Content-Length': Buffer.byteLength(body) });
    res.end(body);
  }

  /** sirv calls setHeaders synchronously inside sendFile, so the route path is handed over here. */
  let pendingRoutePath = '';
  function setFileHeaders(res: ServerResponse, pathname: string): void {
    setDefaultFileHeaders(res, pathname);
    applyRules(res, pendingRoutePath);
  }

  return Object.assign(handler, { refresh });
}

/** Content-hashed assets never change; everything else is revalidated with its ETag. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

/** Content-Type (with charset for text) and Cache-Control of a file, by its URL path. */
function fileHeaders(urlPath: string): { contentType: string | undefined; cacheControl: string } {
  const type = typeFor(urlPath);
  return {
    contentType: type && TEXT_TYPES.test(type) ? `${type}; charset=utf-8` : type,
    cacheControl: urlPath.startsWith('/assets/') ? IMMUTABLE : REVALIDATE,
  };
}

function setDefaultFileHeaders(res: ServerResponse, pathname: string): void {
  const { contentType, cacheControl } = fileHeaders(pathname);
  if (!res.getHeader('Content-Type') && contentType) res.setHeader('Content-Type', contentType);
  res.setHeader('Cache-Control', cacheControl);
}

const EXTENSION_TYPES: Record<string, string> = {
  html: 'text/html',
  css: 'text/css',
  js: 'text/javascript',
  json: 'application/json',
  xml: 'application/xml',
  txt: 'text/plain',
  svg: 'image/svg+xml',
  webmanifest: 'application/manifest+json',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  avif: 'image/avif',
  gif: 'image/gif',
  ico: 'image/x-icon',
  woff2: 'font/woff2',
  pdf: 'application/pdf',
};

function typeFor(pathname: string): string | undefined {
  return EXTENSION_TYPES[pathname.slice(pathname.lastIndexOf('.') + 1).toLowerCase()];
}

/** sirv trusts the Range header; a malformed or reversed one is ignored and the whole file sent. */
function dropInvalidRange(req: IncomingMessage): void {
  const range = req.headers.range;
  if (range === undefined) return;
  const match = RANGE.exec(range);
  if (!match || (match[2] !== '' && Number(match[2]) < Number(match[1]))) delete req.headers.range;
}

interface CachedFile {
  body: Buffer;
  headers: Record<string, string | number>;
  etag: string;
}

/** Files up to this size are served from memory; larger ones, and Range requests, go through sirv. */
const MAX_CACHED_FILE = 256 * 1024;
const MAX_CACHE_BYTES = 64 * 1024 * 1024;

/**
 * Reads small files of a known type into memory with their complete headers. Under load,
 * opening and reading each file per request was a third of the server's CPU time.
 */
function cacheFiles(files: Map<string, string>, headersFor: (urlPath: string) => Array<[string, string]>): Map<string, CachedFile> {
  const cache = new Map<string, CachedFile>();
  let total = 0;
  for (const [urlPath, absolute] of files) {
    const { contentType, cacheControl } = fileHeaders(urlPath);
    if (!contentType) continue;
    const stats = statSync(absolute);
    if (stats.size > MAX_CACHED_FILE || total + stats.size > MAX_CACHE_BYTES) continue;
    total += stats.size;
    // The same validator sirv sends, so switching paths never invalidates a browser's cache.
    const etag = `W/"${stats.size}-${stats.mtime.getTime()}"`;
    const headers: Record<string, string | number> = {
      'Content-Type': contentType,
      'Content-Length': stats.size,
      'Last-Modified': stats.mtime.toUTCString(),
      ETag: etag,
      'Cache-Control': cacheControl,
      'X-Content-Type-Options': 'nosniff',
    };
    for (const [name, value] of headersFor(urlPath)) headers[name] = value;
    cache.set(urlPath, { body: readFileSync(absolute), headers, etag });
  }
  return cache;
}

function sendCached(req: IncomingMessage, res: ServerResponse, file: CachedFile): void {
  if (req.headers['if-none-match'] === file.etag) {
    res.writeHead(304, { ETag: file.etag, 'Cache-Control': String(file.headers['Cache-Control']) });
    res.end();
    return;
  }
  res.writeHead(200, file.headers);
  res.end(req.method === 'HEAD' ? undefined : file.body);
}

/** `/about.html` is the page `/about`; `/index.html` is `/`; other files keep their path. */
function toRoutePath(urlPath: string): string {
  return urlPath === '/index.html' ? '/' : urlPath.replace(/\.html$/, '');
}

function sendText(res: ServerResponse, status: number, text: string): void {
  res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', 'Content-Length': Buffer.byteLength(text) + 1 });
  res.end(`${text}\n`);
}
