/**
 * Sizes and times for the build report. A build records every file's bytes; pages are gzipped
 * only by whoever reads the sizes (the CLI for the rows it prints; `site check` for the budgets).
 */
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

export interface SizeReport {
  /** Path relative to the output folder. */
  path: string;
  bytes: number;
}

/** A script or stylesheet: few and small, so its gzipped size is part of the report. */
export interface AssetReport extends SizeReport {
  /** Gzipped at zlib's default level. */
  gzipBytes: number;
}

export function measureAsset(path: string, contents: string | Uint8Array): AssetReport {
  const bytes = typeof contents === 'string' ? Buffer.byteLength(contents) : contents.byteLength;
  return { path, bytes, gzipBytes: gzipSync(contents).byteLength };
}

/** Gzipped size of a file, at zlib's default level (what servers and the budgets use). */
export function gzipSizeOf(file: string): number {
  return gzipSync(readFileSync(file)).byteLength;
}

export interface PhaseTiming {
  phase: string;
  ms: number;
}

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
