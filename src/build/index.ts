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
import { createLimiter, FILE_CONCURRENCY } from './map-limited';
import { planRoutes, type PlannedRoute } from './plan-routes';
import { processCss } from './process-css';
import { renderNginxConf } from './nginx-conf';
import { escapeHtml, renderPage, type RenderedPage, type ShellAssets } from './render-page';
import { renderHeadersFile } from '../headers-file';
import { createPolicyCollector, formatCsp, headerRules } from './security-headers';
import { renderRobots, renderSitemap } from './site-files';
import { openStaging, resolveOutDir } from './write-output';

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
  const extraFiles: OutputFile[] = [script, isInline ? undefined : style].filter((file): file is OutputFile => file !== undefined);
  const generated = [...routes.map((route) => route.outFile), 'sitemap.xml', 'robots.txt', '_headers', 'nginx.conf', ...extraFiles.map((file) => file.path)];
  const staging = await openStaging(paths, outDir, generated);
  try {
    // Pages are written into the staging folder as they render, so rendering overlaps the disk
    // and no page is held in memory longer than its write.
    const collector = createPolicyCollector();
    const writes = createLimiter(FILE_CONCURRENCY);
    const pending: Array<Promise<SizeReport>> = [];
    const emit = async (outFile: string, html: string) => {
      const { done } = await writes(async () => (await staging.write({ path: outFile, contents: html }), measure(outFile, html)));
      pending.push(done);
    };
    // With the policy in a meta element, every page must be rendered before the first is written.
    const held: RenderedPage[] = [];
    const pages = await renderAll(routes, (route) => renderPage(route, { site, collections, assets }), async (page) => {
      collector.add(page.html);
      if (site.cspMeta) held.push(page);
      else await emit(page.outFile, page.html);
    });
    const policy = collector.policy(isInline ? undefined : style?.contents.toString(), site);
    for (const page of held) await emit(page.outFile, addCspMeta(page.html, formatCsp(policy, { isMeta: true })));

    const headerPaths = [...pages.filter((page) => page.outFile !== '404.html').map((page) => page.route), '/sitemap.xml', '/robots.txt'];
    const files: OutputFile[] = [
      renderSitemap(site.url, pages),
      renderRobots(site.url),
      renderHeadersFile(headerRules(policy, headerPaths, await listPublicEntries(paths.public))),
      renderNginxConf(policy),
      ...extraFiles,
    ];
    await Promise.all(files.map((file) => staging.write(file)));
    const [pageSizes, scriptSize, styleSize] = await Promise.all([
      Promise.all(pending),
      script && measure(script.path, script.contents),
      style && measure(style.path, style.contents),
    ]);
    await staging.commit();
    await writeBuildRecord(paths, {
      outDir,
      builtAt: new Date().toISOString(),
      routes: pages.map((page) => ({ route: page.route, outFile: page.outFile, source: page.file, hasJsonLd: page.hasJsonLd })),
    });
    return {
      outDir,
      durationMs: performance.now() - started,
      pages: pages.map((page, index) => ({ ...pageSizes[index]!, route: page.route, source: page.file, hasJsonLd: page.hasJsonLd })),
      script: scriptSize,
      style: styleSize && { ...styleSize, inline: isInline },
    };
  } catch (error) {
    await staging.abort();
    throw error;
  }
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

/** Page metadata kept after a page was written: everything but its HTML. */
type PageSummary = Omit<RenderedPage, 'html'>;

/**
 * Renders every route, handing each page to `onPage` as soon as it is rendered, and collects
 * the problems of all pages before failing. Returns the pages without their HTML.
 */
async function renderAll(
  routes: PlannedRoute[],
  render: (route: PlannedRoute) => RenderedPage,
  onPage: (page: RenderedPage) => Promise<void>,
): Promise<PageSummary[]> {
  const problems: Diagnostic[] = [];
  const pages: PageSummary[] = [];
  for (const route of routes) {
    let page: RenderedPage;
    try {
      page = render(route);
    } catch (error) {
      if (!(error instanceof SiteError)) throw error;
      problems.push(...error.diagnostics);
      continue;
    }
    // Once any page failed, nothing more is written: the build will not be committed.
    if (problems.length === 0) await onPage(page);
    const { html: _html, ...summary } = page;
    pages.push(summary);
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
