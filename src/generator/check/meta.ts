/** Every page has a title and a description, and no two pages share one. */
import { textContent } from 'domutils';
import type { Diagnostic } from '../diagnostics';
import { select, type BuiltPage, type Site } from './load-dist';

const FIELDS = {
  title: (page: BuiltPage) => select('head > title', page.document).map(textContent)[0]?.trim(),
  description: (page: BuiltPage) =>
    select('head > meta[name="description"]', page.document)[0]?.attribs.content?.trim(),
};

export function checkMeta({ pages }: Site): Diagnostic[] {
  return Object.entries(FIELDS).flatMap(([field, read]) => {
    const seen = new Map<string, BuiltPage>();
    return pages.flatMap((page): Diagnostic[] => {
      const value = read(page);
      const first = value ? seen.get(value) : undefined;
      if (value && !first) {
        seen.set(value, page);
        return [];
      }
      return [
        {
          message: value
            ? `The ${field} "${value}" is also used by ${first!.displayFile}.`
            : `The page has no ${field}.`,
          file: page.displayFile,
          field,
          hint: value
            ? `Give every page its own ${field}.`
            : `Set meta.${field} in the page module.`,
        },
      ];
    });
  });
}
