/**
 * Bundles every page and `content/config.ts` with esbuild in one pass and imports the result.
 *
 * One bundle with shared chunks means each content module is evaluated once, and no file is
 * transpiled twice. Bare imports stay external so pages share the generator's React.
 */
import * as esbuild from 'esbuild';
import { existsSync } from 'node:fs';
import { rm, rmdir } from 'node:fs/promises';
import path from 'node:path';
import { relativeToRoot, type ProjectPaths } from '../config';
import type { CollectionSchema, ContentConfigModule, PageModule, SiteConfig } from '../contract';
import { SiteError, type Diagnostic } from '../diagnostics';
import type { PageFile } from './find-pages';
import { BUNDLE_FILE, forgetBundle, importBundle, type PageBundle } from './page-bundle';
import { stringRendererFile } from './react-renderer';

export type { PageBundle } from './page-bundle';

export interface LoadedPage extends PageFile {
  module: PageModule;
}

export interface LoadedProject {
  pages: LoadedPage[];
  config: ContentConfigModule;
  /** The compiled bundle, for worker threads to import the same modules. Remove it with `dispose()`. */
  bundle: PageBundle;
  dispose(): Promise<void>;
}

let runCounter = 0;

/** Phase: compiles and imports all page modules and the site config, then checks their exports. */
export async function loadPages(paths: ProjectPaths, pageFiles: PageFile[]): Promise<LoadedProject> {
  if (!existsSync(paths.contentConfig)) {
    throw new SiteError('The site config is missing.', {
      file: relativeToRoot(paths, paths.contentConfig),
      hint: 'Create content/config.ts exporting `site` with at least `url`, `lang` and `name`.',
    });
  }
  const entries: Record<string, string> = { config: paths.contentConfig };
  pageFiles.forEach((page, index) => (entries[`page${index}`] = page.file));

  const outdir = path.join(paths.cache, `run-${process.pid}-${++runCounter}`);
  const bundled: PageBundle = { outdir, pageCount: pageFiles.length, sources: {} };
  // The project's cache folder goes too once no build of it is running.
  const dispose = () => {
    forgetBundle(bundled);
    return rm(outdir, { recursive: true, force: true }).then(() => rmdir(paths.cache).catch(() => undefined));
  };
  try {
    bundled.sources = await bundle(paths, entries, outdir);
    const { config: configModule, pages: pageModules } = importBundle(bundled);
    const config = checkConfig(paths, configModule as Partial<ContentConfigModule>);
    const problems: Diagnostic[] = [];
    const pages = pageFiles.map((page, index) => {
      problems.push(...checkPageModule(page, pageModules[index] as Partial<PageModule>));
      return { ...page, module: pageModules[index] as PageModule };
    });
    if (problems.length > 0) throw SiteError.fromList(problems);
    return { pages, config, bundle: bundled, dispose };
  } catch (error) {
    await dispose();
    throw error;
  }
}

/**
 * Compiles the entries into one module that exports each as a namespace (one file loads faster
 * than an entry per page with shared chunks); returns the source files each entry is built from.
 */
