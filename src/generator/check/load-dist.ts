/**
 * Reads the built pages once, for every rule to share.
 */
import fg from 'fast-glob';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { selectAll } from 'css-select';
import type { AnyNode, Document, Element } from 'domhandler';
import { parseDocument } from 'htmlparser2';

export interface BuiltPage {
  /** Path relative to the output folder, e.g. `about.html`. */
  file: string;
  /** Path as shown in messages, e.g. `dist/about.html`. */
  displayFile: string;
  /** The URL path the page is served at. */
  route: string;
  html: string;
  /** The page as htmlparser2 reads it, for `select`. */
  document: Document;
}

export async function loadDist(distDir: string, displayDir: string): Promise<BuiltPage[]> {
  const files = (await fg('**/*.html', { cwd: distDir, onlyFiles: true })).sort();
  return Promise.all(
    files.map(async (file) => {
      const html = await readFile(path.join(distDir, file), 'utf8');
      return {
        file,
        displayFile: `${displayDir}/${file}`,
        route: toRoute(file),
        html,
        document: parseDocument(html),
      };
    }),
  );
}

/** A URL of the site itself, by its path (`/about`), not another site's (`//cdn.example/x`, `https://…`). */
export function isLocalUrl(url: string | undefined): url is string {
  return url !== undefined && url.startsWith('/') && !url.startsWith('//');
}

/** The site's own URLs in the page: of each element matching `selector`, the first of `attributes` it has. */
export function localUrls(page: BuiltPage, selector: string, ...attributes: string[]): string[] {
  return select(selector, page.document)
    .map((element) =>
      attributes.map((name) => element.attribs[name]).find((value) => value !== undefined),
    )
    .filter(isLocalUrl);
}

/** The elements under `root` (a page's document, an element) that match a CSS selector. */
export function select(selector: string, root: AnyNode): Element[] {
  return selectAll<AnyNode, Element>(selector, root);
}

/** `index.html` is `/`, `te/index.html` (a locale's home) `/te/`, `about.html` `/about`. */
function toRoute(file: string): string {
  return `/${file.replace(/(^|\/)index\.html$/, '$1').replace(/\.html$/, '')}`;
}
