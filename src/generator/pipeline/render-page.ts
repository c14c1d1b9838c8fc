/**
 * Renders one planned route to a complete HTML document.
 *
 * The generator owns the document shell (doctype, head, stylesheet, script, JSON-LD:
 * render-document.ts); the page component owns everything inside `<body>`.
 */
import type {
  Collections,
  Entry,
  PageMeta,
  PageProps,
  PageValue,
  ShareImageConfig,
  SiteConfig,
} from '../contract';
import { errorText, SiteError, throwSite, type Diagnostic } from '../diagnostics';
import type { PlannedRoute } from './plan-routes';
import { loadReact } from './react-renderer';
import {
  absoluteUrl,
  renderDocument,
  type ComposedDocument,
  type PageAlternate,
  type ShellAssets,
} from './render-document';
import {
  declaredShareImage,
  planShareImage,
  sharedCardRoute,
  type PlannedShareImage,
} from './share-image';

export interface RenderContext {
  site: SiteConfig;
  collections: Collections;
  assets: ShellAssets;
  /** `shareImage` of content/config.ts: every page without its own image gets one. */
  shareImage?: ShareImageConfig;
  /** Every route of the build, for pages that show another page's card (`shareImage.sameAs`, later pages of a list). */
  routes?: ReadonlyMap<string, PlannedRoute>;
  /** How long one page may render (its meta, JSON-LD and component) before the build stops naming it; RENDER_TIME_LIMIT_MS when left out. */
  timeLimitMs?: number;
}

/** A page's render is far below a second; this much means it will not finish. */
export const RENDER_TIME_LIMIT_MS = 10_000;

/** The error for a page that was stopped (time-limit.ts): after `limitMs`, or by Ctrl-C. */
export function renderStoppedError(
  planned: PlannedRoute,
  limitMs: number,
  reason: 'timeout' | 'interrupted',
): SiteError {
  if (reason === 'interrupted')
    return new SiteError(`Rendering the page ${planned.route} was stopped by Ctrl-C.`, {
      file: planned.page.relativeFile,
    });
  return new SiteError(
    `The page ${planned.route} did not finish rendering within ${limitMs / 1000} s, so it was stopped.`,
    {
      file: planned.page.relativeFile,
      hint: 'Look for an endless loop in the page component or a component it renders (a loop whose condition never becomes false, or a function that calls itself without end), or in its meta or jsonLd.',
    },
  );
}

export interface RenderedPage extends ComposedDocument {
  route: string;
  outFile: string;
  file: string;
  /** The lang of the page's locale. */
  lang: string;
  meta: PageMeta;
  hasJsonLd: boolean;
  /** The page's rendered share image, drawn after the render phase. */
  shareImage?: PlannedShareImage;
  isNotFound?: true;
  /** The page's versions in every locale, for the sitemap; only on pages that have translations. */
  alternates?: PageAlternate[];
  /** The Markdown files of the entries the page was given in its props (an article page's own), for `site check` to name. */
  content?: string[];
}

/** What a page component receives, from its planned route. */
function pagePropsOf(planned: PlannedRoute, context: RenderContext): PageProps {
  return {
    ...planned.props,
    route: planned.route,
    params: planned.params,
    collections: context.collections,
    site: context.site,
    locale: planned.locale.code,
    messages: planned.locale.messages,
    languages: planned.languages,
  };
}

/** Phase step: renders a route, naming its page file when the component or its meta fails. */
export function renderPage(planned: PlannedRoute, context: RenderContext): RenderedPage {
  const { page, locale } = planned;
  const props = pagePropsOf(planned, context);
  const meta = resolveValue(page.module.meta, props, page.relativeFile, 'meta');
  checkMeta(meta, page.relativeFile, planned.route);
  const jsonLd = resolveValue(page.module.jsonLd, props, page.relativeFile, 'jsonLd');
  const own =
    context.shareImage && !meta.image
      ? declaredShareImage(page.module.shareImage, props, page.relativeFile)
      : undefined;
  const shared =
    context.shareImage && !meta.image ? sharedCardOf(planned, own, props, context) : undefined;
  const shareImage = shared
    ? undefined
    : planShareImage(context.shareImage, own, props, meta, page.relativeFile, locale.lang);
  const shownImage = shared ?? shareImage;
  const body = renderBody(planned, props);
  const { alternates, ogLocaleAlternates } = languageVersions(planned, context.site.url);
  const script = context.assets.pageScripts?.[page.relativeFile];
  const document = renderDocument(
    {
      meta,
      body,
      jsonLd,
      route: planned.route,
      isNotFound: page.isNotFound,
      lang: locale.lang,
      ogLocale: locale.ogLocale,
      ogLocaleAlternates,
      alternates,
      ...(script && { script }),
      ...(shownImage && { shareImage: shownImage }),
    },
    context,
  );
  const content = entryFiles(planned.props);
  return {
    route: planned.route,
    outFile: planned.outFile,
    file: page.relativeFile,
    lang: locale.lang,
    meta,
    ...document,
    ...(content.length > 0 && { content }),
    hasJsonLd: jsonLd !== undefined,
    ...(shareImage && { shareImage }),
    ...(page.isNotFound && { isNotFound: true as const }),
    ...(alternates.length > 0 && { alternates }),
  };
}

