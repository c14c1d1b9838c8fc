/**
 * Share images, part two: each card drawn to a PNG with takumi (a native renderer: layout, text
 * shaping and rasterising in Rust, off this thread), from the expanded element tree of the site's
 * React component (share-image.ts), converted by takumi's `fromJsx`; and the fonts it draws with.
 *
 * Which cards are drawn is part three's (share-image-session.ts): a card is kept in the cache
 * folder under a hash of everything that shapes it (the tree, the language, the fonts' bytes, the
 * size, and the versions of takumi, `inputsKeyOf`), in the cache (cache.ts), where a damaged
 * entry is drawn again, never served.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { packageVersion, type ProjectPaths } from '../config';
import type { ShareImageFont } from '../contract';
import { errorText, SiteError, type Diagnostic } from '../diagnostics';
import { hashOf } from './cache';
import { fontCoverage, isFontFile, NOT_A_FONT } from './font-coverage';
import {
  SHARE_IMAGE_HEIGHT,
  SHARE_IMAGE_MAX_BYTES,
  SHARE_IMAGE_WIDTH,
  textOfTree,
  type PlannedShareImage,
} from './share-image';

const CONFIG_FILE = 'content/config.ts';

export interface LoadedFont {
  name: string;
  data: Buffer;
  /** Its file as content/config.ts names it, and the field, for a problem found when it is read in full (coverageOf). */
  file: string;
  field: string;
  weight?: ShareImageFont['weight'];
  style?: ShareImageFont['style'];
}

/** Reads the fonts content/config.ts names; a missing or unreadable one is a build error naming the field. */
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
  let data: Buffer;
  try {
    data = readFileSync(resolveFontFile(root, font.file));
  } catch {
    const packageName = font.file.startsWith('@')
      ? font.file.split('/').slice(0, 2).join('/')
      : font.file.split('/')[0];
    return {
      message: `The share-image font "${font.file}" was not found.`,
      file: CONFIG_FILE,
      field,
      hint: font.file.startsWith('.')
        ? 'Fix the path; it is relative to the project root.'
        : `Install the package that ships it (npm install ${packageName}) or fix the path.`,
    };
  }
  if (!isFontFile(data)) return unreadableFont(font.file, field, NOT_A_FONT);
  return {
    name: font.name,
    data,
    file: font.file,
    field,
    ...(font.weight && { weight: font.weight }),
    ...(font.style && { style: font.style }),
  };
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

function unreadableFont(file: string, field: string, reason: string): Diagnostic {
  return {
    message: `The share-image font "${file}" cannot be read: ${reason}.`,
    file: CONFIG_FILE,
    field,
    hint: 'Name a TrueType, OpenType, WOFF or WOFF2 font file.',
  };
}

/** The code points the fonts have glyphs for, read only when a card is drawn (a build whose cards all come from the cache needs none); a font that cannot be read is an error naming its field. */
function coverageOf(fonts: LoadedFont[]): Set<number> {
  const covered = new Set<number>();
  const problems: Diagnostic[] = [];
  for (const font of fonts) {
    try {
      for (const codePoint of fontCoverage(font.data)) covered.add(codePoint);
    } catch (error) {
      problems.push(unreadableFont(font.file, font.field, errorText(error)));
    }
  }
  if (problems.length > 0) throw SiteError.fromList(problems);
  return covered;
}

/** One image to write: what it shows, and the route it is for (for error messages). */
export interface ShareImageJob {
  image: PlannedShareImage;
  route: string;
}

export interface ShareImageStats {
  /** Cards drawn; identical cards count once. */
  drawn: number;
  /** Cards reused from the cache. */
  cached: number;
  /** Time spent drawing, in ms: each image from its start to its PNG, summed (images overlap). */
  drawMs: number;
  /** Image files written into the output (one per distinct path). */
  files: number;
}

/** One distinct card: its key, what it shows, and the pages that show it. */
export interface Card {
  key: string;
  image: PlannedShareImage;
  /** The pages showing it, in page order: the first one is named in errors. */
  jobs: Array<{ job: ShareImageJob; index: number }>;
  paths: Set<string>;
}

/** A hash of what shapes every card besides its tree and language: takumi's versions, the size, the fonts. */
export const inputsKeyOf = (fonts: LoadedFont[]) =>
  hashOf(
    JSON.stringify([
      takumiVersions(),
      SHARE_IMAGE_WIDTH,
      SHARE_IMAGE_HEIGHT,
      fonts.map((font) => [font.name, font.weight, font.style, hashOf(font.data)]),
    ]),
  );

