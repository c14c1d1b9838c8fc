/**
 * esbuild's results kept between builds, so that a build whose code did not change neither
 * starts esbuild nor waits for it; and verified cache entries, which every cache file uses.
 *
 * A result is reused only while nothing that could change it changed: every file esbuild read
 * (its metafile's inputs) has the same contents; the folders holding them, and the folders
 * above those, hold the same file names (a new `x.tsx` beside `x.ts`, or an `x.ts` beside the
 * folder `x/`, changes what `./x` resolves to; folders are ignored, since a file always wins);
 * the tsconfig.json, jsconfig.json and package.json files from each input up to the project
 * root are the same, or still missing; the files the compile wrote beside its record are as it
 * wrote them; and the settings (esbuild's version, the options, anything the caller adds) are
 * the same. A result is not stored when an input changed while esbuild was reading it. A file
 * whose size, inode and modification time are those recorded with its hash is not read again
 * (as cache-store.ts trusts its files); one modified just before the compile always is.
 *
 * A cache entry begins with a hash of the rest, written with it: a truncated, emptied or
 * overwritten entry no longer matches its hash and is ignored (the work is done again), never
 * trusted and never fatal.
 */
import type { Metafile } from 'esbuild';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { writeFileAtomic } from '../atomic-write';
import { packageVersion } from '../config';

/** What a cached result was made from: each path with a hash of its contents or listing. */
interface Fingerprint {
  files: Array<[string, string]>;
  folders: Array<[string, string]>;
  /** Files the compile wrote (a page bundle), which the result names. */
  outputs: Array<[string, string]>;
  /** Size, inode and modification time of the files old enough to be trusted by them. */
  stamps?: Record<string, string>;
}

interface CacheRecord<T> {
  settings: string;
  fingerprint: Fingerprint;
  result: T;
}

const CLOCK_SLACK_MS = 20;
/** A file modified less than this long before its fingerprint is checked by its bytes (coarse file-system clocks). */
const STAMP_SLACK_MS = 3_000;

/** Files whose contents change how esbuild reads the sources in their folder and below. */
const CONFIG_FILES = ['tsconfig.json', 'jsconfig.json', 'package.json'];

export interface CompileCacheOptions {
  /** The project's cache folder; records go into its `compile/` folder. */
  folder: string;
  /** The project root: folders are fingerprinted from each input up to it. */
  root: string;
  /** Off: always compile, and store nothing. */
  enabled: boolean;
}

/**
 * Returns the cached result of `compile` for `name` while its fingerprint holds; otherwise
 * compiles, stores the result with the fingerprint of the inputs it reports (and of the
 * `outputs` it wrote, if any), and returns it.
 * `settings` must name everything besides the input files that shapes the result.
 */
export async function cachedCompile<T>(
  options: CompileCacheOptions,
  name: string,
  settings: unknown,
  compile: () => Promise<{ result: T; inputs: string[]; outputs?: string[] }>,
): Promise<T> {
  if (!options.enabled) {
    const { result, inputs } = await compile();
    remember(options.folder, name, inputs);
    return result;
  }
  const key = createHash('sha256')
    .update(JSON.stringify([esbuildVersion(), settings]))
    .digest('hex');
  const recordFile = path.join(options.folder, 'compile', `${name}.json`);
  const record = parseRecord<T>(await readCacheEntry(recordFile));
  if (record && record.settings === key && holds(record.fingerprint)) {
    remember(
      options.folder,
      name,
      record.fingerprint.files.map(([file]) => file),
    );
    return record.result;
  }

  // File times come from a coarser clock than Date.now(): allow for it.
  const started = Date.now() - CLOCK_SLACK_MS;
  const { result, inputs, outputs = [] } = await compile();
  remember(options.folder, name, inputs);
  const fingerprint = fingerprintOf(inputs, outputs, options.root, started);
  if (fingerprint)
    await writeCacheEntry(
      recordFile,
      JSON.stringify({ settings: key, fingerprint, result } satisfies CacheRecord<T>),
    ).catch(() => undefined);
  return result;
}

/** The files each compile of a project read (its inputs, and the config files that shape them), by cache folder and name. */
const lastInputs = new Map<string, Map<string, string[]>>();

function remember(folder: string, name: string, files: string[]): void {
  if (!lastInputs.has(folder)) lastInputs.set(folder, new Map());
  lastInputs.get(folder)!.set(name, files);
}

