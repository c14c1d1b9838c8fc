/**
 * A cache folder damaged in any way (a disk error, a killed build, a curious user) is ignored and
 * made again: the output is always that of a build without the cache.
 */
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cp, mkdir, readdir, readFile, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { copyFixture, makeTemporaryFolder, removeTemporaryFolders, repoRoot } from '../../helpers';

afterAll(removeTemporaryFolders);

/** A private copy of the generator (its own node_modules/.cache), so damaging its caches disturbs no other test. */
async function generatorCopy(): Promise<string> {
  const copy = await makeTemporaryFolder('site-generator-');
  await Promise.all(
    ['bin', 'lib', 'src', 'package.json', 'tsconfig.json'].map((name) =>
      cp(path.join(repoRoot, name), path.join(copy, name), { recursive: true }),
    ),
  );
  await mkdir(path.join(copy, 'node_modules'));
  const packages = (await readdir(path.join(repoRoot, 'node_modules'))).filter(
    (name) => name !== '.cache',
  );
  await Promise.all(
    packages.map((name) =>
      symlink(path.join(repoRoot, 'node_modules', name), path.join(copy, 'node_modules', name)),
    ),
  );
  return copy;
}

/** Every file under `folder`, relative to it, with its contents. */
async function readTree(folder: string): Promise<Map<string, string>> {
  const files = (await readdir(folder, { recursive: true, withFileTypes: true })).filter((entry) =>
    entry.isFile(),
  );
  return new Map(
    await Promise.all(
      files.map(
        async (entry) =>
          [
            path.relative(folder, path.join(entry.parentPath, entry.name)),
            await readFile(path.join(entry.parentPath, entry.name), 'utf8'),
          ] as const,
      ),
    ),
  );
}

const damages: Record<string, (data: Buffer) => Buffer> = {
  truncated: (data) => data.subarray(0, Math.floor(data.length / 2)),
  emptied: () => Buffer.alloc(0),
  'overwritten with random bytes': (data) => randomBytes(Math.max(64, data.length)),
};

describe('a damaged cache', () => {
  it('is ignored and rebuilt: every kind of cache file truncated, emptied or overwritten gives the output of a --no-cache build, with exit code 0', {
    timeout: 240_000,
  }, async () => {
    const generator = await generatorCopy();
    const root = await copyFixture('basic-site');
    const cache = path.join(generator, 'node_modules', '.cache', 'site');
    const site = (args: string[]) =>
      promisify(execFile)(process.execPath, [path.join(generator, 'bin', 'site.js'), ...args], {
        cwd: root,
        env: { ...process.env, NO_COLOR: '1' },
      });
    await site(['build', '--quiet', '--no-cache', '--out', 'expected']);
    const expected = await readTree(path.join(root, 'expected'));
    await site(['build', '--quiet']);
    // What each kind of cache file is called, relative to the cache folder.
    const kinds: Record<string, RegExp> = {
      'prefixed stylesheet': /^[0-9a-f]+\/css\/[0-9a-f]{40}$/,
    };
    // Each build damages every kind at once, one build per damage.
    const rounds = [['prefixed stylesheet']];
    expect(rounds.flat().sort(), 'every kind is damaged in one round').toEqual(
      Object.keys(kinds).sort(),
    );
    let run = 0;
    for (const round of rounds) {
      for (const [damage, change] of Object.entries(damages)) {
        const damaged = `${round.join(', ')} ${damage}`;
        const tree = [...(await readTree(cache)).keys()].map((file) =>
          file.split(path.sep).join('/'),
        );
        for (const kind of round) {
          const files = tree.filter((file) => kinds[kind]!.test(file));
          expect(files.length, `${kind} exists in the cache`).toBeGreaterThan(0);
          for (const file of files)
            await writeFile(path.join(cache, file), change(await readFile(path.join(cache, file))));
        }
        const out = `out-${run++}`;
        const { stderr } = await site(['build', '--quiet', '--out', out]).catch(
          (error: { code: number; stderr: string }) => {
            throw new Error(`${damaged}: exit code ${error.code}\n${error.stderr}`);
          },
        );
        expect(stderr, damaged).toBe('');
        const built = await readTree(path.join(root, out));
        expect([...built.keys()].sort(), damaged).toEqual([...expected.keys()].sort());
        for (const [file, contents] of expected)
          expect(built.get(file), `${damaged}: ${file}`).toBe(contents);
      }
    }
  });
});
