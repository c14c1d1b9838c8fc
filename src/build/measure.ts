/**
 * Sizes for the build report. A build records every file's bytes; gzipping is left to whoever
 * reads the sizes (the CLI gzips only the rows it prints; `site check` gzips every page for the
 * budgets), because gzipping thousands of pages would cost more than rendering them.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';

export interface SizeReport {
  /** Path relative to the output folder. */
  path: string;
  bytes: number;
}

export function sizeOf(path: string, contents: string | Uint8Array): SizeReport {
  return { path, bytes: typeof contents === 'string' ? Buffer.byteLength(contents) : contents.byteLength };
}

/** Starts a clock; the function returns the milliseconds since. (`performance` costs ~1.5 ms to load.) */
export function startTimer(): () => number {
  const started = process.hrtime.bigint();
  return () => Number(process.hrtime.bigint() - started) / 1e6;
}

/** node:zlib loads when a size is first asked for: a quiet build never needs it. */
const require = createRequire(import.meta.url);
const zlib = () => require('node:zlib') as typeof import('node:zlib');

/** A script or stylesheet: few and small, so its gzipped size is part of the report. */
export interface AssetReport extends SizeReport {
  /** Gzipped at zlib's default level, when first read. */
  readonly gzipBytes: number;
}

export function measureAsset(path: string, contents: string | Uint8Array): AssetReport {
  let gzipBytes: number | undefined;
  return {
    ...sizeOf(path, contents),
    get gzipBytes() {
      gzipBytes ??= zlib().gzipSync(contents).byteLength;
      return gzipBytes;
    },
  };
}

/** Gzipped size of a file, at zlib's default level (what servers and the budgets use). */
export async function gzipSizeOf(file: string): Promise<number> {
  const contents = await readFile(file);
  return new Promise((resolve, reject) => zlib().gzip(contents, (error, result) => (error ? reject(error) : resolve(result.byteLength))));
}
