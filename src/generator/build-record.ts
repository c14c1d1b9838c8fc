/**
 * The record a build leaves beside (never inside) its output, for `site check`: each page's page
 * file (`source`) and whether it declared JSON-LD (to tell it from markup that slipped in), the
 * lang of its locale, the Markdown files of its own entries; and the budgets content/config.ts set.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { ProjectPaths } from './config';
import type { Budgets } from './contract';
import { cacheWarning, hashOf, writeFileAtomic } from './pipeline/cache';
import type { PageSummary } from './pipeline/render-page';

const recordOf = (pages: PageSummary[], budgets: Budgets) => ({
  routes: pages.map(({ route, outFile, file, hasJsonLd, lang, content }) => ({
    route,
    outFile,
    source: file,
    hasJsonLd,
    lang,
    content,
  })),
  budgets,
});

export type BuildRecord = ReturnType<typeof recordOf>;

function recordPath(paths: ProjectPaths, outDir: string): string {
  const key = hashOf(path.resolve(outDir)).slice(0, 12);
  return path.join(paths.cache, `build-${key}.json`);
}

/** A cache folder that cannot be written costs `site check` the record, not the build: the warning is returned. */
export async function writeBuildRecord(
  paths: ProjectPaths,
  outDir: string,
  pages: PageSummary[],
  budgets: Budgets,
) {
  const record = JSON.stringify(recordOf(pages, budgets), null, 2);
  return writeFileAtomic(recordPath(paths, outDir), record).then(
    () => undefined,
    (error) =>
      cacheWarning(
        paths.cache,
        error,
        'the build record of this output was not kept, so `site check` cannot tell which pages declared their JSON-LD',
      ),
  );
}

/** The record of the last build into `outDir`, or undefined if this project never built there. */
export async function readBuildRecord(paths: ProjectPaths, outDir: string) {
  return readFile(recordPath(paths, outDir), 'utf8')
    .then((text): BuildRecord => JSON.parse(text))
    .catch(() => undefined);
}