/** Draws one card, or says why it cannot be shown: characters no font has, a drawing error, or too many bytes. */
export async function drawCard(
  drawer: Drawer,
  card: Card,
): Promise<{ png: Buffer; ms: number } | { problem: Diagnostic }> {
  const { job } = card.jobs[0]!;
  const pages =
    card.jobs.length > 1
      ? `${job.route} (and ${card.jobs.length - 1} more page${card.jobs.length > 2 ? 's' : ''} showing the same card)`
      : job.route;
  const tree = JSON.parse(card.image.tree) as unknown;
  const missing = drawer.missing(textOfTree(tree).join(''));
  if (missing.length > 0) {
    return {
      problem: {
        message: `The share image of ${pages} shows characters that no font of shareImage.fonts has: ${missing.map((char) => `"${char}" (U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')})`).join(', ')}. They would be drawn as boxes.`,
        file: card.image.pageFile,
        hint: 'Add a font that has them to shareImage.fonts in content/config.ts (for Telugu @fontsource/noto-sans-telugu, for Hindi @fontsource/noto-sans-devanagari), or change the text.',
      },
    };
  }
  const started = performance.now();
  let png: Buffer;
  try {
    png = await drawer.draw(tree, card.image.lang);
  } catch (error) {
    return {
      problem: {
        message: `The share image of ${pages} could not be drawn: ${errorText(error)}`,
        file: card.image.source,
        field: 'shareImage.component',
        hint: 'Use inline styles, and images as absolute URLs or data: URLs; the text uses the fonts of shareImage.fonts.',
      },
    };
  }
  if (png.length > SHARE_IMAGE_MAX_BYTES) {
    return {
      problem: {
        message: `The share image of ${pages} is ${png.length} bytes, over the ${SHARE_IMAGE_MAX_BYTES} bytes WhatsApp shows reliably.`,
        file: card.image.source,
        field: 'shareImage.component',
        hint: 'Simplify the design: flat colours compress far better than gradients, photos or noise.',
      },
    };
  }
  return { png, ms: performance.now() - started };
}

interface Drawer {
  draw(tree: unknown, lang: string): Promise<Buffer>;
  /** The characters of `text` no registered font has, each once. */
  missing(text: string): string[];
}

/** One drawer per set of fonts, kept across the builds of `site serve`. */
let drawerCache: { key: string; drawer: Promise<Drawer> } | undefined;

export function drawerFor(inputsKey: string, fonts: LoadedFont[]): Promise<Drawer> {
  if (drawerCache?.key !== inputsKey) {
    const drawer = createDrawer(fonts);
    drawerCache = { key: inputsKey, drawer };
    drawer.catch(() => (drawerCache = undefined));
  }
  return drawerCache.drawer;
}

/** takumi and its JSX converter are loaded only by a build that draws. */
async function createDrawer(fonts: LoadedFont[]): Promise<Drawer> {
  const covered = coverageOf(fonts);
  const [{ Renderer }, { fromJsx }] = await Promise.all([
    import('@takumi-rs/core'),
    import('@takumi-rs/helpers/jsx'),
  ]);
  const renderer = new Renderer();
  await Promise.all(
    fonts.map((font) =>
      renderer.registerFont({
        name: font.name,
        data: font.data,
        ...(font.weight && { weight: font.weight }),
        ...(font.style && { style: font.style }),
      }),
    ),
  );
  return {
    async draw(tree, lang) {
      const { node, css } = await fromJsx(tree as Parameters<typeof fromJsx>[0]);
      return renderer.render(node, {
        width: SHARE_IMAGE_WIDTH,
        height: SHARE_IMAGE_HEIGHT,
        format: 'png',
        css,
        lang,
      });
    },
    missing(text) {
      const missing = new Set<string>();
      for (const char of text) {
        // Spaces, line breaks and invisible format characters (joiners) need no glyph.
        if (/[\s\p{Cc}\p{Cf}]/u.test(char)) continue;
        if (!covered.has(char.codePointAt(0)!)) missing.add(char);
      }
      return [...missing];
    },
  };
}

let versionList: string[] | undefined;

/** The versions of takumi's packages (share images and icons are keyed by them). */
export function takumiVersions(): string[] {
  versionList ??= ['@takumi-rs/core', '@takumi-rs/helpers'].map(
    (name) => `${name}@${packageVersion(name)}`,
  );
  return versionList;
}
