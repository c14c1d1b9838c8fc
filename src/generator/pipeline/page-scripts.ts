/**
 * A page's own browser script (`script` of a page module, relative to the page file): bundled
 * like the shared one and loaded by that page alone, so it is not sent to every visitor.
 */
import { statSync } from 'node:fs';
import path from 'node:path';
import { relativeToRoot, type ProjectPaths } from '../config';
import { SiteError, type Diagnostic } from '../diagnostics';
import { bundleBrowserScript } from './bundle-client';
import type { LoadedPage } from './load-pages';
import { settleAll } from './load-project';

/** Phase: each script file once however many pages load it (`files`), and each page's URL of it (`srcByPage`). */
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
