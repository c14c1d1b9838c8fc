/**
 * Files under a folder, as sorted paths relative to it with forward slashes. The build lists
 * folders with this instead of a glob library, which costs more to load than the listing.
 */
import { readdir } from 'node:fs/promises';
import path from 'node:path';

export interface ListOptions {
  /** Leaves out files and folders whose name this returns true for (and everything inside such a folder). */
  skip?: (name: string) => boolean;
}

/**
 * Orders text by UTF-16 code units, as `Array#sort` does: the same on every machine, where
 * `localeCompare` follows the machine's locale (and loads ICU's collator).
 */
export function byCodeUnits(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Every file under `folder` (none when it does not exist), following no symlinked folders. */
export async function listFiles(folder: string, { skip }: ListOptions = {}): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true }).catch(() => []);
  const files: string[] = [];
  for (const entry of entries) {
    if (entry.isDirectory()) continue;
    const relative = path.relative(folder, path.join(entry.parentPath, entry.name)).split(path.sep);
    if (skip && relative.some(skip)) continue;
    files.push(relative.join('/'));
  }
  return files.sort();
}
