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
import type { CollectionConfig, EmbedElement } from '../contract';
import { lineAt, type Diagnostic } from '../diagnostics';
import { decodeAttribute, tokenize, type TokenizedEnd } from './html-tokenizer';
import { checkPolicyView, recordEmbedded, type Embedded } from './markdown-policy';
import { checkImagesOption } from './photos';

/** What md4c writes, plus the text-level and media elements authors reach for in Markdown. */
const ALLOWED = new Set([
  'a',
  'abbr',
  'b',
  'bdi',
  'bdo',
  'blockquote',
  'br',
  'caption',
  'cite',
  'code',
  'col',
  'colgroup',
  'dd',
  'del',
  'details',
  'dfn',
  'div',
  'dl',
  'dt',
  'em',
  'figcaption',
  'figure',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'hr',
  'i',
  'img',
  'ins',
  'kbd',
  'li',
  'mark',
  'ol',
  'p',
  'picture',
  'pre',
  'q',
  'rp',
  'rt',
  'ruby',
  's',
  'samp',
  'small',
  'source',
  'span',
  'strong',
  'sub',
  'summary',
  'sup',
  'table',
  'tbody',
  'td',
  'tfoot',
  'th',
  'thead',
  'time',
  'tr',
  'u',
  'ul',
  'var',
  'wbr',
  'audio',
  'video',
  'track',
]);

/** Elements a collection may opt into with `allowHtml`. */
export const EMBED_ELEMENTS: readonly EmbedElement[] = ['iframe', 'object', 'embed'];

/** The problems with a collection's `allowHtml` and `publicFiles` options in content/config.ts. */
export function checkCollectionOptions(
  name: string,
  collection: object,
  file: string,
): Diagnostic[] {
  const problems: Diagnostic[] = [];
  const { allowHtml, publicFiles, mediaOrigins, images, placeholders } = collection as {
    allowHtml?: unknown;
    publicFiles?: unknown;
    mediaOrigins?: unknown;
    images?: unknown;
    placeholders?: unknown;
  };
  problems.push(...checkImagesOption(name, images, file));
  const wrong = Array.isArray(allowHtml)
    ? allowHtml.filter((element) => !(EMBED_ELEMENTS as readonly unknown[]).includes(element))
    : [];
  if (allowHtml !== undefined && (!Array.isArray(allowHtml) || wrong.length > 0)) {
    problems.push({
      message: `collections.${name}.allowHtml ${Array.isArray(allowHtml) ? `lists ${wrong.map((element) => JSON.stringify(element)).join(', ')}, which it cannot allow` : 'is not a list'}.`,
      file,
      field: `collections.${name}.allowHtml`,
      hint: `List only elements that embed other documents: ${EMBED_ELEMENTS.map((element) => `'${element}'`).join(', ')}. Script in content is never allowed.`,
    });
  }
  if (
    publicFiles !== undefined &&
    !(Array.isArray(publicFiles) && publicFiles.every((field) => typeof field === 'string'))
  ) {
    problems.push({
      message: `collections.${name}.publicFiles is not a list of field names.`,
      file,
      field: `collections.${name}.publicFiles`,
      hint: "Name the front-matter fields that hold a path under public/, such as `publicFiles: ['image']`.",
    });
  }
  if (
    placeholders !== undefined &&
    !(
      Array.isArray(placeholders) &&
      placeholders.every((name) => typeof name === 'string' && /^\w+$/.test(name))
    )
  ) {
    problems.push({
      message: `collections.${name}.placeholders is not a list of placeholder names.`,
      file,
      field: `collections.${name}.placeholders`,
      hint: "List the names of the `{{name}}` placeholders a component fills, letters, digits and _ only, such as `placeholders: ['companyName', 'phone']`.",
    });
  }
  const notOrigins = Array.isArray(mediaOrigins)
    ? mediaOrigins.filter((origin) => !isOrigin(origin))
    : [];
  if (mediaOrigins !== undefined && (!Array.isArray(mediaOrigins) || notOrigins.length > 0)) {
    problems.push({
      message: `collections.${name}.mediaOrigins ${Array.isArray(mediaOrigins) ? `lists ${notOrigins.map((origin) => JSON.stringify(origin)).join(', ')}, which is not an http(s) origin` : 'is not a list'}.`,
      file,
      field: `collections.${name}.mediaOrigins`,
      hint: "List origins only, scheme and host, such as `mediaOrigins: ['https://images.example.com']`.",
    });
  }
  return problems;
}

function isOrigin(value: unknown): boolean {
  return (
    typeof value === 'string' &&
    URL.canParse(value) &&
    /^https?:$/.test(new URL(value).protocol) &&
    new URL(value).origin === value
  );
}

/** The origins a site's collections let media load from (`mediaOrigins`), for the policy, sorted. */
export function allowedMediaOrigins(
  collections: Record<string, CollectionConfig> | undefined,
): string[] {
  return [
    ...new Set(
      Object.values(collections ?? {}).flatMap((collection) => collection.mediaOrigins ?? []),
    ),
  ].sort();
}

