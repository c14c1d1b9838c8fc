/**
 * Every page has a title and a description, and no two pages share one.
 */
import { textContent } from 'domutils';
import type { Diagnostic } from '../diagnostics';
import { select, type BuiltPage } from './load-dist';

export function checkMeta(pages: BuiltPage[]): Diagnostic[] {
  const problems: Diagnostic[] = [];
  const fields = {
    title: (page: BuiltPage) => {
      const title = select('head > title', page.document)[0];
      return title ? textContent(title).trim() : undefined;
    },
    description: (page: BuiltPage) =>
      select('head > meta[name="description"]', page.document)[0]?.attribs.content?.trim(),
  };
  for (const [field, read] of Object.entries(fields)) {
    const seen = new Map<string, BuiltPage>();
    for (const page of pages) {
      const value = read(page);
      if (!value) {
        problems.push({
          message: `The page has no ${field}.`,
          file: page.displayFile,
          field,
          hint: `Set meta.${field} in the page module.`,
        });
        continue;
      }
      const first = seen.get(value);
      if (first) {
        problems.push({
          message: `The ${field} "${value}" is also used by ${first.displayFile}.`,
          file: page.displayFile,
          field,
          hint: `Give every page its own ${field}.`,
        });
      } else seen.set(value, page);
    }
  }
  return problems;
}
