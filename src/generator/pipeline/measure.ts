/**
 * Sizes and times for the build report. A build records every file's bytes; pages are gzipped
 * only by whoever reads the sizes (the CLI for the rows it prints; `site check` for the budgets).
 */
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

/** A written file: its path relative to the output folder, and its size. */
export type SizeReport = { path: string; bytes: number };

/** A script or stylesheet: few and small, so its size gzipped at zlib's default level is reported too. */
export function measureAsset(path: string, contents: string | Uint8Array) {
  return { path, bytes: Buffer.byteLength(contents), gzipBytes: gzipSync(contents).byteLength };
}

export type AssetReport = ReturnType<typeof measureAsset>;

/** Gzipped size of a file, at zlib's default level (what servers and the budgets use). */
export function gzipSizeOf(file: string): number {
  return gzipSync(readFileSync(file)).byteLength;
}

export type PhaseTiming = { phase: string; ms: number };

/** Runs the phases of a build, each timed into `timings`. */
export function createPhaseTimer() {
  const timings: PhaseTiming[] = [];
  return {
    timings,
    async time<T>(phase: string, run: () => T | Promise<T>): Promise<T> {
      const started = performance.now();
      try {
        return await run();
      } finally {
        timings.push({ phase, ms: performance.now() - started });
      }
    },
  };
}
