/** Watch-mode tests: the output of a run equals what a fresh `site build` of the same sources writes. */
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { expect } from 'vitest';
import { build } from '../../../src/generator/index';
import type { UpdateResult } from '../../../src/generator/pipeline/watch';
import { snapshotTree } from '../../helpers';

/** The watch output equals what a fresh `site build` of the same sources writes. */
export async function expectSameAsFreshBuild(root: string, result: UpdateResult): Promise<void> {
  await result.imagesDrawn;
  const fresh = await build({ root, outDir: 'fresh' });
  expect(await snapshotTree(path.join(root, 'dist'))).toEqual(await snapshotTree(fresh.outDir));
  await rm(fresh.outDir, { recursive: true });
}
