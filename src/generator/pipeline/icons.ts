/**
 * PNG icons and the web manifest, drawn with takumi from the site's SVG icon (`site.icon`): a 32 px
 * favicon for browsers without SVG favicons, the 180 px apple-touch-icon (on the theme colour, since
 * iOS fills transparent corners with black), and 192 and 512 px for the manifest.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Node } from '@takumi-rs/helpers';
import type { ProjectPaths } from '../config';
import type { SiteConfig } from '../contract';
import { errorText, SiteError } from '../diagnostics';

const MANIFEST_PATH = 'site.webmanifest';

const ICONS = [
  { path: 'icon-32.png', size: 32, isOpaque: false },
  { path: 'apple-touch-icon.png', size: 180, isOpaque: true },
  { path: 'icon-192.png', size: 192, isOpaque: false },
  { path: 'icon-512.png', size: 512, isOpaque: false },
];

/** Whether the site gets PNG icons and a manifest: its icon is an SVG. */
export function hasIcons(site: SiteConfig): boolean {
  return site.icon?.endsWith('.svg') === true;
}

export function iconLinks(site: SiteConfig): string {
  if (!hasIcons(site)) return '';
  return [
    '<link rel="icon" type="image/png" sizes="32x32" href="/icon-32.png"/>',
    '<link rel="apple-touch-icon" href="/apple-touch-icon.png"/>',
    `<link rel="manifest" href="/${MANIFEST_PATH}"/>`,
  ].join('');
}

/** Phase step (for a site with icons): the PNG icons and the manifest, or a build error naming site.icon. */
export async function renderIcons(paths: Pick<ProjectPaths, 'public'>, site: SiteConfig) {
  const svg = await readFile(path.join(paths.public, site.icon!)).catch(() => {
    throw new SiteError(`The site icon ${site.icon} is not a file in public/.`, {
      file: 'content/config.ts',
      field: 'site.icon',
      hint: `Add public${site.icon} or fix site.icon.`,
    });
  });
  const background = site.themeColor ?? '#ffffff';
  const icons = await Promise.all(
    ICONS.map(async ({ path: file, size, isOpaque }) => ({
      path: file,
      contents: await drawIcon(svg, size, isOpaque ? background : undefined),
    })),
  ).catch((error: unknown) => {
    const file = `public${site.icon}`;
    const message = `The site icon ${file} could not be drawn: ${errorText(error)}`;
    throw new SiteError(message, { file, hint: 'Give a valid SVG with a viewBox.' });
  });
  const manifest = {
    name: site.name,
    short_name: site.shortName ?? site.name,
    start_url: '/',
    display: 'standalone',
    theme_color: background,
    background_color: site.backgroundColor ?? '#ffffff',
    icons: [
      { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
      { src: site.icon, sizes: 'any', type: 'image/svg+xml' },
    ],
  };
  return [...icons, { path: MANIFEST_PATH, contents: `${JSON.stringify(manifest, null, 2)}\n` }];
}

/** The SVG drawn as a square PNG of `size` pixels, transparent or on `background`; a wide or tall icon keeps its shape, centred. */
async function drawIcon(svg: Buffer, size: number, background: string | undefined) {
  const { Renderer } = await import('@takumi-rs/core');
  const square = { width: size, height: size };
  const image = { type: 'image', src: 'icon.svg', style: { ...square, objectFit: 'contain' } };
  const style = { ...square, ...(background && { backgroundColor: background }) };
  return new Renderer().render({ type: 'container', style, children: [image] } as Node, {
    ...square,
    format: 'png',
    images: [{ src: image.src, data: svg }],
  });
}
