/**
 * Writes the pages of a build on a thread of their own, while the main thread renders the next
 * ones: opening, writing and closing thousands of small files costs as much as rendering them
 * (docs/performance.md). Pages are encoded as UTF-8 straight into a batch buffer; a full batch
 * moves to the thread (transferred, not copied) with the names of its files. The thread writes
 * one file at a time, in the order the pages came; after a failure it writes nothing more, and
 * `done()` rejects with the error of the first file that failed, with its path.
 *
 * Starting the thread costs more than it saves for a few pages (a Node thread boots its own
 * runtime): a build of fewer than THREAD_MIN_PAGES pages writes them on the calling thread, with
 * the same encoding, order and failure rules.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { MessageChannel, receiveMessageOnPort, Worker } from 'node:worker_threads';
import { withPath } from '../diagnostics';
import type { SizeReport } from './measure';
import { encodeInto, maxEncodedBytes, type DocumentChunk } from './render-document';

const WRITER = `
const { parentPort, workerData } = require('node:worker_threads');
const { writeFileSync } = require('node:fs');
let failure;
parentPort.on('message', (message) => {
  if (message === 'done') return parentPort.postMessage(failure ?? null);
  const data = new Uint8Array(message.buffer);
  for (const [file, start, end] of message.files) {
    if (failure) break;
    try {
      writeFileSync(file, data.subarray(start, end));
    } catch (error) {
      failure = { file, path: error.path, code: error.code, errno: error.errno, syscall: error.syscall, message: error.message };
    }
  }
  // Back for the next batch: memory already touched costs no page faults to write into again.
  workerData.returns.postMessage(message.buffer, [message.buffer]);
});
`;
/** Bytes of one batch (a page larger than this gets a batch of its own). */
const BATCH_BYTES = 2 << 20;
/**
 * Builds with fewer pages write them on the calling thread. Starting and stopping the writer
 * thread took about 140 ms of CPU time on the 2-core build machine (2026-11-25), writing a page
 * on the main thread about 0.15 ms (5,388 pages in 0.79 s, docs/performance.md).
 */
export const THREAD_MIN_PAGES = 500;

interface Failure {
  file: string;
  path?: string;
  code?: string;
  errno?: number;
  syscall?: string;
  message: string;
}

export interface PageWriter {
  /** Encodes a page from its pieces (the shared stylesheet is encoded once per build) and queues it; returns its size. */
  write(outFile: string, document: readonly DocumentChunk[]): SizeReport;
  /** Resolves once every page queued is written; rejects with the first failure, naming its file. */
  done(): Promise<void>;
  /** Stops the thread, written or not. */
  stop(): Promise<void>;
}

/** A writer for about `pages` pages (many when left out) into `folder`. */
export function createPageWriter(
  folder: string,
  { pages = Number.POSITIVE_INFINITY }: { pages?: number } = {},
): PageWriter {
  return pages < THREAD_MIN_PAGES ? createInlineWriter(folder) : createThreadWriter(folder);
}

/** Writes each page when it comes, from one reused buffer; after a failure it writes nothing more. */
function createInlineWriter(folder: string): PageWriter {
  let buffer = Buffer.allocUnsafeSlow(BATCH_BYTES);
  let failure: unknown;
  return {
    write(outFile, document) {
      const size = maxEncodedBytes(document);
      if (size > buffer.byteLength) buffer = Buffer.allocUnsafeSlow(size);
      const bytes = encodeInto(buffer, 0, document);
      const file = path.join(folder, outFile);
      try {
        if (failure === undefined) writeFileSync(file, buffer.subarray(0, bytes));
      } catch (error) {
        // A full disk fails write(2), for which Node names no path.
        failure = withPath(error, file);
      }
      return { path: outFile, bytes };
    },
    async done() {
      if (failure !== undefined) throw failure;
    },
    async stop() {},
  };
}

function createThreadWriter(folder: string): PageWriter {
  const returns = new MessageChannel();
  const worker = new Worker(WRITER, {
    eval: true,
    workerData: { returns: returns.port2 },
    transferList: [returns.port2],
  });
  /** A batch buffer the thread has written and handed back, else a new one. */
  const nextBatch = (size: number): Buffer => {
    const returned = receiveMessageOnPort(returns.port1)?.message as ArrayBuffer | undefined;
    return returned && returned.byteLength >= size
      ? Buffer.from(returned)
      : Buffer.allocUnsafeSlow(Math.max(BATCH_BYTES, size));
  };
  let batch = nextBatch(0);
  let used = 0;
  let files: Array<[string, number, number]> = [];
  const send = () => {
    if (files.length > 0)
      worker.postMessage({ buffer: batch.buffer, files }, [batch.buffer as ArrayBuffer]);
    files = [];
    used = 0;
  };
  let result: Promise<void> | undefined;
  return {
    write(outFile, document) {
      const size = maxEncodedBytes(document);
      if (used + size > batch.byteLength) {
        send();
        batch = nextBatch(size);
      }
      const start = used;
      used = encodeInto(batch, used, document);
      files.push([path.join(folder, outFile), start, used]);
      return { path: outFile, bytes: used - start };
    },
    done() {
      result ??= new Promise<void>((resolve, reject) => {
        send();
        worker.once('error', reject);
        worker.once('message', (failure: Failure | null) => {
          if (!failure) return resolve();
          const error = Object.assign(new Error(failure.message), {
            code: failure.code,
            errno: failure.errno,
            syscall: failure.syscall,
            ...(failure.path && { path: failure.path }),
          });
          // A full disk fails write(2), for which Node names no path.
          reject(withPath(error, failure.file));
        });
        worker.postMessage('done');
      }).finally(() => {
        returns.port1.close();
        return worker.terminate();
      });
      return result;
    },
    async stop() {
      returns.port1.close();
      await worker.terminate();
    },
  };
}
