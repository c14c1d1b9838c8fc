/**
 * Sizes for the build report. A build records every file's bytes; gzipping is left to whoever
 * shows sizes (the CLI gzips only the rows it prints; `site check` gzips every page for the
 * budgets), because gzipping thousands of pages would cost more than rendering them.
 */
import { readFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';

export interface SizeReport {
  /** Path relative to the output folder. */
  path: string;
  bytes: number;
}

export function sizeOf(path: string, contents: string | Uint8Array): SizeReport {
  return { path, bytes: typeof contents === 'string' ? Buffer.byteLength(contents) : contents.byteLength };
}

const gzipAsync = promisify(gzip);

/** A script or stylesheet: few, small, and shown in every report, so gzipped by the build. */
export interface AssetReport extends SizeReport {
  gzipBytes: number;
}

export async function measureAsset(path: string, contents: string | Uint8Array): Promise<AssetReport> {
  return { ...sizeOf(path, contents), gzipBytes: (await gzipAsync(contents)).byteLength };
}

/** Gzipped size of a file, at zlib's default level (what servers and the budgets use). */
export async function gzipSizeOf(file: string): Promise<number> {
  return (await gzipAsync(await readFile(file))).byteLength;
}
