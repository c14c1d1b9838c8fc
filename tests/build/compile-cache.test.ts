import { mkdir, readdir, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cachedCompile } from '../../src/build/compile-cache';
import { makeTemporaryFolder, removeTemporaryFolders } from '../helpers';

afterAll(removeTemporaryFolders);

/** A project with two sources in src/, written long enough ago that the cache may keep results made from them. */
async function project() {
  const root = await makeTemporaryFolder('site-compile-cache-');
  await mkdir(path.join(root, 'src'));
  const files = { main: path.join(root, 'src', 'main.ts'), util: path.join(root, 'src', 'util.ts') };
  await writeFile(files.main, "import './util';\n");
  await writeFile(files.util, 'export {};\n');
  await age(files.main, files.util);
  const options = { folder: await makeTemporaryFolder('site-compile-cache-records-'), root, enabled: true };
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

const age = (...files: string[]) => Promise.all(files.map((file) => utimes(file, new Date(Date.now() - 60_000), new Date(Date.now() - 60_000))));

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

  it('keeps no result when an input changed while it was compiled', async () => {
    const { run, files } = await project();
    expect(await run('v1', () => writeFile(files.util, 'export const edited = 1;\n'))).toBe('compiled 1');
    expect(await run()).toBe('compiled 2');
  });

  it('stores nothing and always compiles when it is off', async () => {
    const { options, files } = await project();
    const off = { ...options, enabled: false };
    const compile = async () => ({ result: 'fresh', inputs: [files.main] });
    expect(await cachedCompile(off, 'main', 'v1', compile)).toBe('fresh');
    expect(await readdir(options.folder).catch(() => [])).toEqual([]);
  });
});
