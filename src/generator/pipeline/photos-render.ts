/**
 * Photos, part two (photos phase): makes every file the pages asked for (photos.ts) with sharp,
 * or takes it from the cache, and places it in the output.
 *
 * A file is kept in the cache folder under the hash of the photo's bytes and everything that
 * shapes the file (width, format, encoder options, the versions of sharp and libvips), in the
 * store the share images use (cache-store.ts): each file is checked against the hash of
 * its bytes when it is reused (or known unchanged since), so a damaged entry is made again, never served; reused files
 * are cloned or hard-linked into the output where the file system allows.
 */
import path from 'node:path';
import { errorText, SiteError } from '../diagnostics';
import { FORMAT_OPTIONS, loadSharp, type PhotoVariant } from './photos';
import { openStore, placeFiles } from './cache-store';
import { forEachLimited } from './run-limited';

export interface PhotoStats {
  /** Files made by sharp in this build. */
  made: number;
  /** Files taken from the cache. */
  cached: number;
  /** Files placed in the output, and how many of them were cloned or hard-linked from the cache. */
  files: number;
  linked: number;
}

/** Files made at once: libvips spreads each over the cores already; two keep them busy while one is read or written. */
const MAKING_AT_ONCE = 2;

/** Phase step: writes every photo file into `outFolder`. A photo sharp fails on is a build error naming it. */
export async function renderPhotos(
  variants: PhotoVariant[],
  outFolder: string,
  cacheFolder: string | undefined,
): Promise<PhotoStats> {
  const stats: PhotoStats = { made: 0, cached: 0, files: 0, linked: 0 };
  if (variants.length === 0) return stats;
  const store = cacheFolder
    ? await openStore(path.join(cacheFolder, 'photos'), { extension: 'bin' })
    : undefined;
  const files: Array<{ path: string; from?: string; data?: Buffer }> = [];
  const toMake: PhotoVariant[] = [];
  for (const variant of variants) {
    const cached = store?.checked(variant.key);
    if (cached) {
      stats.cached += 1;
      files.push({ path: path.join(outFolder, variant.path), from: cached });
    } else toMake.push(variant);
  }
  if (toMake.length > 0) {
    const sharp = await loadSharp();
    const failed = new Map<string, string>();
    await forEachLimited(
      toMake,
      async (variant) => {
        if (failed.has(variant.photo.src)) return;
        let data: Buffer;
        try {
          data = await sharp(variant.photo.file)
            .rotate()
            .resize({ width: variant.width, withoutEnlargement: true })
            .toFormat(variant.format, FORMAT_OPTIONS[variant.format])
            .toBuffer();
        } catch (error) {
          failed.set(variant.photo.src, errorText(error));
          return;
        }
        stats.made += 1;
        const cached = await store?.put(variant.key, data);
        files.push({
          path: path.join(outFolder, variant.path),
          ...(cached ? { from: cached } : { data }),
        });
      },
      MAKING_AT_ONCE,
    );
    if (failed.size > 0) {
      throw SiteError.fromList(
        [...failed].map(([src, reason]) => ({
          message: `The photo public${src} could not be converted: ${reason}`,
          file: `public${src}`,
          hint: 'Save it again as a JPEG, PNG, WebP or AVIF file (it may be damaged or cut short).',
        })),
      );
    }
  }
  const placed = placeFiles(files);
  stats.files = files.length;
  stats.linked = placed.linked;
  await store?.save();
  return stats;
}
