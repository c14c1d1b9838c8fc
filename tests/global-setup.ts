/**
 * Vitest's global setup: the CLI bundled from the sources as they are now (the package's
 * `prepare` script, which bin/site.js runs), and one temporary folder per test run, in which the
 * first test file that needs the real site's build (or its `site check`) makes it once for every
 * file of the run (tests/shared-build.ts).
 */
import { execFileSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's folder for what test files share (tests/shared-build.ts). */
    sharedFolder: string;
  }
}

export default async function setup(project: TestProject) {
  execFileSync('npm', ['run', '--silent', 'prepare'], {
    cwd: path.resolve(import.meta.dirname, '..'),
    stdio: 'inherit',
  });
  const folder = await mkdtemp(path.join(os.tmpdir(), 'site-shared-'));
  project.provide('sharedFolder', folder);
  return async () => {
    await rm(folder, { recursive: true, force: true });
  };
}
