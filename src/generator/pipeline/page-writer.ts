/**
 * Writes the pages of a build on a thread of their own, while the main thread renders the next
 * ones: opening, writing and closing thousands of small files costs as much as rendering them
 * (docs/performance.md). Pages are encoded as UTF-8 straight into a batch buffer; a full batch
 * moves to the thread (transferred, not copied) with the names of its files. The thread writes
 * one file at a time, in the order the pages came; after a failure it writes nothing more, and
 * `done()` rejects with the error of the first file that failed, with its path.
 */
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

export function createPageWriter(folder: string): PageWriter {
  const returns = new MessageChannel();
  const worker = new Worker(WRITER, { eval: true, workerData: { returns: returns.port2 }, transferList: [returns.port2] });
  /** A batch buffer the thread has written and handed back, else a new one. */
  const nextBatch = (size: number): Buffer => {
    const returned = receiveMessageOnPort(returns.port1)?.message as ArrayBuffer | undefined;
    return returned && returned.byteLength >= size ? Buffer.from(returned) : Buffer.allocUnsafeSlow(Math.max(BATCH_BYTES, size));
  };
  let batch = nextBatch(0);
  let used = 0;
  let files: Array<[string, number, number]> = [];
  const send = () => {
    if (files.length > 0) worker.postMessage({ buffer: batch.buffer, files }, [batch.buffer as ArrayBuffer]);
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
          const error = Object.assign(new Error(failure.message), { code: failure.code, errno: failure.errno, syscall: failure.syscall, ...(failure.path && { path: failure.path }) });
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
