/** The render phase: the shell every page shares, and every route rendered and written. */
import type { PhotoCatalog } from './photos';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Collections, ShareImageConfig, SiteConfig } from '../contract';
import { SiteError, type Diagnostic } from '../diagnostics';
import { feedLinks } from './feed';
import { iconLinks } from './icons';
import { allowedMediaOrigins } from './collection-options';
import type { SizeReport } from './measure';
import type { Loaded } from './load-project';
import type { PlannedRoute } from './plan-routes';
import { addCspMeta, styleElement } from './render-document';
import { renderPage, renderStoppedError, type PageSummary, type RenderedPage } from './render-page';
import { formatCsp, headerPolicy } from './security-headers';
import type { ShareImageJob } from './share-image';
import { forEachWithin } from './time-limit';
import type { Staging } from './write-output';

/** The shell every page shares (stylesheet, scripts, head links), and what the CSP must allow of it. */
export type Shell = ReturnType<typeof shellOf>;

export function shellOf(site: SiteConfig, { script, style, pageScripts, project }: Loaded) {
  const isInline = style !== undefined && site.css !== 'external';
  return {
    assets: {
      style: styleElement(style, isInline),
      scriptSrc: script && `/${script.path}`,
      pageScripts: pageScripts.srcByPage,
      headLinks: iconLinks(site) + feedLinks(project.config.feeds),
    },
    isInline,
    /** The stylesheet when it is a file, for the CSP; undefined when inlined. */
    stylesheet: isInline ? undefined : style?.contents.toString(),
    /** The script and the external stylesheet, written as they are. */
    files: [script, isInline ? undefined : style, ...pageScripts.files].filter(
      (file) => file !== undefined,
    ),
    mediaOrigins: allowedMediaOrigins(project.config.collections),
  };
}

export interface RenderInput {
  site: SiteConfig;
  /** The collections, and the photos `<Image>` may show. */
  content: { collections: Collections; photos: PhotoCatalog };
  shell: Shell;
  /** Where the pages are written; without it (site serve), their documents are returned. */
  output?: Pick<Staging, 'folder' | 'writePage'>;
  timeLimitMs: number;
  shareImage: ShareImageConfig | undefined;
  /** Every route of the site, when only some are rendered (site serve): pages may show another's card. */
  all?: ReadonlyMap<string, PlannedRoute>;
}

/**
 * Phase: renders and writes every route, in order; after a failure nothing more is written (the
 * build will not be committed). With `site.cspMeta` the pages are written last, each with the
 * policy of all; without an output (site serve), their documents are returned.
 */
export async function renderRoutes(routes: PlannedRoute[], input: RenderInput) {
  const { shell, output, timeLimitMs } = input;
  const holdForMeta = input.site.cspMeta === true;
  const context = {
    ...input,
    routes: input.all ?? new Map(routes.map((route) => [route.route, route])),
  };
  if (output)
    for (const folder of new Set(routes.map((route) => path.posix.dirname(route.outFile))))
      mkdirSync(path.join(output.folder, folder), { recursive: true });
  const out = {
    pages: [] as PageSummary[],
    pageSizes: [] as SizeReport[],
    documents: [] as string[],
    shareImages: [] as ShareImageJob[],
  };
  const write = (outFile: string, html: string) =>
    output ? out.pageSizes.push(output.writePage(outFile, html)) : out.documents.push(html);
  const sources: RenderedPage['sources'][] = [];
  const held: RenderedPage[] = [];
  const problems: Diagnostic[] = [];
  const report = (error: unknown) => {
    if (!(error instanceof SiteError)) throw error;
    problems.push(...error.diagnostics);
  };
  const render = (route: PlannedRoute) => {
    try {
      const page = renderPage(route, context);
      const { html: _html, sources: _sources, ...summary } = page;
      out.pages.push(summary);
      if (page.shareImage) out.shareImages.push({ image: page.shareImage, route: page.route });
      if (problems.length > 0) return;
      sources.push(page.sources);
      if (holdForMeta) held.push(page);
      else write(page.outFile, page.html);
    } catch (error) {
      report(error);
    }
  };
  // A page that never finished is reported with the problems found before it.
  await input.content.photos.withRegistry(() =>
    forEachWithin(routes, timeLimitMs, render, (route, reason) =>
      renderStoppedError(route, timeLimitMs, reason),
    ).catch(report),
  );
  if (problems.length > 0) throw SiteError.fromList(problems);
  const policy = headerPolicy(sources, shell.stylesheet, input.site, shell.mediaOrigins);
  const csp = formatCsp(policy, { isMeta: true });
  for (const page of held) write(page.outFile, addCspMeta(page.html, csp));
  return { ...out, policy };
}

/** The pages rendered, their sizes once written (or their documents), their share images, and the header policy of them all. */
export type RenderOutput = Awaited<ReturnType<typeof renderRoutes>>;
