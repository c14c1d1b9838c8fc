/**
 * The compiled pages and config, as files to import. Kept apart from load-pages.ts so that
 * build workers import them without loading esbuild.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** Where the compiled pages and config are: `config.js` and `page-<index>.js` in `outdir`. */
export interface PageBundle {
  outdir: string;
  pageCount: number;
  /** The absolute source files each entry is built from: `config`, then `page-<index>`. */
  sources: Record<string, string[]>;
}

/** Imports a compiled bundle: the config module and the page modules in page order. */
export async function importBundle(bundled: PageBundle): Promise<{ config: unknown; pages: unknown[] }> {
  const names = ['config', ...Array.from({ length: bundled.pageCount }, (_, index) => `page-${index}`)];
  const [config, ...pages] = await Promise.all(names.map((name) => import(pathToFileURL(path.join(bundled.outdir, `${name}.js`)).href)));
  return { config, pages };
}
