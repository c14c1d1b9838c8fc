import { existsSync, readdirSync } from 'node:fs';
import type { ProjectPaths } from '../config';
import type { Collections, ContentConfigModule, SiteConfig } from '../contract';
import { renderHeadersFile } from '../headers-file';
import { escapeHtml } from '../html-text';
import { renderRedirectsFile, type Redirect } from '../redirects-file';
import { withoutForbiddenXml } from '../xml-text';
import { renderDataFiles, renderFeeds } from './feed';
import type { OutputFile } from './hash-asset';
import { byCodeUnits, isHiddenName } from './list-files';
import { renderNginxConf } from './nginx-conf';
import { renderRedirectPage } from './redirects';
import type { RenderedPage } from './render-page';
import type { RenderOutput, Shell } from './render-routes';
import { absoluteUrl } from './render-document';
import { headerRules } from './security-headers';
import type { Staging } from './write-output';

/**
 * Phase write: public/, the script and stylesheet, `files` (icons, manifest, feeds), and the host
 * files derived from them all: sitemap, robots.txt, headers, nginx snippet, `_redirects` and a
 * meta-refresh page at each old path. The share images come after, then the commit.
 */
export async function writeSite(
  paths: ProjectPaths,
  output: Staging,
  build: {
    site: SiteConfig;
    redirects: Redirect[];
    render: RenderOutput;
    shell: Shell;
    files: OutputFile[];
    photoPaths: string[];
  },
) {
  const { site, render, redirects } = build;
  const { pages, policy } = render;
  const images = pages.flatMap((page) => (page.shareImage ? [page.shareImage.path] : []));
  const publicEntries = listPublicEntries(paths.public);
  if (images.length > 0 && !publicEntries.some((entry) => entry.name === 'share'))
    publicEntries.push({ name: 'share', isFolder: true });
  const headerPaths = [
    ...pages.filter((page) => !page.isNotFound).map((page) => page.route),
    '/sitemap.xml',
    '/robots.txt',
    ...build.files.map((file) => `/${file.path}`),
  ];
  // Locale homes (`/te/`) and the not-found pages of locale folders (`/te/404.html`).
  const folders = {
    homes: pages
      .filter((page) => page.route.length > 1 && page.route.endsWith('/'))
      .map((page) => page.route),
    notFound: pages
      .filter((page) => page.isNotFound && page.outFile.includes('/'))
      .map((page) => `/${page.outFile}`),
  };
  const files = [
    renderSitemap(site.url, pages),
    {
      path: 'robots.txt',
      contents: `User-agent: *\nAllow: /\n\nSitemap: ${absoluteUrl(site.url, '/sitemap.xml')}\n`,
    },
    renderHeadersFile(headerRules(policy, headerPaths, publicEntries)),
    renderNginxConf(policy, redirects, folders),
    ...build.files,
    ...(redirects.length > 0 || folders.notFound.length > 0
      ? [renderRedirectsFile(redirects, folders.notFound)]
      : []),
    ...redirects.map((redirect) => renderRedirectPage(redirect, site)),
    ...build.shell.files,
  ];
  await output.copyPublic(paths, [
    ...pages.map((page) => page.outFile),
    ...images,
    ...build.photoPaths,
    ...files.map((file) => file.path),
  ]);
  for (const file of files) output.write(file);
}

/** The files computed from the collections: the feeds of `feeds` and the files of `dataFiles`. */
export function collectionFiles(
  config: Pick<ContentConfigModule, 'feeds' | 'dataFiles'>,
  collections: Collections,
  site: SiteConfig,
): OutputFile[] {
  return [
    ...renderFeeds(config.feeds ?? [], collections, site),
    ...renderDataFiles(config.dataFiles ?? [], { collections, site }),
  ];
}

/** Top-level names under public/, for per-path Cache-Control rules. */
function listPublicEntries(folder: string) {
  return (existsSync(folder) ? readdirSync(folder, { withFileTypes: true }) : [])
    .filter((entry) => !isHiddenName(entry.name, true))
    .map((entry) => ({ name: entry.name, isFolder: entry.isDirectory() }))
    .sort((a, b) => byCodeUnits(a.name, b.name));
}

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
