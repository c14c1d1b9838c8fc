/**
 * A build worker thread: reads and renders its share of a large site.
 *
 * It imports the same compiled page bundle as the main thread, loads the content files it is
 * given, and then renders the routes it is given, writing each page straight into the staging
 * folder. Only plain data crosses threads: entries, page summaries, sizes and CSP findings.
 * The protocol is in parallel.ts.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parentPort } from 'node:worker_threads';
import { resolvePaths } from '../config';
import type { ContentConfigModule, PageModule } from '../contract';
import { SiteError } from '../diagnostics';
import { loadEntry } from './load-content';
import { importBundle, type LoadedPage } from './load-pages';
import { sizeOf, type SizeReport } from './measure';
import type { FromWorker, ToWorker } from './parallel';
import { planRoutes, type PlannedRoute } from './plan-routes';
import { addCspMeta, renderEach, type RenderContext } from './render-page';
import { createPolicyCollector } from './security-headers';

if (!parentPort) throw new Error('build-worker.ts runs only as a worker thread.');
const port = parentPort;

let project: { paths: ReturnType<typeof resolvePaths>; config: ContentConfigModule; pages: LoadedPage[]; site: RenderContext['site'] } | undefined;
/** Pages held until the CSP is known, when it goes into a meta element. */
const held = new Map<number, { outFile: string; html: string }>();
let stagingFolder = '';
const folders = new Set<string>();

function writePage(outFile: string, html: string): SizeReport {
  const target = path.join(stagingFolder, outFile);
  const folder = path.dirname(target);
  if (!folders.has(folder)) {
    mkdirSync(folder, { recursive: true });
    folders.add(folder);
  }
  writeFileSync(target, html);
  return sizeOf(outFile, html);
}

async function handle(message: ToWorker): Promise<FromWorker> {
  switch (message.type) {
    case 'init': {
      const { config, pages } = await importBundle(message.bundle);
      project = {
        paths: resolvePaths(message.root),
        config: config as ContentConfigModule,
        pages: message.pageFiles.map((page, index) => ({ ...page, module: pages[index] as PageModule })),
        site: message.site,
      };
      return { type: 'ready' };
    }
    case 'load': {
      const { paths, config } = need(project);
      const results = [];
      for (const { collection, file } of message.files) {
        results.push(await loadEntry(paths, collection, file, readFileSync(file, 'utf8'), config.collections![collection]!));
      }
      return { type: 'loaded', results };
    }
    case 'render': {
      const { pages: loadedPages, site } = need(project);
      stagingFolder = message.staging;
      const routes: PlannedRoute[] = planRoutes(loadedPages, message.collections, site);
      const context: RenderContext = { site, collections: message.collections, assets: message.assets };
      const collector = createPolicyCollector();
      const sizes: Array<[number, SizeReport]> = [];
      const { pages, problems } = await renderEach(routes, message.indices, context, undefined, (page, index) => {
        collector.add(page.html, index);
        if (message.holdForMeta) held.set(index, { outFile: page.outFile, html: page.html });
        else sizes.push([index, writePage(page.outFile, page.html)]);
      });
      return { type: 'rendered', pages, sizes, findings: collector.findings(), problems };
    }
    case 'finish': {
      const sizes: Array<[number, SizeReport]> = [];
      for (const [index, page] of held) sizes.push([index, writePage(page.outFile, addCspMeta(page.html, message.csp))]);
      held.clear();
      return { type: 'finished', sizes };
    }
  }
}

function need<T>(value: T | undefined): T {
  if (value === undefined) throw new Error('The build worker was used before it was initialised.');
  return value;
}

port.on('message', (message: ToWorker) => {
  handle(message).then(
    (reply) => port.postMessage(reply),
    (error: unknown) => {
      const reply: FromWorker =
        error instanceof SiteError
          ? { type: 'failed', problems: error.diagnostics }
          : { type: 'failed', error: { message: error instanceof Error ? error.message : String(error), stack: error instanceof Error ? error.stack : undefined } };
      port.postMessage(reply);
    },
  );
});
