import { readFileSync, readlinkSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { relativeToRoot, type ProjectPaths } from '../config';
import type { CollectionConfig } from '../contract';
import { errorText, SiteError, type Diagnostic } from '../diagnostics';

/** A Markdown file of a collection (`file` an absolute path), before it is read. */
export type ContentFile = { collection: string; file: string };

/** The names a Markdown file may have: `.md` or `.markdown`, in any case (`new-article.MD`). */
const MARKDOWN = /\.(?:md|markdown)$/i;

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
      return found
        .filter((entry) => (entry.isFile() || entry.isSymbolicLink()) && MARKDOWN.test(entry.name))
        .map((entry) => entry.name)
        .sort()
        .map((name) => ({ collection, file: path.join(folder, name) }));
    }),
  );
  const files = lists.flat();
  // Each entry's files, by `<collection>/<id>`.
  const byEntry = new Map<string, string[]>();
  for (const { collection, file } of files) {
    const key = `${collection}/${entryId(file)}`;
    byEntry.set(key, [...(byEntry.get(key) ?? []), file]);
  }
  const clashes: Diagnostic[] = [...byEntry]
    .filter(([, found]) => found.length > 1)
    .map(([key, found]) => {
      const names = found.map((file) => relativeToRoot(paths, file));
      const [collection, id] = key.split('/');
      return {
        message: `${names.join(' and ')} are both the entry "${id}" of ${collection}: one id, one URL.`,
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
    const link = linkTarget(folder);
    if (codeOf(error) === 'ENOENT' && link === undefined) return [];
    const file = relativeToRoot(paths, folder);
    throw new SiteError(
      `${file}, the folder of the ${collection} collection, ${unreadable(error, link)}.`,
      {
        file,
        hint:
          link !== undefined
            ? `Point the link at the folder of the collection's Markdown files, or remove it (and collections.${collection} from content/config.ts if the collection is gone).`
            : isDenied(error)
              ? 'Let your user read and list it (chmod a+rx), then build again.'
              : `Make ${file} a folder of Markdown files, or remove collections.${collection} from content/config.ts.`,
      },
    );
  }
}

/** A Markdown file's text, or the problem with reading it: a link to nothing or to itself, a folder, no permission. */
export function readContentFile(paths: ProjectPaths, absoluteFile: string): string | Diagnostic[] {
  try {
    return readFileSync(absoluteFile, 'utf8');
  } catch (error) {
    const file = relativeToRoot(paths, absoluteFile);
    const link = linkTarget(absoluteFile);
    const hint =
      link !== undefined
        ? 'Point the link at a Markdown file, or remove it.'
        : codeOf(error) === 'EISDIR'
          ? 'Give the folder a name that does not end in .md, or move it out of the collection.'
          : isDenied(error)
            ? 'Let your user read it (chmod a+r), or remove it.'
            : 'Check the file, then build again.';
    return [{ message: `${file} ${unreadable(error, link)}.`, file, hint }];
  }
}

/** Why a file or folder cannot be read, as said after its name, by the error's code. */
const REASONS: Record<string, string> = {
  ELOOP: 'is a symbolic link that leads back to itself (a loop)',
  ENOTDIR: 'is not a folder',
  EISDIR: 'is a folder, not a Markdown file',
  EACCES: 'cannot be read: permission denied',
  EPERM: 'cannot be read: permission denied',
};

function unreadable(error: unknown, link: string | undefined): string {
  const code = codeOf(error);
  if (code === 'ENOENT' && link !== undefined)
    return `is a symbolic link to ${link}, which does not exist`;
  return REASONS[code] ?? `cannot be read (${code}): ${errorText(error).replace(/\.$/, '')}`;
}

function codeOf(error: unknown): string {
  return (error as NodeJS.ErrnoException).code ?? 'error';
}

function isDenied(error: unknown): boolean {
  return codeOf(error) === 'EACCES' || codeOf(error) === 'EPERM';
}

function linkTarget(file: string): string | undefined {
  try {
    return readlinkSync(file);
  } catch {
    return undefined;
  }
}
