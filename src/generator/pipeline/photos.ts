/**
 * Photos, part one (content and render phases): what the build makes of each raster image under
 * public/ that Markdown or a page's `<Image>` shows.
 *
 * Before the content phase, every raster file under public/ is read once: its shape (turned as
 * its EXIF orientation says), whether it has transparency, and a hash of its bytes, or the
 * problem with it. A site without photos costs a listing of public/. Markdown images and
 * `<Image>` then ask for a photo at a layout width and get the files it will be made into
 * (AVIF, WebP and a JPEG or PNG fallback, at several widths), named by a hash of the photo and
 * the options, so that a changed photo gets new URLs (they are cached forever, under assets/).
 * The photos phase (photos-render.ts) makes the files that were asked for.
 */
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { CollectionImages } from '../contract';
import type { Diagnostic } from '../diagnostics';
import { IMAGE_REGISTRY, type ImageRegistry, type PicturePlan } from '../image';
import pLimit from 'p-limit';
import { hashOf } from './cache';
import { loadSharp, probePhoto } from './photo-probe';

/** Raster formats made into photos; GIFs (they may move) and SVGs pass through. */
export const RASTER = /\.(jpe?g|png|webp|avif|tiff?)$/i;
/** The widths a photo is made in, below twice its layout width (which is made too). */
const WIDTH_LADDER = [400, 800, 1200, 1600, 2400];
/** The Markdown body's photos when the collection does not say. */
export const DEFAULT_BODY_WIDTH = 720;

export type PhotoFormat = 'avif' | 'webp' | 'jpeg' | 'png';
/** Encoder options by format: AVIF's effort 2 makes files within a few per cent of effort 4 in a third of the time. */
export const FORMAT_OPTIONS: Record<PhotoFormat, Record<string, unknown>> = {
  avif: { quality: 50, effort: 2 },
  webp: { quality: 75, effort: 4 },
  jpeg: { quality: 75, mozjpeg: true },
  png: { compressionLevel: 9, palette: false },
};

/** A photo under public/ as read. */
export interface Photo {
  /** Its path under public/, as pages write it: `/images/office.jpg`. */
  src: string;
  /** Absolute path. */
  file: string;
  hash: string;
  /** As shown (after its EXIF orientation). */
  width: number;
  height: number;
  hasAlpha: boolean;
}

/** One file the build makes of a photo. */
export interface PhotoVariant {
  /** Output path, relative to the output folder. */
  path: string;
  photo: Photo;
  width: number;
  format: PhotoFormat;
  /** A hash of the photo and everything that shapes the file: the cache key. */
  key: string;
}

export type Probe = { photo: Photo } | { problem: string; hint: string };

export interface PhotoCatalog {
  /** The files of a photo at a layout width (registered to be made); a problem for a missing or unusable photo; undefined for anything that is not a local raster image. */
  plan(
    src: string,
    layout: { width: number; sizes?: string },
  ): PicturePlan | { problem: string; hint: string } | undefined;
  /** The problem with a photo the build cannot make (missing, unreadable, too large); undefined when it can, or when `src` is not a local raster image. */
  problemOf(src: string): { problem: string; hint: string } | undefined;
  /** Every file asked for so far, each once. */
  variants(): PhotoVariant[];
  /** The registry `<Image>` reads, set on `globalThis` while `run` runs. */
  withRegistry<T>(run: () => Promise<T>): Promise<T>;
}

/** Phase step: reads every raster image under public/ (at most a few at once). */
export async function loadPhotoCatalog(publicDir: string): Promise<PhotoCatalog> {
  const names = await readdir(publicDir, { recursive: true }).catch(() => [] as string[]);
  const rasters = names
    .filter(
      (name) => RASTER.test(name) && !name.split(path.sep).some((part) => part.startsWith('.')),
    )
    .sort();
  const probes = new Map<string, Probe>();
  let encoder = '';
  if (rasters.length > 0) {
    const sharp = await loadSharp();
    encoder = `sharp@${sharp.versions.sharp} vips@${sharp.versions.vips}`;
    await pLimit(4).map(rasters, async (name) => {
      const src = `/${name.split(path.sep).join('/')}`;
      probes.set(src, await probePhoto(sharp, src, path.join(publicDir, name)));
    });
  }
  return createCatalog(probes, encoder);
}

/** The catalog of the photos read; `encoder` (sharp's and libvips' versions) is part of every file's key: another encoder makes other bytes. */
function createCatalog(probes: ReadonlyMap<string, Probe>, encoder: string): PhotoCatalog {
  const variants = new Map<string, PhotoVariant>();
  const variantOf = (photo: Photo, width: number, format: PhotoFormat): PhotoVariant => {
    const variant = photoVariant(photo, width, format, encoder);
    if (!variants.has(variant.path)) variants.set(variant.path, variant);
    return variant;
  };
  const probeOf = (src: string): Probe | undefined => {
    const local = localPath(src);
    if (local === undefined || !RASTER.test(local)) return undefined;
    return (
      probes.get(local) ?? {
        problem: `${local} is not a file in public/.`,
        hint: `Add the photo as public${local}, or correct the path (it starts with / and is relative to public/).`,
      }
    );
  };
  const catalog: PhotoCatalog = {
    problemOf(src) {
      const probe = probeOf(src);
      return probe && 'problem' in probe ? probe : undefined;
    },
    plan(src, layout) {
      const probe = probeOf(src);
      return !probe || 'problem' in probe ? probe : planPhoto(probe.photo, layout, variantOf);
    },
    variants: () => [...variants.values()],
    withRegistry: (run) => withImageRegistry(catalog, run),
  };
  return catalog;
}

