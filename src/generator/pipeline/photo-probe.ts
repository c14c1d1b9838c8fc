/**
 * What the build reads of a raster image under public/: its shape (turned as its EXIF orientation
 * says), whether it has transparency and a hash of its bytes, or the problem with it. sharp
 * (libvips, native) is loaded only by a build that has photos.
 */
import { readFile } from 'node:fs/promises';
import { errorText } from '../diagnostics';
import type { Metadata } from 'sharp';
import { hashOf } from './cache';
import type { Probe } from './photos';

/** A photo over this is refused: phones show a few hundred thousand pixels of it, and decoding it takes the build's memory. */
export const MAX_MEGAPIXELS = 50;

/** A raster image under public/ as read (`src` as pages write it, `file` absolute). */
export async function probePhoto(sharp: SharpModule, src: string, file: string): Promise<Probe> {
  let data: Buffer;
  try {
    data = await readFile(file);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    return {
      problem: `public${src} cannot be read (${code === 'EACCES' || code === 'EPERM' ? 'permission denied' : (code ?? String(error))}).`,
      hint: 'Let your user read it (chmod a+r), or replace it.',
    };
  }
  let metadata: Metadata;
  try {
    metadata = await sharp(data).metadata();
  } catch (error) {
    return {
      problem: `public${src} is not an image sharp can read (${errorText(error)}).`,
      hint: 'Save it again as a JPEG, PNG, WebP or AVIF file.',
    };
  }
  const turned = (metadata.orientation ?? 1) >= 5;
  const width = (turned ? metadata.height : metadata.width) ?? 0;
  const height = (turned ? metadata.width : metadata.height) ?? 0;
  if (width === 0 || height === 0)
    return {
      problem: `public${src} has no size sharp can read.`,
      hint: 'Save it again as a JPEG, PNG, WebP or AVIF file.',
    };
  const megapixels = (width * height) / 1e6;
  if (megapixels > MAX_MEGAPIXELS) {
    return {
      problem: `public${src} is ${megapixels.toFixed(1)} megapixels (${width} × ${height}), over the ${MAX_MEGAPIXELS} megapixel limit.`,
      hint: 'Resize it before adding it: 4000 pixels wide is more than any screen shows.',
    };
  }
  return {
    photo: {
      src,
      file,
      hash: hashOf(data),
      width,
      height,
      hasAlpha: metadata.hasAlpha === true,
    },
  };
}

type SharpModule = typeof import('sharp').default;

let sharpModule: Promise<SharpModule> | undefined;

export function loadSharp(): Promise<SharpModule> {
  sharpModule ??= import('sharp').then((module) => module.default);
  return sharpModule;
}
