/**
 * File bodies kept in memory by the server, with their gzip and Brotli forms made on the first
 * request that asks for each. An entry is keyed by the file's real path and checked against the
 * opened file's identity (inode, size, modification time) on every use, so a rebuilt file is read
 * again and never served stale. Reading each file per request was a third of the server's CPU
 * under load, and compressing per request would be more.
 */
import { readFileSync, type Stats } from 'node:fs';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { OpenedFile } from './resolve-request';

export type Encoding = 'br' | 'gzip';

/** Larger files are streamed from disk as they are (HTML pages excepted, as live reload rewrites them). */
const MAX_FILE_BYTES = 1024 * 1024;
/** When the kept bodies would pass this, all are dropped. */
const MAX_TOTAL_BYTES = 64 * 1024 * 1024;
/** Below this a compressed body saves less than its own headers cost. */
const MIN_COMPRESSIBLE_BYTES = 1024;
/** Brotli's quality 5 is a few milliseconds for a page (11 takes ~100 ms) and within a few % of its size. */
const BROTLI_QUALITY = 5;

const TEXT_TYPES = /^(text\/|application\/(javascript|json|xml|manifest\+json)|image\/svg\+xml)/;

/** Text types: sent with a charset, and compressed. */
export function isTextType(contentType: string): boolean {
  return TEXT_TYPES.test(contentType);
}

/** Whether a text body is large enough to be worth sending compressed. */
export function isWorthCompressing(body: Buffer): boolean {
  return body.length >= MIN_COMPRESSIBLE_BYTES;
}

/** The same file, unchanged, has the same identity; a rebuild changes it. */
export function identityOf(stats: Stats): string {
  return `${stats.ino}-${stats.size}-${stats.mtimeMs}`;
}

/**
 * The encoding to send, from the request's Accept-Encoding (RFC 9110 §12.5.3): Brotli, then gzip,
 * whichever is accepted with the higher weight; undefined for the body as it is.
 */
export function chooseEncoding(header: string | undefined): Encoding | undefined {
  if (!header) return undefined;
  const weights = new Map<string, number>();
  for (const part of header.toLowerCase().split(',')) {
    const [name = '', ...parameters] = part.split(';').map((text) => text.trim());
    const weight = parameters.find((parameter) => parameter.startsWith('q='));
    weights.set(name, weight === undefined ? 1 : Number(weight.slice(2)) || 0);
  }
  const weightOf = (name: string) => weights.get(name) ?? weights.get('*') ?? 0;
  const [br, gzip] = [weightOf('br'), weightOf('gzip')];
  if (br > 0 && br >= gzip) return 'br';
  return gzip > 0 ? 'gzip' : undefined;
}

interface Entry {
  path: string;
  identity: string;
  forms: Partial<Record<Encoding | 'identity', Buffer>>;
}

export interface BodyCache {
  /** The body of `file` (transformed if HTML) in `encoding`, read through its descriptor; undefined when it is too large to keep (not HTML). */
  get(file: OpenedFile, isHtml: boolean, encoding?: Encoding): Buffer | undefined;
}

export function createBodyCache(transformHtml?: (html: string) => string): BodyCache {
  let entries = new Map<string, Entry>();
  let total = 0;
  const remember = (entry: Entry, form: Encoding | 'identity', body: Buffer) => {
    // Past the budget everything is dropped: what is asked for again is read again.
    if (total + body.length > MAX_TOTAL_BYTES)
      [entries, total] = [new Map([[entry.path, entry]]), 0];
    total += body.length;
    return (entry.forms[form] = body);
  };
  return {
    get(file, isHtml, encoding) {
      const transform = isHtml ? transformHtml : undefined;
      if (file.stats.size > MAX_FILE_BYTES && !transform) return undefined;
      const identity = identityOf(file.stats);
      let entry = entries.get(file.absolute);
      if (entry?.identity !== identity) {
        entry = { path: file.absolute, identity, forms: {} };
        entries.set(file.absolute, entry);
        const raw = readFileSync(file.fd);
        remember(entry, 'identity', transform ? Buffer.from(transform(raw.toString('utf8'))) : raw);
      }
      const plain = entry.forms.identity!;
      if (!encoding) return plain;
      return entry.forms[encoding] ?? remember(entry, encoding, compress(plain, encoding));
    },
  };
}

function compress(body: Buffer, encoding: Encoding): Buffer {
  if (encoding === 'gzip') return gzipSync(body);
  return brotliCompressSync(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
}
