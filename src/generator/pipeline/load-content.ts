/**
 * Loads content collections: `content/<collection>/*.md` (or `.markdown`) with YAML front matter.
 *
 * Each file's front matter is validated against the schema the site declares in
 * `content/config.ts`; every problem in every file is reported in one pass.
 */
import { initSync as initMarkdown, mdToHtml } from 'md4w';
import { readFileSync, readlinkSync } from 'node:fs';
import { lstat, readdir, readFile, readlink } from 'node:fs/promises';
import path from 'node:path';
import { relativeToRoot, type ProjectPaths } from '../config';
import type { CollectionConfig, Collections, Entry } from '../contract';
import { errorText, SiteError, type Diagnostic } from '../diagnostics';
import { checkPublicFiles, fileCheck, parseFrontMatter } from './front-matter';
import { checkMarkdownHtml } from './markdown-html';
import { checkPlaceholders } from './markdown-source';
import { byCodeUnits } from './list-files';
import { checkImageFields, rewriteBodyPhotos } from './photo-markdown';
import type { PhotoCatalog, PhotoUse } from './photos';

const ID = /^[a-z0-9][a-z0-9-]*$/;

/** md4c (C, compiled to WebAssembly): CommonMark with GitHub's tables, strikethrough, task lists and bare-URL links. */
let markdownReady: Promise<void> | undefined;
/** What GitHub's Markdown adds to CommonMark (md4w's own default also turns `#tag` into a heading). */
const GFM: Array<
  | 'TABLES'
  | 'STRIKETHROUGH'
  | 'TASKLISTS'
  | 'PERMISSIVE_URL_AUTO_LINKS'
  | 'PERMISSIVE_WWW_AUTO_LINKS'
  | 'PERMISSIVE_EMAIL_AUTO_LINKS'
> = [
  'TABLES',
  'STRIKETHROUGH',
  'TASKLISTS',
  'PERMISSIVE_URL_AUTO_LINKS',
  'PERMISSIVE_WWW_AUTO_LINKS',
  'PERMISSIVE_EMAIL_AUTO_LINKS',
];
const HEADING_ANCHOR =
  / <a class="anchor" aria-hidden="true" id="[^"]*" href="#[^"]*"><\/a>(?=<\/h[1-6]>)/g;

/**
 * Compiles the Markdown renderer's WebAssembly, once. md4w's `init()` would test its argument
 * against the global `Response`, which makes Node load its whole fetch implementation; reading
 * the module ourselves and handing it to the documented `initSync` skips that.
 */
export function prepareMarkdown(): Promise<void> {
  markdownReady ??= (async () => {
    const wasm = new URL('md4w-small.wasm', import.meta.resolve('md4w'));
    initMarkdown(await WebAssembly.compile(await readFile(wasm)));
  })();
  return markdownReady;
}

export async function renderMarkdown(source: string): Promise<string> {
  await prepareMarkdown();
  // md4w adds an empty, focusable anchor to each heading; pages get no ids they did not ask for.
  return mdToHtml(source, { parseFlags: GFM }).replace(HEADING_ANCHOR, '');
}

/** One Markdown file of a collection, before it is read. */
/** Watch mode's content files between runs: each file's text and what it became (memo.ts). */
export type ContentMemo = Map<string, ContentRecord>;

/** A content file's text, what it became, and the photos it looked up and asked for. */
export interface ContentRecord {
  source: string;
  result: Entry | Diagnostic[];
  photos?: PhotoUse;
}

export interface ContentFile {
  collection: string;
  /** Absolute path. */
  file: string;
}

/** The names a Markdown file may have: `.md` or `.markdown`, in any case (`new-article.MD`). */
const MARKDOWN = /\.(?:md|markdown)$/i;

export function isMarkdownFile(name: string): boolean {
  return MARKDOWN.test(name);
}

/** The entry id of a Markdown file: its name without the extension. */
export function entryId(file: string): string {
  return path.basename(file).replace(MARKDOWN, '');
}

