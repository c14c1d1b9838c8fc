/**
 * Language versions: every `hreflang` alternate is an absolute URL of a page of the built site,
 * in the language it names, that links back (reciprocity); and every page's `lang` is the lang
 * of the locale its URL belongs to (from the build record).
 */
import type { Diagnostic } from '../diagnostics';
import { select, type BuiltPage, type Site } from './load-dist';

export function checkLanguages({ pages, record }: Site): Diagnostic[] {
  const byRoute = new Map(pages.map((page) => [page.route, page]));
  const expectedLang = new Map(record?.routes.map((route) => [route.route, route.lang]) ?? []);
  const problems: Diagnostic[] = [];
  for (const page of pages) {
    const expected = expectedLang.get(page.route);
    if (expected !== undefined && langOf(page) !== expected) {
      problems.push({
        message: `The page has lang="${langOf(page) ?? ''}", but ${page.route} belongs to the ${expected} locale.`,
        file: page.displayFile,
        field: 'lang',
        hint: 'Build the site again; the page was changed after the build, or built by something else.',
      });
    }
    const canonical = select('link[rel="canonical"]', page.document)[0]?.attribs.href;
    for (const { hreflang, href } of alternatesOf(page)) {
      const problem = (message: string, hint: string) =>
        problems.push({
          message: `<link rel="alternate" hreflang="${hreflang}" href="${href}">: ${message}`,
          file: page.displayFile,
          field: 'hreflang',
          hint,
        });
      const absolute = /^https?:\/\//.test(href);
      const target = absolute ? byRoute.get(new URL(href).pathname) : undefined;
      if (!target) {
        problem(
          absolute ? 'there is no such page in the built site.' : 'the URL is not absolute.',
          "Link only to versions of the page that exist, with their absolute URL; check the page's `locales`.",
        );
      } else if (hreflang !== 'x-default') {
        if (langOf(target) !== hreflang)
          problem(
            `that page has lang="${langOf(target) ?? ''}".`,
            'Give the link the lang of the page it leads to.',
          );
        if (!alternatesOf(target).some((alternate) => alternate.href === canonical))
          problem(
            `${target.displayFile} does not link back to this page (${canonical ?? 'no canonical URL'}).`,
            'Every version of a page must list all the others (hreflang links are reciprocal).',
          );
      }
    }
  }
  return problems;
}

const langOf = (page: BuiltPage) => select('html', page.document)[0]?.attribs.lang;

const alternatesOf = (page: BuiltPage) =>
  select('head > link[rel="alternate"][hreflang]', page.document).map(({ attribs }) => ({
    hreflang: attribs.hreflang ?? '',
    href: attribs.href ?? '',
  }));
