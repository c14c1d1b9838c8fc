/**
 * Prefixing runs in a worker thread started for it. browserslist keeps every config it has read
 * for the life of its thread, so a fresh one reads the browserslist config as it is now (the
 * tests build many times in one process); and autoprefixer's browser data, the slowest thing a
 * build loads, loads there while the main thread loads the generator's code and the pages: the
 * CLI starts it before its own modules load (early-prefixer.ts), `build()` before it imports the
 * pipeline (startPrefixerEarly; the same worker if one was started), and the load phase takes
 * that worker (takePrefixer). Watch mode keeps its worker from save to save while what browserslist
 * reads is unchanged (keptPrefixer): a stylesheet's save on the real site took 470 ms, 370 of them
 * starting the worker and loading the browser data again.
 */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { ProjectPaths } from '../config';

const PREFIX_WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const postcss = require(workerData.postcss);
const autoprefixer = require(workerData.autoprefixer);
const plugins = [autoprefixer({ env: 'production' })];
// In a promise job: a wrong browserslist throws as the result is awaited, not into a rejection.
const run = (css, from) => Promise.resolve().then(() => postcss(plugins).process(css, { from }));
// Prefixing nothing loads the browser data and reads the browserslist config now, before the
// stylesheet comes; a problem there is reported by the real run, which meets it again.
const ready = run('', workerData.from).then(() => undefined, () => undefined);
parentPort.on('message', ({ id, css, from }) => {
  ready
    .then(() => run(css, from))
    .then((result) => parentPort.postMessage({ id, css: result.css }), (error) => parentPort.postMessage({ id, error: String(error && error.message || error) }));
});
`;

const require = createRequire(import.meta.url);

export interface Prefixer {
  /** Prefixes the bundled stylesheet. */
  prefix(css: string, from: string): Promise<string>;
  stop(): void;
}

/** Whether this build will surely prefix: no cache, or none written yet (a fresh clone). */
export function willPrefix(
  paths: Pick<ProjectPaths, 'cache' | 'styleEntry'>,
  cache: boolean,
): boolean {
  return existsSync(paths.styleEntry) && (!cache || !existsSync(path.join(paths.cache, 'css')));
}

/** A worker started by startPrefixerEarly and not taken yet. */
let early: { from: string; prefixer: Prefixer } | undefined;

/** Starts the worker for a build that will surely prefix, before the pipeline's code loads; returns what ends it if no build took it. */
export function startPrefixerEarly(
  paths: Pick<ProjectPaths, 'cache' | 'styleEntry'>,
  cache: boolean,
): () => void {
  const wanted = willPrefix(paths, cache);
  if (!(wanted && early?.from === paths.styleEntry)) {
    early?.prefixer.stop();
    early = wanted
      ? { from: paths.styleEntry, prefixer: startPrefixer(paths.styleEntry) }
      : undefined;
  }
  const started = early;
  return () => {
    if (early !== started) return;
    started?.prefixer.stop();
    early = undefined;
  };
}

/** The worker started early for `from`, or a new one. */
export function takePrefixer(from: string): Prefixer {
  const taken = early?.from === from ? early.prefixer : undefined;
  if (!taken) early?.prefixer.stop();
  early = undefined;
  return taken ?? startPrefixer(from);
}

/** Watch mode's worker, kept while `key` (what browserslist reads, and the packages' versions) is the same. */
let kept: { key: string; prefixer: Prefixer } | undefined;

export function keptPrefixer(key: string, from: string): Prefixer {
  if (kept?.key !== key) {
    kept?.prefixer.stop();
    const prefixer = startPrefixer(from, () => {
      if (kept?.prefixer === prefixer) kept = undefined;
    });
    kept = { key, prefixer };
  }
  return kept.prefixer;
}

function startPrefixer(from: string, onExit?: () => void): Prefixer {
  // Loaded only when the prefixed stylesheet is not in the cache.
  const { Worker } = require('node:worker_threads') as typeof import('node:worker_threads');
  const worker = new Worker(PREFIX_WORKER, {
    eval: true,
    workerData: {
      postcss: require.resolve('postcss'),
      autoprefixer: require.resolve('autoprefixer'),
      from,
    },
  });
  const waiting = new Map<
    number,
    { resolve: (css: string) => void; reject: (error: Error) => void }
  >();
  let lastId = 0;
  let failure: Error | undefined;
  const failAll = (error: Error) => {
    failure ??= error;
    for (const { reject } of waiting.values()) reject(error);
    waiting.clear();
  };
  worker.on('message', ({ id, css, error }: { id: number; css?: string; error?: string }) => {
    const reply = waiting.get(id);
    waiting.delete(id);
    if (waiting.size === 0) worker.unref();
    if (error !== undefined) reply?.reject(new Error(error));
    else reply?.resolve(css ?? '');
  });
  worker.once('error', failAll);
  // Ended before it answered: the build must fail, not wait on a thread that no longer exists.
  worker.once('exit', (code) => {
    failAll(new Error(`the prefixing worker stopped (exit code ${code}) before it answered`));
    onExit?.();
  });
  // Held open only while a stylesheet is being prefixed: a kept worker never keeps the process alive.
  worker.unref();
  return {
    prefix(css, from) {
      if (failure) return Promise.reject(failure);
      const id = ++lastId;
      const answer = new Promise<string>((resolve, reject) => waiting.set(id, { resolve, reject }));
      worker.ref();
      worker.postMessage({ id, css, from });
      return answer;
    },
    stop: () => void worker.terminate(),
  };
}
