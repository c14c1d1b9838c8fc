/**
 * The compiled pages and config, as files to import. Kept apart from load-pages.ts so that
 * build workers import them without loading esbuild.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** The bundle's file in `outdir`; it exports the config as `config` and each page as `page<index>`. */
export const BUNDLE_FILE = 'site.js';

export interface PageBundle {
  outdir: string;
  pageCount: number;
  /** The absolute source files each entry is built from: `config`, `page0`, `page1`… */
  sources: Record<string, string[]>;
}

/** Imports a compiled bundle: the config module and the page modules in page order. */
export async function importBundle(bundled: PageBundle): Promise<{ config: unknown; pages: unknown[] }> {
  const module = (await import(pathToFileURL(path.join(bundled.outdir, BUNDLE_FILE)).href)) as Record<string, unknown>;
  return { config: module.config, pages: Array.from({ length: bundled.pageCount }, (_, index) => module[`page${index}`]) };
}
