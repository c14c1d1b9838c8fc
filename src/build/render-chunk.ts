/**
 * Rendering routes straight into the staging folder, the same way on the main thread (alone, or
 * as one lane beside build workers) and in the workers (parallel.ts): synchronous writes, which
 * for small files cost less than the promises around asynchronous ones, and a policy collector
 * per chunk. A page is written as its pieces, with the stylesheet every page shares encoded once.
 */
import { closeSync, mkdirSync, openSync, writevSync } from 'node:fs';
import path from 'node:path';
import type { Diagnostic } from '../diagnostics';
import type { SizeReport } from './measure';
import type { PlannedRoute } from './plan-routes';
import { addCspMeta, renderEach, type DocumentChunk, type PageSummary, type RenderContext, type RenderedPage } from './render-page';
import { createPolicyCollector, type CollectedFindings } from './security-headers';

/** A rendered chunk: each page and size with its route index, what the CSP must allow, problems. */
export interface RenderedChunk {
  pages: Array<[number, PageSummary]>;
  sizes: Array<[number, SizeReport]>;
  findings: CollectedFindings;
  problems: Diagnostic[];
}

export interface ChunkRenderer {
  render(indices: number[]): Promise<RenderedChunk>;
  /** Writes the pages held for the CSP meta element; their sizes with their route indices. */
  finish(csp: string): Array<[number, SizeReport]>;
}

/**
 * With `holdForMeta`, pages wait in memory for `finish()`, which adds the final CSP to each.
 * `render` replaces `renderPage` (watch mode records what each page reads).
 */
export function createChunkRenderer(
  routes: readonly PlannedRoute[],
  context: RenderContext,
  stagingFolder: string,
  holdForMeta: boolean,
  renderRoute?: (route: PlannedRoute, context: RenderContext, index: number) => RenderedPage,
): ChunkRenderer {
  const folders = new Set<string>();
  const write = (outFile: string, chunks: DocumentChunk[]): SizeReport => {
    const target = path.join(stagingFolder, outFile);
    const folder = path.dirname(target);
    if (!folders.has(folder)) {
      mkdirSync(folder, { recursive: true });
      folders.add(folder);
    }
    return { path: outFile, bytes: writeChunks(target, chunks) };
  };
  const held = new Map<number, { outFile: string; html: string }>();
  return {
    async render(indices) {
      const collector = createPolicyCollector();
      const sizes: Array<[number, SizeReport]> = [];
      const { pages, problems } = await renderEach(routes, indices, context, renderRoute, (page, index) => {
        collector.add(page.sources, index);
        if (holdForMeta) held.set(index, { outFile: page.outFile, html: page.html });
        else sizes.push([index, write(page.outFile, page.chunks)]);
      });
      return { pages, sizes, findings: collector.findings(), problems };
    },
    finish(csp) {
      const sizes: Array<[number, SizeReport]> = [];
      for (const [index, page] of held) sizes.push([index, write(page.outFile, [addCspMeta(page.html, csp)])]);
      held.clear();
      return sizes;
    },
  };
}

/** Writes the chunks into a new file and returns its size in bytes. */
function writeChunks(file: string, chunks: DocumentChunk[]): number {
  const buffers = chunks.map((chunk) => (typeof chunk === 'string' ? Buffer.from(chunk) : (chunk.bytes ??= Buffer.from(chunk.text))));
  const bytes = buffers.reduce((sum, buffer) => sum + buffer.byteLength, 0);
  const descriptor = openSync(file, 'w');
  try {
    // writev may write less than asked (a full disk, a signal): write the rest until done.
    for (let written = writevSync(descriptor, buffers); written < bytes; ) {
      written += writevSync(descriptor, remainder(buffers, written));
    }
  } finally {
    closeSync(descriptor);
  }
  return bytes;
}

/** The buffers' bytes from `offset` on. */
export function remainder(buffers: Uint8Array[], offset: number): Uint8Array[] {
  const rest: Uint8Array[] = [];
  let skipped = 0;
  for (const buffer of buffers) {
    if (skipped + buffer.byteLength > offset) rest.push(skipped >= offset ? buffer : buffer.subarray(offset - skipped));
    skipped += buffer.byteLength;
  }
  return rest;
}
