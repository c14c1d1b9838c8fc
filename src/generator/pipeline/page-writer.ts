/**
 * Writes the pages of a build on a thread of their own, while the main thread renders the next
 * ones: opening, writing and closing thousands of small files costs as much as rendering them
 * (0.8 s of 5,400 pages at 4,000 articles, docs/performance.md). The thread writes one file at
 * a time, in the order the pages come; after a failure it writes nothing more, and `done()`
 * rejects with the error of the first file that failed, with its path.
 */
import { Worker } from 'node:worker_threads';
import path from 'node:path';
import { withPath } from '../diagnostics';

const WRITER = `
const { parentPort } = require('node:worker_threads');
const { writeFileSync } = require('node:fs');
let failure;
parentPort.on('message', (message) => {
  if (message === 'done') return parentPort.postMessage(failure ?? null);
  if (failure) return;
  try {
    writeFileSync(message.file, message.data);
  } catch (error) {
    failure = { file: message.file, path: error.path, code: error.code, errno: error.errno, syscall: error.syscall, message: error.message };
  }
});
`;

export interface PageWriter {
  /** Hands a page's bytes to the thread (they are moved, not copied: `data` is unusable afterwards). */
  write(outFile: string, data: Uint8Array): void;
  /** Resolves once every page handed over is written; rejects with the first failure, naming its file. */
  done(): Promise<void>;
  /** Stops the thread, written or not. */
  stop(): Promise<void>;
}

export function createPageWriter(folder: string): PageWriter {
  const worker = new Worker(WRITER, { eval: true });
  let result: Promise<void> | undefined;
  return {
    write(outFile, data) {
      worker.postMessage({ file: path.join(folder, outFile), data }, [data.buffer as ArrayBuffer]);
    },
    done() {
      result ??= new Promise<void>((resolve, reject) => {
        worker.once('error', reject);
        worker.once('message', (failure: { file: string; path?: string; code?: string; errno?: number; syscall?: string; message: string } | null) => {
          if (!failure) return resolve();
          const error = Object.assign(new Error(failure.message), { code: failure.code, errno: failure.errno, syscall: failure.syscall, ...(failure.path && { path: failure.path }) }) as NodeJS.ErrnoException;
          // A full disk fails write(2), for which Node names no path.
          reject(withPath(error, failure.file));
        });
        worker.postMessage('done');
      }).finally(() => worker.terminate());
      return result;
    },
    async stop() {
      await worker.terminate();
    },
  };
}
