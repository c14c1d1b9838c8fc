/**
 * Writes a file so that no reader ever sees half of it: the data goes to a temporary file
 * beside the target, which is then renamed over it (a rename within a folder is atomic).
 */
import { randomBytes } from 'node:crypto';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { withPath } from './diagnostics';

/** Writes `data` to `file`, creating its folder; on failure the temporary file is removed and the error rethrown. */
export async function writeFileAtomic(file: string, data: string | Uint8Array): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  // Unique per write, so two writers (processes or threads) never share a temporary file.
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
