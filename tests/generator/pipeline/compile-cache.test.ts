import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cp, mkdir, readdir, readFile, symlink, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { cachedCompile } from '../../../src/generator/pipeline/compile-cache';
import { copyFixture, makeTemporaryFolder, removeTemporaryFolders, repoRoot } from '../../helpers';

afterAll(removeTemporaryFolders);

/** A project with two sources in src/, written long enough ago that the cache may keep results made from them. */
async function project() {
  const root = await makeTemporaryFolder('site-compile-cache-');
  await mkdir(path.join(root, 'src'));
  const files = {
    main: path.join(root, 'src', 'main.ts'),
    util: path.join(root, 'src', 'util.ts'),
  };
  await writeFile(files.main, "import './util';\n");
  await writeFile(files.util, 'export {};\n');
  await age(files.main, files.util);
  const options = {
    folder: await makeTemporaryFolder('site-compile-cache-records-'),
    root,
    enabled: true,
  };
  let compiles = 0;
  /** Compiles "main" from both files; `during` runs while it compiles. */
  const run = (settings: unknown = 'v1', during?: () => Promise<void>) =>
    cachedCompile(options, 'main', settings, async () => {
      compiles++;
      await during?.();
      return { result: `compiled ${compiles}`, inputs: [files.main, files.util] };
    });
  return { root, files, options, run, compiles: () => compiles };
}

const age = (...files: string[]) =>
  Promise.all(
    files.map((file) => utimes(file, new Date(Date.now() - 60_000), new Date(Date.now() - 60_000))),
  );

describe('the compile cache', () => {
  it('returns the stored result while no input, folder or setting changed', async () => {
    const { run, compiles } = await project();
    expect(await run()).toBe('compiled 1');
    expect(await run()).toBe('compiled 1');
    expect(compiles()).toBe(1);
  });

  it('compiles again when an input changes', async () => {
    const { run, files } = await project();
    await run();
    await writeFile(files.util, 'export const changed = true;\n');
    expect(await run()).toBe('compiled 2');
  });

  it('compiles again when a folder holding an input, or the one above, gains a file, which could change what an import resolves to', async () => {
    const { run, root } = await project();
    await run();
    await writeFile(path.join(root, 'src', 'util.tsx'), 'export {};\n');
    expect(await run()).toBe('compiled 2');
    await writeFile(path.join(root, 'src.ts'), 'export {};\n');
    expect(await run()).toBe('compiled 3');
  });

  it('ignores new folders, such as the build output, beside the sources', async () => {
    const { run, root } = await project();
    await run();
    await mkdir(path.join(root, 'dist'));
    await mkdir(path.join(root, 'src', 'later'));
    expect(await run()).toBe('compiled 1');
  });

  it('compiles again when a tsconfig.json on the way changes, or the settings do', async () => {
    const { run, root } = await project();
    await writeFile(path.join(root, 'tsconfig.json'), '{}');
    await age(path.join(root, 'tsconfig.json'));
    await run();
    await writeFile(path.join(root, 'tsconfig.json'), '{"compilerOptions":{"jsx":"preserve"}}');
    expect(await run()).toBe('compiled 2');
    expect(await run('v2')).toBe('compiled 3');
  });

  /**
   * Compiles a project whose input was last modified `ageMs` ago, then edits that input keeping its
   * size, inode and time (only reading it would tell), and says what the next run did.
   */
  async function editInPlaceKeepingTime(ageMs: number): Promise<string> {
    const { run, files } = await project();
    const then = new Date(Date.now() - ageMs);
    await utimes(files.util, then, then);
    await run();
    const text = await readFile(files.util, 'utf8');
    await writeFile(files.util, text.replace(/[a-z]/, 'x'));
    await utimes(files.util, then, then);
    return run();
  }

  it('trusts an input whose size, inode and modification time are as recorded, without reading it again', async () => {
    expect(await editInPlaceKeepingTime(60_000)).toBe('compiled 1');
  });

  it('reads an input modified just before the compile again, since a coarse clock can give its next edit the same time', async () => {
    expect(await editInPlaceKeepingTime(1_000)).toBe('compiled 2');
  });

  it('keeps no result when an input changed while it was compiled', async () => {
    const { run, files } = await project();
    expect(await run('v1', () => writeFile(files.util, 'export const edited = 1;\n'))).toBe(
      'compiled 1',
    );
    expect(await run()).toBe('compiled 2');
  });

  it('compiles again when its record is truncated, emptied or overwritten, instead of trusting or failing on it', async () => {
    const { run, options } = await project();
    await run();
    const record = path.join(options.folder, 'compile', 'main.json');
    const text = await readFile(record);
    for (const [index, change] of Object.values(damages).entries()) {
      await writeFile(record, change(text));
      expect(await run()).toBe(`compiled ${index + 2}`);
    }
  });

  it('compiles again when a file the compile wrote changed since', async () => {
    const { options, files } = await project();
    const output = path.join(options.folder, 'bundle.js');
    let compiles = 0;
    const run = () =>
      cachedCompile(options, 'main', 'v1', async () => {
        await writeFile(output, `bundle ${++compiles}`);
        return { result: output, inputs: [files.main], outputs: [output] };
      });
    await run();
    await run();
    expect(compiles).toBe(1);
    await writeFile(output, 'bund');
    await run();
    expect(compiles).toBe(2);
    expect(await readFile(output, 'utf8')).toBe('bundle 2');
  });

  it('stores nothing and always compiles when it is off', async () => {
    const { options, files } = await project();
    const off = { ...options, enabled: false };
    const compile = async () => ({ result: 'fresh', inputs: [files.main] });
    expect(await cachedCompile(off, 'main', 'v1', compile)).toBe('fresh');
    expect(await readdir(options.folder).catch(() => [])).toEqual([]);
  });
});

/** A private copy of the generator (its own node_modules/.cache), so damaging its caches disturbs no other test. */
async function generatorCopy(): Promise<string> {
  const copy = await makeTemporaryFolder('site-generator-');
  await Promise.all(
    ['bin', 'src', 'package.json', 'tsconfig.json'].map((name) =>
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
      'compile record': /^[0-9a-f]+\/compile\/pages\.json$/,
      'stylesheet compile record': /^[0-9a-f]+\/compile\/css\.json$/,
      'page bundle': /^[0-9a-f]+\/compile\/pages-[0-9a-f]+\.cjs$/,
      'prefixed stylesheet': /^[0-9a-f]+\/css\/[0-9a-f]+\.css$/,
      'PNG icon': /^[0-9a-f]+\/icons\/[0-9a-f]+\.png$/,
      'CLI bundle record': /^cli\/inputs\.json$/,
      'CLI bundle': /^cli\/cli\.mjs$/,
      'CLI bundle chunk': /^cli\/chunk-\w+\.mjs$/,
    };
    // Each build damages several kinds at once, one build per damage and round: 9 builds instead of 24. A round never
    // holds a record and the file it records (a damaged record has its files made again, so their own damage would go
    // unread), nor two files of one bundle (one damaged file has the whole bundle made again); the CLI bundle is
    // checked and made by bin/site.js before the build reads any other cache file.
    const rounds = [
      ['compile record', 'prefixed stylesheet', 'PNG icon', 'CLI bundle chunk'],
      ['page bundle', 'stylesheet compile record', 'CLI bundle record'],
      ['CLI bundle'],
    ];
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
