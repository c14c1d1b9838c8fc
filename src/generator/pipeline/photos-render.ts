/**
 * Photos, part two: what sharp (libvips, native, loaded only by a build that has photos) does.
 * It reads each raster image under public/ for photos.ts, and, in the photos phase, makes every
 * file the pages asked for, or takes it from the cache (cache.ts: kept under a hash of the photo's
 * bytes and everything that shapes the file, `PhotoVariant.key`), and writes it into the output.
 */
import { readFile } from 'node:fs/promises';
import pLimit from 'p-limit';
import { errorText, SiteError } from '../diagnostics';
import { hashOf, openCache, writeOutputFiles } from './cache';
import type { Photo, PhotoProblem, PhotoVariant } from './photos';

export type PhotoFormat = 'avif' | 'webp' | 'jpeg' | 'png';
/** Encoder options by format: AVIF's effort 2 makes files within a few per cent of effort 4 in a third of the time. */
export const FORMAT_OPTIONS: Record<PhotoFormat, Record<string, unknown>> = {
  avif: { quality: 50, effort: 2 },
  webp: { quality: 75, effort: 4 },
  jpeg: { quality: 75, mozjpeg: true },
  png: { compressionLevel: 9, palette: false },
};
/** A photo over this is refused: phones show a few hundred thousand pixels of it, and decoding it takes the build's memory. */
const MAX_MEGAPIXELS = 50;
/** Files made at once: libvips spreads each over the cores already; two keep them busy while one is read or written. */
const MAKING_AT_ONCE = 2;

type SharpModule = typeof import('sharp').default;

export async function loadSharp(): Promise<SharpModule> {
  return (await import('sharp')).default;
}

/** A raster image under public/ as read (`src` as pages write it, `file` absolute): its shape as shown (after its EXIF orientation), or the problem with it. */
export async function probePhoto(
  sharp: SharpModule,
  src: string,
  file: string,
): Promise<Photo | PhotoProblem> {
  let data: Buffer;
  try {
    data = await readFile(file);
  } catch (error) {
    return {
      problem: `public${src} cannot be read (${errorText(error)}).`,
      hint: 'Let your user read it (chmod a+r), or replace it.',
    };
  }
  const metadata = await sharp(data)
    .metadata()
    .catch((error: unknown) => errorText(error));
  if (typeof metadata === 'string') {
    return {
      problem: `public${src} is not an image sharp can read (${metadata}).`,
      hint: 'Save it again as a JPEG, PNG, WebP or AVIF file.',
    };
  }
  const { width, height } = metadata.autoOrient;
  const megapixels = (width * height) / 1e6;
  if (megapixels > MAX_MEGAPIXELS) {
    return {
      problem: `public${src} is ${megapixels.toFixed(1)} megapixels (${width} × ${height}), over the ${MAX_MEGAPIXELS} megapixel limit.`,
      hint: 'Resize it before adding it: 4000 pixels wide is more than any screen shows.',
    };
  }
  const hasAlpha = metadata.hasAlpha === true;
  return { src, file, hash: hashOf(data), width, height, hasAlpha };
}

export type PhotoStats = Awaited<ReturnType<typeof renderPhotos>>;

/** Phase step: writes every photo file into `outFolder`. A photo sharp fails on is a build error naming it. */
export async function renderPhotos(
  variants: PhotoVariant[],
  outFolder: string,
  cacheFolder: string | undefined,
) {
  // Files made by sharp in this build, taken from the cache, and written into the output.
  const stats = { made: 0, cached: 0, files: 0 };
  const cache = openCache(cacheFolder, 'photos');
  const failed = new Map<string, string>();
  await pLimit(MAKING_AT_ONCE).map(variants, async ({ photo, width, format, key, path }) => {
    let data = cache?.get(key);
    if (data) stats.cached += 1;
    else {
      if (failed.has(photo.src)) return;
      try {
        data = await (await loadSharp())(photo.file)
          .rotate()
          .resize({ width, withoutEnlargement: true })
          .toFormat(format, FORMAT_OPTIONS[format])
          .toBuffer();
      } catch (error) {
        failed.set(photo.src, errorText(error));
        return;
      }
      stats.made += 1;
      await cache?.put(key, data);
    }
    stats.files += writeOutputFiles(outFolder, [path], data);
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
