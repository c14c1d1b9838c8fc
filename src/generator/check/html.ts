/**
 * HTML validity: html-validate's recommended rules, less the rules of style that valid HTML5
 * leaves open: void elements with or without `/>` (React writes `<br/>`, Markdown `<br>`), and
 * boolean attributes with or without `=""`. A problem inside the HTML of a Markdown file is
 * reported against that file: the build record names each page's own entries, whose Markdown
 * is rendered again and found in the page (content-places.ts).
 */
import { HtmlValidate, StaticConfigLoader, type ConfigData } from 'html-validate';
import type { Diagnostic } from '../diagnostics';
import { placeContent } from './content-places';
import type { BuiltPage } from './load-dist';

/**
 * The configuration resolved once for every page: html-validate's static loader resolves it
 * again for each one (its element metadata, its schemas), which took 0.67 s of the 5 s that
 * `site check` spent on the real site's 55 pages (a CPU profile, 2026-11-27).
 */
class ResolvedOnce extends StaticConfigLoader {
  #resolved: ReturnType<StaticConfigLoader['getConfigFor']> | undefined;

  override getConfigFor(
    handle: string,
    configOverride?: ConfigData,
  ): ReturnType<StaticConfigLoader['getConfigFor']> {
    if (configOverride) return super.getConfigFor(handle, configOverride);
    this.#resolved ??= super.getConfigFor(handle);
    return this.#resolved;
  }

  override flushCache(): void {
    this.#resolved = undefined;
    super.flushCache();
  }
}

const validator = new HtmlValidate(
  new ResolvedOnce({
    extends: ['html-validate:recommended'],
    rules: {
      'void-style': 'off',
      'attribute-boolean-style': 'off',
      'attribute-empty-style': 'off',
      // React writes some attributes in camelCase (autoComplete, dateTime); HTML names are case-insensitive.
      'attr-case': ['error', { style: ['lowercase', 'camelcase'] }],
    },
  }),
);

/** `content`: by output file (`blog/a.html`), the Markdown files of the page's own entries, relative to `root`. */
export async function checkHtml(
  pages: BuiltPage[],
  content: Map<string, string[]> = new Map(),
  root = '.',
): Promise<Diagnostic[]> {
  const reports = await Promise.all(
    pages.map((page) => validator.validateString(page.html, page.file)),
  );
  // Only pages with a problem need to know where their article stands.
  const placed = await Promise.all(
    reports.map((report, index) =>
      report.valid
        ? []
        : placeContent(root, content.get(pages[index]!.file) ?? [], pages[index]!.html),
    ),
  );
  return reports.flatMap((report, index) => {
    const page = pages[index]!;
    const places = placed[index]!;
    const within = (line: number, column: number) =>
      places.find(
        ({ from, to }) => !isBefore([line, column], from) && !isBefore(to, [line, column]),
      );
    const messages = report.results.flatMap((result) => result.messages);
    // An element the Markdown left open is reported again where the page's own markup closes it.
    const markdownAtFault = messages
      .map((message) => within(message.line, message.column))
      .find((place) => place !== undefined);
    return report.results.flatMap((result) =>
      result.messages.map((message): Diagnostic => {
        const text = `${message.message} (html-validate ${message.ruleId})`;
        const markdown = within(message.line, message.column);
        if (markdown) {
          return {
            message: `${text}, in the HTML it was built into (${page.displayFile}:${message.line}:${message.column}).`,
            file: markdown.file,
            hint: 'Fix the raw HTML in this Markdown file, or the Markdown that wrote this element.',
          };
        }
        return {
          message: `${text}.`,
          file: page.displayFile,
          line: message.line,
          column: message.column,
          hint: markdownAtFault
            ? `Fix the problems in ${markdownAtFault.file} first (an element it leaves open is reported again where the page closes it), then the markup of the component that renders this element.`
            : 'Fix the markup in the component that renders this element.',
        };
      }),
    );
  });
}

function isBefore(
  [line, column]: [number, number],
  [otherLine, otherColumn]: [number, number],
): boolean {
  return line < otherLine || (line === otherLine && column < otherColumn);
}
