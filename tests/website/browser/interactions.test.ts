/**
 * What visitors do: the mobile menu, the 404 page, the contact form, the blog controls,
 * and the call, WhatsApp and email links.
 */
import type { ConsoleMessage, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHARED_BUILD_TIMEOUT_MS } from '../../shared-build';
import { company } from '../../../content/company';
import { mailtoHref, telHref, whatsappHref } from '../../../content/links';
import { hasBrowser, startHarness, visit, type Harness } from './harness';

let harness: Harness;

beforeAll(async () => {
  if (hasBrowser) harness = await startHarness();
}, SHARED_BUILD_TIMEOUT_MS);

afterAll(async () => harness?.close());

/** Loads `path` in the file's reused tab for the viewport (a new context's first page costs seconds; a navigation a fraction). */
const openPage = (path: string, viewport: 'phone' | 'desktop' = 'phone') =>
  visit(harness, path, { viewport });

/** Loads `path` in a new context of its own: for tests that count the page's requests from a cold cache, or route them. */
async function openFresh(path: string, viewport: 'phone' | 'desktop' = 'phone') {
  const opened = await harness.open(viewport);
  await opened.page.goto(harness.origin + path);
  return opened;
}

/** Submits a form and returns the mailto: URLs it tried to open, instead of leaving for an email app. */
async function submitRecordingMailto(page: Page, formSelector: string): Promise<string[]> {
  return page.evaluate((selector) => {
    const navigations: string[] = [];
    const record = (event: MouseEvent) => {
      const link = (event.target as Element).closest('a');
      if (link?.href.startsWith('mailto:')) {
        navigations.push(link.href);
        event.preventDefault();
      }
    };
    document.addEventListener('click', record, true);
    (document.querySelector(selector) as HTMLFormElement).requestSubmit();
    document.removeEventListener('click', record, true);
    return navigations;
  }, formSelector);
}

const visibleCards = (page: Page) => page.locator('[data-blog] .blog-card:visible');

describe.skipIf(!hasBrowser)('the mobile menu', () => {
  it('is hidden at first, and the toggle opens it with visible, focusable links', async () => {
    const { page } = await openPage('/about');
    const toggle = page.locator('[data-menu-toggle]');
    const menu = page.locator('#site-menu');
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await toggle.getAttribute('aria-controls')).toBe('site-menu');
    expect(await menu.isVisible()).toBe(false);
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    for (const name of ['Home', 'About', 'Blog', 'Contact']) {
      const link = menu.getByRole('link', { name, exact: true });
      expect(await link.isVisible(), name).toBe(true);
      await link.focus();
      expect(await link.evaluate((element) => element === document.activeElement), name).toBe(true);
    }
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await menu.isVisible()).toBe(false);
  });

  it('closes when a link in it is chosen', async () => {
    const { page } = await openPage('/about');
    await page.locator('[data-menu-toggle]').click();
    // Keep the page from navigating away so the menu's own state can be read.
    await page.evaluate(() =>
      document
        .getElementById('site-menu')!
        .addEventListener('click', (event) => event.preventDefault()),
    );
    await page.locator('#site-menu').getByRole('link', { name: 'Blog', exact: true }).click();
    expect(await page.locator('[data-menu-toggle]').getAttribute('aria-expanded')).toBe('false');
    expect(await page.locator('#site-menu').isVisible()).toBe(false);
  });

  it('closes on Escape and returns focus to the toggle', async () => {
    const { page } = await openPage('/');
    await page.locator('[data-menu-toggle]').click();
    await page.locator('#site-menu').getByRole('link', { name: 'Contact', exact: true }).focus();
    await page.keyboard.press('Escape');
    expect(await page.locator('[data-menu-toggle]').getAttribute('aria-expanded')).toBe('false');
    expect(
      await page.evaluate(() => document.activeElement?.hasAttribute('data-menu-toggle')),
    ).toBe(true);
  });

  it('shows the links without the toggle on desktop', async () => {
    const { page } = await openPage('/', 'desktop');
    expect(await page.locator('[data-menu-toggle]').isVisible()).toBe(false);
    for (const name of ['Home', 'About', 'Blog', 'Contact'])
      expect(
        await page.locator('#site-menu').getByRole('link', { name, exact: true }).isVisible(),
      ).toBe(true);
  });
});

