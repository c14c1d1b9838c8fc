/**
 * A cache file begins with a hash of the rest, written with it: a truncated, emptied or
 * overwritten file no longer matches its hash and is ignored (the work is done again), never
 * trusted and never fatal. The prefixed stylesheet, the icons and the store of share images and
 * photos (cache-store.ts) are kept so, each under a hash of what it is made from.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { writeFileAtomic } from '../atomic-write';

const hashOf = (data: string | Buffer) => createHash('sha1').update(data).digest('hex');

/** The bytes of a cache entry written by `writeCacheEntry`, or undefined when it is missing or damaged. */
export async function readCacheBytes(file: string): Promise<Buffer | undefined> {
  return checkedCacheBytes(await readFile(file).catch(() => undefined));
}

/** A file's bytes, or undefined when it cannot be read. */
export function readOrUndefined(file: string): Buffer | undefined {
  try {
    return readFileSync(file);
  } catch {
    return undefined;
  }
}

/** The contents of a cache entry's bytes (`writeCacheEntry`), or undefined when they are missing or damaged. */
function checkedCacheBytes(data: Buffer | undefined): Buffer | undefined {
  const newline = data?.indexOf(0x0a) ?? -1;
  if (data === undefined || newline < 0) return undefined;
  const contents = data.subarray(newline + 1);
  return data.subarray(0, newline).toString('latin1') === hashOf(contents) ? contents : undefined;
}

/** The text of a cache entry written by `writeCacheEntry`, or undefined when it is missing or damaged. */
export async function readCacheEntry(file: string): Promise<string | undefined> {
  return (await readCacheBytes(file))?.toString('utf8');
}

/** Writes a cache entry: a hash of `contents` on the first line, then `contents`, atomically. */
export async function writeCacheEntry(file: string, contents: string | Buffer): Promise<void> {
  await writeFileAtomic(
    file,
    Buffer.concat([Buffer.from(`${hashOf(contents)}\n`, 'latin1'), Buffer.from(contents)]),
  );
}
