/**
 * Decides what a request path means for a built site, before any file is touched.
 *
 * The answer is one of: a file from the index, a redirect to a same-origin path, the
 * not-found page, or a client error. Only files listed in the index can ever be served,
 * and the index holds only regular files really inside the output folder.
 */
import { readdirSync, realpathSync, statSync } from 'node:fs';
import path from 'node:path';

export type Resolution =
  | { kind: 'file'; urlPath: string; absolute: string }
  | { kind: 'redirect'; location: string }
  | { kind: 'not-found' }
  | { kind: 'bad-request'; reason: string };

/** Longest request target accepted; anything longer is refused before it is parsed. */
export const MAX_URL_LENGTH = 4096;

/** Maps `/about.html`-style URL paths to absolute files: regular files only, no dotfiles, no escapes. */
export function indexFiles(outDir: string): Map<string, string> {
  const root = realpathSync(outDir);
  const files = new Map<string, string>();
  const walk = (folder: string, prefix: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      if (entry.name.startsWith('.')) continue;
      const absolute = path.join(folder, entry.name);
      // The entry's own type, from the listing; only a symlink needs a look at what it points to.
      let kind: { isDirectory(): boolean; isFile(): boolean } = entry;
      if (entry.isSymbolicLink()) {
        let target: string;
        try {
          target = realpathSync(absolute);
        } catch {
          continue; // dangling link
        }
        if (!target.startsWith(root + path.sep)) continue; // points outside the output folder
        kind = statSync(target);
      }
      if (kind.isDirectory()) walk(absolute, `${prefix}/${entry.name}`);
      else if (kind.isFile()) files.set(`${prefix}/${entry.name}`, absolute);
    }
  };
  walk(root, '');
  return files;
}

/** Resolves a raw request target (`req.url`) against the file index. */
export function resolveRequest(target: string, files: Map<string, string>): Resolution {
  if (target.length > MAX_URL_LENGTH) return { kind: 'bad-request', reason: 'The URL is too long.' };
  if (!target.startsWith('/')) return { kind: 'bad-request', reason: 'The request target must be a path.' };
  const queryAt = target.search(/[?#]/);
  const rawPath = queryAt === -1 ? target : target.slice(0, queryAt);
  const query = queryAt === -1 ? '' : target.slice(queryAt).replace(/#.*$/, '');

  let decoded: string;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    return { kind: 'bad-request', reason: 'The URL has malformed percent-encoding.' };
  }
  // Control characters (NUL included) and backslashes never name a file we publish.
  if (/[\u0000-\u001f\u007f\\]/.test(decoded)) return { kind: 'bad-request', reason: 'The URL contains a forbidden character.' };
  const segments = decoded.split('/').filter((segment) => segment !== '');
  if (segments.some((segment) => segment === '..' || segment === '.')) {
    return { kind: 'bad-request', reason: 'The URL contains a dot segment.' };
  }
  if (segments.some((segment) => segment.startsWith('.'))) return { kind: 'not-found' };

  // Rebuilt from segments, so a redirect can only ever start with exactly one slash.
  const clean = `/${segments.join('/')}`;
  const redirect = (to: string): Resolution => ({ kind: 'redirect', location: encodePath(to) + query });

  if (clean.endsWith('.html')) {
    const page = clean === '/index.html' ? '/' : clean.slice(0, -'.html'.length);
    if (files.has(clean) && clean !== '/404.html') return redirect(page);
    return { kind: 'not-found' };
  }
  const exact = clean === '/' ? file('/index.html', files) : (file(clean, files) ?? file(`${clean}.html`, files));
  if (!exact) return { kind: 'not-found' };
  // One URL per page: `/about/` and `//about` move to `/about`.
  if (decoded !== clean) return redirect(clean);
  return exact;
}

function file(urlPath: string, files: Map<string, string>): Resolution | undefined {
  const absolute = files.get(urlPath);
  return absolute === undefined ? undefined : { kind: 'file', urlPath, absolute };
}

function encodePath(urlPath: string): string {
  return urlPath.split('/').map(encodeURIComponent).join('/');
}
