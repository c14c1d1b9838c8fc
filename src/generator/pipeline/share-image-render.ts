/**
 * Share images, part two (share phase): the element of each page's card (share-image.ts) is
 * converted by takumi's `fromJsx` (which calls the components), and each distinct card (same
 * nodes, language and fonts) is taken from the cache or drawn to a PNG with takumi (a native
 * renderer: layout, text shaping and rasterising in Rust, off this thread), and written at the
 * path of every page that shows it. A card is kept in the cache (cache.ts) under a hash of
 * everything that shapes it: the nodes, the language, the fonts' bytes, the size and takumi's
 * versions.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Node } from '@takumi-rs/helpers';
import pLimit from 'p-limit';
import { packageVersion, type ProjectPaths } from '../config';
import type { ShareImageFont } from '../contract';
import { errorText, SiteError, type Diagnostic } from '../diagnostics';
import { hashOf, openCache, writeOutputFiles } from './cache';
import { fontCoverage } from './font-coverage';
import {
  SHARE_IMAGE_HEIGHT,
  SHARE_IMAGE_MAX_BYTES,
  SHARE_IMAGE_WIDTH,
  type PlannedShareImage,
} from './share-image';

const CONFIG_FILE = 'content/config.ts';
/** Cards drawn at once on takumi's threads. */
const DRAWING_AT_ONCE = 4;

/** A font of shareImage.fonts, read, with its field for the problems found when it is read in full. */
type LoadedFont = ShareImageFont & { data: Buffer; field: string };

/** A card as takumi's converter makes it of an element: the nodes and CSS that are drawn. */
type Scene = { node: Node; css: string[] };

/** One image to write: what it shows, and the route it is for (for error messages). */
export interface ShareImageJob {
  image: PlannedShareImage;
  route: string;
}

export type ShareImageStats = Awaited<ReturnType<typeof renderShareImages>>;

/** Reads the fonts content/config.ts names; a missing one, or one that is not a font file, is a build error naming the field. */
export function loadShareFonts(
  paths: Pick<ProjectPaths, 'root'>,
  fonts: ShareImageFont[] | undefined,
): LoadedFont[] {
  if (!fonts || fonts.length === 0) {
    throw new SiteError('shareImage has no fonts; the renderer needs at least one to draw text.', {
      file: CONFIG_FILE,
      field: 'shareImage.fonts',
      hint: "Name a .ttf, .otf, .woff or .woff2 file, such as { name: 'Inter', weight: 700, file: '@fontsource/inter/files/inter-latin-700-normal.woff2' }.",
    });
  }
  const loaded = fonts.map((font, index) =>
    loadFont(paths.root, font, `shareImage.fonts[${index}].file`),
  );
  const problems = loaded.filter((font): font is Diagnostic => 'message' in font);
  if (problems.length > 0) throw SiteError.fromList(problems);
  return loaded as LoadedFont[];
}

function loadFont(root: string, font: ShareImageFont, field: string): LoadedFont | Diagnostic {
  if (!/\.(ttf|otf|woff2?)$/i.test(font.file)) {
    return {
      message: `The share-image font "${font.file}" is not a .ttf, .otf, .woff or .woff2 file.`,
      file: CONFIG_FILE,
      field,
      hint: 'Name the font file itself (font packages such as @fontsource ship .woff2 files in their files/ folder), not a stylesheet.',
    };
  }
  try {
    return { ...font, data: readFileSync(resolveFontFile(root, font.file)), field };
  } catch {
    const packageName = font.file
      .split('/')
      .slice(0, font.file.startsWith('@') ? 2 : 1)
      .join('/');
    return {
      message: `The share-image font "${font.file}" was not found.`,
      file: CONFIG_FILE,
      field,
      hint: font.file.startsWith('.')
        ? 'Fix the path; it is relative to the project root.'
        : `Install the package that ships it (npm install ${packageName}) or fix the path.`,
    };
  }
}

/** A font's path: from the project root, or, like the pages' bare imports, from the project's packages, else the generator's own. */
function resolveFontFile(root: string, file: string): string {
  if (file.startsWith('.') || path.isAbsolute(file)) return path.resolve(root, file);
  try {
    return createRequire(path.join(root, 'package.json')).resolve(file);
  } catch {
    return createRequire(import.meta.url).resolve(file);
  }
}

/**
 * Phase step: writes every image into `outFolder`, from the cache or freshly drawn. An image
 * whose component throws, one the renderer cannot draw, one whose text the fonts lack, or one
 * over 300 KB, is a build error naming the route. Identical cards are drawn once; problems come
 * in page order.
 */
