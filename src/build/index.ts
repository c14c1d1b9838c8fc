/**
 * `site build`: the phases, in order.
 *
 * find pages → (load pages + config ‖ bundle client script ‖ process CSS) → load content →
 * plan routes → render every page → derive security headers from them → write output
 * atomically → record what was built.
 * Every phase reports all the problems it finds; the build rejects once with the list.
 */
import { readdir } from 'node:fs/promises';
import { performance } from 'node:perf_hooks';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { writeBuildRecord } from '../build-record';
import { DEFAULT_OUT_DIR, resolvePaths } from '../config';
import type { SiteConfig } from '../contract';
import { SiteError, toDiagnostics, type Diagnostic } from '../diagnostics';
import { bundleClient } from './bundle-client';
import { findPages } from './find-pages';
import type { OutputFile } from './hash-asset';
import { loadContent } from './load-content';
import { loadPages } from './load-pages';
import { mapLimited } from './map-limited';
import { planRoutes } from './plan-routes';
import { processCss } from './process-css';
import { renderNginxConf } from './nginx-conf';
import { escapeHtml, renderPage, type RenderedPage, type ShellAssets } from './render-page';
import { renderHeadersFile } from '../headers-file';
import { computePolicy, formatCsp, headerRules } from './security-headers';
import { renderRobots, renderSitemap } from './site-files';
import { resolveOutDir, writeOutput } from './write-output';

export interface BuildOptions {
  /** Project root; the current folder when left out. */
  root?: string;
  /** Output folder, relative to the root; `dist` when left out. */
  outDir?: string;
  /** Overrides `site.url` from content/config.ts (canonical URLs, sitemap). */
  siteUrl?: string;
}

export interface SizeReport {
  path: string;
  bytes: number;
  gzipBytes: number;
}

export interface PageReport extends SizeReport {
  route: string;
  source: string;
  hasJsonLd: boolean;
}

export interface BuildResult {
  outDir: string;
  durationMs: number;
  pages: PageReport[];
  script: SizeReport | undefined;
  style: (SizeReport & { inline: boolean }) | undefined;
}

/** Builds the site into the output folder, replacing it only when every phase succeeded. */
export async function build(options: BuildOptions = {}): Promise<BuildResult> {
  const started = performance.now();
  const paths = resolvePaths(options.root ?? process.cwd());
  const outDir = resolveOutDir(paths, options.outDir ?? DEFAULT_OUT_DIR);
  const pageFiles = await findPages(paths);

  const [project, script, style] = await settleAll([loadPages(paths, pageFiles), bundleClient(paths), processCss(paths)]);
  const site = withSiteUrl(project.config.site, options.siteUrl);
  const collections = await loadContent(paths, project.config.collections);
  const routes = planRoutes(project.pages, collections, site);

  const isInline = style !== undefined && site.css !== 'external';
  const assets: ShellAssets = {
    style: style && (isInline ? { inline: style.contents.toString().replace(/<\/style/gi, '<\\/style') } : { href: `/${style.path}` }),
    scriptSrc: script && `/${script.path}`,
  };
  const rendered = renderAll(routes.map((route) => () => renderPage(route, { site, collections, assets })));

  // Headers come from what was built, so the policy allows exactly the inline code that exists.
  const policy = computePolicy(rendered.map((page) => page.html), isInline ? undefined : style?.contents.toString(), site);
  const pages = site.cspMeta ? rendered.map((page) => ({ ...page, html: addCspMeta(page.html, formatCsp(policy, { isMeta: true })) })) : rendered;
  const headerPaths = [...pages.filter((page) => page.outFile !== '404.html').map((page) => page.route), '/sitemap.xml', '/robots.txt'];
  const files: OutputFile[] = [
    ...pages.map((page) => ({ path: page.outFile, contents: page.html })),
    renderSitemap(site.url, pages),
    renderRobots(site.url),
    renderHeadersFile(headerRules(policy, headerPaths, await listPublicEntries(paths.public))),
    renderNginxConf(policy),
  ];
  if (script) files.push(script);
  if (style && !isInline) files.push(style);
  // The report's gzipped sizes are computed on libuv's thread pool while the files are written.
  const sizes = Promise.all([
    mapLimited(pages, 4, (page) => measure(page.outFile, page.html)),
    script && measure(script.path, script.contents),
    style && measure(style.path, style.contents),
  ]);
  await writeOutput(paths, outDir, files);
  await writeBuildRecord(paths, {
    outDir,
    builtAt: new Date().toISOString(),
    routes: pages.map((page) => ({ route: page.route, outFile: page.outFile, source: page.file, hasJsonLd: page.hasJsonLd })),
  });
  const [pageSizes, scriptSize, styleSize] = await sizes;

  return {
    outDir,
    durationMs: performance.now() - started,
    pages: pages.map((page, index) => ({ ...pageSizes[index]!, route: page.route, source: page.file, hasJsonLd: page.hasJsonLd })),
    script: scriptSize,
    style: styleSize && { ...styleSize, inline: isInline },
  };
}

