/**
 * Share images, part one (render phase): what each page's image shows.
 *
 * A page without its own `meta.image` gets `/share/<route>.png`, drawn from the site's
 * `shareImage` component (or the page's own) with the page's props. The component runs here,
 * with the page, and its result is expanded to plain elements (`{ type, props }` of `div`,
 * `svg`, ...): that tree is exactly what the renderer draws, so its JSON (with the page's
 * language) is the cache key of the image (share-image-render.ts), whatever the component's
 * source looks like. Pages after the first of a paginated list show their first page's card.
 */
import type { ReactElement } from 'react';
import type {
  ListPage,
  PageMeta,
  PageProps,
  PageShareImage,
  ShareImageConfig,
  ShareImageProps,
} from '../contract';
import { errorText, SiteError } from '../diagnostics';

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
 * has no share-image component.
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
  const component = own?.component ?? config.component;
  const source = own?.component ? pageFile : 'content/config.ts';
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
  let tree: unknown;
  try {
    tree = expand({ type: component, props: imageProps });
  } catch (error) {
    throw new SiteError(
      `The share-image component threw while drawing ${props.route}: ${errorText(error)}`,
      {
        file: source,
        field: 'shareImage.component',
        cause: error,
        hint: `Fix the component (or the props ${pageFile} gives it); it renders at build time from its props alone, without hooks.`,
      },
    );
  }
  return {
    /** Output path, relative to the output folder. */
    path: shareImagePath(props.route),
    /** The expanded element tree as JSON. */
    tree: JSON.stringify(tree),
    alt: own?.alt ?? meta.title,
    /** Who drew it, for error messages (the page file or content/config.ts), and the page file, for errors about what the card shows. */
    source,
    pageFile,
    /** The page's `lang` (`te-IN`): the text is shaped for it. */
    lang,
  };
}

/** Every piece of text an expanded tree shows, for the check that the fonts can draw it. */
export function textOfTree(node: unknown, into: string[] = []): string[] {
  if (typeof node === 'string') into.push(node);
  else if (typeof node === 'number') into.push(String(node));
  else if (Array.isArray(node)) for (const child of node) textOfTree(child, into);
  else if (node && typeof node === 'object' && 'props' in node)
    textOfTree((node as ElementLike).props.children, into);
  return into;
}

const FRAGMENT = Symbol.for('react.fragment');

interface ElementLike {
  type: unknown;
  props: Record<string, unknown>;
}

/** Calls function components until only host elements, text and arrays are left. */
function expand(node: unknown): unknown {
  if (node === null || node === undefined || typeof node === 'boolean') return null;
  if (typeof node === 'string' || typeof node === 'number') return node;
  if (Array.isArray(node)) return node.map(expand);
  if (typeof node !== 'object' || !('type' in node) || !('props' in node))
    throw new Error(
      `cannot draw ${JSON.stringify(node)?.slice(0, 80)}: give elements, text or arrays`,
    );
  const element = node as ElementLike;
  if (element.type === FRAGMENT) return expand(element.props.children);
  if (typeof element.type === 'function') {
    if (
      (element.type as { prototype?: { isReactComponent?: unknown } }).prototype?.isReactComponent
    )
      throw new Error('class components cannot be drawn; use a function component');
    return expand((element.type as (props: unknown) => ReactElement | null)(element.props));
  }
  if (typeof element.type !== 'string')
    throw new Error(`cannot draw an element of type ${String(element.type)}`);
  const { children, ...rest } = element.props;
  for (const [key, value] of Object.entries(rest)) {
    if (typeof value === 'function')
      throw new Error(
        `<${element.type}> has the function prop "${key}", which an image cannot use`,
      );
  }
  return {
    type: element.type,
    props: children === undefined ? rest : { ...rest, children: expand(children) },
  };
}
