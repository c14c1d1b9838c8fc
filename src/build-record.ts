/**
 * The record a build leaves beside (never inside) its output: which page file made each
 * route and which pages declared JSON-LD. `site check` reads it to tell generator-written
 * structured data from markup that slipped in some other way.
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { ProjectPaths } from './config';

export interface BuildRecord {
  outDir: string;
  builtAt: string;
  routes: Array<{ route: string; outFile: string; source: string; hasJsonLd: boolean }>;
}

function recordPath(paths: ProjectPaths, outDir: string): string {
  const key = createHash('sha1').update(path.resolve(outDir)).digest('hex').slice(0, 12);
  return path.join(paths.cache, `build-${key}.json`);
}

export async function writeBuildRecord(paths: ProjectPaths, record: BuildRecord): Promise<void> {
  await mkdir(paths.cache, { recursive: true });
  await writeFile(recordPath(paths, record.outDir), JSON.stringify(record, null, 2));
}

/** The record of the last build into `outDir`, or undefined if this project never built there. */
export async function readBuildRecord(paths: ProjectPaths, outDir: string): Promise<BuildRecord | undefined> {
  try {
    return JSON.parse(await readFile(recordPath(paths, outDir), 'utf8')) as BuildRecord;
  } catch {
    return undefined;
  }
}
