/** The HTML document around a rendered page body, and what its CSP must allow. */
import type { JsonLd, PageMeta, SiteConfig } from '../contract';
import { escapeHtml } from '../html-text';
import type { OutputFile } from './hash-asset';
import { findSources, joinSources, noSources } from './page-sources';
import type { Shell } from './render-routes';
import type { PlannedRoute } from './plan-routes';
import { SHARE_IMAGE_HEIGHT, SHARE_IMAGE_WIDTH, type PlannedShareImage } from './share-image';

/** The CSP as a meta element right after the charset, for hosts that cannot send headers. */
export function addCspMeta(html: string, csp: string): string {
  return html.replace(
    '<meta charset="utf-8"/>',
    `<meta charset="utf-8"/><meta http-equiv="Content-Security-Policy" content="${escapeHtml(csp)}"/>`,
  );
}

/** A page's planned route (plan-routes.ts), with its rendered body and values. */
export type DocumentParts = Pick<PlannedRoute, 'route' | 'alternates' | 'ogLocaleAlternates'> & {
  page: Pick<PlannedRoute['page'], 'isNotFound' | 'relativeFile'>;
  locale: Pick<PlannedRoute['locale'], 'lang' | 'ogLocale'>;
  meta: PageMeta;
  body: string;
  jsonLd: JsonLd | undefined;
  /** The share image the generator draws for the page, when it has none of its own. */
  shareImage: Pick<PlannedShareImage, 'path' | 'alt'> | undefined;
};

/** The policy's sources are found piece by piece: every piece ends between elements. */
export function renderDocument(parts: DocumentParts, site: SiteConfig, assets: Shell['assets']) {
  const { meta } = parts;
  const script = assets.pageScripts[parts.page.relativeFile];
  const hoisted = LEADING_HEAD_TAGS.exec(parts.body)![0];
  const body = parts.body.slice(hoisted.length);
  const canonical = parts.page.isNotFound ? undefined : absoluteUrl(site.url, parts.route);
  const linked =
    (site.icon
      ? `<link rel="icon" href="${escapeHtml(site.icon)}"${site.icon.endsWith('.svg') ? ' type="image/svg+xml"' : ''}/>`
      : '') + assets.headLinks;
  const jsonLd = parts.jsonLd === undefined ? undefined : serializeJsonLd(parts.jsonLd);
  const head = [
    `<!DOCTYPE html><html lang="${escapeHtml(parts.locale.lang)}"><head>`,
    '<meta charset="utf-8"/>',
    '<meta name="viewport" content="width=device-width, initial-scale=1"/>',
    `<title>${escapeHtml(meta.title)}</title>`,
    metaTag('name', 'description', meta.description),
    metaTag('name', 'robots', meta.robots),
    canonical && `<link rel="canonical" href="${escapeHtml(canonical)}"/>`,
    ...parts.alternates.map(
      ({ hreflang, href }) =>
        `<link rel="alternate" hreflang="${escapeHtml(hreflang)}" href="${escapeHtml(href)}"/>`,
    ),
    metaTag('property', 'og:type', meta.type ?? 'website'),
    metaTag('property', 'og:site_name', site.name),
    metaTag('property', 'og:title', meta.title),
    metaTag('property', 'og:description', meta.description),
    metaTag('property', 'og:url', canonical),
    ...imageTags(parts, site.url),
    metaTag('property', 'og:locale', parts.locale.ogLocale),
    ...parts.ogLocaleAlternates.map((locale) => metaTag('property', 'og:locale:alternate', locale)),
    metaTag('name', 'theme-color', site.themeColor),
    linked + hoisted + assets.style.text,
    assets.scriptSrc && `<script src="${escapeHtml(assets.scriptSrc)}" defer=""></script>`,
    script && `<script src="${escapeHtml(script)}" defer=""></script>`,
    jsonLd !== undefined && `<script type="application/ld+json">${jsonLd}</script>`,
  ];
  return {
    html: `${head.filter(Boolean).join('')}</head><body>${body}</body></html>\n`,
    // The generator wrote the rest of the head and knows what it loads: only the links and what
    // components hoisted are searched. The policy hashes only the inline script the generator
    // writes (JSON-LD): one in the body came from a component or from content, and the policy must block it.
    sources: joinSources([
      findSources(linked + hoisted),
      assets.style.sources,
      { ...noSources(), scripts: jsonLd === undefined ? [] : [jsonLd] },
      { ...findSources(body), scripts: [] },
    ]),
  };
}

/** The page's image or the drawn card (whose size is known), with alt text for X too: it skips og:image:alt. */
function imageTags({ meta, shareImage }: DocumentParts, siteUrl: string): string[] {
  const image = meta.image ?? (shareImage && `/${shareImage.path}`);
  if (!image) return [];
  const alt = escapeHtml(meta.image ? (meta.imageAlt ?? meta.title) : shareImage!.alt);
  return [
    metaTag('property', 'og:image', absoluteUrl(siteUrl, image)),
    meta.image
      ? ''
      : `<meta property="og:image:width" content="${SHARE_IMAGE_WIDTH}"/><meta property="og:image:height" content="${SHARE_IMAGE_HEIGHT}"/>`,
    `<meta property="og:image:alt" content="${alt}"/>`,
    '<meta name="twitter:card" content="summary_large_image"/>',
    `<meta name="twitter:image:alt" content="${alt}"/>`,
  ];
}

function metaTag(attribute: 'name' | 'property', name: string, content: string | undefined) {
  return content ? `<meta ${attribute}="${name}" content="${escapeHtml(content)}"/>` : '';
}

/**
 * JSON-LD for a script element, which the HTML parser ends at `</script` (and `<!--` confuses):
 * `<`, `>`, `&`, U+2028 and U+2029 become JSON escapes, which `JSON.parse` reads back exactly.
 */
export function serializeJsonLd(data: JsonLd): string {
  return JSON.stringify(data).replace(
    /[<>&\u2028\u2029]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/** The stylesheet's element, and its sources, found once per build (not once a page). */
export function styleElement(style: OutputFile | undefined, isInline: boolean) {
  const text = !style
    ? ''
    : isInline
      ? `<style>${style.contents.toString().replace(/<\/style/gi, '<\\/style')}</style>`
      : `<link rel="stylesheet" href="/${escapeHtml(style.path)}"/>`;
  return { text, sources: findSources(text) };
}

/** React 19 puts what it hoists (preloads, components' `<link>`/`<meta>`) first when it renders no `<head>`. */
const LEADING_HEAD_TAGS = /^(?:<(?:link|meta)\b[^>]*>)*/;

/** Joins the site origin and a path; absolute URLs pass through. */
export function absoluteUrl(siteUrl: string, pathOrUrl: string): string {
  if (/^https?:\/\//.test(pathOrUrl)) return pathOrUrl;
  return `${siteUrl.replace(/\/+$/, '')}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`;
}
