/**
 * The HTML a Markdown file may produce: an allowlist of elements and attributes
 * (markdown-allowlist.ts), checked on md4c's rendered output (so links written in Markdown
 * syntax are covered as well as raw HTML), read by htmlparser2, the parser that reads the
 * policy's sources out of the page (page-sources.ts): what it sees here is what the policy sees.
 *
 * Inline script in content never runs: the Content-Security-Policy hashes only what the
 * generator writes. So anything that would be script (`<script>`, `on*` handlers,
 * `javascript:` URLs) is a build error naming the file and line, rather than markup the
 * browser silently blocks. Elements that embed other documents (`<iframe>`, `<object>`,
 * `<embed>`) are refused unless the collection lists them in `allowHtml`.
 */
import { Parser } from 'htmlparser2';
import type { CollectionConfig } from '../contract';
import { lineAt, type Diagnostic } from '../diagnostics';
import {
  checkAttribute,
  checkElement,
  checkMediaOrigin,
  type Finding,
  IGNORED_IN_URL,
  SCHEME,
} from './markdown-allowlist';

/** A Markdown file of a collection: `bodyStart` is where the Markdown starts in `source`, after the front matter. */
interface MarkdownFile {
  source: string;
  bodyStart: number;
  file: string;
  collection: string;
  config: CollectionConfig;
}

/**
 * The problems with the HTML a Markdown file rendered to, or else with its placeholders, each
 * with the line of the source it most likely came from.
 */
export function checkMarkdown(html: string, where: MarkdownFile): Diagnostic[] {
  const findings = findHtmlProblems(html, where.collection, where.config);
  if (findings.length === 0) return checkPlaceholders(where);
  const locate = lineFinder(where.source, where.bodyStart);
  return findings.map(({ message, hint, needles, url }) => {
    const line = locate(needles, url);
    return { message, file: where.file, ...(line !== undefined && { line }), hint };
  });
}

/**
 * Elements whose contents a browser reads as text up to their end tag, whatever they hold.
 * htmlparser2 reads only some of them so; all but `<iframe>` are refused anyway.
 */
const RAW_TEXT = new Set([
  'iframe',
  'noembed',
  'noframes',
  'noscript',
  'plaintext',
  'script',
  'style',
  'textarea',
  'title',
  'xmp',
]);
/** A tag put after the content: a browser reads it as a tag only if the content left nothing open. */
const PROBE = '<site-content-end>';

/**
 * What in rendered Markdown is outside the allowlist. htmlparser2 drops a tag left unfinished
 * at the end of its input, but a browser reads on into the page's markup after the content:
 * so the content is read with a probe tag after it, which must come out as a tag of its own.
 */
function findHtmlProblems(html: string, collection: string, config: CollectionConfig) {
  const allowed = new Set<string>(config.allowHtml);
  const findings: Array<Finding | undefined> = [];
  let isOpenForMarkup = false;
  // An element whose contents a browser reads as text (`<iframe>`), not yet closed.
  let openRawText: string | undefined;
  const parser = new Parser({
    onopentag(name, attributes) {
      if (parser.startIndex === html.length) {
        isOpenForMarkup = true;
        return;
      }
      if (RAW_TEXT.has(name)) openRawText ??= name;
      const refused = checkElement(name, attributes, allowed, collection);
      if (refused) findings.push(refused);
      else
        for (const [attribute, value] of Object.entries(attributes))
          findings.push(
            checkAttribute(name, attribute, value) ??
              checkMediaOrigin(name, attribute, value, { ...config, collection }),
          );
    },
    onclosetag(name, isImplied) {
      if (!isImplied && name === openRawText) openRawText = undefined;
    },
    oncomment(data) {
      // A browser ends `<![CDATA[` (outside SVG and MathML) at the first `>`, and a comment at `--!>`:
      // what follows would be markup to it, though the tokenizer reads on as comment.
      if (data.startsWith('[CDATA[') || data.includes('--!>')) {
        findings.push({
          message:
            'A comment that browsers end earlier than it seems to end (at `--!>`, or a `<![CDATA[` at its first `>`) is not allowed in Markdown.',
          hint: 'Write comments as <!-- … --> with no --!> inside, or remove it.',
          needles: ['<![cdata[', '--!>'],
        });
      }
    },
  });
  parser.end(html + PROBE);
  if (!isOpenForMarkup) findings.push(checkEnd(html));
  else if (openRawText !== undefined) {
    findings.push({
      message: `An <${openRawText}> is not closed: a browser would read the rest of the page after it as its text.`,
      hint: `Close it with </${openRawText}>.`,
      needles: [`<${openRawText}`],
    });
  }
  return findings.filter((finding) => finding !== undefined);
}

/** The comment or tag the content leaves open for the page's markup to run into. */
function checkEnd(html: string): Finding {
  const isComment = html.lastIndexOf('<!--') > html.lastIndexOf('-->');
  const tail = html
    .slice(isComment ? html.lastIndexOf('<!--') : html.lastIndexOf('<'))
    .trim()
    .split('\n')[0]!;
  if (isComment) {
    return {
      message: 'A comment is not closed: a browser would hide the rest of the page in it.',
      hint: 'End the comment with -->, or remove it.',
      needles: [tail, '<!--'],
    };
  }
  return {
    message: `The Markdown ends inside an unclosed tag (${tail.length > 60 ? `${tail.slice(0, 60)}…` : tail}): a browser would read the page's own markup after it as part of that tag.`,
    hint: 'Close the tag with > (and its end tag where it needs one), or write &lt; to show a < as text.',
    needles: [tail, '<'],
  };
}

/** A placeholder as components fill it: `{{name}}`. */
const PLACEHOLDER = /\{\{(\w+)\}\}/g;

/**
 * Each `{{name}}` in a Markdown file's body that is not one of the collection's `placeholders`
 * (compared as the list's own entries: `{{constructor}}` is no placeholder), with its line.
 */
function checkPlaceholders(where: MarkdownFile): Diagnostic[] {
  const { source, bodyStart, collection, config } = where;
  if (config.placeholders === undefined || !source.includes('{{', bodyStart)) return [];
  const known = new Set(config.placeholders);
  const listed = config.placeholders.map((name) => `{{${name}}}`).join(', ') || 'none';
  return [...source.slice(bodyStart).matchAll(PLACEHOLDER)]
    .filter((match) => !known.has(match[1]!))
    .map((match) => ({
      message: `${match[0]} is not a placeholder of the ${collection} collection (it has ${listed}).`,
      file: where.file,
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
function lineFinder(
  source: string,
  bodyStart: number,
): (needles: string[], url?: string) => number | undefined {
  let cursor = bodyStart;
  return (needles, url) => {
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
