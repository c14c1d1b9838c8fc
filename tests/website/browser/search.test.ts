/**
 * Search that answers (issue 46): the blog's search also finds the guide (/what-can-i-send) and
 * the destination pages, in the language of the words searched; an empty result offers the guide
 * and WhatsApp; without JavaScript the page says where the answers are.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { en } from '../../../content/locales/en';
import { hi } from '../../../content/locales/hi';
import { te } from '../../../content/locales/te';
import { whatsappHref } from '../../../content/links';
import { SHARED_BUILD_TIMEOUT_MS } from '../../shared-build';
import { hasBrowser, startHarness, visit, type Harness, type ViewportName } from './harness';

let harness: Harness;

beforeAll(async () => {
  if (hasBrowser) harness = await startHarness();
}, SHARED_BUILD_TIMEOUT_MS);

afterAll(async () => harness?.close());

/** The cards the search shows, each as [address, title, lang]. */
const results = (page: Page) =>
  page.locator('[data-blog] .blog-card:visible').evaluateAll((cards: HTMLElement[]) =>
    cards.map((card) => {
      const link = card.querySelector<HTMLAnchorElement>('.card-link')!;
      return [new URL(link.href).pathname, link.textContent, card.lang];
    }),
  );

describe.skipIf(!hasBrowser)('searching the blog', () => {
  it.each(['phone', 'desktop'] as ViewportName[])(
    'finds the guide and the USA and UK pages for “pickles” (%s), though no article mentions them',
    async (viewport) => {
      const { page } = await visit(harness, '/blog', { viewport });
      await page.fill('#blog-search', 'pickles');
      await expect
        .poll(() => results(page))
        .toEqual([
          ['/what-can-i-send', en.whatCanISend.hero.title, ''],
          [
            '/international-courier-to-usa',
            en.destinations.hero.title(en.destinations.countries.usa),
            '',
          ],
          [
            '/international-courier-to-uk',
            en.destinations.hero.title(en.destinations.countries.uk),
            '',
          ],
        ]);
      await page.locator('.card-link', { hasText: en.whatCanISend.hero.title }).click();
      await page.waitForURL(`${harness.origin}/what-can-i-send`);
    },
  );

  it.each([
    ['te', 'పచ్చళ్లు', te, 'te-IN'],
    ['hi', 'अचार', hi, 'hi-IN'],
  ] as const)(
    'finds the %s pages, in their language, for “%s”',
    async (code, word, messages, lang) => {
      const { page } = await visit(harness, '/blog');
      await page.fill('#blog-search', word);
      // The page's own articles are shown until the search has drawn its results.
      await expect
        .poll(async () => (await results(page)).every(([path]) => path!.startsWith(`/${code}/`)))
        .toBe(true);
      const found = await results(page);
      for (const [path, , cardLang] of found) {
        expect(path).toMatch(new RegExp(`^/${code}/`));
        expect(cardLang).toBe(lang);
      }
      expect(found.map(([path]) => path)).toContain(`/${code}/international-courier-to-usa`);
      expect(found.map(([, title]) => title)).toContain(
        messages.destinations.hero.title(messages.destinations.countries.usa),
      );
    },
  );

  it.each([
    ['pickles', en, 'en-IN', 3],
    ['పచ్చళ్లు', te, 'te-IN', 0],
    ['अचार', hi, 'hi-IN', 0],
  ] as const)(
    'names what “%s” found: results, in the language of the pages found, never “articles”',
    async (word, messages, lang, count) => {
      const { page } = await visit(harness, '/blog');
      await page.fill('#blog-search', word);
      await expect
        .poll(async () => (await results(page))[0]?.[2])
        .toBe(lang === 'en-IN' ? '' : lang);
      const shown = count || (await results(page)).length;
      // At most a page of cards (six): the guide and the destination pages in one language.
      const { one, many } = messages.ui.searchResults;
      const status = page.locator('[data-blog-status]');
      await expect
        .poll(() => status.textContent())
        .toBe(
          shown === 1 ? one : many.replace('{span}', `1–${shown}`).replace('{n}', String(shown)),
        );
      expect(await status.getAttribute('lang')).toBe(lang);
      // Nothing found is said in English, as the offer of the guide and WhatsApp under it is.
      await page.fill('#blog-search', `${word} zzzz`);
      await expect.poll(() => status.textContent()).toBe(en.ui.searchResults.none);
    },
  );

  it('keeps an English search to the English pages', async () => {
    const { page } = await visit(harness, '/blog');
    await page.fill('#blog-search', 'whatsapp');
    await expect
      .poll(async () => (await results(page)).some(([path]) => !path!.startsWith('/blog/')))
      .toBe(true);
    for (const [path, , lang] of await results(page)) {
      expect(path).not.toMatch(/^\/(te|hi)\//);
      expect(lang).toBe('');
    }
  });

  it('offers the guide and WhatsApp when nothing matches', async () => {
    const { page } = await visit(harness, '/blog');
    await page.fill('#blog-search', 'zzzz nothing');
    const empty = page.locator('[data-blog-empty]');
    await expect.poll(() => empty.isVisible()).toBe(true);
    expect(
      await empty
        .locator('a')
        .evaluateAll((links: HTMLAnchorElement[]) =>
          links.map((link) => link.getAttribute('href')),
        ),
    ).toEqual(['/what-can-i-send', whatsappHref]);
  });

  it.each(['phone', 'desktop'] as ViewportName[])(
    'without JavaScript, says plainly that search needs it and where the answers are instead (%s)',
    async (viewport) => {
      const { page } = await visit(harness, '/blog?q=pickles', {
        viewport,
        javaScriptEnabled: false,
      });
      const note = page.locator('.blog-controls noscript + *, .blog-controls p', {
        hasText: 'Search needs JavaScript',
      });
      expect(await note.isVisible()).toBe(true);
      expect(
        await note
          .locator('a')
          .evaluateAll((links: HTMLAnchorElement[]) =>
            links.map((link) => link.getAttribute('href')),
          ),
      ).toEqual(['/what-can-i-send', whatsappHref]);
    },
  );
});
