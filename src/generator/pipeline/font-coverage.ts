/**
 * Which characters a font has glyphs for: its `cmap` table, read from a TrueType/OpenType file,
 * a WOFF (zlib) or a WOFF2 (Brotli) one with Node's own zlib. takumi draws a character that no
 * registered font has as a box and says nothing (it has no call that tells), so the share-image
 * check uses this to refuse such text. (A font library such as fontkit reads the same table, but
 * takes a second to load and decompresses WOFF2 in JavaScript: ten times this.)
 *
 * Formats: OpenType `cmap` (https://learn.microsoft.com/typography/opentype/spec/cmap)
 * subtables 4 and 12; WOFF 1.0 and WOFF2 (https://www.w3.org/TR/WOFF2/) table directories.
 */
import { brotliDecompressSync, inflateSync } from 'node:zlib';

/** The code points `font` maps to a glyph; throws, saying why, on a file that is not a font. */
export function fontCoverage(font: Buffer): Set<number> {
  const cmap = cmapTable(font);
  if (!cmap) throw new Error('the font has no cmap table');
  return readCmap(cmap);
}

/** The cmap table of a TrueType/OpenType or WOFF font (their table directories differ only in where the fields are). */
function cmapTable(font: Buffer): Buffer | undefined {
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
  return undefined;
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
    const tag = tagIndex === 63 ? font.toString('latin1', at, (at += 4)) : WOFF2_TAGS[tagIndex];
    const version = flags >> 6;
    const length = readBase128();
    // glyf and loca are transformed unless their version is 3; every other table only when its version is not 0.
    const transformed = tag === 'glyf' || tag === 'loca' ? version !== 3 : version !== 0;
    if (tag === 'cmap' && !transformed) found = { offset: streamOffset, length };
    streamOffset += transformed ? readBase128() : length;
  }
  if (!found) return undefined;
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
