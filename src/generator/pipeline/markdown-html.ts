/**
 * Markdown rendered to HTML, and a Markdown file's problems as the build reports them: what its
 * HTML holds outside the allowlist (markdown-allowlist.ts) and the `{{name}}` placeholders it
 * uses, each at the line of the source it most likely came from.
 */
import { initSync as initMarkdown, mdToHtml } from 'md4w';
import { readFile } from 'node:fs/promises';
import type { CollectionConfig } from '../contract';
import { lineAt, type Diagnostic } from '../diagnostics';
import { findHtmlProblems, IGNORED_IN_URL, SCHEME } from './markdown-allowlist';

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

export function checkMarkdown(html: string, where: MarkdownFile): Diagnostic[] {
  const findings = findHtmlProblems(html, where.collection, where.config);
  if (findings.length === 0) return checkPlaceholders(where);
  const locate = lineFinder(where.source, where.bodyStart);
  return findings.map(({ message, hint, needles, url }) => {
    const line = locate(needles, url);
    return { message, file: where.file, ...(line !== undefined && { line }), hint };
  });
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

/**
 * Finds the line of each finding in the Markdown source: the earliest place one of its needles
 * occurs after where the previous finding was found (findings come in source order), searched
 * without regard to case. A finding's URL is looked for first, as the source may write it
 * (`writtenForms`): a link whose scheme is hidden behind entities is reported where it is, not
 * at the next plain `javascript:`. Undefined when none is found.
 */
function lineFinder(source: string, bodyStart: number) {
  let cursor = bodyStart;
  return (needles: string[], url?: string) => {
    const anyNeedle = needles.filter((needle) => needle !== '').map(escapeRegExp);
    const patterns = [...writtenForms(url), new RegExp(anyNeedle.join('|'), 'gi')];
    for (const from of [cursor, bodyStart]) {
      for (const pattern of patterns) {
        pattern.lastIndex = from;
        const match = pattern.exec(source);
        if (!match) continue;
        cursor = match.index + 1;
        return lineAt(source, match.index);
      }
    }
    return undefined;
  };
}

/** How many characters of a URL after its scheme are looked for: enough to tell two links apart, few enough to survive Markdown's escapes. */
const URL_CHARACTERS_LOOKED_FOR = 8;
/** What a browser skips in a URL's scheme, as the source may write it: the character itself or a character reference (md4c passes a backslash-escaped `\&NewLine;` on as a reference). */
const SKIPPED = String.raw`(?:[\u0000-\u0020\u007f]|\\?&(?:#0*(?:\d|[12]\d|3[0-2]|127);?|#x0*(?:[0-9a-f]|1[0-9a-f]|20|7f);?|tab;|newline;))*`;

/**
 * Patterns for a URL as Markdown may write it, most exact first: its scheme and the characters
 * after it, then the scheme alone, each character as itself, a character reference or (before
 * punctuation) a backslash escape, with what browsers skip between them.
 */
function writtenForms(url: string | undefined): RegExp[] {
  if (url === undefined) return [];
  const plain = url.replace(IGNORED_IN_URL, '');
  const scheme = SCHEME.exec(plain.toLowerCase())?.[0];
  if (scheme === undefined) return [];
  const longer = plain.slice(0, scheme.length + URL_CHARACTERS_LOOKED_FOR);
  return [longer, scheme].map(
    (text) => new RegExp(Array.from(text, writtenCharacter).join(SKIPPED), 'giu'),
  );
}

function writtenCharacter(character: string): string {
  const codes = new Set(
    [character.toLowerCase(), character.toUpperCase()].map((c) => c.codePointAt(0)!),
  );
  const references = [...codes].flatMap((code) => [`&#0*${code};?`, `&#x0*${code.toString(16)};?`]);
  const escaped = escapeRegExp(character);
  const isPunctuation = /[!-/:-@[-`{-~]/.test(character);
  return `(?:${isPunctuation ? `\\\\?${escaped}|&[a-z]+;` : escaped}|${references.join('|')})`;
}

function escapeRegExp(text: string): string {
  return text.replace(/[\\^$.*+?()[\]{}|/]/g, '\\$&');
}
