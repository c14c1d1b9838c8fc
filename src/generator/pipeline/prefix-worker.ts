/**
 * Prefixing runs in a worker thread started for it. browserslist keeps every config it has read
 * for the life of its thread, so a fresh one reads the browserslist config as it is now (watch
 * mode and the tests build many times in one process); and autoprefixer's browser data, the
 * slowest thing a build loads, loads there while the main thread loads the generator's code and
 * the pages: the CLI starts it before its own modules load (early-prefixer.ts), `build()` before
 * it imports the pipeline (startPrefixerEarly; the same worker if one was started), and the load
 * phase takes that worker (takePrefixer).
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
parentPort.once('message', ({ css, from }) => {
  ready
    .then(() => run(css, from))
    .then((result) => parentPort.postMessage({ css: result.css }), (error) => parentPort.postMessage({ error: String(error && error.message || error) }));
});
`;

const require = createRequire(import.meta.url);

export interface Prefixer {
  /** Prefixes the bundled stylesheet (once), then ends the worker. */
  prefix(css: string, from: string): Promise<string>;
  stop(): void;
}

/** Whether this build will surely prefix: no cache, or none written yet (a fresh clone). */
export function willPrefix(paths: Pick<ProjectPaths, 'cache' | 'styleEntry'>, cache: boolean): boolean {
  return existsSync(paths.styleEntry) && (!cache || !existsSync(path.join(paths.cache, 'css')));
}

/** A worker started by startPrefixerEarly and not taken yet. */
let early: { from: string; prefixer: Prefixer } | undefined;

/** Starts the worker for a build that will surely prefix, before the pipeline's code loads; returns what ends it if no build took it. */
export function startPrefixerEarly(paths: Pick<ProjectPaths, 'cache' | 'styleEntry'>, cache: boolean): () => void {
  const wanted = willPrefix(paths, cache);
  if (!(wanted && early?.from === paths.styleEntry)) {
    early?.prefixer.stop();
    early = wanted ? { from: paths.styleEntry, prefixer: startPrefixer(paths.styleEntry) } : undefined;
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

function startPrefixer(from: string): Prefixer {
  // Loaded only when the prefixed stylesheet is not in the cache.
  const { Worker } = require('node:worker_threads') as typeof import('node:worker_threads');
  const worker = new Worker(PREFIX_WORKER, { eval: true, workerData: { postcss: require.resolve('postcss'), autoprefixer: require.resolve('autoprefixer'), from } });
  worker.unref();
  const reply = new Promise<{ css?: string; error?: string }>((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
    // Ended before it answered: the build must fail, not wait on a thread that no longer exists.
    worker.once('exit', (code) => reject(new Error(`the prefixing worker stopped (exit code ${code}) before it answered`)));
  });
  // A worker stopped before it was asked (the stylesheet could not be bundled) leaves its failure unread.
  reply.catch(() => undefined);
  return {
    async prefix(css, from) {
      worker.postMessage({ css, from });
      const answer = await reply.finally(() => void worker.terminate());
      if (answer.error !== undefined) throw new Error(answer.error);
      return answer.css ?? '';
    },
    stop: () => void worker.terminate(),
  };
}
