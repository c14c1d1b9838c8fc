/**
 * Decides what a request path means for a built site: the path is checked before any file is looked up.
 *
 * The answer is one of: a file the lookup found, a redirect to a same-origin path, the
 * not-found page, or a client error. The lookup is only ever asked about a clean path, and
 * `findFile` answers only with regular files really inside the output folder.
 */
import {
  closeSync,
  constants,
  existsSync,
  fstatSync,
  openSync,
  realpathSync,
  statSync,
  type Stats,
} from 'node:fs';
import path from 'node:path';

/** A regular file really inside the output folder, with the stats it was found with. */
export interface FoundFile {
  absolute: string;
  stats: Stats;
}

export type Resolution =
  | { kind: 'file'; urlPath: string; file: FoundFile }
  | { kind: 'redirect'; location: string; status?: 301 | 302 }
  /** `path`: the clean path, whose nearest folder's 404.html answers (`/te/x` → `/te/404.html`). */
  | { kind: 'not-found'; path?: string }
  | { kind: 'bad-request'; reason: string };

/** Longest request target accepted; anything longer is refused before it is parsed. */
const MAX_URL_LENGTH = 4096;

/**
 * Looks clean URL paths (one leading slash, no dot segments) up on disk at the time of the
 * request: regular files only, and only when their real path (after symlinks) is inside the
 * output folder and hides no dotfile. Nothing is remembered between requests, so a rebuilt
 * folder is served at once and a file swapped for a link is judged again; `openFound` checks
 * the file once more when it is opened.
 */
export function createFileLookup(
  outDir: string,
  excluded: Set<string>,
): (urlPath: string) => FoundFile | undefined {
  // A rebuild swaps folders under the same name, so the real path is taken once the folder exists.
  let root: string | undefined;
  return (urlPath) => {
    if (excluded.has(urlPath)) return undefined;
    root ??= existsSync(outDir) ? realpathSync.native(outDir) : undefined;
    return root === undefined ? undefined : findFile(root, urlPath);
  };
}

function findFile(root: string, urlPath: string): FoundFile | undefined {
  const candidate = path.join(root, urlPath);
  try {
    const stats = statSync(candidate, { throwIfNoEntry: false });
    if (!stats?.isFile()) return undefined;
    const absolute = realpathSync.native(candidate);
    if (
      !absolute.startsWith(root + path.sep) ||
      absolute
        .slice(root.length)
        .replace(new RegExp(`^\\${path.sep}\\.well-known(?=\\${path.sep})`), '')
        .includes(`${path.sep}.`)
    )
      return undefined;
    return { absolute, stats };
  } catch {
    // ENOTDIR (a folder's home looked for under a file, `/robots.txt/index.html`), or the file went away meanwhile.
    return undefined;
  }
}

/** A found file, opened: read it through `fd` only, and close it. */
export interface OpenedFile extends FoundFile {
  fd: number;
}

/**
 * Opens a found file, or undefined when it is no longer the file inside the output folder that
 * the lookup found: the check is made on the open descriptor (its inode must be the one at the
 * real path, which must still resolve to itself, with no link on the way), so a link swapped in
 * between the lookup and the read is never followed. The caller reads through `fd` and closes it.
 */
export function openFound(file: FoundFile): OpenedFile | undefined {
  let fd: number;
  try {
    fd = openSync(file.absolute, constants.O_RDONLY | (constants.O_NOFOLLOW ?? 0));
  } catch {
    return undefined;
  }
  try {
    const stats = fstatSync(fd);
    const atPath =
      realpathSync.native(file.absolute) === file.absolute
        ? statSync(file.absolute, { throwIfNoEntry: false })
        : undefined;
    if (
      stats.isFile() &&
      atPath !== undefined &&
      atPath.ino === stats.ino &&
      atPath.dev === stats.dev
    )
      return { absolute: file.absolute, stats, fd };
  } catch {
    // Gone or changed while it was checked: not served.
  }
  closeSync(fd);
  return undefined;
}

/** A redirect of the site (from `_redirects`) by its clean `from` path. */
export type RedirectLookup = (cleanPath: string) => { to: string; status: 301 | 302 } | undefined;

/** Resolves a raw request target (`req.url`) against the site's redirects, then the file index. */
export function resolveRequest(
  target: string,
  lookup: (urlPath: string) => FoundFile | undefined,
  redirects?: RedirectLookup,
): Resolution {
  if (target.length > MAX_URL_LENGTH)
    return { kind: 'bad-request', reason: 'The URL is too long.' };
  if (!target.startsWith('/'))
    return { kind: 'bad-request', reason: 'The request target must be a path.' };
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
  if (/[\u0000-\u001f\u007f\\]/.test(decoded))
    return { kind: 'bad-request', reason: 'The URL contains a forbidden character.' };
  const segments = decoded.split('/').filter((segment) => segment !== '');
  if (segments.some((segment) => segment === '..' || segment === '.')) {
    return { kind: 'bad-request', reason: 'The URL contains a dot segment.' };
  }
  // Rebuilt from segments, so a redirect can only ever start with exactly one slash.
  const clean = `/${segments.join('/')}`;
  const notFound: Resolution = { kind: 'not-found', path: clean };
  // Dotfiles are never served; `/.well-known/`, published from public/, is (list-files.ts).
  if (
    segments.some(
      (segment, index) => segment.startsWith('.') && (index > 0 || segment !== '.well-known'),
    )
  )
    return notFound;

  const redirect = (to: string): Resolution => ({
    kind: 'redirect',
    location: encodePath(to) + query,
  });
  // A moved URL goes to its target as written (validated by the build), before any file is looked for.
  const moved = redirects?.(clean);
  if (moved) return { kind: 'redirect', location: moved.to, status: moved.status };

  if (clean.endsWith('.html')) {
    const page = clean.endsWith('/index.html')
      ? clean.slice(0, -'index.html'.length)
      : clean.slice(0, -'.html'.length);
    if (!clean.endsWith('/404.html') && lookup(clean)) return redirect(page);
    return notFound;
  }
  // A page's URL has no extension: its .html file is looked for first, other files' names first.
  const [first, second] =
    clean === '/'
      ? ['/index.html']
      : /\.[^/]*$/.test(clean)
        ? [clean, `${clean}.html`]
        : [`${clean}.html`, clean];
  const exact = file(first!, lookup) ?? (second === undefined ? undefined : file(second, lookup));
  if (exact) {
    // One URL per page: `/about/` and `//about` move to `/about`.
    return decoded === clean ? exact : redirect(clean);
  }
  // A folder's home page (a locale's, `/te/`) keeps its trailing slash.
  const home = clean === '/' ? undefined : file(`${clean}/index.html`, lookup);
  if (!home) return notFound;
  return decoded === `${clean}/` ? home : redirect(`${clean}/`);
}

function file(
  urlPath: string,
  lookup: (urlPath: string) => FoundFile | undefined,
): Resolution | undefined {
  const found = lookup(urlPath);
  return found && { kind: 'file', urlPath, file: found };
}

function encodePath(urlPath: string): string {
  return urlPath.split('/').map(encodeURIComponent).join('/');
}
