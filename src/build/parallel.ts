/**
 * Worker threads for large sites: content is read and pages are rendered on every core.
 *
 * The main thread plans; each worker (build-worker.ts) imports the same page bundle, loads a
 * contiguous share of the content files, receives the whole collections back, and renders every
 * W-th route into the staging folder. Results come back in plain data and are put in route order,
 * so the output is byte for byte what one thread writes (tested).
 */
import * as esbuild from 'esbuild';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, rename, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { ProjectPaths } from '../config';
import type { Collections, Entry, SiteConfig } from '../contract';
import { SiteError, type Diagnostic } from '../diagnostics';
import type { PageFile } from './find-pages';
import type { ContentFile } from './load-content';
import type { PageBundle } from './load-pages';
import type { SizeReport } from './measure';
import type { PageSummary, ShellAssets } from './render-page';
import type { CollectedFindings } from './security-headers';

export type ToWorker =
  | { type: 'init'; root: string; bundle: PageBundle; pageFiles: PageFile[]; site: SiteConfig }
  | { type: 'load'; files: ContentFile[] }
  | { type: 'render'; collections: Collections; indices: number[]; assets: ShellAssets; staging: string; holdForMeta: boolean }
  | { type: 'finish'; csp: string };

export type FromWorker =
  | { type: 'ready' }
  | { type: 'loaded'; results: Array<Entry | Diagnostic[]> }
  | { type: 'rendered'; pages: Array<[number, PageSummary]>; sizes: Array<[number, SizeReport]>; findings: CollectedFindings; problems: Diagnostic[] }
  | { type: 'finished'; sizes: Array<[number, SizeReport]> }
  | { type: 'failed'; problems?: Diagnostic[]; error?: { message: string; stack?: string } };

/** Below this many content files, starting threads costs more than it saves. */
export const PARALLEL_MIN_FILES = 300;

/** Worker threads to use: the given number, or one per core (at most 4) for a large site. */
export async function chooseWorkerCount(paths: ProjectPaths, requested: number | undefined): Promise<number> {
  if (requested !== undefined) return requested;
  const files = await countContentFiles(paths.content);
  return files < PARALLEL_MIN_FILES ? 0 : Math.min(availableParallelism(), 4);
}

/** Markdown files one folder below content/, counted before the config says which are collections. */
async function countContentFiles(folder: string): Promise<number> {
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

export interface WorkerPool {
  size: number;
  init(message: Extract<ToWorker, { type: 'init' }>): Promise<void>;
  /** Loads the files, split in contiguous shares; results in file order. */
  load(files: ContentFile[]): Promise<Array<Entry | Diagnostic[]>>;
  /** Renders every route; worker `w` takes routes w, w + size, w + 2·size… */
  render(routeCount: number, message: Omit<Extract<ToWorker, { type: 'render' }>, 'type' | 'indices'>): Promise<Array<Reply<'rendered'>>>;
  finish(csp: string): Promise<Array<Reply<'finished'>>>;
  close(): Promise<void>;
}

/** Starts `size` workers; they load React and the Markdown renderer while the main thread bundles pages. */
export async function startWorkerPool(size: number, paths: ProjectPaths): Promise<WorkerPool> {
  const script = await workerScript(paths);
  const workers = Array.from({ length: size }, () => new Worker(script));
  const failures = workers.map(
    (worker) =>
      new Promise<never>((_, reject) => {
        worker.once('error', reject);
        worker.once('exit', (code) => reject(new Error(`A build worker stopped unexpectedly (exit code ${code}).`)));
      }),
  );
  failures.forEach((failure) => failure.catch(() => undefined));

  const call = <T extends FromWorker['type']>(index: number, message: ToWorker, expected: T): Promise<Reply<T>> => {
    const worker = workers[index]!;
    const reply = new Promise<FromWorker>((resolve) => worker.once('message', resolve));
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

  return {
    size,
    async init(message) {
      await all(workers.map(() => message), 'ready');
    },
    async load(files) {
      const share = Math.ceil(files.length / size);
      const parts = workers.map((_, index) => files.slice(index * share, (index + 1) * share));
      const replies = await all(parts.map((part): ToWorker => ({ type: 'load', files: part })), 'loaded');
      return replies.flatMap((reply) => reply.results);
    },
    render(routeCount, message) {
      const indices = workers.map((_, worker) => Array.from({ length: Math.ceil((routeCount - worker) / size) }, (_, k) => worker + k * size));
      return all(indices.map((part): ToWorker => ({ type: 'render', ...message, indices: part })), 'rendered');
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
 * The worker's script. The CLI bundle has it beside itself (bin/site.js builds it as a second
 * entry); run from the TypeScript sources (tests), it is bundled once into the cache.
 */
let sourceBuild: Promise<string> | undefined;

async function workerScript(paths: ProjectPaths): Promise<URL | string> {
  const bundled = new URL('./build-worker.js', import.meta.url);
  if (bundled.pathname.endsWith('.js') && existsSync(fileURLToPath(bundled)) && !import.meta.url.endsWith('.ts')) return bundled;
  sourceBuild ??= (async () => {
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
    if (!existsSync(outfile)) {
      await writeFile(`${outfile}.${process.pid}`, code);
      await rename(`${outfile}.${process.pid}`, outfile);
    }
    return outfile;
  })();
  return sourceBuild;
}
