/**
 * A page's own browser script: a page module may export `script`, the path of a browser module
 * relative to the page file. Each is bundled like the shared client script (minified, one
 * content-hashed file under assets/) and loaded, deferred, by that page alone, so a script
 * only one page needs is not sent to every visitor.
 */
import { statSync } from 'node:fs';
import path from 'node:path';
import { relativeToRoot, type ProjectPaths } from '../config';
import { SiteError, type Diagnostic } from '../diagnostics';
import { bundleBrowserScript } from './bundle-client';
import type { LoadedPage } from './load-pages';
import { settleAll } from './load-project';

/**
 * Phase: bundles the script each page declares (`files`: one per script file however many
 * pages load it) and gives each such page its URL (`srcByPage`, by the page's relative file).
 * Every problem is reported in one pass.
 */
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
      bundleBrowserScript(paths, entry, {
        name: path.basename(entry).replace(/\.[^.]+$/, ''),
        what: "A page's script could not be bundled",
      }),
    ),
  );
  const srcByPage: Record<string, string> = {};
  [...entries.values()].forEach((pageFiles, index) =>
    pageFiles.forEach((pageFile) => (srcByPage[pageFile] = `/${files[index]!.path}`)),
  );
  return { files, srcByPage };
}