/** The page component's markup; when it throws, an error naming the page and the line that threw. */
function renderBody({ page, route }: PlannedRoute, props: PageProps): string {
  const { createElement, renderToStaticMarkup } = loadReact();
  try {
    return renderToStaticMarkup(createElement(page.module.default, props));
  } catch (error) {
    const at = throwSite(error, page.file.slice(0, page.file.length - page.relativeFile.length));
    throw new SiteError(
      `The page component threw while rendering ${route}${at ? ` at ${at}` : ''}: ${errorText(error)}`,
      {
        file: page.relativeFile,
        cause: error,
        hint: 'Fix the component (or the data it was given); pages render at build time with their props.',
      },
    );
  }
}

type SharedCard = Pick<PlannedShareImage, 'path' | 'alt'>;

/** Cards of shared pages already planned in this build, by the collections object (a full build has one). */
const sharedCards = new WeakMap<object, Map<string, SharedCard | undefined>>();

/**
 * The card a page shows from another page (`shareImage.sameAs`, or its list's first page), or
 * undefined when it draws its own. An explicit `sameAs` that names no page of the build, or a
 * page without a drawn card, is an error; a list whose first page has none draws its own.
 */
function sharedCardOf(
  planned: PlannedRoute,
  own: ReturnType<typeof declaredShareImage>,
  props: PageProps,
  context: RenderContext,
): SharedCard | undefined {
  const shared = sharedCardRoute(own, props);
  if (!shared || shared.route === planned.route) return undefined;
  const target = context.routes?.get(shared.route);
  let cards = sharedCards.get(context.collections);
  if (!cards) sharedCards.set(context.collections, (cards = new Map()));
  if (target && !cards.has(shared.route)) cards.set(shared.route, drawnCardOf(target, context));
  const card = cards.get(shared.route);
  if (card || !shared.explicit) return card;
  throw new SiteError(
    target
      ? `shareImage.sameAs of ${planned.route} names ${shared.route}, which has no card of its own to share.`
      : `shareImage.sameAs of ${planned.route} names ${shared.route}, which is not a page of this build.`,
    {
      file: planned.page.relativeFile,
      field: 'shareImage.sameAs',
      hint: target
        ? `Name a page that draws its card (no meta.image, no shareImage: false, no sameAs), or leave sameAs out to draw this page's own.`
        : 'Give the route of a page of the site, such as /blog (with its locale prefix for a translated page).',
    },
  );
}

/** The card a page draws itself; none when it has meta.image, opts out, or shows another's. */
function drawnCardOf(target: PlannedRoute, context: RenderContext): SharedCard | undefined {
  const props = pagePropsOf(target, context);
  const file = target.page.relativeFile;
  const meta = resolveValue(target.page.module.meta, props, file, 'meta');
  checkMeta(meta, file, target.route);
  if (meta.image) return undefined;
  const own = declaredShareImage(target.page.module.shareImage, props, file);
  if (own === false || own?.sameAs !== undefined) return undefined;
  const plan = planShareImage(context.shareImage, own, props, meta, file, target.locale.lang);
  return plan && { path: plan.path, alt: plan.alt };
}

/**
 * The hreflang links of a page with translations (every version, and x-default: the default
 * locale's) and the Open Graph locales of its other versions; none on a not-found page.
 */
function languageVersions(
  { page, locale, versions }: PlannedRoute,
  siteUrl: string,
): { alternates: PageAlternate[]; ogLocaleAlternates: string[] } {
  const linked = versions.length > 1 && !page.isNotFound ? versions : [];
  const alternates = linked.map((version) => ({
    hreflang: version.locale.lang,
    href: absoluteUrl(siteUrl, version.route),
  }));
  const fallback = linked.find((version) => version.locale.prefix === '');
  if (fallback)
    alternates.push({ hreflang: 'x-default', href: absoluteUrl(siteUrl, fallback.route) });
  return {
    alternates,
    ogLocaleAlternates: linked
      .filter((version) => version.locale !== locale)
      .flatMap((version) => version.locale.ogLocale ?? []),
  };
}

/** The files of the entries among the page's props (not those in lists: a listing's cards). */
function entryFiles(props: Record<string, unknown>): string[] {
  return Object.values(props).flatMap((value) => {
    const entry = value as Partial<Entry> | null;
    return typeof entry?.html === 'string' && typeof entry.file === 'string' ? [entry.file] : [];
  });
}

/** Page metadata kept after a page was written: everything but its HTML. */
export type PageSummary = Omit<RenderedPage, keyof ComposedDocument>;

export function summarize(page: RenderedPage): PageSummary {
  const { html: _html, sources: _sources, ...summary } = page;
  return summary;
}

function resolveValue<T>(
  value: PageValue<T> | undefined,
  props: PageProps,
  file: string,
  field: string,
): T | undefined {
  if (typeof value !== 'function') return value;
  try {
    return (value as (p: PageProps) => T)(props);
  } catch (error) {
    throw new SiteError(`${field}() threw for ${props.route}: ${errorText(error)}`, {
      file,
      field,
      cause: error,
      hint: `Fix ${field}(); it runs with the page's props.`,
    });
  }
}

function checkMeta(
  meta: PageMeta | undefined,
  file: string,
  route: string,
): asserts meta is PageMeta {
  const problems: Diagnostic[] = [];
  for (const key of ['title', 'description'] as const) {
    const value = meta?.[key];
    if (typeof value !== 'string' || value.trim() === '') {
      problems.push({
        message: `meta.${key} is missing or empty for ${route}.`,
        file,
        field: `meta.${key}`,
        hint:
          key === 'title'
            ? 'Give the page a unique title.'
            : 'Add a one-sentence description for search results.',
      });
    }
  }
  if (problems.length > 0) throw SiteError.fromList(problems);
}
