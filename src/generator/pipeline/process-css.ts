/**
 * The stylesheet: `styles/main.css` bundled and minified by esbuild, prefixed by autoprefixer for
 * the browserslist in package.json. Loading autoprefixer's browser data costs more than the rest
 * of a small build, so the prefixed CSS is cached under a hash of all it depends on.
 */
import type { Plugin } from 'esbuild';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { packageVersion, relativeToRoot, type ProjectPaths } from '../config';
import { errorText, SiteError } from '../diagnostics';
import { runEsbuild } from './bundle-client';
import { hashOf, openCache } from './cache';
import { hashAssetPath } from './hash-asset';

const require = createRequire(import.meta.url);

/** Phase: returns the stylesheet as an output file, or undefined when the site has none. */
export async function processCss(paths: ProjectPaths, { cache = true }: { cache?: boolean } = {}) {
  if (!existsSync(paths.styleEntry)) return undefined;
  const { text: bundled, inputs } = await runEsbuild(
    paths,
    {
      entryPoints: [paths.styleEntry],
      minify: true,
      plugins: [keepRootRelativeUrls],
    },
    {
      what: 'The stylesheet could not be bundled',
      file: relativeToRoot(paths, paths.styleEntry),
      hint: 'Fix the CSS at this location.',
    },
  );
  const kept = openCache(cache ? paths.cache : undefined, 'css');
  const key = hashOf(prefixEnvironment(paths) + bundled);
  let contents = kept?.get(key)?.toString('utf8');
  if (contents === undefined) {
    contents = (await addPrefixes(bundled, paths)).trim();
    await kept?.put(key, contents);
  }
  return { path: hashAssetPath('main', 'css', contents), contents, inputs };
}

/** Everything autoprefixer's output depends on besides the CSS, as a hash. */
function prefixEnvironment(paths: ProjectPaths): string {
  const autoprefixer = require.resolve('autoprefixer');
  const parts = [
    ['postcss'],
    ['autoprefixer'],
    ['browserslist', autoprefixer],
    ['caniuse-lite', autoprefixer],
  ].map(([name, from]) => `${name}@${packageVersion(name!, from)}`);
  // browserslist reads the first config it finds from the stylesheet's folder up, and its environment variables.
  for (let folder = path.dirname(paths.styleEntry); ; folder = path.dirname(folder)) {
    for (const name of ['package.json', '.browserslistrc', 'browserslist']) {
      const candidate = path.join(folder, name);
      if (existsSync(candidate)) parts.push(`${candidate}\0${readFileSync(candidate, 'utf8')}`);
    }
    if (path.dirname(folder) === folder) break;
  }
  for (const [name, value] of Object.entries(process.env))
    if (name.startsWith('BROWSERSLIST')) parts.push(`${name}=${value}`);
  return hashOf(parts.join('\0'));
}

/** Root-relative `url(/images/x.svg)` points into public/ and is served as it is. */
const keepRootRelativeUrls: Plugin = {
  name: 'keep-root-relative-urls',
  setup(build) {
    build.onResolve({ filter: /^\// }, (args) =>
      args.kind === 'url-token' ? { path: args.path, external: true } : undefined,
    );
  },
};

async function addPrefixes(css: string, paths: ProjectPaths): Promise<string> {
  try {
    // Loaded only when the prefixed stylesheet is not in the cache: autoprefixer's browser data is large.
    const postcss = require('postcss') as typeof import('postcss').default;
    const autoprefixer = require('autoprefixer') as typeof import('autoprefixer');
    // browserslist keeps the configs it read: a serve that lives on must see a saved package.json.
    const fromAutoprefixer = createRequire(require.resolve('autoprefixer'));
    (fromAutoprefixer('browserslist') as typeof import('browserslist')).clearCaches();
    const result = await postcss([autoprefixer({ env: 'production' })]).process(css, {
      from: paths.styleEntry,
    });
    return result.css;
  } catch (error) {
    throw new SiteError(`PostCSS failed: ${errorText(error)}`, {
      file: relativeToRoot(paths, paths.styleEntry),
      cause: error,
      hint: 'Check the CSS syntax and the browserslist in package.json.',
    });
  }
}
