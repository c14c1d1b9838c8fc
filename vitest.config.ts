import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    // One folder per run where the real site is built once for every file that reads it (tests/shared-build.ts).
    globalSetup: ['tests/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Builds are CPU-bound and the machines have two cores.
    maxWorkers: 2,
  },
});
