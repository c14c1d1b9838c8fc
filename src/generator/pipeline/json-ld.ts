/**
 * Serializes JSON-LD for a `<script type="application/ld+json">` element.
 *
 * The only place JSON-LD is written. Inside a script element the HTML parser ends the element
 * at `</script` and treats `<!--` specially, so `<`, `>` and `&` become JSON unicode escapes;
 * U+2028 and U+2029 are escaped too so the text stays valid in any JavaScript context.
 * The escapes are plain JSON: `JSON.parse` of the element's text gives back the data exactly.
 */
import type { JsonLd } from '../contract';

const UNSAFE = /[<>&\u2028\u2029]/g;

const ESCAPES: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/** Returns the JSON text to place between the script tags. */
export function serializeJsonLd(data: JsonLd): string {
  const json = JSON.stringify(data);
  if (json === undefined)
    throw new TypeError('JSON-LD must be a JSON-serializable object or array');
  return json.replace(UNSAFE, (char) => ESCAPES[char] ?? char);
}

/** The whole script element. */
export function renderJsonLdScript(data: JsonLd): string {
  return jsonLdScript(serializeJsonLd(data));
}

/** The script element around JSON text from serializeJsonLd. */
export function jsonLdScript(json: string): string {
  return `<script type="application/ld+json">${json}</script>`;
}
