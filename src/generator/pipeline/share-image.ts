/**
 * Share images: a page without its own `meta.image` gets `/share/<route>.png`, drawn by takumi
 * (layout, text shaping and rasterising in Rust, off this thread) from the site's `shareImage`
 * component (or the page's own) with the page's props. Each distinct card is drawn once, and kept
 * in the cache by a hash of all that shapes it (nodes, language, fonts' bytes, size, takumi's versions).
 */
import type { Renderer } from '@takumi-rs/core';
import type { FromJsxResult } from '@takumi-rs/helpers/jsx';
import pLimit from 'p-limit';
import { createElement } from 'react';
import { packageVersion, type ProjectPaths } from '../config';
import type {
  ListPage,
  PageMeta,
  PageProps,
  PageShareImage,
  ShareImageConfig,
  ShareImageProps,
} from '../contract';
import { type Diagnostic, errorText, SiteError } from '../diagnostics';
import { hashOf, openCache, writeOutputFiles } from './cache';
import { coveredCodePoints, type LoadedFont, loadShareFonts } from './share-fonts';

export const SHARE_IMAGE_WIDTH = 1200;
export const SHARE_IMAGE_HEIGHT = 630;
const SIZE = { width: SHARE_IMAGE_WIDTH, height: SHARE_IMAGE_HEIGHT };
/** WhatsApp shows previews reliably up to this size. */
const SHARE_IMAGE_MAX_BYTES = 300 * 1024;
/** Cards drawn at once on takumi's threads. */
const DRAWING_AT_ONCE = 4;

export type PlannedShareImage = NonNullable<ReturnType<typeof planShareImage>>;
export type ShareImageJob = { image: PlannedShareImage; route: string };
type Scene = FromJsxResult | { error: unknown };

/**
 * The page whose card this one shows instead of its own: `sameAs` (explicit), or, for a later page
 * of a list split by `paginate()` that declares nothing, the list's first page (implicit).
 */
export function sharedCardRoute(own: PageShareImage | false | undefined, props: PageProps) {
  if (own !== undefined)
    return own && own.sameAs !== undefined ? { route: own.sameAs, explicit: true } : undefined;
  // The caller finds the route among the build's and skips the page's own.
  const page = (props as { page?: Partial<ListPage<unknown>> | null }).page;
  const { number = 0, first } = page ?? {};
  return number > 1 && typeof first === 'string' ? { route: first, explicit: false } : undefined;
}

/** The share image of one page (whose meta has no image), or undefined when it opts out. */
export function planShareImage(
  config: ShareImageConfig,
  own: PageShareImage | false | undefined,
  props: PageProps,
  meta: PageMeta,
  pageFile: string,
  lang: string,
) {
  if (own === false) return undefined;
  const imageProps: ShareImageProps & Record<string, unknown> = {
    title: meta.title,
    description: meta.description,
    route: props.route,
    siteName: props.site.name,
    siteUrl: props.site.url,
    locale: props.locale,
    lang,
    messages: props.messages,
    ...own?.props,
  };
  // `/` → `share/index.png`, `/blog/a` → `share/blog/a.png`, `/te/` → `share/te.png`.
  const name = props.route.replace(/^\/+|\/+$/g, '') || 'index';
  return {
    path: `share/${name}.png`,
    element: createElement(own?.component ?? config.component, imageProps),
    alt: own?.alt ?? meta.title,
    /** Who drew it (the page file or content/config.ts), and the page file, for error messages. */
    source: own?.component ? pageFile : 'content/config.ts',
    pageFile,
    /** The page's `lang` (`te-IN`): the text is shaped for it. */
    lang,
  };
}

