/**
 * The record a build leaves beside (never inside) its output: which page file made each
 * route and which pages declared JSON-LD. `site check` reads it to tell generator-written
 * structured data from markup that slipped in some other way.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { ProjectPaths } from './config';
import { cacheWarning, hashOf, writeFileAtomic } from './pipeline/cache';
import type { Budgets } from './contract';
import type { Diagnostic } from './diagnostics';

/** What the record keeps of a page; `source` is its page file. */
interface RecordedPage {
  route: string;
  outFile: string;
  hasJsonLd: boolean;
  /** The lang of the page's locale (the one whose prefix its URL has). */
  lang?: string;
  /** The Markdown files of the page's own entries (an article page's). */
  content?: string[];
}

export interface BuildRecord {
  routes: Array<RecordedPage & { source: string }>;
  /** The byte budgets content/config.ts set, for `site check`. */
  budgets: Budgets;
}

function recordPath(paths: ProjectPaths, outDir: string): string {
  const key = hashOf(path.resolve(outDir)).slice(0, 12);
  return path.join(paths.cache, `build-${key}.json`);
}

/**
 * Records the pages a build wrote into `outDir`, with where each came from. A cache folder that
 * cannot be written costs `site check` the record, not the build: the warning is returned.
 */
export async function writeBuildRecord(
  paths: ProjectPaths,
  outDir: string,
  pages: Array<RecordedPage & { file: string }>,
  budgets: Budgets,
): Promise<Diagnostic | undefined> {
  const record: BuildRecord = {
    routes: pages.map((page) => ({
      route: page.route,
      outFile: page.outFile,
      source: page.file,
      hasJsonLd: page.hasJsonLd,
      lang: page.lang,
      ...(page.content && { content: page.content }),
    })),
    budgets,
  };
  try {
    await writeFileAtomic(recordPath(paths, outDir), JSON.stringify(record, null, 2));
    return undefined;
  } catch (error) {
    return cacheWarning(
      paths.cache,
      error,
      'the build record of this output was not kept, so `site check` cannot tell which pages declared their JSON-LD',
    );
  }
}

/** The record of the last build into `outDir`, or undefined if this project never built there. */
export async function readBuildRecord(
  paths: ProjectPaths,
  outDir: string,
): Promise<BuildRecord | undefined> {
  try {
    return JSON.parse(await readFile(recordPath(paths, outDir), 'utf8')) as BuildRecord;
  } catch {
    return undefined;
  }
}
