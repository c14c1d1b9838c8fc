/**
 * The compile of the site's code (load-pages.ts): esbuild's options, the compile, the bundle file
 * named by a hash of its code, and which project files each entry reaches.
 */
import type * as esbuild from 'esbuild';
import path from 'node:path';
import type { ProjectPaths } from '../config';
import { fromEsbuildFailure } from '../diagnostics';
import { hashOf, writeFileAtomic } from './cache';
import { loadEsbuild, projectInputOptions } from './commonjs-packages';

/** A compiled bundle: it exports the config as `config` and each page as `page<index>`. */
export interface PageBundle {
  file: string;
  /** The absolute source files each entry is built from: `config`, `page0`, `page1`… */
  sources: Record<string, string[]>;
}

export const SITE_ENTRY = 'site-entry.ts';

/** The entry module of a page bundle: it exports each entry's namespace under its name. */
export const entryModule = (entries: Record<string, string>): string =>
  Object.entries(entries)
    .map(([name, file]) => `export * as ${name} from ${JSON.stringify(file)};`)
    .join('\n');

/** Compiles with esbuild; a failure names the file and line. */
export async function compile(
  options: ReturnType<typeof bundleOptions> & { plugins?: esbuild.Plugin[] },
): Promise<esbuild.BuildResult<{ metafile: true; write: false }>> {
  try {
    return await loadEsbuild().build(options);
  } catch (error) {
    throw fromEsbuildFailure(error, {
      file: SITE_ENTRY,
      hint: 'Fix the code at this location; the page could not be compiled.',
    });
  }
}

/** Writes a compiled bundle under a hash of its code (even when a file of that name exists: a damaged copy must not survive a compile). */
export async function writeBundle(folder: string, prefix: string, code: string): Promise<string> {
  const file = path.join(folder, `${prefix}-${hashOf(code).slice(0, 16)}.cjs`);
  await writeFileAtomic(file, code);
  return file;
}

/** esbuild's options for a bundle of the site's code: one CommonJS module whose entry is `contents`, with an inline source map. */
export function bundleOptions(paths: ProjectPaths, contents: string, folder: string) {
  return {
    metafile: true,
    write: false,
    ...projectInputOptions(paths.root),
    stdin: {
      contents,
      resolveDir: paths.root,
      sourcefile: SITE_ENTRY,
      loader: 'ts',
    },
    outfile: path.join(folder, 'site.cjs'),
    bundle: true,
    format: 'cjs',
    platform: 'node',
    target: 'node20',
    packages: 'external',
    jsx: 'automatic',
    logLevel: 'silent',
    define: { 'process.env.NODE_ENV': '"production"' },
    // A component that throws is reported with its own file and line (throwSite in diagnostics.ts reads the stack).
    sourcemap: 'inline',
    sourcesContent: false,
    // Less for Node to read and parse at every build (the real site's bundle 0.84 -> 0.55 MB):
    // Telugu and Hindi text as UTF-8 rather than \u escapes, no indentation, simpler syntax. Names
    // are kept, and stack traces still name the source lines through the map.
    charset: 'utf8',
    minifyWhitespace: true,
    minifySyntax: true,
  } satisfies esbuild.BuildOptions;
}

/** Every project file each entry reaches through its imports, from esbuild's import graph. */
export function entrySources(
  paths: ProjectPaths,
  entries: Record<string, string>,
  graph: esbuild.Metafile['inputs'],
): Record<string, string[]> {
  const inputFor = (file: string) => path.relative(paths.root, file).split(path.sep).join('/');
  const reach = (start: string): string[] => {
    const seen = new Set<string>();
    for (const stack = [start]; stack.length > 0; ) {
      const input = stack.pop()!;
      if (seen.has(input) || !graph[input]) continue;
      seen.add(input);
      for (const imported of graph[input]!.imports)
        if (!imported.external) stack.push(imported.path);
    }
    return [...seen].map((input) => path.resolve(paths.root, input));
  };
  return Object.fromEntries(
    Object.entries(entries).map(([name, file]) => [name, reach(inputFor(file))]),
  );
}
