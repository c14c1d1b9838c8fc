/**
 * Builds the stylesheet: `styles/main.css` with its `@import`s bundled by esbuild,
 * vendor prefixes added by PostCSS + autoprefixer for the browserslist in package.json,
 * then minified.
 */
import * as esbuild from 'esbuild';
import { existsSync } from 'node:fs';
import { relativeToRoot, type ProjectPaths } from '../config';
import { SiteError } from '../diagnostics';
import { hashAssetPath, type OutputFile } from './hash-asset';

/** Phase: returns the stylesheet as an output file, or undefined when the site has none. */
export async function processCss(paths: ProjectPaths): Promise<OutputFile | undefined> {
  if (!existsSync(paths.styleEntry)) return undefined;
  const file = relativeToRoot(paths, paths.styleEntry);
  let bundled: string;
  try {
    const result = await esbuild.build({
      absWorkingDir: paths.root,
      entryPoints: [paths.styleEntry],
      bundle: true,
      minify: true,
      write: false,
      plugins: [keepRootRelativeUrls],
      logLevel: 'silent',
    });
    bundled = result.outputFiles[0]?.text ?? '';
  } catch (error) {
    const first = (error as esbuild.BuildFailure).errors?.[0];
    throw new SiteError(`The stylesheet could not be bundled: ${first?.text ?? String(error)}.`, {
      file: first?.location?.file ?? file,
      ...(first?.location && { line: first.location.line, column: first.location.column + 1 }),
      cause: error,
      hint: 'Fix the CSS at this location.',
    });
  }
  const contents = (await addPrefixes(bundled, paths)).trim();
  return { path: hashAssetPath('main', 'css', contents), contents };
}

/** Root-relative `url(/images/x.svg)` points into public/ and is served as it is. */
const keepRootRelativeUrls: esbuild.Plugin = {
  name: 'keep-root-relative-urls',
  setup(build) {
    build.onResolve({ filter: /^\// }, (args) => (args.kind === 'url-token' ? { path: args.path, external: true } : undefined));
  },
};

async function addPrefixes(css: string, paths: ProjectPaths): Promise<string> {
  // Loaded on demand: autoprefixer pulls in the browser database, the slowest import of a build.
  const [{ default: postcss }, { default: autoprefixer }] = await Promise.all([import('postcss'), import('autoprefixer')]);
  try {
    const result = await postcss([autoprefixer({ env: 'production' })]).process(css, { from: paths.styleEntry });
    return result.css;
  } catch (error) {
    throw new SiteError(`PostCSS failed: ${error instanceof Error ? error.message : String(error)}`, {
      file: relativeToRoot(paths, paths.styleEntry),
      cause: error,
      hint: 'Check the CSS syntax and the browserslist in package.json.',
    });
  }
}
