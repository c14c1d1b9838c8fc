/**
 * Bundles every page and `content/config.ts` with esbuild in one pass (each module evaluated
 * once) and loads the result. Bare imports stay external so pages share the generator's React.
 */
import type { Metafile } from 'esbuild';
import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { GENERATOR_MODULES, type ProjectPaths } from '../config';
import type { ContentConfigModule, PageModule } from '../contract';
import { errorText, SiteError, throwSite, type Diagnostic } from '../diagnostics';
import { runEsbuild } from './bundle-client';
import { makeModuleFolder } from './cache';
import { checkI18n } from './check-i18n';
import { checkCollectionOptions } from './collection-options';
import type { PageFile } from './find-pages';

/** The bundle is CommonJS, loaded with `require`: its package imports then skip Node's export scan. */
const require = createRequire(import.meta.url);

export type LoadedPage = PageFile & { module: PageModule };

/** The pages and config loaded, and the compiled bundle with its source files (site serve reads them). Remove it with `dispose()`. */
export type LoadedProject = Awaited<ReturnType<typeof loadPages>>;

export async function loadPages(paths: ProjectPaths, pageFiles: PageFile[]) {
  if (!existsSync(paths.contentConfig)) {
    throw new SiteError('The site config is missing.', {
      file: FILE,
      hint: 'Create content/config.ts exporting `site` with at least `url`, `lang` and `name`.',
    });
  }
  const temporary = await makeModuleFolder(GENERATOR_MODULES);
  const file = path.join(temporary.folder, 'site.cjs');
  // Drops the bundle from the module cache (its modules live on while pages still use them).
  const dispose = async () => {
    delete require.cache[file];
    await temporary.remove();
  };
  try {
    const bundle = await compileBundle(paths, pageFiles, file);
    // Stack traces then name the source files of the pages and components, through the bundle's source map.
    process.setSourceMapsEnabled(true);
    const bundleModule = loadBundle(paths, file);
    const config = bundleModule.config as ContentConfigModule;
    const pages = pageFiles.map((page, index) => ({
      ...page,
      module: bundleModule[`page${index}`] as PageModule,
    }));
    const problems = [...configProblems(config), ...pages.flatMap(checkPageModule)];
    if (problems.length > 0) throw SiteError.fromList(problems);
    return { pages, config, bundle, dispose };
  } catch (error) {
    await dispose();
    throw error;
  }
}

/** content/config.ts and the pages as one CommonJS module (faster to load than an entry per page). */
async function compileBundle(paths: ProjectPaths, pageFiles: PageFile[], file: string) {
  const contents = [
    `export * as config from ${JSON.stringify(paths.contentConfig)};`,
    ...pageFiles.map(
      (page, index) => `export * as page${index} from ${JSON.stringify(page.file)};`,
    ),
  ].join('\n');
  const { text, graph, inputs } = await runEsbuild(
    paths,
    {
      stdin: { contents, resolveDir: paths.root, sourcefile: 'site-entry.ts', loader: 'ts' },
      outfile: file,
      format: 'cjs',
      platform: 'node',
      target: 'node20',
      packages: 'external',
      jsx: 'automatic',
      define: { 'process.env.NODE_ENV': '"production"' },
      // A component that throws is reported with its own file and line (throwSite in diagnostics.ts reads the stack).
      sourcemap: 'inline',
      sourcesContent: false,
      // Less for Node to parse at every build (the real site's bundle 0.84 -> 0.55 MB): Telugu and
      // Hindi as UTF-8, not \u escapes; names are kept, and stack traces map to the source lines.
      charset: 'utf8',
      minifyWhitespace: true,
      minifySyntax: true,
    },
    {
      file: 'site-entry.ts',
      hint: 'Fix the code at this location; the page could not be compiled.',
    },
  );
  await writeFile(file, text);
  // The source files content/config.ts is built from, and those of the whole bundle.
  return { sources: { config: reachedFrom(paths, paths.contentConfig, graph), all: inputs } };
}

/** Every project file `start` reaches through its imports, from esbuild's import graph. */
function reachedFrom(paths: ProjectPaths, start: string, graph: Metafile['inputs']): string[] {
  // A set visits what is added to it while it is iterated.
  const seen = new Set([path.relative(paths.root, start).split(path.sep).join('/')]);
  for (const input of seen)
    for (const imported of graph[input]?.imports ?? [])
      if (!imported.external) seen.add(imported.path);
  return [...seen].map((input) => path.resolve(paths.root, input));
}

/**
 * Runs the bundle's top-level code (pages, content/config.ts, what they import). A throw there is
 * the site's (a page's, a package not installed), named by its stack's file and line.
 */
