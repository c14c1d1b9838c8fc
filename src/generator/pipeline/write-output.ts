/**
 * Writes the output atomically: everything goes into a staging folder beside it, which replaces
 * the old output only after every file was written, so a failure or an interruption (SIGINT,
 * SIGTERM) leaves the previous output exactly as it was.
 *
 * A build replaces only a folder that is missing, empty, or holds the marker every build leaves (a
 * dotfile, which `site serve` never serves); anything else (docs/, .git, a plain file) is refused,
 * as is a folder that is, holds or lies inside the sources. A symlinked output folder is built
 * through: the folder the link leads to is replaced, and the link stays.
 *
 * The staging folder and the old output, while swapped out, are named with the builder's process
 * id: a later build removes those of a process that is gone, never a running build's. One build
 * at a time writes an output folder, holding a lock file beside it (`dist.lock`).
 */
import {
  copyFileSync,
  existsSync,
  linkSync,
  lstatSync,
  mkdirSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { mkdir, readdir, readFile, realpath, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { relativeToRoot, type ProjectPaths } from '../config';
import { SiteError, withPath } from '../diagnostics';
import { isRunning } from './cache';
import type { OutputFile } from './hash-asset';
import { isInside, listPublicFiles, realTarget } from './list-files';

const OUTPUT_MARKER = '.site-output';
const OUTPUT_MARKER_TEXT =
  'This folder was written by `site build`, which replaces all of it on every build:\nkeep no files of your own here.\n';

const sourceFolders = (paths: ProjectPaths) => [
  paths.pages,
  paths.content,
  paths.styles,
  paths.public,
  path.join(paths.root, 'src'),
];

const outDirError = (message: string, hint: string) =>
  new SiteError(message, { field: '--out', hint });

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

/** The folder a build into `outDir` (`folder` in messages) replaces: it, or where a symlink at it leads (so the swap stays one rename). */
async function replaceableTarget(paths: ProjectPaths, outDir: string, folder: string) {
  const target = lstatSync(outDir, { throwIfNoEntry: false })?.isSymbolicLink()
    ? await linkTarget(paths, outDir, folder)
    : outDir;
  const name = target === outDir ? folder : `${folder} (a symbolic link to ${target})`;
  const fresh = `${path.basename(folder).replace(/^\.+/, '') || 'site'}-site`;
  const stats = lstatSync(target, { throwIfNoEntry: false });
  if (!stats) return target;
  if (!stats.isDirectory()) {
    throw outDirError(
      `The output path ${name} is a file, not a folder; a build would replace it with a folder.`,
      `Build into a new folder with --out (such as --out ${fresh}), or move ${folder} away by hand and build again.`,
    );
  }
  const names = await readdir(target);
  if (names.length === 0 || names.includes(OUTPUT_MARKER)) return target;
  const listed = names.slice(0, 3).join(', ') + (names.length > 3 ? ', …' : '');
  throw outDirError(
    `The output folder ${name} holds files that site did not write (${listed}); a build replaces the whole folder, so it was left as it is.`,
    `Build into a new folder with --out (such as --out ${fresh}), or, if nothing in ${folder} is needed, remove it by hand and build again.`,
  );
}

/** Where the symlink `outDir` (`name` in messages) leads: an existing folder outside the project's sources. */
async function linkTarget(paths: ProjectPaths, outDir: string, name: string) {
  const target = await realTarget(outDir);
  if (typeof target !== 'string')
    throw outDirError(
      `The output folder ${name} is a symbolic link to ${target.leadsTo}, which ${target.isLoop ? 'leads round in a loop' : 'does not exist'}.`,
      `Point the link at an existing folder (the build writes into the folder it leads to), or remove the link to build into ${name} itself.`,
    );
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

/** The folder a build writes into; it replaces the output only on `commit()`. */
export type Staging = Awaited<ReturnType<typeof openStaging>>;

/** Creates the staging folder, with the marker, once the output may be replaced and what interrupted builds left is removed. */
export async function openStaging(paths: ProjectPaths, requestedOutDir: string) {
  const relative = relativeToRoot(paths, requestedOutDir);
  const shown = relative.startsWith('..') ? requestedOutDir : relative;
  const outDir = await replaceableTarget(paths, requestedOutDir, shown);
  const unlock = await lockOutput(outDir, shown);
  const staging = `${outDir}.tmp-${process.pid}-${Date.now().toString(36)}`;
  const abort = () => {
    process.off('SIGINT', onSignal).off('SIGTERM', onSignal);
    rmSync(staging, { recursive: true, force: true });
    unlock();
  };
  // Ends the process as the signal would have, unless someone else listens for it.
  const onSignal = (signal: NodeJS.Signals) => {
    abort();
    if (process.listenerCount(signal) === 0) process.kill(process.pid, signal);
  };
  process.on('SIGINT', onSignal).on('SIGTERM', onSignal);
  try {
    await removeLeftovers(outDir);
    await mkdir(staging);
    await writeFile(path.join(staging, OUTPUT_MARKER), OUTPUT_MARKER_TEXT);
  } catch (error) {
    abort();
    throw withPath(error, path.join(staging, OUTPUT_MARKER));
  }
  // Synchronous writes: small files written one after the other cost less than the promises around them.
  const into = (file: string) => path.join(staging, file);
  return {
    folder: staging,
    /** Copies public/ in, refusing a public file that has the output path of a generated one. */
    async copyPublic(paths: ProjectPaths, generated: string[]) {
      for (const file of await listPublicFiles(paths, generated)) {
        mkdirSync(path.dirname(into(file.path)), { recursive: true });
        naming(file.source, () => copyFileSync(file.source, into(file.path)));
      }
    },
    write(file: OutputFile) {
      mkdirSync(path.dirname(into(file.path)), { recursive: true });
      naming(into(file.path), () => writeFileSync(into(file.path), file.contents));
    },
    /** Writes a page (its folder exists), returning its size. */
    writePage(outFile: string, html: string) {
      const bytes = Buffer.from(html);
      naming(into(outFile), () => writeFileSync(into(outFile), bytes));
      return { path: outFile, bytes: bytes.byteLength };
    },
    commit: () => swapInto(staging, outDir),
    /** Removes the staging folder, leaving the previous output as it was, and releases the lock (after `commit()`, the staging folder is the output and its old path is gone). */
    abort,
  };
}

/** Runs `action`, its error naming `file` (a full disk fails write(2), for which Node names no path). */
function naming(file: string, action: () => void): void {
  try {
    action();
  } catch (error) {
    throw withPath(error, file);
  }
}

/**
 * Moves the output aside and the staging folder into its place, then deletes the old output. The
 * two renames run back to back on this thread: no signal handler and no other work runs between
 * them, so the output is missing only for the moment between two system calls.
 */
async function swapInto(staging: string, outDir: string): Promise<void> {
  const previous = existsSync(outDir)
    ? `${outDir}.old-${process.pid}-${Date.now().toString(36)}`
    : undefined;
  if (previous) renameSync(outDir, previous);
  try {
    renameSync(staging, outDir);
  } catch (error) {
    if (previous) renameSync(previous, outDir);
    throw error;
  }
  if (previous) await rm(previous, { recursive: true, force: true });
}

const LOCK_TEXT = 'site build, process ';

/**
 * Takes the output folder's lock, made whole by a hard link so no other build reads it half
 * written; returns what releases it. A lock whose process is gone is taken over.
 */
async function lockOutput(outDir: string, shown: string): Promise<() => void> {
  const lock = `${outDir}.lock`;
  // The parent folders here, the staging folder later on its own: on a read-only file system
  // Node 20 reports one recursive mkdir as ENOENT.
  await mkdir(path.dirname(lock), { recursive: true });
  const mine = `${lock}-${process.pid}-${Date.now().toString(36)}`;
  naming(mine, () => writeFileSync(mine, `${LOCK_TEXT}${process.pid}\n`));
  try {
    for (;;) {
      try {
        linkSync(mine, lock);
        return () => rmSync(lock, { force: true });
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
      const text = await readFile(lock, 'utf8').catch(() => undefined);
      if (text === undefined) continue;
      const pid = text.startsWith(LOCK_TEXT) ? Number(text.slice(LOCK_TEXT.length)) : Number.NaN;
      if (!Number.isInteger(pid))
        throw new SiteError(`${shown}.lock is in the way: it is not a lock this generator made.`, {
          file: `${shown}.lock`,
          hint: `Move or remove it, or build into another folder with --out.`,
        });
      if (isRunning(pid))
        throw new SiteError(`Another build (process ${pid}) is writing ${shown} right now.`, {
          field: '--out',
          hint: 'Wait for it to finish and build again, or build into another folder with --out.',
        });
      await rm(lock, { force: true });
    }
  } finally {
    await rm(mine, { force: true });
  }
}

/**
 * Removes what builds whose process is gone left beside `outDir`. One killed between the swap's two
 * renames left no output and the previous one moved aside: that is put back first.
 */
async function removeLeftovers(outDir: string): Promise<void> {
  const folder = path.dirname(outDir);
  const prefix = `${path.basename(outDir)}.`;
  const found = (await readdir(folder).catch(() => [])).flatMap((name) => {
    const match = name.startsWith(prefix)
      ? /^(tmp|old)-(\d+)-([0-9a-z]+)$/.exec(name.slice(prefix.length))
      : null;
    if (!match || isRunning(Number(match[2]))) return [];
    return [{ name, isOld: match[1] === 'old', time: Number.parseInt(match[3]!, 36) }];
  });
  const movedAside = found.filter((leftover) => leftover.isOld).sort((a, b) => b.time - a.time)[0];
  if (movedAside && !existsSync(outDir)) {
    await rename(path.join(folder, movedAside.name), outDir);
    found.splice(found.indexOf(movedAside), 1);
  }
  await Promise.all(
    found.map(({ name }) => rm(path.join(folder, name), { recursive: true, force: true })),
  );
}
