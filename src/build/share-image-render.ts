/**
 * Share images, part two (share phase): each planned image drawn to a PNG with satori (element
 * tree to SVG, text as paths from the site's fonts) and resvg (SVG to PNG).
 *
 * An image is kept in the cache folder under a hash of everything that shapes it: the expanded
 * element tree (share-image.ts), the fonts' bytes, the size, and the versions of satori and
 * resvg. A rebuild draws only the images whose inputs changed. A cache file begins with a hash
 * of the PNG after it: a damaged file is drawn again, never served.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { ProjectPaths } from '../config';
import type { ShareImageFont } from '../contract';
import { SiteError, withPath, type Diagnostic } from '../diagnostics';
import { readCacheBytes, writeCacheEntry } from './compile-cache';
import { forEachLimited } from './run-limited';
import { SHARE_IMAGE_HEIGHT, SHARE_IMAGE_MAX_BYTES, SHARE_IMAGE_WIDTH, type PlannedShareImage } from './share-image';

const CONFIG_FILE = 'content/config.ts';

export interface LoadedFont {
  name: string;
  data: Buffer;
  weight?: ShareImageFont['weight'];
  style?: ShareImageFont['style'];
}

/** Reads the fonts content/config.ts names; a missing or unreadable one is a build error naming the field. */
export function loadShareFonts(paths: Pick<ProjectPaths, 'root'>, fonts: ShareImageFont[] | undefined): LoadedFont[] {
  const problems: Diagnostic[] = [];
  const loaded: LoadedFont[] = [];
  if (!fonts || fonts.length === 0) {
    throw new SiteError('shareImage has no fonts; satori needs at least one to draw text.', {
      file: CONFIG_FILE,
      field: 'shareImage.fonts',
      hint: "Name a .ttf, .otf or .woff file, such as { name: 'Inter', weight: 700, file: '@fontsource/inter/files/inter-latin-700-normal.woff' }.",
    });
  }
  // Like the pages' bare imports, a font package resolves from the project, else from the generator's own packages.
  const requires = [createRequire(path.join(paths.root, 'package.json')), createRequire(import.meta.url)];
  const resolvePackageFile = (file: string): string => {
    for (const require of requires) {
      try {
        return require.resolve(file);
      } catch {
        // Try the next.
      }
    }
    throw new Error(`${file} not found`);
  };
  fonts.forEach((font, index) => {
    const field = `shareImage.fonts[${index}].file`;
    if (!/\.(ttf|otf|woff)$/i.test(font.file)) {
      problems.push({ message: `The share-image font "${font.file}" is not a .ttf, .otf or .woff file.`, file: CONFIG_FILE, field, hint: 'Satori cannot read .woff2: use the .woff file of the same font (font packages such as @fontsource ship both).' });
      return;
    }
    let file: string;
    try {
      file = font.file.startsWith('.') || path.isAbsolute(font.file) ? path.resolve(paths.root, font.file) : resolvePackageFile(font.file);
      loaded.push({ name: font.name, data: readFileSync(file), ...(font.weight && { weight: font.weight }), ...(font.style && { style: font.style }) });
    } catch {
      const packageName = font.file.startsWith('@') ? font.file.split('/').slice(0, 2).join('/') : font.file.split('/')[0];
      problems.push({
        message: `The share-image font "${font.file}" was not found.`,
        file: CONFIG_FILE,
        field,
        hint: font.file.startsWith('.') ? 'Fix the path; it is relative to the project root.' : `Install the package that ships it (npm install ${packageName}) or fix the path.`,
      });
    }
  });
  if (problems.length > 0) throw SiteError.fromList(problems);
  return loaded;
}

/** One image to write: what it shows, and the route it is for (for error messages). */
export interface ShareImageJob {
  image: PlannedShareImage;
  route: string;
}

export interface ShareImageStats {
  drawn: number;
  cached: number;
  /** Time spent drawing, in ms: each image from its start to its PNG, summed (images overlap). */
  drawMs: number;
}

/**
 * Phase step: writes every image into `outFolder`, from the cache or freshly drawn. An image
 * satori cannot draw, or one over 300 KB, is a build error naming who drew it and the route.
 */
