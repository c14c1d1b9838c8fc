/**
 * Builds the stylesheet: `styles/main.css` with its `@import`s bundled by esbuild,
 * vendor prefixes added by PostCSS + autoprefixer for the browserslist in package.json,
 * then minified.
 */
import * as esbuild from 'esbuild';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import { relativeToRoot, type ProjectPaths } from '../config';
import { SiteError } from '../diagnostics';
import { hashAssetPath, type OutputFile } from './hash-asset';

/** Phase: returns the stylesheet as an output file, or undefined when the site has none. */
export async function processCss(paths: ProjectPaths): Promise<OutputFile | undefined> {
  if (!existsSync(paths.styleEntry)) return undefined;
  const prefixer = startPrefixer();
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
    void prefixer.prefix('', paths.styleEntry).catch(() => undefined);
    const first = (error as esbuild.BuildFailure).errors?.[0];
    throw new SiteError(`The stylesheet could not be bundled: ${first?.text ?? String(error)}.`, {
      file: first?.location?.file ?? file,
      ...(first?.location && { line: first.location.line, column: first.location.column + 1 }),
      cause: error,
      hint: 'Fix the CSS at this location.',
    });
  }
  const contents = (await addPrefixes(bundled, paths, prefixer)).trim();
  return { path: hashAssetPath('main', 'css', contents), contents };
}

/** Root-relative `url(/images/x.svg)` points into public/ and is served as it is. */
const keepRootRelativeUrls: esbuild.Plugin = {
  name: 'keep-root-relative-urls',
  setup(build) {
    build.onResolve({ filter: /^\// }, (args) => (args.kind === 'url-token' ? { path: args.path, external: true } : undefined));
  },
};

/**
 * autoprefixer's browser database is the slowest thing a build loads, so prefixing runs in a
 * worker thread on the other core: it starts loading when the build starts, while the main
 * thread bundles and renders pages.
 */
const PREFIX_WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const postcss = require(workerData.postcss);
const autoprefixer = require(workerData.autoprefixer);
parentPort.once('message', ({ css, from }) => {
  postcss([autoprefixer({ env: 'production' })])
    .process(css, { from })
    .then((result) => parentPort.postMessage({ css: result.css }), (error) => parentPort.postMessage({ error: String(error && error.message || error) }));
});
`;

const require = createRequire(import.meta.url);

/** Starts the prefixing worker; call `prefix()` once with the bundled CSS. */
export function startPrefixer(): { prefix(css: string, from: string): Promise<string> } {
  const worker = new Worker(PREFIX_WORKER, { eval: true, workerData: { postcss: require.resolve('postcss'), autoprefixer: require.resolve('autoprefixer') } });
  worker.unref();
  const reply = new Promise<{ css?: string; error?: string }>((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });
  return {
    async prefix(css, from) {
      worker.postMessage({ css, from });
      const answer = await reply.finally(() => void worker.terminate());
      if (answer.error !== undefined) throw new Error(answer.error);
      return answer.css ?? '';
    },
  };
}

async function addPrefixes(css: string, paths: ProjectPaths, prefixer: ReturnType<typeof startPrefixer>): Promise<string> {
  try {
    return await prefixer.prefix(css, paths.styleEntry);
  } catch (error) {
    throw new SiteError(`PostCSS failed: ${error instanceof Error ? error.message : String(error)}`, {
      file: relativeToRoot(paths, paths.styleEntry),
      cause: error,
      hint: 'Check the CSS syntax and the browserslist in package.json.',
    });
  }
}
