/**
 * Share images, part one (render phase): what each page's image shows.
 *
 * A page without its own `meta.image` gets `/share/<route>.png`, drawn from the site's
 * `shareImage` component (or the page's own) with the page's props when the share phase draws
 * it (share-image-render.ts). Pages after the first of a paginated list show their first
 * page's card.
 */
import { createElement } from 'react';
import type {
  ListPage,
  PageMeta,
  PageProps,
  PageShareImage,
  ShareImageConfig,
  ShareImageProps,
} from '../contract';

export const SHARE_IMAGE_WIDTH = 1200;
export const SHARE_IMAGE_HEIGHT = 630;
/** WhatsApp shows previews reliably up to this size. */
export const SHARE_IMAGE_MAX_BYTES = 300 * 1024;

/** A page's rendered share image: where it goes and what it shows. */
export type PlannedShareImage = NonNullable<ReturnType<typeof planShareImage>>;

/** `/` → `share/index.png`, `/blog/a` → `share/blog/a.png`, `/te/` → `share/te.png`. */
function shareImagePath(route: string): string {
  const trimmed = route.replace(/^\/+|\/+$/g, '');
  return `share/${trimmed === '' ? 'index' : trimmed}.png`;
}

/**
 * The page whose card this one shows instead of drawing its own: the route of `sameAs`
 * (explicit), or, for a page after the first of a list split by `paginate()` that declares
 * nothing, the list's first page (implicit).
 */
export function sharedCardRoute(
  own: PageShareImage | false | undefined,
  props: PageProps,
): { route: string; explicit: boolean } | undefined {
  if (own === false) return undefined;
  if (own?.sameAs !== undefined) return { route: own.sameAs, explicit: true };
  if (own !== undefined) return undefined;
  const page = (props as { page?: Partial<ListPage<unknown>> | null }).page;
  const { number = 0, first } = page ?? {};
  const isLaterPage =
    Number.isInteger(number) &&
    number > 1 &&
    typeof first === 'string' &&
    first.startsWith('/') &&
    first !== props.route;
  return isLaterPage ? { route: first, explicit: false } : undefined;
}

/**
 * The share image of one page, or undefined when it has its own image, opts out, or the site
 * has no share-image component. The component is called when the card is drawn.
 */
export function planShareImage(
  config: ShareImageConfig | undefined,
  own: PageShareImage | false | undefined,
  props: PageProps,
  meta: PageMeta,
  pageFile: string,
  lang: string,
) {
  if (!config || meta.image || own === false) return undefined;
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
  return {
    /** Output path, relative to the output folder. */
    path: shareImagePath(props.route),
    /** The component with its props: what the card shows. */
    element: createElement(own?.component ?? config.component, imageProps),
    alt: own?.alt ?? meta.title,
    /** Who drew it, for error messages (the page file or content/config.ts), and the page file, for errors about what the card shows. */
    source: own?.component ? pageFile : 'content/config.ts',
    pageFile,
    /** The page's `lang` (`te-IN`): the text is shaped for it. */
    lang,
  };
}
