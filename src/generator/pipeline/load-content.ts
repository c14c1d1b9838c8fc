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
import { checkPublicFiles, type FrontMatter, parseFrontMatter } from './front-matter';
import { checkMarkdownHtml } from './markdown-html';
import { checkPlaceholders } from './markdown-source';
import { byCodeUnits } from './list-files';
import { checkImageFields, rewriteBodyPhotos } from './photo-markdown';
import type { PhotoCatalog } from './photos';

const ID = /^[a-z0-9][a-z0-9-]*$/;

/** md4c (C, compiled to WebAssembly): CommonMark with GitHub's tables, strikethrough, task lists and bare-URL links. */
let markdownReady: Promise<void> | undefined;
const HEADING_ANCHOR =
  / <a class="anchor" aria-hidden="true" id="[^"]*" href="#[^"]*"><\/a>(?=<\/h[1-6]>)/g;

/**
 * Compiles the Markdown renderer's WebAssembly, once. md4w's `init()` would test its argument
 * against the global `Response`, which makes Node load its whole fetch implementation; reading
 * the module ourselves and handing it to the documented `initSync` skips that.
 */
export async function renderMarkdown(source: string): Promise<string> {
  markdownReady ??= (async () => {
    const wasm = new URL('md4w-small.wasm', import.meta.resolve('md4w'));
    initMarkdown(await WebAssembly.compile(await readFile(wasm)));
  })();
  await markdownReady;
  // What GitHub's Markdown adds to CommonMark (md4w's own default also turns `#tag` into a heading).
  const html = mdToHtml(source, {
    parseFlags: [
      'TABLES',
      'STRIKETHROUGH',
      'TASKLISTS',
      'PERMISSIVE_URL_AUTO_LINKS',
      'PERMISSIVE_WWW_AUTO_LINKS',
      'PERMISSIVE_EMAIL_AUTO_LINKS',
    ],
  });
  // md4w adds an empty, focusable anchor to each heading; pages get no ids they did not ask for.
  return html.replace(HEADING_ANCHOR, '');
}

/**
 * What an earlier load of the same config and public/ made of each file, by its absolute path:
 * `site serve` loads again only the files whose text changed.
 */
export type KeptEntries = Map<string, { source: string; result: Entry | Diagnostic[] }>;

/** Phase: reads, validates and renders content files, each an entry or its problems. */
export async function loadFiles(
  paths: ProjectPaths,
  files: ContentFile[],
  collections: Record<string, CollectionConfig>,
  photos?: PhotoCatalog,
  kept?: KeptEntries,
): Promise<Array<Entry | Diagnostic[]>> {
  const results: Array<Entry | Diagnostic[]> = [];
  for (const { collection, file } of files) {
    // Small files read synchronously cost less than the promises around asynchronous reads.
    const source = readContentFile(paths, file);
    if (typeof source !== 'string') {
      results.push(source);
      continue;
    }
    const earlier = kept?.get(file);
    const result =
      earlier?.source === source
        ? earlier.result
        : await loadEntry(paths, collection, file, source, collections[collection]!, photos);
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
  const problems = loaded.filter((item) => Array.isArray(item)).flat();
  if (problems.length > 0) {
    throw SiteError.fromList(problems.sort((a, b) => byCodeUnits(a.file ?? '', b.file ?? '')));
  }
  const result: Collections = Object.fromEntries(names.map((name) => [name, []]));
  loaded.forEach((entry, index) => result[files[index]!.collection]!.push(entry as Entry));
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
  photos?: PhotoCatalog,
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
  const { data, lineOf } = frontMatter;
  const problems = checkPublicFiles(frontMatter, config.publicFiles, paths.public, file);
  if (problems.length === 0 && photos) {
    const where = { file, publicDir: paths.public, lineOf };
    problems.push(...checkImageFields(data, config.images, photos, where));
  }
  if (problems.length > 0) return problems;
  const html = await renderBody(source, frontMatter.body, { file, collection, config, photos });
  if (Array.isArray(html)) return html;
  return { id, collection, file, data: valid.data, html, ...(valid.isDraft && { draft: true }) };
}

/** The front matter checked against the collection's schema, and its `draft` flag; or the problems. */
async function validateFrontMatter(
  { data, lineOf }: FrontMatter,
  config: CollectionConfig,
  file: string,
): Promise<{ data: Record<string, unknown>; isDraft: boolean } | Diagnostic[]> {
  const result = await config.schema['~standard'].validate(data);
  if (result.issues) {
    return result.issues.map((issue) => {
      const keys = (issue.path ?? []).map((segment) =>
        String(typeof segment === 'object' ? segment.key : segment),
      );
      const field = keys.join('.') || undefined;
      const line = field ? lineOf(keys[0]!) : undefined;
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
  const value = result.value as Record<string, unknown>;
  if (data.draft === undefined || typeof data.draft === 'boolean')
    return { data: value, isDraft: data.draft === true };
  const line = lineOf('draft');
  return [
    {
      message: `draft: must be true or false, not ${JSON.stringify(data.draft)}.`,
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
  const problems = checkMarkdownHtml(rendered, { source, bodyStart, file, collection, config });
  if (problems.length === 0) {
    const { placeholders } = config;
    problems.push(...checkPlaceholders(source, bodyStart, { file, collection, placeholders }));
  }
  if (problems.length > 0) return problems;
  if (!photos) return rendered;
  const photo = rewriteBodyPhotos(rendered, photos, config.images, { file, source, bodyStart });
  return photo.problems.length > 0 ? photo.problems : photo.html;
}

/**
 * The collections without their draft entries, unless drafts are wanted (`site serve`); each list,
 * entry and entry's data frozen: pages read them and never change them, so a page may keep what
 * it computed from a list (sorted, say) for as long as it has the same list.
 */
export function withDrafts(collections: Collections, drafts: boolean): Collections {
  return Object.fromEntries(
    Object.entries(collections).map(([name, entries]) => {
      const kept = entries.filter((entry) => drafts || !entry.draft);
      for (const entry of kept) Object.freeze(Object.freeze(entry).data);
      Object.freeze(kept);
      return [name, kept];
    }),
  );
}
