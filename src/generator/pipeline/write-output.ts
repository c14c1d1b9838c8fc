/**
 * Writes the output atomically: everything goes into a temporary sibling folder (the staging
 * folder), which replaces the old output only after every file was written. A failure or an
 * interruption (SIGINT, SIGTERM) leaves the previous output exactly as it was.
 *
 * The staging folder and the old output, while it is swapped out, are named with the builder's
 * process id: a later build removes those of a process that is gone (one killed outright), and
 * never those of a build still running. One build at a time writes an output folder: it holds
 * a lock file beside it (`dist.lock`) with its process id.
 */
import { existsSync, mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { copyFile, link, mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import pLimit from 'p-limit';
import { relativeToRoot, type ProjectPaths } from '../config';
import { SiteError, withPath } from '../diagnostics';
import { isRunning } from './cache';
import type { OutputFile } from './hash-asset';
import { listPublicFiles } from './list-files';
import type { SizeReport } from './measure';
import {
  checkReplaceable,
  OUTPUT_MARKER,
  OUTPUT_MARKER_TEXT,
  resolveOutputTarget,
} from './output-folder';

/** Files a build keeps open at once while it writes or copies: opening thousands together fails with EMFILE under a low limit of open files (256 by default on macOS). */
export const OPEN_FILES_AT_ONCE = 32;

/** Refuses output folders that would overwrite or swallow the project. */
export function resolveOutDir(paths: ProjectPaths, outDir: string): string {
  const resolved = path.resolve(paths.root, outDir);
  const inside = (parent: string, child: string) =>
    child === parent || child.startsWith(parent + path.sep);
  if (inside(resolved, paths.root)) {
    throw new SiteError(`The output folder ${outDir} is, or contains, the project root.`, {
      field: '--out',
      hint: 'Choose a folder of its own, such as dist.',
    });
  }
  for (const source of [
    paths.pages,
    paths.content,
    paths.styles,
    paths.public,
    path.join(paths.root, 'src'),
  ]) {
    if (inside(source, resolved)) {
      throw new SiteError(
        `The output folder ${outDir} is inside the source folder ${relativeToRoot(paths, source)}.`,
        {
          field: '--out',
          hint: 'Choose a folder outside pages/, content/, styles/, public/ and src/, such as dist.',
        },
      );
    }
  }
  return resolved;
}

/** The folder a build writes into; it replaces the output only on `commit()`. */
export interface Staging {
  folder: string;
  /** Copies public/ in, refusing a public file that has the output path of a generated one. */
  copyPublic(paths: ProjectPaths, generated: string[]): Promise<void>;
  /** Writes a generated file, making its folder. Small files written one after the other cost less than the promises around them. */
  write(file: OutputFile): void;
  /** Writes a page (its folder exists), returning its size. */
  writePage(outFile: string, html: string): SizeReport;
  /** Swaps the staging folder into place of the output folder. */
  commit(): Promise<void>;
  /** Removes the staging folder, leaving the previous output as it was; nothing after `commit()`. */
  abort(): Promise<void>;
}

/**
 * Creates the staging folder beside the output (beside the folder a symlinked output leads to),
 * after checking that the output may be replaced (output-folder.ts) and removing what
 * interrupted builds left there. The staging folder holds the output marker from the start.
 */
export async function openStaging(paths: ProjectPaths, requestedOutDir: string): Promise<Staging> {
  const outDir = await resolveOutputTarget(paths, requestedOutDir);
  await checkReplaceable(paths, requestedOutDir, outDir);
  const shown = relativeToRoot(paths, requestedOutDir);
  const unlock = await lockOutput(outDir, shown.startsWith('..') ? requestedOutDir : shown);
  const staging = `${outDir}.tmp-${process.pid}-${Date.now().toString(36)}`;
  const release = cleanUpOnSignal(() => {
    rmSync(staging, { recursive: true, force: true });
    unlock();
  });
  const abort = async () => {
    release();
    await rm(staging, { recursive: true, force: true });
    unlock();
  };
  try {
    await removeLeftovers(outDir);
    await mkdir(staging);
    await writeFile(path.join(staging, OUTPUT_MARKER), OUTPUT_MARKER_TEXT);
  } catch (error) {
    await abort();
    throw withPath(error, path.join(staging, OUTPUT_MARKER));
  }
  return {
    folder: staging,
    ...writersInto(staging),
    async commit() {
      const previous = existsSync(outDir)
        ? `${outDir}.old-${process.pid}-${Date.now().toString(36)}`
        : undefined;
      swapInto(staging, outDir, previous);
      release();
      if (previous) await rm(previous, { recursive: true, force: true });
    },
    abort,
  };
}

/** What writes into the staging folder; each failed write names its file. */
function writersInto(staging: string): Pick<Staging, 'copyPublic' | 'write' | 'writePage'> {
  return {
    async copyPublic(paths, generatedPaths) {
      const publicFiles = await listPublicFiles(paths, generatedPaths);
      const folders = [
        ...new Set(publicFiles.map((file) => path.dirname(path.join(staging, file.path)))),
      ];
      for (const folder of folders) await mkdir(folder, { recursive: true });
      await pLimit(OPEN_FILES_AT_ONCE).map(publicFiles, (file) =>
        copyFile(file.source, path.join(staging, file.path)).catch((error: unknown) =>
          Promise.reject(withPath(error, file.source)),
        ),
      );
    },
    write(file) {
      const target = path.join(staging, file.path);
      try {
        mkdirSync(path.dirname(target), { recursive: true });
        writeFileSync(target, file.contents);
      } catch (error) {
        throw withPath(error, target);
      }
    },
    writePage(outFile, html) {
      const target = path.join(staging, outFile);
      const bytes = Buffer.from(html);
      try {
        writeFileSync(target, bytes);
      } catch (error) {
        throw withPath(error, target);
      }
      return { path: outFile, bytes: bytes.byteLength };
    },
  };
}

/** Runs `cleanUp` on SIGINT or SIGTERM until released, then ends the process as the signal would have if nobody else listens. */
function cleanUpOnSignal(cleanUp: () => void): () => void {
  const onSignal = (signal: NodeJS.Signals) => {
    cleanUp();
    release();
    if (process.listenerCount(signal) === 0) process.kill(process.pid, signal);
  };
  const release = () => {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  return release;
}

/**
 * The two renames of the swap, back to back on this thread: no signal handler and no other
 * work runs between them, so the output is missing only for the moment between two system
 * calls (a server may answer a request in that moment with 404).
 */
function swapInto(staging: string, outDir: string, previous: string | undefined): void {
  if (!previous) {
    renameSync(staging, outDir);
    return;
  }
  renameSync(outDir, previous);
  try {
    renameSync(staging, outDir);
  } catch (error) {
    renameSync(previous, outDir);
    throw error;
  }
}

const LOCK_TEXT = 'site build, process ';

/**
 * Takes the output folder's lock (`dist.lock` beside it), made whole by a hard link so no other
 * build reads it half written; returns what releases it. A lock whose process is gone is taken
 * over; a running build's lock is an error naming it, and a file of that name that is not a
 * lock of this generator is never touched.
 */
async function lockOutput(outDir: string, shown: string): Promise<() => void> {
  const lock = `${outDir}.lock`;
  // The parent folders here, the staging folder later on its own: on a read-only file system
  // Node 20 reports one recursive mkdir as ENOENT.
  await mkdir(path.dirname(lock), { recursive: true });
  const mine = `${lock}-${process.pid}-${Date.now().toString(36)}`;
  await writeFile(mine, `${LOCK_TEXT}${process.pid}\n`).catch((error: unknown) =>
    Promise.reject(withPath(error, mine)),
  );
  try {
    for (;;) {
      try {
        await link(mine, lock);
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
 * Removes the staging and old-output folders beside `outDir` of builds whose process is gone.
 * A build killed between the swap's two renames left no output and the previous one moved
 * aside: that is put back first, so the previous output is never deleted before a new one is in place.
 */
async function removeLeftovers(outDir: string): Promise<void> {
  const prefix = `${path.basename(outDir)}.`;
  const names = await readdir(path.dirname(outDir)).catch(() => []);
  const leftovers = names.filter((name) => {
    const match = name.startsWith(prefix)
      ? /^(?:tmp|old)-(\d+)-[0-9a-z]+$/.exec(name.slice(prefix.length))
      : null;
    return match !== null && !isRunning(Number(match[1]));
  });
  const movedAside = leftovers
    .filter((name) => name.startsWith(`${prefix}old-`))
    .sort((a, b) => swapTime(b) - swapTime(a))[0];
  if (movedAside && !existsSync(outDir)) {
    await rename(path.join(path.dirname(outDir), movedAside), outDir);
    leftovers.splice(leftovers.indexOf(movedAside), 1);
  }
  await Promise.all(
    leftovers.map((name) =>
      rm(path.join(path.dirname(outDir), name), { recursive: true, force: true }),
    ),
  );
}

/** When a build moved the output aside: the base-36 time at the end of `dist.old-<pid>-<time>`. */
const swapTime = (name: string) => Number.parseInt(name.slice(name.lastIndexOf('-') + 1), 36);
