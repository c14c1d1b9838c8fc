/**
 * Watch mode's output: the folder `site serve` serves from the cache, written in place. Nothing
 * is written before the whole run succeeded (a failed run leaves the last good output served);
 * then only files whose contents changed are written, each atomically, and files the last run
 * wrote that this one did not are removed. The first run of a session builds as `site build`
 * does (staging folder, swapped in), recording what it wrote.
 */
import { statSync } from 'node:fs';
import { copyFile, mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import pLimit from 'p-limit';
import { writeFileAtomic } from '../atomic-write';
import { withPath } from '../diagnostics';
import type { OutputFile } from './hash-asset';
import { hashOf, type BuildMemo } from './memo';
import type { ProjectPaths } from '../config';
import { listPublicFiles, OPEN_FILES_AT_ONCE, openStaging, type Staging } from './write-output';

/** The output of a watch-mode run: in place once a run has written it, else a staging folder that records what it writes. */
export async function openWatchOutput(
  paths: ProjectPaths,
  outDir: string,
  memo: BuildMemo,
): Promise<Staging> {
  return memo.hasOutput
    ? openInPlace(outDir, memo)
    : recording(await openStaging(paths, outDir), memo);
}

function openInPlace(outDir: string, memo: BuildMemo): Staging {
  const written = new Map<string, string>();
  const pending: Array<() => Promise<void>> = [];
  /** Queues `file` for writing unless the last run wrote the same contents there. */
  const put = (file: string, stamp: string, write: () => Promise<void>) => {
    written.set(file, stamp);
    if (memo.written.get(file) !== stamp) pending.push(write);
  };
  return {
    folder: outDir,
    async copyPublic(paths, generated) {
      for (const file of await listPublicFiles(paths, generated)) {
        const target = path.join(outDir, file.path);
        put(file.path, publicStamp(file.source), () => copyInto(file.source, target));
      }
    },
    async write(file: OutputFile) {
      put(file.path, hashOf(file.contents), () =>
        writeFileAtomic(path.join(outDir, file.path), file.contents),
      );
    },
    writePage(outFile, html) {
      const copy = Buffer.from(html);
      put(outFile, hashOf(copy), () => writeFileAtomic(path.join(outDir, outFile), copy));
      return { path: outFile, bytes: copy.byteLength };
    },
    keep(file) {
      // Written by a step of its own (a share image drawn after the pages): kept, never removed.
      written.set(file, memo.written.get(file) ?? 'kept');
    },
    async commit() {
      await pLimit(OPEN_FILES_AT_ONCE).map(pending, (write) => write());
      const stale = [...memo.written.keys()].filter((file) => !written.has(file));
      await pLimit(OPEN_FILES_AT_ONCE).map(stale, (file) =>
        rm(path.join(outDir, file), { force: true }),
      );
      memo.written = written;
    },
    async abort() {},
  };
}

async function copyInto(source: string, target: string): Promise<void> {
  await mkdir(path.dirname(target), { recursive: true });
  const temporary = `${target}.${process.pid}.tmp`;
  try {
    await copyFile(source, temporary);
    await rename(temporary, target);
  } catch (error) {
    await rm(temporary, { force: true });
    throw withPath(error, source);
  }
}

/** A staging folder that records the stamp of each file written, for the in-place runs after it. */
function recording(staging: Staging, memo: BuildMemo): Staging {
  const written = new Map<string, string>();
  return {
    ...staging,
    async copyPublic(paths, generated) {
      await staging.copyPublic(paths, generated);
      for (const file of await listPublicFiles(paths, generated))
        written.set(file.path, publicStamp(file.source));
    },
    async write(file) {
      await staging.write(file);
      written.set(file.path, hashOf(file.contents));
    },
    writePage(outFile, html) {
      const size = staging.writePage(outFile, html);
      written.set(outFile, hashOf(html));
      return size;
    },
    keep(file) {
      written.set(file, 'kept');
    },
    async commit() {
      await staging.commit();
      memo.written = written;
      memo.hasOutput = true;
    },
  };
}

function publicStamp(file: string): string {
  const stats = statSync(file);
  return `public:${stats.size}:${stats.mtimeMs}`;
}
