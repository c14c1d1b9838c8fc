/**
 * Finds the page files and maps each to its URL pattern: `pages/index.tsx` is `/`,
 * `pages/about.tsx` is `/about`, `pages/blog/index.tsx` is `/blog`, `pages/blog/[slug].tsx` is
 * `/blog/[slug]`, `pages/404.tsx` is the not-found page.
 */
import path from 'node:path';
import { relativeToRoot, type ProjectPaths } from '../config';
import { SiteError, type Diagnostic } from '../diagnostics';
import { listFiles } from './list-files';

/** A page file: its absolute path, its path from the project root (for messages), its URL pattern and the names of its `[param]` segments. */
export type PageFile = Awaited<ReturnType<typeof findPages>>[number];

const SEGMENT = /^(?:[a-z0-9][a-z0-9-]*|\[[a-zA-Z_][a-zA-Z0-9_]*\])$/;

/** Lists every route file under pages/, sorted, and rejects names that cannot be URLs. */
export async function findPages(paths: ProjectPaths) {
  const folder = relativeToRoot(paths, paths.pages);
  // Names starting with `_` (layouts, helpers) and dotfiles are not routes.
  const isSkipped = (name: string) => name.startsWith('_') || name.startsWith('.');
  const files = (await listFiles(paths.pages, folder, isSkipped)).filter((name) =>
    name.endsWith('.tsx'),
  );
  if (files.length === 0) {
    throw new SiteError('No pages found.', {
      file: folder,
      hint: 'Add pages/index.tsx that default-exports a React component and exports `meta`.',
    });
  }
  const problems: Diagnostic[] = [];
  const pages = files.flatMap((name) => {
    const file = path.join(paths.pages, name);
    const relativeFile = relativeToRoot(paths, file);
    const segments = name.replace(/\.tsx$/, '').split('/');
    if (segments.at(-1) === 'index') segments.pop();
    const isNotFound = segments.length === 1 && segments[0] === '404';
    const bad = segments.find((segment) => !isNotFound && !SEGMENT.test(segment));
    if (bad !== undefined) {
      problems.push({
        message: `"${bad}" cannot be part of a URL.`,
        file: relativeFile,
        hint: 'Name page files in lowercase letters, digits and dashes, or [param] for a dynamic segment.',
      });
      return [];
    }
    const params = segments.filter((s) => s.startsWith('[')).map((s) => s.slice(1, -1));
    return [{ file, relativeFile, pattern: `/${segments.join('/')}`, params, isNotFound }];
  });
  if (problems.length > 0) throw SiteError.fromList(problems);
  return pages;
}
