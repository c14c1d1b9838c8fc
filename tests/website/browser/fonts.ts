/**
 * The fonts the browser suite lays pages out with, from the project's own @fontsource packages
 * rather than the machine's: Noto Sans Telugu and Noto Sans Devanagari, which Telugu and Hindi
 * pages name (styles/base.css), and Noto Sans's Latin letters (the Latin subsets of
 * @fontsource/noto-sans-telugu) as the default sans-serif font, the one `system-ui` gives. A
 * machine without fonts-noto-core drew /te/ with DejaVu Sans Bold's wide digits and no Telugu
 * font, and measured /te/ 361 px wide at 320; Roboto and the phones' system fonts are close to
 * Noto Sans.
 *
 * Chromium on Linux finds fonts through fontconfig, so the harness starts it with FONTCONFIG_FILE
 * naming a configuration written here: the configuration Chromium would have read, plus a folder
 * holding these fonts (converted from WOFF to TrueType, which every fontconfig reads), any other
 * font of their families rejected, and Noto Sans put first for the generic families. No page,
 * header or policy is changed, so the tests see the Content-Security-Policy as a host sends it.
 * Elsewhere than Linux, Chromium does not use fontconfig and the system's fonts are used.
 */
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { inflateSync } from 'node:zlib';

const require = createRequire(import.meta.url);

/** One file of an @fontsource package (`noto-sans-telugu-latin-700-normal.woff`), under the family fontconfig gives it. */
const fontsource = (family: string, name: string, subset: string, weight: number) => ({
  family,
  file: require.resolve(`@fontsource/${name}/files/${name}-${subset}-${weight}-normal.woff`),
});

/** Regular and Bold, the two weights phones have of these families (and all the stylesheet uses). */
export const BUNDLED_FONTS = [400, 700].flatMap((weight) => [
  fontsource('Noto Sans Telugu', 'noto-sans-telugu', 'telugu', weight),
  fontsource('Noto Sans Devanagari', 'noto-sans-devanagari', 'devanagari', weight),
  // Noto Sans Telugu's Latin glyphs are Noto Sans's; fontconfig lists them as Noto Sans.
  fontsource('Noto Sans', 'noto-sans-telugu', 'latin', weight),
  fontsource('Noto Sans', 'noto-sans-telugu', 'latin-ext', weight),
]);

/** The family every generic sans-serif request (`system-ui`, `sans-serif`) gets first. */
const DEFAULT_FAMILY = 'Noto Sans';
const GENERIC_FAMILIES = ['system-ui', 'sans-serif', 'sans'];

/** A WOFF 1.0 file's tables (https://www.w3.org/TR/WOFF/), each inflated where it is compressed. */
function woffTables(woff: Buffer): { flavor: number; tables: Map<string, Buffer> } {
  if (woff.toString('latin1', 0, 4) !== 'wOFF') throw new Error('Not a WOFF 1.0 file');
  const tables = new Map<string, Buffer>();
  for (let index = 0; index < woff.readUInt16BE(12); index++) {
    const entry = 44 + index * 20;
    const offset = woff.readUInt32BE(entry + 4);
    const compLength = woff.readUInt32BE(entry + 8);
    const origLength = woff.readUInt32BE(entry + 12);
    const stored = woff.subarray(offset, offset + compLength);
    const data = compLength < origLength ? inflateSync(stored) : Buffer.from(stored);
    if (data.length !== origLength) throw new Error('A WOFF table has the wrong length');
    tables.set(woff.toString('latin1', entry, entry + 4), data);
  }
  return { flavor: woff.readUInt32BE(4), tables };
}

/**
 * Sets the OS/2 table's xAvgCharWidth to the average advance of the font's own glyphs, as
 * OpenType defines it. @fontsource's subsets keep the whole font's: Noto Sans Telugu's 718 units,
 * wide Telugu letters included, in the file of its Latin letters, whose glyphs average 538; and
 * Chromium sizes a text field by it (the newsletter's email field came out 301 px wide, not 265).
 */
function recomputeAverageWidth(tables: Map<string, Buffer>): void {
  const [os2, hmtx, hhea, maxp] = ['OS/2', 'hmtx', 'hhea', 'maxp'].map((tag) => tables.get(tag));
  if (!os2 || !hmtx || !hhea || !maxp) return;
  const metrics = hhea.readUInt16BE(34);
  const advances = Array.from({ length: maxp.readUInt16BE(4) }, (_, glyph) =>
    hmtx.readUInt16BE(Math.min(glyph, metrics - 1) * 4),
  ).filter((advance) => advance > 0);
  os2.writeInt16BE(
    Math.round(advances.reduce((sum, advance) => sum + advance, 0) / advances.length),
    2,
  );
}

/** The OpenType checksum: the sum of the data's big-endian 32-bit words, zero-padded. */
function checksum(data: Buffer): number {
  const padded = Buffer.concat([data, Buffer.alloc((4 - (data.length % 4)) % 4)]);
  let sum = 0;
  for (let offset = 0; offset < padded.length; offset += 4)
    sum = (sum + padded.readUInt32BE(offset)) >>> 0;
  return sum;
}

