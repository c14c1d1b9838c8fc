/**
 * The generator's cache of what is costly to make again: photos, share cards and the prefixed
 * stylesheet, in `node_modules/.cache/site/<project>/<kind>/<key>`, where the key is a
 * hash of everything the entry is made from. Every entry is a hash of its contents on the first
 * line, then the contents: one that no longer matches (truncated, emptied, overwritten) is made
 * again, never served, and never fatal. A cache folder the command cannot write (a Docker image's
 * node_modules of another user, a read-only disk) makes the build run as with `--no-cache`.
 */
import { hash, randomBytes } from 'node:crypto';
import { constants, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { access, mkdir, mkdtemp, readdir, rename, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fromSystemError, withPath, type Diagnostic } from '../diagnostics';

export const hashOf = (data: string | Uint8Array) => hash('sha1', data);

/** The entries of one kind in `cacheFolder`; undefined when the build runs without the cache. */
export function openCache(cacheFolder: string | undefined, kind: string) {
  if (cacheFolder === undefined) return undefined;
  const fileOf = (key: string) => path.join(cacheFolder, kind, key);
  return {
    /** Undefined when missing or damaged. Synchronous: a warm build reads thousands of share cards, faster so. */
    get(key: string): Buffer | undefined {
      let data: Buffer;
      try {
        data = readFileSync(fileOf(key));
      } catch {
        return undefined;
      }
      const contents = data.subarray(41);
      return data[40] === 0x0a && data.toString('latin1', 0, 40) === hashOf(contents)
        ? contents
        : undefined;
    },
    /** Keeps `contents` under `key`, atomically; a cache that cannot be written is left as it is. */
    async put(key: string, contents: string | Uint8Array): Promise<void> {
      const data = Buffer.concat([Buffer.from(`${hashOf(contents)}\n`), Buffer.from(contents)]);
      await writeFileAtomic(fileOf(key), data).catch(() => undefined);
    },
  };
}

/** Writes `data` to `file` (and its folder) through a temporary file unique to this write, so no reader sees half of it. */
export async function writeFileAtomic(file: string, data: string | Uint8Array): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}-${randomBytes(4).toString('hex')}.tmp`;
  try {
    await writeFile(temporary, data);
    await rename(temporary, file);
  } catch (error) {
    await rm(temporary, { force: true });
    // A full disk fails write(2), for which Node names no path.
    throw withPath(error, file);
  }
}

/** Writes `data` (an entry, or what was just made) to each of `files` under `outFolder`; returns how many. */
export function writeOutputFiles(
  outFolder: string,
  files: string[] | Set<string>,
  data: Uint8Array,
): number {
  for (const file of files) {
    const target = path.join(outFolder, file);
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, data);
  }
  return Array.isArray(files) ? files.length : files.size;
}

/** Undefined when `folder` can be written (it is made if missing); else a warning saying the build runs without it. */
export async function checkCacheWritable(folder: string): Promise<Diagnostic | undefined> {
  try {
    await mkdir(folder, { recursive: true });
    await access(folder, constants.W_OK);
    return undefined;
  } catch (error) {
    return cacheWarning(folder, error, 'this build ran without the cache (the output is the same)');
  }
}

/** A warning that a cache folder (or the build record in it) could not be written, or the error itself when it is not the machine's. */
export function cacheWarning(folder: string, error: unknown, consequence: string): Diagnostic {
  const system = fromSystemError(error)?.diagnostics[0];
  if (!system) throw error;
  return {
    message: `The cache folder ${folder} cannot be written (${system.message.replace(/^Could not /, 'could not ')}); ${consequence}.`,
    hint: 'Make node_modules/.cache/site writable for this user (or pass --no-cache to leave it alone).',
  };
}

/**
 * A temporary folder to load the compiled pages from (also when the cache cannot be written), whose
 * `node_modules` links to `modules` so their bare imports (react) resolve. It first deletes those
 * folders of processes that no longer exist.
 */
export async function makeModuleFolder(modules: string) {
  for (const name of await readdir(os.tmpdir()).catch(() => [] as string[])) {
    const pid = Number(/^site-modules-(\d+)-/.exec(name)?.[1]);
    if (pid > 0 && !isRunning(pid))
      await rm(path.join(os.tmpdir(), name), { recursive: true, force: true }).catch(() => {});
  }
  const folder = await mkdtemp(path.join(os.tmpdir(), `site-modules-${process.pid}-`));
  const remove = () => rm(folder, { recursive: true, force: true });
  await symlink(modules, path.join(folder, 'node_modules'), 'junction').catch(async (error) => {
    await remove();
    throw error;
  });
  return { folder, remove };
}

/** Whether a process exists: signal 0 checks without sending anything (EPERM: it exists, another user's). */
export function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
