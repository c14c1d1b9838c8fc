/**
 * Every page in a real browser at a phone and a desktop viewport: status, console, requests,
 * accessibility (axe-core, WCAG 2.2 A/AA), rendering without JavaScript, and screenshots.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHARED_BUILD_TIMEOUT_MS } from '../../shared-build';
import { repoRoot } from '../../helpers';
import type { ConsoleMessage, Page, Request, Response } from 'playwright-core';
import { axeViolations, hasBrowser, openMenuIfCollapsed, ROUTES, startHarness, visit, type Harness, type ViewportName } from './harness';

const screenshotDir = path.join(repoRoot, 'screenshots');

let harness: Harness;

beforeAll(async () => {
  if (!hasBrowser) return;
  harness = await startHarness();
  await mkdir(screenshotDir, { recursive: true });
}, SHARED_BUILD_TIMEOUT_MS);

afterAll(async () => harness?.close());

const cases = (['phone', 'desktop'] as ViewportName[]).flatMap((viewport) => ROUTES.map((route) => ({ viewport, ...route })));

// One tab per viewport for the whole-page checks, each page loaded afresh in it: a new context's
// first page costs seconds on a busy machine, a navigation in an open tab a fraction of that.
const checkedTabs = new Map<ViewportName, Promise<Page>>();

/** The viewport's tab for the whole-page checks, recording the CSP violations of each document it loads. */
function checkedTab(viewport: ViewportName): Promise<Page> {
  let tab = checkedTabs.get(viewport);
  if (!tab) {
    tab = (async () => {
      const { page } = await harness.open(viewport);
      await page.addInitScript(() => {
        const violations: string[] = [];
        (window as unknown as { __cspViolations: string[] }).__cspViolations = violations;
        document.addEventListener('securitypolicyviolation', (event) => violations.push(`${event.violatedDirective} ${event.blockedURI}`));
      });
      return page;
    })();
    checkedTabs.set(viewport, tab);
  }
  return tab;
}

/** The status of each same-site link already requested: the build is static and read-only, so a link answers the same for every page. */
const linkStatuses = new Map<string, Promise<number>>();

describe.skipIf(!hasBrowser)('every page in Chromium', () => {
  it.each(cases)('$path at $viewport loads with status $status under the CSP with no violation, no console error, only local requests, and no axe violation', async ({ viewport, path: route, status }) => {
    const page = await checkedTab(viewport);
    const consoleErrors: string[] = [];
    const failedRequests: string[] = [];
    const foreignRequests: string[] = [];
    const listeners = {
      console: (message: ConsoleMessage) => {
        if (message.type() === 'error') consoleErrors.push(message.text());
      },
      pageerror: (error: Error) => consoleErrors.push(error.message),
      requestfailed: (request: Request) => failedRequests.push(`${request.url()} ${request.failure()?.errorText}`),
      request: (request: Request) => {
        if (!request.url().startsWith(harness.origin)) foreignRequests.push(request.url());
      },
      response: (response: Response) => {
        if (!response.request().isNavigationRequest() && response.status() >= 400) failedRequests.push(`${response.url()} ${response.status()}`);
      },
    };
    page.on('console', listeners.console).on('pageerror', listeners.pageerror).on('requestfailed', listeners.requestfailed).on('request', listeners.request).on('response', listeners.response);
    try {
      const response = await page.goto(harness.origin + route, { waitUntil: 'networkidle' });
      expect(response?.status()).toBe(status);
      // The page ran under the real Content-Security-Policy from dist/_headers, and nothing was blocked.
      expect(response?.headers()['content-security-policy']).toContain("default-src 'none'");
      expect(await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations)).toEqual([]);
      // The 404 page's own document status is reported by Chromium as a console error; nothing else may be.
      const unexpected = status === 404 ? consoleErrors.filter((text) => !/status of 404/.test(text)) : consoleErrors;
      expect(unexpected).toEqual([]);
      expect(failedRequests).toEqual([]);
      expect(foreignRequests).toEqual([]);
      await expect.poll(() => page.evaluate(() => document.documentElement.classList.contains('js'))).toBe(true);

      expect(await axeViolations(page)).toEqual([]);
      const name = route === '/' ? 'home' : route.slice(1).replace(/\//g, '_');
      // One image pixel per CSS pixel: at the phone's device scale of 2 a full-page capture has four times the pixels and took
      // twice as long (6 s against 12-16 s for a long article under load), the slowest step of each of these tests.
      await page.screenshot({ path: path.join(screenshotDir, `${name}-${viewport}.png`), fullPage: true, scale: 'css' });
    } finally {
      page.off('console', listeners.console).off('pageerror', listeners.pageerror).off('requestfailed', listeners.requestfailed).off('request', listeners.request).off('response', listeners.response);
    }
    // A load, axe and a full-page capture of a long article passed 30 s on a busy two-core machine; a test that runs over
    // its limit goes on in the tab the next test uses, so it must rather have the time to finish.
  }, 90_000);

  it.each(['phone', 'desktop'] as ViewportName[])('has no axe violation with the mobile menu open at %s', async (viewport) => {
    const { page } = await visit(harness, '/', { viewport });
    await openMenuIfCollapsed(page);
    expect(await axeViolations(page)).toEqual([]);
  });
});

