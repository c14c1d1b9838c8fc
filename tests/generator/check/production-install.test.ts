import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdir, readFile, symlink } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { makeTemporaryFolder, removeTemporaryFolders, repoRoot } from '../../helpers';

afterAll(removeTemporaryFolders);

/** npm marks `dev` what only devDependencies need; `--omit=dev` leaves exactly those out. */
interface LockEntry {
  dev?: boolean;
}

/**
 * A copy of the project whose node_modules holds only what `npm ci --omit=dev` installs: the
 * packages package-lock.json does not mark `dev` (linked from this checkout, no network).
 * Imports from the copied engine resolve there, so a devDependency it imports is not found.
 */
async function productionCopy(): Promise<string> {
  const copy = await makeTemporaryFolder('site-production-');
  for (const item of [
    'bin',
    'lib',
    'src',
    'pages',
    'content',
    'styles',
    'public',
    'package.json',
    'tsconfig.json',
  ]) {
    await cp(path.join(repoRoot, item), path.join(copy, item), { recursive: true });
  }
  const lock = JSON.parse(await readFile(path.join(repoRoot, 'package-lock.json'), 'utf8')) as {
    packages: Record<string, LockEntry>;
  };
  const production = Object.entries(lock.packages).filter(
    ([key, entry]) => /^node_modules\/(?:@[^/]+\/)?[^/]+$/.test(key) && !entry.dev,
  );
  expect(production.length).toBeGreaterThan(10);
  for (const [key] of production) {
    if (!existsSync(path.join(repoRoot, key))) continue; // an optional package for another platform
    await mkdir(path.dirname(path.join(copy, key)), { recursive: true });
    await symlink(path.join(repoRoot, key), path.join(copy, key), 'dir');
  }
  return copy;
}

function run(args: string[], cwd: string): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [path.join(cwd, 'bin', 'site.js'), ...args],
      { cwd, env: { ...process.env, NO_COLOR: '1' }, timeout: 120_000 },
      (error, stdout, stderr) => {
        resolve({
          code: error ? (typeof error.code === 'number' ? error.code : 1) : 0,
          output: stdout + stderr,
        });
      },
    );
  });
}

describe('an install without dev dependencies (npm ci --omit=dev)', () => {
  it('builds and checks the site', async () => {
    const copy = await productionCopy();
    expect(existsSync(path.join(copy, 'node_modules', 'playwright-core'))).toBe(false);
    const built = await run(['build', '--quiet'], copy);
    expect(built.output).toBe('');
    expect(built.code).toBe(0);
    const checked = await run(['check'], copy);
    expect(checked.output).toMatch(/all clean\.\n$/);
    expect(checked.code).toBe(0);
  }, 180_000);
});
