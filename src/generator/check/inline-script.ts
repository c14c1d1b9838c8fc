/**
 * Inline script the Content-Security-Policy would block: an inline `<script>` whose hash the
 * policy does not list, an `on*` event handler, a `javascript:` URL. The build hashes only the
 * scripts it writes itself, so any other is markup that slipped in and would not run.
 */
import { textContent } from 'domutils';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Diagnostic } from '../diagnostics';
import { headersFor, parseHeadersFile } from '../headers-file';
import { select, type Site } from './load-dist';

/** Types that make a `<script>` run; any other (JSON-LD, say) is a data block the policy does not govern. */
const SCRIPT_TYPES = /^(?:|module|(?:text|application)\/(?:x-)?(?:java|ecma)script)$/i;
const URL_ATTRIBUTES = new Set(['href', 'src', 'action', 'formaction', 'xlink:href', 'data']);
/** A `javascript:` URL, as browsers read it: ASCII whitespace and control characters aside. */
const JAVASCRIPT_URL = /^javascript:/i;
const IGNORED_IN_URL = /[\u0000-\u0020\u007f]/g;

export function checkInlineScript({ distDir, pages }: Site): Diagnostic[] {
  const headersFile = path.join(distDir, '_headers');
  const rules = existsSync(headersFile) ? parseHeadersFile(readFileSync(headersFile, 'utf8')) : [];
  return pages.flatMap((page) => {
    const policies = [
      ...headersFor(rules, page.route)
        .filter(([name]) => name.toLowerCase() === 'content-security-policy')
        .map(([, value]) => value),
      ...select('meta[http-equiv="Content-Security-Policy" i]', page.document).map(
        (meta) => meta.attribs.content ?? '',
      ),
    ].map(scriptSources);
    const blocked = (text: string, isHandler: boolean) =>
      policies.some((sources) => !allowsInline(sources, text, isHandler));
    const problems: string[] = [];
    for (const script of select('script:not([src])', page.document)) {
      const text = textContent(script);
      if (SCRIPT_TYPES.test(script.attribs.type?.trim() ?? '') && blocked(text, false))
        problems.push(`An inline <script> (${preview(text)}) has no hash in the policy.`);
    }
    for (const { name, attribs } of select('*', page.document)) {
      for (const [key, value] of Object.entries(attribs)) {
        const attribute = key.toLowerCase();
        if (attribute.startsWith('on') && blocked(value, true))
          problems.push(`The ${attribute} handler on <${name}> is inline script.`);
        else if (
          URL_ATTRIBUTES.has(attribute) &&
          JAVASCRIPT_URL.test(value.replace(IGNORED_IN_URL, '')) &&
          blocked(value, true)
        )
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

/** The sources that govern inline script in one policy: script-src, else default-src (the generator writes no script-src-elem or -attr). */
function scriptSources(policy: string): string[] | undefined {
  const directives = new Map(
    policy.split(';').map((directive) => {
      const [name = '', ...sources] = directive.trim().split(/\s+/);
      return [name.toLowerCase(), sources] as const;
    }),
  );
  return directives.get('script-src') ?? directives.get('default-src');
}

/** CSP Level 3: a hash allows an inline script, and an event handler only with 'unsafe-hashes'; 'unsafe-inline' counts only without hashes or nonces. */
function allowsInline(sources: string[] | undefined, text: string, isHandler: boolean): boolean {
  if (sources === undefined) return true;
  const lower = sources.map((source) => source.toLowerCase());
  const hasHashOrNonce = lower.some(
    (source) => /^'(?:sha(?:256|384|512)|nonce)-/.test(source) || source === "'strict-dynamic'",
  );
  if (lower.includes("'unsafe-inline'") && !hasHashOrNonce) return true;
  if (isHandler && !lower.includes("'unsafe-hashes'")) return false;
  return ['sha256', 'sha384', 'sha512'].some((algorithm) =>
    sources.includes(
      `'${algorithm}-${createHash(algorithm).update(text, 'utf8').digest('base64')}'`,
    ),
  );
}

function preview(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > 40 ? `${flat.slice(0, 40)}…` : flat;
}
