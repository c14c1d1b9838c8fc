/**
 * The preview of a built folder (`site preview`, `site serve --no-watch`, `site check`): sirv
 * sends the files (ETag, ranges, streaming), and this layer decides what a path means, as a host
 * would: `_redirects` first, clean URLs (`/about` is about.html or about/index.html; `/about.html`
 * and `/about/` move there), the nearest 404.html, the `_headers` rules. Every request reads the
 * folder as it is now, so a rebuilt folder is served at once.
 */
import { readFileSync, realpathSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { lookup as mimeOf } from 'mrmime';
import sirv from 'sirv';
import { headersFor, parseHeadersFile } from '../headers-file';
import { parseRedirectsFile, type Redirect } from '../redirects-file';
import { type RequestHandler, sendBody, type Target } from './guard';

type Has = (urlPath: string) => boolean;
/** Sends a file of a site with its status, or calls `missing` when it is gone. */
type Send = (
  req: IncomingMessage,
  res: ServerResponse,
  file: string,
  status: number,
  missing: () => void,
) => unknown;

/** Files the build writes for hosts; never served. */
const GENERATED_CONFIG = new Set(['/_headers', '/_redirects', '/nginx.conf']);
const TEXT_TYPES = /^(text\/|application\/(javascript|json|xml|manifest\+json)|image\/svg\+xml)/;

/** A request handler previewing `outDir`; it never throws and never sends a file from outside it. */
export function createPreview(outDir: string): RequestHandler {
  const site = { has: createFileCheck(outDir), send: createFolderSender(outDir) };
  return (req, res, target) => {
    const rules = parseHeadersFile(forLocalhost(readIn(outDir, '_headers')));
    answer(req, res, target, {
      ...site,
      redirects: parseRedirectsFile(readIn(outDir, '_redirects')),
      headers: (file = '/*') =>
        headersFor(rules, file === '/index.html' ? '/' : file.replace(/\.html$/, '')),
    });
  };
}

/** Answers a checked request as a host would: a redirect, the file, the nearest 404 page, or a plain 404. */
export function answer(
  req: IncomingMessage,
  res: ServerResponse,
  target: Target,
  site: {
    has: Has;
    redirects: Redirect[];
    headers?: (file: string | undefined) => Array<[string, string]>;
    send: Send;
  },
) {
  const resolution = resolveTarget(target, site.has, site.redirects);
  const file = resolution && 'file' in resolution ? resolution.file : undefined;
  for (const [name, value] of site.headers?.(file) ?? []) res.setHeader(name, value);
  if (resolution && 'to' in resolution) {
    res.setHeader('Location', resolution.to);
    return sendBody(res, resolution.status, `Moved to ${resolution.to}\n`);
  }
  const notFound = () => {
    const page = nearestNotFound(target.path, site.has);
    return page ? site.send(req, res, page, 404, notFound) : sendBody(res, 404, 'Not Found\n');
  };
  return file ? site.send(req, res, file, 200, notFound) : notFound();
}

/**
 * Sends a checked file of `folder`: with sirv at 200, a 404 page read as it is now. Only
 * `bytes=start-end` and `bytes=start-` ranges reach sirv, which reads no other form right;
 * with If-Range the whole file is sent.
 */
export function createFolderSender(folder: string): Send {
  const files = sirv(folder, { dev: true, etag: true, extensions: [] });
  return (req, res, file, status, missing) => {
    if (status !== 200)
      return sendBody(res, status, readFileSync(path.join(folder, file)), contentTypeOf(file));
    res.setHeader('Content-Type', contentTypeOf(file));
    // sirv decodes what encodeURI encodes; `?` and `#` would end its path.
    req.url = encodeURI(file).replace(/[?#]/g, encodeURIComponent);
    const range = /^bytes=(\d+)-(\d*)$/.exec(req.headers.range ?? '');
    const isPlain = range && (range[2] === '' || Number(range[2]) >= Math.max(Number(range[1]), 1));
    if (!isPlain || req.headers['if-range'] !== undefined) delete req.headers.range;
    files(req, res, missing);
  };
}

/** What a checked target means: a `_redirects` rule (before any file), a move to a page's one URL, the file, or undefined. */
export function resolveTarget(target: Target, has: Has, redirects: Redirect[]) {
  const { path: clean, decoded, query } = target;
  const moved = redirects.find((redirect) => redirect.from === clean);
  if (moved) return moved;
  const redirect = (to: string) => ({
    to: to.split('/').map(encodeURIComponent).join('/') + query,
    status: 301,
  });
  if (clean.endsWith('.html'))
    return clean.endsWith('/404.html') || !has(clean)
      ? undefined
      : redirect(clean.replace(/\/index\.html$/, '/').replace(/\.html$/, ''));
  // A page's URL has no extension: its .html file is looked for first, other files' names first.
  const hasExtension = /\.[^/]*$/.test(clean);
  const names =
    clean === '/'
      ? ['/index.html']
      : hasExtension
        ? [clean, `${clean}.html`]
        : [`${clean}.html`, clean];
  const found = names.find(has);
  // One URL per page: `/about/` and `//about` move to `/about`.
  if (found) return decoded === clean ? { file: found } : redirect(clean);
  // A folder's home page (a locale's, `/te/`) keeps its trailing slash.
  if (clean === '/' || !has(`${clean}/index.html`)) return undefined;
  return decoded === `${clean}/` ? { file: `${clean}/index.html` } : redirect(`${clean}/`);
}

/** The 404.html nearest a clean path, in its folder or the closest above it (as Cloudflare Pages does). */
function nearestNotFound(cleanPath: string, has: Has): string | undefined {
  const folders = cleanPath.split('/').slice(0, -1);
  const pages = folders.map((_, index) => folders.slice(0, folders.length - index).join('/'));
  return pages.map((folder) => `${folder}/404.html`).find(has);
}

/**
 * Whether a URL path names a regular file of `outDir` to serve: its real path (after links) is
 * inside the folder, hides no dotfile, and is no host's config file. Asked afresh at every request
 * (a rebuild swaps folders under the same name), so a file swapped for a link out is not served.
 */
export function createFileCheck(outDir: string): Has {
  return (urlPath) => {
    if (GENERATED_CONFIG.has(urlPath)) return false;
    try {
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

export function contentTypeOf(urlPath: string): string {
  const type = mimeOf(urlPath) ?? 'application/octet-stream';
  return TEXT_TYPES.test(type) ? `${type}; charset=utf-8` : type;
}

/** A `_headers` file as a plain-HTTP localhost can honour it: no HSTS, no upgrade-insecure-requests. */
function forLocalhost(text: string): string {
  return text
    .replace(/^[ \t]+strict-transport-security:.*$/gim, '')
    .replace(/;?[ \t]*\bupgrade-insecure-requests\b/gi, '');
}

export function readIn(folder: string, name: string): string {
  try {
    return readFileSync(path.join(folder, name), 'utf8');
  } catch {
    return '';
  }
}
