/**
 * `site serve`: builds, serves the output folder, and in watch mode rebuilds on change and
 * reloads open tabs over server-sent events. The reload script exists only in served
 * responses, never in the output folder.
 *
 * Watch mode builds the drafts too, so it never writes into the folder `site build` writes:
 * its output is a folder of its own in the cache. Its HTTP server runs on a thread of its own
 * (server-thread.ts) while this thread watches and builds, so requests are answered while a page
 * renders, and a page that never finishes is stopped by the render time limit or Ctrl-C.
 */
import { constants, existsSync } from 'node:fs';
import { access, mkdir, mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { build, type BuildOptions, type BuildResult } from '../pipeline/index';
import { createWatchBuilder, type UpdateResult } from '../pipeline/watch';
import { DEFAULT_OUT_DIR, resolvePaths, WATCHED_FOLDERS, type ProjectPaths } from '../config';
import { errorText, SiteError } from '../diagnostics';
import type { FromServer, ServerThreadData, ToServer } from './server-thread';
import { serveStatic, type SiteServer } from './static-server';
import { buildErrorPage } from './status-pages';
import { watchPaths } from './watch-paths';

export {
  serveStatic,
  type SiteServer,
  type StaticServer,
  type StaticServerOptions,
} from './static-server';

export interface ServeOptions extends BuildOptions {
  port?: number;
  host?: string;
  /**
   * Rebuild and reload on change, with drafts, into a folder of the cache (default true). With
   * false: one build like `site build` (no drafts) into `outDir`, served as it is on disk.
   */
  watch?: boolean;
  onBuild?: (result: BuildResult) => void;
  /** A failed build in watch mode; `hasOutput` says whether earlier output is still served (else an error page). */
  onBuildError?: (error: unknown, status: { hasOutput: boolean }) => void;
  /** Something the user should know that is not a failed build (a request refused for its Host), said once. */
  onWarning?: (message: string) => void;
}

/**
 * How long changes may keep arriving before a rebuild starts: a burst (a checkout, a tool writing
 * several files) is rebuilt once. A single save's events (two for a write, or a truncate and a
 * write; one for a rename over the file) come within it: one rebuild a save, 20 saves each way
 * (2026-11-27).
 */
const SETTLE_MS = 5;

/**
 * Serves the output and builds the site into it, until `close()` is called. The port is taken
 * before building, so a port in use fails at once. In watch mode a failed build (the first too)
 * is reported and the last good output, or else an error page, is served until a save fixes it.
 */
export async function serve(options: ServeOptions = {}): Promise<SiteServer> {
  const paths = resolvePaths(options.root ?? process.cwd());
  if (!(options.watch ?? true))
    return serveOnce(options, path.resolve(paths.root, options.outDir ?? DEFAULT_OUT_DIR));
  const outDir = await watchOutputFolder(paths);
  const server = await startServerThread(
    {
      outDir,
      ...(options.port !== undefined && { port: options.port }),
      ...(options.host !== undefined && { host: options.host }),
    },
    options.onWarning,
  );

  // Drafts are shown while writing (with their label), never in `site build`.
  const builder = createWatchBuilder({ ...options, outDir, drafts: options.drafts ?? true });
  // The folders to watch are a setting of content/config.ts: the defaults until a build has read it.
  let watcher: FolderWatcher | undefined;
  let watchedFolders = WATCHED_FOLDERS;
  const rebuild = async (runBuild: () => Promise<UpdateResult>) => {
    try {
      const result = await runBuild();
      watchedFolders = result.settings.watch;
      watcher?.add(watchedFolders);
      // A page may import a module from anywhere (a folder of its own, a sibling project): it is watched too.
      const isWatched = (file: string) =>
        file.split(path.sep).includes('node_modules') ||
        watchedFolders.some((folder) => file.startsWith(path.join(paths.root, folder) + path.sep));
      watcher?.add(
        result.inputs
          .filter((file) => !isWatched(file))
          .map((file) => path.relative(paths.root, file)),
      );
      options.onBuild?.(result);
      server.send({ type: 'reload' });
      // The tab reloads while the share images of the changed pages are drawn.
      await result.imagesDrawn;
    } catch (error) {
      // Keep serving the last good output, or the error page if there is none; the next good save recovers.
      server.send({ type: 'status', page: buildErrorPage(error) });
      options.onBuildError?.(error, { hasOutput: existsSync(outDir) });
    }
  };
  const firstBuild = rebuild(() => builder.build());
  // Only what a change reaches is rebuilt, after the first build (a full one if that failed).
  watcher = watchFolders(
    paths.root,
    WATCHED_FOLDERS,
    async (changed) => {
      await firstBuild;
      await rebuild(() => builder.update(changed));
    },
    (error) => options.onBuildError?.(error, { hasOutput: existsSync(outDir) }),
  );
  watcher.add(watchedFolders);
  await firstBuild;
  return {
    url: server.url,
    outDir,
    async close() {
      await watcher?.close();
      await server.close();
    },
  };
}

/** `--no-watch`: one build as `site build` makes it, then the folder served as it is on disk. */
async function serveOnce(options: ServeOptions, outDir: string): Promise<SiteServer> {
  const warned = new Set<string>();
  const server = await serveStatic({
    outDir,
    ...(options.port !== undefined && { port: options.port }),
    ...(options.host !== undefined && { host: options.host }),
    onRefused: (message) => {
      if (!warned.has(message)) options.onWarning?.(message);
      warned.add(message);
    },
  });
  try {
    // Not inside `onBuild?.(…)`: without a callback its argument would never be evaluated.
    const result = await build(options);
    options.onBuild?.(result);
  } catch (error) {
    await server.close();
    throw error;
  }
  return { url: server.url, outDir, close: () => server.close() };
}

/**
 * The folder watch mode builds into: `serve` in the project's cache folder (its last good build
 * is served until the first build of this run succeeds), or a new temporary folder when the
 * cache cannot be written. Never the output folder of `site build`.
 */
async function watchOutputFolder(paths: ProjectPaths): Promise<string> {
  try {
    await mkdir(paths.cache, { recursive: true });
    await access(paths.cache, constants.W_OK);
    return path.join(paths.cache, 'serve');
  } catch {
    return mkdtemp(path.join(os.tmpdir(), 'site-serve-'));
  }
}

interface ServerThread {
  url: string;
  send(message: ToServer): void;
  close(): Promise<void>;
}

/** Starts the HTTP server on its own thread and waits until it listens (or says why it cannot). */
async function startServerThread(
  data: ServerThreadData,
  onWarning: ServeOptions['onWarning'],
): Promise<ServerThread> {
  const worker = newServerWorker(data);
  const warned = new Set<string>();
  const closed = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
  const url = await new Promise<string>((resolve, reject) => {
    worker.once('error', reject);
    worker.once('exit', (code) =>
      reject(new Error(`The server thread stopped (exit code ${code}) before it listened.`)),
    );
    worker.on('message', (message: FromServer) => {
      if (message.type === 'listening') resolve(message.url);
      else if (message.type === 'failed')
        reject(
          message.diagnostics
            ? SiteError.fromList(message.diagnostics)
            : Object.assign(new Error(message.message), { stack: message.stack }),
        );
      else if (message.type === 'refused' && !warned.has(message.message)) {
        warned.add(message.message);
        onWarning?.(message.message);
      } else if (message.type === 'closed') void worker.terminate();
    });
  }).catch(async (error: unknown) => {
    await worker.terminate();
    throw error;
  });
  return {
    url,
    send: (message) => worker.postMessage(message),
    async close() {
      worker.postMessage({ type: 'close' } satisfies ToServer);
      await closed;
    },
  };
}

/**
 * The server thread's entry is a bundle beside the CLI's when `site` runs from it (the package's
 * `prepare` script bundles src/generator/serve/server-thread.ts too); from the TypeScript sources (the tests),
 * tsx loads them on that thread too.
 */
function newServerWorker(data: ServerThreadData): Worker {
  if (!import.meta.url.endsWith('.ts'))
    return new Worker(new URL('./server-thread.mjs', import.meta.url), { workerData: data });
  const tsx = import.meta.resolve('tsx/esm/api');
  const entry = new URL('./server-thread.ts', import.meta.url).href;
  return new Worker(
    `import(${JSON.stringify(tsx)}).then(({ register }) => { register(); return import(${JSON.stringify(entry)}); });`,
    { eval: true, workerData: data },
  );
}

interface FolderWatcher {
  /** Also watches these paths (relative to the root); ones already watched are left as they are. */
  add(paths: string[]): void;
  close(): Promise<void>;
}

/** Runs `rebuild` with the changed paths once changes settle; a change during a rebuild queues exactly one more. */
function watchFolders(
  root: string,
  folders: string[],
  rebuild: (changed: string[]) => Promise<void>,
  onError: (error: SiteError) => void,
): FolderWatcher {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let changed = new Set<string>();
  let isClosed = false;
  const run = async () => {
    if (running || isClosed || changed.size === 0) return;
    const batch = [...changed];
    changed = new Set();
    running = rebuild(batch);
    await running;
    running = undefined;
    if (changed.size > 0) await run();
  };
  let lastChange = 0;
  // Changes arriving together (a save's events, several files saved at once) are rebuilt together.
  // The check waits for the event loop's next turn, which takes in the events already received:
  // a busy loop runs a due timer before them.
  const settle = () => {
    clearTimeout(timer);
    timer = setTimeout(
      () =>
        setImmediate(() => (performance.now() - lastChange >= SETTLE_MS ? void run() : settle())),
      SETTLE_MS,
    );
  };
  const watcher = watchPaths(
    root,
    (file) => {
      changed.add(file);
      lastChange = performance.now();
      settle();
    },
    (error) =>
      onError(
        new SiteError(`Watching for changes failed: ${errorText(error)}`, {
          hint: 'Saves may be missed until site serve is restarted (on Linux, a full fs.inotify.max_user_watches is a common cause).',
          cause: error,
        }),
      ),
  );
  watcher.add(folders);
  return {
    add: (paths) => watcher.add(paths),
    async close() {
      isClosed = true;
      clearTimeout(timer);
      watcher.close();
      // A rebuild under way finishes first, so nothing writes into the output after close().
      await running;
    },
  };
}
