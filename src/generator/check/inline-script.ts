/**
 * Inline script the Content-Security-Policy would block: an inline `<script>` whose hash the
 * policy does not list, an `on*` event handler, a `javascript:` URL. The build hashes only the
 * scripts it writes itself, so any other is markup that slipped in and would not run.
 */
import { textContent } from 'domutils';
import type { Diagnostic } from '../diagnostics';
import { headersFor, parseHeadersFile } from '../headers-file';
import { sha256 } from '../pipeline/security-headers';
import { readIn } from '../serve/preview';
import { select, type Site } from './load-dist';

/** Types that make a `<script>` run; any other (JSON-LD, say) is a data block the policy does not govern. */
const SCRIPT_TYPES = /^(?:|module|(?:text|application)\/(?:x-)?(?:java|ecma)script)$/i;
const URL_ATTRIBUTES = new Set(['href', 'src', 'action', 'formaction', 'xlink:href', 'data']);
/** A `javascript:` URL, as browsers read it: ASCII whitespace and control characters aside. */
const isJavascriptUrl = (url: string) =>
  /^javascript:/i.test(url.replace(/[\u0000-\u0020\u007f]/g, ''));

export function checkInlineScript({ distDir, pages }: Site): Diagnostic[] {
  const rules = parseHeadersFile(readIn(distDir, '_headers'));
  return pages.flatMap((page) => {
    // The script-src of each policy (one without it governs no script). The build never writes
    // 'unsafe-inline' or 'unsafe-hashes': only a listed hash allows a script, nothing a handler.
    const scriptSources = [
      ...headersFor(rules, page.route)
        .filter(([name]) => name.toLowerCase() === 'content-security-policy')
        .map(([, value]) => value),
      ...select('meta[http-equiv="Content-Security-Policy" i]', page.document).map(
        (meta) => meta.attribs.content ?? '',
      ),
    ].flatMap((policy) => {
      const sources = /(?:^|;)\s*script-src\s([^;]*)/i.exec(policy)?.[1];
      return sources === undefined ? [] : [sources.trim().split(/\s+/)];
    });
    // Whether the inline script `text` is blocked (undefined: a handler or a `javascript:` URL).
    const blocked = (text?: string) =>
      scriptSources.some((sources) => text === undefined || !sources.includes(sha256(text)));
    const problems: string[] = [];
    for (const script of select('script:not([src])', page.document)) {
      const text = textContent(script);
      const flat = text.replace(/\s+/g, ' ').trim();
      const preview = flat.length > 40 ? `${flat.slice(0, 40)}…` : flat;
      if (SCRIPT_TYPES.test(script.attribs.type?.trim() ?? '') && blocked(text))
        problems.push(`An inline <script> (${preview}) has no hash in the policy.`);
    }
    for (const { name, attribs } of select('*', page.document)) {
      for (const [key, value] of Object.entries(attribs)) {
        const attribute = key.toLowerCase();
        if (attribute.startsWith('on') && blocked())
          problems.push(`The ${attribute} handler on <${name}> is inline script.`);
        else if (URL_ATTRIBUTES.has(attribute) && isJavascriptUrl(value) && blocked())
          problems.push(
            `The ${attribute} of <${name}> is a javascript: URL, which is inline script.`,
          );
      }
    }
    return problems.map((message) => ({
      message: `${message} The Content-Security-Policy blocks it.`,
      file: page.displayFile,
      hint: "Remove it from the component or content that writes it; put behaviour in the site's client script.",
    }));
  });
}
