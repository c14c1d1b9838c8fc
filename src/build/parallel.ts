/**
 * Worker threads for large sites: content is read and pages are rendered on every core.
 *
 * The main thread plans and works as one lane; each worker (build-worker.ts) imports the same
 * page bundle and is another. Content files are handed out in chunks to whichever lane is free;
 * the workers then receive the whole collections, plan the same routes, and render the chunks of
 * routes they are handed into the staging folder. Results come back in plain data and are put
 * in route order, so the output is byte for byte what one thread writes (tested).
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Worker } from 'node:worker_threads';
import type { ProjectPaths } from '../config';
import type { Collections, Entry, SiteConfig } from '../contract';
import { SiteError, type Diagnostic } from '../diagnostics';
import { writeFileAtomic } from '../atomic-write';
import type { PageFile } from './find-pages';
import type { ContentFile } from './load-content';
import type { PageBundle } from './page-bundle';
import type { SizeReport } from './measure';
import type { RenderedChunk } from './render-chunk';
import type { ShellAssets } from './render-page';

export type ToWorker =
  | { type: 'init'; root: string; bundle: PageBundle; pageFiles: PageFile[]; site: SiteConfig }
  | { type: 'load'; files: ContentFile[] }
  | { type: 'plan'; collections: Collections; assets: ShellAssets; staging: string; holdForMeta: boolean }
  | { type: 'render'; indices: number[] }
  | { type: 'finish'; csp: string };

export type FromWorker =
  | { type: 'ready' }
  | { type: 'loaded'; results: Array<Entry | Diagnostic[]> }
  | { type: 'planned' }
  | ({ type: 'rendered' } & RenderedChunk)
  | { type: 'finished'; sizes: Array<[number, SizeReport]> }
  | { type: 'failed'; problems?: Diagnostic[]; error?: { message: string; stack?: string } };

/**
 * A worker's young generation: smaller than V8's default, it kept the peak memory of a
 * 4,000-article build ~20 MB lower at the same speed (medians of 5: 1.96 s, 300 MB vs 2.04 s, 319 MB).
 */
const WORKER_YOUNG_GENERATION_MB = 16;

/** Below this many content files, starting threads costs more than it saves. */
export const PARALLEL_MIN_FILES = 300;

const require = createRequire(import.meta.url);

/**
 * Worker threads to use besides the main thread: the given number, or one fewer than the cores
 * (at most 3) for a site of at least PARALLEL_MIN_FILES content files.
 */
export function chooseWorkerCount(contentFiles: number, requested: number | undefined): number {
  if (requested !== undefined) return requested;
  if (contentFiles < PARALLEL_MIN_FILES) return 0;
  // node:os and node:worker_threads load only for a site that uses threads.
  const { availableParallelism } = require('node:os') as typeof import('node:os');
  return Math.max(1, Math.min(availableParallelism(), 4) - 1);
}

/** Markdown files one folder below content/, counted before the config says which are collections. */
export async function countContentFiles(folder: string): Promise<number> {
  let count = 0;
  const folders = await readdir(folder, { withFileTypes: true }).catch(() => []);
  for (const entry of folders) {
    if (!entry.isDirectory()) continue;
    const files = await readdir(path.join(folder, entry.name)).catch(() => []);
    count += files.filter((name) => name.endsWith('.md')).length;
  }
  return count;
}

type Reply<T extends FromWorker['type']> = Extract<FromWorker, { type: T }>;

/**
 * The main thread takes a share of the work like each worker (it has the pages loaded already),
 * so the pool has one worker fewer than there are lanes.
 */
