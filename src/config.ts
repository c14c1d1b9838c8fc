/**
 * Where things are in a project, and the limits every built page is held to.
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export interface ProjectPaths {
  root: string;
  pages: string;
  content: string;
  /** `content/config.ts`: exports `site` and optional `collections`. */
  contentConfig: string;
  styles: string;
  /** The stylesheet entry; its `@import`s are bundled. */
  styleEntry: string;
  public: string;
  /** The one browser script. */
  clientEntry: string;
  /** Where transient bundles live; inside the generator's own node_modules so `react` resolves to ours. */
  cache: string;
}

/** Byte budgets for `site check`, gzipped. */
export const BUDGETS = {
  /** A page's HTML plus the CSS it loads. */
  pageHtmlCssGzip: 14 * 1024,
  /** The JavaScript one page loads: the shared script plus the page's own (page-scripts.ts). */
  scriptGzip: 2.5 * 1024,
} as const;

export const DEFAULT_OUT_DIR = 'dist';
export const DEFAULT_HOST = '127.0.0.1';
export const DEFAULT_PORT = 4321;

/** Folders whose changes trigger a rebuild in watch mode. */
export const WATCHED_FOLDERS = ['pages', 'src', 'content', 'styles', 'public'] as const;

/** The generator's own package folder: the nearest package.json above this module (or its bundle in node_modules/.cache). */
const generatorRoot = findPackageRoot(path.dirname(fileURLToPath(import.meta.url)));

function findPackageRoot(start: string): string {
  for (let folder = start; ; folder = path.dirname(folder)) {
    if (existsSync(path.join(folder, 'package.json'))) return folder;
    if (path.dirname(folder) === folder) throw new Error(`No package.json above ${start}`);
  }
}

/** Resolves every project path from the project root. */
export function resolvePaths(root: string): ProjectPaths {
  const absoluteRoot = path.resolve(root);
  const rootKey = createHash('sha1').update(absoluteRoot).digest('hex').slice(0, 12);
  return {
    root: absoluteRoot,
    pages: path.join(absoluteRoot, 'pages'),
    content: path.join(absoluteRoot, 'content'),
    contentConfig: path.join(absoluteRoot, 'content', 'config.ts'),
    styles: path.join(absoluteRoot, 'styles'),
    styleEntry: path.join(absoluteRoot, 'styles', 'main.css'),
    public: path.join(absoluteRoot, 'public'),
    clientEntry: path.join(absoluteRoot, 'src', 'client', 'main.ts'),
    cache: path.join(generatorRoot, 'node_modules', '.cache', 'site', rootKey),
  };
}

/** A path relative to the project root with forward slashes, as diagnostics show it. */
export function relativeToRoot(paths: Pick<ProjectPaths, 'root'>, file: string): string {
  // A file under the root with no `.` or `..` segment, as every content file is, needs no
  // path.relative (~8 µs a call).
  const prefix = paths.root + path.sep;
  const relative = file.startsWith(prefix) && !file.includes(`${path.sep}.`) ? file.slice(prefix.length) : path.relative(paths.root, file);
  return path.sep === '/' ? relative : relative.split(path.sep).join('/');
}
