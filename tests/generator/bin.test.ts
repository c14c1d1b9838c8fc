/**
 * bin/site.js runs the CLI from lib/, the bundle of the TypeScript sources the package's `prepare`
 * script makes. A bug in the generator must still be found in those sources: the crash's stack
 * trace names the .ts file and line. Without the bundle, the command says how to make it.
 *
 * The generator is copied (its node_modules linked package by package) so that a bug can be put
 * into its sources, and its bundle is this test's own.
 */
import { execFile, execFileSync } from 'node:child_process';
import { cp, mkdir, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { copyFixture, makeTemporaryFolder, removeTemporaryFolders, repoRoot } from '../helpers';

afterAll(removeTemporaryFolders);

async function generatorCopy(): Promise<string> {
  const copy = await makeTemporaryFolder('site-generator-');
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
  return copy;
}

function run(
  generator: string,
  args: string[],
  cwd: string,
): Promise<{ code: number; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [path.join(generator, 'bin', 'site.js'), ...args],
      { cwd, env: { ...process.env, NO_COLOR: '1' } },
      (error, _stdout, stderr) => {
        resolve({ code: typeof error?.code === 'number' ? error.code : error ? 1 : 0, stderr });
      },
    );
  });
}

describe('bin/site.js', { timeout: 180_000 }, () => {
  it('names the TypeScript file and line of a crash in the generator, once `npm run prepare` bundled the edited source', async () => {
    const generator = await generatorCopy();
    const project = await copyFixture('basic-site');
    expect((await run(generator, ['build', '--quiet', '--out', 'first'], project)).code).toBe(0);

    // A bug, put into the copy's route planner, which is then bundled again.
    const planner = path.join(generator, 'src', 'generator', 'pipeline', 'plan-routes.ts');
    const source = await readFile(planner, 'utf8');
    const signature = source.indexOf('export function planRoutes(');
    const bodyStart = source.indexOf('{\n', signature) + 2;
    await writeFile(
      planner,
      `${source.slice(0, bodyStart)}  if (pages) throw new TypeError('a bug in the route planner');\n${source.slice(bodyStart)}`,
    );
    const line = source.slice(0, bodyStart).split('\n').length;
    execFileSync('npm', ['run', '--silent', 'prepare'], { cwd: generator });

    const { code, stderr } = await run(generator, ['build', '--quiet', '--out', 'second'], project);
    expect(code).toBe(1);
    expect(stderr).toContain('site crashed');
    expect(stderr).toContain('a bug in the route planner');
    expect(stderr).toContain(`${planner}:${line}:`);
    expect(stderr).not.toMatch(/\.cache[\\/]site/);
  });

  it('says the CLI is not built, and how to build it, when lib/ is missing', async () => {
    const generator = await generatorCopy();
    await rm(path.join(generator, 'lib'), { recursive: true });
    const { code, stderr } = await run(generator, ['--version'], generator);
    expect(code).toBe(1);
    expect(stderr).toContain('site is not built');
    expect(stderr).toContain('hint: Run npm install (or npm run prepare)');
    expect(stderr).not.toMatch(/\n\s+at /);
  });
});
