/**
 * esbuild for the site's code: the shared browser script (`build.clientEntry`,
 * `src/client/main.ts` by default) and pages' own scripts, bundled into minified,
 * content-hashed files; and the one call every compile of the project goes through.
 */
import type * as esbuild from 'esbuild';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { relativeToRoot, type ProjectPaths } from '../config';
import { fromEsbuildFailure } from '../diagnostics';
import { hashAssetPath, type OutputFile } from './hash-asset';

/**
 * esbuild is loaded with `require`: `import()` of a CommonJS package makes Node scan its whole
 * source for the names it exports, at every build (50-60 ms more; 5 runs each, 2026-11-25).
 */
const require = createRequire(import.meta.url);

/**
 * Compiles with esbuild in memory; a failure names the file and line. Paths resolve from the
 * project root and stay as the project names them, not where symlinks lead
 * (`preserveSymlinks`): errors name the files as written. Returns the code, esbuild's import
 * graph and the project files the code was made from.
 */
export async function runEsbuild(
  paths: ProjectPaths,
  options: esbuild.BuildOptions,
  failure: Parameters<typeof fromEsbuildFailure>[1],
): Promise<{ text: string; graph: esbuild.Metafile['inputs']; inputs: string[] }> {
  let result: esbuild.BuildResult<{ write: false; metafile: true }>;
  try {
    result = await (require('esbuild') as typeof esbuild).build({
      ...options,
      absWorkingDir: paths.root,
      preserveSymlinks: true,
      write: false,
      metafile: true,
      logLevel: 'silent',
    });
  } catch (error) {
    throw fromEsbuildFailure(error, failure);
  }
  const graph = result.metafile.inputs;
  return {
    text: result.outputFiles[0]?.text ?? '',
    graph,
    inputs: Object.keys(graph).map((input) => path.resolve(paths.root, input)),
  };
}

/** Phase: returns the script as an output file, or undefined when the site has no client script. */
export async function bundleClient(paths: ProjectPaths): Promise<CompiledFile | undefined> {
  if (!existsSync(paths.clientEntry)) return undefined;
  return bundleBrowserScript(paths, paths.clientEntry, {
    name: 'main',
    what: 'The client script could not be bundled',
  });
}

/** An output file made by esbuild, with the project files it was made from (site serve compiles again when one changes). */
export type CompiledFile = OutputFile & { inputs: string[] };

/** Bundles one browser module into a minified, content-hashed file under assets/ (`<name>.<hash>.js`). */
export async function bundleBrowserScript(
  paths: ProjectPaths,
  entry: string,
  { name, what }: { name: string; what: string },
): Promise<CompiledFile> {
  const { text, inputs } = await runEsbuild(
    paths,
    {
      entryPoints: [entry],
      bundle: true,
      minify: true,
      format: 'iife',
      // Old Android WebViews on cheap phones: keep syntax they parse.
      target: ['es2019', 'chrome70', 'safari12', 'firefox68'],
      platform: 'browser',
      legalComments: 'none',
    },
    {
      what,
      file: relativeToRoot(paths, entry),
      hint: 'Fix the script; it runs in the browser and may import only browser code.',
    },
  );
  return { path: hashAssetPath(name, 'js', text), contents: text, inputs };
}
