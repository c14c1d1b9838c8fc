/**
 * Which folder a build may replace. A build swaps its whole output folder for a new one, so it
 * replaces only a folder that is missing, empty, or written by `site`: every build leaves a
 * marker file in its output (a dotfile, which `site serve` never serves); an output of a
 * version before the marker counts as written by `site` when the build record of that folder
 * still lists pages that are all there. Anything else (docs/, .git, a plain file) is refused.
 *
 * A symlinked output folder is built through: the build replaces the folder the link leads to,
 * and the link stays.
 */
import { lstat, readdir, readlink, realpath } from 'node:fs/promises';
import path from 'node:path';
import { readBuildRecord } from '../build-record';
import { relativeToRoot, type ProjectPaths } from '../config';
import { SiteError } from '../diagnostics';

/** The file every build writes into its output, saying that `site` wrote the folder. */
export const OUTPUT_MARKER = '.site-output';
export const OUTPUT_MARKER_TEXT =
  'This folder was written by `site build`, which replaces all of it on every build:\nkeep no files of your own here.\n';

/** The folder the user named, as the messages show it. */
function shown(paths: ProjectPaths, outDir: string): string {
  const relative = relativeToRoot(paths, outDir);
  return relative.startsWith('..') ? outDir : relative;
}

const isInside = (parent: string, child: string) =>
  child === parent || child.startsWith(parent + path.sep);

/**
 * The real folder a build into `outDir` replaces: `outDir` itself, or where a symlink at
 * `outDir` leads (the staging folder goes beside it, so the swap stays one rename).
 */
export async function resolveOutputTarget(paths: ProjectPaths, outDir: string): Promise<string> {
  const stats = await lstat(outDir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return undefined;
    throw error;
  });
  if (!stats?.isSymbolicLink()) return outDir;
  const name = shown(paths, outDir);
  let target: string;
  try {
    target = await realpath(outDir);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code !== 'ENOENT' && code !== 'ELOOP' && code !== 'ENOTDIR') throw error;
    const leadsTo = path.resolve(path.dirname(outDir), await readlink(outDir));
    throw new SiteError(
      `The output folder ${name} is a symbolic link to ${leadsTo}, which ${code === 'ELOOP' ? 'leads round in a loop' : 'does not exist'}.`,
      {
        field: '--out',
        hint: `Point the link at an existing folder (the build writes into the folder it leads to), or remove the link to build into ${name} itself.`,
      },
    );
  }
  const realRoot = await realpath(paths.root);
  const sources = await Promise.all(
    [paths.pages, paths.content, paths.styles, paths.public, path.join(paths.root, 'src')].map(
      (folder) => realpath(folder).catch(() => folder),
    ),
  );
  if (isInside(target, realRoot) || sources.some((source) => isInside(source, target))) {
    throw new SiteError(
      `The output folder ${name} is a symbolic link to ${target}, which is, or is inside, the project's sources.`,
      {
        field: '--out',
        hint: 'Point the link at a folder of its own outside pages/, content/, styles/, public/ and src/ (such as a web root), or build into another folder with --out.',
      },
    );
  }
  return target;
}

/**
 * Refuses to replace `target` (where `outDir` leads) unless it is missing, an empty folder, a
 * folder with the marker, or a folder the build record of `outDir` says `site` wrote.
 */
export async function checkReplaceable(
  paths: ProjectPaths,
  outDir: string,
  target: string,
): Promise<void> {
  const folder = shown(paths, outDir);
  const name = target === outDir ? folder : `${folder} (a symbolic link to ${target})`;
  const stats = await lstat(target).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return undefined;
    throw error;
  });
  if (!stats) return;
  if (!stats.isDirectory()) {
    throw new SiteError(
      `The output path ${name} is a file, not a folder; a build would replace it with a folder.`,
      {
        field: '--out',
        hint: `Build into a new folder with --out (such as --out ${freshName(folder)}), or move ${folder} away by hand and build again.`,
      },
    );
  }
  const names = await readdir(target);
  if (
    names.length === 0 ||
    names.includes(OUTPUT_MARKER) ||
    (await isRecordedOutput(paths, outDir, target))
  )
    return;
  const listed = names.slice(0, 3).join(', ') + (names.length > 3 ? ', …' : '');
  throw new SiteError(
    `The output folder ${name} holds files that site did not write (${listed}); a build replaces the whole folder, so it was left as it is.`,
    {
      field: '--out',
      hint: `Build into a new folder with --out (such as --out ${freshName(folder)}), or, if nothing in ${folder} is needed, remove it by hand and build again.`,
    },
  );
}

/** An output written before builds left the marker: its build record names the folder, and every page it lists is there. */
async function isRecordedOutput(
  paths: ProjectPaths,
  outDir: string,
  target: string,
): Promise<boolean> {
  const record = await readBuildRecord(paths, outDir);
  if (
    !record ||
    path.resolve(record.outDir) !== path.resolve(outDir) ||
    !Array.isArray(record.routes) ||
    record.routes.length === 0
  )
    return false;
  const present = await Promise.all(
    record.routes.map(({ outFile }) =>
      typeof outFile === 'string' && !outFile.split('/').includes('..')
        ? lstat(path.join(target, outFile)).then(
            (file) => file.isFile(),
            () => false,
          )
        : false,
    ),
  );
  return present.every(Boolean);
}

function freshName(name: string): string {
  return `${path.basename(name).replace(/^\.+/, '') || 'site'}-site`;
}
