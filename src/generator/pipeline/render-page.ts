/** One planned route to a complete HTML document: the page component renders the body, render-document.ts the rest. */
import { createRequire } from 'node:module';
import type { Entry, PageMeta, PageProps, PageValue } from '../contract';
import { errorText, SiteError, throwSite } from '../diagnostics';
import type { PlannedRoute } from './plan-routes';
import { renderDocument } from './render-document';
import type { RenderInput } from './render-routes';
import { planShareImage, sharedCardRoute, type PlannedShareImage } from './share-image';

/** React is loaded with `require`, as the CommonJS page bundle loads it, so both share one copy. */
const require = createRequire(import.meta.url);

/** `routes`: every route of the build, for pages that show another page's card (`shareImage.sameAs`, later pages of a list). */
export type RenderContext = RenderInput & { routes: ReadonlyMap<string, PlannedRoute> };

/** A page's render is far below a second; this much means it will not finish. */
export const RENDER_TIME_LIMIT_MS = 10_000;

/** The error for a page that was stopped (time-limit.ts): after `limitMs`, or by Ctrl-C. */
export function renderStoppedError(
  planned: PlannedRoute,
  limitMs: number,
  reason: 'timeout' | 'interrupted',
): SiteError {
  const file = planned.page.relativeFile;
  if (reason === 'interrupted')
    return new SiteError(`Rendering the page ${planned.route} was stopped by Ctrl-C.`, { file });
  return new SiteError(
    `The page ${planned.route} did not finish rendering within ${limitMs / 1000} s, so it was stopped.`,
    {
      file,
      hint: 'Look for an endless loop in the page component or a component it renders (a loop whose condition never becomes false, or a function that calls itself without end), or in its meta or jsonLd.',
    },
  );
}

/** A rendered page: its document, and what the later phases and `site check` need of it. */
export type RenderedPage = ReturnType<typeof renderPage>;

/** Phase step: renders a route, naming its page file when the component or its meta fails. */
export function renderPage(planned: PlannedRoute, context: RenderContext) {
  const { page, locale, route } = planned;
  const props = propsOf(planned, context);
  const meta = metaOf(planned, props);
  const jsonLd = resolveValue(page.module.jsonLd, props, page.relativeFile, 'jsonLd');
  const { drawn, shown } = shareImageOf(planned, props, meta, context);
  const document = renderDocument(
    { ...planned, meta, body: renderBody(planned, props), jsonLd, shareImage: shown },
    context.site,
    context.shell.assets,
  );
  const content = Object.values(planned.props).flatMap((value) => {
    const entry = value as Partial<Entry> | null;
    return typeof entry?.html === 'string' && typeof entry.file === 'string' ? [entry.file] : [];
  });
  return {
    route,
    outFile: planned.outFile,
    file: page.relativeFile,
    lang: locale.lang,
    meta,
    ...document,
    /** The Markdown files of the entries the page was given in its props (an article page's own, not a listing's cards), for `site check` to name. */
    ...(content.length > 0 && { content }),
    hasJsonLd: jsonLd !== undefined,
    /** The share image the page draws, after the render phase. */
    ...(drawn && { shareImage: drawn }),
    ...(page.isNotFound && { isNotFound: true as const }),
    /** The page's versions in every locale, for the sitemap; only on pages that have translations. */
    ...(planned.alternates.length > 0 && { alternates: planned.alternates }),
  };
}

function propsOf(planned: PlannedRoute, context: RenderContext): PageProps {
  return {
    ...planned.props,
    route: planned.route,
    params: planned.params,
    collections: context.content.collections,
    site: context.site,
    locale: planned.locale.code,
    messages: planned.locale.messages,
    languages: planned.languages,
  };
}

/** React, required on the first render (not by commands that render nothing), once: a require by name resolves its path on every call. */
let react: [typeof import('react'), typeof import('react-dom/server')] | undefined;

function renderBody({ page, route }: PlannedRoute, props: PageProps): string {
  const [{ createElement }, { renderToStaticMarkup }] = (react ??= [
    require('react'),
    require('react-dom/server'),
  ]);
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

/**
 * The share image a page shows: the card another page draws (`sameAs`, or its list's first page),
 * else its own (`drawn`); none with `meta.image`, `shareImage: false` or no share-image component.
 * A `sameAs` naming no page, or a page without a card of its own, is an error; a list whose first
 * page has none draws its own. `ownOnly` (a page another shows the card of): its own card only.
 */
function shareImageOf(
  planned: PlannedRoute,
  props: PageProps,
  meta: PageMeta,
  context: RenderContext,
  ownOnly = false,
): { drawn?: PlannedShareImage | undefined; shown?: PlannedShareImage | undefined } {
  if (!context.shareImage || meta.image) return {};
  const { relativeFile: file } = planned.page;
  const own = resolveValue(planned.page.module.shareImage, props, file, 'shareImage');
  if (ownOnly && own && own.sameAs !== undefined) return {};
  const shared = ownOnly ? undefined : sharedCardRoute(own, props);
  if (shared && shared.route !== planned.route) {
    const target = context.routes.get(shared.route);
    if (target) {
      const targetProps = propsOf(target, context);
      const targetMeta = metaOf(target, targetProps);
      const { drawn } = shareImageOf(target, targetProps, targetMeta, context, true);
      if (drawn) return { shown: drawn };
    }
    if (shared.explicit)
      throw new SiteError(
        target
          ? `shareImage.sameAs of ${planned.route} names ${shared.route}, which has no card of its own to share.`
          : `shareImage.sameAs of ${planned.route} names ${shared.route}, which is not a page of this build.`,
        {
          file,
          field: 'shareImage.sameAs',
          hint: target
            ? `Name a page that draws its card (no meta.image, no shareImage: false, no sameAs), or leave sameAs out to draw this page's own.`
            : 'Give the route of a page of the site, such as /blog (with its locale prefix for a translated page).',
        },
      );
  }
  const drawn = planShareImage(context.shareImage, own, props, meta, file, planned.locale.lang);
  return { drawn, shown: drawn };
}

/** Page metadata kept after a page was written: everything but its HTML. */
export type PageSummary = Omit<RenderedPage, 'html' | 'sources'>;

/** A page's `meta` or another value it gives directly or as a function of its props; an error naming the field when that throws. */
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

function metaOf({ page, route }: PlannedRoute, props: PageProps): PageMeta {
  const file = page.relativeFile;
  const meta = resolveValue(page.module.meta, props, file, 'meta');
  const hints = {
    title: 'Give the page a unique title.',
    description: 'Add a one-sentence description for search results.',
  };
  const problems = Object.entries(hints).flatMap(([key, hint]) => {
    const value = meta?.[key as keyof typeof hints];
    if (typeof value === 'string' && value.trim() !== '') return [];
    const field = `meta.${key}`;
    return [{ message: `${field} is missing or empty for ${route}.`, file, field, hint }];
  });
  if (problems.length > 0) throw SiteError.fromList(problems);
  return meta!;
}
