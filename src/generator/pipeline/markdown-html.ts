/**
 * The HTML a Markdown file may produce: an allowlist of elements and attributes, checked on
 * md4c's rendered output (so links written in Markdown syntax are covered as well as raw HTML).
 *
 * Inline script in content never runs: the Content-Security-Policy hashes only what the
 * generator writes. So anything that would be script (`<script>`, `on*` handlers,
 * `javascript:` URLs) is a build error naming the file and line, rather than markup the
 * browser silently blocks. Elements that embed other documents (`<iframe>`, `<object>`,
 * `<embed>`) are refused unless the collection lists them in `allowHtml`.
 */
import { Parser } from 'htmlparser2';
import type { CollectionConfig } from '../contract';
import type { Diagnostic } from '../diagnostics';
import { checkAttribute, checkElement, checkMediaOrigin, type Finding } from './markdown-allowlist';
import { lineFinder } from './markdown-source';

/** How md4c writes a link's and an image's URL: the first attribute, `"` escaped inside it. */
const MD4C_URL = /<a href="([^"]*)"|<img src="([^"]*)"/g;

/**
 * The problems with the HTML a Markdown file rendered to, each with the line of the source it
 * most likely came from. `bodyStart` is where the Markdown starts in `source` (after the front matter).
 */
export function checkMarkdownHtml(
  html: string,
  context: {
    source: string;
    bodyStart: number;
    file: string;
    collection: string;
    config: CollectionConfig;
  },
): Diagnostic[] {
  const hasRawHtml = context.source.includes('<', context.bodyStart);
  const { collection, config } = context;
  const findings = findHtmlProblems(html, { ...config, collection, hasRawHtml });
  if (findings.length === 0) return [];
  const locate = lineFinder(context.source, context.bodyStart);
  return findings.map(({ message, hint, needles, url }) => {
    const line = locate(needles, url);
    return { message, file: context.file, ...(line !== undefined && { line }), hint };
  });
}

/**
 * What in rendered Markdown is outside the allowlist. Markdown without a `<` cannot hold raw
 * HTML, so md4c wrote every tag itself, escaping `"` in every value: then only its link and
 * image URLs need a look, and the whole document is not tokenized (a tokenizer takes as long
 * as rendering the Markdown did). Exported for the test that both ways find the same.
 */
export function findHtmlProblems(
  html: string,
  options: {
    allowHtml?: readonly string[];
    mediaOrigins?: readonly string[];
    collection: string;
    hasRawHtml: boolean;
  },
): Finding[] {
  // Only embedding elements: content/config.ts is checked on loading (collection-options.ts).
  const allowed = new Set<string>(options.allowHtml);
  const findings: Array<Finding | undefined> = [];
  const onAttribute = (element: string, attribute: string, value: string) =>
    findings.push(
      checkAttribute(element, attribute, value) ??
        checkMediaOrigin(element, attribute, value, options),
    );
  const onTag = (name: string, attributes: Record<string, string>) => {
    const refused = checkElement(name, attributes, allowed, options.collection);
    if (refused) findings.push(refused);
    else
      for (const [attribute, value] of Object.entries(attributes))
        onAttribute(name, attribute, value);
  };
  const onComment = (data: string) => {
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
  };
  if (options.hasRawHtml) findings.push(checkEnd(html, tokenize(html, onTag, onComment)));
  else {
    // The `href` of each `<a>` and `src` of each `<img>` md4c wrote, as written (entities and all).
    for (const [, href, src] of html.matchAll(MD4C_URL)) {
      const value = href ?? src!;
      const decoded = value.includes('&') ? decodeAttribute(value) : value;
      onAttribute(href === undefined ? 'img' : 'a', href === undefined ? 'src' : 'href', decoded);
    }
  }
  return findings.filter((finding) => finding !== undefined);
}

/** How the content ends, to a browser that reads on into the page's own markup after it. */
interface TokenizedEnd {
  /** Whether the content ended where text or a new tag can start (not inside a tag, a quoted value or a comment). */
  isOpenForMarkup: boolean;
  /** An element whose contents a browser reads as text up to its end tag (`<iframe>`), left open at the end. */
  openRawText: string | undefined;
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
 * Reads Markdown's HTML with htmlparser2, the parser that reads the policy's sources out of
 * the page (page-sources.ts): what it sees here is what the policy sees. htmlparser2 drops a
 * tag left unfinished at the end of its input, but a browser reads on into the page's markup
 * after the content: so the content is read with a probe tag after it, which must come out as
 * a tag of its own.
 */
function tokenize(
  html: string,
  onTag: (name: string, attributes: Record<string, string>) => void,
  onComment?: (data: string) => void,
): TokenizedEnd {
  const end: TokenizedEnd = { isOpenForMarkup: false, openRawText: undefined };
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (parser.startIndex === html.length) {
          end.isOpenForMarkup = true;
          return;
        }
        if (RAW_TEXT.has(name)) end.openRawText ??= name;
        onTag(name, attributes);
      },
      onclosetag(name, isImplied) {
        if (!isImplied && name === end.openRawText) end.openRawText = undefined;
      },
      ...(onComment && { oncomment: onComment }),
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.end(html + PROBE);
  return end;
}

/** An attribute value as the browser reads it, entities decoded, by the same parser. */
function decodeAttribute(value: string): string {
  let decoded = value;
  tokenize(`<a href="${value}">`, (_, attributes) => (decoded = attributes.href ?? value));
  return decoded;
}

/** A finding when the content leaves a tag, a comment or a raw-text element open for the page's markup to run into. */
function checkEnd(html: string, end: TokenizedEnd): Finding | undefined {
  if (end.isOpenForMarkup && end.openRawText === undefined) return undefined;
  if (end.isOpenForMarkup) {
    return {
      message: `An <${end.openRawText}> is not closed: a browser would read the rest of the page after it as its text.`,
      hint: `Close it with </${end.openRawText}>.`,
      needles: [`<${end.openRawText}`],
    };
  }
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
