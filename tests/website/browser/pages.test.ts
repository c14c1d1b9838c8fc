/**
 * Every page in a real browser at a phone and a desktop viewport: status, console, requests,
 * accessibility (axe-core, WCAG 2.2 A/AA), and rendering without JavaScript. (Screenshots of every
 * page, for people to look at, are `npm run screenshots`: screenshots.ts.)
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHARED_BUILD_TIMEOUT_MS } from '../../shared-build';
import type { ConsoleMessage, Page, Request, Response } from 'playwright-core';
import {
  addAxe,
  axeViolations,
  hasBrowser,
  openMenuIfCollapsed,
  ROUTES,
  startHarness,
  visit,
  type Harness,
  type ViewportName,
} from './harness';

let harness: Harness;

beforeAll(async () => {
  if (!hasBrowser) return;
  harness = await startHarness();
}, SHARED_BUILD_TIMEOUT_MS);

afterAll(async () => harness?.close());

const cases = (['phone', 'desktop'] as ViewportName[]).flatMap((viewport) =>
  ROUTES.map((route) => ({ viewport, ...route })),
);

// One tab per viewport for the whole-page checks, each page loaded afresh in it: a new context's
// first page costs seconds on a busy machine, a navigation in an open tab a fraction of that.
const checkedTabs = new Map<ViewportName, Promise<Page>>();

/** The viewport's tab for the whole-page checks, recording the CSP violations of each document it loads, with axe-core in each. */
function checkedTab(viewport: ViewportName): Promise<Page> {
  let tab = checkedTabs.get(viewport);
  if (!tab) {
    tab = (async () => {
      const { page } = await harness.open(viewport);
      await page.addInitScript(() => {
        const violations: string[] = [];
        (window as unknown as { __cspViolations: string[] }).__cspViolations = violations;
        document.addEventListener('securitypolicyviolation', (event) =>
          violations.push(`${event.violatedDirective} ${event.blockedURI}`),
        );
      });
      await addAxe(page);
      return page;
    })();
    checkedTabs.set(viewport, tab);
  }
  return tab;
}

/** How long the page's network must have been quiet before its requests are judged: what Playwright's 'networkidle' waits for. */
const QUIET_MS = 500;

/** What a page did while it was watched: console errors, failed or 4xx requests, requests that left the site. */
interface Watched {
  consoleErrors: string[];
  failedRequests: string[];
  foreignRequests: string[];
}

/**
 * Loads `url` in `page` and watches everything it does, up to the load event and after it: runs
 * `meanwhile` (the checks of the loaded page) once the load event has fired and no request is on
 * its way, then waits until no request is on its way and none has started or ended for QUIET_MS,
 * and says what it saw. So a request a script makes after the load event (a timer, a fetch, a
 * lazy image) is caught as it was with waitUntil 'networkidle', but the quiet time is spent on
 * the checks (axe takes longer than that) rather than waited for before them. The quiet time is
 * also counted on the page's own clock, so a machine too busy to run the page's timers on time
 * cannot end the watch before a timer's request.
 */
async function loadWatching(
  page: Page,
  url: string,
  meanwhile: (response: Response | null) => Promise<void>,
): Promise<Watched> {
  const watched: Watched = { consoleErrors: [], failedRequests: [], foreignRequests: [] };
  const pending = new Set<Request>();
  let lastActivity = Date.now();
  const listeners = {
    console: (message: ConsoleMessage) => {
      if (message.type() === 'error') watched.consoleErrors.push(message.text());
    },
    pageerror: (error: Error) => watched.consoleErrors.push(error.message),
    request: (request: Request) => {
      pending.add(request);
      lastActivity = Date.now();
      if (!request.url().startsWith(harness.origin)) watched.foreignRequests.push(request.url());
    },
    requestfinished: (request: Request) => {
      pending.delete(request);
      lastActivity = Date.now();
    },
    requestfailed: (request: Request) => {
      pending.delete(request);
      lastActivity = Date.now();
      watched.failedRequests.push(`${request.url()} ${request.failure()?.errorText}`);
    },
    response: (response: Response) => {
      if (!response.request().isNavigationRequest() && response.status() >= 400)
        watched.failedRequests.push(`${response.url()} ${response.status()}`);
    },
  };
  const onTheirWay = () => [...pending].map((request) => request.url());
  page
    .on('console', listeners.console)
    .on('pageerror', listeners.pageerror)
    .on('request', listeners.request)
    .on('requestfinished', listeners.requestfinished)
    .on('requestfailed', listeners.requestfailed)
    .on('response', listeners.response);
  try {
    const response = await page.goto(url);
    // A timer of the page's own, set now: the page runs its timers in order, so any it set for
    // less than QUIET_MS at its load event has fired once this one has, however busy the machine.
    const pageTimers = page.evaluate(
      (ms) => new Promise<void>((resolve) => setTimeout(resolve, ms)),
      QUIET_MS,
    );
    await expect.poll(onTheirWay, { timeout: 20_000, interval: 20 }).toEqual([]);
    await meanwhile(response);
    await pageTimers;
    await expect
      .poll(() => ({ onTheirWay: onTheirWay(), quiet: Date.now() - lastActivity >= QUIET_MS }), {
        timeout: 20_000,
        interval: 20,
      })
      .toEqual({ onTheirWay: [], quiet: true });
  } finally {
    page
      .off('console', listeners.console)
      .off('pageerror', listeners.pageerror)
      .off('request', listeners.request)
      .off('requestfinished', listeners.requestfinished)
      .off('requestfailed', listeners.requestfailed)
      .off('response', listeners.response);
  }
  return watched;
}

