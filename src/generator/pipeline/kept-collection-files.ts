/**
 * The feeds and data files of the last build, kept in the cache folder and reused while what
 * they are made from is the same: the site's code (the compiled bundle, named by a hash of its
 * code), the site settings and every entry of every collection (its id, file, data and HTML).
 * They are the site's functions of those inputs alone (DataFileConfig, FeedConfig), as watch
 * mode's memo already takes them to be; a blog's search index is a large part of a warm build.
 * The lockfiles are part of the key too: the `feed` package, or one the site's functions call,
 * may write other bytes in another version.
 */
import { createHash } from 'node:crypto';
import path from 'node:path';
import { GENERATOR_MODULES } from '../config';
import type { Collections, SiteConfig } from '../contract';
import { checkedCacheBytes, readOrUndefined, writeCacheEntry } from './compile-cache';
import type { OutputFile } from './hash-asset';

/** The files, or the kept ones when their inputs are unchanged; `make()` computes them. */
export async function keptCollectionFiles(
  folder: string,
  inputs: Inputs,
  make: () => OutputFile[],
): Promise<OutputFile[]> {
  let key: string;
  try {
    key = inputsKey(inputs);
  } catch {
    // Entry data that JSON cannot hold (a BigInt made by a schema): no key, so the files are made every time.
    return make();
  }
  const file = path.join(folder, 'collection-files');
  const kept = unpack(checkedCacheBytes(readOrUndefined(file)), key);
  if (kept) return kept;
  const files = make();
  await writeCacheEntry(file, pack(key, files)).catch(() => undefined);
  return files;
}

interface Inputs {
  /** The project root, whose lockfile (and the generator's) is read. */
  root: string;
  /** The compiled site's code, by name (a hash of it). */
  code: string;
  site: SiteConfig;
  collections: Collections;
}

const LOCKFILES = [
  'package-lock.json',
  'npm-shrinkwrap.json',
  'pnpm-lock.yaml',
  'yarn.lock',
  'bun.lock',
];

function inputsKey({ root, code, site, collections }: Inputs): string {
  const hash = createHash('sha1').update(JSON.stringify([code, site]));
  for (const folder of new Set([root, path.dirname(GENERATOR_MODULES)])) {
    for (const name of LOCKFILES)
      hash.update(`\0${name}\0`).update(readOrUndefined(path.join(folder, name)) ?? '');
  }
  for (const [name, entries] of Object.entries(collections)) {
    hash.update(`\0${name}\0${entries.length}`);
    for (const entry of entries)
      hash
        .update(
          `\0${JSON.stringify([entry.id, entry.file, entry.draft ?? false, entry.data])}\0${entry.html.length}\0`,
        )
        .update(entry.html);
  }
  return hash.digest('hex');
}

/** One line of JSON (the key, each file's path, byte length and whether it is text), then the files' bytes. */
function pack(key: string, files: OutputFile[]): Buffer {
  const bodies = files.map((file) => Buffer.from(file.contents));
  const head = {
    key,
    files: files.map((file, index) => [
      file.path,
      bodies[index]!.length,
      typeof file.contents === 'string',
    ]),
  };
  return Buffer.concat([Buffer.from(`${JSON.stringify(head)}\n`), ...bodies]);
}

function unpack(data: Buffer | undefined, key: string): OutputFile[] | undefined {
  const newline = data?.indexOf(0x0a) ?? -1;
  if (!data || newline < 0) return undefined;
  let head: { key?: unknown; files?: Array<[string, number, boolean]> };
  try {
    head = JSON.parse(data.subarray(0, newline).toString('utf8')) as typeof head;
  } catch {
    return undefined;
  }
  if (head.key !== key || !Array.isArray(head.files)) return undefined;
  let at = newline + 1;
  return head.files.map(([filePath, length, isText]) => {
    const bytes = data.subarray(at, (at += length));
    return { path: filePath, contents: isText ? bytes.toString('utf8') : new Uint8Array(bytes) };
  });
}