describe.skipIf(!hasBrowser)('the 404 page', () => {
  it('logs the missing path to the console, and Return to Home works', async () => {
    const { page } = await harness.tab('phone');
    const messages: string[] = [];
    const record = (message: ConsoleMessage) => messages.push(message.text());
    page.on('console', record);
    const response = await page.goto(`${harness.origin}/no/such/route?x=1`);
    expect(response?.status()).toBe(404);
    await expect.poll(() => messages.some((text) => text.includes('/no/such/route'))).toBe(true);
    expect(await page.locator('h1').innerText()).toBe('404 - Page Not Found');
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await page.waitForURL(`${harness.origin}/`);
    page.off('console', record);
  });
});

describe.skipIf(!hasBrowser)('the contact form', () => {
  it('is blocked by the browser when submitted empty, and nothing navigates', async () => {
    const { page } = await openPage('/contact');
    const form = page.locator('#quote-form');
    expect(await form.evaluate((element: HTMLFormElement) => element.checkValidity())).toBe(false);
    await form.getByRole('button', { name: 'Send Message' }).click();
    expect(page.url()).toBe(`${harness.origin}/contact`);
    expect(
      await page
        .locator('#contact-name')
        .evaluate((input: HTMLInputElement) => input.validity.valueMissing),
    ).toBe(true);
  });

  it('rejects an invalid email and accepts a complete form', async () => {
    const { page } = await openPage('/contact');
    await page.fill('#contact-name', 'Asha Rao');
    await page.fill('#contact-phone', '+91 98480 00000');
    await page.fill('#contact-email', 'not-an-email');
    await page.fill('#contact-message', 'Two boxes of books to Toronto, about 12 kg.');
    expect(
      await page
        .locator('#contact-email')
        .evaluate((input: HTMLInputElement) => input.validity.typeMismatch),
    ).toBe(true);
    expect(
      await page.locator('#quote-form').evaluate((form: HTMLFormElement) => form.checkValidity()),
    ).toBe(false);
    await page.fill('#contact-email', 'asha@example.com');
    expect(
      await page.locator('#quote-form').evaluate((form: HTMLFormElement) => form.checkValidity()),
    ).toBe(true);
  });

  it('offers exactly the spec’s services, with the empty choice first and optional', async () => {
    const { page } = await openPage('/contact');
    const options = await page.$$eval('#contact-service option', (list) =>
      list.map((o) => [(o as HTMLOptionElement).value, o.textContent]),
    );
    expect(options).toEqual([
      ['', 'Select a service'],
      ['international-courier', 'International Courier'],
      ['air-cargo', 'Air Cargo'],
      ['domestic-courier', 'Domestic Courier'],
      ['other', 'Other'],
    ]);
    expect(
      await page
        .locator('#contact-service')
        .evaluate((select: HTMLSelectElement) => select.required),
    ).toBe(false);
  });

  it('opens a prefilled email to the company when no endpoint is configured', async () => {
    const { page } = await openPage('/contact');
    await page.fill('#contact-name', 'Asha Rao');
    await page.fill('#contact-phone', '+91 98480 00000');
    await page.fill('#contact-email', 'asha@example.com');
    await page.selectOption('#contact-service', 'air-cargo');
    await page.fill('#contact-message', 'A pallet to Dubai.');
    const navigations = await submitRecordingMailto(page, '#quote-form');
    if (company.forms.contactEndpoint) {
      expect(navigations).toEqual([]);
    } else {
      expect(navigations).toHaveLength(1);
      const url = new URL(navigations[0]!);
      expect(url.protocol).toBe('mailto:');
      expect(url.pathname).toBe(company.email);
      const body = url.searchParams.get('body') ?? '';
      expect(body).toContain('Full Name: Asha Rao');
      expect(body).toContain('Service: Air Cargo');
      expect(body).toContain('Message: A pallet to Dubai.');
      expect(await page.locator('#quote-form [data-form-status]').innerText()).toContain(
        'Thank you',
      );
    }
  });
});

