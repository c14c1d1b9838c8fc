/**
 * Files under a folder, as sorted paths relative to it with forward slashes; and the files of
 * public/ to copy into the output, with the problems of their names, links and paths. The build
 * lists folders with this instead of a glob library, which costs more to load than the listing.
 */
import type { Dirent } from 'node:fs';
import { readdir, readlink, realpath, stat } from 'node:fs/promises';
import path from 'node:path';
import type { ProjectPaths } from '../config';
import { errorText, SiteError, type Diagnostic } from '../diagnostics';
import { OUTPUT_MARKER } from './output-folder';

export interface ListOptions {
  /** Leaves out files and folders whose name this returns true for (and everything inside such a folder). */
  skip?: (name: string) => boolean;
  /** The folder as messages name it (`pages`); its own path when left out. */
  label?: string;
}

/**
 * Orders text by UTF-16 code units, as `Array#sort` does: the same on every machine, where
 * `localeCompare` follows the machine's locale (and loads ICU's collator).
 */
export function byCodeUnits(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * Every file under `folder` (none when it does not exist), following no symlinked folders. A
 * folder under it that cannot be read (no permission, a path longer than the system allows) is
 * an error naming it, with every other such folder: a page in it would be missing otherwise.
 */
export async function listFiles(
  folder: string,
  { skip, label = folder }: ListOptions = {},
): Promise<string[]> {
  const files: string[] = [];
  const problems: Diagnostic[] = [];
  const walk = async (relative: string[]): Promise<void> => {
    let entries: Dirent[];
    try {
      entries = await readdir(path.join(folder, ...relative), { withFileTypes: true });
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (relative.length === 0 && code === 'ENOENT') return;
      problems.push(unreadableFolder([label, ...relative].join('/'), code, error));
      return;
    }
    for (const entry of entries) {
      if (skip?.(entry.name)) continue;
      if (entry.isDirectory()) await walk([...relative, entry.name]);
      else files.push([...relative, entry.name].join('/'));
    }
  };
  await walk([]);
  if (problems.length > 0) throw SiteError.fromList(problems);
  return files.sort();
}

function unreadableFolder(shown: string, code: string | undefined, error: unknown): Diagnostic {
  const name = printableName(
    shown.length > 120 ? `${shown.slice(0, 60)}…${shown.slice(-50)}` : shown,
  );
  const reason =
    code === 'ENAMETOOLONG'
      ? 'its path is longer than the system allows'
      : code === 'EACCES' || code === 'EPERM'
        ? 'permission denied'
        : `${code ?? 'error'}: ${errorText(error)}`;
  return {
    message: `The folder ${name} cannot be read (${reason}), so the files in it cannot be found.`,
    file: name,
    hint:
      code === 'ENAMETOOLONG'
        ? 'Move what it holds to a folder nearer the top, or remove it.'
        : 'Let your user read and list it (chmod a+rx), or remove it.',
  };
}

/** A file to copy into the output: its output path (forward slashes) and the real file it comes from. */
export interface SourceFile {
  path: string;
  source: string;
}

/**
 * Characters no output name may hold: the `_headers` and `_redirects` files are line-based
 * (control characters, and the line separators some readers break on), `*` is a splat in both,
 * and a segment beginning with `:` a placeholder; a name that begins or ends with white space
 * loses it when those files are read.
 */
const UNSAFE_CHARACTER = /[\u0000-\u001f\u007f-\u009f\u2028\u2029*]/;
const isUnsafeName = (name: string) =>
  UNSAFE_CHARACTER.test(name) || name.startsWith(':') || name !== name.trim();

/** A name as the terminal can show it: control characters written as escapes. */
export function printableName(name: string): string {
  return name.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g, (character) => {
    const named: Record<string, string> = { '\n': '\\n', '\r': '\\r', '\t': '\\t' };
    return named[character] ?? `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`;
  });
}

/**
 * Every file under `folder` (public/), following symbolic links that stay inside `root` (the
 * project); sorted by output path. A link that leaves the project, is broken or leads round in
 * a loop, and a name the hosting files cannot carry, is a problem naming the file (`label` is
 * the folder as messages show it); all of them are reported together.
 */
export async function listSourceFiles(
  root: string,
  folder: string,
  label: string,
): Promise<SourceFile[]> {
  const realRoot = await realpath(root);
  const files: SourceFile[] = [];
  const problems: Diagnostic[] = [];
  const walk = async (real: string, relative: string[], ancestors: string[]): Promise<void> => {
    const entries: Dirent[] = await readdir(real, { withFileTypes: true });
    for (const entry of entries) {
      if (isHiddenName(entry.name, relative.length === 0)) continue;
      const parts = [...relative, entry.name];
      const shown = `${label}/${printableName(parts.join('/'))}`;
      if (isUnsafeName(entry.name)) {
        problems.push({
          message: `${shown} has a name that the _headers and _redirects files of the output cannot carry (a control character or line break, a *, a leading : or white space at either end).`,
          file: shown,
          hint: 'Rename it with letters, digits, dashes, dots and underscores.',
        });
        continue;
      }
      let source = path.join(real, entry.name);
      if (entry.isSymbolicLink()) {
        const problem = await followLink(source, realRoot, shown);
        if (typeof problem === 'object' && 'message' in problem) {
          problems.push(problem);
          continue;
        }
        source = problem.target;
      }
      const stats = await stat(source);
      if (stats.isDirectory()) {
        // A link to a folder that holds this one (public/up -> ..) would copy itself forever.
        if (ancestors.includes(source) || real === source || real.startsWith(source + path.sep)) {
          problems.push({
            message: `${shown} is a symbolic link to a folder that holds it, so it leads round in a loop.`,
            file: shown,
            hint: 'Remove the link, or point it at a folder outside this one.',
          });
          continue;
        }
        await walk(source, parts, [...ancestors, real]);
      } else if (stats.isFile()) files.push({ path: parts.join('/'), source });
    }
  };
  const start = await realpath(folder).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return undefined;
    throw error;
  });
  if (start) await walk(start, [], []);
  problems.push(...sameNameProblems(files, label));
  if (problems.length > 0) throw SiteError.fromList(problems);
  return files.sort((a, b) => byCodeUnits(a.path, b.path));
}

