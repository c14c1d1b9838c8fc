/**
 * Bundles the shared browser script (`build.clientEntry`, `src/client/main.ts` by default) and
 * pages' own scripts into minified, content-hashed files.
 */
import type * as esbuild from 'esbuild';
import { existsSync } from 'node:fs';
import { relativeToRoot, type ProjectPaths } from '../config';
import { fromEsbuildFailure } from '../diagnostics';
import path from 'node:path';
import { loadEsbuild, projectInputOptions } from './commonjs-packages';
import { hashAssetPath, type OutputFile } from './hash-asset';

/** Phase: returns the script as an output file, or undefined when the site has no client script. */
export async function bundleClient(paths: ProjectPaths): Promise<CompiledFile | undefined> {
  if (!existsSync(paths.clientEntry)) return undefined;
  return bundleBrowserScript(paths, paths.clientEntry, {
    assetName: 'main',
    what: 'The client script could not be bundled',
  });
}

/** An output file made by esbuild, with the project files it was made from (watch mode compiles again when one changes). */
export type CompiledFile = OutputFile & { inputs: string[] };

/**
 * Bundles one browser module into a minified, content-hashed file under assets/ (the shared
 * client script, or a page's own script).
 */
export async function bundleBrowserScript(
  paths: ProjectPaths,
  entry: string,
  { assetName, what }: { assetName: string; what: string },
): Promise<CompiledFile> {
  const options = {
    ...projectInputOptions(paths.root),
    entryPoints: [entry],
    bundle: true,
    minify: true,
    format: 'iife',
    // Old Android WebViews on cheap phones: keep syntax they parse.
    target: ['es2019', 'chrome70', 'safari12', 'firefox68'],
    platform: 'browser',
    write: false,
    metafile: true,
    legalComments: 'none',
    logLevel: 'silent',
  } satisfies esbuild.BuildOptions;
  let result: esbuild.BuildResult<typeof options>;
  try {
    result = await loadEsbuild().build(options);
  } catch (error) {
    throw fromEsbuildFailure(error, {
      what,
      file: relativeToRoot(paths, entry),
      hint: 'Fix the script; it runs in the browser and may import only browser code.',
    });
  }
  const contents = result.outputFiles[0]?.text ?? '';
  return {
    path: hashAssetPath(assetName, 'js', contents),
    contents,
    inputs: Object.keys(result.metafile.inputs).map((input) => path.resolve(paths.root, input)),
  };
}
