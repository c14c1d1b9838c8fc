/**
 * A cache folder the command cannot write (a Docker image whose node_modules belongs to another
 * user): `--no-cache` writes nothing into it, and with the cache on, the build warns and goes on.
 *
 * The generator is copied (its node_modules linked package by package) so that its cache folder
 * is this test's own. As root the commands run as the unprivileged user `nobody`, for whom a
 * folder of root's with mode 555 is read-only; as any other user, mode 555 is enough.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, cp, mkdir, readdir, symlink } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { copyFixture, makeTemporaryFolder, removeTemporaryFolders, repoRoot } from '../../helpers';

afterAll(removeTemporaryFolders);

const asUser = process.getuid?.() === 0 ? { uid: 65534, gid: 65534 } : {};

/** A copy of the generator whose node_modules/.cache/site is its own, and empty. */
async function generatorCopy(): Promise<{ bin: string; cache: string }> {
  const copy = await makeTemporaryFolder('site-generator-');
  await chmod(copy, 0o755);
  for (const name of ['bin', 'lib', 'src', 'package.json', 'tsconfig.json'])
    await cp(path.join(repoRoot, name), path.join(copy, name), { recursive: true });
  await mkdir(path.join(copy, 'node_modules'));
  for (const name of await readdir(path.join(repoRoot, 'node_modules'))) {
    if (name !== '.cache')
      await symlink(
        path.join(repoRoot, 'node_modules', name),
        path.join(copy, 'node_modules', name),
      );
  }
  const cache = path.join(copy, 'node_modules', '.cache', 'site');
  await mkdir(cache, { recursive: true });
  return { bin: path.join(copy, 'bin', 'site.js'), cache };
}

/** A project the unprivileged user can read, with a folder it can write its output into. */
async function project(): Promise<{ root: string; out: string }> {
  const root = await copyFixture('basic-site');
  await chmod(root, 0o755);
  await mkdir(path.join(root, 'out'));
  await chmod(path.join(root, 'out'), 0o777);
  return { root, out: path.join('out', 'dist') };
}

function run(
  bin: string,
  args: string[],
  cwd: string,
  user: { uid?: number; gid?: number } = asUser,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [bin, ...args], {
      cwd,
      env: { ...process.env, NO_COLOR: '1' },
      ...user,
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

/** Every path under a folder, to see that nothing was written into it. */
async function listing(folder: string): Promise<string[]> {
  return (await readdir(folder, { recursive: true })).sort();
}

// Each test bundles a copy of the generator and builds as another user: slow on a busy machine.
describe('a cache folder that cannot be written', { timeout: 180_000 }, () => {
  it('builds with --no-cache and writes nothing into it', async () => {
    const { bin, cache } = await generatorCopy();
    const { root, out } = await project();
    // The command's own bundle is there (built by a user who could write), then the folder is locked.
    expect((await run(bin, ['--version'], root, {})).code).toBe(0);
    await chmod(cache, 0o555);
    const before = await listing(cache);
    const { code, stderr } = await run(bin, ['build', '--quiet', '--no-cache', '--out', out], root);
    expect(stderr).not.toContain('bug in the generator');
    expect(code, stderr).toBe(0);
    expect(existsSync(path.join(root, out, 'index.html'))).toBe(true);
    expect(await listing(cache)).toEqual(before);
  });

  it('with --no-cache writes nothing into a cache folder it could write, but the build record `site check` reads', async () => {
    const { bin, cache } = await generatorCopy();
    const { root, out } = await project();
    expect((await run(bin, ['--version'], root, {})).code).toBe(0);
    const before = await listing(cache);
    const { code, stderr } = await run(
      bin,
      ['build', '--quiet', '--no-cache', '--out', out],
      root,
      {},
    );
    expect(code, stderr).toBe(0);
    const added = (await listing(cache)).filter((entry) => !before.includes(entry));
    expect(added).toHaveLength(2);
    expect(added.find((entry) => !entry.includes(path.sep))).toMatch(/^[0-9a-f]{12}$/);
    expect(added.find((entry) => entry.includes(path.sep))).toMatch(
      /^[0-9a-f]{12}\/build-[0-9a-f]{12}\.json$/,
    );
  });

  it('builds with the cache on, warning that it cannot be written, and exits 0', async () => {
    const { bin, cache } = await generatorCopy();
    const { root, out } = await project();
    expect((await run(bin, ['--version'], root, {})).code).toBe(0);
    await chmod(cache, 0o555);
    const { code, stderr } = await run(bin, ['build', '--quiet', '--out', out], root);
    expect(stderr).not.toContain('bug in the generator');
    expect(stderr).toMatch(/^warning /m);
    expect(stderr).toContain(cache);
    expect(code, stderr).toBe(0);
    expect(existsSync(path.join(root, out, 'index.html'))).toBe(true);
  });

  it('runs even when the folder is empty and read-only, with no stack trace from bin/site.js', async () => {
    const { bin, cache } = await generatorCopy();
    const { root, out } = await project();
    await chmod(cache, 0o555);
    for (const args of [
      ['build', '--quiet', '--no-cache', '--out', out],
      ['build', '--quiet', '--out', out],
    ]) {
      const { code, stderr } = await run(bin, args, root);
      expect(stderr, args.join(' ')).not.toMatch(/\n\s+at /);
      expect(code, `${args.join(' ')}: ${stderr}`).toBe(0);
    }
    expect(await readdir(cache)).toEqual([]);
  });
});
