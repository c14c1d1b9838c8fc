/**
 * The real site built once per test run, for the test files that only read its output.
 *
 * Building the real site takes seconds of CPU; a dozen files used to build it each. Now the
 * first file to ask builds it into the run's folder (tests/global-setup.ts) while the others
 * wait for it, across the test workers: whoever creates `<name>.lock` first computes, writes
 * `<name>.json` (or `<name>.failed` with the error), and the others read that. Files that
 * change the project or the output still build their own copy.
 *
 * The shared output must be treated as read-only: copy it before changing anything in it.
 */
import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { inject } from 'vitest';
import { build, check, type BuildResult, type CheckResult } from '../src/generator/index';
import { repoRoot } from './helpers';

/** What the tests read of the real site's BuildResult (its JSON-safe parts). */
export type SharedBuildResult = Pick<
  BuildResult,
  'outDir' | 'pages' | 'script' | 'pageScripts' | 'style' | 'shareImages' | 'warnings'
>;

/** How long a file waits for another file's build or check before failing. */
const WAIT_MS = 240_000;
/** The time limit for a test or hook that awaits the shared build or check: the machine may be busy. */
export const SHARED_BUILD_TIMEOUT_MS = 300_000;

/** The run's shared folder, made by the global setup of vitest.config.ts. */
function folder(): string {
  const provided = inject('sharedFolder');
  if (!provided)
    throw new Error(
      'tests/shared-build.ts needs the run folder of tests/global-setup.ts: run the tests with vitest.config.ts (npx vitest run <file>).',
    );
  return provided;
}

const memo = new Map<string, Promise<unknown>>();

/** `compute()` once per test run under `name`, its JSON result shared by every test file. */
function once<T>(name: string, compute: (dir: string) => Promise<T>): Promise<T> {
  let promise = memo.get(name) as Promise<T> | undefined;
  if (!promise) {
    promise = (async () => {
      const dir = folder();
      const done = path.join(dir, `${name}.json`);
      const failed = path.join(dir, `${name}.failed`);
      try {
        await mkdir(path.join(dir, `${name}.lock`));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
        return waitFor<T>(name, done, failed);
      }
      try {
        const value = await compute(dir);
        await writeFile(`${done}.tmp`, JSON.stringify(value));
        await rename(`${done}.tmp`, done);
        return value;
      } catch (error) {
        await writeFile(
          failed,
          error instanceof Error
            ? `${error.name}: ${error.message}\n${error.stack ?? ''}`
            : String(error),
        );
        throw error;
      }
    })();
    memo.set(name, promise);
  }
  return promise;
}

async function waitFor<T>(name: string, done: string, failed: string): Promise<T> {
  const deadline = Date.now() + WAIT_MS;
  for (;;) {
    if (existsSync(done)) return JSON.parse(await readFile(done, 'utf8')) as T;
    if (existsSync(failed))
      throw new Error(
        `the shared ${name} failed in another test file:\n${await readFile(failed, 'utf8')}`,
      );
    if (Date.now() > deadline)
      throw new Error(
        `the shared ${name} did not finish within ${WAIT_MS / 1000} s in another test file`,
      );
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The real site, built once per run as `site build` builds it (read-only: copy it to change it). */
export function realSiteBuild(): Promise<SharedBuildResult> {
  return once('real-site-build', async (dir) => {
    const result = await build({ root: repoRoot, outDir: path.join(dir, 'real-site-dist') });
    const { outDir, pages, script, pageScripts, style, shareImages, warnings } = result;
    return { outDir, pages, script, pageScripts, style, shareImages, warnings };
  });
}

/** `site check` of the shared build of the real site, run once per run. */
export function realSiteCheck(): Promise<CheckResult> {
  return once('real-site-check', async () => {
    const { outDir } = await realSiteBuild();
    return check({ root: repoRoot, distDir: outDir });
  });
}
