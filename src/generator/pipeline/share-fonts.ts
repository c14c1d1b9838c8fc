/**
 * The fonts of share images (`shareImage.fonts` in content/config.ts), read with fontkitten
 * (fontkit's small sibling), and the characters they have glyphs for: takumi draws a character
 * no registered font has as a box and says nothing (no call of its tells), so a card's text is
 * checked against the fonts' character maps before it is drawn.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { ShareImageFont } from '../contract';
import { type Diagnostic, errorText, SiteError } from '../diagnostics';

export type LoadedFont = ShareImageFont & { data: Buffer };

/** Reads the fonts content/config.ts names; a missing one, or one not named as a font file, is a build error naming the field. */
export function loadShareFonts(root: string, fonts: ShareImageFont[] | undefined): LoadedFont[] {
  if (!fonts || fonts.length === 0) {
    throw new SiteError('shareImage has no fonts; the renderer needs at least one to draw text.', {
      file: 'content/config.ts',
      field: 'shareImage.fonts',
      hint: "Name a .ttf, .otf, .woff or .woff2 file, such as { name: 'Inter', weight: 700, file: '@fontsource/inter/files/inter-latin-700-normal.woff2' }.",
    });
  }
  const loaded = fonts.map((font, index) => loadFont(root, font, index));
  const problems = loaded.filter((font): font is Diagnostic => 'message' in font);
  if (problems.length > 0) throw SiteError.fromList(problems);
  return loaded as LoadedFont[];
}

function loadFont(root: string, font: ShareImageFont, index: number): LoadedFont | Diagnostic {
  const problem = { file: 'content/config.ts', field: `shareImage.fonts[${index}].file` };
  if (!/\.(ttf|otf|woff2?)$/i.test(font.file)) {
    return {
      message: `The share-image font "${font.file}" is not a .ttf, .otf, .woff or .woff2 file.`,
      ...problem,
      hint: 'Name the font file itself (font packages such as @fontsource ship .woff2 files in their files/ folder), not a stylesheet.',
    };
  }
  let data: Buffer;
  try {
    data = readFileSync(resolveFontFile(root, font.file));
  } catch {
    const packageName = /^(@[^/]+\/)?[^/]+/.exec(font.file)?.[0];
    return {
      message: `The share-image font "${font.file}" was not found.`,
      ...problem,
      hint: font.file.startsWith('.')
        ? 'Fix the path; it is relative to the project root.'
        : `Install the package that ships it (npm install ${packageName}) or fix the path.`,
    };
  }
  return { ...font, data };
}

/**
 * Every code point some font has a glyph for, read only when a card is drawn (a WOFF2 font's
 * tables are decompressed for it); a file that is not a font is a build error naming its field.
 */
export async function coveredCodePoints(fonts: LoadedFont[]): Promise<Set<number>> {
  const { create } = await import('fontkitten');
  const covered = new Set<number>();
  const problems = fonts.flatMap((font, index): Diagnostic[] => {
    try {
      const parsed = create(font.data);
      if (!('characterSet' in parsed)) throw new Error('it is a font collection; name one font');
      for (const codePoint of parsed.characterSet) covered.add(codePoint);
      return [];
    } catch (error) {
      return [
        {
          message: `The share-image font "${font.file}" cannot be read: ${errorText(error)}.`,
          file: 'content/config.ts',
          field: `shareImage.fonts[${index}].file`,
          hint: 'Name a TrueType, OpenType, WOFF or WOFF2 font file.',
        },
      ];
    }
  });
  if (problems.length > 0) throw SiteError.fromList(problems);
  return covered;
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