/**
 * Dotfiles (`.env`, `.DS_Store`, `.git/`) are never published, as `site serve` and the nginx
 * snippet serve none; `.well-known/` at the top is, since other sites look things up there.
 */
export const isHiddenName = (name: string, isTop: boolean) =>
  name.startsWith('.') && !(isTop && name === WELL_KNOWN);
export const WELL_KNOWN = '.well-known';

/**
 * Two files whose paths differ only in case or in Unicode normalization (`Logo.svg` and
 * `logo.svg`; `café.svg` written NFC and NFD) are one file on macOS and Windows and on
 * hosts that fold names, so which one a visitor gets depends on the machine: as pages/ allows
 * only lowercase ASCII names, public/ may not hold such a pair.
 */
function sameNameProblems(files: SourceFile[], label: string): Diagnostic[] {
  const byFolded = new Map<string, string[]>();
  for (const file of files) {
    const folded = file.path.normalize('NFC').toLowerCase();
    byFolded.set(folded, [...(byFolded.get(folded) ?? []), file.path]);
  }
  return [...byFolded.values()]
    .filter((found) => found.length > 1)
    .map((found) => {
      const names = found.sort(byCodeUnits).map((file) => `${label}/${printableName(file)}`);
      const isCase = new Set(found.map((file) => file.normalize('NFC'))).size > 1;
      return {
        message: `${names.join(' and ')} differ only in ${isCase ? 'upper and lower case' : 'how their accented letters are encoded (Unicode NFC and NFD)'}: on macOS, Windows and many hosts they are one file.`,
        file: names[0]!,
        hint: 'Keep one of them: remove or rename the others (lowercase names avoid this).',
      };
    });
}

/** Where a link in the copied folder leads, or the problem with it. */
async function followLink(
  link: string,
  realRoot: string,
  shown: string,
): Promise<{ target: string } | Diagnostic> {
  let target: string;
  try {
    target = await realpath(link);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ELOOP')
      return {
        message: `${shown} is a symbolic link that leads round in a loop.`,
        file: shown,
        hint: 'Remove the link, or point it at a file inside the project.',
      };
    if (code !== 'ENOENT' && code !== 'ENOTDIR') throw error;
    const leadsTo = path.resolve(path.dirname(link), await readlink(link));
    return {
      message: `${shown} is a symbolic link to ${leadsTo}, which does not exist.`,
      file: shown,
      hint: 'Remove the link, or point it at a file inside the project.',
    };
  }
  if (target !== realRoot && !target.startsWith(realRoot + path.sep)) {
    return {
      message: `${shown} is a symbolic link to ${target}, outside the project; the build copies only files inside the project.`,
      file: shown,
      hint: 'Copy the file itself into the folder (or into the project and link to that), or remove the link.',
    };
  }
  return { target };
}

/** The folders a path is in: `a/b/c.html` → `a`, `a/b`. */
const foldersOf = (file: string) =>
  file
    .split('/')
    .slice(0, -1)
    .map((_, index, parts) => parts.slice(0, index + 1).join('/'));

/** The generator's folder of content-hashed files (hash-asset.ts), sent as never changing. */
const ASSETS_FOLDER = 'assets';

/** The files of public/, refusing one that has the output path of a generated file, or of its folder, or is among the hashed assets. */
export async function listPublicFiles(
  paths: ProjectPaths,
  generatedPaths: string[],
): Promise<SourceFile[]> {
  const publicFiles = await listSourceFiles(paths.root, paths.public, 'public');
  const generated = new Set([...generatedPaths, OUTPUT_MARKER]);
  // A public file clashes with a generated one at its own path, or where either needs a folder.
  const generatedFolders = new Set([...generated].flatMap(foldersOf));
  const clash = publicFiles.find(
    (file) =>
      generated.has(file.path) ||
      generatedFolders.has(file.path) ||
      foldersOf(file.path).some((folder) => generated.has(folder)),
  );
  const asset = publicFiles.find((file) => file.path.startsWith(`${ASSETS_FOLDER}/`));
  if (asset) {
    throw new SiteError(
      `public/${asset.path} is in ${ASSETS_FOLDER}/, the folder of the generator's content-hashed files, which hosts cache for a year without asking again.`,
      {
        file: `public/${asset.path}`,
        hint: `Move it to another folder of public/ (such as public/js/${asset.path.slice(ASSETS_FOLDER.length + 1)}) and change the links to it; or import it from the client script, which the generator bundles and names by its content.`,
      },
    );
  }
  if (clash) {
    throw new SiteError(
      `public/${clash.path} has the same output path as a generated file, or as the folder of one.`,
      {
        file: `public/${clash.path}`,
        hint: 'Rename or remove it; the generator writes this file itself.',
      },
    );
  }
  return publicFiles;
}
