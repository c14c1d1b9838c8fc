/**
 * Photos: what the build makes, with sharp, of each raster image under public/ that Markdown or a
 * page's `<Image>` shows. Every raster file under public/ is read once, before the content phase;
 * a photo asked for at a layout width gets the files it will be made into (AVIF, WebP and a JPEG
 * or PNG fallback, at several widths), which the photos phase makes.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fg from 'fast-glob';
import pLimit from 'p-limit';
import * as v from 'valibot';
import { type Diagnostic, errorText, SiteError } from '../diagnostics';
import { IMAGE_REGISTRY, type ImageRegistry } from '../image';
import { hashOf, openCache, writeOutputFiles } from './cache';

/** Raster formats made into photos; GIFs (they may move) and SVGs pass through. */
const RASTER = /\.(jpe?g|png|webp|avif|tiff?)$/i;
/** The widths a photo is made in, below twice its layout width (which is made too). */
const WIDTH_LADDER = [400, 800, 1200, 1600, 2400];
/** Encoder options by format: AVIF's effort 2 makes files within a few per cent of effort 4 in a third of the time. */
const FORMAT_OPTIONS = {
  avif: { quality: 50, effort: 2 },
  webp: { quality: 75, effort: 4 },
  jpeg: { quality: 75, mozjpeg: true },
  png: { compressionLevel: 9, palette: false },
};
/** A photo over this is refused: phones show a few hundred thousand pixels of it, and decoding it takes the build's memory. */
const MAX_MEGAPIXELS = 50;
/** Files made at once: libvips spreads each over the cores already; two keep them busy while one is read or written. */
const MAKING_AT_ONCE = 2;

type PhotoFormat = keyof typeof FORMAT_OPTIONS;
type Photo = Exclude<Awaited<ReturnType<typeof probePhoto>>, { problem: string }>;
/** How wide a photo is shown, at most, and its `sizes` when not the default. */
export type Layout = { width: number; sizes?: string | undefined };
export type PhotoCatalog = Awaited<ReturnType<typeof loadPhotoCatalog>>;
export type PhotoVariant = ReturnType<typeof photoVariant>;
export type PicturePlan = ReturnType<typeof planPhoto>;

const loadSharp = async () => (await import('sharp')).default;