describe.skipIf(!hasBrowser)('crawler checks under the CSP', () => {
  it('lets a page fetch robots.txt and sitemap.xml from its own origin, as Lighthouse’s SEO audit does', async () => {
    const { page } = await visit(harness, '/about', { viewport: 'desktop' });
    const statuses = await page.evaluate(async () => Promise.all(['/robots.txt', '/sitemap.xml'].map(async (url) => (await fetch(url)).status)));
    expect(statuses).toEqual([200, 200]);
  });
});

describe.skipIf(!hasBrowser)('at the narrowest phone width (320 px)', () => {
  it('lays out every page without horizontal scrolling and keeps the menu toggle on screen', async () => {
    // Not mobile emulation: that widens the layout viewport to fit overflowing content and hides the bug.
    const context = await harness.browser.newContext({ viewport: { width: 320, height: 640 } });
    const page = await context.newPage();
    for (const { path: route } of ROUTES) {
      await page.goto(harness.origin + route);
      const layout = await page.evaluate(() => {
        const toggle = document.querySelector('[data-menu-toggle]')!.getBoundingClientRect();
        return { scrollWidth: document.documentElement.scrollWidth, width: document.documentElement.clientWidth, toggleRight: toggle.right };
      });
      expect(layout.scrollWidth, route).toBeLessThanOrEqual(layout.width);
      expect(layout.toggleRight, route).toBeLessThanOrEqual(layout.width);
    }
    await context.close();
  });
});

describe.skipIf(!hasBrowser)('with JavaScript disabled', () => {
  it.each(ROUTES)('$path renders its content and every link on it resolves', async ({ path: route, status }) => {
    const { context, page, response } = await visit(harness, route, { javaScriptEnabled: false });
    expect(response?.status()).toBe(status);
    await expect.poll(() => page.locator('h1').first().isVisible()).toBe(true);
    expect((await page.locator('main').innerText()).trim().length).toBeGreaterThan(40);
    const hrefs = await page.$$eval('a[href^="/"]', (links) => links.map((link) => (link as HTMLAnchorElement).href));
    for (const href of new Set(hrefs.map((h) => h.split('#')[0]!))) {
      let linked = linkStatuses.get(href);
      if (!linked) {
        linked = context.request.get(href, { maxRedirects: 0 }).then((answer) => answer.status());
        linkStatuses.set(href, linked);
      }
      expect(await linked, `${route} links to ${href}`).toBe(200);
    }
  });

  it('opens the mobile menu through its link and shows the navigation', async () => {
    const { page } = await visit(harness, '/about', { javaScriptEnabled: false });
    const nav = page.locator('#site-menu');
    expect(await nav.isVisible()).toBe(false);
    await page.locator('[data-menu-toggle]').click();
    await expect.poll(() => nav.isVisible()).toBe(true);
    await page.getByRole('link', { name: 'Blog', exact: true }).first().click();
    await page.waitForURL(`${harness.origin}/blog`);
  });
});
