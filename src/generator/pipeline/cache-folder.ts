/**
 * The cache folder may be one the command cannot write (node_modules of a Docker image that
 * belongs to another user, a read-only disk): the build then runs as with `--no-cache` and
 * says so in a warning, never fails for it. A build without the cache writes nothing into it:
 * the compiled pages, which must be loaded from a file, go to a temporary folder instead.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { GENERATOR_MODULES } from '../config';
import { fromSystemError, type Diagnostic } from '../diagnostics';

/** Undefined when `folder` can be written (it is made if missing); else a warning saying the build runs without it. */
export async function checkCacheWritable(folder: string): Promise<Diagnostic | undefined> {
  const probe = path.join(folder, `.probe-${process.pid}-${randomBytes(4).toString('hex')}`);
  try {
    await mkdir(folder, { recursive: true });
    await writeFile(probe, '');
    await rm(probe, { force: true });
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
 * A temporary folder, outside the cache, to load a compiled module from; its `node_modules`
 * links to the generator's, so the module's bare imports (react) resolve as they would from the
 * cache folder. `remove()` deletes it.
 */
export async function makeModuleFolder(): Promise<{ folder: string; remove: () => Promise<void> }> {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'site-modules-'));
  try {
    await symlink(GENERATOR_MODULES, path.join(folder, 'node_modules'), 'junction');
  } catch (error) {
    await rm(folder, { recursive: true, force: true });
    throw error;
  }
  return { folder, remove: () => rm(folder, { recursive: true, force: true }) };
}
