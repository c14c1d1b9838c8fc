/**
 * `<Image>` (ImageProps in contract.ts). The page bundle holds its own copy of this module, so the
 * build reaches it through a registry on `globalThis` under a registered symbol (photos.ts sets it
 * for the render phase); outside a build (a component rendered by a test) it writes the image as given.
 */
import { createElement } from 'react';
import type { ImageProps } from './contract';
import type { Layout, PicturePlan } from './pipeline/photos';

export const IMAGE_REGISTRY = Symbol.for('site.images');

/** The plan of a photo under public/; undefined for an SVG or another site's image. Throws, saying why, for a photo the build cannot use. */
export type ImageRegistry = (src: string, layout: Layout) => PicturePlan | undefined;

/** Renders a `<picture>` of the build's files for a photo, an `<img>` as given for anything else. */
export function Image({ src, alt, width, height, sizes, priority, className }: ImageProps) {
  const planOf = (globalThis as { [IMAGE_REGISTRY]?: ImageRegistry })[IMAGE_REGISTRY];
  const plan = planOf?.(src, { width, sizes });
  const loading = priority ? { fetchPriority: 'high' } : { loading: 'lazy', decoding: 'async' };
  if (!plan) return createElement('img', { className, src, alt, width, height, ...loading });
  return pictureOf(plan, { className, alt, ...loading });
}

/** The `<picture>` of a planned photo (for `<Image>` and Markdown): its sources, then its `<img>` with `img`'s other attributes. */
export function pictureOf(
  { sources, src, srcSet, sizes, width, height }: PicturePlan,
  { className, alt, ...img }: { alt: string } & Record<string, unknown>,
) {
  return createElement(
    'picture',
    null,
    ...sources.map((source) => createElement('source', { key: source.type, ...source, sizes })),
    createElement('img', { key: 'img', className, src, srcSet, sizes, alt, width, height, ...img }),
  );
}
