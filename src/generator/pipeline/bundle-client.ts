/**
 * esbuild: the one call every compile goes through, and the browser scripts: the shared one and a
 * page's own (`script`, relative to the page file), which only that page loads.
 */
import type * as esbuild from 'esbuild';
import { existsSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { relativeToRoot, type ProjectPaths } from '../config';
import { fromEsbuildFailure, SiteError, type Diagnostic } from '../diagnostics';
import { hashAssetPath } from './hash-asset';
import type { LoadedPage } from './load-pages';
import { settleAll } from './load-project';

/**
 * esbuild is loaded with `require`: `import()` of a CommonJS package makes Node scan its whole
 * source for the names it exports, at every build (docs/performance.md).
 */
const require = createRequire(import.meta.url);

/** Bundles in memory; errors name the files as written, not where symlinks lead (`preserveSymlinks`). */
export async function runEsbuild(
  paths: ProjectPaths,
  options: esbuild.BuildOptions,
  failure: Parameters<typeof fromEsbuildFailure>[1],
) {
  const result = await (require('esbuild') as typeof esbuild)
    .build({
      bundle: true,
      ...options,
      absWorkingDir: paths.root,
      preserveSymlinks: true,
      write: false,
      metafile: true,
      logLevel: 'silent',
    })
    .catch((error: unknown) => {
      throw fromEsbuildFailure(error, failure);
    });
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
  return bundleBrowserScript(paths, entry, 'The client script could not be bundled', 'main');
}

/**
 * One browser module, minified, as `assets/<name>.<hash>.js` (the module's name by default), with
 * the project files it was made from (site serve compiles again when one changes).
 */
async function bundleBrowserScript(
  paths: ProjectPaths,
  entry: string,
  what: string,
  name = path.parse(entry).name,
) {
  const { text, inputs } = await runEsbuild(
    paths,
    {
      entryPoints: [entry],
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

/** Phase: each script file once however many pages load it (`files`), and each page's URL of it (`srcByPage`). */
export async function bundlePageScripts(paths: ProjectPaths, pages: LoadedPage[]) {
  const entries = new Map<string, string[]>();
  const problems: Diagnostic[] = [];
  for (const { module, file, relativeFile } of pages) {
    if (module.script === undefined) continue;
    const entry = path.resolve(path.dirname(file), String(module.script));
    if (typeof module.script === 'string' && statSync(entry, { throwIfNoEntry: false })?.isFile())
      entries.set(entry, [...(entries.get(entry) ?? []), relativeFile]);
    else
      problems.push({
        message: `The page's script ${JSON.stringify(module.script)} is not a file (looked for ${relativeToRoot(paths, entry)}).`,
        file: relativeFile,
        field: 'script',
        hint: "Export the path of a browser module relative to the page file, e.g. `export const script = '../src/client/calculator.ts'`, or create the script.",
      });
  }
  if (problems.length > 0) throw SiteError.fromList(problems);
  const files = await settleAll(
    [...entries.keys()].map((entry) =>
      bundleBrowserScript(paths, entry, "A page's script could not be bundled"),
    ),
  );
  const srcByPage: Record<string, string> = {};
  [...entries.values()].forEach((pageFiles, index) =>
    pageFiles.forEach((pageFile) => (srcByPage[pageFile] = `/${files[index]!.path}`)),
  );
  return { files, srcByPage };
}
