/**
 * Serializes JSON-LD for a `<script type="application/ld+json">` element.
 *
 * The only place JSON-LD is written. Inside a script element the HTML parser ends the element
 * at `</script` and treats `<!--` specially, so `<`, `>` and `&` become JSON unicode escapes;
 * U+2028 and U+2029 are escaped too so the text stays valid in any JavaScript context.
 * The escapes are plain JSON: `JSON.parse` of the element's text gives back the data exactly.
 */
import type { JsonLd } from '../contract';

/** Returns the JSON text to place between the script tags. */
export function serializeJsonLd(data: JsonLd): string {
  return JSON.stringify(data).replace(
    /[<>&\u2028\u2029]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/** The script element around JSON text from serializeJsonLd. */
export function jsonLdScript(json: string): string {
  return `<script type="application/ld+json">${json}</script>`;
}
