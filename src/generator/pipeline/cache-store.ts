/**
 * The store of drawn share images and made photo files in the cache folder, and how its files
 * reach the output.
 *
 * Each file is named by the SHA-1 of its bytes (`blobs/`), and an index maps a key (a hash of
 * everything that shaped the file) to that name (`refs.json`, itself checked by a hash). A file
 * is trusted only as it was written: a reused file is checked against its name, by its bytes,
 * unless its size, inode and modification time are those it had when its bytes were last checked
 * (`checked.json`). Anything that writes to it (also through a hard link in an earlier output)
 * changes its modification time, so it is read and checked again, and drawn again if damaged.
 * A check is recorded only for a file last modified some seconds before it (file systems with a
 * coarse clock could otherwise hide a write made just after it).
 */
import { createHash } from 'node:crypto';
import {
  constants,
  copyFileSync,
  linkSync,
  mkdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { writeFileAtomic } from '../atomic-write';
import { readCacheEntry, readOrUndefined, writeCacheEntry } from './cache-entry';

/** A file modified less than this long before its check is checked by its bytes again next time. */
const CLOCK_SLACK_MS = 3_000;

const hashOf = (data: Uint8Array): string => createHash('sha1').update(data).digest('hex');

function parseRecord(text: string | undefined): Record<string, string> {
  try {
    const record = text === undefined ? {} : (JSON.parse(text) as unknown);
    return record && typeof record === 'object' && !Array.isArray(record)
      ? (record as Record<string, string>)
      : {};
  } catch {
    return {};
  }
}

/**
 * Size, inode and modification time (in ns); undefined when the file is too new to vouch for,
 * 'missing' when it is not there. The store's file-system calls are synchronous: 4,052 cached
 * cards' checks and links took 47-52 ms so, 120-191 ms through promises (2026-11-27).
 */
function signatureOf(file: string): string | undefined {
  const stats = statSync(file, { bigint: true, throwIfNoEntry: false });
  if (!stats) return 'missing';
  return Date.now() - Number(stats.mtimeMs) < CLOCK_SLACK_MS
    ? undefined
    : `${stats.size}:${stats.ino}:${stats.mtimeNs}`;
}

export type CacheStore = Awaited<ReturnType<typeof openStore>>;

/** Opens the store in `folder`; files of `extension`, each starting with `signature` when one is given. */
export async function openStore(
  folder: string,
  { extension = 'png', signature = false as Buffer | false } = {},
) {
  const refsFile = path.join(folder, 'refs.json');
  const checkedFile = path.join(folder, 'checked.json');
  const [refs, checks] = (
    await Promise.all([readCacheEntry(refsFile), readCacheEntry(checkedFile)])
  ).map(parseRecord) as [Record<string, string>, Record<string, string>];
  const added: Record<string, string> = {};
  let checksChanged = false;
  const blobFile = (hash: string) =>
    path.join(folder, 'blobs', hash.slice(0, 2), `${hash}.${extension}`);
  const isWhole = (file: string, hash: string): boolean => {
    const before = signatureOf(file);
    if (before === 'missing') return false;
    if (before !== undefined && checks[hash] === before) return true;
    const data = readOrUndefined(file);
    if (
      !data ||
      (signature && !data.subarray(0, signature.length).equals(signature)) ||
      hashOf(data) !== hash
    )
      return false;
    // Recorded only when the file did not change while it was read.
    if (before !== undefined && signatureOf(file) === before) {
      checks[hash] = before;
      checksChanged = true;
    }
    return true;
  };
  return {
    /** The cache file of a key, once it is known to hold what was written; undefined when missing or damaged. */
    checked(key: string): string | undefined {
      const hash = refs[key];
      if (typeof hash !== 'string' || !/^[0-9a-f]{40}$/.test(hash)) return undefined;
      const file = blobFile(hash);
      return isWhole(file, hash) ? file : undefined;
    },
    /** Keeps a file (a new one, renamed into place: links to a damaged one are left behind); undefined when the cache cannot be written. */
    async put(key: string, data: Buffer): Promise<string | undefined> {
      const hash = hashOf(data);
      const file = blobFile(hash);
      try {
        await writeFileAtomic(file, data);
      } catch {
        return undefined;
      }
      refs[key] = added[key] = hash;
      return file;
    },
    /** Writes the index with this build's new entries, over what another build may have added meanwhile, and the checks made. */
    async save(): Promise<void> {
      if (Object.keys(added).length > 0) {
        const current = { ...parseRecord(await readCacheEntry(refsFile)), ...added };
        await writeCacheEntry(refsFile, JSON.stringify(current)).catch(() => undefined);
      }
      if (checksChanged)
        await writeCacheEntry(checkedFile, JSON.stringify(checks)).catch(() => undefined);
    },
  };
}

/**
 * Writes files into the output, one at a time: a file of the store (already checked) is cloned
 * where the file system can (copy-on-write), else hard-linked, else copied (another device, links
 * refused); data is written. A file already there (watch mode writes into the output itself) is
 * replaced, never written through.
 */
export function placeFiles(files: Array<{ path: string; from?: string; data?: Buffer }>): {
  linked: number;
} {
  for (const folder of new Set(files.map((file) => path.dirname(file.path))))
    mkdirSync(folder, { recursive: true });
  let linked = 0;
  const place = (file: (typeof files)[number]): void => {
    if (!file.from) {
      writeFileSync(file.path, file.data!, { flag: 'wx' });
      return;
    }
    if (placing.mode === 'clone') {
      try {
        copyFileSync(
          file.from,
          file.path,
          constants.COPYFILE_EXCL | constants.COPYFILE_FICLONE_FORCE,
        );
        linked += 1;
        return;
      } catch (error) {
        if (!REFUSED.has(codeOf(error))) throw error;
        placing.mode = 'link';
      }
    }
    if (placing.mode === 'link') {
      try {
        linkSync(file.from, file.path);
        linked += 1;
        return;
      } catch (error) {
        if (!REFUSED.has(codeOf(error))) throw error;
        placing.mode = 'copy';
      }
    }
    copyFileSync(file.from, file.path, constants.COPYFILE_EXCL);
  };
  for (const file of files) {
    try {
      place(file);
    } catch (error) {
      if (codeOf(error) !== 'EEXIST') throw error;
      // Replace, never write into: the old file may be a hard link to a cache entry.
      rmSync(file.path, { force: true });
      place(file);
    }
  }
  return { linked };
}

/** How cached files reach the output on this machine; a refusal moves it down for the rest of the process. */
const placing: { mode: 'clone' | 'link' | 'copy' } = { mode: 'clone' };
/** Errors by which a file system refuses a clone or a hard link (rather than failing the write). */
const REFUSED = new Set<string | undefined>([
  'ENOTSUP',
  'EOPNOTSUPP',
  'ENOSYS',
  'EXDEV',
  'EPERM',
  'EMLINK',
  'EINVAL',
  'ENOTTY',
]);

function codeOf(error: unknown): string | undefined {
  return (error as NodeJS.ErrnoException | undefined)?.code;
}
