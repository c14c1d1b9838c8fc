/**
 * Photos, part two (photos phase): makes every file the pages asked for (photos.ts) with sharp,
 * or takes it from the cache (cache.ts: kept under a hash of the photo's bytes and everything
 * that shapes the file, `PhotoVariant.key`; a damaged entry is made again, never served), and
 * writes it into the output.
 */
import pLimit from 'p-limit';
import { errorText, SiteError } from '../diagnostics';
import { openCache, writeOutputFiles } from './cache';
import { loadSharp } from './photo-probe';
import { FORMAT_OPTIONS, type PhotoVariant } from './photos';

export interface PhotoStats {
  /** Files made by sharp in this build. */
  made: number;
  /** Files taken from the cache. */
  cached: number;
  /** Files written into the output. */
  files: number;
}

/** Files made at once: libvips spreads each over the cores already; two keep them busy while one is read or written. */
const MAKING_AT_ONCE = 2;

/** Phase step: writes every photo file into `outFolder`. A photo sharp fails on is a build error naming it. */
export async function renderPhotos(
  variants: PhotoVariant[],
  outFolder: string,
  cacheFolder: string | undefined,
): Promise<PhotoStats> {
  const stats: PhotoStats = { made: 0, cached: 0, files: 0 };
  const cache = openCache(cacheFolder, 'photos');
  const failed = new Map<string, string>();
  await pLimit(MAKING_AT_ONCE).map(variants, async (variant) => {
    let data = cache?.get(variant.key);
    if (data) stats.cached += 1;
    else {
      if (failed.has(variant.photo.src)) return;
      try {
        data = await (await loadSharp())(variant.photo.file)
          .rotate()
          .resize({ width: variant.width, withoutEnlargement: true })
          .toFormat(variant.format, FORMAT_OPTIONS[variant.format])
          .toBuffer();
      } catch (error) {
        failed.set(variant.photo.src, errorText(error));
        return;
      }
      stats.made += 1;
      await cache?.put(variant.key, data);
    }
    stats.files += writeOutputFiles(outFolder, [variant.path], data);
  });
  if (failed.size > 0) {
    throw SiteError.fromList(
      [...failed].map(([src, reason]) => ({
        message: `The photo public${src} could not be converted: ${reason}`,
        file: `public${src}`,
        hint: 'Save it again as a JPEG, PNG, WebP or AVIF file (it may be damaged or cut short).',
      })),
    );
  }
  return stats;
}