async function bundle(paths: ProjectPaths, entries: Record<string, string>, outdir: string): Promise<Record<string, string[]>> {
  let metafile: esbuild.Metafile;
  try {
    ({ metafile } = await esbuild.build({
      metafile: true,
      absWorkingDir: paths.root,
      stdin: {
        contents: Object.entries(entries).map(([name, file]) => `export * as ${name} from ${JSON.stringify(file)};`).join('\n'),
        resolveDir: paths.root,
        sourcefile: 'site-entry.ts',
        loader: 'ts',
      },
      outfile: path.join(outdir, BUNDLE_FILE),
      bundle: true,
      format: 'cjs',
      platform: 'node',
      target: 'node20',
      packages: 'external',
      jsx: 'automatic',
      logLevel: 'silent',
      define: { 'process.env.NODE_ENV': '"production"' },
      plugins: [stringRendererOnly],
    }));
  } catch (error) {
    const failure = error as esbuild.BuildFailure;
    if (!Array.isArray(failure.errors)) throw error;
    throw SiteError.fromList(failure.errors.map(toDiagnostic));
  }
  // Every project file an entry reaches through its imports, from esbuild's import graph.
  const reach = (start: string): string[] => {
    const seen = new Set<string>();
    for (const stack = [start]; stack.length > 0; ) {
      const input = stack.pop()!;
      if (seen.has(input) || !metafile.inputs[input]) continue;
      seen.add(input);
      for (const imported of metafile.inputs[input]!.imports) if (!imported.external) stack.push(imported.path);
    }
    return [...seen].map((input) => path.resolve(paths.root, input));
  };
  const inputFor = (file: string) => path.relative(paths.root, file).split(path.sep).join('/');
  return Object.fromEntries(Object.entries(entries).map(([name, file]) => [name, reach(inputFor(file))]));
}

/** Components that render markup themselves get the string renderer the build already loaded (react-renderer.ts). */
const stringRendererOnly: esbuild.Plugin = {
  name: 'react-dom-server-string-renderer',
  setup(build) {
    build.onResolve({ filter: /^react-dom\/server$/ }, () => ({ path: stringRendererFile(), external: true }));
  },
};

function toDiagnostic(message: esbuild.Message): Diagnostic {
  const location = message.location;
  return {
    message: `${message.text}.`.replace(/\.\.$/, '.'),
    ...(location && { file: location.file, line: location.line, column: location.column + 1 }),
    hint: 'Fix the code at this location; the page could not be compiled.',
  };
}

function checkConfig(paths: ProjectPaths, module: Partial<ContentConfigModule>): ContentConfigModule {
  const file = relativeToRoot(paths, paths.contentConfig);
  const site = module.site as Partial<SiteConfig> | undefined;
  const problems: Diagnostic[] = [];
  if (!site || typeof site !== 'object') {
    problems.push({ message: '`site` is not exported.', file, field: 'site', hint: 'Export `site` with `url`, `lang` and `name`.' });
  } else {
    for (const key of ['url', 'lang', 'name'] as const) {
      if (typeof site[key] !== 'string' || site[key].trim() === '') {
        problems.push({ message: `site.${key} is missing or empty.`, file, field: `site.${key}`, hint: 'Give it a non-empty string.' });
      }
    }
  }
  const collections = (module.collections ?? {}) as Record<string, { schema?: Partial<CollectionSchema> } | undefined>;
  for (const [name, collection] of Object.entries(collections)) {
    if (typeof collection?.schema?.['~standard']?.validate !== 'function') {
      problems.push({
        message: `The collection "${name}" has no schema that can validate its front matter.`,
        file,
        field: `collections.${name}.schema`,
        hint: 'Give it a Standard Schema, such as a valibot or zod object schema listing the front-matter fields.',
      });
    }
  }
  if (problems.length > 0) throw SiteError.fromList(problems);
  return module as ContentConfigModule;
}

function checkPageModule(page: PageFile, module: Partial<PageModule>): Diagnostic[] {
  const file = page.relativeFile;
  const problems: Diagnostic[] = [];
  if (typeof module.default !== 'function') {
    problems.push({
      message: 'The page has no default-exported component.',
      file,
      field: 'default',
      hint: 'Add `export default function Page() { … }`.',
    });
  }
  if (module.meta === undefined) {
    problems.push({
      message: '`meta` is not exported.',
      file,
      field: 'meta',
      hint: "Add `export const meta = { title: '…', description: '…' }`.",
    });
  }
  if (page.params.length > 0 && typeof module.paths !== 'function') {
    problems.push({
      message: `The page has the dynamic segment [${page.params.join('], [')}] but exports no paths().`,
      file,
      field: 'paths',
      hint: 'Export `paths()` returning one `{ params }` object per page to build.',
    });
  }
  return problems;
}
