/**
 * The compiled pages and config, as a file to load. Kept apart from load-pages.ts so that
 * build workers load them without loading esbuild.
 *
 * The bundle is CommonJS and loaded with `require`: its imports of React and other packages are
 * then plain `require` calls too, which skip the export scanning Node does for every CommonJS
 * module an ES module imports.
 */
import { createRequire } from 'node:module';

export interface PageBundle {
  /** The compiled module: it exports the config as `config` and each page as `page<index>`. */
  file: string;
  pageCount: number;
  /** The absolute source files each entry is built from: `config`, `page0`, `page1`… */
  sources: Record<string, string[]>;
}

const require = createRequire(import.meta.url);

/** Loads a compiled bundle: the config module and the page modules in page order. */
export function importBundle(bundled: PageBundle): { config: unknown; pages: unknown[] } {
  // Stack traces then name the source files of the pages and components, through the bundle's source map.
  process.setSourceMapsEnabled(true);
  const module = require(bundled.file) as Record<string, unknown>;
  return { config: module.config, pages: Array.from({ length: bundled.pageCount }, (_, index) => module[`page${index}`]) };
}

/** Drops the bundle from the module cache (its modules live on while pages still use them). */
export function forgetBundle(bundled: PageBundle): void {
  delete require.cache[bundled.file];
}