/** The status of each same-site link already requested: the build is static and read-only, so a link answers the same for every page. */
const linkStatuses = new Map<string, Promise<number>>();

describe.skipIf(!hasBrowser)('every page in Chromium', () => {
  it.each(cases)(
    '$path at $viewport loads with status $status under the CSP with no violation, no console error, only local requests, and no axe violation',
    async ({ viewport, path: route, status }) => {
      const page = await checkedTab(viewport);
      let axe: string[] = [];
      const watched = await loadWatching(page, harness.origin + route, async (response) => {
        expect(response?.status()).toBe(status);
        // The page runs under the real Content-Security-Policy from dist/_headers.
        expect(response?.headers()['content-security-policy']).toContain("default-src 'none'");
        await expect
          .poll(() => page.evaluate(() => document.documentElement.classList.contains('js')))
          .toBe(true);
        axe = await axeViolations(page);
      });
      // Nothing was blocked by the CSP, from the navigation until the network had been quiet after the load.
      expect(
        await page.evaluate(
          () => (window as unknown as { __cspViolations: string[] }).__cspViolations,
        ),
      ).toEqual([]);
      // The 404 page's own document status is reported by Chromium as a console error; nothing else may be.
      const unexpected =
        status === 404
          ? watched.consoleErrors.filter((text) => !/status of 404/.test(text))
          : watched.consoleErrors;
      expect(unexpected).toEqual([]);
      expect(watched.failedRequests).toEqual([]);
      expect(watched.foreignRequests).toEqual([]);
      expect(axe).toEqual([]);
      // A test that runs over its limit goes on in the tab the next test uses, so it must rather have the time to finish.
    },
    90_000,
  );

  it('catches a 404 and a failed foreign request that a script makes 300 ms after the load event, and its console error', async () => {
    // A page at the site's origin, answered here, whose script asks for two things 300 ms after the load event.
    const page = await checkedTab('phone');
    const probe = `${harness.origin}/__late-requests-probe`;
    const script = `addEventListener('load', () => setTimeout(() => { fetch('/no-such-file.json'); fetch('https://foreign.example/data.json').catch(() => console.error('foreign fetch failed')); }, 300));`;
    await page.route(probe, (route) =>
      route.fulfill({
        status: 200,
        contentType: 'text/html',
        body: `<!doctype html><title>Probe</title><script>${script}</script>`,
      }),
    );
    await page.route('https://foreign.example/**', (route) => route.abort('addressunreachable'));
    try {
      const watched = await loadWatching(page, probe, async () => {});
      expect(watched.failedRequests.sort()).toEqual([
        `${harness.origin}/no-such-file.json 404`,
        'https://foreign.example/data.json net::ERR_ADDRESS_UNREACHABLE',
      ]);
      expect(watched.foreignRequests).toEqual(['https://foreign.example/data.json']);
      expect(watched.consoleErrors).toContainEqual('foreign fetch failed');
    } finally {
      await page.unrouteAll();
    }
  });

  it.each(['phone', 'desktop'] as ViewportName[])(
    'has no axe violation with the mobile menu open at %s',
    async (viewport) => {
      const { page } = await visit(harness, '/', { viewport });
      await openMenuIfCollapsed(page);
      expect(await axeViolations(page)).toEqual([]);
    },
  );
});

describe.skipIf(!hasBrowser)('crawler checks under the CSP', () => {
  it('lets a page fetch robots.txt and sitemap.xml from its own origin, as Lighthouse’s SEO audit does', async () => {
    const { page } = await visit(harness, '/about', { viewport: 'desktop' });
    const statuses = await page.evaluate(async () =>
      Promise.all(['/robots.txt', '/sitemap.xml'].map(async (url) => (await fetch(url)).status)),
    );
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
        return {
          scrollWidth: document.documentElement.scrollWidth,
          width: document.documentElement.clientWidth,
          toggleRight: toggle.right,
        };
      });
      expect(layout.scrollWidth, route).toBeLessThanOrEqual(layout.width);
      expect(layout.toggleRight, route).toBeLessThanOrEqual(layout.width);
    }
    await context.close();
  });
});

describe.skipIf(!hasBrowser)('with JavaScript disabled', () => {
  it.each(ROUTES)(
    '$path renders its content and every link on it resolves',
    async ({ path: route, status }) => {
      const { context, page, response } = await visit(harness, route, { javaScriptEnabled: false });
      expect(response?.status()).toBe(status);
      await expect.poll(() => page.locator('h1').first().isVisible()).toBe(true);
      expect((await page.locator('main').innerText()).trim().length).toBeGreaterThan(40);
      const hrefs = await page.$$eval('a[href^="/"]', (links) =>
        links.map((link) => (link as HTMLAnchorElement).href),
      );
      for (const href of new Set(hrefs.map((h) => h.split('#')[0]!))) {
        let linked = linkStatuses.get(href);
        if (!linked) {
          linked = context.request.get(href, { maxRedirects: 0 }).then((answer) => answer.status());
          linkStatuses.set(href, linked);
        }
        expect(await linked, `${route} links to ${href}`).toBe(200);
      }
    },
  );

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
