/** esbuild: the one call every compile of the project goes through, and the browser scripts. */
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
 * Compiles in memory; a failure names the file and line. Paths stay as the project names them,
 * not where symlinks lead (`preserveSymlinks`), so errors name the files as written.
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

/** Phase: the shared client script (`build.clientEntry`), or undefined when the site has none. */
export async function bundleClient(paths: ProjectPaths, entry: string) {
  if (!existsSync(entry)) return undefined;
  return bundleBrowserScript(paths, entry, {
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
