/** The files of pages/, and those of public/ to copy, with the problems of their names, links and paths. */
import { existsSync, type Dirent } from 'node:fs';
import { readdir, readlink, realpath, stat } from 'node:fs/promises';
import path from 'node:path';
import type { ProjectPaths } from '../config';
import { errorText, SiteError, type Diagnostic } from '../diagnostics';

/** Orders text by UTF-16 code units, as `Array#sort` does: unlike `localeCompare`, the same on every machine. */
export const byCodeUnits = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * Every file under `folder` (`label` in messages; none if it is missing) with no name `skip` refuses,
 * sorted, following no symlinked folders. A folder under it that cannot be read is an error naming
 * it: a page in it would be missing otherwise.
 */
export async function listFiles(folder: string, label: string, skip: (name: string) => boolean) {
  let entries: Dirent[];
  try {
    entries = await readdir(folder, { recursive: true, withFileTypes: true });
  } catch (error) {
    const { code, path: failed = folder } = error as NodeJS.ErrnoException;
    if (code === 'ENOENT' && failed === folder) return [];
    const relative = path.relative(folder, failed).split(path.sep).join('/');
    throw SiteError.fromList([
      unreadableFolder([label, relative].filter(Boolean).join('/'), code, error),
    ]);
  }
  return entries
    .filter((entry) => !entry.isDirectory())
    .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)).split(path.sep))
    .filter((parts) => !parts.some(skip))
    .map((parts) => parts.join('/'))
    .sort();
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
 * Dotfiles (`.env`, `.DS_Store`, `.git/`) are never published, as `site serve` and the nginx
 * snippet serve none; `.well-known/` at the top is, since other sites look things up there.
 */
export const isHiddenName = (name: string, isTop: boolean) =>
  name.startsWith('.') && !(isTop && name === '.well-known');

const problem = (file: string, message: string, hint: string): Diagnostic => ({
  message,
  file,
  hint,
});

export const isInside = (parent: string, child: string) =>
  child === parent || child.startsWith(parent + path.sep);

/**
 * Two files whose paths differ only in case or in Unicode normalization (`Logo.svg` and
 * `logo.svg`; `café.svg` written NFC and NFD) are one file on macOS and Windows and on
 * hosts that fold names, so which one a visitor gets depends on the machine: as pages/ allows
 * only lowercase ASCII names, public/ may not hold such a pair.
 */
function sameNameProblems(files: string[]): Diagnostic[] {
  const byFolded = new Map<string, string[]>();
  for (const file of files) {
    const folded = file.normalize('NFC').toLowerCase();
    byFolded.set(folded, [...(byFolded.get(folded) ?? []), file]);
  }
  return [...byFolded.values()]
    .filter((found) => found.length > 1)
    .map((found) => {
      const names = found.map((file) => `public/${printableName(file)}`).sort(byCodeUnits);
      const isCase = new Set(found.map((file) => file.normalize('NFC'))).size > 1;
      return problem(
        names[0]!,
        `${names.join(' and ')} differ only in ${isCase ? 'upper and lower case' : 'how their accented letters are encoded (Unicode NFC and NFD)'}: on macOS, Windows and many hosts they are one file.`,
        'Keep one of them: remove or rename the others (lowercase names avoid this).',
      );
    });
}

/** Where the symlink `link` leads; if nowhere, where it points and whether that is a loop. */
export const realTarget = (link: string) =>
  realpath(link).catch(async (error: NodeJS.ErrnoException) => {
    if (!['ELOOP', 'ENOENT', 'ENOTDIR'].includes(error.code ?? '')) throw error;
    const leadsTo = path.resolve(path.dirname(link), await readlink(link));
    return { leadsTo, isLoop: error.code === 'ELOOP' };
  });

/** Where a link leads, or its problem: broken, outside the project, or to one of `folders` (those it is in). */
async function followLink(link: string, realRoot: string, shown: string, folders: string[]) {
  const target = await realTarget(link);
  if (typeof target !== 'string')
    return problem(
      shown,
      target.isLoop
        ? `${shown} is a symbolic link that leads round in a loop.`
        : `${shown} is a symbolic link to ${target.leadsTo}, which does not exist.`,
      'Remove the link, or point it at a file inside the project.',
    );
  if (!isInside(realRoot, target))
    return problem(
      shown,
      `${shown} is a symbolic link to ${target}, outside the project; the build copies only files inside the project.`,
      'Copy the file itself into the folder (or into the project and link to that), or remove the link.',
    );
  if (folders.some((folder) => isInside(target, folder)))
    return problem(
      shown,
      `${shown} is a symbolic link to a folder that holds it, so it leads round in a loop.`,
      'Remove the link, or point it at a folder outside this one.',
    );
  return target;
}

/** The folders a path is in: `a/b/c.html` → `a`, `a/b`. */
const foldersOf = (file: string) =>
  file
    .split('/')
    .slice(0, -1)
    .map((_, index, parts) => parts.slice(0, index + 1).join('/'));

/** The files of public/, sorted, following links inside the project; refusing one in the content-hashed assets/ (hash-asset.ts) or at the output path of a generated file or of its folder. */
export async function listPublicFiles(paths: ProjectPaths, generatedPaths: string[]) {
  const realRoot = await realpath(paths.root);
  const files: Array<{ path: string; source: string }> = [];
  const problems: Diagnostic[] = [];
  const walk = async (real: string, relative: string[], folders: string[]): Promise<void> => {
    for (const entry of await readdir(real, { withFileTypes: true })) {
      if (isHiddenName(entry.name, relative.length === 0)) continue;
      const parts = [...relative, entry.name];
      const shown = `public/${printableName(parts.join('/'))}`;
      const target = isUnsafeName(entry.name)
        ? problem(
            shown,
            `${shown} has a name that the _headers and _redirects files of the output cannot carry (a control character or line break, a *, a leading : or white space at either end).`,
            'Rename it with letters, digits, dashes, dots and underscores.',
          )
        : entry.isSymbolicLink()
          ? await followLink(path.join(real, entry.name), realRoot, shown, folders)
          : path.join(real, entry.name);
      if (typeof target !== 'string') {
        problems.push(target);
        continue;
      }
      const stats = await stat(target);
      if (stats.isFile()) files.push({ path: parts.join('/'), source: target });
      else if (stats.isDirectory()) await walk(target, parts, [...folders, target]);
    }
  };
  if (existsSync(paths.public)) {
    const start = await realpath(paths.public);
    await walk(start, [], [start]);
  }
  problems.push(...sameNameProblems(files.map((file) => file.path)));
  if (problems.length > 0) throw SiteError.fromList(problems);
  const generated = new Set(generatedPaths);
  const taken = new Set([...generatedPaths, ...generatedPaths.flatMap(foldersOf)]);
  for (const { path: file } of files) {
    if (file.startsWith('assets/'))
      throw new SiteError(
        `public/${file} is in assets/, the folder of the generator's content-hashed files, which hosts cache for a year without asking again.`,
        {
          file: `public/${file}`,
          hint: `Move it to another folder of public/ (such as public/js/${file.slice('assets/'.length)}) and change the links to it; or import it from the client script, which the generator bundles and names by its content.`,
        },
      );
    // A public file clashes with a generated one at its own path, or where either needs a folder.
    if (taken.has(file) || foldersOf(file).some((folder) => generated.has(folder)))
      throw new SiteError(
        `public/${file} has the same output path as a generated file, or as the folder of one.`,
        {
          file: `public/${file}`,
          hint: 'Rename or remove it; the generator writes this file itself.',
        },
      );
  }
  return files.sort((a, b) => byCodeUnits(a.path, b.path));
}