/** Attributes holding a URL the browser loads or navigates to. */
const URL_ATTRIBUTES = new Set([
  'href',
  'src',
  'cite',
  'poster',
  'data',
  'action',
  'formaction',
  'background',
  'xlink:href',
]);
const SAFE_SCHEMES = new Set(['http', 'https', 'mailto', 'tel']);
/** Browsers ignore ASCII whitespace and control characters anywhere in a URL's scheme. */
const IGNORED_IN_URL = /[\u0000-\u0020\u007f]/g;
const SCHEME = /^([a-z][a-z0-9+.-]*):/;
/** How md4c writes a link's and an image's URL: the first attribute, `"` escaped inside it. */
const MD4C_URL = /<a href="([^"]*)"|<img src="([^"]*)"/g;

export interface Finding {
  message: string;
  hint: string;
  /** Text to look for in the Markdown source, in the order the findings occur. */
  needles: string[];
  /** A URL as the browser reads it, looked for first in any way the source may write it (`jav&#x61;script:`). */
  url?: string;
}

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
  const findings = findHtmlProblems(html, {
    allowHtml: context.config.allowHtml,
    mediaOrigins: context.config.mediaOrigins,
    collection: context.collection,
    hasRawHtml,
  });
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
  // Only embedding elements can be allowed, whatever the config says (it is checked on loading).
  const allowed = new Set<string>(
    EMBED_ELEMENTS.filter((name) => options.allowHtml?.includes(name)),
  );
  const findings: Finding[] = [];
  const embedded: Embedded = { frames: [], objects: [] };
  const onTag = (name: string, attributes: Record<string, string>) => {
    const element = checkElement(name, attributes, allowed, options.collection);
    if (element) {
      findings.push(element);
      return;
    }
    const before = findings.length;
    for (const [attribute, value] of Object.entries(attributes)) {
      const finding =
        checkAttribute(name, attribute, value) ?? checkMediaOrigin(name, attribute, value, options);
      if (finding) findings.push(finding);
    }
    if (findings.length === before) recordEmbedded(embedded, name, attributes);
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
  if (options.hasRawHtml) {
    const end = tokenize(html, onTag, onComment);
    const unclosed = checkEnd(html, end);
    if (unclosed) findings.push(unclosed);
    // Only markup that passed the allowlist may reach the policy (security-headers.ts reads the page, this content in it).
    if (findings.length === 0) findings.push(...checkPolicyView(html, embedded));
  } else {
    for (const { element, attribute, value } of md4cUrls(html)) {
      const decoded = value.includes('&') ? decodeAttribute(value) : value;
      const finding =
        checkAttribute(element, attribute, decoded) ??
        checkMediaOrigin(element, attribute, decoded, options);
      if (finding) findings.push(finding);
    }
  }
  return findings;
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

/** The `href` of each `<a>` and `src` of each `<img>` md4c wrote, as written (entities and all). */
function* md4cUrls(html: string): Generator<{ element: string; attribute: string; value: string }> {
  for (const match of html.matchAll(MD4C_URL)) {
    yield match[1] === undefined
      ? { element: 'img', attribute: 'src', value: match[2]! }
      : { element: 'a', attribute: 'href', value: match[1] };
  }
}

function checkElement(
  name: string,
  attributes: Record<string, string>,
  allowed: Set<string>,
  collection: string,
): Finding | undefined {
  if (ALLOWED.has(name) || allowed.has(name)) return undefined;
  // md4c's task-list items.
  if (name === 'input' && attributes.type === 'checkbox' && 'disabled' in attributes)
    return undefined;
  const needles = [`<${name}`];
  if (name === 'script') {
    return {
      message:
        'A <script> element is not allowed in Markdown: the Content-Security-Policy would block it, and content must not run code.',
      hint: "Remove it; put behaviour in the site's client script, which every page loads.",
      needles,
    };
  }
  if ((EMBED_ELEMENTS as readonly string[]).includes(name)) {
    return {
      message: `An <${name}> element is not allowed in the ${collection} collection.`,
      hint: `Remove it, or allow it for this collection in content/config.ts: \`collections.${collection}.allowHtml: ['${name}']\`.`,
      needles,
    };
  }
  return {
    message: `A <${name}> element is not allowed in Markdown.`,
    hint: 'Remove it, or write the content in Markdown (text, links, images, lists, tables) or simple HTML such as <div>, <span>, <figure> and <details>.',
    needles,
  };
}

function checkAttribute(element: string, attribute: string, value: string): Finding | undefined {
  if (attribute.startsWith('on')) {
    return {
      message: `The ${attribute} attribute of <${element}> is not allowed in Markdown: event handlers run script, which the Content-Security-Policy blocks.`,
      hint: `Remove ${attribute}; put behaviour in the site's client script.`,
      needles: [attribute, `<${element}`],
    };
  }
  if (attribute === 'srcdoc') {
    return {
      message: `The srcdoc attribute of <${element}> is not allowed in Markdown: it holds a whole document, script included.`,
      hint: 'Remove srcdoc; point src at a page instead.',
      needles: [attribute, `<${element}`],
    };
  }
  if (!URL_ATTRIBUTES.has(attribute)) return undefined;
  const scheme = SCHEME.exec(value.replace(IGNORED_IN_URL, '').toLowerCase())?.[1];
  if (scheme === undefined || SAFE_SCHEMES.has(scheme)) return undefined;
  return {
    message: `The ${attribute} of <${element}> is a ${scheme}: URL, which is not allowed in Markdown${scheme === 'javascript' || scheme === 'vbscript' ? ': it runs script' : ''}.`,
    hint: 'Use an http(s), mailto: or tel: address, or a path on this site (files go in public/).',
    needles: [value.trim(), `${scheme}:`, `<${element}`],
    url: value,
  };
}

/** Attributes through which an element loads an image or media file (`srcset` lists several). */
const MEDIA_ATTRIBUTES: Record<string, readonly string[]> = {
  img: ['src', 'srcset'],
  source: ['src', 'srcset'],
  video: ['src', 'poster'],
  audio: ['src'],
  track: ['src'],
};

/**
 * A finding for media loaded from another site that the collection does not list in
 * `mediaOrigins`: the policy allows images and media from the site itself only, so the
 * browser would show nothing and tell no one.
 */
function checkMediaOrigin(
  element: string,
  attribute: string,
  value: string,
  options: { mediaOrigins?: readonly string[]; collection: string },
): Finding | undefined {
  if (!MEDIA_ATTRIBUTES[element]?.includes(attribute)) return undefined;
  const urls =
    attribute === 'srcset'
      ? value.split(/,\s+/).map((candidate) => candidate.trim().split(/\s+/)[0] ?? '')
      : [value.trim()];
  for (const url of urls) {
    const absolute = url.replace(IGNORED_IN_URL, '').replace(/^\/\//, 'https://');
    if (!/^https?:\/\//i.test(absolute) || !URL.canParse(absolute)) continue;
    const { origin } = new URL(absolute);
    if (options.mediaOrigins?.includes(origin)) continue;
    return {
      message: `The ${attribute} of <${element}> loads ${url} from another site (${origin}), which the site's security policy does not allow: browsers would not show it.`,
      hint: `Put the file in public/ and write its path (such as /images/…), which keeps pages fast and private; or, to load it from that site, allow it in content/config.ts: \`collections.${options.collection}.mediaOrigins: ['${origin}']\`.`,
      needles: [url, `<${element}`],
    };
  }
  return undefined;
}

/** A placeholder as components fill it: `{{name}}`. */
const PLACEHOLDER = /\{\{(\w+)\}\}/g;

/**
 * Each `{{name}}` in a Markdown file's body that is not one of the collection's `placeholders`
 * (compared as the list's own entries: `{{constructor}}` is no placeholder), with its line.
 */
export function checkPlaceholders(
  source: string,
  bodyStart: number,
  context: { file: string; collection: string; placeholders: readonly string[] | undefined },
): Diagnostic[] {
  if (context.placeholders === undefined || !source.includes('{{', bodyStart)) return [];
  const known = new Set(context.placeholders);
  const listed = context.placeholders.map((name) => `{{${name}}}`).join(', ') || 'none';
  const problems: Diagnostic[] = [];
  for (const match of source.slice(bodyStart).matchAll(PLACEHOLDER)) {
    if (known.has(match[1]!)) continue;
    problems.push({
      message: `${match[0]} is not a placeholder of the ${context.collection} collection (it has ${listed}).`,
      file: context.file,
      line: lineAt(source, bodyStart + match.index),
      hint: `Correct the name, or write it without the braces; a new placeholder needs a value in the component that fills them and its name in content/config.ts (collections.${context.collection}.placeholders).`,
    });
  }
  return problems;
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
  const lower = source.toLowerCase();
  let cursor = bodyStart;
  const found = (at: number) => {
    cursor = at + 1;
    return lineAt(source, at);
  };
  return (needles, url) => {
    for (const from of [cursor, bodyStart]) {
      for (const pattern of url === undefined ? [] : writtenForms(url)) {
        pattern.lastIndex = from;
        const match = pattern.exec(source);
        if (match) return found(match.index);
      }
      const places = needles
        .filter((needle) => needle !== '')
        .map((needle) => lower.indexOf(needle.toLowerCase(), from))
        .filter((at) => at >= 0);
      if (places.length > 0) return found(Math.min(...places));
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
function writtenForms(url: string): RegExp[] {
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
  const escaped = character.replace(/[\\^$.*+?()[\]{}|/]/g, '\\$&');
  const isPunctuation = /[!-/:-@[-`{-~]/.test(character);
  return `(?:${isPunctuation ? `\\\\?${escaped}|&[a-z]+;` : escaped}|${references.join('|')})`;
}
