/**
 * A page's own browser script: a page module may export `script`, the path of a browser module
 * relative to the page file. Each is bundled like the shared client script (minified, one
 * content-hashed file under assets/) and loaded, deferred, by that page alone, so a script
 * only one page needs is not sent to every visitor.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { relativeToRoot, type ProjectPaths } from '../config';
import { SiteError, type Diagnostic } from '../diagnostics';
import { bundleBrowserScript, type CompiledFile } from './bundle-client';
import type { LoadedPage } from './load-pages';

export interface PageScripts {
  /** The bundled scripts, one per script file however many pages load it. */
  files: CompiledFile[];
  /** The URL of its own script for each page that declares one, by the page's relative file. */
  srcByPage: Record<string, string>;
}

/** Phase: bundles the script each page declares; every problem is reported in one pass. */
export async function bundlePageScripts(
  paths: ProjectPaths,
  pages: LoadedPage[],
): Promise<PageScripts> {
  const entries = new Map<string, string[]>();
  const problems: Diagnostic[] = [];
  for (const page of pages) {
    const declared: unknown = page.module.script;
    if (declared === undefined) continue;
    if (typeof declared !== 'string' || declared.trim() === '') {
      problems.push({
        message: '`script` must be the path of a browser module.',
        file: page.relativeFile,
        field: 'script',
        hint: "Export the path relative to the page file, e.g. `export const script = '../src/client/calculator.ts'`.",
      });
      continue;
    }
    const entry = path.resolve(path.dirname(page.file), declared);
    if (!existsSync(entry)) {
      problems.push({
        message: `The page's script ${JSON.stringify(declared)} does not exist (looked for ${relativeToRoot(paths, entry)}).`,
        file: page.relativeFile,
        field: 'script',
        hint: 'Give the path relative to the page file, or create the script.',
      });
      continue;
    }
    entries.set(entry, [...(entries.get(entry) ?? []), page.relativeFile]);
  }
  if (problems.length > 0) throw SiteError.fromList(problems);
  const bundled = await Promise.allSettled(
    [...entries.keys()].map((entry) => bundleScript(paths, entry)),
  );
  const failures = bundled.flatMap((result) =>
    result.status === 'rejected' ? [result.reason] : [],
  );
  if (failures.length > 0)
    throw failures[0] instanceof SiteError
      ? SiteError.fromList(failures.flatMap((error: SiteError) => error.diagnostics))
      : failures[0];
  const files = bundled.map((result) => (result as PromiseFulfilledResult<CompiledFile>).value);
  const srcByPage: Record<string, string> = {};
  [...entries.values()].forEach((pageFiles, index) =>
    pageFiles.forEach((pageFile) => (srcByPage[pageFile] = `/${files[index]!.path}`)),
  );
  return { files, srcByPage };
}

function bundleScript(paths: ProjectPaths, entry: string): Promise<CompiledFile> {
  return bundleBrowserScript(paths, entry, {
    assetName: path.basename(entry).replace(/\.[^.]+$/, ''),
    what: "A page's script could not be bundled",
  });
}