export async function renderShareImages(
  images: ShareImageJob[],
  fonts: LoadedFont[],
  outFolder: string,
  cacheFolder: string | undefined,
): Promise<ShareImageStats> {
  const stats: ShareImageStats = { drawn: 0, cached: 0, drawMs: 0 };
  if (images.length === 0) return stats;
  const inputsKey = hashOf(JSON.stringify([versions(), SHARE_IMAGE_WIDTH, SHARE_IMAGE_HEIGHT, fonts.map((font) => [font.name, font.weight, font.style, hashOf(font.data)])]));
  let draw: Promise<(tree: unknown) => Promise<Buffer>> | undefined;
  const cacheFileOf = (image: PlannedShareImage) => {
    const key = hashOf(`${inputsKey}\n${image.tree}`);
    return cacheFolder && path.join(cacheFolder, 'share', key.slice(0, 2), `${key}.png`);
  };
  // The cached images are read all at once; the others are drawn a few at a time, satori on this
  // thread while resvg rasterises the images before on libuv's threads.
  const cacheFiles = images.map(({ image }) => cacheFileOf(image));
  const cached: Array<Buffer | undefined> = [];
  await forEachLimited(cacheFiles, async (cacheFile, index) => void (cached[index] = cacheFile ? await readCacheBytes(cacheFile) : undefined));
  const writes: Array<{ path: string; png: Buffer }> = [];
  // Kept by image, so that the problems are reported in page order however the drawing overlaps.
  const problemsOf: Diagnostic[][] = [];
  const drawOne = async ({ image, route }: ShareImageJob, index: number, cacheFile: string | undefined) => {
    draw ??= createDrawer(fonts);
    const started = performance.now();
    let png: Buffer;
    try {
      png = await (await draw)(JSON.parse(image.tree));
    } catch (error) {
      problemsOf[index] = [{
        message: `The share image of ${route} could not be drawn: ${error instanceof Error ? error.message : String(error)}`,
        file: image.source,
        field: 'shareImage.component',
        hint: 'Satori draws flexbox layouts with inline styles: give every element with several children display: flex, and use the fonts of shareImage.fonts.',
      }];
      return;
    }
    stats.drawMs += performance.now() - started;
    stats.drawn += 1;
    if (png.length > SHARE_IMAGE_MAX_BYTES) {
      problemsOf[index] = [{
        message: `The share image of ${route} is ${png.length} bytes, over the ${SHARE_IMAGE_MAX_BYTES} bytes WhatsApp shows reliably.`,
        file: image.source,
        field: 'shareImage.component',
        hint: 'Simplify the design: flat colours compress far better than gradients, photos or noise.',
      }];
      return;
    }
    if (cacheFile) await writeCacheEntry(cacheFile, png).catch(() => undefined);
    writes.push({ path: path.join(outFolder, image.path), png });
  };
  const drawing = new Set<Promise<void>>();
  for (const [index, job] of images.entries()) {
    const png = cached[index];
    if (png) {
      stats.cached += 1;
      writes.push({ path: path.join(outFolder, job.image.path), png });
      continue;
    }
    const task: Promise<void> = drawOne(job, index, cacheFiles[index]).finally(() => drawing.delete(task));
    drawing.add(task);
    if (drawing.size >= DRAWING_AT_ONCE) await Promise.race(drawing);
  }
  await Promise.all(drawing);
  const problems = problemsOf.flat();
  for (const folder of new Set(writes.map((write) => path.dirname(write.path)))) await mkdir(folder, { recursive: true });
  await forEachLimited(writes, (write) => writeFile(write.path, write.png).catch((error: unknown) => Promise.reject(withPath(error, write.path))));
  if (problems.length > 0) throw SiteError.fromList(problems);
  return stats;
}

/** Images drawn at once: enough to keep a core rasterising beside this thread, few enough that their pixels (3 MB each) stay small. */
const DRAWING_AT_ONCE = 4;

/** satori and resvg are loaded only by a build that draws. */
async function createDrawer(fonts: LoadedFont[]): Promise<(tree: unknown) => Promise<Buffer>> {
  const [{ default: satori }, { renderAsync }] = await Promise.all([import('satori'), import('@resvg/resvg-js')]);
  return async (tree) => {
    const svg = await satori(tree as Parameters<typeof satori>[0], { width: SHARE_IMAGE_WIDTH, height: SHARE_IMAGE_HEIGHT, fonts: fonts as Parameters<typeof satori>[1]['fonts'] });
    return (await renderAsync(svg, { fitTo: { mode: 'original' }, font: { loadSystemFonts: false } })).asPng();
  };
}

let versionList: string[] | undefined;

function versions(): string[] {
  const require = createRequire(import.meta.url);
  versionList ??= ['satori/package.json', '@resvg/resvg-js/package.json'].map((file) => (JSON.parse(readFileSync(require.resolve(file), 'utf8')) as { version: string }).version);
  return versionList;
}

function hashOf(data: string | Uint8Array): string {
  return createHash('sha1').update(data).digest('hex');
}
