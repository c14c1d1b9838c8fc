/** Reads the built site once, for every rule to share: its pages, parsed, and its build record. */
import { selectAll } from 'css-select';
import type { AnyNode, Element } from 'domhandler';
import fg from 'fast-glob';
import { parseDocument } from 'htmlparser2';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { readBuildRecord } from '../build-record';
import { DEFAULT_OUT_DIR, relativeToRoot, resolvePaths } from '../config';
import { SiteError } from '../diagnostics';
import type { CheckOptions } from './index';

/** The built site as every rule reads it: `record` is what the last build into the folder recorded, if this project built it. */
export type Site = Awaited<ReturnType<typeof loadSite>>;
export type BuiltPage = Site['pages'][number];

export async function loadSite(options: CheckOptions) {
  const paths = resolvePaths(options.root ?? process.cwd());
  const distDir = path.resolve(paths.root, options.distDir ?? DEFAULT_OUT_DIR);
  const displayDir = relativeToRoot(paths, distDir) || '.';
  if (!existsSync(path.join(distDir, 'index.html'))) {
    throw new SiteError(`${displayDir}/index.html does not exist.`, {
      field: '--out',
      hint: 'Run `site build` first, or pass --out with the built folder.',
    });
  }
  const pages = (await fg('**/*.html', { cwd: distDir })).sort().map((file) => {
    const html = readFileSync(path.join(distDir, file), 'utf8');
    return {
      /** Path relative to the output folder, e.g. `about.html`; `displayFile` as messages show it. */
      file,
      displayFile: `${displayDir}/${file}`,
      /** The URL path the page is served at: `index.html` is `/`, `te/index.html` `/te/`, `about.html` `/about`. */
      route: `/${file.replace(/(^|\/)index\.html$/, '$1').replace(/\.html$/, '')}`,
      html,
      document: parseDocument(html),
    };
  });
  const record = await readBuildRecord(paths, distDir);
  return { root: paths.root, distDir, displayDir, pages, record };
}

/** A URL of the site itself, by its path (`/about`), not another site's (`//cdn.example/x`, `https://…`). */
export const isLocalUrl = (url: string | undefined): url is string =>
  url?.startsWith('/') === true && !url.startsWith('//');

/** The site's own URLs in the page: of each element matching `selector`, the first of `attributes` it has. */
export function localUrls(page: BuiltPage, selector: string, ...attributes: string[]): string[] {
  return select(selector, page.document)
    .map(({ attribs }) =>
      attributes.map((name) => attribs[name]).find((value) => value !== undefined),
    )
    .filter(isLocalUrl);
}

export const select = (selector: string, root: AnyNode) =>
  selectAll<AnyNode, Element>(selector, root);
