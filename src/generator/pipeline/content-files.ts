/**
 * The Markdown files of the collections: listed from their folders, and read, with a problem that
 * names the file or folder for anything that cannot be read (never a quietly empty collection).
 */
import { readFileSync, readlinkSync } from 'node:fs';
import { lstat, readdir, readlink } from 'node:fs/promises';
import path from 'node:path';
import { relativeToRoot, type ProjectPaths } from '../config';
import type { CollectionConfig } from '../contract';
import { errorText, SiteError, type Diagnostic } from '../diagnostics';

/** One Markdown file of a collection, before it is read. */
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

/** A Markdown file's text, or the problem with reading it: a link to nothing or to itself, a folder, no permission. */
export function readContentFile(paths: ProjectPaths, absoluteFile: string): string | Diagnostic[] {
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
