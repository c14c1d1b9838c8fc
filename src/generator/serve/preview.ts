/**
 * The preview of a built folder (`site preview`, `site serve --no-watch`, `site check`): sirv
 * sends the files (ETag, If-None-Match, `start-end` ranges, streaming), and this layer decides
 * what a checked path means, as a host would: `_redirects` first, clean URLs (`/about` is
 * about.html or about/index.html, and `/about.html`, `/about/` move there), the nearest 404.html,
 * and the `_headers` rules. Every request looks at the folder as it is now, so a rebuilt folder
 * is served at once; only regular files whose real path is inside it are served.
 */
import { existsSync, readFileSync, realpathSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { lookup as mimeOf } from 'mrmime';
import sirv from 'sirv';
import { headersFor, parseHeadersFile } from '../headers-file';
import { IMMUTABLE, REVALIDATE } from '../pipeline/security-headers';
import { parseRedirectsFile } from '../redirects-file';
import { checkRequest, sendText, type Target } from './guard';

export interface PreviewOptions {
  /** Rewrites or drops (undefined) a header of the folder's `_headers` before it is sent. */
  adaptHeader?: (name: string, value: string) => string | undefined;
  /** Turns an HTML document into what is sent (live reload injects its script here). */
  transformHtml?: (html: string) => string;
}

export type RequestHandler = (req: IncomingMessage, res: ServerResponse) => void;

/** Files the build writes for hosts; never served. */
const GENERATED_CONFIG = new Set(['/_headers', '/_redirects', '/nginx.conf']);
const TEXT_TYPES = /^(text\/|application\/(javascript|json|xml|manifest\+json)|image\/svg\+xml)/;

export type Resolution =
  | { kind: 'file'; urlPath: string }
  | { kind: 'redirect'; location: string; status: number }
  | { kind: 'not-found'; path: string };

/** A request handler previewing `outDir`; it never throws and never sends a file from outside it. */
export function createPreview(outDir: string, options: PreviewOptions = {}): RequestHandler {
  const isServed = createFileCheck(outDir);
  const rules = createRuleReader(outDir, options.adaptHeader);
  const redirects = createRedirectReader(outDir);
  const files = sirv(outDir, {
    dev: true,
    etag: true,
    extensions: [],
    setHeaders: (res, pathname) => setFileHeaders(res, pathname, rules()),
  });
  const notFound = (req: IncomingMessage, res: ServerResponse, urlPath: string) =>
    sendNotFound(req, res, urlPath, { outDir, options, isServed });
  return (req, res) => {
    try {
      const target = checkRequest(req, res);
      if (!target) return;
      for (const [name, value] of rules()('/*')) res.setHeader(name, value);
      const resolution = resolveTarget(target, isServed, redirects());
      if (resolution.kind === 'redirect') {
        res.setHeader('Location', resolution.location);
        return sendText(res, resolution.status, `Moved to ${resolution.location}`);
      }
      if (resolution.kind === 'not-found') return notFound(req, res, resolution.path);
      if (options.transformHtml && resolution.urlPath.endsWith('.html'))
        return sendHtml(
          req,
          res,
          200,
          options.transformHtml(readServed(outDir, resolution.urlPath)),
        );
      // sirv decodes what encodeURI encodes; `?` and `#` would end its path.
      req.url = encodeURI(resolution.urlPath).replace(/[?#]/g, encodeURIComponent);
      keepPlainRange(req);
      files(req, res, () => notFound(req, res, resolution.urlPath));
    } catch {
      if (!res.headersSent) sendText(res, 500, 'Internal Server Error');
      else res.destroy();
    }
  };
}

/**
 * What a checked target means: a redirect of `_redirects` (before any file), a move to the one
 * URL of a page, the file to send, or not found (`path`: whose nearest 404.html answers).
 */
export function resolveTarget(
  target: Target,
  isServed: (urlPath: string) => boolean,
  redirects: RedirectLookup,
): Resolution {
  const { path: clean, decoded, query } = target;
  if (target.isHidden) return { kind: 'not-found', path: clean };
  const moved = redirects(clean);
  if (moved) return { kind: 'redirect', location: moved.to, status: moved.status };
  const redirect = (to: string): Resolution => ({
    kind: 'redirect',
    location: encodePath(to) + query,
    status: 301,
  });
  if (clean.endsWith('.html')) {
    if (clean.endsWith('/404.html') || !isServed(clean)) return { kind: 'not-found', path: clean };
    return redirect(clean.slice(0, clean.endsWith('/index.html') ? -'index.html'.length : -5));
  }
  // A page's URL has no extension: its .html file is looked for first, other files' names first.
  const hasExtension = /\.[^/]*$/.test(clean);
  const names =
    clean === '/'
      ? ['/index.html']
      : hasExtension
        ? [clean, `${clean}.html`]
        : [`${clean}.html`, clean];
  const found = names.find(isServed);
  // One URL per page: `/about/` and `//about` move to `/about`.
  if (found) return decoded === clean ? { kind: 'file', urlPath: found } : redirect(clean);
  // A folder's home page (a locale's, `/te/`) keeps its trailing slash.
  if (clean === '/' || !isServed(`${clean}/index.html`)) return { kind: 'not-found', path: clean };
  return decoded === `${clean}/`
    ? { kind: 'file', urlPath: `${clean}/index.html` }
    : redirect(`${clean}/`);
}

/**
 * Whether a URL path names a regular file served from `outDir`: its real path (after links) is
 * inside the folder and hides no dotfile, and it is not a host's config file. Asked afresh at
 * every request, so a file swapped for a link leaving the folder is not served.
 */
export function createFileCheck(outDir: string): (urlPath: string) => boolean {
  return (urlPath) => {
    if (GENERATED_CONFIG.has(urlPath) || !existsSync(outDir)) return false;
    try {
      // A rebuild swaps folders under the same name: the real path is taken at each request.
      const root = realpathSync.native(outDir);
      const absolute = realpathSync.native(path.join(root, urlPath));
      const inside = absolute.slice(root.length).split(path.sep).join('/');
      return (
        absolute.startsWith(root + path.sep) &&
        !inside.replace(/^\/\.well-known(?=\/)/, '').includes('/.') &&
        statSync(absolute).isFile()
      );
    } catch {
      // Missing, or a folder's home looked for under a file (`/robots.txt/index.html`).
      return false;
    }
  };
}

/** Only `bytes=start-end` and `bytes=start-` reach sirv, which reads no other form right; with If-Range the whole file is sent. */
function keepPlainRange(req: IncomingMessage): void {
  const range = /^bytes=(\d+)-(\d*)$/.exec(req.headers.range ?? '');
  const isPlain = range && (range[2] === '' || Number(range[2]) >= Math.max(Number(range[1]), 1));
  if (!isPlain || req.headers['if-range'] !== undefined) delete req.headers.range;
}

/** The Content-Type of a file by its name, with a charset for text. */
export function contentTypeOf(urlPath: string): string {
  const type = mimeOf(urlPath) ?? 'application/octet-stream';
  return TEXT_TYPES.test(type) ? `${type}; charset=utf-8` : type;
}

/** Cache-Control by kind (hashed assets forever, the rest revalidated), a charset for text, then the `_headers` rules, which win. */
function setFileHeaders(res: ServerResponse, urlPath: string, rules: RuleLookup): void {
  res.setHeader('Cache-Control', urlPath.startsWith('/assets/') ? IMMUTABLE : REVALIDATE);
  res.setHeader('Content-Type', contentTypeOf(urlPath));
  const route = urlPath === '/index.html' ? '/' : urlPath.replace(/\.html$/, '');
  for (const [name, value] of rules(route)) res.setHeader(name, value);
}

/** The 404.html nearest the path, in its folder or the closest folder above it (as Cloudflare Pages does). */
function sendNotFound(
  req: IncomingMessage,
  res: ServerResponse,
  urlPath: string,
  served: { outDir: string; options: PreviewOptions; isServed: (urlPath: string) => boolean },
): void {
  const { outDir, options, isServed } = served;
  const segments = urlPath.split('/').slice(1, -1);
  const folders = segments.map(
    (_, index) => `/${segments.slice(0, segments.length - index).join('/')}`,
  );
  const page = [...folders, ''].map((folder) => `${folder}/404.html`).find(isServed);
  const transform = options.transformHtml ?? ((html: string) => html);
  if (page) sendHtml(req, res, 404, transform(readServed(outDir, page)));
  else sendText(res, 404, 'Not Found');
}

function readServed(outDir: string, urlPath: string): string {
  return readFileSync(path.join(outDir, urlPath), 'utf8');
}

export function sendHtml(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  html: string,
): void {
  const body = Buffer.from(html);
  if (!res.hasHeader('Cache-Control')) res.setHeader('Cache-Control', REVALIDATE);
  res.writeHead(status, {
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Length': body.length,
  });
  res.end(req.method === 'HEAD' ? undefined : body);
}

type RuleLookup = (urlPath: string) => Array<[string, string]>;
type RedirectLookup = (cleanPath: string) => { to: string; status: 301 | 302 } | undefined;

/** The `_headers` rules by URL path, adapted for this server; read again when the file changes. */
function createRuleReader(outDir: string, adapt: PreviewOptions['adaptHeader']): () => RuleLookup {
  return createFileReader(path.join(outDir, '_headers'), (text) => {
    const rules = parseHeadersFile(text ?? '').map((rule) => ({
      path: rule.path,
      headers: rule.headers.flatMap(([name, value]): Array<[string, string]> => {
        const adapted = adapt ? adapt(name, value) : value;
        return adapted === undefined ? [] : [[name, adapted]];
      }),
    }));
    return (urlPath) => headersFor(rules, urlPath);
  });
}

/** The `_redirects` rules by `from` path; read again when the file changes. */
function createRedirectReader(outDir: string): () => RedirectLookup {
  return createFileReader(path.join(outDir, '_redirects'), (text) => {
    const byFrom = new Map(parseRedirectsFile(text ?? '').map((moved) => [moved.from, moved]));
    return (cleanPath) => byFrom.get(cleanPath);
  });
}

/** What `parse` makes of a file of the folder (undefined when there is none), made again when the file changes. */
function createFileReader<T>(file: string, parse: (text: string | undefined) => T): () => T {
  let identity: string | undefined;
  let parsed: T;
  return () => {
    const stats = statSync(file, { throwIfNoEntry: false });
    const current = stats ? `${stats.ino}-${stats.size}-${stats.mtimeMs}` : '';
    if (current !== identity) {
      identity = current;
      parsed = parse(stats ? readFileSync(file, 'utf8') : undefined);
    }
    return parsed;
  };
}

function encodePath(urlPath: string): string {
  return urlPath.split('/').map(encodeURIComponent).join('/');
}
