/**
 * Worker threads for large sites: content is read and pages are rendered on every core.
 *
 * Each worker (build-worker.ts) imports the same page bundle. Chunks of content files, and then
 * of routes, go to whichever lane is free: a worker, or the main thread itself, which works
 * beside them. The results are put back in file and route order, so the output is byte for
 * byte what one thread writes (tested).
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { ProjectPaths } from '../config';
import { SiteError } from '../diagnostics';
import { writeFileAtomic } from '../atomic-write';
import type { TaskResults, WorkerInit, WorkerReply, WorkerRequest, WorkerTask } from './worker-messages';

/** Below this many content files, starting threads costs more than it saves. */
export const PARALLEL_MIN_FILES = 300;

/** At most this many content files or routes per task: messages then cost little. */
const MAX_CHUNK = 32;

/**
 * The given number of workers, or for a site of at least PARALLEL_MIN_FILES content files one
 * per core but this thread's (at most 4 threads in all): this thread works beside them.
 */
export function chooseWorkerCount(contentFiles: number, requested: number | undefined): number {
  if (requested !== undefined) return requested;
  return contentFiles < PARALLEL_MIN_FILES ? 0 : Math.min(availableParallelism(), 4) - 1;
}

/** A task's result and who ran it: a worker's index, or -1 for this thread. */
export interface LaneResult<R> {
  result: R;
  lane: number;
}

export interface WorkerPool {
  /** How many workers there are. */
  size: number;
  /** The workers and this thread: how many tasks run at once. */
  lanes: number;
  /**
   * Runs every task on the next free lane, a worker or this thread (through `local`), and
   * gives each task's promise in task order.
   */
  runAll<T extends WorkerTask>(tasks: T[], local: (task: T) => Promise<TaskResults[T['type']]>): Array<Promise<LaneResult<TaskResults[T['type']]>>>;
  /** Runs a task on the given worker. */
  send<T extends WorkerTask>(lane: number, task: T): Promise<TaskResults[T['type']]>;
  close(): Promise<void>;
}

/** Tasks a worker has been sent and not answered: two, so it never waits for the next. */
const IN_FLIGHT_PER_WORKER = 2;

interface Pending {
  resolve(result: LaneResult<never>): void;
  reject(error: unknown): void;
}

/** Starts `size` workers on the project. */
export async function startWorkerPool(size: number, paths: ProjectPaths, init: WorkerInit): Promise<WorkerPool> {
  const script = await workerScript(paths);
  const waiting: Array<{ task: WorkerTask; local: (task: never) => Promise<unknown> } & Pending> = [];
  const lanes = Array.from({ length: size }, () => ({ worker: new Worker(script, { workerData: init }), pending: new Map<number, Pending>() }));
  let nextId = 0;
  let failure: unknown;
  let isLocalBusy = false;

  const send = (lane: (typeof lanes)[number], task: WorkerTask, pending: Pending) => {
    const id = nextId++;
    lane.pending.set(id, pending);
    lane.worker.postMessage({ id, task } satisfies WorkerRequest);
  };
  const dispatch = () => {
    for (const lane of lanes) {
      while (lane.pending.size < IN_FLIGHT_PER_WORKER && waiting.length > 0) {
        const { task, local: _local, ...pending } = waiting.shift()!;
        send(lane, task, pending);
      }
    }
  };
  // This thread takes one waiting task at a time and lets the workers' replies in between.
  const runLocal = async () => {
    if (isLocalBusy) return;
    isLocalBusy = true;
    while (waiting.length > 0 && !failure) {
      const { task, local, resolve, reject } = waiting.shift()!;
      await local(task as never).then((result) => resolve({ result: result as never, lane: -1 }), reject);
      await new Promise((resume) => setImmediate(resume));
    }
    isLocalBusy = false;
  };
  const fail = (error: unknown) => {
    failure ??= error;
    for (const lane of lanes) for (const pending of lane.pending.values()) pending.reject(failure);
    for (const pending of waiting.splice(0)) pending.reject(failure);
  };
  lanes.forEach((lane, index) => {
    lane.worker.on('message', (reply: WorkerReply) => {
      const pending = lane.pending.get(reply.id);
      if (!pending) return fail(new Error(`A build worker answered request ${reply.id}, which it was not sent.`));
      lane.pending.delete(reply.id);
      if ('result' in reply) pending.resolve({ result: reply.result as never, lane: index });
      else if ('problems' in reply) pending.reject(SiteError.fromList(reply.problems));
      else pending.reject(Object.assign(new Error(reply.error.message), { stack: reply.error.stack }));
      dispatch();
    });
    lane.worker.on('error', fail);
    lane.worker.on('exit', (code) => fail(new Error(`A build worker stopped unexpectedly (exit code ${code}).`)));
  });

  return {
    size,
    lanes: size + 1,
    runAll(tasks, local) {
      const promises = tasks.map((task) => {
        if (failure) return Promise.reject(failure);
        return new Promise<LaneResult<never>>((resolve, reject) => waiting.push({ task, local: local as (task: never) => Promise<unknown>, resolve, reject }));
      });
      dispatch();
      void runLocal();
      return promises;
    },
    send(index, task) {
      if (failure) return Promise.reject(failure);
      return new Promise((resolve, reject) => send(lanes[index]!, task, { resolve: ({ result }) => resolve(result), reject }));
    },
    async close() {
      for (const lane of lanes) lane.worker.removeAllListeners('exit');
      await Promise.all(lanes.map((lane) => lane.worker.terminate()));
    },
  };
}

/** Splits `0…count-1` into runs of indices, at least four per lane so that all stay busy to the end. */
export function chunksOf(count: number, lanes: number): number[][] {
  const size = Math.max(1, Math.min(MAX_CHUNK, Math.ceil(count / (lanes * 4))));
  return Array.from({ length: Math.ceil(count / size) }, (_, chunk) => Array.from({ length: Math.min(size, count - chunk * size) }, (_, offset) => chunk * size + offset));
}

/**
 * The worker's script. The CLI bundle has it beside itself (bin/site.js builds it as a second
 * entry); run from the TypeScript sources (tests), it is bundled once into the cache.
 */
let sourceBuild: Promise<string> | undefined;

async function workerScript(paths: ProjectPaths): Promise<URL | string> {
  const bundled = new URL('./build-worker.js', import.meta.url);
  if (!import.meta.url.endsWith('.ts') && existsSync(fileURLToPath(bundled))) return bundled;
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
