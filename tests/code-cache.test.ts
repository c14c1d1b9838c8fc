import { execFile } from 'node:child_process';
import { mkdir, readdir, writeFile } from 'node:fs/promises';
import Module from 'node:module';
import path from 'node:path';
import { promisify } from 'node:util';
import * as esbuild from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTemporaryFolder, removeTemporaryFolders, repoRoot } from './helpers';

afterAll(removeTemporaryFolders);

let folder: string;
let hook: string;

beforeAll(async () => {
  folder = await makeTemporaryFolder('site-code-cache-');
  hook = path.join(folder, 'code-cache.mjs');
  await esbuild.build({ entryPoints: [path.join(repoRoot, 'src', 'code-cache.ts')], bundle: true, format: 'esm', platform: 'node', outfile: hook, logLevel: 'error' });
});

/**
 * Runs a fresh Node that enables the cache in `cache`, requires `module` and prints what it got
 * and the counts; `then` is more code to run afterwards.
 */
async function run(cache: string, module: string, then = ''): Promise<{ value: unknown; hits: number; misses: number }> {
  const script = [
    `import { createRequire } from 'node:module';`,
    `import v8 from 'node:v8';`,
    `import { enableCodeCache, codeCacheCounts } from ${JSON.stringify(hook)};`,
    `enableCodeCache(${JSON.stringify(cache)});`,
    `const require = createRequire(import.meta.url);`,
    `const value = require(${JSON.stringify(module)}).describe();`,
    then,
    `console.log(JSON.stringify({ value, ...codeCacheCounts() }));`,
  ].join('\n');
  const { stdout } = await promisify(execFile)(process.execPath, ['--input-type=module', '-e', script]);
  return JSON.parse(stdout) as { value: unknown; hits: number; misses: number };
}

// Node 22 and later cache natively (module.enableCompileCache), and count nothing here.
describe.skipIf('enableCompileCache' in Module)('the code cache on Node 20', () => {
  it('compiles a module from cached data on the next run, and the module behaves the same', async () => {
    const cache = path.join(folder, 'cache-a');
    const project = path.join(folder, 'a');
    await mkdir(path.join(project, 'lib'), { recursive: true });
    await writeFile(path.join(project, 'lib', 'helper.js'), 'exports.twice = (n) => n * 2;\n');
    await writeFile(
      path.join(project, 'main.cjs'),
      "const { twice } = require('./lib/helper.js');\nexports.describe = () => ({ twice: twice(21), dir: __dirname, file: __filename, resolved: require.resolve('./lib/helper.js'), self: module.exports === exports });\n",
    );
    const main = path.join(project, 'main.cjs');
    const first = await run(cache, main);
    expect(first).toEqual({
      value: { twice: 42, dir: project, file: main, resolved: path.join(project, 'lib', 'helper.js'), self: true },
      hits: 0,
      misses: 2,
    });
    expect(await readdir(path.join(cache, process.version))).toHaveLength(2);
    expect(await run(cache, main)).toEqual({ ...first, hits: 2, misses: 0 });
  });

  it('compiles a changed module afresh', async () => {
    const cache = path.join(folder, 'cache-b');
    const module = path.join(folder, 'b.cjs');
    await writeFile(module, 'exports.describe = () => "before";\n');
    expect(await run(cache, module)).toEqual({ value: 'before', hits: 0, misses: 1 });
    await writeFile(module, 'exports.describe = () => "after";\n');
    expect(await run(cache, module)).toEqual({ value: 'after', hits: 0, misses: 1 });
    expect(await run(cache, module)).toEqual({ value: 'after', hits: 1, misses: 0 });
  });

  it('writes no data for a module compiled before V8’s flags changed, which the next run would reject', async () => {
    const cache = path.join(folder, 'cache-d');
    const [before, after] = [path.join(folder, 'd-before.cjs'), path.join(folder, 'd-after.cjs')];
    await writeFile(before, 'exports.describe = () => "before";\n');
    await writeFile(after, 'exports.describe = () => "after";\n');
    const changeFlags = `v8.setFlagsFromString('--liftoff-only'); require(${JSON.stringify(after)});`;
    expect(await run(cache, before, changeFlags)).toEqual({ value: 'before', hits: 0, misses: 2 });
    expect(await readdir(path.join(cache, process.version))).toHaveLength(1);
    expect(await run(cache, before, changeFlags)).toEqual({ value: 'before', hits: 1, misses: 1 });
  });

  it('leaves a module that uses import() to Node', async () => {
    const cache = path.join(folder, 'cache-c');
    const module = path.join(folder, 'c.cjs');
    await writeFile(module, "exports.describe = () => typeof (() => import('node:path'));\n");
    expect(await run(cache, module)).toEqual({ value: 'function', hits: 0, misses: 0 });
  });
});
