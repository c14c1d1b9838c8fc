/**
 * Watch mode's page bundle, in two: the code the pages import from outside pages/
 * (content/config.ts, content/, the components, `#site`) in a library bundle that stays loaded
 * between runs, and the pages themselves in a small bundle that takes its modules from the
 * library. A save of a page file then compiles 23 files instead of 121 and loads 76 KB instead of
 * 559 KB, and the components and content keep their modules (and V8's compiled code); a save of
 * a file of the library compiles both. `site build` compiles one bundle (load-pages.ts).
 */
import type * as esbuild from 'esbuild';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { ProjectPaths } from '../config';
import {
  bundleInputs,
  bundleOptions,
  compile,
  entryModule,
  entrySources,
  LIBRARY_NAMESPACE as LIBRARY,
  removeStaleBundles,
  SITE_ENTRY,
  writeBundle,
  type PageBundle,
} from './page-bundle';

const require = createRequire(import.meta.url);

interface PageLibrary {
  file: string;
  /** The modules it gives the pages, by the path the pages name them with, as loaded (namespace objects). */
  modules: Record<string, object>;
  /** Every file it was compiled from, by absolute path. */
  inputs: Set<string>;
  graph: esbuild.Metafile['inputs'];
}

/** What watch mode keeps between runs: the library and the pages compiled last, or that the site cannot be split. */
export interface LibraryState {
  current?: PageLibrary;
  pages?: { bundle: PageBundle; inputs: Set<string>; entries: string; wanted: Set<string> };
  unsplittable?: boolean;
}

/**
 * Compiles the pages against the library, compiling the library again first when a file of it
 * changed (or the changes are unknown) or a page imports a module it does not give. Undefined
 * when a module would be in both bundles (the library would hold a file under pages/, or the
 * pages one outside it): the site is then compiled as one bundle, as `site build` does.
 */
export async function bundleWithLibrary(
  paths: ProjectPaths,
  entries: Record<string, string>,
  state: LibraryState,
  changed: Set<string> | undefined,
): Promise<PageBundle | undefined> {
  if (state.unsplittable) return undefined;
  const folder = path.join(paths.cache, 'compile');
  const kept = state.current;
  let library =
    kept && changed && ![...changed].some((file) => kept.inputs.has(file)) ? kept : undefined;
  const last = state.pages;
  const entryList = JSON.stringify(entries);
  const samePages =
    last &&
    changed &&
    last.entries === entryList &&
    ![...changed].some((file) => last.inputs.has(file));
  if (library && samePages) return last.bundle;
  // Unchanged pages import what they imported last time: no compile is needed to find it.
  let pages =
    library || !samePages ? await compilePages(paths, entries, folder, library) : undefined;
  const wanted = pages?.wanted ?? last!.wanted;
  if (!library || !pages || [...wanted].some((key) => !(key in library!.modules))) {
    // A library that does not compile (an import of a file that is not there) or throws as it
    // loads is reported by the one-bundle compile and load, with the page's file and line.
    const compiled = await compileLibrary(paths, folder, wanted).catch(() => undefined);
    if (compiled === null) state.unsplittable = true;
    if (!compiled) return undefined;
    library = compiled;
    pages = await compilePages(paths, entries, folder, library);
  }
  const inputs = bundleInputs(pages.graph, paths.root);
  // A file outside pages/ that esbuild bundled with the pages (through a tsconfig path alias, say) would be a second copy of a library module.
  if (inputs.some((file) => !file.startsWith(paths.pages + path.sep))) state.unsplittable = true;
  if (state.unsplittable) return undefined;
  // The pages compiled last still hold the old library's modules; the next ones load the new library.
  if (kept && kept.file !== library.file) delete require.cache[kept.file];
  state.current = library;
  const file = await writeBundle(folder, 'pages', pages.code);
  await removeStaleBundles(folder, [file, library.file]);
  // The library's entry imports each module by the key the pages use: what it resolved that key to is the module's file.
  const resolved = new Map(
    (library.graph[SITE_ENTRY]?.imports ?? []).map((imported) => [
      imported.original,
      imported.path,
    ]),
  );
  const bundle = {
    file,
    sources: entrySources(paths, entries, { ...library.graph, ...pages.graph }, (key) =>
      resolved.get(key),
    ),
  };
  state.pages = { bundle, inputs: new Set(inputs), entries: entryList, wanted: pages.wanted };
  return bundle;
}

/** The pages' bundle: each import of a module outside pages/ becomes the library's module of that file. */
async function compilePages(
  paths: ProjectPaths,
  entries: Record<string, string>,
  folder: string,
  library: PageLibrary | undefined,
) {
  const wanted = new Set<string>();
  const result = await compile({
    ...bundleOptions(paths, entryModule(entries), folder),
    plugins: [fromLibrary(paths.pages, library, wanted)],
  });
  return { code: result.outputFiles[0]?.text ?? '', graph: result.metafile.inputs, wanted };
}

function fromLibrary(
  pagesFolder: string,
  library: PageLibrary | undefined,
  wanted: Set<string>,
): esbuild.Plugin {
  return {
    name: LIBRARY,
    setup(build) {
      // A path that leaves the importer's folder, or a `#` import, may name a module outside pages/:
      // one of the library, which resolves it when it compiles (two spellings of one file are one
      // module there). Packages and `./` paths stay esbuild's, without a call into this thread.
      build.onResolve({ filter: /^(\.\.\/|\/|#)/ }, ({ path: specifier, resolveDir }) => {
        if (specifier === library?.file) return { path: specifier, external: true };
        const key = specifier.startsWith('#') ? specifier : path.resolve(resolveDir, specifier);
        if (key.startsWith(pagesFolder + path.sep)) return undefined;
        wanted.add(key);
        return { path: key, namespace: LIBRARY };
      });
      // The library's module, exported under its names (their values as the module left them once
      // loaded). One the library does not give yet is empty: this compile only finds what to give.
      build.onLoad({ filter: /.*/, namespace: LIBRARY }, ({ path: key }) => {
        const module = library?.modules[key];
        if (!library || !module) return { contents: 'module.exports = {};', loader: 'js' };
        const names = Object.keys(module);
        const lines = names.map((name, index) => `const _${index} = m[${JSON.stringify(name)}];`);
        return {
          contents: [
            `const m = require(${JSON.stringify(library.file)}).modules[${JSON.stringify(key)}];`,
            ...lines,
            `export { ${names.map((name, index) => `_${index} as ${JSON.stringify(name)}`).join(', ')} };`,
          ].join('\n'),
          loader: 'js',
        };
      });
    },
  };
}

/** The library, compiled and loaded; null when it would hold a file under pages/. */
async function compileLibrary(
  paths: ProjectPaths,
  folder: string,
  keys: Set<string>,
): Promise<PageLibrary | null> {
  const list = [...keys].sort();
  const contents = [
    ...list.map((key, index) => `import * as m${index} from ${JSON.stringify(key)};`),
    `export const modules = { ${list.map((key, index) => `${JSON.stringify(key)}: m${index}`).join(', ')} };`,
  ].join('\n');
  const result = await compile(bundleOptions(paths, contents, folder));
  const inputs = bundleInputs(result.metafile.inputs, paths.root);
  if (inputs.some((file) => file.startsWith(paths.pages + path.sep))) return null;
  const file = await writeBundle(folder, LIBRARY, result.outputFiles[0]?.text ?? '');
  const { modules } = require(file) as { modules: Record<string, object> };
  return { file, modules, inputs: new Set(inputs), graph: result.metafile.inputs };
}
