/**
 * Loads content collections: `content/<collection>/*.md` (or `.markdown`) with YAML front matter.
 *
 * Each file's front matter is validated against the schema the site declares in
 * `content/config.ts`; every problem in every file is reported in one pass.
 */
import { initSync as initMarkdown, mdToHtml } from 'md4w';
import { readFile } from 'node:fs/promises';
import { relativeToRoot, type ProjectPaths } from '../config';
import type { CollectionConfig, Collections, Entry } from '../contract';
import { SiteError, type Diagnostic } from '../diagnostics';
import { type ContentFile, entryId, readContentFile } from './content-files';
import { checkPublicFiles, fileCheck, type FrontMatter, parseFrontMatter } from './front-matter';
import { checkMarkdownHtml } from './markdown-html';
import { checkPlaceholders } from './markdown-source';
import { byCodeUnits } from './list-files';
import { checkImageFields, rewriteBodyPhotos } from './photo-markdown';
import type { PhotoCatalog } from './photos';

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

/**
 * What an earlier load of the same config and public/ made of each file, by its absolute path:
 * `site serve` loads again only the files whose text changed.
 */
export type KeptEntries = Map<string, { source: string; result: Entry | Diagnostic[] }>;

/**
 * Phase: reads, validates and renders content files, each an entry or its problems. Small files
 * read synchronously cost less than the promises around asynchronous reads.
 */
export async function loadFiles(
  paths: ProjectPaths,
  files: ContentFile[],
  collections: Record<string, CollectionConfig>,
  photos?: PhotoCatalog,
  kept?: KeptEntries,
): Promise<Array<Entry | Diagnostic[]>> {
  const results: Array<Entry | Diagnostic[]> = [];
  const isPublicFile = fileCheck();
  for (const { collection, file } of files) {
    const source = readContentFile(paths, file);
    if (typeof source !== 'string') {
      results.push(source);
      continue;
    }
    const earlier = kept?.get(file);
    const result =
      earlier?.source === source
        ? earlier.result
        : await loadEntry(paths, collection, file, source, collections[collection]!, {
            photos,
            isPublicFile,
          });
    kept?.set(file, { source, result });
    results.push(result);
  }
  return results;
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
  const valid = await validateFrontMatter(frontMatter, config, file);
  if (Array.isArray(valid)) return valid;
  const publicDir = paths.public;
  const publicProblems = checkPublicFiles(
    frontMatter,
    config.publicFiles,
    publicDir,
    file,
    isPublicFile,
  );
  if (publicProblems.length > 0) return publicProblems;
  const imageProblems = photos
    ? checkImageFields(frontMatter.data as Record<string, unknown>, config.images, photos, {
        file,
        publicDir,
        lineOf: frontMatter.lineOf,
        isFile: isPublicFile,
      })
    : [];
  if (imageProblems.length > 0) return imageProblems;
  const html = await renderBody(source, frontMatter.body, {
    file,
    collection,
    config,
    photos,
  });
  if (Array.isArray(html)) return html;
  return { id, collection, file, data: valid.data, html, ...(valid.isDraft && { draft: true }) };
}

/** The front matter checked against the collection's schema, and its `draft` flag; or the problems. */
async function validateFrontMatter(
  frontMatter: FrontMatter,
  config: CollectionConfig,
  file: string,
): Promise<{ data: Record<string, unknown>; isDraft: boolean } | Diagnostic[]> {
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
  if (draft === undefined || typeof draft === 'boolean')
    return { data: result.value as Record<string, unknown>, isDraft: draft === true };
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

/** The Markdown body as checked HTML (allowlist, placeholders, photos); or the problems. */
async function renderBody(
  source: string,
  body: string,
  where: {
    file: string;
    collection: string;
    config: CollectionConfig;
    photos?: PhotoCatalog | undefined;
  },
): Promise<string | Diagnostic[]> {
  const { file, collection, config, photos } = where;
  const bodyStart = source.length - body.length;
  const rendered = await renderMarkdown(body);
  const htmlProblems = checkMarkdownHtml(rendered, { source, bodyStart, file, collection, config });
  if (htmlProblems.length > 0) return htmlProblems;
  const placeholders = config.placeholders;
  const placeholderProblems = checkPlaceholders(source, bodyStart, {
    file,
    collection,
    placeholders,
  });
  if (placeholderProblems.length > 0) return placeholderProblems;
  if (!photos) return rendered;
  const { html, problems } = rewriteBodyPhotos(rendered, photos, config.images, {
    file,
    source,
    bodyStart,
  });
  return problems.length > 0 ? problems : html;
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
