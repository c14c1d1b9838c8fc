/**
 * sitemap.xml and robots.txt, derived from the rendered pages.
 */
import { withoutForbiddenXml } from '../xml-text';
import type { OutputFile } from './hash-asset';
import { escapeHtml } from '../html-text';
import { absoluteUrl } from './render-document';
import type { RenderedPage } from './render-page';

/**
 * Every indexable page by absolute URL; the not-found pages and `noindex` pages are left out. A
 * page with translations lists every version as an `xhtml:link` alternate.
 */
export function renderSitemap(
  siteUrl: string,
  pages: Array<Pick<RenderedPage, 'route' | 'meta' | 'isNotFound' | 'alternates'>>,
): OutputFile {
  const urls = pages
    .filter((page) => !page.isNotFound && page.meta.robots !== 'noindex')
    .map((page) => {
      const links = (page.alternates ?? []).map(
        ({ hreflang, href }) =>
          `\n  <xhtml:link rel="alternate" hreflang="${escapeHtml(hreflang)}" href="${escapeHtml(href)}"/>`,
      );
      return `<url><loc>${escapeHtml(absoluteUrl(siteUrl, page.route))}</loc>${links.join('')}${links.length > 0 ? '\n' : ''}</url>`;
    });
  const xhtml = pages.some((page) => page.alternates)
    ? ' xmlns:xhtml="http://www.w3.org/1999/xhtml"'
    : '';
  const contents = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"${xhtml}>\n${urls.join('\n')}\n</urlset>\n`;
  return { path: 'sitemap.xml', contents: withoutForbiddenXml(contents) };
}

export function renderRobots(siteUrl: string): OutputFile {
  return {
    path: 'robots.txt',
    contents: `User-agent: *\nAllow: /\n\nSitemap: ${absoluteUrl(siteUrl, '/sitemap.xml')}\n`,
  };
}