/**
 * Lists the Markdown files of every collection the site declares, sorted within each. Two
 * files that would be one entry (`a.md` and `a.markdown`) are an error naming both.
 */
export async function listContent(
  paths: ProjectPaths,
  collections: Record<string, CollectionConfig> = {},
): Promise<ContentFile[]> {
  const lists = await Promise.all(
    Object.keys(collections).map(async (collection) => {
      const folder = path.join(paths.content, collection);
      const found = await readCollectionFolder(paths, collection, folder);
      const files = found
        .filter((entry) => (entry.isFile() || entry.isSymbolicLink()) && isMarkdownFile(entry.name))
        .map((entry) => entry.name)
        .sort();
      return files.map((file) => ({ collection, file: path.join(folder, file) }));
    }),
  );
  const files = lists.flat();
  // Each entry's files, by `<collection>/<id>`: named relative to the root only when two clash.
  const byEntry = new Map<string, string[]>();
  for (const { collection, file } of files) {
    const key = `${collection}/${entryId(file)}`;
    const found = byEntry.get(key);
    if (found) found.push(file);
    else byEntry.set(key, [file]);
  }
  const clashes: Diagnostic[] = [...byEntry]
    .filter(([, found]) => found.length > 1)
    .map(([key, found]) => {
      const names = found.map((file) => relativeToRoot(paths, file));
      return {
        message: `${names.join(' and ')} are both the entry "${key.split('/')[1]}" of ${key.split('/')[0]}: one id, one URL.`,
        file: names[0]!,
        hint: 'Keep one of them: remove or rename the others.',
      };
    });
  if (clashes.length > 0) throw SiteError.fromList(clashes);
  return files;
}

/**
 * The entries of a collection's folder: none when there is no folder yet; a folder that is there
 * but cannot be read (a link to nothing, no permission, a file) is an error naming it, never an
 * empty collection that quietly drops every entry from the site.
 */
async function readCollectionFolder(paths: ProjectPaths, collection: string, folder: string) {
  try {
    return await readdir(folder, { withFileTypes: true });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const isLink = (await lstat(folder).catch(() => undefined))?.isSymbolicLink() === true;
    if (code === 'ENOENT' && !isLink) return [];
    const file = relativeToRoot(paths, folder);
    const target = isLink ? await readlink(folder).catch(() => undefined) : undefined;
    const reason =
      code === 'ENOENT'
        ? `is a symbolic link to ${target ?? 'a path'} that does not exist`
        : code === 'ELOOP'
          ? 'is a symbolic link that leads back to itself (a loop)'
          : code === 'ENOTDIR'
            ? 'is not a folder'
            : code === 'EACCES' || code === 'EPERM'
              ? 'cannot be read: permission denied'
              : `cannot be read (${code ?? 'error'}): ${errorText(error)}`;
    throw new SiteError(`${file}, the folder of the ${collection} collection, ${reason}.`, {
      file,
      hint: isLink
        ? `Point the link at the folder of the collection's Markdown files, or remove it (and collections.${collection} from content/config.ts if the collection is gone).`
        : code === 'EACCES' || code === 'EPERM'
          ? 'Let your user read and list it (chmod a+rx), then build again.'
          : `Make ${file} a folder of Markdown files, or remove collections.${collection} from content/config.ts.`,
    });
  }
}

/**
 * Phase: reads, validates and renders content files, each an entry or its problems. Small files
 * read synchronously cost less than the promises around asynchronous reads.
 */
