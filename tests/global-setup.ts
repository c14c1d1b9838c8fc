/**
 * Vitest's global setup: one temporary folder per test run, in which the first test file that
 * needs the real site's build (or its `site check`) makes it once for every file of the run
 * (tests/shared-build.ts). Nothing is built here, so a run of files that never ask costs nothing.
 */
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
  const folder = await mkdtemp(path.join(os.tmpdir(), 'site-shared-'));
  project.provide('sharedFolder', folder);
  return async () => {
    await rm(folder, { recursive: true, force: true });
  };
}
