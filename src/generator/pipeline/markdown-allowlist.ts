/**
 * The HTML a Markdown file may produce: an allowlist of elements and attributes, checked on
 * md4c's output (so Markdown links are covered as well as raw HTML) as htmlparser2 reads it,
 * the parser page-sources.ts reads the policy's sources with.
 *
 * Inline script in content never runs: the Content-Security-Policy hashes only what the
 * generator writes. So anything that would be script (`<script>`, `on*` handlers,
 * `javascript:` URLs) is a build error naming the file and line, rather than markup the
 * browser silently blocks. Elements that embed other documents (`<iframe>`, `<object>`,
 * `<embed>`) are refused unless the collection lists them in `allowHtml`.
 */
import { Parser } from 'htmlparser2';
import type { CollectionConfig, EmbedElement } from '../contract';

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
const IGNORED_IN_URL = /[\u0000-\u0020\u007f]/g;
const SCHEME = /^([a-z][a-z0-9+.-]*):/;

interface Finding {
  message: string;
  hint: string;
  /** What the content leaves open at its end, as the source writes its first line. */
  opener?: string;
}

/** Why an element outside the allowlist is refused: `<script>`, an embedding element, any other. */
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
  if (name === 'script') {
    return {
      message:
        'A <script> element is not allowed in Markdown: the Content-Security-Policy would block it, and content must not run code.',
      hint: "Remove it; put behaviour in the site's client script, which every page loads.",
    };
  }
  if ((EMBED_ELEMENTS as readonly string[]).includes(name)) {
    return {
      message: `An <${name}> element is not allowed in the ${collection} collection.`,
      hint: `Remove it, or allow it for this collection in content/config.ts: \`collections.${collection}.allowHtml: ['${name}']\`.`,
    };
  }
  return {
    message: `A <${name}> element is not allowed in Markdown.`,
    hint: 'Remove it, or write the content in Markdown (text, links, images, lists, tables) or simple HTML such as <div>, <span>, <figure> and <details>.',
  };
}

function checkAttribute(element: string, attribute: string, value: string): Finding | undefined {
  if (attribute.startsWith('on')) {
    return {
      message: `The ${attribute} attribute of <${element}> is not allowed in Markdown: event handlers run script, which the Content-Security-Policy blocks.`,
      hint: `Remove ${attribute}; put behaviour in the site's client script.`,
    };
  }
  if (attribute === 'srcdoc') {
    return {
      message: `The srcdoc attribute of <${element}> is not allowed in Markdown: it holds a whole document, script included.`,
      hint: 'Remove srcdoc; point src at a page instead.',
    };
  }
  if (!URL_ATTRIBUTES.has(attribute)) return undefined;
  const scheme = SCHEME.exec(value.replace(IGNORED_IN_URL, '').toLowerCase())?.[1];
  if (scheme === undefined || SAFE_SCHEMES.has(scheme)) return undefined;
  return {
    message: `The ${attribute} of <${element}> is a ${scheme}: URL, which is not allowed in Markdown${scheme === 'javascript' || scheme === 'vbscript' ? ': it runs script' : ''}.`,
    hint: 'Use an http(s), mailto: or tel: address, or a path on this site (files go in public/).',
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
    };
  }
  return undefined;
}

/** A tag put after the content: a browser reads it as a tag only if the content left nothing open. */
const PROBE = '<site-content-end>';

/**
 * What in rendered Markdown is outside the allowlist. htmlparser2 drops a tag left unfinished
 * at the end of its input, but a browser reads on into the page's markup after the content:
 * so the content is read with a probe tag after it, which must come out as a tag of its own.
 */
export function findHtmlProblems(html: string, collection: string, config: CollectionConfig) {
  const allowed = new Set<string>(config.allowHtml);
  const findings: Array<Finding | undefined> = [];
  let isOpenForMarkup = false;
  // A browser reads an `<iframe>`'s contents as text up to its end tag, htmlparser2 as markup
  // (the other elements it reads so, `<noscript>` and the like, are refused).
  let openIframe: string | undefined;
  const parser = new Parser({
    onopentag(name, attributes) {
      if (parser.startIndex === html.length) {
        isOpenForMarkup = true;
        return;
      }
      if (name === 'iframe') openIframe = html.slice(parser.startIndex).split('\n')[0];
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
      if (!isImplied && name === 'iframe') openIframe = undefined;
    },
    oncomment(data) {
      // A browser ends `<![CDATA[` (outside SVG and MathML) at the first `>`, and a comment at `--!>`:
      // what follows would be markup to it, though the tokenizer reads on as comment.
      if (data.startsWith('[CDATA[') || data.includes('--!>')) {
        findings.push({
          message:
            'A comment that browsers end earlier than it seems to end (at `--!>`, or a `<![CDATA[` at its first `>`) is not allowed in Markdown.',
          hint: 'Write comments as <!-- … --> with no --!> inside, or remove it.',
        });
      }
    },
  });
  parser.end(html + PROBE);
  if (!isOpenForMarkup) findings.push(checkEnd(html));
  else if (openIframe !== undefined) {
    findings.push({
      message:
        'An <iframe> is not closed: a browser would read the rest of the page after it as its text.',
      hint: 'Close it with </iframe>.',
      opener: openIframe,
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
      opener: tail,
    };
  }
  return {
    message: `The Markdown ends inside an unclosed tag (${tail.length > 60 ? `${tail.slice(0, 60)}…` : tail}): a browser would read the page's own markup after it as part of that tag.`,
    hint: 'Close the tag with > (and its end tag where it needs one), or write &lt; to show a < as text.',
    opener: tail,
  };
}
