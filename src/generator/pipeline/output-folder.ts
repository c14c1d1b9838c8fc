/**
 * Which folder a build may write. A build swaps its whole output folder for a new one, so it
 * replaces only a folder that is missing, empty, or written by `site`: every build leaves a
 * marker file in its output (a dotfile, which `site serve` never serves). Anything else (docs/,
 * .git, a plain file) is refused, as is a folder that is, holds or lies inside the project's
 * sources.
 *
 * A symlinked output folder is built through: the build replaces the folder the link leads to,
 * and the link stays.
 */
import { lstat, readdir, readlink, realpath } from 'node:fs/promises';
import path from 'node:path';
import { relativeToRoot, type ProjectPaths } from '../config';
import { SiteError } from '../diagnostics';

/** The file every build writes into its output, saying that `site` wrote the folder. */
export const OUTPUT_MARKER = '.site-output';
export const OUTPUT_MARKER_TEXT =
  'This folder was written by `site build`, which replaces all of it on every build:\nkeep no files of your own here.\n';

/** The folder the user named, as the messages show it. */
export function shownOutDir(paths: ProjectPaths, outDir: string): string {
  const relative = relativeToRoot(paths, outDir);
  return relative.startsWith('..') ? outDir : relative;
}

const isInside = (parent: string, child: string) =>
  child === parent || child.startsWith(parent + path.sep);

const sourceFolders = (paths: ProjectPaths) => [
  paths.pages,
  paths.content,
  paths.styles,
  paths.public,
  path.join(paths.root, 'src'),
];

const outDirError = (message: string, hint: string) =>
  new SiteError(message, { field: '--out', hint });

/** The stats of `file` without following a link, or undefined when it does not exist. */
const lstatIfAny = (file: string) =>
  lstat(file).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return undefined;
    throw error;
  });

/** Refuses output folders that would overwrite or swallow the project. */
export function resolveOutDir(paths: ProjectPaths, outDir: string): string {
  const resolved = path.resolve(paths.root, outDir);
  if (isInside(resolved, paths.root)) {
    throw outDirError(
      `The output folder ${outDir} is, or contains, the project root.`,
      'Choose a folder of its own, such as dist.',
    );
  }
  const source = sourceFolders(paths).find((folder) => isInside(folder, resolved));
  if (source) {
    throw outDirError(
      `The output folder ${outDir} is inside the source folder ${relativeToRoot(paths, source)}.`,
      'Choose a folder outside pages/, content/, styles/, public/ and src/, such as dist.',
    );
  }
  return resolved;
}

/**
 * The real folder a build into `outDir` replaces: `outDir` itself, or where a symlink at
 * `outDir` leads (the staging folder goes beside it, so the swap stays one rename).
 */
export async function resolveOutputTarget(paths: ProjectPaths, outDir: string): Promise<string> {
  if (!(await lstatIfAny(outDir))?.isSymbolicLink()) return outDir;
  const name = shownOutDir(paths, outDir);
  const target = await realpath(outDir).catch(async (error: NodeJS.ErrnoException) => {
    if (error.code !== 'ENOENT' && error.code !== 'ELOOP' && error.code !== 'ENOTDIR') throw error;
    const leadsTo = path.resolve(path.dirname(outDir), await readlink(outDir));
    throw outDirError(
      `The output folder ${name} is a symbolic link to ${leadsTo}, which ${error.code === 'ELOOP' ? 'leads round in a loop' : 'does not exist'}.`,
      `Point the link at an existing folder (the build writes into the folder it leads to), or remove the link to build into ${name} itself.`,
    );
  });
  const realRoot = await realpath(paths.root);
  const sources = await Promise.all(
    sourceFolders(paths).map((folder) => realpath(folder).catch(() => folder)),
  );
  if (isInside(target, realRoot) || sources.some((source) => isInside(source, target))) {
    throw outDirError(
      `The output folder ${name} is a symbolic link to ${target}, which is, or is inside, the project's sources.`,
      'Point the link at a folder of its own outside pages/, content/, styles/, public/ and src/ (such as a web root), or build into another folder with --out.',
    );
  }
  return target;
}

/**
 * Refuses to replace `target` (where `outDir` leads) unless it is missing, an empty folder or a
 * folder with the marker.
 */
export async function checkReplaceable(
  paths: ProjectPaths,
  outDir: string,
  target: string,
): Promise<void> {
  const folder = shownOutDir(paths, outDir);
  const name = target === outDir ? folder : `${folder} (a symbolic link to ${target})`;
  const fresh = `${path.basename(folder).replace(/^\.+/, '') || 'site'}-site`;
  const stats = await lstatIfAny(target);
  if (!stats) return;
  if (!stats.isDirectory()) {
    throw outDirError(
      `The output path ${name} is a file, not a folder; a build would replace it with a folder.`,
      `Build into a new folder with --out (such as --out ${fresh}), or move ${folder} away by hand and build again.`,
    );
  }
  const names = await readdir(target);
  if (names.length === 0 || names.includes(OUTPUT_MARKER)) return;
  const listed = names.slice(0, 3).join(', ') + (names.length > 3 ? ', …' : '');
  throw outDirError(
    `The output folder ${name} holds files that site did not write (${listed}); a build replaces the whole folder, so it was left as it is.`,
    `Build into a new folder with --out (such as --out ${fresh}), or, if nothing in ${folder} is needed, remove it by hand and build again.`,
  );
}