/** Awaits every phase and, if any failed, rejects once with all their diagnostics. */
async function settleAll<T extends readonly unknown[]>(tasks: { [K in keyof T]: Promise<T[K]> }): Promise<T> {
  const results = await Promise.allSettled(tasks);
  const problems: Diagnostic[] = [];
  for (const result of results) {
    if (result.status === 'rejected') {
      if (!(result.reason instanceof SiteError)) throw result.reason;
      problems.push(...toDiagnostics(result.reason));
    }
  }
  if (problems.length > 0) throw SiteError.fromList(problems);
  return results.map((result) => (result as PromiseFulfilledResult<unknown>).value) as unknown as T;
}

/** Renders every page, collecting the problems of all of them before failing. */
function renderAll(renders: Array<() => RenderedPage>): RenderedPage[] {
  const problems: Diagnostic[] = [];
  const pages: RenderedPage[] = [];
  for (const render of renders) {
    try {
      pages.push(render());
    } catch (error) {
      if (!(error instanceof SiteError)) throw error;
      problems.push(...error.diagnostics);
    }
  }
  if (problems.length > 0) throw SiteError.fromList(problems);
  return pages;
}

/** The CSP as a meta element right after the charset, for hosts that cannot send headers. */
function addCspMeta(html: string, csp: string): string {
  return html.replace('<meta charset="utf-8"/>', `<meta charset="utf-8"/><meta http-equiv="Content-Security-Policy" content="${escapeHtml(csp)}"/>`);
}

/** Top-level names under public/, for per-path Cache-Control rules. */
async function listPublicEntries(folder: string): Promise<Array<{ name: string; isFolder: boolean }>> {
  try {
    const entries = await readdir(folder, { withFileTypes: true });
    return entries.filter((entry) => !entry.name.startsWith('.')).map((entry) => ({ name: entry.name, isFolder: entry.isDirectory() })).sort((a, b) => a.name.localeCompare(b.name));
  } catch {
    return [];
  }
}

function withSiteUrl(site: SiteConfig, override: string | undefined): SiteConfig {
  const url = override ?? site.url;
  let parsed: URL | undefined;
  try {
    parsed = new URL(url);
  } catch {
    parsed = undefined;
  }
  if (!parsed || !/^https?:$/.test(parsed.protocol) || parsed.pathname !== '/' || parsed.search || parsed.hash) {
    throw new SiteError(`The site URL "${url}" is not an http(s) origin.`, {
      ...(override === undefined ? { file: 'content/config.ts', field: 'site.url' } : { field: '--site-url' }),
      hint: 'Give the origin only, such as https://www.example.com',
    });
  }
  return { ...site, url: parsed.origin };
}

const gzipAsync = promisify(gzip);

async function measure(path: string, contents: string | Uint8Array): Promise<SizeReport> {
  const buffer = typeof contents === 'string' ? Buffer.from(contents) : contents;
  return { path, bytes: buffer.byteLength, gzipBytes: (await gzipAsync(buffer)).byteLength };
}
