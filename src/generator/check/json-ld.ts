/**
 * JSON-LD parses, and sits only on pages whose module declared it.
 */
import { textContent } from 'domutils';
import type { BuildRecord } from '../build-record';
import { errorText, type Diagnostic } from '../diagnostics';
import { select, type BuiltPage } from './load-dist';

export function checkJsonLd(pages: BuiltPage[], record: BuildRecord | undefined): Diagnostic[] {
  const declared = new Map(record?.routes.map((route) => [route.outFile, route]) ?? []);
  const problems: Diagnostic[] = [];
  for (const page of pages) {
    const scripts = select('script[type="application/ld+json"]', page.document);
    const entry = declared.get(page.file);
    for (const script of scripts) {
      try {
        JSON.parse(textContent(script));
      } catch (error) {
        problems.push({
          message: `JSON-LD does not parse: ${errorText(error)}.`,
          file: page.displayFile,
          hint: 'Export `jsonLd` as a plain object from the page module; the generator serializes it.',
        });
      }
    }
    if (scripts.length > 0 && entry && !entry.hasJsonLd) {
      problems.push({
        message: `The page carries JSON-LD, but ${entry.source} does not declare it.`,
        file: page.displayFile,
        hint: 'Structured data belongs only on pages that export `jsonLd`; remove the script from the components.',
      });
    }
    if (scripts.length === 0 && entry?.hasJsonLd) {
      problems.push({
        message: `${entry.source} declares JSON-LD, but the built page has none.`,
        file: page.displayFile,
        hint: 'Rebuild the site with `site build`.',
      });
    }
  }
  return problems;
}
