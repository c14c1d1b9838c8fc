/**
 * What watch mode keeps between runs of the build's phases, so that each run does only what a
 * change reaches: the loaded page bundle (reused while esbuild's inputs are unchanged), each
 * content file's entry (reused while its text is the same), and each page as rendered with
 * what it read (reused while its code, its props and what it read are unchanged).
 *
 * `site build` runs the same phases with no memo. The output is the same either way (tested).
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Entry } from '../contract';
import type { ContentMemo } from './load-content';
import type { PhotoUse, Probe } from './photos';
import type { OutputFile } from './hash-asset';
import type { LoadedProject } from './load-pages';
import type { PlannedRoute } from './plan-routes';
import type { PageSummary } from './render-page';
import type { PageSources } from './security-headers';

/** One page as rendered, with what it was rendered from. */
export interface PageRecord {
  route: PlannedRoute;
  /** The page's code (its sources and the config's), the shell and the site settings it was rendered with. */
  key: string;
  /** What the page read (track-reads.ts): `<collection>/<id>:html`, `<collection>/<id>:data.<field>`, `<collection>/<id>:data`, `list:<collection>`. */
  reads: Set<string>;
  summary: PageSummary;
  sources: PageSources;
  bytes: number;
  /** The photos it looked up and asked for (`<Image>`). */
  photos?: PhotoUse;
}

export interface BuildMemo {
  /** The page bundle last loaded, while its file (named by a hash of its code) is the same. */
  project?: LoadedProject;
  /** The hash of each page's code, by page file, for the loaded bundle. */
  codeKeys: Map<string, string>;
  /** The hash of the code of content/config.ts (the files esbuild built it from). */
  configKey?: string;
  /** The feeds and data files of the last run, with what they were made from and the collections they read. */
  collectionFiles?: { key: string; reads: Set<string>; files: OutputFile[] };
  /** Each content file's text and what it became. */
  content: ContentMemo;
  pages: Map<string, PageRecord>;
  /** Every file the last run wrote into the output, relative to it, with a hash of its contents. */
  written: Map<string, string>;
  /** Whether the output holds a complete run (the first run replaces it as `site build` does). */
  hasOutput: boolean;
  /** The files changed since the last good run, as the watcher reported them; undefined: unknown, check everything. */
  changed?: Set<string>;
  /** The raster images under public/ as the last run read them (photos.ts), reused while nothing there changed. */
  photoProbes?: ReadonlyMap<string, Probe>;
  /** The load phase's result of the last good run, and every file its compiles read. */
  loaded?: { result: unknown; inputs: Set<string> };
  /** The icons and web manifest of the last run, with the site settings they were made from (icons.ts). */
  icons?: { site: string; files: OutputFile[] };
}

export function createMemo(): BuildMemo {
  return {
    codeKeys: new Map(),
    content: new Map(),
    pages: new Map(),
    written: new Map(),
    hasOutput: false,
  };
}

export const hashOf = (data: string | Uint8Array): string =>
  createHash('sha1').update(data).digest('hex');

/** Whether a file in `folder` (public/, say) changed since the last good run; true when the changes are unknown. */
export function changedIn(memo: BuildMemo | undefined, folder: string): boolean {
  if (!memo?.changed) return true;
  for (const file of memo.changed) if (file.startsWith(folder + path.sep)) return true;
  return false;
}

/** The hash of each page's code (the files esbuild built it from, and those of content/config.ts), and of the config's alone. */
export function codeKeysOf(project: LoadedProject): { pages: Map<string, string>; config: string } {
  const hashes = new Map<string, string>();
  const hashOfFile = (file: string) => {
    let hash = hashes.get(file);
    if (hash === undefined) {
      try {
        hash = hashOf(readFileSync(file));
      } catch {
        hash = 'missing';
      }
      hashes.set(file, hash);
    }
    return hash;
  };
  const { sources } = project.bundle;
  const config = (sources.config ?? []).map(hashOfFile).join();
  return {
    pages: new Map(
      project.pages.map((page, index) => [
        page.file,
        hashOf(`${config}|${(sources[`page${index}`] ?? []).map(hashOfFile).join()}`),
      ]),
    ),
    config: hashOf(config),
  };
}

/**
 * The names of what a page reads of each entry (track-reads.ts) and of what a save changed
 * (contentChanges), made once: every listing records some of every
 * entry (4,000 articles: 1,300 listing pages each sorting by all their dates), and a name made
 * for each page again held 215 MB more in watch mode than one shared name.
 */
const readNames = new WeakMap<Entry, { html: string; data: string; fields: Map<string, string> }>();

export function namesOf(entry: Entry) {
  let names = readNames.get(entry);
  if (!names) {
    const key = keyOf(entry);
    names = { html: `${key}:html`, data: `${key}:data`, fields: new Map() };
    readNames.set(entry, names);
  }
  return names;
}

export function fieldName(entry: Entry, field: string): string {
  const { data, fields } = namesOf(entry);
  let name = fields.get(field);
  if (name === undefined) fields.set(field, (name = `${data}.${field}`));
  return name;
}

/** The name of reading a collection's list (its entries, in order). */
const LIST = 'list:';
export const listName = (collection: string) => `${LIST}${collection}`;

