/**
 * HTML validity: html-validate's recommended rules, less the style choices valid HTML5 leaves
 * open (`<br/>` from React or `<br>` from Markdown; boolean attributes with or without `=""`).
 * A problem in a Markdown file's HTML is reported against that file: a page's own entries (from
 * the build record) are rendered again by the build's renderer and looked for in the page.
 */
import { HtmlValidate, type Message } from 'html-validate';
import type { Diagnostic } from '../diagnostics';
import { parseFrontMatter } from '../pipeline/front-matter';
import { renderMarkdown } from '../pipeline/markdown-html';
import { readIn } from '../serve/preview';
import type { BuiltPage, Site } from './load-dist';

const validator = new HtmlValidate({
  extends: ['html-validate:recommended'],
  rules: {
    'void-style': 'off',
    'attribute-boolean-style': 'off',
    'attribute-empty-style': 'off',
    // React writes some attributes in camelCase (autoComplete, dateTime); HTML names are case-insensitive.
    'attr-case': ['error', { style: ['lowercase', 'camelcase'] }],
  },
});

export async function checkHtml({ pages, record, root }: Site): Promise<Diagnostic[]> {
  const content = new Map(record?.routes.map((route) => [route.outFile, route.content ?? []]));
  const problems = await Promise.all(
    pages.map(async (page) => {
      const report = await validator.validateString(page.html, page.file);
      if (report.valid) return [];
      // Only pages with a problem need to know where their article stands.
      const places = await placeContent(root, content.get(page.file) ?? [], page.html);
      const messages = report.results.flatMap((result) => result.messages);
      return describe(page, messages, places);
    }),
  );
  return problems.flat();
}

/** A Markdown file whose HTML fills part of a page, from offset `start` up to `end`. */
type Place = { file: string; start: number; end: number };

function describe(page: BuiltPage, messages: Message[], places: Place[]): Diagnostic[] {
  const within = ({ offset }: Message) =>
    places.find(({ start, end }) => offset >= start && offset < end);
  // An element the Markdown left open is reported again where the page's own markup closes it.
  const markdownAtFault = messages.map(within).find((place) => place !== undefined);
  return messages.map((message) => {
    const text = `${message.message} (html-validate ${message.ruleId})`;
    const markdown = within(message);
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
  });
}

/** Where the Markdown files `files` (relative to `root`) stand in `html`; a file not found there is left out. */
async function placeContent(root: string, files: string[], html: string) {
  const places: Place[] = [];
  for (const file of files) {
    // A file removed since the build reads as empty: it has no front matter.
    const frontMatter = parseFrontMatter(readIn(root, file), file);
    if ('problems' in frontMatter) continue;
    const span = findSpan(html, await renderMarkdown(frontMatter.body));
    if (span) places.push({ file, ...span });
  }
  return places;
}

/** How much of its start and end an entry's HTML must show in the page when a component changed it in between. */
const EDGE = 80;

/**
 * Where `content` stands in `html`: as it is, or, where a component filled in some of it (the
 * site's `{{placeholders}}`), from its unchanged start to its unchanged end.
 */
function findSpan(html: string, content: string): { start: number; end: number } | undefined {
  if (content === '') return undefined;
  const at = html.indexOf(content);
  if (at !== -1) return { start: at, end: at + content.length };
  if (content.length < 2 * EDGE) return undefined;
  const start = html.indexOf(content.slice(0, EDGE));
  // The last place the end shows within twice the entry's length: the same text may stand earlier in the entry too.
  const end =
    start === -1 ? -1 : html.lastIndexOf(content.slice(-EDGE), start + 2 * content.length - EDGE);
  if (end < start + EDGE) return undefined;
  return { start, end: end + EDGE };
}