/** Tables as a TrueType/OpenType file: the table directory, each table 4-byte aligned, the checksums. */
function sfnt(flavor: number, tables: Map<string, Buffer>): Buffer {
  const tags = [...tables.keys()].sort();
  const entrySelector = Math.floor(Math.log2(tags.length));
  const searchRange = 2 ** entrySelector * 16;
  const header = Buffer.alloc(12 + tags.length * 16);
  header.writeUInt32BE(flavor, 0);
  header.writeUInt16BE(tags.length, 4);
  header.writeUInt16BE(searchRange, 6);
  header.writeUInt16BE(entrySelector, 8);
  header.writeUInt16BE(tags.length * 16 - searchRange, 10);
  tables.get('head')?.writeUInt32BE(0, 8);
  const parts: Buffer[] = [header];
  let offset = header.length;
  tags.forEach((tag, index) => {
    const data = tables.get(tag)!;
    const record = 12 + index * 16;
    header.write(tag, record, 'latin1');
    header.writeUInt32BE(checksum(data), record + 4);
    header.writeUInt32BE(offset, record + 8);
    header.writeUInt32BE(data.length, record + 12);
    const padding = Buffer.alloc((4 - (data.length % 4)) % 4);
    parts.push(data, padding);
    offset += data.length + padding.length;
  });
  const file = Buffer.concat(parts);
  const head = tables.has('head') ? header.readUInt32BE(12 + tags.indexOf('head') * 16 + 8) : -1;
  if (head >= 0) file.writeUInt32BE((0xb1b0afba - checksum(file)) >>> 0, head + 8);
  return file;
}

/** A WOFF 1.0 file as the TrueType/OpenType file it wraps, its average width recomputed (above). */
export function woffToSfnt(woff: Buffer): Buffer {
  const { flavor, tables } = woffTables(woff);
  recomputeAverageWidth(tables);
  return sfnt(flavor, tables);
}

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Where a bundled font is written, as TrueType. */
const fontFile = (folder: string, font: (typeof BUNDLED_FONTS)[number]) =>
  path.join(folder, 'fonts', `${path.basename(font.file, '.woff')}.ttf`);

const string = (value: string) => `<string>${escapeXml(value)}</string>`;
const pattern = (element: string, value: string) =>
  `<pattern><patelt name="${element}">${string(value)}</patelt></pattern>`;

/** The fontconfig configuration that Chromium reads: ours around the one it would have read. */
function fontsConfig(folder: string, base: string): string {
  const files = BUNDLED_FONTS.map((font) => fontFile(folder, font));
  const families = [...new Set(BUNDLED_FONTS.map((font) => font.family))];
  const lines = [
    '<?xml version="1.0"?>',
    '<!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">',
    "<!-- Written by tests/website/browser/fonts.ts for the browser suite's Chromium. -->",
    '<fontconfig>',
    `  <cachedir>${escapeXml(path.join(folder, 'cache'))}</cachedir>`,
    `  <dir>${escapeXml(path.join(folder, 'fonts'))}</dir>`,
    // Each file under the family it stands for (the Latin subsets are named Noto Sans Telugu inside).
    ...BUNDLED_FONTS.map(
      (font, index) =>
        `  <match target="scan"><test name="file">${string(files[index]!)}</test><edit name="family" mode="assign_replace">${string(font.family)}</edit></match>`,
    ),
    // Before the machine's rules: a request without a generic family gets sans-serif (as its own
    // 49-sansserif.conf does), and one whose first family is generic gets Noto Sans in front,
    // ahead of the fonts the machine's rules prefer (DejaVu Sans, Liberation Sans).
    '  <match target="pattern">',
    ...['sans-serif', 'serif', 'monospace'].map(
      (generic) => `    <test qual="all" name="family" compare="not_eq">${string(generic)}</test>`,
    ),
    `    <edit name="family" mode="append_last">${string('sans-serif')}</edit>`,
    '  </match>',
    ...GENERIC_FAMILIES.map(
      (generic) =>
        `  <match target="pattern"><test qual="first" name="family">${string(generic)}</test><edit name="family" mode="prepend_first" binding="strong">${string(DEFAULT_FAMILY)}</edit></match>`,
    ),
    `  <include ignore_missing="yes">${escapeXml(base)}</include>`,
    '  <selectfont>',
    '    <acceptfont>',
    ...files.map((file) => `      ${pattern('file', file)}`),
    '    </acceptfont>',
    '    <rejectfont>',
    ...families.map((family) => `      ${pattern('family', family)}`),
    '    </rejectfont>',
    '  </selectfont>',
    '</fontconfig>',
  ];
  return `${lines.join('\n')}\n`;
}

export interface BundledFonts {
  /** The environment to start Chromium with. */
  env: NodeJS.ProcessEnv;
  /** Removes the folder of fonts and configuration. */
  remove(): Promise<void>;
}

/**
 * Writes the project's Telugu and Devanagari fonts and a fontconfig configuration naming them into
 * a temporary folder, and gives the environment that makes Chromium use them.
 */
export async function bundledFonts(): Promise<BundledFonts> {
  if (process.platform !== 'linux') return { env: process.env, remove: async () => {} };
  const folder = await mkdtemp(path.join(os.tmpdir(), 'site-browser-fonts-'));
  await mkdir(path.join(folder, 'fonts'));
  await Promise.all(
    BUNDLED_FONTS.map(async (font) =>
      writeFile(fontFile(folder, font), woffToSfnt(await readFile(font.file))),
    ),
  );
  const config = path.join(folder, 'fonts.conf');
  await writeFile(
    config,
    fontsConfig(folder, path.resolve(process.env.FONTCONFIG_FILE || '/etc/fonts/fonts.conf')),
  );
  return {
    env: { ...process.env, FONTCONFIG_FILE: config },
    remove: () => rm(folder, { recursive: true, force: true }),
  };
}
