/**
 * Builds the stylesheet: `styles/main.css` with its `@import`s bundled by esbuild,
 * vendor prefixes added by PostCSS + autoprefixer for the browserslist in package.json,
 * then minified.
 *
 * Prefixing is a pure function of the bundled CSS, the browserslist config and the versions of
 * postcss, autoprefixer, browserslist and caniuse-lite, and loading autoprefixer's browser data
 * costs more than the rest of a small build. So its result is kept in the generator's cache
 * under a hash of all of those, and reused while none of them changes (`--no-cache` skips it).
 */
import type * as esbuild from 'esbuild';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { packageVersion, relativeToRoot, type ProjectPaths } from '../config';
import { errorText, fromEsbuildFailure, SiteError } from '../diagnostics';
import { loadEsbuild } from './commonjs-packages';
import { cachedCompile, metafileInputs, projectInputOptions, readCacheEntry, writeCacheEntry } from './compile-cache';
import { hashAssetPath, type OutputFile } from './hash-asset';

/** Phase: returns the stylesheet as an output file, or undefined when the site has none. */
export async function processCss(paths: ProjectPaths, { cache = true }: { cache?: boolean } = {}): Promise<OutputFile | undefined> {
  if (!existsSync(paths.styleEntry)) return undefined;
  // A build that will prefix for sure (no cache, or none written yet: a fresh clone) starts the
  // worker now, so that autoprefixer's browser data loads while esbuild bundles.
  const early = !cache || !existsSync(path.join(paths.cache, 'css')) ? startPrefixer(paths.styleEntry) : undefined;
  try {
    const bundled = await bundleCss(paths, cache);
    const cacheFile = cache ? path.join(paths.cache, 'css', `${prefixCacheKey(bundled, paths)}.css`) : undefined;
    let contents = cacheFile && (await readCacheEntry(cacheFile));
    if (contents === undefined) {
      contents = (await addPrefixes(bundled, paths, early ?? startPrefixer(paths.styleEntry))).trim();
      if (cacheFile) await writeCacheEntry(cacheFile, contents).catch(() => undefined);
    }
    return { path: hashAssetPath('main', 'css', contents), contents };
  } finally {
    early?.stop();
  }
}

/** The stylesheet with its imports bundled and minified by esbuild (or from the compile cache). */
async function bundleCss(paths: ProjectPaths, cache: boolean): Promise<string> {
  const file = relativeToRoot(paths, paths.styleEntry);
  const options = {
    ...projectInputOptions(paths.root),
    entryPoints: [paths.styleEntry],
    bundle: true,
    minify: true,
    write: false,
    metafile: true,
    logLevel: 'silent',
  } satisfies esbuild.BuildOptions;
  return cachedCompile({ folder: paths.cache, root: paths.root, enabled: cache }, 'css', { options, plugins: [keepRootRelativeUrls.name] }, async () => {
    const esbuild = loadEsbuild();
    let result: esbuild.BuildResult<typeof options>;
    try {
      result = await esbuild.build({ ...options, plugins: [keepRootRelativeUrls] });
    } catch (error) {
      throw fromEsbuildFailure(error, { what: 'The stylesheet could not be bundled', file, hint: 'Fix the CSS at this location.' });
    }
    return { result: result.outputFiles[0]?.text ?? '', inputs: metafileInputs(result.metafile, paths.root) };
  });
}

/** Everything autoprefixer's output depends on besides the CSS, hashed with it. */
function prefixCacheKey(css: string, paths: ProjectPaths): string {
  const hash = createHash('sha256').update(css);
  const autoprefixer = require.resolve('autoprefixer');
  for (const [name, from] of [['postcss'], ['autoprefixer'], ['browserslist', autoprefixer], ['caniuse-lite', autoprefixer]] as const) {
    hash.update(`\0${name}@${packageVersion(name, from)}`);
  }
  // browserslist reads the first config it finds from the stylesheet's folder up, and its environment variables.
  for (let folder = path.dirname(paths.styleEntry); ; folder = path.dirname(folder)) {
    for (const name of ['package.json', '.browserslistrc', 'browserslist']) {
      const candidate = path.join(folder, name);
      if (existsSync(candidate)) hash.update(`\0${candidate}\0${readFileSync(candidate, 'utf8')}`);
    }
    if (path.dirname(folder) === folder) break;
  }
  for (const [name, value] of Object.entries(process.env)) if (name.startsWith('BROWSERSLIST')) hash.update(`\0${name}=${value}`);
  return hash.digest('hex').slice(0, 24);
}

/** Root-relative `url(/images/x.svg)` points into public/ and is served as it is. */
const keepRootRelativeUrls: esbuild.Plugin = {
  name: 'keep-root-relative-urls',
  setup(build) {
    build.onResolve({ filter: /^\// }, (args) => (args.kind === 'url-token' ? { path: args.path, external: true } : undefined));
  },
};

/**
 * Prefixing runs in a worker thread started for it. browserslist keeps every config it has read
 * for the life of its thread, so a fresh one reads the browserslist config as it is now (watch
 * mode and the tests build many times in one process); and autoprefixer's browser data, the
 * slowest thing a build loads, loads there while this thread loads the pages.
 */
const PREFIX_WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const postcss = require(workerData.postcss);
const autoprefixer = require(workerData.autoprefixer);
const plugins = [autoprefixer({ env: 'production' })];
// In a promise job: a wrong browserslist throws as the result is awaited, not into a rejection.
const run = (css, from) => Promise.resolve().then(() => postcss(plugins).process(css, { from }));
// Prefixing nothing loads the browser data and reads the browserslist config now, before the
// stylesheet comes; a problem there is reported by the real run, which meets it again.
const ready = run('', workerData.from).then(() => undefined, () => undefined);
parentPort.once('message', ({ css, from }) => {
  ready
    .then(() => run(css, from))
    .then((result) => parentPort.postMessage({ css: result.css }), (error) => parentPort.postMessage({ error: String(error && error.message || error) }));
});
`;

const require = createRequire(import.meta.url);

/** Starts the prefixing worker for the stylesheet `from`; call `prefix()` once with the bundled CSS, or `stop()`. */
export function startPrefixer(from: string): { prefix(css: string, from: string): Promise<string>; stop(): void } {
  // Loaded only when the prefixed stylesheet is not in the cache.
  const { Worker } = require('node:worker_threads') as typeof import('node:worker_threads');
  const worker = new Worker(PREFIX_WORKER, { eval: true, workerData: { postcss: require.resolve('postcss'), autoprefixer: require.resolve('autoprefixer'), from } });
  worker.unref();
  const reply = new Promise<{ css?: string; error?: string }>((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });
  // A worker stopped before it was asked (the stylesheet could not be bundled) leaves its failure unread.
  reply.catch(() => undefined);
  return {
    async prefix(css, from) {
      worker.postMessage({ css, from });
      const answer = await reply.finally(() => void worker.terminate());
      if (answer.error !== undefined) throw new Error(answer.error);
      return answer.css ?? '';
    },
    stop: () => void worker.terminate(),
  };
}

async function addPrefixes(css: string, paths: ProjectPaths, prefixer: ReturnType<typeof startPrefixer>): Promise<string> {
  try {
    return await prefixer.prefix(css, paths.styleEntry);
  } catch (error) {
    throw new SiteError(`PostCSS failed: ${errorText(error)}`, {
      file: relativeToRoot(paths, paths.styleEntry),
      cause: error,
      hint: 'Check the CSS syntax and the browserslist in package.json.',
    });
  }
}