export interface WorkerPool {
  size: number;
  /** Sends the workers the project; `load` waits for them to take it in. */
  init(message: Extract<ToWorker, { type: 'init' }>): void;
  /** Loads the files in chunks across the lanes (this thread's with `loadHere`); results in file order. */
  load(files: ContentFile[], loadHere: (files: ContentFile[]) => Promise<Array<Entry | Diagnostic[]>>): Promise<Array<Entry | Diagnostic[]>>;
  /**
   * Renders every route in chunks, handed out in route order to whichever lane is free: each
   * worker (two chunks queued, so it never waits) and this thread through `renderHere`.
   */
  render(
    routeCount: number,
    message: Omit<Extract<ToWorker, { type: 'plan' }>, 'type'>,
    renderHere: (indices: number[]) => Promise<RenderedChunk>,
  ): Promise<RenderedChunk[]>;
  /** Writes the pages held for the CSP meta element, in the workers; this thread writes its own. */
  finish(csp: string): Promise<Array<Reply<'finished'>>>;
  close(): Promise<void>;
}

/** Starts `size` workers; they load React and the Markdown renderer while the main thread bundles pages. */
export async function startWorkerPool(size: number, paths: ProjectPaths): Promise<WorkerPool> {
  const { Worker } = require('node:worker_threads') as typeof import('node:worker_threads');
  const script = await workerScript(paths);
  const workers = Array.from({ length: size }, () => new Worker(script, { resourceLimits: { maxYoungGenerationSizeMb: WORKER_YOUNG_GENERATION_MB } }));
  const failures = workers.map(
    (worker) =>
      new Promise<never>((_, reject) => {
        worker.once('error', reject);
        worker.once('exit', (code) => reject(new Error(`A build worker stopped unexpectedly (exit code ${code}).`)));
      }),
  );
  failures.forEach((failure) => failure.catch(() => undefined));

  // Each worker answers its messages in order; a queue of waiting callers per worker.
  const waiting = workers.map((worker) => {
    const queue: Array<(reply: FromWorker) => void> = [];
    worker.on('message', (reply: FromWorker) => queue.shift()?.(reply));
    return queue;
  });
  const call = <T extends FromWorker['type']>(index: number, message: ToWorker, expected: T): Promise<Reply<T>> => {
    const worker = workers[index]!;
    const reply = new Promise<FromWorker>((resolve) => waiting[index]!.push(resolve));
    worker.postMessage(message);
    return Promise.race([reply, failures[index]!]).then((answer) => {
      if (answer.type === 'failed') {
        if (answer.problems) throw SiteError.fromList(answer.problems);
        const error = new Error(answer.error?.message ?? 'A build worker failed.');
        error.stack = answer.error?.stack ?? error.stack;
        throw error;
      }
      if (answer.type !== expected) throw new Error(`A build worker answered ${answer.type} to ${message.type}.`);
      return answer as Reply<T>;
    });
  };
  const all = <T extends FromWorker['type']>(messages: ToWorker[], expected: T) => Promise.all(messages.map((message, index) => call(index, message, expected)));

  // This thread starts loading while the workers import the project, and rendering while they
  // take in the collections: a worker answers in order, so its first chunk queues behind that.
  let initialized: Promise<unknown> = Promise.resolve();
  return {
    size,
    init(message) {
      initialized = all(workers.map(() => message), 'ready');
    },
    async load(files, loadHere) {
      const chunks = await afterward(
        initialized,
        schedule(files.length, chunkSizeFor(files.length), (indices) => loadHere(indices.map((index) => files[index]!)), (worker, indices) =>
          call(worker, { type: 'load', files: indices.map((index) => files[index]!) }, 'loaded').then((reply) => reply.results), size,
        ),
      );
      return chunks.sort((a, b) => a.start - b.start).flatMap((chunk) => chunk.result);
    },
    async render(routeCount, message, renderHere) {
      const planned = all(workers.map((): ToWorker => ({ type: 'plan', ...message })), 'planned');
      const chunks = await afterward(planned, schedule(routeCount, chunkSizeFor(routeCount), renderHere, (worker, indices) => call(worker, { type: 'render', indices }, 'rendered'), size));
      return chunks.map((chunk) => chunk.result);
    },
    finish(csp) {
      return all(workers.map((): ToWorker => ({ type: 'finish', csp })), 'finished');
    },
    async close() {
      await Promise.all(workers.map((worker) => worker.terminate()));
    },
  };
}

/**
 * The result of `later`, a task sent after `earlier`. When `earlier` failed, its failure is the
 * one reported: a worker that could not take in the project fails what follows too.
 */
