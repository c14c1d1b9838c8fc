/**
 * Bundles every page and `content/config.ts` with esbuild in one pass and loads the result.
 *
 * One bundle means each content module is evaluated once, and no file is transpiled twice.
 * Bare imports stay external so pages share the generator's React.
 */
import { createRequire } from 'node:module';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { GENERATOR_MODULES, relativeToRoot, type ProjectPaths } from '../config';
import type {
  BuildSettings,
  CollectionSchema,
  ContentConfigModule,
  PageModule,
  SiteConfig,
} from '../contract';
import { errorText, SiteError, throwSite, type Diagnostic } from '../diagnostics';
import { checkI18n } from './check-i18n';
import { makeModuleFolder } from './cache';
import type { PageFile } from './find-pages';
import { checkCollectionOptions } from './collection-options';
import {
  bundleOptions,
  compile,
  entryModule,
  entrySources,
  writeBundle,
  type PageBundle,
} from './page-bundle';

/**
 * The compiled bundle is CommonJS and loaded with `require`: its imports of React and other
 * packages are then plain `require` calls too, which skip the export scanning Node does for
 * every CommonJS module an ES module imports.
 */
const require = createRequire(import.meta.url);

export interface LoadedPage extends PageFile {
  module: PageModule;
}

export interface LoadedProject {
  pages: LoadedPage[];
  config: ContentConfigModule;
  /** The compiled bundle, with the source files of each page (watch mode reads them). Remove it with `dispose()`. */
  bundle: PageBundle;
  dispose(): Promise<void>;
}

/** Phase: compiles and imports all page modules and the site config, then checks their exports. */
export async function loadPages(
  paths: ProjectPaths,
  pageFiles: PageFile[],
): Promise<LoadedProject> {
  if (!existsSync(paths.contentConfig)) {
    throw new SiteError('The site config is missing.', {
      file: relativeToRoot(paths, paths.contentConfig),
      hint: 'Create content/config.ts exporting `site` with at least `url`, `lang` and `name`.',
    });
  }
  const entries: Record<string, string> = { config: paths.contentConfig };
  pageFiles.forEach((page, index) => (entries[`page${index}`] = page.file));
  const { remove, ...bundled } = await bundle(paths, entries);
  // Drops the bundle from the module cache (its modules live on while pages still use them).
  const dispose = async () => {
    delete require.cache[bundled.file];
    await remove();
  };
  try {
    // Stack traces then name the source files of the pages and components, through the bundle's source map.
    process.setSourceMapsEnabled(true);
    const bundleModule = loadBundle(paths, bundled.file);
    const config = checkConfig(paths, bundleModule.config as Partial<ContentConfigModule>);
    const problems: Diagnostic[] = [];
    const pages = pageFiles.map((page, index) => {
      const pageModule = bundleModule[`page${index}`] as PageModule;
      problems.push(...checkPageModule(page, pageModule));
      return { ...page, module: pageModule };
    });
    if (problems.length > 0) throw SiteError.fromList(problems);
    return { pages, config, bundle: bundled, dispose };
  } catch (error) {
    await dispose();
    throw error;
  }
}

/**
 * Runs the compiled bundle: the top-level code of every page, of content/config.ts and of what
 * they import. Code that throws there is the site's (a page that throws, a package that is not
 * installed): the error names the file and line the stack points to, through the source map.
 */
function loadBundle(paths: ProjectPaths, file: string): Record<string, unknown> {
  try {
    return require(file) as Record<string, unknown>;
  } catch (error) {
    const root = paths.root.endsWith(path.sep) ? paths.root : paths.root + path.sep;
    const at = throwSite(error, root);
    const [where, line] = at
      ? [at.split(':')[0]!, Number(at.split(':')[1])]
      : [undefined, undefined];
    throw new SiteError(
      `${where ?? 'A page or content/config.ts'} threw while it was loaded${at ? ` (at ${at})` : ''}: ${errorText(error)}`,
      {
        ...(where && { file: where, line }),
        cause: error,
        hint: 'Fix the code that runs when the module is loaded (outside any function): the build loads every page, content/config.ts and what they import before it renders anything.',
      },
    );
  }
}

/**
 * Compiles the entries into one module that exports each as a namespace (one file loads faster
 * than an entry per page with shared chunks), into a temporary folder; returns its file, the
 * source files each entry is built from, and what removes the folder.
 */
async function bundle(
  paths: ProjectPaths,
  entries: Record<string, string>,
): Promise<PageBundle & { remove: () => Promise<void> }> {
  const temporary = await makeModuleFolder(GENERATOR_MODULES);
  try {
    const options = bundleOptions(paths, entryModule(entries), temporary.folder);
    const result = await compile(options);
    const file = await writeBundle(temporary.folder, 'pages', result.outputFiles[0]?.text ?? '');
    const sources = entrySources(paths, entries, result.metafile.inputs);
    return { file, sources, remove: temporary.remove };
  } catch (error) {
    await temporary.remove();
    throw error;
  }
}

function checkConfig(
  paths: ProjectPaths,
  module: Partial<ContentConfigModule>,
): ContentConfigModule {
  const file = relativeToRoot(paths, paths.contentConfig);
  const site = module.site as Partial<SiteConfig> | undefined;
  const problems: Diagnostic[] = [];
  if (!site || typeof site !== 'object') {
    problems.push({
      message: '`site` is not exported.',
      file,
      field: 'site',
      hint: 'Export `site` with `url`, `lang` and `name`.',
    });
  } else {
    for (const key of ['url', 'lang', 'name'] as const) {
      if (typeof site[key] !== 'string' || site[key].trim() === '') {
        problems.push({
          message: `site.${key} is missing or empty.`,
          file,
          field: `site.${key}`,
          hint: 'Give it a non-empty string.',
        });
      }
    }
  }
  const collections = (module.collections ?? {}) as Record<
    string,
    { schema?: Partial<CollectionSchema> } | undefined
  >;
  for (const [name, collection] of Object.entries(collections)) {
    if (typeof collection?.schema?.['~standard']?.validate !== 'function') {
      problems.push({
        message: `The collection "${name}" has no schema that can validate its front matter.`,
        file,
        field: `collections.${name}.schema`,
        hint: 'Give it a Standard Schema, such as a valibot or zod object schema listing the front-matter fields.',
      });
    }
    if (collection) problems.push(...checkCollectionOptions(name, collection, file));
  }
  problems.push(...checkBuildSettings(file, module.build), ...checkI18n(file, module.i18n));
  if (problems.length > 0) throw SiteError.fromList(problems);
  return module as ContentConfigModule;
}

function checkBuildSettings(file: string, settings: BuildSettings | undefined): Diagnostic[] {
  const wrong = (field: string, hint: string): Diagnostic => ({
    message: `build.${field} is not valid.`,
    file,
    field: `build.${field}`,
    hint,
  });
  const problems: Diagnostic[] = [];
  if (settings?.clientEntry !== undefined && typeof settings.clientEntry !== 'string')
    problems.push(
      wrong(
        'clientEntry',
        "Give the script's path relative to the project root, such as src/client/main.ts.",
      ),
    );
  if (settings !== undefined && 'watch' in settings)
    problems.push({
      message:
        'build.watch is no longer read: site serve watches every file the site is built from.',
      file,
      field: 'build.watch',
      hint: 'Remove build.watch from content/config.ts.',
    });
  for (const [name, bytes] of Object.entries(settings?.budgets ?? {})) {
    if (typeof bytes !== 'number' || !(bytes > 0))
      problems.push(wrong(`budgets.${name}`, 'Give a number of bytes greater than 0.'));
  }
  return problems;
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
