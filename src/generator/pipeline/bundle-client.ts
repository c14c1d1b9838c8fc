/**
 * Bundles the shared browser script (`build.clientEntry`, `src/client/main.ts` by default) and
 * pages' own scripts into minified, content-hashed files.
 */
import type * as esbuild from 'esbuild';
import { existsSync } from 'node:fs';
import { relativeToRoot, type ProjectPaths } from '../config';
import { fromEsbuildFailure } from '../diagnostics';
import { loadEsbuild } from './commonjs-packages';
import { cachedCompile, metafileInputs, projectInputOptions } from './compile-cache';
import { hashAssetPath, type OutputFile } from './hash-asset';

/** Phase: returns the script as an output file, or undefined when the site has no client script. */
export async function bundleClient(
  paths: ProjectPaths,
  { cache = true }: { cache?: boolean } = {},
): Promise<OutputFile | undefined> {
  if (!existsSync(paths.clientEntry)) return undefined;
  return bundleBrowserScript(paths, paths.clientEntry, {
    cache,
    cacheName: 'client',
    assetName: 'main',
    what: 'The client script could not be bundled',
  });
}

/**
 * Bundles one browser module into a minified, content-hashed file under assets/ (the shared
 * client script, or a page's own script), through the compile cache.
 */
export async function bundleBrowserScript(
  paths: ProjectPaths,
  entry: string,
  {
    cache,
    cacheName,
    assetName,
    what,
  }: { cache: boolean; cacheName: string; assetName: string; what: string },
): Promise<OutputFile> {
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
  const contents = await cachedCompile(
    { folder: paths.cache, root: paths.root, enabled: cache },
    cacheName,
    options,
    async () => {
      const esbuild = loadEsbuild();
      let result: esbuild.BuildResult<typeof options>;
      try {
        result = await esbuild.build(options);
      } catch (error) {
        throw fromEsbuildFailure(error, {
          what,
          file: relativeToRoot(paths, entry),
          hint: 'Fix the script; it runs in the browser and may import only browser code.',
        });
      }
      return {
        result: result.outputFiles[0]?.text ?? '',
        inputs: metafileInputs(result.metafile, paths.root),
      };
    },
  );
  return { path: hashAssetPath(assetName, 'js', contents), contents };
}