/** Every file the project's compiles read, as they last reported them: watch mode loads again only when one of them changed. */
export function compileInputs(folder: string): string[] {
  return [...(lastInputs.get(folder)?.values() ?? [])].flat();
}

function parseRecord<T>(text: string | undefined): CacheRecord<T> | undefined {
  try {
    const record = text === undefined ? undefined : (JSON.parse(text) as CacheRecord<T>);
    return record?.fingerprint?.outputs ? record : undefined;
  } catch {
    return undefined;
  }
}

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
export function checkedCacheBytes(data: Buffer | undefined): Buffer | undefined {
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

/**
 * esbuild options every cached compile of the project shares. Paths resolve from the project
 * root and stay as the project names them, not where symlinks lead (`preserveSymlinks`): the
 * fingerprint then sees a symlinked folder pointed elsewhere as changed sources, and errors
 * name the files as written.
 */
export function projectInputOptions(root: string): {
  absWorkingDir: string;
  preserveSymlinks: true;
} {
  return { absWorkingDir: root, preserveSymlinks: true };
}

/** The files esbuild read, from its metafile, as absolute paths. */
export function metafileInputs(metafile: Metafile, root: string): string[] {
  return Object.keys(metafile.inputs).map((input) => path.resolve(root, input));
}

let version: string | undefined;

/** esbuild's version, read from its package.json without loading esbuild. */
function esbuildVersion(): string {
  version ??= packageVersion('esbuild');
  return version;
}

const hashOf = (data: string | Buffer) => createHash('sha1').update(data).digest('hex');

/** The names of the files in a folder (not of its folders, which generated output comes and goes as). */
function listing(folder: string): string {
  try {
    const names = readdirSync(folder, { withFileTypes: true })
      .filter((entry) => !entry.isDirectory())
      .map((entry) => entry.name);
    return hashOf(names.sort().join('\n'));
  } catch {
    return 'missing';
  }
}

function contents(file: string): string {
  try {
    return hashOf(readFileSync(file));
  } catch {
    return 'missing';
  }
}

/** Size, inode and modification time (in ns) of a file, `missing`, or undefined when it is too new to vouch for. */
function stampOf(file: string, now = Number.POSITIVE_INFINITY): string | undefined {
  const stats = statSync(file, { bigint: true, throwIfNoEntry: false });
  if (!stats) return 'missing';
  return now - Number(stats.mtimeMs) >= STAMP_SLACK_MS
    ? `${stats.size}:${stats.ino}:${stats.mtimeNs}`
    : undefined;
}

function holds(fingerprint: Fingerprint): boolean {
  const stamps = fingerprint.stamps ?? {};
  const same = ([file, hash]: [string, string]) =>
    (stamps[file] !== undefined && stampOf(file) === stamps[file]) || contents(file) === hash;
  return (
    fingerprint.folders.every(([folder, hash]) => listing(folder) === hash) &&
    fingerprint.files.every(same) &&
    fingerprint.outputs.every(same)
  );
}

/** The fingerprint of the inputs and outputs, or undefined when an input changed after `since` (ms). */
function fingerprintOf(
  inputs: string[],
  outputs: string[],
  root: string,
  since: number,
): Fingerprint | undefined {
  const files = new Set<string>(inputs);
  const folders = new Set<string>();
  const configs = new Set<string>();
  for (const input of inputs) {
    const folder = path.dirname(input);
    folders.add(folder).add(path.dirname(folder));
    const inRoot = !path.relative(root, input).startsWith('..');
    for (let above = folder; ; above = path.dirname(above)) {
      for (const name of CONFIG_FILES) configs.add(path.join(above, name));
      if (!inRoot || above === root || path.dirname(above) === above) break;
    }
  }
  for (const file of [...files, ...configs]) {
    if (existsSync(file) && statSync(file).mtimeMs >= since) return undefined;
  }
  const now = Date.now();
  const stamps: Record<string, string> = {};
  for (const file of [...files, ...configs, ...outputs]) {
    const stamp = stampOf(file, now);
    if (stamp) stamps[file] = stamp;
  }
  return {
    files: [...files, ...configs].map((file) => [file, contents(file)]),
    folders: [...folders].map((folder) => [folder, listing(folder)]),
    outputs: outputs.map((file) => [file, contents(file)]),
    stamps,
  };
}
