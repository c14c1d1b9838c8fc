/**
 * The characters XML 1.0 forbids (its `Char` production): C0 controls other than tab, line feed
 * and carriage return, U+FFFE and U+FFFF, and surrogates that are not part of a pair. A feed
 * or sitemap holding one is rejected whole by feed readers and crawlers, so the build leaves
 * them out of every XML file it writes and `site check` looks for them.
 */
const FORBIDDEN =
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
/** A character reference, which XML 1.0 allows only to characters it allows. */
const REFERENCE = /&#(?:x([0-9a-fA-F]+)|([0-9]+));/g;

/** The text without the characters XML 1.0 forbids. */
export function withoutForbiddenXml(text: string): string {
  return text.replace(FORBIDDEN, '');
}

/** The first character (or character reference) of `xml` that XML 1.0 forbids, with its 1-based line, or undefined. */
export function findForbiddenXml(xml: string): { line: number; codePoint: number } | undefined {
  let found: { index: number; codePoint: number } | undefined;
  FORBIDDEN.lastIndex = 0;
  const raw = FORBIDDEN.exec(xml);
  if (raw) found = { index: raw.index, codePoint: raw[0].codePointAt(0)! };
  for (const match of xml.matchAll(REFERENCE)) {
    if (found && match.index >= found.index) break;
    const codePoint = Number.parseInt(match[1] ?? match[2]!, match[1] ? 16 : 10);
    if (!isXmlChar(codePoint) && !isInCdata(xml, match.index)) {
      found = { index: match.index, codePoint };
      break;
    }
  }
  if (!found) return undefined;
  return { line: xml.slice(0, found.index).split('\n').length, codePoint: found.codePoint };
}

function isXmlChar(codePoint: number): boolean {
  return (
    codePoint === 0x9 ||
    codePoint === 0xa ||
    codePoint === 0xd ||
    (codePoint >= 0x20 && codePoint <= 0xd7ff) ||
    (codePoint >= 0xe000 && codePoint <= 0xfffd) ||
    (codePoint >= 0x10000 && codePoint <= 0x10ffff)
  );
}

/** Whether `index` falls inside a `<![CDATA[ … ]]>` section, where a reference is plain text. */
function isInCdata(xml: string, index: number): boolean {
  const open = xml.lastIndexOf('<![CDATA[', index);
  return open !== -1 && xml.lastIndexOf(']]>', index) < open;
}