/** One file of a photo, named by a hash of everything that shapes it (its cache key). */
function photoVariant(
  photo: Photo,
  width: number,
  format: PhotoFormat,
  encoder: string,
): PhotoVariant {
  const key = hashOf(JSON.stringify([encoder, photo.hash, width, format, FORMAT_OPTIONS[format]]));
  const stem = path.posix
    .basename(photo.src)
    .replace(RASTER, '')
    .replace(/[^\w-]+/g, '-');
  const extension = format === 'jpeg' ? 'jpg' : format;
  return {
    path: `assets/images/${stem}-${width}.${key.slice(0, 10)}.${extension}`,
    photo,
    width,
    format,
    key,
  };
}

/** Runs `run` with the catalog as the registry `<Image>` reads on `globalThis`. */
async function withImageRegistry<T>(catalog: PhotoCatalog, run: () => Promise<T>): Promise<T> {
  const registry: ImageRegistry = {
    plan(src, layout) {
      const plan = catalog.plan(src, layout);
      if (plan && 'problem' in plan)
        throw new Error(`<Image src="${src}">: ${plan.problem} ${plan.hint}`);
      return plan;
    },
  };
  const holder = globalThis as { [IMAGE_REGISTRY]?: ImageRegistry };
  holder[IMAGE_REGISTRY] = registry;
  try {
    return await run();
  } finally {
    delete holder[IMAGE_REGISTRY];
  }
}

/** The `<picture>` of a photo at a layout width: AVIF and WebP sources, and a JPEG or PNG fallback, each at every width. */
function planPhoto(
  photo: Photo,
  layout: { width: number; sizes?: string },
  variantOf: (photo: Photo, width: number, format: PhotoFormat) => PhotoVariant,
): PicturePlan {
  const widths = photoWidths(photo.width, layout.width);
  const fallback: PhotoFormat = photo.hasAlpha ? 'png' : 'jpeg';
  const srcSet = (format: PhotoFormat) =>
    widths.map((width) => `/${variantOf(photo, width, format).path} ${width}w`).join(', ');
  const shown = Math.min(layout.width, photo.width);
  const fallbackWidth = widths.find((width) => width >= shown) ?? widths[widths.length - 1]!;
  return {
    sources: [
      { type: 'image/avif', srcSet: srcSet('avif') },
      { type: 'image/webp', srcSet: srcSet('webp') },
    ],
    src: `/${variantOf(photo, fallbackWidth, fallback).path}`,
    srcSet: srcSet(fallback),
    sizes: layout.sizes ?? `(min-width: ${layout.width}px) ${layout.width}px, 100vw`,
    width: shown,
    height: Math.round((shown * photo.height) / photo.width),
  };
}

/** The widths a photo is made in: the ladder below twice its layout width (never wider than the photo), and that width itself. */
export function photoWidths(photoWidth: number, layoutWidth: number): number[] {
  const largest = Math.min(photoWidth, Math.round(layoutWidth * 2));
  return [...WIDTH_LADDER.filter((width) => width < largest * 0.9), largest];
}

/** A path under public/ from a URL a page or Markdown gives (`/images/a%20b.jpg?v=2` → `/images/a b.jpg`); undefined for another site's or a relative URL. */
function localPath(src: string): string | undefined {
  if (!src.startsWith('/') || src.startsWith('//')) return undefined;
  const bare = src.split(/[?#]/)[0]!;
  try {
    return path.posix.normalize(decodeURI(bare));
  } catch {
    return bare;
  }
}

/** The layout of a collection's Markdown body photos. */
export function bodyLayout(images: CollectionImages | undefined): {
  width: number;
  sizes?: string;
} {
  return {
    width: images?.bodyWidth ?? DEFAULT_BODY_WIDTH,
    ...(images?.bodySizes !== undefined && { sizes: images.bodySizes }),
  };
}

/** The problems with a collection's `images` option in content/config.ts. */
export function checkImagesOption(name: string, images: unknown, file: string): Diagnostic[] {
  if (images === undefined) return [];
  const field = `collections.${name}.images`;
  const { fields, bodyWidth, bodySizes } = (
    typeof images === 'object' && images !== null ? images : {}
  ) as Record<string, unknown>;
  const isValid =
    typeof images === 'object' &&
    images !== null &&
    !Array.isArray(images) &&
    (fields === undefined ||
      (Array.isArray(fields) && fields.every((entry) => typeof entry === 'string'))) &&
    (bodyWidth === undefined || (Number.isInteger(bodyWidth) && (bodyWidth as number) > 0)) &&
    (bodySizes === undefined || (typeof bodySizes === 'string' && bodySizes.trim() !== ''));
  return isValid
    ? []
    : [
        {
          message: `${field} is not { fields?: string[], bodyWidth?: number, bodySizes?: string }.`,
          file,
          field,
          hint: "Name the front-matter fields that hold a photo and, if the body's photos are not shown 720 px wide at most, that width: `images: { fields: ['image'], bodyWidth: 640 }`.",
        },
      ];
}
