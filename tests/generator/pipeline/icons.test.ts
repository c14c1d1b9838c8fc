import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { SiteError } from '../../../src/generator/diagnostics';
import { build } from '../../../src/generator/index';
import { copyFixture, editFile, removeTemporaryFolders } from '../../helpers';
import { realSiteBuild, SHARED_BUILD_TIMEOUT_MS } from '../../shared-build';

afterAll(removeTemporaryFolders);

/** Width and height from a PNG's IHDR chunk, after checking the signature. */
function pngSize(file: string): { width: number; height: number } {
  const data = readFileSync(file);
  expect(data.subarray(0, 8).toString('hex'), `${file} is a PNG`).toBe('89504e470d0a1a0a');
  expect(data.subarray(12, 16).toString('latin1')).toBe('IHDR');
  return { width: data.readUInt32BE(16), height: data.readUInt32BE(20) };
}

describe('PNG icons and the web manifest', () => {
  it('the real site gets 32, 180, 192 and 512 pixel PNG icons and a manifest naming them, linked from every page', { timeout: SHARED_BUILD_TIMEOUT_MS }, async () => {
    const result = await realSiteBuild();
    const { outDir } = result;
    expect(pngSize(path.join(outDir, 'icon-32.png'))).toEqual({ width: 32, height: 32 });
    expect(pngSize(path.join(outDir, 'apple-touch-icon.png'))).toEqual({ width: 180, height: 180 });
    const manifest = JSON.parse(readFileSync(path.join(outDir, 'site.webmanifest'), 'utf8'));
    expect(manifest).toMatchObject({ name: 'Skyline Courier & Air Cargo', short_name: expect.any(String), theme_color: '#0b2545', background_color: '#ffffff', start_url: '/', display: 'standalone' });
    for (const icon of manifest.icons.filter((entry: { type: string }) => entry.type === 'image/png')) {
      const [width, height] = icon.sizes.split('x').map(Number);
      expect(pngSize(path.join(outDir, icon.src))).toEqual({ width, height });
    }
    expect(manifest.icons.map((icon: { sizes: string }) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    for (const page of result.pages) {
      const html = readFileSync(path.join(outDir, page.path), 'utf8');
      const head = html.slice(0, html.indexOf('</head>'));
      expect(head, page.route).toContain('<link rel="manifest" href="/site.webmanifest"/>');
      expect(head).toContain('<link rel="apple-touch-icon" href="/apple-touch-icon.png"/>');
      expect(head).toContain('<link rel="icon" type="image/png" sizes="32x32" href="/icon-32.png"/>');
    }
  });

  it('an SVG icon that is not in public/ fails the build naming site.icon, and leaves the previous output', async () => {
    const root = await copyFixture('basic-site');
    await build({ root });
    const before = readFileSync(path.join(root, 'dist', 'index.html'), 'utf8');
    await editFile(root, 'content/config.ts', (text) => text.replace("icon: '/images/dot.svg'", "icon: '/images/missing.svg'"));
    const error = (await build({ root }).then(
      () => undefined,
      (reason: unknown) => reason,
    )) as SiteError;
    expect(error?.name).toBe('SiteError');
    expect(error.diagnostics[0]).toMatchObject({ file: 'content/config.ts', field: 'site.icon' });
    expect(error.diagnostics[0]!.hint).toContain('public/images/missing.svg');
    expect(readFileSync(path.join(root, 'dist', 'index.html'), 'utf8')).toBe(before);
  });
});