/** Phase step: reads every raster image under public/ (at most a few at once). */
export async function loadPhotoCatalog(publicDir: string) {
  const rasters = (await fg('**/*', { cwd: publicDir })).filter((name) => RASTER.test(name));
  const probes = new Map(
    await pLimit(4).map(rasters, async (name) => {
      const src = `/${name}`;
      return [src, await probePhoto(src, path.join(publicDir, name))] as const;
    }),
  );
  const variants = new Map<string, PhotoVariant>();
  /** The photo at `src`, or the problem with it; undefined for anything that is not a local raster image. */
  const probe = (src: string) => {
    if (!src.startsWith('/') || src.startsWith('//')) return undefined;
    // As a path under public/: `/images/a%20b.jpg?v=2` → `/images/a b.jpg` (a malformed escape stays).
    let local = src.split(/[?#]/)[0]!;
    try {
      local = path.posix.normalize(decodeURI(local));
    } catch {}
    if (!RASTER.test(local)) return undefined;
    return (
      probes.get(local) ?? {
        problem: `${local} is not a file in public/.`,
        hint: `Add the photo as public${local}, or correct the path (it starts with / and is relative to public/).`,
      }
    );
  };
  /** The files of a photo at a layout width (registered to be made), or the problem with it. */
  const plan = (src: string, layout: Layout) => {
    const photo = probe(src);
    if (!photo || photo.problem !== undefined) return photo;
    return planPhoto(photo, layout, (width, format) => {
      const variant = photoVariant(photo, width, format);
      variants.set(variant.path, variant);
      return `/${variant.path}`;
    });
  };
  return {
    plan,
    probe,
    variants: () => [...variants.values()],
    /** Runs `run` with the registry `<Image>` reads set on `globalThis`. */
    withRegistry<T>(run: () => Promise<T>) {
      const holder = globalThis as { [IMAGE_REGISTRY]?: ImageRegistry };
      holder[IMAGE_REGISTRY] = (src, layout) => {
        const planned = plan(src, layout);
        if (planned && 'problem' in planned)
          throw new Error(`<Image src="${src}">: ${planned.problem} ${planned.hint}`);
        return planned;
      };
      return run().finally(() => delete holder[IMAGE_REGISTRY]);
    },
  };
}

/**
 * A photo under public/ as read (`src` as pages write it, `file` absolute), its shape as shown (after
 * its EXIF orientation), and its encoder: sharp's and libvips' versions are part of every file's key,
 * since another encoder makes other bytes.
 */
async function probePhoto(src: string, file: string) {
  const data = await readFile(file).catch((error: unknown) => errorText(error));
  if (typeof data === 'string') {
    return {
      problem: `public${src} cannot be read (${data}).`,
      hint: 'Let your user read it (chmod a+r), or replace it.',
    };
  }
  const sharp = await loadSharp();
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
  const encoder = `sharp@${sharp.versions.sharp} vips@${sharp.versions.vips}`;
  return { src, file, hash: hashOf(data), width, height, hasAlpha: metadata.hasAlpha, encoder };
}

/** One file of a photo, named by a hash of all that shapes it (its cache key): a changed photo gets new URLs, cached forever. */
function photoVariant(photo: Photo, width: number, format: PhotoFormat) {
  const key = hashOf(
    JSON.stringify([photo.encoder, photo.hash, width, format, FORMAT_OPTIONS[format]]),
  );
  const stem = path.posix.parse(photo.src).name.replace(/[^\w-]+/g, '-');
  const extension = format === 'jpeg' ? 'jpg' : format;
  const file = `assets/images/${stem}-${width}.${key.slice(0, 10)}.${extension}`;
  return { path: file, photo, width, format, key };
}

/** The `<picture>` of a photo at a layout width: AVIF and WebP sources, and a JPEG or PNG fallback, each at every width. */
function planPhoto(
  photo: Photo,
  layout: Layout,
  pathOf: (width: number, format: PhotoFormat) => string,
) {
  // The ladder below twice the layout width (never wider than the photo), and that width itself.
  const largest = Math.min(photo.width, Math.round(layout.width * 2));
  const widths = [...WIDTH_LADDER.filter((width) => width < largest * 0.9), largest];
  const fallback: PhotoFormat = photo.hasAlpha ? 'png' : 'jpeg';
  const srcSet = (format: PhotoFormat) =>
    widths.map((width) => `${pathOf(width, format)} ${width}w`).join(', ');
  const shown = Math.min(layout.width, photo.width);
  const fallbackWidth = widths.find((width) => width >= shown) ?? largest;
  return {
    sources: [
      { type: 'image/avif', srcSet: srcSet('avif') },
      { type: 'image/webp', srcSet: srcSet('webp') },
    ],
    src: pathOf(fallbackWidth, fallback),
    srcSet: srcSet(fallback),
    sizes: layout.sizes ?? `(min-width: ${layout.width}px) ${layout.width}px, 100vw`,
    width: shown,
    height: Math.round((shown * photo.height) / photo.width),
  };
}

/** Phase step: writes every photo file into `outFolder`. A photo sharp fails on is a build error naming it. */
export async function renderPhotos(
  variants: PhotoVariant[],
  outFolder: string,
  cacheFolder: string | undefined,
) {
  const stats = { made: 0, cached: 0, files: 0 };
  const cache = openCache(cacheFolder, 'photos');
  const failed = new Map<string, string>();
  await pLimit(MAKING_AT_ONCE).map(variants, async ({ photo, width, format, key, path }) => {
    let data = cache?.get(key);
    if (data) stats.cached += 1;
    else {
      if (failed.has(photo.src)) return;
      data = await (await loadSharp())(photo.file)
        .rotate()
        .resize({ width, withoutEnlargement: true })
        .toFormat(format, FORMAT_OPTIONS[format])
        .toBuffer()
        .catch((error: unknown) => void failed.set(photo.src, errorText(error)));
      if (!data) return;
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
const IMAGES_OPTION = v.object({
  fields: v.optional(v.array(v.string())),
  bodyWidth: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
  bodySizes: v.optional(v.pipe(v.string(), v.trim(), v.nonEmpty())),
});

export function checkImagesOption(name: string, images: unknown, file: string): Diagnostic[] {
  if (images === undefined || (!Array.isArray(images) && v.is(IMAGES_OPTION, images))) return [];
  const field = `collections.${name}.images`;
  return [
    {
      message: `${field} is not { fields?: string[], bodyWidth?: number, bodySizes?: string }.`,
      file,
      field,
      hint: "Name the front-matter fields that hold a photo and, if the body's photos are not shown 720 px wide at most, that width: `images: { fields: ['image'], bodyWidth: 640 }`.",
    },
  ];
}
