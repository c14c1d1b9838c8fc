/**
 * Which characters a font has glyphs for: its `cmap` table, read from a TrueType/OpenType file,
 * a WOFF (zlib) or a WOFF2 (Brotli) one with Node's own zlib. The share-image check uses it to
 * refuse text the fonts would draw as boxes. (A font library such as fontkit reads the same
 * table, but takes a second to load and decompresses WOFF2 in JavaScript: ten times this.)
 *
 * Formats: OpenType `cmap` (https://learn.microsoft.com/typography/opentype/spec/cmap)
 * subtables 4 and 12; WOFF 1.0 and WOFF2 (https://www.w3.org/TR/WOFF2/) table directories.
 */
import { brotliDecompressSync, inflateSync } from 'node:zlib';

/** The code points `font` maps to a glyph; throws on a file that is not a font. */
export function fontCoverage(font: Buffer): Set<number> {
  const cmap = cmapTable(font);
  if (!cmap) throw new Error('the font has no cmap table');
  return readCmap(cmap);
}

const SIGNATURES = ['wOF2', 'wOFF', '\0\x01\0\0', 'OTTO', 'true'];
export const NOT_A_FONT = 'not a TrueType, OpenType, WOFF or WOFF2 font';

/** Whether `font` begins as a TrueType, OpenType, WOFF or WOFF2 file does (it reads nothing more). */
export function isFontFile(font: Buffer): boolean {
  return SIGNATURES.includes(font.subarray(0, 4).toString('latin1'));
}

function cmapTable(font: Buffer): Buffer | undefined {
  const signature = font.subarray(0, 4).toString('latin1');
  if (signature === 'wOF2') return woff2Cmap(font);
  if (signature === 'wOFF') {
    const count = font.readUInt16BE(12);
    for (let index = 0; index < count; index++) {
      const entry = 44 + index * 20;
      if (font.subarray(entry, entry + 4).toString('latin1') !== 'cmap') continue;
      const offset = font.readUInt32BE(entry + 4);
      const compressed = font.readUInt32BE(entry + 8);
      const length = font.readUInt32BE(entry + 12);
      const data = font.subarray(offset, offset + compressed);
      return compressed < length ? inflateSync(data) : data;
    }
    return undefined;
  }
  if (signature === '\0\x01\0\0' || signature === 'OTTO' || signature === 'true') {
    const count = font.readUInt16BE(4);
    for (let index = 0; index < count; index++) {
      const record = 12 + index * 16;
      if (font.subarray(record, record + 4).toString('latin1') !== 'cmap') continue;
      const offset = font.readUInt32BE(record + 8);
      return font.subarray(offset, offset + font.readUInt32BE(record + 12));
    }
    return undefined;
  }
  throw new Error(NOT_A_FONT);
}

/** The tags WOFF2's table directory gives by a 6-bit index that matter here (the spec's table has 63). */
const WOFF2_TAGS: Record<number, string> = { 0: 'cmap', 10: 'glyf', 11: 'loca' };

/** The cmap table of a WOFF2 font: the tables sit one after another in one Brotli stream, in directory order. */
function woff2Cmap(font: Buffer): Buffer | undefined {
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
    const tag =
      tagIndex === 63 ? font.subarray(at, (at += 4)).toString('latin1') : WOFF2_TAGS[tagIndex];
    const version = flags >> 6;
    const length = readBase128();
    // glyf and loca are transformed unless their version is 3; every other table only when its version is not 0.
    const transformed = tag === 'glyf' || tag === 'loca' ? version !== 3 : version !== 0;
    const stored = transformed ? readBase128() : length;
    if (tag === 'cmap' && !transformed) found = { offset: streamOffset, length };
    streamOffset += stored;
  }
  if (!found) return undefined;
  if (font.subarray(4, 8).toString('latin1') === 'ttcf')
    throw new Error('WOFF2 font collections are not supported; name one font');
  const tables = brotliDecompressSync(font.subarray(at, at + compressedLength));
  return tables.subarray(found.offset, found.offset + found.length);
}

/** The code points of the best Unicode subtable: format 12 (full Unicode) if there is one, else format 4 (the BMP). */
function readCmap(cmap: Buffer): Set<number> {
  const count = cmap.readUInt16BE(2);
  const subtables: Array<{ format: number; offset: number }> = [];
  for (let index = 0; index < count; index++) {
    const record = 4 + index * 8;
    const platform = cmap.readUInt16BE(record);
    const encoding = cmap.readUInt16BE(record + 2);
    const offset = cmap.readUInt32BE(record + 4);
    const isUnicode = platform === 0 || (platform === 3 && (encoding === 1 || encoding === 10));
    if (isUnicode) subtables.push({ format: cmap.readUInt16BE(offset), offset });
  }
  const best =
    subtables.find((table) => table.format === 12) ?? subtables.find((table) => table.format === 4);
  if (!best) throw new Error('the font has no Unicode cmap subtable of format 4 or 12');
  const covered = new Set<number>();
  const { offset } = best;
  if (best.format === 12) {
    const groups = cmap.readUInt32BE(offset + 12);
    for (let group = 0; group < groups; group++) {
      const at = offset + 16 + group * 12;
      const start = cmap.readUInt32BE(at);
      const end = cmap.readUInt32BE(at + 4);
      const firstGlyph = cmap.readUInt32BE(at + 8);
      for (let code = start; code <= end; code++)
        if (firstGlyph + (code - start) !== 0) covered.add(code);
    }
    return covered;
  }
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
      let glyph: number;
      if (rangeOffset === 0) glyph = (code + delta) & 0xffff;
      else {
        const glyphAt = rangeOffsetAt + rangeOffset + (code - start) * 2;
        glyph = glyphAt + 1 < cmap.length ? cmap.readUInt16BE(glyphAt) : 0;
        if (glyph !== 0) glyph = (glyph + delta) & 0xffff;
      }
      if (glyph !== 0) covered.add(code);
    }
  }
  return covered;
}