/** What changed in the collections since the last run: entry parts, and lists that gained or lost entries. */
export interface ContentChanges {
  parts: Set<string>;
  lists: Set<string>;
}

/** Compares the entries of this run with the last run's, file by file. */
export function contentChanges(
  before: Map<string, Entry>,
  after: Map<string, Entry>,
): ContentChanges {
  const parts = new Set<string>();
  const lists = new Set<string>();
  for (const [file, entry] of before) {
    const next = after.get(file);
    if (next === entry) continue;
    const names = namesOf(entry);
    if (!next || keyOf(next) !== keyOf(entry)) {
      parts.add(names.html).add(names.data);
      lists.add(entry.collection);
      continue;
    }
    if (next.html !== entry.html) parts.add(names.html);
    // The draft flag is read like the front matter; without drafts, a flag that flips also adds or removes the entry.
    if (next.draft !== entry.draft) {
      lists.add(entry.collection);
      parts.add(names.data);
    }
    for (const field of new Set([...Object.keys(entry.data), ...Object.keys(next.data)])) {
      if (JSON.stringify(next.data[field]) !== JSON.stringify(entry.data[field]))
        parts.add(names.data).add(fieldName(entry, field));
    }
  }
  for (const [file, entry] of after) if (!before.has(file)) lists.add(entry.collection);
  return { parts, lists };
}

/** The record of the last run that still holds for this route, or undefined when the page must be rendered. */
export function reusable(
  memo: BuildMemo | undefined,
  route: PlannedRoute,
  key: string,
  changes: ContentChanges | undefined,
): PageRecord | undefined {
  const before = memo?.pages.get(route.outFile);
  if (
    !before ||
    !changes ||
    before.key !== key ||
    !sameRoute(before.route, route) ||
    !sameProps(before.route.props, route.props)
  )
    return undefined;
  return readsChange(before.reads, changes) ? undefined : before;
}

/**
 * Whether a page read something that changed, looked up from the smaller side: a listing may
 * have read every entry of its collection, and a save changes one or two.
 */
function readsChange(reads: Set<string>, changes: ContentChanges): boolean {
  if (changes.parts.size + changes.lists.size < reads.size) {
    for (const part of changes.parts) if (reads.has(part)) return true;
    for (const name of changes.lists) if (reads.has(listName(name))) return true;
    return false;
  }
  for (const read of reads)
    if (
      changes.parts.has(read) ||
      (read.startsWith(LIST) && changes.lists.has(read.slice(LIST.length)))
    )
      return true;
  return false;
}

/**
 * Whether two routes are the same but for their props (compared entry by entry) and their loaded
 * page (compared by code): a locale by its code (its messages are code of content/config.ts, in
 * every page's code hash). Compared field by field: no string is made for the thousand routes
 * of a save.
 */
function sameRoute(a: PlannedRoute, b: PlannedRoute): boolean {
  if (a.route !== b.route || a.page.file !== b.page.file || a.locale.code !== b.locale.code)
    return false;
  const names = Object.keys(a.params);
  const otherNames = Object.keys(b.params);
  if (
    names.length !== otherNames.length ||
    names.some((name, index) => name !== otherNames[index] || a.params[name] !== b.params[name])
  )
    return false;
  if (
    a.versions.length !== b.versions.length ||
    a.versions.some(
      (version, index) =>
        version.locale.code !== b.versions[index]!.locale.code ||
        version.route !== b.versions[index]!.route,
    )
  )
    return false;
  return (
    a.languages.length === b.languages.length &&
    a.languages.every((link, index) => {
      const other = b.languages[index]!;
      return (
        link.code === other.code &&
        link.lang === other.lang &&
        link.name === other.name &&
        link.href === other.href &&
        link.current === other.current &&
        link.translated === other.translated
      );
    })
  );
}

function keyOf(entry: Entry): string {
  return `${entry.collection}/${entry.id}`;
}

/**
 * Props from `paths()` are the same when they hold the same entries (by collection and id: what
 * the page read of a changed entry is caught by its reads) and equal plain values.
 */
function sameProps(a: Record<string, unknown>, b: Record<string, unknown>): boolean {
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  return keys.every((key) => sameValue(a[key], b[key]));
}

function sameValue(x: unknown, y: unknown): boolean {
  if (Object.is(x, y)) return true;
  if (isEntry(x) || isEntry(y)) return isEntry(x) && isEntry(y) && keyOf(x) === keyOf(y);
  if (Array.isArray(x) && Array.isArray(y))
    return x.length === y.length && x.every((item, index) => sameValue(item, y[index]));
  if (isPlainObject(x) && isPlainObject(y)) return sameProps(x, y);
  try {
    return JSON.stringify(x) === JSON.stringify(y);
  } catch {
    return false;
  }
}

/** An object literal (such as a page of `paginate()`), whose entries are compared and tracked one by one. */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return (
    typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype
  );
}

export function isEntry(value: unknown): value is Entry {
  return (
    typeof value === 'object' &&
    value !== null &&
    'collection' in value &&
    'html' in value &&
    'data' in value &&
    'id' in value
  );
}
