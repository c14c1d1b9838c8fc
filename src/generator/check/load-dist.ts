/**
 * Reads the built pages once, for every rule to share.
 */
import { selectAll } from 'css-select';
import type { AnyNode, Document, Element } from 'domhandler';
import fg from 'fast-glob';
import { parseDocument } from 'htmlparser2';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { BuildRecord } from '../build-record';

/** The built site as every rule reads it. */
export interface Site {
  /** The project folder. */
  root: string;
  distDir: string;
  /** The output folder as messages show it, e.g. `dist`. */
  displayDir: string;
  pages: BuiltPage[];
  /** What the last build into the folder recorded, if this project built it. */
  record: BuildRecord | undefined;
}

export interface BuiltPage {
  /** Path relative to the output folder, e.g. `about.html`. */
  file: string;
  /** Path as shown in messages, e.g. `dist/about.html`. */
  displayFile: string;
  /** The URL path the page is served at: `index.html` is `/`, `te/index.html` `/te/`, `about.html` `/about`. */
  route: string;
  html: string;
  /** The page as htmlparser2 reads it, for `select`. */
  document: Document;
}

export async function loadDist(distDir: string, displayDir: string): Promise<BuiltPage[]> {
  const files = (await fg('**/*.html', { cwd: distDir })).sort();
  return Promise.all(
    files.map(async (file) => {
      const html = await readFile(path.join(distDir, file), 'utf8');
      return {
        file,
        displayFile: `${displayDir}/${file}`,
        route: `/${file.replace(/(^|\/)index\.html$/, '$1').replace(/\.html$/, '')}`,
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
