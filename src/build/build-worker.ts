/**
 * A build worker thread: reads and renders its share of a large site (parallel.ts hands it out).
 *
 * It imports the same compiled page bundle as the main thread, loads the content files it is
 * given, is sent the entries it did not load, plans the routes from the whole collections, and
 * then renders the routes it is given straight into the staging folder, and draws its share of
 * the share images. Only plain data crosses threads: entries, page summaries,
 * sizes and CSP findings.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { resolveLocales, resolvePaths } from '../config';
import type { ContentConfigModule, Entry, PageModule } from '../contract';
import { SiteError } from '../diagnostics';
import { assembleCollections, loadFiles, withDrafts } from './load-content';
import type { LoadedPage } from './load-pages';
import { importBundle } from './page-bundle';
import { planRoutes, type PlannedRoute } from './plan-routes';
import { renderChunk } from './render-chunk';
import type { RenderContext } from './render-page';
import { loadShareFonts, renderShareImages, type LoadedFont } from './share-image-render';
import type { TaskResults, WorkerInit, WorkerReply, WorkerRequest, WorkerTask } from './worker-messages';

if (!parentPort) throw new Error('build-worker.ts runs only as a worker thread.');
const port = parentPort;

const init = workerData as WorkerInit;
const paths = resolvePaths(init.root);
const bundle = importBundle(init.bundle);
const config = bundle.config as ContentConfigModule;
const pages: LoadedPage[] = init.pageFiles.map((page, index) => ({ ...page, module: bundle.pages[index] as PageModule }));
/** The entries this worker loaded, by their index among the site's content files. */
const loaded = new Map<number, Entry>();
let fonts: LoadedFont[] | undefined;
let rendering: { routes: PlannedRoute[]; context: RenderContext; staging: string; holdForMeta: boolean } | undefined;

async function perform(task: WorkerTask): Promise<TaskResults[WorkerTask['type']]> {
  switch (task.type) {
    case 'load': {
      const results = await loadFiles(paths, task.files, config.collections ?? {});
      results.forEach((result, offset) => {
        if (!Array.isArray(result)) loaded.set(task.first + offset, result);
      });
      return results;
    }
    case 'plan': {
      const { files, others, drafts } = task.content;
      const entries: Entry[] = files.map((_, index) => loaded.get(index)!);
      for (const [index, entry] of others) entries[index] = entry;
      const collections = withDrafts(assembleCollections(Object.keys(config.collections ?? {}), files, entries), drafts);
      const context: RenderContext = { site: init.site, collections, assets: task.assets, ...(config.shareImage && { shareImage: config.shareImage }) };
      rendering = { routes: planRoutes(pages, collections, init.site, resolveLocales(config)), context, staging: task.staging, holdForMeta: task.holdForMeta };
      return null;
    }
    case 'render': {
      if (!rendering) throw new Error('The build worker was asked to render before it planned the routes.');
      const { routes, context, staging, holdForMeta } = rendering;
      return renderChunk(routes, task.indices, context, staging, holdForMeta);
    }
    case 'share':
      fonts ??= loadShareFonts(paths, config.shareImage?.fonts);
      return renderShareImages(task.images, fonts, task.outFolder, task.cacheFolder);
  }
}

port.on('message', ({ id, task }: WorkerRequest) => {
  perform(task).then(
    (result) => port.postMessage({ id, result } satisfies WorkerReply),
    (error: unknown) => {
      const reply: WorkerReply =
        error instanceof SiteError
          ? { id, problems: error.diagnostics }
          : { id, error: { message: error instanceof Error ? error.message : String(error), stack: error instanceof Error ? error.stack : undefined } };
      port.postMessage(reply);
    },
  );
});
