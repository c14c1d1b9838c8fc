/**
 * What a server of a built site with locales answers (the i18n fixture): shared by the tests of
 * `site serve` and of the generated nginx snippet, which must behave the same.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect } from 'vitest';

/** Path, status, and the file whose bytes are the body or where it moves to. */
export const LOCALE_REQUESTS: Array<[string, number, { file: string } | { location: string }]> = [
  ['/te/', 200, { file: 'te/index.html' }],
  ['/hi/contact', 200, { file: 'hi/contact.html' }],
  ['/te/guides/packing', 200, { file: 'te/guides/packing.html' }],
  ['/te', 301, { location: '/te/' }],
  ['/te/index.html', 301, { location: '/te/' }],
  ['/te/contact.html', 301, { location: '/te/contact' }],
  ['/te/contact/', 301, { location: '/te/contact' }],
  ['/te/no-such-page', 404, { file: 'te/404.html' }],
  ['/te/guides/no-such-guide', 404, { file: 'te/404.html' }],
  ['/te/404.html', 404, { file: 'te/404.html' }],
  ['/hi/no-such-page', 404, { file: 'hi/404.html' }],
  ['/no-such-page', 404, { file: '404.html' }],
  ['/guides/no-such-guide', 404, { file: '404.html' }],
];

/** Checks every request of LOCALE_REQUESTS against `origin`, serving `outDir`. */
export async function expectLocaleRouting(origin: string, outDir: string): Promise<void> {
  for (const [target, status, expected] of LOCALE_REQUESTS) {
    const response = await fetch(origin + target, { redirect: 'manual' });
    expect(response.status, target).toBe(status);
    if ('location' in expected)
      expect(new URL(response.headers.get('location')!, origin).pathname, target).toBe(
        expected.location,
      );
    else
      expect(await response.text(), target).toBe(
        await readFile(path.join(outDir, expected.file), 'utf8'),
      );
  }
}