async function afterward<T>(earlier: Promise<unknown>, later: Promise<T>): Promise<T> {
  const [first, second] = await Promise.allSettled([earlier, later]);
  if (first.status === 'rejected') throw first.reason;
  if (second.status === 'rejected') throw second.reason;
  return second.value;
}

/** Chunks small enough to balance the lanes, large enough that messages cost little. */
function chunkSizeFor(count: number): number {
  return Math.max(MIN_CHUNK, Math.min(64, Math.ceil(count / 32)));
}

const MIN_CHUNK = 4;

/** Chunks a worker has queued, so it never waits for this thread to hand out the next. */
const QUEUED_PER_WORKER = 4;

/**
 * Hands out chunks of `0…count-1` in order to whichever lane is free: each worker through
 * `there`, and this thread through `here`, yielding between its chunks so workers' answers
 * get in. Returns each chunk's result with its first index. Chunks shrink as the work left
 * does (at most an eighth of it per lane), so that no lane is left with a long queue while
 * the others have finished.
 */
export async function schedule<R>(
  count: number,
  chunkSize: number,
  here: (indices: number[]) => Promise<R>,
  there: (worker: number, indices: number[]) => Promise<R>,
  workers = 0,
): Promise<Array<{ start: number; result: R }>> {
  let next = 0;
  const take = (): number[] | undefined => {
    if (next >= count) return undefined;
    const start = next;
    const share = Math.ceil((count - next) / ((workers + 1) * 8));
    next = Math.min(count, next + Math.max(MIN_CHUNK, Math.min(chunkSize, share)));
    return Array.from({ length: next - start }, (_, offset) => start + offset);
  };
  const results: Array<{ start: number; result: R }> = [];
  const workerLane = async (worker: number) => {
    const queued: Array<Promise<{ start: number; result: R }>> = [];
    const fill = () => {
      for (let chunk = queued.length < QUEUED_PER_WORKER ? take() : undefined; chunk; chunk = queued.length < QUEUED_PER_WORKER ? take() : undefined) {
        const start = chunk[0]!;
        const answer = there(worker, chunk).then((result) => ({ start, result }));
        // Once one chunk failed the lane stops awaiting the rest, whose failures would go unhandled.
        answer.catch(() => undefined);
        queued.push(answer);
      }
    };
    fill();
    while (queued.length > 0) {
      results.push(await queued.shift()!);
      fill();
    }
  };
  const hereLane = async () => {
    for (let chunk = take(); chunk; chunk = take()) {
      results.push({ start: chunk[0]!, result: await here(chunk) });
      await new Promise((resolve) => setImmediate(resolve));
    }
  };
  await Promise.all([...Array.from({ length: workers }, (_, worker) => workerLane(worker)), hereLane()]);
  return results;
}

/**
 * The worker's script. The CLI bundle has it beside itself (bin/site.js builds it as a second
 * entry); run from the TypeScript sources (tests), it is bundled once into the cache.
 */
let sourceBuild: Promise<string> | undefined;

async function workerScript(paths: ProjectPaths): Promise<URL | string> {
  const bundled = new URL('./build-worker.js', import.meta.url);
  if (bundled.pathname.endsWith('.js') && existsSync(fileURLToPath(bundled)) && !import.meta.url.endsWith('.ts')) return bundled;
  sourceBuild ??= (async () => {
    const esbuild = await import('esbuild');
    const result = await esbuild.build({
      entryPoints: [fileURLToPath(new URL('./build-worker.ts', import.meta.url))],
      write: false,
      bundle: true,
      format: 'esm',
      platform: 'node',
      target: 'node20',
      packages: 'external',
      logLevel: 'error',
    });
    const code = result.outputFiles[0]!.contents;
    // Named by content, so test runs reuse one file per version of the sources.
    const outfile = path.join(path.dirname(paths.cache), `build-worker-${createHash('sha1').update(code).digest('hex').slice(0, 12)}.mjs`);
    if (!existsSync(outfile)) await writeFileAtomic(outfile, code);
    return outfile;
  })();
  return sourceBuild;
}
