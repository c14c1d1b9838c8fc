/**
 * `<Image>` (ImageProps in contract.ts): the page contract's image component. The page bundle
 * holds its own copy of this module, so the build reaches it through one registry on
 * `globalThis` under a registered symbol (photos.ts sets it for the render phase): the registry
 * knows every photo under public/ and the files the build makes of it. Outside a build (a
 * component rendered by a test) there is no registry and the image is written as given.
 */
import { createElement, type ReactElement } from 'react';
import type { ImageProps } from './contract';

/** The key of the build's registry on `globalThis`. */
export const IMAGE_REGISTRY = Symbol.for('site.images');

/** What the build makes of a photo for one layout width: each format's `srcset`, the fallback and the shape. */
export interface PicturePlan {
  /** AVIF, then WebP: the browser takes the first type it supports. */
  sources: Array<{ type: string; srcSet: string }>;
  /** The fallback (JPEG, or PNG for a photo with transparency). */
  src: string;
  srcSet: string;
  sizes: string;
  width: number;
  height: number;
}

/** The plan of a photo under public/; undefined for an SVG or another site's image. Throws, saying why, for a photo the build cannot use. */
export type ImageRegistry = (
  src: string,
  layout: { width: number; sizes?: string },
) => PicturePlan | undefined;

/** Renders a `<picture>` of the build's files for a photo, an `<img>` as given for anything else. */
export function Image({
  src,
  alt,
  width,
  height,
  sizes,
  priority,
  className,
}: ImageProps): ReactElement {
  const planOf = (globalThis as { [IMAGE_REGISTRY]?: ImageRegistry })[IMAGE_REGISTRY];
  const plan = planOf?.(src, { width, ...(sizes !== undefined && { sizes }) });
  const loading = priority
    ? { fetchPriority: 'high' as const }
    : { loading: 'lazy' as const, decoding: 'async' as const };
  if (!plan) return createElement('img', { className, src, alt, width, height, ...loading });
  return pictureOf(plan, { className, alt, ...loading });
}

/** The `<picture>` of a planned photo (for `<Image>` and Markdown): its sources, then its `<img>` with `img`'s other attributes. */
export function pictureOf(
  plan: PicturePlan,
  {
    className,
    alt,
    ...img
  }: { className?: string | undefined; alt: string } & Record<string, unknown>,
): ReactElement {
  const { sources, src, srcSet, sizes, width, height } = plan;
  return createElement(
    'picture',
    null,
    ...sources.map((source) => createElement('source', { key: source.type, ...source, sizes })),
    createElement('img', { key: 'img', className, src, srcSet, sizes, alt, width, height, ...img }),
  );
}
