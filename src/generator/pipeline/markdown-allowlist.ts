/**
 * What a Markdown file's HTML may hold (markdown-html.ts reads it): the elements and attributes
 * allowed, and why anything else is refused.
 */
import type { EmbedElement } from '../contract';

/** What md4c writes, plus the text-level and media elements authors reach for in Markdown. */
const ALLOWED = new Set([
  // Text
  'a',
  'abbr',
  'b',
  'bdi',
  'bdo',
  'br',
  'cite',
  'code',
  'del',
  'dfn',
  'em',
  'i',
  'ins',
  'kbd',
  'mark',
  'q',
  'rp',
  'rt',
  'ruby',
  's',
  'samp',
  'small',
  'span',
  'strong',
  'sub',
  'sup',
  'time',
  'u',
  'var',
  'wbr',
  // Blocks, lists and tables
  'blockquote',
  'dd',
  'details',
  'div',
  'dl',
  'dt',
  'figcaption',
  'figure',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'hr',
  'li',
  'ol',
  'p',
  'pre',
  'summary',
  'ul',
  'caption',
  'col',
  'colgroup',
  'table',
  'tbody',
  'td',
  'tfoot',
  'th',
  'thead',
  'tr',
  // Media
  'img',
  'picture',
  'source',
  'audio',
  'video',
  'track',
]);

/** Elements a collection may opt into with `allowHtml`. */
export const EMBED_ELEMENTS: readonly EmbedElement[] = ['iframe', 'object', 'embed'];

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
export const IGNORED_IN_URL = /[\u0000-\u0020\u007f]/g;
export const SCHEME = /^([a-z][a-z0-9+.-]*):/;

export interface Finding {
  message: string;
  hint: string;
  /** Text to look for in the Markdown source, in the order the findings occur. */
  needles: string[];
  /** A URL as the browser reads it, looked for first in any way the source may write it (`jav&#x61;script:`). */
  url?: string;
}

/** Why an element outside the allowlist is refused: `<script>`, an embedding element, any other. */
export function checkElement(
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

export function checkAttribute(
  element: string,
  attribute: string,
  value: string,
): Finding | undefined {
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
export function checkMediaOrigin(
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
