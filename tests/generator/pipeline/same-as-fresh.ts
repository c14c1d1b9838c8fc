/** Watch-mode tests: the output of a run equals what a fresh `site build` of the same sources writes. */
import { readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { expect } from 'vitest';
import { build } from '../../../src/generator/index';
import type { UpdateResult } from '../../../src/generator/pipeline/watch';

/** Every file under a folder, with its contents. */
async function snapshotTree(folder: string): Promise<Record<string, string>> {
  const files = (await readdir(folder, { recursive: true, withFileTypes: true })).filter((entry) => entry.isFile());
  const snapshot: Record<string, string> = {};
  for (const file of files) snapshot[path.relative(folder, path.join(file.parentPath, file.name))] = (await readFile(path.join(file.parentPath, file.name))).toString('base64');
  return snapshot;
}

/** The watch output equals what a fresh `site build` of the same sources writes. */
export async function expectSameAsFreshBuild(root: string, result: UpdateResult): Promise<void> {
  await result.imagesDrawn;
  const fresh = await build({ root, outDir: 'fresh' });
  expect(await snapshotTree(path.join(root, 'dist'))).toEqual(await snapshotTree(fresh.outDir));
  await rm(fresh.outDir, { recursive: true });
}

