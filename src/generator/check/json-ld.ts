/** JSON-LD parses, and sits only on pages whose module declared it. */
import { textContent } from 'domutils';
import { errorText, type Diagnostic } from '../diagnostics';
import { select, type Site } from './load-dist';

export function checkJsonLd({ pages, record }: Site): Diagnostic[] {
  const declared = new Map(record?.routes.map((route) => [route.outFile, route]) ?? []);
  return pages.flatMap((page) => {
    const problems: Diagnostic[] = [];
    const problem = (message: string, hint: string) =>
      problems.push({ message, file: page.displayFile, hint });
    const scripts = select('script[type="application/ld+json"]', page.document);
    for (const script of scripts) {
      try {
        JSON.parse(textContent(script));
      } catch (error) {
        problem(
          `JSON-LD does not parse: ${errorText(error)}.`,
          'Export `jsonLd` as a plain object from the page module; the generator serializes it.',
        );
      }
    }
    const entry = declared.get(page.file);
    if (entry && scripts.length > 0 && !entry.hasJsonLd)
      problem(
        `The page carries JSON-LD, but ${entry.source} does not declare it.`,
        'Structured data belongs only on pages that export `jsonLd`; remove the script from the components.',
      );
    if (entry && scripts.length === 0 && entry.hasJsonLd)
      problem(
        `${entry.source} declares JSON-LD, but the built page has none.`,
        'Rebuild the site with `site build`.',
      );
    return problems;
  });
}