export async function loadFiles(
  paths: ProjectPaths,
  files: ContentFile[],
  collections: Record<string, CollectionConfig>,
  photos?: PhotoCatalog,
  memo?: { previous: ContentMemo; next: ContentMemo; changed: Set<string> | undefined },
): Promise<Array<Entry | Diagnostic[]>> {
  const results: Array<Entry | Diagnostic[]> = [];
  const isPublicFile = fileCheck();
  // A kept entry holds while every photo it looked up is as it was; its photo files are asked for again.
  const holds = (kept: ContentRecord | undefined): kept is ContentRecord =>
    kept !== undefined && (!kept.photos || !photos || photos.holds(kept.photos));
  for (const { collection, file } of files) {
    const kept = memo?.previous.get(file);
    // Unchanged since the last good run, as the watcher says: not even read.
    const isUnchanged = memo?.changed !== undefined && !memo.changed.has(file);
    const isKept = holds(kept);
    const source = isUnchanged && isKept ? kept.source : readContentFile(paths, file);
    if (isKept && kept.source === source) {
      if (kept.photos) photos?.reuse(kept.photos);
      memo!.next.set(file, kept);
      results.push(kept.result);
      continue;
    }
    const stop = memo && photos?.recordUse();
    const result =
      typeof source === 'string'
        ? await loadEntry(paths, collection, file, source, collections[collection]!, {
            photos,
            isPublicFile,
          })
        : source;
    const use = stop?.();
    if (typeof source === 'string')
      memo?.next.set(file, { source, result, ...(use && { photos: use }) });
    results.push(result);
  }
  return results;
}

