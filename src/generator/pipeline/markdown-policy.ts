/**
 * What the scan that writes the security policy (security-headers.ts) would read in a Markdown
 * file's HTML, held against what the allowlist accepted (markdown-html.ts).
 */
import { decodeAttribute } from './html-tokenizer';
import type { Finding } from './markdown-html';
import { findSources } from './security-headers';

/** The documents that markup the allowlist accepted embeds: `<iframe src>`, `<object data>` and `<embed src>`. */
export interface Embedded {
  frames: string[];
  objects: string[];
}

export function recordEmbedded(
  embedded: Embedded,
  name: string,
  attributes: Record<string, string>,
): void {
  if (name === 'iframe' && attributes.src !== undefined) embedded.frames.push(attributes.src);
  else if (name === 'object' && attributes.data !== undefined)
    embedded.objects.push(attributes.data);
  else if (name === 'embed' && attributes.src !== undefined) embedded.objects.push(attributes.src);
}

/**
 * The policy's sources are found by a scan of each page's markup (security-headers.ts), this
 * content in it. Whatever that scan would take from the content must be exactly what the
 * allowlist accepted: no form action, inline style, frame or object read out of a comment or
 * an attribute value, and every accepted frame and object written so that the scan sees it.
 */
export function checkPolicyView(html: string, embedded: Embedded): Finding[] {
  const seen = findSources(html);
  const findings: Finding[] = [];
  const hidden = (element: string, what: string): Finding => ({
    message: `\`<${element}\` appears in a comment or an attribute value, where the scan that writes the security policy would take it for a real <${element}> and allow its ${what}.`,
    hint: `Remove it, or write &lt;${element} so that it stays text.`,
    needles: [`<${element}`],
  });
  if (seen.actions.length > 0) findings.push(hidden('form', 'action'));
  if (seen.styles.length > 0) findings.push(hidden('style', 'text'));
  for (const [element, written, accepted] of [
    ['iframe', seen.frames, embedded.frames],
    ['object', seen.objects, embedded.objects],
  ] as const) {
    const unmatched = [...accepted];
    for (const value of written) {
      const decoded = value.includes('&') ? decodeAttribute(value) : value;
      const at = unmatched.indexOf(decoded);
      if (at === -1)
        findings.push(
          hidden(element === 'object' && !html.includes('<object') ? 'embed' : element, 'address'),
        );
      else unmatched.splice(at, 1);
    }
    if (unmatched.length > 0) {
      findings.push({
        message: `An <${element === 'iframe' ? 'iframe' : 'object or embed'}> is written so that the scan that writes the security policy does not see its address (${unmatched[0]}), so browsers would block it.`,
        hint:
          element === 'iframe'
            ? 'Write it in lowercase with the address in double quotes: <iframe src="https://…" title="…"></iframe>.'
            : 'Write it in lowercase with the address in double quotes: <object data="…"> or <embed src="…">.',
        needles: [unmatched[0]!, `<${element}`],
      });
    }
  }
  return findings;
}
