/**
 * Renders routes straight into the staging folder, the same way on the main thread and in build
 * workers (parallel.ts).
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Diagnostic } from '../diagnostics';
import type { SizeReport } from './measure';
import type { PlannedRoute } from './plan-routes';
import { renderEach, type DocumentChunk, type PageSummary, type RenderContext, type RenderedPage } from './render-page';
import { createPolicyCollector, type CollectedFindings } from './security-headers';

/** A rendered chunk: each page and size with its route index, what the CSP must allow, problems. */
export interface RenderedChunk {
  pages: Array<[number, PageSummary]>;
  sizes: Array<[number, SizeReport]>;
  /** With `holdForMeta`: the pages not yet written, which wait for the final CSP. */
  held: Array<[number, { outFile: string; html: string }]>;
  findings: CollectedFindings;
  problems: Diagnostic[];
}

/**
 * Renders the routes at `indices` and writes each page (the folders exist already); with
 * `holdForMeta`, returns the pages instead, to be written with the CSP in a meta element.
 * `renderRoute` replaces `renderPage` (watch mode records what each page reads).
 */
export async function renderChunk(
  routes: readonly PlannedRoute[],
  indices: number[],
  context: RenderContext,
  stagingFolder: string,
  holdForMeta: boolean,
  renderRoute?: (route: PlannedRoute, context: RenderContext, index: number) => RenderedPage,
): Promise<RenderedChunk> {
  const collector = createPolicyCollector();
  const sizes: RenderedChunk['sizes'] = [];
  const held: RenderedChunk['held'] = [];
  const { pages, problems } = await renderEach(routes, indices, context, renderRoute, (page, index) => {
    collector.add(page.sources, index);
    if (holdForMeta) held.push([index, { outFile: page.outFile, html: page.html }]);
    else sizes.push([index, writePage(stagingFolder, page.outFile, page.chunks)]);
  });
  return { pages, sizes, held, findings: collector.findings(), problems };
}

/** The buffer each page is encoded into and written from (one per thread), grown when a page needs more. */
let scratch = Buffer.allocUnsafe(1 << 20);

/**
 * Writes one page from its pieces (the shared stylesheet is encoded once per build), encoded
 * into one buffer that every page reuses; synchronous, as small files cost less so than through
 * promises.
 */
export function writePage(stagingFolder: string, outFile: string, document: readonly DocumentChunk[]): SizeReport {
  // At most three bytes of UTF-8 for each UTF-16 code unit.
  let size = 0;
  for (const chunk of document) size += typeof chunk === 'string' ? chunk.length * 3 : chunk.bytes.byteLength;
  if (size > scratch.byteLength) scratch = Buffer.allocUnsafe(size * 2);
  let offset = 0;
  for (const chunk of document) offset += typeof chunk === 'string' ? scratch.write(chunk, offset) : chunk.bytes.copy(scratch, offset);
  writeFileSync(path.join(stagingFolder, outFile), scratch.subarray(0, offset));
  return { path: outFile, bytes: offset };
}
