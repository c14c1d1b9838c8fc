import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { defineConfig } from 'vitest/config';

/**
 * Vitest's order (longest first when it has the durations of an earlier run, larger files first
 * in a fresh clone), with the browser suite first, pages.test.ts ahead of it: on two workers the
 * longest files must start first, or the run ends with one worker on them and the other idle. In a
 * fresh clone (CI) Vitest has no durations, and pages.test.ts, the longest file, is not a large one.
 */
class BrowserSuiteFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (file: TestSpecification) =>
      file.moduleId.endsWith('/tests/website/browser/pages.test.ts')
        ? 0
        : file.moduleId.includes('/tests/website/browser/')
          ? 1
          : 2;
    // Array.prototype.sort is stable: within a rank, Vitest's order stays.
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b));
  }
}

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    // One folder per run where the real site is built once for every file that reads it (tests/shared-build.ts).
    globalSetup: ['tests/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Builds are CPU-bound and the machines have two cores.
    maxWorkers: 2,
    sequence: { sequencer: BrowserSuiteFirst },
  },
});
