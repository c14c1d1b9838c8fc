/**
 * The tokenizer that judges raw HTML in Markdown (htmlparser2), read as a browser reads it
 * inside a page: with the page's own markup after it; and the same parser for the policy's
 * look at the few pages that mention a `data:` URL (security-headers.ts) and for the photos of
 * Markdown bodies (photo-markdown.ts).
 */
import { createRequire } from 'node:module';
import type { Handler, ParserOptions } from 'htmlparser2';

/** How the content ends, to a browser that reads on into the page's own markup after it. */
export interface TokenizedEnd {
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

let parserClass: typeof import('htmlparser2').Parser | undefined;

/**
 * An htmlparser2 parser, the library loaded (synchronously, through its `require` export) only
 * when a document needs it: most have no raw HTML, and loading it costs more than checking them.
 */
export function createParser(handlers: Partial<Handler>, options?: ParserOptions) {
  parserClass ??= (createRequire(import.meta.url)('htmlparser2') as typeof import('htmlparser2'))
    .Parser;
  return new parserClass(handlers, options);
}

/**
 * The tokenizer for Markdown's raw HTML. htmlparser2 drops a tag left unfinished at the end of its
 * input, but a browser reads on into the page's markup after the content: so the content is
 * tokenized with a probe tag after it, which must come out as a tag of its own.
 */
export function tokenize(
  html: string,
  onTag: (name: string, attributes: Record<string, string>) => void,
  onComment?: (data: string) => void,
): TokenizedEnd {
  const end: TokenizedEnd = { isOpenForMarkup: false, openRawText: undefined };
  const parser = createParser(
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

/** An attribute value as the browser reads it, entities decoded, by the same tokenizer. */
export function decodeAttribute(value: string): string {
  let decoded = value;
  tokenize(`<a href="${value}">`, (_, attributes) => (decoded = attributes.href ?? value));
  return decoded;
}
