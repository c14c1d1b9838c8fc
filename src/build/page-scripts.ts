/**
 * A page's own browser script: a page module may export `script`, the path of a browser module
 * relative to the page file. Each is bundled like the shared client script (minified, one
 * content-hashed file under assets/) and loaded, deferred, by that page alone, so a script
 * only one page needs is not sent to every visitor.
 */
import type * as esbuild from 'esbuild';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { relativeToRoot, type ProjectPaths } from '../config';
import { SiteError, type Diagnostic } from '../diagnostics';
import { cachedCompile, metafileInputs, projectInputOptions } from './compile-cache';
import { hashAssetPath, type OutputFile } from './hash-asset';
import type { LoadedPage } from './load-pages';

export interface PageScripts {
  /** The bundled scripts, one per script file however many pages load it. */
  files: OutputFile[];
  /** The URL of its own script for each page that declares one, by the page's relative file. */
  srcByPage: Record<string, string>;
}

/** Phase: bundles the script each page declares; every problem is reported in one pass. */
export async function bundlePageScripts(paths: ProjectPaths, pages: LoadedPage[], { cache = true }: { cache?: boolean } = {}): Promise<PageScripts> {
  const entries = new Map<string, string[]>();
  const problems: Diagnostic[] = [];
  for (const page of pages) {
    const declared: unknown = page.module.script;
    if (declared === undefined) continue;
    if (typeof declared !== 'string' || declared.trim() === '') {
      problems.push({ message: '`script` must be the path of a browser module.', file: page.relativeFile, field: 'script', hint: "Export the path relative to the page file, e.g. `export const script = '../src/client/calculator.ts'`." });
      continue;
    }
    const entry = path.resolve(path.dirname(page.file), declared);
    if (!existsSync(entry)) {
      problems.push({ message: `The page's script ${JSON.stringify(declared)} does not exist (looked for ${relativeToRoot(paths, entry)}).`, file: page.relativeFile, field: 'script', hint: 'Give the path relative to the page file, or create the script.' });
      continue;
    }
    entries.set(entry, [...(entries.get(entry) ?? []), page.relativeFile]);
  }
  if (problems.length > 0) throw SiteError.fromList(problems);
  const bundled = await Promise.allSettled([...entries.keys()].map((entry) => bundleScript(paths, entry, cache)));
  const failures = bundled.flatMap((result) => (result.status === 'rejected' ? [result.reason] : []));
  if (failures.length > 0) throw failures[0] instanceof SiteError ? SiteError.fromList(failures.flatMap((error: SiteError) => error.diagnostics)) : failures[0];
  const files = bundled.map((result) => (result as PromiseFulfilledResult<OutputFile>).value);
  const srcByPage: Record<string, string> = {};
  [...entries.values()].forEach((pageFiles, index) => pageFiles.forEach((pageFile) => (srcByPage[pageFile] = `/${files[index]!.path}`)));
  return { files, srcByPage };
}

async function bundleScript(paths: ProjectPaths, entry: string, cache: boolean): Promise<OutputFile> {
  const options = {
    ...projectInputOptions(paths.root),
    entryPoints: [entry],
    bundle: true,
    minify: true,
    format: 'iife',
    // The same browsers as the shared script (bundle-client.ts).
    target: ['es2019', 'chrome70', 'safari12', 'firefox68'],
    platform: 'browser',
    write: false,
    metafile: true,
    legalComments: 'none',
    logLevel: 'silent',
  } satisfies esbuild.BuildOptions;
  const name = `page-script-${relativeToRoot(paths, entry).replace(/[^\w.-]+/g, '_')}`;
  const contents = await cachedCompile({ folder: paths.cache, root: paths.root, enabled: cache }, name, options, async () => {
    const esbuild = await import('esbuild');
    let result: esbuild.BuildResult<typeof options>;
    try {
      result = await esbuild.build(options);
    } catch (error) {
      const first = (error as esbuild.BuildFailure).errors?.[0];
      throw new SiteError(`A page's script could not be bundled: ${first?.text ?? String(error)}.`, {
        file: first?.location?.file ?? relativeToRoot(paths, entry),
        ...(first?.location && { line: first.location.line, column: first.location.column + 1 }),
        cause: error,
        hint: 'Fix the script; it runs in the browser and may import only browser code.',
      });
    }
    return { result: result.outputFiles[0]?.text ?? '', inputs: metafileInputs(result.metafile, paths.root) };
  });
  return { path: hashAssetPath(path.basename(entry).replace(/\.[^.]+$/, ''), 'js', contents), contents };
}
