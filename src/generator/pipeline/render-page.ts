/**
 * Renders one planned route to a complete HTML document.
 *
 * The generator owns the document shell (doctype, head, stylesheet, script, JSON-LD);
 * the page component owns everything inside `<body>`.
 */
import type { Collections, Entry, JsonLd, PageMeta, PageProps, PageValue, ShareImageConfig, SiteConfig } from '../contract';
import { errorText, SiteError, type Diagnostic } from '../diagnostics';
import { escapeHtml } from '../html-text';
import { jsonLdScript, serializeJsonLd } from './json-ld';
import type { PlannedRoute } from './plan-routes';
import { findSources, joinSources, type PageSources } from './security-headers';
import { loadReact } from './react-renderer';
import { declaredShareImage, planShareImage, sharedCardRoute, SHARE_IMAGE_HEIGHT, SHARE_IMAGE_WIDTH, type PlannedShareImage } from './share-image';

/** Asset references every document shares, computed once per build. */
export interface ShellAssets {
  /** Minified CSS to inline in `<style>`, or the URL of the hashed stylesheet. */
  style: { inline: string } | { href: string } | undefined;
  /** URL of the hashed client script, if the site has one. */
  scriptSrc: string | undefined;
  /** URL of the page's own script (page-scripts.ts), by the page's relative file. */
  pageScripts?: Record<string, string>;
  /** Head elements every page carries after the icon: feed and manifest links (feed.ts, icons.ts). */
  headLinks?: string;
}

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
export function renderStoppedError(planned: PlannedRoute, limitMs: number, reason: 'timeout' | 'interrupted'): SiteError {
  if (reason === 'interrupted') return new SiteError(`Rendering the page ${planned.route} was stopped by Ctrl-C.`, { file: planned.page.relativeFile });
  return new SiteError(`The page ${planned.route} did not finish rendering within ${limitMs / 1000} s, so it was stopped.`, {
    file: planned.page.relativeFile,
    hint: 'Look for an endless loop in the page component or a component it renders (a loop whose condition never becomes false, or a function that calls itself without end), or in its meta or jsonLd.',
  });
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

/** A version of a page: `hreflang` (a locale's lang, or `x-default`) and its absolute URL. */
export interface PageAlternate {
  hreflang: string;
  href: string;
}

/**
 * Text that is the same in every page of a build, the inline stylesheet: half of a typical
 * page. It is one object per build, so the policy's sources are found in it once, rather
 * than once per page.
 */
export interface SharedText {
  readonly text: string;
  readonly sources: PageSources;
  /** The text as UTF-8. */
  readonly bytes: Buffer;
}

/** A piece of a document: text of its own or text it shares with every page. */
export type DocumentChunk = string | SharedText;

/** A document: whole, in its pieces (for finding the CSP's sources piece by piece), and what its CSP must allow. */
export interface ComposedDocument {
  html: string;
  chunks: DocumentChunk[];
  sources: PageSources;
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
  const own = context.shareImage && !meta.image ? declaredShareImage(page.module.shareImage, props, page.relativeFile) : undefined;
  const shared = context.shareImage && !meta.image ? sharedCardOf(planned, own, props, context) : undefined;
  const shareImage = shared ? undefined : planShareImage(context.shareImage, own, props, meta, page.relativeFile, locale.lang);
  const shownImage = shared ?? shareImage;
  const { createElement, renderToStaticMarkup } = loadReact();
  let body: string;
  try {
    body = renderToStaticMarkup(createElement(page.module.default, props));
  } catch (error) {
    const at = throwSite(error, page.file.slice(0, page.file.length - page.relativeFile.length));
    throw new SiteError(`The page component threw while rendering ${planned.route}${at ? ` at ${at}` : ''}: ${errorText(error)}`, {
      file: page.relativeFile,
      cause: error,
      hint: 'Fix the component (or the data it was given); pages render at build time with their props.',
    });
  }
  const { alternates, ogLocaleAlternates } = languageVersions(planned, context.site.url);
  const script = context.assets.pageScripts?.[page.relativeFile];
  const document = renderDocument(
    { meta, body, jsonLd, route: planned.route, isNotFound: page.isNotFound, lang: locale.lang, ogLocale: locale.ogLocale, ogLocaleAlternates, alternates, ...(script && { script }), ...(shownImage && { shareImage: shownImage }) },
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

/** Cards of shared pages already planned in this build, by the collections object (a full build has one). */
const sharedCards = new WeakMap<object, Map<string, Pick<PlannedShareImage, 'path' | 'alt'> | undefined>>();

/**
 * The card a page shows from another page (`shareImage.sameAs`, or its list's first page), or
 * undefined when it draws its own. An explicit `sameAs` that names no page of the build, or a
 * page without a drawn card, is an error; a list whose first page has none draws its own.
 */
function sharedCardOf(planned: PlannedRoute, own: ReturnType<typeof declaredShareImage>, props: PageProps, context: RenderContext): Pick<PlannedShareImage, 'path' | 'alt'> | undefined {
  const shared = sharedCardRoute(own, props);
  if (!shared || shared.route === planned.route) return undefined;
  const file = planned.page.relativeFile;
  const target = context.routes?.get(shared.route);
  let card: Pick<PlannedShareImage, 'path' | 'alt'> | undefined;
  let cards = sharedCards.get(context.collections);
  if (cards?.has(shared.route)) card = cards.get(shared.route);
  else if (target) {
    const targetProps = pagePropsOf(target, context);
    const targetFile = target.page.relativeFile;
    const meta = resolveValue(target.page.module.meta, targetProps, targetFile, 'meta');
    checkMeta(meta, targetFile, target.route);
    const targetOwn = meta.image ? false : declaredShareImage(target.page.module.shareImage, targetProps, targetFile);
    const plan = targetOwn === false || targetOwn?.sameAs !== undefined ? undefined : planShareImage(context.shareImage, targetOwn, targetProps, meta, targetFile, target.locale.lang);
    card = plan && { path: plan.path, alt: plan.alt };
    if (!cards) sharedCards.set(context.collections, (cards = new Map()));
    cards.set(shared.route, card);
  }
  if (card || !shared.explicit) return card;
  throw new SiteError(
    target ? `shareImage.sameAs of ${planned.route} names ${shared.route}, which has no card of its own to share.` : `shareImage.sameAs of ${planned.route} names ${shared.route}, which is not a page of this build.`,
    { file, field: 'shareImage.sameAs', hint: target ? `Name a page that draws its card (no meta.image, no shareImage: false, no sameAs), or leave sameAs out to draw this page's own.` : 'Give the route of a page of the site, such as /blog (with its locale prefix for a translated page).' },
  );
}

/**
 * The hreflang links of a page with translations (every version, and x-default: the default
 * locale's) and the Open Graph locales of its other versions; none on a not-found page.
 */
function languageVersions({ page, locale, versions }: PlannedRoute, siteUrl: string): { alternates: PageAlternate[]; ogLocaleAlternates: string[] } {
  const linked = versions.length > 1 && !page.isNotFound ? versions : [];
  const alternates = linked.map((version) => ({ hreflang: version.locale.lang, href: absoluteUrl(siteUrl, version.route) }));
  const fallback = linked.find((version) => version.locale.prefix === '');
  if (fallback) alternates.push({ hreflang: 'x-default', href: absoluteUrl(siteUrl, fallback.route) });
  return { alternates, ogLocaleAlternates: linked.filter((version) => version.locale !== locale).flatMap((version) => version.locale.ogLocale ?? []) };
}

/** The files of the entries among the page's props (not those in lists: a listing's cards). */
function entryFiles(props: Record<string, unknown>): string[] {
  const files: string[] = [];
  for (const value of Object.values(props)) {
    const entry = value as Partial<Entry> | null;
    if (typeof entry === 'object' && entry !== null && typeof entry.html === 'string' && typeof entry.file === 'string') files.push(entry.file);
  }
  return files;
}

/** Page metadata kept after a page was written: everything but its HTML. */
export type PageSummary = Omit<RenderedPage, keyof ComposedDocument>;

export function summarize(page: RenderedPage): PageSummary {
  const { html: _html, chunks: _chunks, sources: _sources, ...summary } = page;
  return summary;
}

/** The CSP as a meta element right after the charset, for hosts that cannot send headers. */
export function addCspMeta(html: string, csp: string): string {
  return html.replace('<meta charset="utf-8"/>', `<meta charset="utf-8"/><meta http-equiv="Content-Security-Policy" content="${escapeHtml(csp)}"/>`);
}

function resolveValue<T>(value: PageValue<T> | undefined, props: PageProps, file: string, field: string): T | undefined {
  if (typeof value !== 'function') return value;
  try {
    return (value as (p: PageProps) => T)(props);
  } catch (error) {
    throw new SiteError(`${field}() threw for ${props.route}: ${errorText(error)}`, { file, field, cause: error, hint: `Fix ${field}(); it runs with the page's props.` });
  }
}

function checkMeta(meta: PageMeta | undefined, file: string, route: string): asserts meta is PageMeta {
  const problems: Diagnostic[] = [];
  for (const key of ['title', 'description'] as const) {
    const value = meta?.[key];
    if (typeof value !== 'string' || value.trim() === '') {
      problems.push({
        message: `meta.${key} is missing or empty for ${route}.`,
        file,
        field: `meta.${key}`,
        hint: key === 'title' ? 'Give the page a unique title.' : 'Add a one-sentence description for search results.',
      });
    }
  }
  if (problems.length > 0) throw SiteError.fromList(problems);
}

interface DocumentParts {
  meta: PageMeta;
  body: string;
  jsonLd: JsonLd | undefined;
  route: string;
  isNotFound: boolean;
  /** The page's own script, after the shared one. */
  script?: string;
  /** The share image the generator draws for the page, when it has none of its own. */
  shareImage?: Pick<PlannedShareImage, 'path' | 'alt'>;
  /** `<html lang>` and `og:locale`; the site's `lang` and `locale` when left out. */
  lang?: string;
  ogLocale?: string | undefined;
  /** `og:locale:alternate`: the Open Graph locales of the page's other versions. */
  ogLocaleAlternates?: string[];
  /** `hreflang` links to every version of the page, itself and `x-default` included. */
  alternates?: PageAlternate[];
}

/**
 * Builds the document around a rendered body. The policy's sources are found in each piece
 * apart (every piece ends between elements, so none is split), and in the shared stylesheet
 * once. Exported for tests of the shell alone.
 */
export function renderDocument(parts: DocumentParts, { site, assets }: Pick<RenderContext, 'site' | 'assets'>): ComposedDocument {
  const { meta } = parts;
  const { hoisted, body } = hoistHeadTags(parts.body);
  const canonical = parts.isNotFound ? undefined : absoluteUrl(site.url, parts.route);
  const ogLocale = 'ogLocale' in parts ? parts.ogLocale : site.locale;
  // The elements that load something into the head: the icon, feed and manifest links, and what components hoisted.
  const linked = (site.icon ? `<link rel="icon" href="${escapeHtml(site.icon)}"${site.icon.endsWith('.svg') ? ' type="image/svg+xml"' : ''}/>` : '') + (assets.headLinks ?? '');
  const jsonLd = parts.jsonLd === undefined ? undefined : serializeJsonLd(parts.jsonLd);
  const opening = [
    `<!DOCTYPE html><html lang="${escapeHtml(parts.lang ?? site.lang)}"><head>`,
    '<meta charset="utf-8"/>',
    '<meta name="viewport" content="width=device-width, initial-scale=1"/>',
    `<title>${escapeHtml(meta.title)}</title>`,
    `<meta name="description" content="${escapeHtml(meta.description)}"/>`,
    meta.robots ? `<meta name="robots" content="${meta.robots}"/>` : '',
    canonical ? `<link rel="canonical" href="${escapeHtml(canonical)}"/>` : '',
    (parts.alternates ?? []).map(({ hreflang, href }) => `<link rel="alternate" hreflang="${escapeHtml(hreflang)}" href="${escapeHtml(href)}"/>`).join(''),
    `<meta property="og:type" content="${meta.type ?? 'website'}"/>`,
    `<meta property="og:site_name" content="${escapeHtml(site.name)}"/>`,
    `<meta property="og:title" content="${escapeHtml(meta.title)}"/>`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}"/>`,
    canonical ? `<meta property="og:url" content="${escapeHtml(canonical)}"/>` : '',
    shareImageTags(parts, site.url),
    ogLocale ? `<meta property="og:locale" content="${escapeHtml(ogLocale)}"/>` : '',
    (parts.ogLocaleAlternates ?? []).map((alternate) => `<meta property="og:locale:alternate" content="${escapeHtml(alternate)}"/>`).join(''),
    site.themeColor ? `<meta name="theme-color" content="${escapeHtml(site.themeColor)}"/>` : '',
    linked,
    hoisted,
  ].join('');
  const style = styleChunk(assets.style);
  const headEnd = [
    assets.scriptSrc ? `<script src="${escapeHtml(assets.scriptSrc)}" defer=""></script>` : '',
    parts.script ? `<script src="${escapeHtml(parts.script)}" defer=""></script>` : '',
    jsonLd === undefined ? '' : jsonLdScript(jsonLd),
    '</head><body>',
  ].join('');
  const closing = '</body></html>\n';
  const chunks: DocumentChunk[] = [opening, style, headEnd, body, closing];
  return {
    // Concatenated, not joined: V8 copies the text only if something reads the whole document.
    html: chunks.reduce<string>((html, chunk) => html + textOf(chunk), ''),
    chunks,
    // The generator wrote the rest of the head and knows what it loads: only the links and what
    // components hoisted are searched. The policy hashes only the inline script the generator
    // writes (JSON-LD): one in the body came from a component or from content, and the policy must block it.
    sources: joinSources([findSources(linked + hoisted), sourcesOf(style), { ...NO_SOURCES, scripts: jsonLd === undefined ? [] : [jsonLd] }, { ...findSources(body), scripts: [] }]),
  };
}

/**
 * `og:image` and its companions: the page's own image, or the one the generator draws (whose
 * size it knows), with its alt text for Open Graph and for X (which does not read og:image:alt).
 */
function shareImageTags({ meta, shareImage }: DocumentParts, siteUrl: string): string {
  const image = meta.image ?? (shareImage && `/${shareImage.path}`);
  if (!image) return '';
  const alt = meta.image ? (meta.imageAlt ?? meta.title) : shareImage!.alt;
  return [
    `<meta property="og:image" content="${escapeHtml(absoluteUrl(siteUrl, image))}"/>`,
    meta.image ? '' : `<meta property="og:image:width" content="${SHARE_IMAGE_WIDTH}"/><meta property="og:image:height" content="${SHARE_IMAGE_HEIGHT}"/>`,
    `<meta property="og:image:alt" content="${escapeHtml(alt)}"/>`,
    '<meta name="twitter:card" content="summary_large_image"/>',
    `<meta name="twitter:image:alt" content="${escapeHtml(alt)}"/>`,
  ].join('');
}

const NO_SOURCES: PageSources = { scripts: [], styles: [], actions: [], usesData: false, frames: [], objects: [] };

function sourcesOf(chunk: DocumentChunk): PageSources {
  return typeof chunk === 'string' ? findSources(chunk) : chunk.sources;
}

export function textOf(chunk: DocumentChunk): string {
  return typeof chunk === 'string' ? chunk : chunk.text;
}

/** One shared chunk per inline stylesheet: one per build. */
const sharedStyles = new WeakMap<object, SharedText>();

function styleChunk(style: ShellAssets['style']): DocumentChunk {
  if (!style) return '';
  if ('href' in style) return `<link rel="stylesheet" href="${escapeHtml(style.href)}"/>`;
  let shared = sharedStyles.get(style);
  if (!shared) {
    const text = `<style>${style.inline}</style>`;
    shared = { text, sources: findSources(text), bytes: Buffer.from(text) };
    sharedStyles.set(style, shared);
  }
  return shared;
}

const LEADING_HEAD_TAGS = /^(?:<(?:link|meta)\b[^>]*>)+/;

/**
 * React 19 emits resources it hoists (image preloads, `<link>`/`<meta>` rendered by components)
 * at the start of the markup when it does not render `<head>` itself; they belong in the head.
 */
function hoistHeadTags(markup: string): { hoisted: string; body: string } {
  const match = LEADING_HEAD_TAGS.exec(markup);
  return match ? { hoisted: match[0], body: markup.slice(match[0].length) } : { hoisted: '', body: markup };
}

/** Joins the site origin and a path; absolute URLs pass through. */
export function absoluteUrl(siteUrl: string, pathOrUrl: string): string {
  if (/^https?:\/\//.test(pathOrUrl)) return pathOrUrl;
  return `${siteUrl.replace(/\/+$/, '')}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`;
}


/** The first place in the project's own files (not in node_modules) that the error's stack names, as `file:line:column`. */
export function throwSite(error: unknown, root: string): string | undefined {
  const stack = error instanceof Error ? (error.stack ?? '') : '';
  for (const [, file, line, column] of stack.matchAll(/\(?([^\s()]+):(\d+):(\d+)\)?$/gm)) {
    const absolute = file!.startsWith('file://') ? new URL(file!).pathname : file!;
    if (absolute.startsWith(root) && !absolute.includes('node_modules')) return `${absolute.slice(root.length).split('\\').join('/')}:${line}:${column}`;
  }
  return undefined;
}