/** A Markdown file's text, or the problem with reading it: a link to nothing or to itself, a folder, no permission. */
function readContentFile(paths: ProjectPaths, absoluteFile: string): string | Diagnostic[] {
  try {
    return readFileSync(absoluteFile, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const file = relativeToRoot(paths, absoluteFile);
    let target: string | undefined;
    try {
      target = readlinkSync(absoluteFile);
    } catch {
      target = undefined;
    }
    const fix = 'Point the link at a Markdown file, or remove it.';
    const problem: Diagnostic =
      code === 'ENOENT' && target !== undefined
        ? {
            message: `${file} is a symbolic link to ${target}, which does not exist.`,
            file,
            hint: fix,
          }
        : code === 'ELOOP'
          ? {
              message: `${file} is a symbolic link that leads back to itself (a loop).`,
              file,
              hint: fix,
            }
          : code === 'EISDIR'
            ? {
                message: `${file} is a folder, not a Markdown file.`,
                file,
                hint: 'Give the folder a name that does not end in .md, or move it out of the collection.',
              }
            : code === 'EACCES' || code === 'EPERM'
              ? {
                  message: `${file} cannot be read: permission denied.`,
                  file,
                  hint: 'Let your user read it (chmod a+r), or remove it.',
                }
              : {
                  message: `${file} cannot be read (${code ?? 'error'}): ${errorText(error)}`,
                  file,
                  hint: 'Check the file, then build again.',
                };
    return [problem];
  }
}

/** Groups loaded entries by collection in file order, or rejects with every problem found. */
export function assembleCollections(
  names: string[],
  files: ContentFile[],
  loaded: Array<Entry | Diagnostic[]>,
): Collections {
  const problems: Diagnostic[] = [];
  const result: Collections = Object.fromEntries(names.map((name) => [name, []]));
  loaded.forEach((item, index) => {
    if (Array.isArray(item)) problems.push(...item);
    else result[files[index]!.collection]!.push(item);
  });
  if (problems.length > 0) {
    throw SiteError.fromList(problems.sort((a, b) => byCodeUnits(a.file ?? '', b.file ?? '')));
  }
  return result;
}

/**
 * Validates one file's front matter and renders its Markdown; the problems if it is invalid.
 * With the build's photos, the body's photos become `<picture>` elements (photo-markdown.ts).
 */
export async function loadEntry(
  paths: ProjectPaths,
  collection: string,
  absoluteFile: string,
  source: string,
  config: CollectionConfig,
  {
    photos,
    isPublicFile = fileCheck(),
  }: { photos?: PhotoCatalog | undefined; isPublicFile?: (file: string) => boolean } = {},
): Promise<Entry | Diagnostic[]> {
  const file = relativeToRoot(paths, absoluteFile);
  const id = entryId(absoluteFile);
  if (!ID.test(id)) {
    return [
      {
        message: `"${id}" is not a valid entry id.`,
        file,
        hint: 'Name the file in lowercase letters, digits and dashes; the name becomes its URL.',
      },
    ];
  }
  const frontMatter = parseFrontMatter(source, file);
  if ('problems' in frontMatter) return frontMatter.problems;

  const result = await config.schema['~standard'].validate(frontMatter.data);
  if (result.issues) {
    return result.issues.map((issue) => {
      const keys = (issue.path ?? []).map((segment) =>
        String(typeof segment === 'object' ? segment.key : segment),
      );
      const field = keys.join('.') || undefined;
      const line = field ? frontMatter.lineOf(keys[0]!) : undefined;
      return {
        message: `${field ?? 'front matter'}: ${issue.message}.`.replace(/\.\.$/, '.'),
        file,
        ...(field && { field }),
        ...(line !== undefined && { line }),
        hint:
          field && line === undefined
            ? `Add \`${field}\` to the front matter.`
            : 'Correct this front matter value.',
      };
    });
  }
  const draft = (frontMatter.data as Record<string, unknown>).draft;
  if (draft !== undefined && typeof draft !== 'boolean') {
    const line = frontMatter.lineOf('draft');
    return [
      {
        message: `draft: must be true or false, not ${JSON.stringify(draft)}.`,
        file,
        field: 'draft',
        ...(line !== undefined && { line }),
        hint: 'Write `draft: true` to keep the entry out of `site build`, or remove the line.',
      },
    ];
  }
  const publicProblems = checkPublicFiles(
    frontMatter,
    config.publicFiles,
    paths.public,
    file,
    isPublicFile,
  );
  if (publicProblems.length > 0) return publicProblems;
  const imageProblems = photos
    ? checkImageFields(frontMatter.data as Record<string, unknown>, config.images, photos, {
        file,
        publicDir: paths.public,
        lineOf: frontMatter.lineOf,
        isFile: isPublicFile,
      })
    : [];
  if (imageProblems.length > 0) return imageProblems;
  const rendered = await renderMarkdown(frontMatter.body);
  const bodyStart = source.length - frontMatter.body.length;
  const htmlProblems = checkMarkdownHtml(rendered, {
    source,
    bodyStart,
    file,
    collection,
    config,
  });
  if (htmlProblems.length > 0) return htmlProblems;
  const placeholderProblems = checkPlaceholders(source, bodyStart, {
    file,
    collection,
    placeholders: config.placeholders,
  });
  if (placeholderProblems.length > 0) return placeholderProblems;
  const { html, problems: photoProblems } = photos
    ? rewriteBodyPhotos(rendered, photos, config.images, { file, source, bodyStart })
    : { html: rendered, problems: [] };
  if (photoProblems.length > 0) return photoProblems;
  return {
    id,
    collection,
    file,
    data: result.value as Record<string, unknown>,
    html,
    ...(draft === true && { draft: true as const }),
  };
}

/** The collections without their draft entries, unless drafts are wanted (`site serve`). */
export function withDrafts(collections: Collections, drafts: boolean): Collections {
  return frozenLists(
    drafts
      ? collections
      : Object.fromEntries(
          Object.entries(collections).map(([name, entries]) => [
            name,
            entries.some((entry) => entry.draft)
              ? entries.filter((entry) => !entry.draft)
              : entries,
          ]),
        ),
  );
}

/**
 * The collections with each list, entry and entry's data frozen: pages read them and never
 * change them, so a page may keep what it computed from a list (sorted, say) for as long as it
 * has the same list.
 */
export function frozenLists(collections: Collections): Collections {
  for (const list of Object.values(collections)) {
    for (const entry of list) Object.freeze(Object.freeze(entry).data);
    Object.freeze(list);
  }
  return collections;
}
