/**
 * Every page in a real browser at a phone and a desktop viewport: status, console, requests,
 * accessibility (axe-core, WCAG 2.2 A/AA), rendering without JavaScript, and screenshots.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHARED_BUILD_TIMEOUT_MS } from '../../shared-build';
import { repoRoot } from '../../helpers';
import { axeViolations, hasBrowser, openMenuIfCollapsed, ROUTES, startHarness, type Harness, type ViewportName } from './harness';

const screenshotDir = path.join(repoRoot, 'screenshots');

let harness: Harness;

beforeAll(async () => {
  if (!hasBrowser) return;
  harness = await startHarness();
  await mkdir(screenshotDir, { recursive: true });
}, SHARED_BUILD_TIMEOUT_MS);

afterAll(async () => harness?.close());

const cases = (['phone', 'desktop'] as ViewportName[]).flatMap((viewport) => ROUTES.map((route) => ({ viewport, ...route })));

describe.skipIf(!hasBrowser)('every page in Chromium', () => {
  it.each(cases)('$path at $viewport loads with status $status under the CSP with no violation, no console error, only local requests, and no axe violation', async ({ viewport, path: route, status }) => {
    const { context, page } = await harness.open(viewport);
    const consoleErrors: string[] = [];
    const failedRequests: string[] = [];
    const foreignRequests: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    page.on('pageerror', (error) => consoleErrors.push(error.message));
    page.on('requestfailed', (request) => failedRequests.push(`${request.url()} ${request.failure()?.errorText}`));
    page.on('request', (request) => {
      if (!request.url().startsWith(harness.origin)) foreignRequests.push(request.url());
    });
    page.on('response', (response) => {
      if (!response.request().isNavigationRequest() && response.status() >= 400) failedRequests.push(`${response.url()} ${response.status()}`);
    });

    await page.addInitScript(() => {
      const violations: string[] = [];
      (window as unknown as { __cspViolations: string[] }).__cspViolations = violations;
      document.addEventListener('securitypolicyviolation', (event) => violations.push(`${event.violatedDirective} ${event.blockedURI}`));
    });
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
    await page.screenshot({ path: path.join(screenshotDir, `${name}-${viewport}.png`), fullPage: true });
    await context.close();
  });

  it.each(['phone', 'desktop'] as ViewportName[])('has no axe violation with the mobile menu open at %s', async (viewport) => {
    const { context, page } = await harness.open(viewport);
    await page.goto(`${harness.origin}/`);
    await openMenuIfCollapsed(page);
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });
});

describe.skipIf(!hasBrowser)('crawler checks under the CSP', () => {
  it('lets a page fetch robots.txt and sitemap.xml from its own origin, as Lighthouse’s SEO audit does', async () => {
    const { context, page } = await harness.open('desktop');
    await page.goto(`${harness.origin}/about`);
    const statuses = await page.evaluate(async () => Promise.all(['/robots.txt', '/sitemap.xml'].map(async (url) => (await fetch(url)).status)));
    expect(statuses).toEqual([200, 200]);
    await context.close();
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
    const { context, page } = await harness.open('phone', { javaScriptEnabled: false });
    const response = await page.goto(harness.origin + route);
    expect(response?.status()).toBe(status);
    await expect.poll(() => page.locator('h1').first().isVisible()).toBe(true);
    expect((await page.locator('main').innerText()).trim().length).toBeGreaterThan(40);
    const hrefs = await page.$$eval('a[href^="/"]', (links) => links.map((link) => (link as HTMLAnchorElement).href));
    for (const href of new Set(hrefs.map((h) => h.split('#')[0]!))) {
      const linked = await context.request.get(href, { maxRedirects: 0 });
      expect(linked.status(), `${route} links to ${href}`).toBe(200);
    }
    await context.close();
  });

  it('opens the mobile menu through its link and shows the navigation', async () => {
    const { context, page } = await harness.open('phone', { javaScriptEnabled: false });
    await page.goto(`${harness.origin}/about`);
    const nav = page.locator('#site-menu');
    expect(await nav.isVisible()).toBe(false);
    await page.locator('[data-menu-toggle]').click();
    await expect.poll(() => nav.isVisible()).toBe(true);
    await page.getByRole('link', { name: 'Blog', exact: true }).first().click();
    await page.waitForURL(`${harness.origin}/blog`);
    await context.close();
  });
});