describe.skipIf(!hasBrowser)('the blog listing', () => {
  /** Waits until the listing's status line (role=status) reads `text`. */
  const statusReads = (page: Page, text: string) =>
    page.waitForFunction(
      (expected) => document.querySelector('[data-blog-status]')?.textContent === expected,
      text,
    );

  it('filters by category in place from the search index, marking the current category, and All brings the page back', async () => {
    const { page } = await openPage('/blog', 'desktop');
    expect(await visibleCards(page).count()).toBe(6);
    await page.locator('.filters').getByRole('link', { name: 'Regulations' }).click();
    await statusReads(page, 'Showing 1 article');
    expect(
      await page
        .locator('.filters')
        .getByRole('link', { name: 'Regulations' })
        .getAttribute('aria-current'),
    ).toBe('true');
    expect(
      await page
        .locator('.filters')
        .getByRole('link', { name: 'All' })
        .getAttribute('aria-current'),
    ).toBeNull();
    // The address is the category's own page, which shows the same articles without the script.
    expect(new URL(page.url()).pathname).toBe('/blog/category/regulations');
    const categories = await visibleCards(page).evaluateAll((cards) =>
      cards.map((card) => (card as HTMLElement).dataset.category),
    );
    expect(categories).toEqual(['Regulations']);
    await page.locator('.filters').getByRole('link', { name: 'All' }).click();
    await statusReads(page, 'Showing 1–6 of 6 articles');
    expect(await visibleCards(page).count()).toBe(6);
  });

  it('without JavaScript, the category links open the category pages', async () => {
    const { page } = await visit(harness, '/blog', {
      viewport: 'desktop',
      javaScriptEnabled: false,
    });
    await page.locator('.filters').getByRole('link', { name: 'Technology' }).click();
    await page.waitForURL(`${harness.origin}/blog/category/technology`);
    expect(await page.locator('h1').innerText()).toBe('Technology');
    expect(
      await visibleCards(page).evaluateAll((cards) =>
        cards.map((card) => (card as HTMLElement).dataset.category),
      ),
    ).toEqual(['Technology']);
  });

  it('searches every article by the search box over the index and shows a no-match state', async () => {
    const { page } = await openPage('/blog', 'desktop');
    const index = page.waitForResponse((response) => response.url().endsWith('/blog/search.json'));
    await page.fill('#blog-search', 'volumetric');
    expect((await index).status()).toBe(200);
    // In the title of the one on courier costs, and in the text of another.
    await statusReads(page, 'Showing 1–2 of 2 results');
    expect(await visibleCards(page).locator('h2').allInnerTexts()).toContainEqual(
      expect.stringMatching(/Courier Costs/),
    );
    // The excerpt's words and the category count too, in any order.
    await page.fill('#blog-search', 'lower habits');
    await statusReads(page, 'Showing 1 result');
    expect(await visibleCards(page).locator('h2').allInnerTexts()).toEqual([
      expect.stringMatching(/Courier Costs/),
    ]);
    await page.fill('#blog-search', 'technology');
    // "Showing 1 result" was the last search's status too: wait for the card itself.
    await expect
      .poll(() =>
        visibleCards(page).evaluateAll((cards) =>
          cards.map((card) => (card as HTMLElement).dataset.category),
        ),
      )
      .toEqual(['Technology']);
    await statusReads(page, 'Showing 1 result');
    // The articles' text counts too: "daughter" is only in the body of the step-by-step guide.
    await page.fill('#blog-search', 'daughter');
    // The status read "Showing 1 result" for the last search too: wait for the card itself.
    await expect
      .poll(() => visibleCards(page).locator('h2').allInnerTexts())
      .toEqual([expect.stringMatching(/Step.by.Step Guide/)]);
    await statusReads(page, 'Showing 1 result');
    await page.fill('#blog-search', 'zzzz nothing');
    await statusReads(page, 'No results match');
    expect(await visibleCards(page).count()).toBe(0);
    expect(await page.locator('[data-blog-empty]').isVisible()).toBe(true);
    await page.fill('#blog-search', '');
    await statusReads(page, 'Showing 1–6 of 6 articles');
    expect(await visibleCards(page).count()).toBe(6);
  });

  it('does not fetch the search index until the visitor searches or filters', async () => {
    const { context, page } = await harness.open('desktop');
    const fetched: string[] = [];
    page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
    await page.goto(`${harness.origin}/blog`);
    await page.waitForLoadState('networkidle');
    expect(fetched.filter((path) => path.startsWith('/blog/search'))).toEqual([]);
    await context.close();
  });

  it('finds a word from the start of it, fetching only the manifest, that word’s shard and the cards’ rows, each once', async () => {
    const { context, page } = await openFresh('/blog', 'desktop');
    const fetched: string[] = [];
    page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
    // "daught" starts "daughter", a word only in the body of the step-by-step guide.
    await page.fill('#blog-search', 'daught');
    await statusReads(page, 'Showing 1 result');
    expect(await visibleCards(page).locator('h2').allInnerTexts()).toEqual([
      expect.stringMatching(/Step.by.Step Guide/),
    ]);
    // Of the index (the page's own images may still be loading, lazily).
    expect(fetched.filter((path) => path.startsWith('/blog/search')).sort()).toEqual([
      '/blog/search.json',
      '/blog/search/r-0.json',
      '/blog/search/w-da.json',
    ]);
    // A second word narrows within what was found; a word of one letter changes nothing yet.
    await page.fill('#blog-search', 'daughter z');
    await statusReads(page, 'Showing 1 result');
    await page.fill('#blog-search', 'daughter zzzz');
    await statusReads(page, 'No results match');
    // A filter with a search: only that category's articles with the word.
    // "parcel" is in all six articles, and in the guide and three destination pages, which the search also finds.
    await page.fill('#blog-search', 'parcel');
    await statusReads(page, 'Showing 1–6 of 10 results');
    await page.locator('.filters').getByRole('link', { name: 'Regulations' }).click();
    await statusReads(page, 'Showing 1 result');
    expect(
      await visibleCards(page).evaluateAll((cards) =>
        cards.map((card) => (card as HTMLElement).dataset.category),
      ),
    ).toEqual(['Regulations']);
    // The guide with "daughter" is an International one.
    await page.fill('#blog-search', 'daughter');
    await statusReads(page, 'No results match');
    await page.locator('.filters').getByRole('link', { name: 'International' }).click();
    await statusReads(page, 'Showing 1 result');
    expect(fetched.filter((path) => path === '/blog/search.json')).toEqual(['/blog/search.json']);
    await context.close();
  });

  it('says search is unavailable when a file of the index fails, and finds again once it is back', async () => {
    const { context, page } = await openFresh('/blog', 'desktop');
    let failing = true;
    await page.route(`${harness.origin}/blog/search/w-da.json`, (route) =>
      failing ? route.abort() : route.fallback(),
    );
    await page.fill('#blog-search', 'daughter');
    await statusReads(page, 'Search is unavailable; try again.');
    failing = false;
    await page.fill('#blog-search', 'daughters');
    await page.fill('#blog-search', 'daughter');
    await statusReads(page, 'Showing 1 result');
    await context.close();
  });

  it('hides Load More, from view and from screen readers, when every article fits on one page', async () => {
    const { page } = await openPage('/blog');
    const more = page.locator('[data-load-more]');
    expect(await more.textContent()).toBe('Load More Articles');
    expect(await more.isVisible()).toBe(false);
    expect(await page.getByRole('button', { name: 'Load More Articles' }).count()).toBe(0);
  });

  it('appends the next page with Load More, then has nothing more to load', async () => {
    const { context, page } = await harness.open('desktop');
    // The real blog fits on one page: serve /blog as page 1 of 12 articles, whose Load More links to a page 2 with six more.
    await page.route(`${harness.origin}/blog`, async (route) => {
      const response = await route.fetch();
      const html = (await response.text())
        .replace('data-total="6"', 'data-total="12"')
        .replace(
          /<button type="button" class="btn btn-outline" hidden="" data-load-more="">/,
          '<a class="btn btn-outline" href="/blog/page/2" data-load-more="">',
        )
        .replace(/(data-load-more="">Load More Articles)<\/button>/, '$1</a>');
      await route.fulfill({ response, body: html });
    });
    await page.route(`${harness.origin}/blog/page/2`, async (route) =>
      route.fulfill({ response: await route.fetch({ url: `${harness.origin}/blog` }) }),
    );
    await page.goto(`${harness.origin}/blog`);
    const more = page.getByRole('link', { name: 'Load More Articles' });
    expect(await more.getAttribute('href')).toBe('/blog/page/2');
    expect(await visibleCards(page).count()).toBe(6);
    await more.click();
    await statusReads(page, 'Showing 1–12 of 12 articles');
    expect(await visibleCards(page).count()).toBe(12);
    expect(new URL(page.url()).pathname, 'the page stays where it is').toBe('/blog');
    expect(await more.isVisible()).toBe(false);
    await context.close();
  });

  // Twelve navigations (the listing, then the article, six times): on a busy two-core machine that can pass 30 s.
  it('opens each article page from its card', { timeout: 90_000 }, async () => {
    const { page } = await openPage('/blog', 'desktop');
    const links = await page.$$eval('[data-blog] .card-link', (list) =>
      list.map((a) => [(a as HTMLAnchorElement).getAttribute('href'), a.textContent]),
    );
    expect(links).toHaveLength(6);
    for (const [href, title] of links) {
      await page.goto(`${harness.origin}/blog`);
      await page.locator(`[data-blog] .card-link[href="${href}"]`).click();
      await page.waitForURL(harness.origin + href!);
      expect(await page.locator('h1').innerText()).toBe(title);
    }
  });

  it('subscribes by opening a prefilled email when no newsletter endpoint is configured', async () => {
    const { page } = await openPage('/blog');
    const form = page.locator('form.newsletter-form');
    await page.fill('#newsletter-email', 'nope');
    expect(await form.evaluate((element: HTMLFormElement) => element.checkValidity())).toBe(false);
    expect(await submitRecordingMailto(page, 'form.newsletter-form')).toEqual([]);
    await page.fill('#newsletter-email', 'reader@example.com');
    const navigations = await submitRecordingMailto(page, 'form.newsletter-form');
    if (company.forms.newsletterEndpoint) {
      expect(await form.getAttribute('action')).toBe(company.forms.newsletterEndpoint);
    } else {
      expect(navigations).toHaveLength(1);
      const url = new URL(navigations[0]!);
      expect(url.pathname).toBe(company.email);
      expect(url.searchParams.get('subject')).toBe('Newsletter subscription');
      expect(url.searchParams.get('body')).toBe('Email address: reader@example.com');
      expect(await form.locator('[data-form-status]').isVisible()).toBe(true);
    }
  });
});

describe.skipIf(!hasBrowser)('outgoing links', () => {
  it('carry the configured phone, WhatsApp number with its prefilled text, and email', async () => {
    const { page } = await openPage('/contact', 'desktop');
    const hrefs = await page.$$eval('a[href]', (links) =>
      links.map((link) => link.getAttribute('href')!),
    );
    expect(hrefs).toContain(telHref);
    expect(hrefs).toContain(mailtoHref);
    expect(hrefs).toContain(whatsappHref);
    expect(telHref).toBe(`tel:${company.phone.e164}`);
    const whatsapp = new URL(whatsappHref);
    expect(whatsapp.origin + whatsapp.pathname).toBe(`https://wa.me/${company.whatsapp.number}`);
    expect(whatsapp.searchParams.get('text')).toMatch(/international courier.*Hyderabad/i);
  });
});
