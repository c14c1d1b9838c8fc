/**
 * sitemap.xml and robots.txt, derived from the rendered pages.
 */
import type { OutputFile } from './hash-asset';
import { absoluteUrl, escapeHtml, type RenderedPage } from './render-page';

/** Every indexable page by absolute URL; the 404 page and `noindex` pages are left out. */
export function renderSitemap(siteUrl: string, pages: Array<Pick<RenderedPage, 'route' | 'outFile' | 'meta'>>, notFoundFile = '404.html'): OutputFile {
  const urls = pages
    .filter((page) => page.outFile !== notFoundFile && page.meta.robots !== 'noindex')
    .map((page) => `<url><loc>${escapeHtml(absoluteUrl(siteUrl, page.route))}</loc></url>`);
  const contents = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
  return { path: 'sitemap.xml', contents };
}

export function renderRobots(siteUrl: string): OutputFile {
  return { path: 'robots.txt', contents: `User-agent: *\nAllow: /\n\nSitemap: ${absoluteUrl(siteUrl, '/sitemap.xml')}\n` };
}
