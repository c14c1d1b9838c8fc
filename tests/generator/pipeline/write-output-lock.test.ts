/**
 * A build that cannot remove what an interrupted build left beside the output folder (a folder
 * of another user, say) fails, and releases the output folder's lock on the way out.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { resolvePaths } from '../../../src/generator/config';
import { openStaging } from '../../../src/generator/pipeline/write-output';
import { makeTemporaryFolder, removeTemporaryFolders } from '../../helpers';

afterAll(removeTemporaryFolders);

/** Paths whose removal fails as a folder of another user does (the tests may run as root). */
const refused = vi.hoisted(() => new Set<string>());
vi.mock('node:fs/promises', async (importOriginal) => {
  const actual = await importOriginal<typeof import('node:fs/promises')>();
  return {
    ...actual,
    rm: (target: string, options?: Parameters<typeof actual.rm>[1]) =>
      refused.has(target)
        ? Promise.reject(
            Object.assign(new Error(`EACCES: permission denied, rm '${target}'`), {
              code: 'EACCES',
              path: target,
              syscall: 'rm',
            }),
          )
        : actual.rm(target, options),
  };
});

describe('a leftover of an interrupted build that cannot be removed', () => {
  it('fails the build naming the leftover, and the next build is not told that another is running', async () => {
    const folder = await makeTemporaryFolder('site-lock-');
    const gone = spawnSync(process.execPath, ['-e', '']).pid;
    const leftover = path.join(folder, `dist.tmp-${gone}-abc123`);
    await mkdir(leftover);
    refused.add(leftover);
    const outDir = path.join(folder, 'dist');
    await expect(openStaging(resolvePaths(folder), outDir)).rejects.toThrow(leftover);
    expect(existsSync(path.join(folder, 'dist.lock'))).toBe(false);
    refused.clear();
    const staging = await openStaging(resolvePaths(folder), outDir);
    await staging.abort();
    expect(existsSync(leftover)).toBe(false);
  });
});
