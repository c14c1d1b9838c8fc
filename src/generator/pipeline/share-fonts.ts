/**
 * The fonts of share images (`shareImage.fonts`), with the characters each has a glyph for: takumi
 * silently draws a character no registered font has as a box, so the cards' text is checked against
 * each font's `cmap` table (https://learn.microsoft.com/typography/opentype/spec/cmap), read from a
 * TrueType/OpenType, WOFF or WOFF2 (https://www.w3.org/TR/WOFF2/) file with Node's zlib. (fontkit
 * reads it too, but takes a second to load and decompresses WOFF2 in JavaScript: ten times this.)
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { brotliDecompressSync, inflateSync } from 'node:zlib';
import type { ShareImageFont } from '../contract';
import { type Diagnostic, errorText, SiteError } from '../diagnostics';

export type LoadedFont = ShareImageFont & { data: Buffer; covered: Set<number> };

/** Reads the fonts content/config.ts names; a missing one, or one that is not a font file, is a build error naming the field. */
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
  try {
    return { ...font, data, covered: readCmap(cmapTable(data)) };
  } catch (error) {
    return {
      message: `The share-image font "${font.file}" cannot be read: ${errorText(error)}.`,
      ...problem,
      hint: 'Name a TrueType, OpenType, WOFF or WOFF2 font file.',
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

/** The cmap table of a font; throws, saying why, on a file that is not a font. TrueType/OpenType and WOFF table directories differ only in where the fields are. */
function cmapTable(font: Buffer): Buffer {
  const signature = font.toString('latin1', 0, 4);
  if (signature === 'wOF2') return woff2Cmap(font);
  const isWoff = signature === 'wOFF';
  if (!isWoff && !['\0\x01\0\0', 'OTTO', 'true'].includes(signature))
    throw new Error('not a TrueType, OpenType, WOFF or WOFF2 font');
  const count = font.readUInt16BE(isWoff ? 12 : 4);
  for (let index = 0; index < count; index++) {
    const entry = isWoff ? 44 + index * 20 : 12 + index * 16;
    if (font.toString('latin1', entry, entry + 4) !== 'cmap') continue;
    const offset = font.readUInt32BE(entry + (isWoff ? 4 : 8));
    // WOFF: the compressed length, then the original one; OpenType: the length.
    const length = font.readUInt32BE(entry + 12);
    if (!isWoff) return font.subarray(offset, offset + length);
    const compressed = font.readUInt32BE(entry + 8);
    const data = font.subarray(offset, offset + compressed);
    return compressed < length ? inflateSync(data) : data;
  }
  throw new Error('the font has no cmap table');
}

/** The tags WOFF2's table directory gives by a 6-bit index that matter here (the spec's table has 63). */
const WOFF2_TAGS: Record<number, string> = { 0: 'cmap', 10: 'glyf', 11: 'loca' };

/** The cmap table of a WOFF2 font: the tables sit one after another in one Brotli stream, in directory order. */
function woff2Cmap(font: Buffer): Buffer {
  const count = font.readUInt16BE(12);
  const compressedLength = font.readUInt32BE(20);
  let at = 48;
  const readBase128 = (): number => {
    let value = 0;
    for (let index = 0; index < 5; index++) {
      const byte = font[at++]!;
      value = value * 128 + (byte & 0x7f);
      if ((byte & 0x80) === 0) return value;
    }
    throw new Error('malformed WOFF2 table directory');
  };
  let streamOffset = 0;
  let found: { offset: number; length: number } | undefined;
  for (let index = 0; index < count; index++) {
    const flags = font[at++]!;
    const tagIndex = flags & 0x3f;
    const tag = tagIndex === 63 ? font.toString('latin1', at, (at += 4)) : WOFF2_TAGS[tagIndex];
    const version = flags >> 6;
    const length = readBase128();
    // glyf and loca are transformed unless their version is 3; every other table only when its version is not 0.
    const transformed = tag === 'glyf' || tag === 'loca' ? version !== 3 : version !== 0;
    if (tag === 'cmap' && !transformed) found = { offset: streamOffset, length };
    streamOffset += transformed ? readBase128() : length;
  }
  if (!found) throw new Error('the font has no cmap table');
  if (font.toString('latin1', 4, 8) === 'ttcf')
    throw new Error('WOFF2 font collections are not supported; name one font');
  const tables = brotliDecompressSync(font.subarray(at, at + compressedLength));
  return tables.subarray(found.offset, found.offset + found.length);
}

/** The code points of the best Unicode subtable: format 12 (full Unicode) if there is one, else format 4 (the BMP). */
function readCmap(cmap: Buffer): Set<number> {
  const subtables: Array<{ format: number; offset: number }> = [];
  for (let index = 0; index < cmap.readUInt16BE(2); index++) {
    const platform = cmap.readUInt16BE(4 + index * 8);
    const encoding = cmap.readUInt16BE(6 + index * 8);
    const offset = cmap.readUInt32BE(8 + index * 8);
    if (platform === 0 || (platform === 3 && (encoding === 1 || encoding === 10)))
      subtables.push({ format: cmap.readUInt16BE(offset), offset });
  }
  const best =
    subtables.find((table) => table.format === 12) ?? subtables.find((table) => table.format === 4);
  if (!best) throw new Error('the font has no Unicode cmap subtable of format 4 or 12');
  const covered = new Set<number>();
  const { offset } = best;
  if (best.format === 12) {
    for (let group = 0; group < cmap.readUInt32BE(offset + 12); group++) {
      const at = offset + 16 + group * 12;
      const start = cmap.readUInt32BE(at);
      const end = cmap.readUInt32BE(at + 4);
      const firstGlyph = cmap.readUInt32BE(at + 8);
      for (let code = start; code <= end; code++)
        if (firstGlyph + (code - start) !== 0) covered.add(code);
    }
    return covered;
  }
  // Segments of the BMP, each mapped by a delta or through an array of glyph ids; glyph 0 is "missing".
  const segments = cmap.readUInt16BE(offset + 6) / 2;
  const ends = offset + 14;
  const starts = ends + segments * 2 + 2;
  const deltas = starts + segments * 2;
  const rangeOffsets = deltas + segments * 2;
  for (let segment = 0; segment < segments; segment++) {
    const end = cmap.readUInt16BE(ends + segment * 2);
    const start = cmap.readUInt16BE(starts + segment * 2);
    const delta = cmap.readUInt16BE(deltas + segment * 2);
    const rangeOffsetAt = rangeOffsets + segment * 2;
    const rangeOffset = cmap.readUInt16BE(rangeOffsetAt);
    for (let code = start; code <= end && code !== 0xffff; code++) {
      let glyph = (code + delta) & 0xffff;
      if (rangeOffset !== 0) {
        const glyphAt = rangeOffsetAt + rangeOffset + (code - start) * 2;
        const id = glyphAt + 1 < cmap.length ? cmap.readUInt16BE(glyphAt) : 0;
        glyph = id === 0 ? 0 : (id + delta) & 0xffff;
      }
      if (glyph !== 0) covered.add(code);
    }
  }
  return covered;
}