/** Phase step: writes every image into `outFolder`, from the cache or drawn; problems come in page order. */
export async function renderShareImages(
  images: ShareImageJob[],
  config: ShareImageConfig,
  paths: Pick<ProjectPaths, 'root'>,
  outFolder: string,
  cacheFolder: string | undefined,
) {
  const fonts = loadShareFonts(paths.root, config.fonts);
  const fontKeys = fonts.map((font) => [font.name, font.weight, font.style, hashOf(font.data)]);
  const takumi = ['@takumi-rs/core', '@takumi-rs/helpers'].map(
    (name) => `${name}@${packageVersion(name)}`,
  );
  const inputs = [takumi, SIZE, fontKeys];
  // The distinct cards, each with the pages showing it, in the order of their first page.
  const cards = new Map<string, { jobs: ShareImageJob[]; scene: Scene }>();
  const { fromJsx } = await import('@takumi-rs/helpers/jsx');
  for (const [index, job] of images.entries()) {
    const scene = await fromJsx(job.image.element).catch((error: unknown) => ({ error }));
    const key =
      'error' in scene
        ? `failed ${index}`
        : hashOf(JSON.stringify([inputs, job.image.lang, scene.node, scene.css]));
    if (!cards.has(key)) cards.set(key, { jobs: [], scene });
    cards.get(key)!.jobs.push(job);
  }
  const cache = openCache(cacheFolder, 'share');
  // Cards drawn (identical cards count once), cards from the cache, image files written.
  const stats = { drawn: 0, cached: 0, files: 0 };
  let covered: Promise<Set<number>> | undefined;
  let renderer: Promise<Renderer> | undefined;
  const rendererOf = () => (renderer ??= createRenderer(fonts));
  const problems = await pLimit(DRAWING_AT_ONCE).map([...cards], async ([key, { jobs, scene }]) => {
    let png: Buffer | Diagnostic | undefined = cache?.get(key);
    if (png) stats.cached += 1;
    else {
      png = await drawCard(jobs, scene, await (covered ??= coveredCodePoints(fonts)), rendererOf);
      if (!Buffer.isBuffer(png)) return [png];
      stats.drawn += 1;
      await cache?.put(key, png);
    }
    stats.files += writeOutputFiles(outFolder, new Set(jobs.map((job) => job.image.path)), png);
    return [];
  });
  if (problems.flat().length > 0) throw SiteError.fromList(problems.flat());
  return stats;
}

/** One card drawn, or why it cannot be shown: its component throws, takumi cannot draw it, the fonts lack its text, or it is over 300 KB. */
async function drawCard(
  jobs: ShareImageJob[],
  scene: Scene,
  covered: Set<number>,
  rendererOf: () => Promise<Renderer>,
): Promise<Buffer | Diagnostic> {
  const { image, route } = jobs[0]!;
  const others = jobs.length > 2 ? `${jobs.length - 1} more pages` : '1 more page';
  const pages = jobs.length > 1 ? `${route} (and ${others} showing the same card)` : route;
  const problem = { file: image.source, field: 'shareImage.component' };
  const failed = (error: unknown): Diagnostic => ({
    message: `The share image of ${pages} could not be drawn: ${errorText(error)}`,
    ...problem,
    hint: `Fix the component (or the props ${image.pageFile} gives it): it draws at build time from its props, with inline styles, images as absolute or data: URLs, and the fonts of shareImage.fonts.`,
  });
  if ('error' in scene) return failed(scene.error);
  // Spaces, line breaks and invisible format characters (joiners) need no glyph.
  const text = textOf(scene.node).replace(/[\s\p{Cc}\p{Cf}]/gu, '');
  const missing = new Set([...text].filter((char) => !covered.has(char.codePointAt(0)!)));
  if (missing.size > 0) {
    const named = [...missing].map(
      (char) => `"${char}" (U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')})`,
    );
    return {
      message: `The share image of ${pages} shows characters that no font of shareImage.fonts has: ${named.join(', ')}. They would be drawn as boxes.`,
      file: image.pageFile,
      hint: 'Add a font that has them to shareImage.fonts in content/config.ts (for Telugu @fontsource/noto-sans-telugu, for Hindi @fontsource/noto-sans-devanagari), or change the text.',
    };
  }
  const { node, css } = scene;
  const png = await rendererOf()
    .then((renderer) => renderer.render(node, { ...SIZE, format: 'png', css, lang: image.lang }))
    .catch(failed);
  if (!Buffer.isBuffer(png) || png.length <= SHARE_IMAGE_MAX_BYTES) return png;
  return {
    message: `The share image of ${pages} is ${png.length} bytes, over the ${SHARE_IMAGE_MAX_BYTES} bytes WhatsApp shows reliably.`,
    ...problem,
    hint: 'Simplify the design: flat colours compress far better than gradients, photos or noise.',
  };
}

function textOf(node: FromJsxResult['node']): string {
  if (node.type === 'text') return node.text;
  return node.type === 'container' ? (node.children ?? []).map(textOf).join('') : '';
}

/** takumi is loaded only by a build that draws. */
async function createRenderer(fonts: LoadedFont[]) {
  const { Renderer } = await import('@takumi-rs/core');
  const renderer = new Renderer();
  for (const font of fonts) await renderer.registerFont(font);
  return renderer;
}
