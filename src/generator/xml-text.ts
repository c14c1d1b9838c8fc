/**
 * The characters XML 1.0 forbids (its `Char` production): C0 controls other than tab, line feed
 * and carriage return, U+FFFE and U+FFFF, and surrogates that are not part of a pair. A feed
 * or sitemap holding one is rejected whole by feed readers and crawlers, so the build leaves
 * them out of every XML file it writes and `site check` looks for them (fast-xml-parser's
 * validator lets them through).
 */
const FORBIDDEN =
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
/** A forbidden character, or a character reference (which XML 1.0 allows only to characters it allows). */
const FORBIDDEN_OR_REFERENCE = new RegExp(
  `${FORBIDDEN.source}|&#(?:x([0-9a-fA-F]+)|([0-9]+));`,
  'g',
);

export function withoutForbiddenXml(text: string): string {
  return text.replace(FORBIDDEN, '');
}

/** The first character (or character reference) of `xml` that XML 1.0 forbids, with its 1-based line, or undefined. */
export function findForbiddenXml(xml: string): { line: number; codePoint: number } | undefined {
  for (const match of xml.matchAll(FORBIDDEN_OR_REFERENCE)) {
    const [text, hex, decimal] = match;
    const reference = hex ?? decimal;
    const codePoint = reference ? Number.parseInt(reference, hex ? 16 : 10) : text.codePointAt(0)!;
    const isForbidden =
      !reference ||
      // A reference inside a `<![CDATA[ … ]]>` section is plain text.
      (!isXmlChar(codePoint) &&
        xml.lastIndexOf(']]>', match.index) >= xml.lastIndexOf('<![CDATA[', match.index));
    if (isForbidden) return { line: xml.slice(0, match.index).split('\n').length, codePoint };
  }
  return undefined;
}

const isXmlChar = (codePoint: number) =>
  codePoint <= 0x10ffff && withoutForbiddenXml(String.fromCodePoint(codePoint)) !== '';
