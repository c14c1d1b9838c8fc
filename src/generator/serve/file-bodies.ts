/**
 * The bodies the server sends: a file read through its opened descriptor at each request (so a
 * rebuilt file is never served stale), HTML transformed (live reload), text compressed with gzip
 * or Brotli when the client accepts it.
 */
import { readFileSync, type Stats } from 'node:fs';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { OpenedFile } from './resolve-request';

export type Encoding = 'br' | 'gzip';

/** Larger files are streamed from disk as they are (HTML pages excepted, as live reload rewrites them). */
const MAX_FILE_BYTES = 1024 * 1024;
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

/** The body of `file` (transformed if it is HTML and `transformHtml` is given), read once through its descriptor; undefined when it is too large to read into memory (not HTML). */
export function readBody(
  file: OpenedFile,
  transformHtml: ((html: string) => string) | undefined,
): Buffer | undefined {
  if (file.stats.size > MAX_FILE_BYTES && !transformHtml) return undefined;
  const raw = readFileSync(file.fd);
  return transformHtml ? Buffer.from(transformHtml(raw.toString('utf8'))) : raw;
}

/** The body in `encoding`, or as it is. */
export function encodeBody(body: Buffer, encoding: Encoding | undefined): Buffer {
  return encoding ? compress(body, encoding) : body;
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
