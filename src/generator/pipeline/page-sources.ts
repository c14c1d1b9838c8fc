/**
 * What some markup loads that the security policy must allow (security-headers.ts), read from
 * its elements and attributes by htmlparser2, the parser that judges Markdown's HTML
 * (markdown-allowlist.ts): so the policy allows exactly what the allowlist saw. Text is never
 * read as markup: a sentence, a comment or an attribute value that mentions `<iframe src=…>` or
 * `url(data:…)` widens nothing.
 */
import { Parser } from 'htmlparser2';

/** What the policy must allow for one page, or for a part of one. */
export interface PageSources {
  /** The text of each inline script and style, in document order. */
  scripts: string[];
  styles: string[];
  /** Each form's `action`. */
  actions: string[];
  /** Whether something is loaded from a `data:` URL. */
  usesData: boolean;
  /** The URLs of embedded frames and of objects (`<object data>`, `<embed src>`). */
  frames: string[];
  objects: string[];
}

/** A `data:` URL in CSS (a style attribute, a `<style>` element, the stylesheet). */
export const CSS_DATA_URL = /url\(\s*['"]?\s*data:/i;
/** Attributes whose value is a URL the page loads (`srcset` a list of them). */
const URL_ATTRIBUTES = new Set(['src', 'href', 'srcset', 'poster', 'xlink:href']);
/** The attribute naming the document an element embeds. */
const EMBEDS: Record<string, string> = { iframe: 'src', embed: 'src', object: 'data' };
/**
 * Markup without one of these loads nothing the policy lists, and is not parsed (most of a
 * page's markup has none). A `data:` written with character references is missed: the policy
 * then blocks that image, never allows more.
 */
const MARKERS = /<(?:script|style|form|iframe|object|embed)|data:/i;

export function noSources(): PageSources {
  return { scripts: [], styles: [], actions: [], usesData: false, frames: [], objects: [] };
}

export function findSources(html: string): PageSources {
  const sources = noSources();
  if (!MARKERS.test(html)) return sources;
  // The list the text of the element being read goes to: an inline script's or a style's.
  let textOf: string[] | undefined;
  new Parser({
    onopentag(name, attributes) {
      const isInline = name === 'style' || (name === 'script' && attributes.src === undefined);
      textOf = isInline ? sources[name === 'style' ? 'styles' : 'scripts'] : undefined;
      textOf?.push('');
      const embedded = Object.hasOwn(EMBEDS, name) ? attributes[EMBEDS[name]!] : undefined;
      if (name === 'form' && attributes.action !== undefined)
        sources.actions.push(attributes.action);
      else if (embedded !== undefined)
        (name === 'iframe' ? sources.frames : sources.objects).push(embedded);
      for (const [attribute, value] of Object.entries(attributes))
        if (isDataUrlIn(attribute, value)) sources.usesData = true;
    },
    ontext(text) {
      if (textOf) textOf[textOf.length - 1] += text;
    },
    onclosetag() {
      textOf = undefined;
    },
  }).end(html);
  if (sources.styles.some((style) => CSS_DATA_URL.test(style))) sources.usesData = true;
  return sources;
}

function isDataUrlIn(attribute: string, value: string): boolean {
  if (attribute === 'style') return CSS_DATA_URL.test(value);
  if (!URL_ATTRIBUTES.has(attribute)) return false;
  const urls = attribute === 'srcset' ? value.split(',') : [value];
  return urls.some((url) => /^\s*data:/i.test(url));
}

/** The sources of consecutive parts of a document, in document order. */
export function joinSources(parts: PageSources[]): PageSources {
  const joined = noSources();
  for (const part of parts) {
    for (const list of ['scripts', 'styles', 'actions', 'frames', 'objects'] as const)
      joined[list].push(...part[list]);
    joined.usesData ||= part.usesData;
  }
  return joined;
}
