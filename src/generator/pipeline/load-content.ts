import { readFileSync, readlinkSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { relativeToRoot, type ProjectPaths } from '../config';
import type { CollectionConfig, Collections, Entry } from '../contract';
import { errorText, SiteError, type Diagnostic } from '../diagnostics';
import { checkPublicFiles, type FrontMatter, parseFrontMatter } from './front-matter';
import { checkMarkdown, renderMarkdown } from './markdown-html';
import { byCodeUnits } from './list-files';
import { checkImageFields, rewriteBodyPhotos } from './photo-markdown';
import type { PhotoCatalog } from './photos';

const ID = /^[a-z0-9][a-z0-9-]*$/;

/** The names a Markdown file may have: `.md` or `.markdown`, in any case (`new-article.MD`). */
const MARKDOWN = /\.(?:md|markdown)$/i;

function entryId(file: string): string {
  return path.basename(file).replace(MARKDOWN, '');
}

/**
 * Lists the Markdown files (absolute paths) of every collection the site declares, sorted within
 * each. Two files that would be one entry (`a.md` and `a.markdown`) are an error naming both.
 */
export async function listContent(
  paths: ProjectPaths,
  collections: Record<string, CollectionConfig> = {},
) {
  const lists = await Promise.all(
    Object.keys(collections).map(async (collection) => {
      const folder = path.join(paths.content, collection);
      // No folder yet is an empty collection; one that cannot be read (a link to nothing, no
      // permission, a file) is an error, never a collection that quietly drops every entry.
      const found = await readdir(folder, { withFileTypes: true }).catch((error: unknown) => {
        if (codeOf(error) === 'ENOENT' && linkTarget(folder) === undefined) return [];
        const file = relativeToRoot(paths, folder);
        throw SiteError.fromList([
          cannotRead(paths, folder, error, `${file}, the folder of the ${collection} collection,`, {
            link: `Point the link at the folder of the collection's Markdown files, or remove it (and collections.${collection} from content/config.ts if the collection is gone).`,
            EACCES: 'Let your user read and list it (chmod a+rx), then build again.',
            other: `Make ${file} a folder of Markdown files, or remove collections.${collection} from content/config.ts.`,
          }),
        ]);
      });
      return found
        .filter((entry) => (entry.isFile() || entry.isSymbolicLink()) && MARKDOWN.test(entry.name))
        .map((entry) => entry.name)
        .sort()
        .map((name) => ({ collection, file: path.join(folder, name) }));
    }),
  );
  const files = lists.flat();
  const byEntry = new Map<string, string[]>();
  for (const { collection, file } of files) {
    const entry = `the entry "${entryId(file)}" of ${collection}`;
    byEntry.set(entry, [...(byEntry.get(entry) ?? []), relativeToRoot(paths, file)]);
  }
  const clashes: Diagnostic[] = [...byEntry]
    .filter(([, names]) => names.length > 1)
    .map(([entry, names]) => ({
      message: `${names.join(' and ')} are both ${entry}: one id, one URL.`,
      file: names[0]!,
      hint: 'Keep one of them: remove or rename the others.',
    }));
  if (clashes.length > 0) throw SiteError.fromList(clashes);
  return files;
}

/** Why a file or folder cannot be read, as said after its name, by the error's code. */
const REASONS: Record<string, string> = {
  ELOOP: 'is a symbolic link that leads back to itself (a loop)',
  ENOTDIR: 'is not a folder',
  EISDIR: 'is a folder, not a Markdown file',
  EACCES: 'cannot be read: permission denied',
};

/** The file or folder `name` cannot be read: why, and the hint for that (`hints` by link or error code, EPERM as EACCES). */
function cannotRead(
  paths: ProjectPaths,
  absolute: string,
  error: unknown,
  name: string,
  hints: Record<string, string>,
): Diagnostic {
  const link = linkTarget(absolute);
  const code = codeOf(error) === 'EPERM' ? 'EACCES' : codeOf(error);
  const why =
    code === 'ENOENT' && link !== undefined
      ? `is a symbolic link to ${link}, which does not exist`
      : (REASONS[code] ?? `cannot be read (${code}): ${errorText(error).replace(/\.$/, '')}`);
  const hint = hints[link !== undefined ? 'link' : code] ?? hints.other;
  return { message: `${name} ${why}.`, file: relativeToRoot(paths, absolute), hint };
}

function codeOf(error: unknown): string {
  return (error as NodeJS.ErrnoException).code ?? 'error';
}

function linkTarget(file: string): string | undefined {
  try {
    return readlinkSync(file);
  } catch {
    return undefined;
  }
}

/**
 * What an earlier load of the same config and public/ made of each file, by its absolute path:
 * `site serve` loads again only the files whose text changed.
 */
export type KeptEntries = Map<string, { source: string; result: Entry | Diagnostic[] }>;

/**
 * Phase: reads, validates (against its collection's schema) and renders every content file, in
 * file order, leaving out drafts unless `drafts` (`site serve`); or rejects with every problem.
 * Lists, entries and their data are frozen: pages only read them, so a page may keep what it
 * computed from a list (sorted, say) while it has the same list.
 */
export async function loadContent(
  paths: ProjectPaths,
  files: Awaited<ReturnType<typeof listContent>>,
  collections: Record<string, CollectionConfig>,
  options: { drafts: boolean; photos?: PhotoCatalog; kept?: KeptEntries | undefined },
): Promise<Collections> {
  const result: Collections = Object.fromEntries(
    Object.keys(collections).map((name) => [name, []]),
  );
  const problems: Diagnostic[] = [];
  for (const { collection, file } of files) {
    let source: string;
    try {
      // Small files read synchronously cost less than the promises around asynchronous reads.
      source = readFileSync(file, 'utf8');
    } catch (error) {
      problems.push(
        cannotRead(paths, file, error, relativeToRoot(paths, file), {
          link: 'Point the link at a Markdown file, or remove it.',
          EISDIR:
            'Give the folder a name that does not end in .md, or move it out of the collection.',
          EACCES: 'Let your user read it (chmod a+r), or remove it.',
          other: 'Check the file, then build again.',
        }),
      );
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
 * One file's entry, its front matter validated and its Markdown rendered and checked; or its
 * problems. With the build's photos, the body's photos become `<picture>`s (photo-markdown.ts).
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
  problems.push(...(await checkMarkdown(rendered, markdown)));
  if (problems.length > 0) return problems;
  const { html, problems: photoProblems } = photos
    ? rewriteBodyPhotos(rendered, photos, config.images, markdown)
    : { html: rendered, problems };
  if (photoProblems.length > 0) return photoProblems;
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
  if (data.draft === undefined || typeof data.draft === 'boolean')
    return { data: result.value as Record<string, unknown>, isDraft: data.draft === true };
  return [
    {
      message: `draft: must be true or false, not ${JSON.stringify(data.draft)}.`,
      file,
      field: 'draft',
      line: lineOf('draft'),
      hint: 'Write `draft: true` to keep the entry out of `site build`, or remove the line.',
    },
  ];
}
