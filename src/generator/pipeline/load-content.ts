import { initSync as initMarkdown, mdToHtml } from 'md4w';
import { readFile } from 'node:fs/promises';
import { relativeToRoot, type ProjectPaths } from '../config';
import type { CollectionConfig, Collections, Entry } from '../contract';
import { SiteError, type Diagnostic } from '../diagnostics';
import { type ContentFile, entryId, readContentFile } from './content-files';
import { checkPublicFiles, type FrontMatter, parseFrontMatter } from './front-matter';
import { checkMarkdown } from './markdown-html';
import { byCodeUnits } from './list-files';
import { checkImageFields, rewriteBodyPhotos } from './photo-markdown';
import type { PhotoCatalog } from './photos';

const ID = /^[a-z0-9][a-z0-9-]*$/;

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
  // md4c's CommonMark plus what GitHub's Markdown adds (md4w's own default also turns `#tag` into a heading).
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

/**
 * Phase: reads, validates (against each collection's schema in content/config.ts) and renders
 * every content file into its collection, in file order, leaving out draft entries unless
 * drafts are wanted (`site serve`); or rejects with every problem found. Each list, entry and
 * entry's data is frozen: pages read them and never change them, so a page may keep what it
 * computed from a list (sorted, say) while it has the same list.
 */
export async function loadContent(
  paths: ProjectPaths,
  files: ContentFile[],
  collections: Record<string, CollectionConfig>,
  options: { drafts: boolean; photos?: PhotoCatalog; kept?: KeptEntries | undefined },
): Promise<Collections> {
  const result: Collections = Object.fromEntries(
    Object.keys(collections).map((name) => [name, []]),
  );
  const problems: Diagnostic[] = [];
  for (const { collection, file } of files) {
    // Small files read synchronously cost less than the promises around asynchronous reads.
    const source = readContentFile(paths, file);
    if (typeof source !== 'string') {
      problems.push(...source);
      continue;
    }
    const earlier = options.kept?.get(file);
    const config = collections[collection]!;
    const loaded =
      earlier?.source === source
        ? earlier.result
        : await loadEntry(paths, collection, file, source, config, options.photos);
    options.kept?.set(file, { source, result: loaded });
    if (Array.isArray(loaded)) problems.push(...loaded);
    else if (options.drafts || !loaded.draft) {
      Object.freeze(loaded.data);
      result[collection]!.push(Object.freeze(loaded));
    }
  }
  if (problems.length > 0) {
    throw SiteError.fromList(problems.sort((a, b) => byCodeUnits(a.file ?? '', b.file ?? '')));
  }
  for (const entries of Object.values(result)) Object.freeze(entries);
  return result;
}

/**
 * Validates one file's front matter and renders its Markdown, checked (allowlist, placeholders,
 * photos); the problems if it is invalid. With the build's photos, the body's photos become
 * `<picture>` elements (photo-markdown.ts).
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
  const problems = checkPublicFiles(frontMatter, config.publicFiles, paths.public, file);
  if (problems.length === 0 && photos) {
    const where = { file, publicDir: paths.public, lineOf: frontMatter.lineOf };
    problems.push(...checkImageFields(frontMatter.data, config.images, photos, where));
  }
  if (problems.length > 0) return problems;
  const bodyStart = source.length - frontMatter.body.length;
  const markdown = { source, bodyStart, file, collection, config };
  const rendered = await renderMarkdown(frontMatter.body);
  problems.push(...checkMarkdown(rendered, markdown));
  const body =
    problems.length === 0 && photos
      ? rewriteBodyPhotos(rendered, photos, config.images, markdown)
      : { html: rendered, problems };
  if (body.problems.length > 0) return body.problems;
  const { html } = body;
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
