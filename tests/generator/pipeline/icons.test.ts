import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { build } from '../../../src/generator/index';
import { buildError, copyFixture, editFile, removeTemporaryFolders } from '../../helpers';
import { realSiteBuild, SHARED_BUILD_TIMEOUT_MS } from '../../shared-build';

afterAll(removeTemporaryFolders);

/** Width and height from a PNG's IHDR chunk, after checking the signature. */
function pngSize(file: string): { width: number; height: number } {
  const data = readFileSync(file);
  expect(data.subarray(0, 8).toString('hex'), `${file} is a PNG`).toBe('89504e470d0a1a0a');
  expect(data.subarray(12, 16).toString('latin1')).toBe('IHDR');
  return { width: data.readUInt32BE(16), height: data.readUInt32BE(20) };
}

/** The RGBA of each pixel of a PNG, read by (x, y). */
async function pixelsOf(file: string): Promise<(x: number, y: number) => number[]> {
  const { data, info } = await sharp(file)
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return (x, y) => [...data.subarray((y * info.width + x) * 4, (y * info.width + x) * 4 + 4)];
}

describe('PNG icons and the web manifest', () => {
  it('the real site gets 32, 180, 192 and 512 pixel PNG icons and a manifest naming them, linked from every page', {
    timeout: SHARED_BUILD_TIMEOUT_MS,
  }, async () => {
    const result = await realSiteBuild();
    const { outDir } = result;
    expect(pngSize(path.join(outDir, 'icon-32.png'))).toEqual({ width: 32, height: 32 });
    expect(pngSize(path.join(outDir, 'apple-touch-icon.png'))).toEqual({ width: 180, height: 180 });
    const manifest = JSON.parse(readFileSync(path.join(outDir, 'site.webmanifest'), 'utf8'));
    expect(manifest).toMatchObject({
      name: 'Skyline Courier & Air Cargo',
      short_name: expect.any(String),
      theme_color: '#0b2545',
      background_color: '#ffffff',
      start_url: '/',
      display: 'standalone',
    });
    for (const icon of manifest.icons.filter(
      (entry: { type: string }) => entry.type === 'image/png',
    )) {
      const [width, height] = icon.sizes.split('x').map(Number);
      expect(pngSize(path.join(outDir, icon.src))).toEqual({ width, height });
    }
    expect(manifest.icons.map((icon: { sizes: string }) => icon.sizes)).toEqual(
      expect.arrayContaining(['192x192', '512x512']),
    );
    for (const page of result.pages) {
      const html = readFileSync(path.join(outDir, page.path), 'utf8');
      const head = html.slice(0, html.indexOf('</head>'));
      expect(head, page.route).toContain('<link rel="manifest" href="/site.webmanifest"/>');
      expect(head).toContain('<link rel="apple-touch-icon" href="/apple-touch-icon.png"/>');
      expect(head).toContain(
        '<link rel="icon" type="image/png" sizes="32x32" href="/icon-32.png"/>',
      );
    }
  });

  it('draws the apple-touch icon on the theme colour with no transparent corner, and the manifest icons transparent around the shape', {
    timeout: SHARED_BUILD_TIMEOUT_MS,
  }, async () => {
    const { outDir } = await realSiteBuild();
    const touchIcon = await pixelsOf(path.join(outDir, 'apple-touch-icon.png'));
    const largeIcon = await pixelsOf(path.join(outDir, 'icon-512.png'));
    // The favicon is a rounded navy square (#0b2545) holding an orange plane: its corners are outside the shape.
    expect(touchIcon(0, 0)).toEqual([0x0b, 0x25, 0x45, 255]);
    expect(largeIcon(0, 0)).toEqual([0, 0, 0, 0]);
    expect(largeIcon(256, 40)).toEqual([0x0b, 0x25, 0x45, 255]);
    const [red, green, blue] = largeIcon(300, 200);
    expect(red, 'the plane is orange').toBeGreaterThan(200);
    expect(green).toBeGreaterThan(60);
    expect(blue).toBeLessThan(40);
  });

  it('an SVG icon that cannot be drawn fails the build naming the file and saying what is wrong with it', async () => {
    const root = await copyFixture('basic-site');
    await editFile(
      root,
      'public/images/dot.svg',
      () => '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><circle cx="5"',
    );
    const error = await buildError(build({ root }));
    expect(error.diagnostics[0]).toMatchObject({
      file: 'public/images/dot.svg',
      hint: 'Give a valid SVG with a viewBox.',
    });
    expect(error.diagnostics[0]!.message).toMatch(
      /^The site icon public\/images\/dot\.svg could not be drawn: .*SVG/,
    );
  });

  it('a wide SVG icon keeps its shape in the square icons, centred, rather than being stretched', async () => {
    const root = await copyFixture('basic-site');
    await editFile(
      root,
      'public/images/dot.svg',
      () =>
        '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 20 10"><rect width="20" height="10" fill="#ff0000"/></svg>',
    );
    const { outDir } = await build({ root });
    expect(pngSize(path.join(outDir, 'icon-192.png'))).toEqual({ width: 192, height: 192 });
    const pixel = await pixelsOf(path.join(outDir, 'icon-192.png'));
    const alphaAt = (x: number, y: number) => pixel(x, y)[3];
    expect(alphaAt(96, 96), 'the middle is drawn').toBe(255);
    expect(alphaAt(96, 20), 'above the shape stays transparent').toBe(0);
    expect(alphaAt(96, 172), 'below the shape stays transparent').toBe(0);
    expect(alphaAt(2, 96), 'the shape reaches the sides').toBe(255);
  });

  it('an SVG icon that is not in public/ fails the build naming site.icon, and leaves the previous output', async () => {
    const root = await copyFixture('basic-site');
    await build({ root });
    const before = readFileSync(path.join(root, 'dist', 'index.html'), 'utf8');
    await editFile(root, 'content/config.ts', (text) =>
      text.replace("icon: '/images/dot.svg'", "icon: '/images/missing.svg'"),
    );
    const error = await buildError(build({ root }));
    expect(error.diagnostics[0]).toMatchObject({ file: 'content/config.ts', field: 'site.icon' });
    expect(error.diagnostics[0]!.hint).toContain('public/images/missing.svg');
    expect(readFileSync(path.join(root, 'dist', 'index.html'), 'utf8')).toBe(before);
  });
});
