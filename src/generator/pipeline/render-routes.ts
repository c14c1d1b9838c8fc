/** The render phase: the shell every page shares, and every route rendered and written. */
import type { PhotoCatalog } from './photos';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Collections, ContentConfigModule, ShareImageConfig, SiteConfig } from '../contract';
import { SiteError, type Diagnostic } from '../diagnostics';
import { feedLinks } from './feed';
import type { OutputFile } from './hash-asset';
import { iconLinks } from './icons';
import { allowedMediaOrigins } from './collection-options';
import type { SizeReport } from './measure';
import type { PageScripts } from './page-scripts';
import type { PlannedRoute } from './plan-routes';
import { addCspMeta, type ShellAssets } from './render-document';
import {
  renderPage,
  renderStoppedError,
  summarize,
  type PageSummary,
  type RenderContext,
  type RenderedPage,
} from './render-page';
import {
  createPolicyCollector,
  formatCsp,
  type PageSources,
  type PolicyCollector,
} from './security-headers';
import type { ShareImageJob } from './share-image-render';
import { forEachWithin } from './time-limit';
import type { Staging } from './write-output';

/** The shell every page shares (stylesheet, scripts, head links), and what the CSP must allow of it. */
export interface Shell {
  assets: ShellAssets;
  isInline: boolean;
  /** The stylesheet when it is a file, for the CSP; undefined when inlined. */
  stylesheet: string | undefined;
  /** The script and the external stylesheet, written as they are. */
  files: OutputFile[];
  mediaOrigins: string[];
  /** `site.cspMeta`: pages are written once the policy of the whole site is known. */
  holdForMeta: boolean;
}

export function shellOf(
  site: SiteConfig,
  {
    script,
    style,
    pageScripts,
  }: { script: OutputFile | undefined; style: OutputFile | undefined; pageScripts: PageScripts },
  config: ContentConfigModule,
): Shell {
  const isInline = style !== undefined && site.css !== 'external';
  return {
    assets: {
      style:
        style &&
        (isInline
          ? { inline: style.contents.toString().replace(/<\/style/gi, '<\\/style') }
          : { href: `/${style.path}` }),
      scriptSrc: script && `/${script.path}`,
      pageScripts: pageScripts.srcByPage,
      headLinks: iconLinks(site) + feedLinks(config.feeds),
    },
    isInline,
    stylesheet: isInline ? undefined : style?.contents.toString(),
    files: [script, isInline ? undefined : style, ...pageScripts.files].filter(
      (file): file is OutputFile => file !== undefined,
    ),
    mediaOrigins: allowedMediaOrigins(config.collections),
    holdForMeta: site.cspMeta === true,
  };
}

export interface RenderInput {
  site: SiteConfig;
  /** The collections, and the photos `<Image>` may show. */
  content: { collections: Collections; photos: PhotoCatalog };
  shell: Shell;
  output: Staging;
  timeLimitMs: number;
  shareImage: ShareImageConfig | undefined;
}

export interface RenderOutput {
  pages: PageSummary[];
  pageSizes: SizeReport[];
  /** The CSP sources of every page. */
  collector: PolicyCollector;
  /** The share images of the pages rendered in this run. */
  shareImages: ShareImageJob[];
}

/** What renderPage needs of a build or of `site serve`: with share images, every route too. */
export function renderContextOf(
  input: Pick<RenderInput, 'site' | 'shell' | 'timeLimitMs' | 'shareImage'> & {
    collections: Collections;
  },
  routes: ReadonlyMap<string, PlannedRoute>,
): RenderContext {
  const { shareImage } = input;
  return {
    site: input.site,
    collections: input.collections,
    assets: input.shell.assets,
    timeLimitMs: input.timeLimitMs,
    ...(shareImage && { shareImage, routes }),
  };
}

/**
 * Phase: renders every route, in route order, and writes it. Once one failed, nothing more is
 * written: the build will not be committed. With `holdForMeta` (`site.cspMeta`), the pages are
 * written last, once the policy of the whole site is known.
 */
export async function renderRoutes(
  routes: PlannedRoute[],
  input: RenderInput,
): Promise<RenderOutput> {
  const { shell, output } = input;
  const byRoute = new Map(routes.map((route) => [route.route, route]));
  const context = renderContextOf({ ...input, collections: input.content.collections }, byRoute);
  // The folders of the routes, each joined once (outFile is a relative path with `/`).
  for (const folder of new Set(
    routes.map((route) => route.outFile.slice(0, route.outFile.lastIndexOf('/') + 1)),
  ))
    mkdirSync(path.join(output.folder, folder), { recursive: true });
  const out: RenderOutput = {
    pages: [],
    pageSizes: [],
    collector: createPolicyCollector(),
    shareImages: [],
  };
  const held: RenderedPage[] = [];
  const render = (route: PlannedRoute, canWrite: boolean) => {
    const page = renderPage(route, context);
    if (page.shareImage) out.shareImages.push({ image: page.shareImage, route: page.route });
    if (shell.holdForMeta && canWrite) held.push(page);
    const size =
      shell.holdForMeta || !canWrite ? undefined : output.writePage(page.outFile, page.html);
    return { summary: summarize(page), sources: page.sources, size };
  };
  const problems = await input.content.photos.withRegistry(() =>
    forEachRoute(routes, input.timeLimitMs, render, out),
  );
  if (problems.length > 0) throw SiteError.fromList(problems);
  const csp = shell.holdForMeta
    ? formatCsp(out.collector.policy(shell.stylesheet, input.site, shell.mediaOrigins), {
        isMeta: true,
      })
    : '';
  for (const page of held)
    out.pageSizes.push(output.writePage(page.outFile, addCspMeta(page.html, csp)));
  return out;
}

/** Renders each route within the time limit into `out`; returns the problems, and stops writing after the first. */
async function forEachRoute(
  routes: PlannedRoute[],
  limitMs: number,
  render: (
    route: PlannedRoute,
    canWrite: boolean,
  ) => { summary: PageSummary; sources: PageSources; size: SizeReport | undefined },
  out: RenderOutput,
): Promise<Diagnostic[]> {
  const problems: Diagnostic[] = [];
  try {
    await forEachWithin(
      routes,
      limitMs,
      (route) => {
        try {
          const { summary, sources, size } = render(route, problems.length === 0);
          out.pages.push(summary);
          if (problems.length > 0) return;
          out.collector.add(sources);
          if (size) out.pageSizes.push(size);
        } catch (error) {
          if (!(error instanceof SiteError)) throw error;
          problems.push(...error.diagnostics);
        }
      },
      (route, reason) => renderStoppedError(route, limitMs, reason),
    );
  } catch (error) {
    // A page that never finished is reported with the problems found before it.
    if (!(error instanceof SiteError)) throw error;
    problems.push(...error.diagnostics);
  }
  return problems;
}