function loadBundle(paths: ProjectPaths, file: string): Record<string, unknown> {
  try {
    return require(file) as Record<string, unknown>;
  } catch (error) {
    const at = throwSite(error, path.join(paths.root, path.sep));
    const [where, line] = at ? at.split(':') : [];
    throw new SiteError(
      `${where ?? 'A page or content/config.ts'} threw while it was loaded${at ? ` (at ${at})` : ''}: ${errorText(error)}`,
      {
        ...(where && { file: where, line: Number(line) }),
        cause: error,
        hint: 'Fix the code that runs when the module is loaded (outside any function): the build loads every page, content/config.ts and what they import before it renders anything.',
      },
    );
  }
}

const FILE = 'content/config.ts';

function problem(field: string, message: string, hint: string): Diagnostic {
  return { message, file: FILE, field, hint };
}

function configProblems(module: Partial<ContentConfigModule>): Diagnostic[] {
  const problems: Diagnostic[] = [];
  const site = module.site as Record<string, unknown> | undefined;
  if (!site || typeof site !== 'object')
    problems.push(
      problem('site', '`site` is not exported.', 'Export `site` with `url`, `lang` and `name`.'),
    );
  else {
    for (const key of ['url', 'lang', 'name'] as const)
      if (typeof site[key] !== 'string' || site[key].trim() === '')
        problems.push(
          problem(`site.${key}`, `site.${key} is missing or empty.`, 'Give it a non-empty string.'),
        );
    problems.push(...formActionProblems(site.formActions));
  }
  for (const [name, collection] of Object.entries(module.collections ?? {})) {
    if (typeof collection?.schema?.['~standard']?.validate !== 'function')
      problems.push(
        problem(
          `collections.${name}.schema`,
          `The collection "${name}" has no schema that can validate its front matter.`,
          'Give it a Standard Schema, such as a valibot or zod object schema listing the front-matter fields.',
        ),
      );
    if (collection) problems.push(...checkCollectionOptions(name, collection, FILE));
  }
  const settings = module.build;
  const wrong = (field: string, hint: string) =>
    problem(`build.${field}`, `build.${field} is not valid.`, hint);
  if (settings?.clientEntry !== undefined && typeof settings.clientEntry !== 'string')
    problems.push(
      wrong(
        'clientEntry',
        "Give the script's path relative to the project root, such as src/client/main.ts.",
      ),
    );
  if (settings !== undefined && 'watch' in settings)
    problems.push(
      problem(
        'build.watch',
        'build.watch is no longer read: site serve watches every file the site is built from.',
        'Remove build.watch from content/config.ts.',
      ),
    );
  for (const [name, bytes] of Object.entries(settings?.budgets ?? {}))
    if (typeof bytes !== 'number' || !(bytes > 0))
      problems.push(wrong(`budgets.${name}`, 'Give a number of bytes greater than 0.'));
  return [...problems, ...checkI18n(FILE, module.i18n)];
}

function checkPageModule({ module, params, relativeFile: file }: LoadedPage): Diagnostic[] {
  return [
    {
      isValid: typeof module.default === 'function',
      message: 'The page has no default-exported component.',
      field: 'default',
      hint: 'Add `export default function Page() { … }`.',
    },
    {
      isValid: module.meta !== undefined,
      message: '`meta` is not exported.',
      field: 'meta',
      hint: "Add `export const meta = { title: '…', description: '…' }`.",
    },
    {
      isValid: params.length === 0 || typeof module.paths === 'function',
      message: `The page has the dynamic segment [${params.join('], [')}] but exports no paths().`,
      field: 'paths',
      hint: 'Export `paths()` returning one `{ params }` object per page to build.',
    },
  ].flatMap(({ isValid, ...problem }) => (isValid ? [] : [{ ...problem, file }]));
}

/** `site.formActions`: each a path of the site, an http(s) URL or `mailto:`, as the policy's form-action reads them. */
function formActionProblems(actions: unknown): Diagnostic[] {
  if (actions === undefined) return [];
  const hint =
    'Give each form endpoint as a path of this site (/thanks), a full http(s) URL (https://forms.example.com/send) or mailto:.';
  if (!Array.isArray(actions))
    return [problem('site.formActions', 'site.formActions is not a list.', hint)];
  return actions.flatMap((action: unknown, index) =>
    typeof action === 'string' &&
    (/^(\/(?!\/)|mailto:)/.test(action) || (/^https?:\/\//.test(action) && URL.canParse(action)))
      ? []
      : [
          problem(
            `site.formActions[${index}]`,
            `${JSON.stringify(action)} is not a form endpoint the Content-Security-Policy can allow.`,
            hint,
          ),
        ],
  );
}
