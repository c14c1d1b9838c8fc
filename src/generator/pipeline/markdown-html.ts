/**
 * Markdown rendered to HTML, and a Markdown file's problems as the build reports them: what its
 * HTML holds outside the allowlist (markdown-allowlist.ts) and the `{{name}}` placeholders it
 * uses, each at its line in the source.
 */
import { initSync as initMarkdown, mdToHtml } from 'md4w';
import { readFile } from 'node:fs/promises';
import type { CollectionConfig } from '../contract';
import { lineAt, type Diagnostic } from '../diagnostics';
import { findHtmlProblems } from './markdown-allowlist';

let markdownReady: Promise<void> | undefined;
const HEADING_ANCHOR =
  / <a class="anchor" aria-hidden="true" id="[^"]*" href="#[^"]*"><\/a>(?=<\/h[1-6]>)/g;

/**
 * Compiles md4w's WebAssembly once, from its file: md4w's `init()` would test its argument
 * against the global `Response`, which makes Node load its whole fetch implementation.
 */
export async function renderMarkdown(source: string): Promise<string> {
  markdownReady ??= (async () => {
    const wasm = new URL('md4w-small.wasm', import.meta.resolve('md4w'));
    initMarkdown(await WebAssembly.compile(await readFile(wasm)));
  })();
  await markdownReady;
  // md4w throws on an empty string (an article with front matter only).
  if (source === '') return '';
  // md4c's CommonMark plus what GitHub's Markdown adds (md4w's own default also turns `#tag` into a heading).
  const html = mdToHtml(source, {
    parseFlags: [
      'TABLES',
      'STRIKETHROUGH',
      'TASKLISTS',
      'PERMISSIVE_URL_AUTO_LINKS',
      'PERMISSIVE_WWW_AUTO_LINKS',
      'PERMISSIVE_EMAIL_AUTO_LINKS',
    ],
  });
  // md4w adds an empty, focusable anchor to each heading; pages get no ids they did not ask for.
  return html.replace(HEADING_ANCHOR, '');
}

/** A Markdown file of a collection: `bodyStart` is where the Markdown starts in `source`, after the front matter. */
interface MarkdownFile {
  source: string;
  bodyStart: number;
  file: string;
  collection: string;
  config: CollectionConfig;
}

/**
 * The problems of a Markdown file's HTML, each at the first line at which the body up to there,
 * rendered and checked, has it (findings come in source order), found by halving. So md4c itself
 * reads a link however the source writes it (`jav&#x61;script:`, a reference defined lines later).
 * What the body leaves open is looked for as written: a shorter start may leave other things open.
 */
export async function checkMarkdown(html: string, where: MarkdownFile): Promise<Diagnostic[]> {
  const { source, bodyStart, file, collection, config } = where;
  const findings = findHtmlProblems(html, collection, config);
  if (findings.length === 0) return checkPlaceholders(where);
  const lines = source.slice(bodyStart).split('\n');
  // The findings of a start of the body are the first of the body's, and perhaps what it leaves open.
  const hasFinding = async (count: number, index: number) => {
    const start = await renderMarkdown(lines.slice(0, count).join('\n'));
    return findHtmlProblems(start, collection, config)[index]?.message === findings[index]!.message;
  };
  const problems: Diagnostic[] = [];
  let low = 1;
  for (const [index, { message, hint, opener }] of findings.entries()) {
    if (opener !== undefined) {
      const at = source.lastIndexOf(opener);
      problems.push({ message, file, ...(at >= bodyStart && { line: lineAt(source, at) }), hint });
      continue;
    }
    let high = lines.length;
    while (low < high) {
      const middle = Math.floor((low + high) / 2);
      if (await hasFinding(middle, index)) high = middle;
      else low = middle + 1;
    }
    problems.push({ message, file, line: lineAt(source, bodyStart) + low - 1, hint });
  }
  return problems;
}

/** A placeholder as components fill it: `{{name}}`. */
const PLACEHOLDER = /\{\{(\w+)\}\}/g;

/**
 * Each `{{name}}` in a Markdown file's body that is not one of the collection's `placeholders`
 * (compared as the list's own entries: `{{constructor}}` is no placeholder), with its line.
 */
function checkPlaceholders({ source, bodyStart, file, collection, config }: MarkdownFile) {
  const { placeholders } = config;
  if (placeholders === undefined) return [];
  const listed = placeholders.map((name) => `{{${name}}}`).join(', ') || 'none';
  return [...source.slice(bodyStart).matchAll(PLACEHOLDER)]
    .filter((match) => !placeholders.includes(match[1]!))
    .map((match) => ({
      message: `${match[0]} is not a placeholder of the ${collection} collection (it has ${listed}).`,
      file,
      line: lineAt(source, bodyStart + match.index),
      hint: `Correct the name, or write it without the braces; a new placeholder needs a value in the component that fills them and its name in content/config.ts (collections.${collection}.placeholders).`,
    }));
}