export async function renderShareImages(
  images: ShareImageJob[],
  fonts: LoadedFont[],
  outFolder: string,
  cacheFolder: string | undefined,
) {
  // Cards drawn (identical cards count once), cards from the cache, image files written.
  const stats = { drawn: 0, cached: 0, files: 0 };
  const inputsKey = hashOf(
    JSON.stringify([
      takumiVersions(),
      SHARE_IMAGE_WIDTH,
      SHARE_IMAGE_HEIGHT,
      fonts.map((font) => [font.name, font.weight, font.style, hashOf(font.data)]),
    ]),
  );
  // The distinct cards, each with the pages showing it, in the order of their first page. A
  // card is what takumi's converter makes of the component's element: exactly what is drawn.
  const cards = new Map<string, { jobs: ShareImageJob[]; scene: Scene | { error: unknown } }>();
  const { fromJsx } = await import('@takumi-rs/helpers/jsx');
  for (const [index, job] of images.entries()) {
    const scene = await fromJsx(job.image.element).catch((error: unknown) => ({ error }));
    const key =
      'error' in scene
        ? `failed ${index}`
        : hashOf(`${inputsKey}\n${JSON.stringify([job.image.lang, scene.node, scene.css])}`);
    const card = cards.get(key);
    if (card) card.jobs.push(job);
    else cards.set(key, { jobs: [job], scene });
  }
  const cache = openCache(cacheFolder, 'share');
  const problems: Diagnostic[] = [];
  let drawer: ReturnType<typeof createDrawer> | undefined;
  await pLimit(DRAWING_AT_ONCE).map([...cards], async ([key, { jobs, scene }], index) => {
    let png = cache?.get(key);
    if (png) stats.cached += 1;
    else {
      const drawn = await drawCard(() => (drawer ??= createDrawer(fonts)), jobs, scene);
      if ('message' in drawn) {
        problems[index] = drawn;
        return;
      }
      stats.drawn += 1;
      png = drawn;
      await cache?.put(key, png);
    }
    stats.files += writeOutputFiles(outFolder, new Set(jobs.map((job) => job.image.path)), png);
  });
  if (problems.length > 0) throw SiteError.fromList(problems.flat());
  return stats;
}

/** One card drawn, or why it cannot be shown: a drawing error, characters no font has, or too many bytes. */
async function drawCard(
  drawerOf: () => ReturnType<typeof createDrawer>,
  jobs: ShareImageJob[],
  scene: Scene | { error: unknown },
): Promise<Buffer | Diagnostic> {
  const { image, route } = jobs[0]!;
  const more = jobs.length - 1;
  const pages =
    more > 0
      ? `${route} (and ${more} more page${more > 1 ? 's' : ''} showing the same card)`
      : route;
  const problem = { file: image.source, field: 'shareImage.component' };
  const failed = (error: unknown): Diagnostic => ({
    message: `The share image of ${pages} could not be drawn: ${errorText(error)}`,
    ...problem,
    hint: `Fix the component (or the props ${image.pageFile} gives it): it draws at build time from its props, with inline styles, images as absolute or data: URLs, and the fonts of shareImage.fonts.`,
  });
  if ('error' in scene) return failed(scene.error);
  const drawer = await drawerOf();
  const missing = new Set<string>();
  for (const char of textOf(scene.node)) {
    // Spaces, line breaks and invisible format characters (joiners) need no glyph.
    if (!/[\s\p{Cc}\p{Cf}]/u.test(char) && !drawer.covered.has(char.codePointAt(0)!))
      missing.add(char);
  }
  if (missing.size > 0) {
    const named = [...missing].map(
      (char) => `"${char}" (U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')})`,
    );
    return {
      message: `The share image of ${pages} shows characters that no font of shareImage.fonts has: ${named.join(', ')}. They would be drawn as boxes.`,
      file: image.pageFile,
      hint: 'Add a font that has them to shareImage.fonts in content/config.ts (for Telugu @fontsource/noto-sans-telugu, for Hindi @fontsource/noto-sans-devanagari), or change the text.',
    };
  }
  const png = await drawer.draw(scene, image.lang).catch((error: unknown) => failed(error));
  if (!Buffer.isBuffer(png) || png.length <= SHARE_IMAGE_MAX_BYTES) return png;
  return {
    message: `The share image of ${pages} is ${png.length} bytes, over the ${SHARE_IMAGE_MAX_BYTES} bytes WhatsApp shows reliably.`,
    ...problem,
    hint: 'Simplify the design: flat colours compress far better than gradients, photos or noise.',
  };
}

/** Every piece of text a card shows, for the check that the fonts can draw it. */
function textOf(node: Node): string {
  if (node.type === 'text') return node.text;
  return node.type === 'container' ? (node.children ?? []).map(textOf).join('') : '';
}

/** takumi is loaded, and the fonts read in full, only by a build that draws. */
async function createDrawer(fonts: LoadedFont[]) {
  const covered = new Set<number>();
  const problems: Diagnostic[] = [];
  for (const font of fonts) {
    try {
      for (const codePoint of fontCoverage(font.data)) covered.add(codePoint);
    } catch (error) {
      problems.push({
        message: `The share-image font "${font.file}" cannot be read: ${errorText(error)}.`,
        file: CONFIG_FILE,
        field: font.field,
        hint: 'Name a TrueType, OpenType, WOFF or WOFF2 font file.',
      });
    }
  }
  if (problems.length > 0) throw SiteError.fromList(problems);
  const { Renderer } = await import('@takumi-rs/core');
  const renderer = new Renderer();
  await Promise.all(
    fonts.map(({ name, data, weight, style }) =>
      renderer.registerFont({ name, data, weight, style }),
    ),
  );
  return {
    covered,
    draw({ node, css }: Scene, lang: string): Promise<Buffer> {
      const size = { width: SHARE_IMAGE_WIDTH, height: SHARE_IMAGE_HEIGHT };
      return renderer.render(node, { ...size, format: 'png', css, lang });
    },
  };
}

/** The versions of takumi's packages (share images and icons are keyed by them). */
export function takumiVersions(): string[] {
  return ['@takumi-rs/core', '@takumi-rs/helpers'].map((name) => `${name}@${packageVersion(name)}`);
}
