/**
 * A build worker thread: reads and renders its share of a large site.
 *
 * It imports the same compiled page bundle as the main thread, loads the content files it is
 * given, plans the routes from the whole collections, and then renders the chunks of routes it
 * is given, writing each page straight into the staging folder. Only plain data crosses threads: entries, page summaries, sizes and CSP findings.
 * The protocol is in parallel.ts.
 */
import { parentPort } from 'node:worker_threads';
import { resolvePaths } from '../config';
import type { ContentConfigModule, PageModule } from '../contract';
import { SiteError } from '../diagnostics';
import { loadFiles, prepareMarkdown } from './load-content';
import type { LoadedPage } from './load-pages';
import { importBundle } from './page-bundle';
import type { FromWorker, ToWorker } from './parallel';
import { planRoutes } from './plan-routes';
import { createChunkRenderer, type ChunkRenderer } from './render-chunk';
import { loadReact } from './react-renderer';
import type { RenderContext } from './render-page';

if (!parentPort) throw new Error('build-worker.ts runs only as a worker thread.');
const port = parentPort;

// React and the Markdown renderer load while the main thread compiles the pages.
loadReact();
void prepareMarkdown().catch(() => undefined);

let project: { paths: ReturnType<typeof resolvePaths>; config: ContentConfigModule; pages: LoadedPage[]; site: RenderContext['site'] } | undefined;
let renderer: ChunkRenderer | undefined;

async function handle(message: ToWorker): Promise<FromWorker> {
  switch (message.type) {
    case 'init': {
      const { config, pages } = importBundle(message.bundle);
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
      return { type: 'loaded', results: await loadFiles(paths, message.files, config.collections ?? {}) };
    }
    case 'plan': {
      const { pages, site } = need(project);
      const routes = planRoutes(pages, message.collections, site);
      renderer = createChunkRenderer(routes, { site, collections: message.collections, assets: message.assets }, message.staging, message.holdForMeta);
      return { type: 'planned' };
    }
    case 'render':
      return { type: 'rendered', ...(await need(renderer).render(message.indices)) };
    case 'finish':
      return { type: 'finished', sizes: need(renderer).finish(message.csp) };
  }
}

function need<T>(value: T | undefined): T {
  if (value === undefined) throw new Error('The build worker was used before it was initialised.');
  return value;
}

// One message at a time, answered in the order sent: the pool matches answers to questions by order.
let queue: Promise<unknown> = Promise.resolve();
port.on('message', (message: ToWorker) => {
  queue = queue.then(() =>
    handle(message).then(
      (reply) => port.postMessage(reply),
      (error: unknown) => {
        const reply: FromWorker =
          error instanceof SiteError
            ? { type: 'failed', problems: error.diagnostics }
            : { type: 'failed', error: { message: error instanceof Error ? error.message : String(error), stack: error instanceof Error ? error.stack : undefined } };
        port.postMessage(reply);
      },
    ),
  );
});
