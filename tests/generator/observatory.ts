/**
 * Mozilla HTTP Observatory's header scoring, for the tests that can be judged from response
 * headers alone (https://developer.mozilla.org/en-US/observatory/docs/tests_and_scoring).
 * Penalties are applied first; bonuses only when the score is then 90 or more. Tests that need
 * a live HTTPS host (redirection, HSTS preload list) are assumed neutral: 0.
 */
export interface ObservatoryResult {
  score: number;
  grade: string;
  modifiers: Array<[string, number]>;
}

const GRADES: Array<[number, string]> = [
  [100, 'A+'],
  [90, 'A'],
  [85, 'A-'],
  [80, 'B+'],
  [70, 'B'],
  [65, 'B-'],
  [60, 'C+'],
  [50, 'C'],
  [45, 'C-'],
  [40, 'D+'],
  [30, 'D'],
  [25, 'D-'],
  [0, 'F'],
];

function parseCsp(value: string | undefined): Map<string, string[]> | undefined {
  if (!value) return undefined;
  return new Map(
    value
      .split(';')
      .map((d) => d.trim())
      .filter(Boolean)
      .map((d) => {
        const [name, ...sources] = d.split(/\s+/);
        return [name!.toLowerCase(), sources];
      }),
  );
}

export function scoreHeaders(headers: Record<string, string>, html: string): ObservatoryResult {
  const get = (name: string) =>
    Object.entries(headers).find(([key]) => key.toLowerCase() === name)?.[1];
  const modifiers: Array<[string, number]> = [];
  const csp = parseCsp(get('content-security-policy'));
  if (!csp) modifiers.push(['csp-not-implemented', -25]);
  else {
    const scriptSrc = csp.get('script-src') ?? csp.get('default-src') ?? [];
    const styleSrc = csp.get('style-src') ?? csp.get('default-src') ?? [];
    const all = [...csp.values()].flat();
    if (
      scriptSrc.includes("'unsafe-inline'") &&
      !scriptSrc.some((s) => s.startsWith("'sha") || s.startsWith("'nonce"))
    )
      modifiers.push(['csp-implemented-with-unsafe-inline', -20]);
    else if (all.some((s) => s.startsWith('http:')))
      modifiers.push(['csp-implemented-with-insecure-scheme', -20]);
    else if (all.includes("'unsafe-eval'"))
      modifiers.push(['csp-implemented-with-unsafe-eval', -10]);
    else if (styleSrc.includes("'unsafe-inline'"))
      modifiers.push(['csp-implemented-with-unsafe-inline-in-style-src-only', 0]);
    else if (csp.get('default-src')?.join(' ') === "'none'")
      modifiers.push(['csp-implemented-with-no-unsafe-default-src-none', 10]);
    else modifiers.push(['csp-implemented-with-no-unsafe', 5]);
  }
  const hsts = /max-age=(\d+)/i.exec(get('strict-transport-security') ?? '');
  if (!hsts) modifiers.push(['hsts-not-implemented', -20]);
  else
    modifiers.push(
      Number(hsts[1]) >= 15768000
        ? ['hsts-implemented-max-age-at-least-six-months', 0]
        : ['hsts-implemented-max-age-less-than-six-months', -10],
    );
  modifiers.push(
    get('x-content-type-options')?.toLowerCase() === 'nosniff'
      ? ['x-content-type-options-nosniff', 0]
      : ['x-content-type-options-not-implemented', -5],
  );
  const frameAncestors = csp?.get('frame-ancestors');
  const xfo = get('x-frame-options')?.toUpperCase();
  if (frameAncestors) modifiers.push(['x-frame-options-implemented-via-csp', 5]);
  else if (xfo === 'DENY' || xfo === 'SAMEORIGIN')
    modifiers.push(['x-frame-options-sameorigin-or-deny', 0]);
  else modifiers.push(['x-frame-options-not-implemented', -20]);
  const referrer = get('referrer-policy')?.toLowerCase();
  if (
    referrer &&
    ['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin'].includes(
      referrer,
    )
  )
    modifiers.push(['referrer-policy-private', 5]);
  else if (
    referrer &&
    ['origin', 'origin-when-cross-origin', 'unsafe-url', 'no-referrer-when-downgrade'].includes(
      referrer,
    )
  )
    modifiers.push(['referrer-policy-unsafe', -5]);
  else modifiers.push(['referrer-policy-not-implemented', 0]);
  const externalScripts = [...html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)]
    .map((m) => m[1]!)
    .filter((src) => /^(https?:)?\/\//.test(src));
  modifiers.push(
    externalScripts.length === 0
      ? ['sri-not-implemented-but-all-scripts-loaded-from-secure-origin', 0]
      : ['sri-not-implemented-but-external-scripts-loaded-securely', -5],
  );
  modifiers.push(get('set-cookie') ? ['cookies-present', 0] : ['cookies-not-found', 0]);
  modifiers.push(
    get('access-control-allow-origin') === '*'
      ? ['cross-origin-resource-sharing-implemented-with-universal-access', -50]
      : ['cross-origin-resource-sharing-not-implemented', 0],
  );

  const penalties = modifiers.reduce((sum, [, value]) => sum + Math.min(0, value), 0);
  const bonuses = modifiers.reduce((sum, [, value]) => sum + Math.max(0, value), 0);
  let score = Math.max(0, 100 + penalties);
  if (score >= 90) score += bonuses;
  return { score, grade: GRADES.find(([minimum]) => score >= minimum)![1], modifiers };
}
