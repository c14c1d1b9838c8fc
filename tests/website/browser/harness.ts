/**
 * The browser suite's harness: finds Debian's Chromium, serves the real site's build (made once
 * per test run, tests/shared-build.ts) as `site serve --no-watch` serves it, with the same static
 * server on a free 127.0.0.1 port, and opens pages at the two viewports. Chromium lays Telugu and
 * Hindi pages out with the project's own Noto fonts, not the machine's (fonts.ts).
 */
import { readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
  type Response,
} from 'playwright-core';
import { expect } from 'vitest';
import { company } from '../../../content/company';
import { serveStatic } from '../../../src/generator/index';
import { findExecutable, repoRoot } from '../../helpers';
import { realSiteBuild } from '../../shared-build';
import { bundledFonts } from './fonts';

export const VIEWPORTS = {
  phone: {
    viewport: { width: 375, height: 812 },
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 2,
  },
  desktop: { viewport: { width: 1280, height: 800 } },
} satisfies Record<string, BrowserContextOptions>;
export type ViewportName = keyof typeof VIEWPORTS;

export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/** Path of Debian's Chromium (or CHROME_PATH), or undefined. */
export const chromiumPath =
  process.env.CHROME_PATH || findExecutable('chromium', 'chromium-browser');
const isCi = Boolean(process.env.CI) && process.env.CI !== 'false';

if (!chromiumPath) {
  const message =
    'Chromium was not found, so the browser tests cannot run. Install it with: apt-get install -y chromium';
  if (isCi) throw new Error(`${message} (CI=true: a missing browser is a failure)`);
  console.warn(
    `\n${'!'.repeat(78)}\n!! SKIPPING THE BROWSER SUITE: ${message}\n${'!'.repeat(78)}\n`,
  );
}

/** True when the suite can run; use with `describe.skipIf(!hasBrowser)`. */
export const hasBrowser = chromiumPath !== undefined;

export interface Harness {
  origin: string;
  browser: Browser;
  outDir: string;
  /** A new page at a viewport; JavaScript can be turned off. */
  open(
    viewport: ViewportName,
    options?: { javaScriptEnabled?: boolean },
  ): Promise<{ context: BrowserContext; page: Page }>;
  /**
   * The file's one reused tab at a viewport (with JavaScript on or off), its WhatsApp chats
   * recorded into `chats`, emptied at each call. A test navigates it afresh (`visit`); what a test
   * adds to the page or its context (listeners, routes) it must take off again, or it uses `open`.
   */
  tab(viewport: ViewportName, options?: { javaScriptEnabled?: boolean }): Promise<Tab>;
  close(): Promise<void>;
}

/** A reused tab: its context, its page and the WhatsApp chats it opened since it was last handed out. */
export interface Tab {
  context: BrowserContext;
  page: Page;
  chats: string[];
}

/** Serves the real site's shared build (read-only) and launches Chromium. */
export async function startHarness(): Promise<Harness> {
  const { outDir } = await realSiteBuild();
  return serveInChromium(outDir);
}

/** Serves a built site's folder (read-only) and launches Chromium: the harness outside a test run (screenshots.ts). */
export async function serveInChromium(outDir: string): Promise<Harness> {
  // What `site serve --no-watch` runs once its build is written: the same server, the same folder.
  const server = await serveStatic({ outDir, port: 0, host: '127.0.0.1' });
  const origin = server.url.replace(/\/$/, '');
  // Telugu and Devanagari from the project's @fontsource packages, whatever the machine has (fonts.ts).
  const fonts = await bundledFonts();
  const browser = await chromium
    .launch({ executablePath: chromiumPath, args: CHROMIUM_FLAGS, env: fonts.env })
    .catch(async (error: unknown) => {
      await server.close();
      await fonts.remove();
      throw error;
    });
  const open = async (viewport: ViewportName, options: { javaScriptEnabled?: boolean } = {}) => {
    const context = await browser.newContext({
      ...VIEWPORTS[viewport],
      javaScriptEnabled: options.javaScriptEnabled ?? true,
    });
    return { context, page: await context.newPage() };
  };
  // A new context's first page costs a renderer process and a cold cache (seconds on a busy
  // two-core machine); a navigation in a page already open costs a fraction of that.
  const tabs = new Map<string, Promise<Tab>>();
  return {
    origin,
    browser,
    outDir,
    open,
    async tab(viewport, options = {}) {
      const key = `${viewport} ${options.javaScriptEnabled ?? true}`;
      let tab = tabs.get(key);
      if (!tab) {
        tab = (async () => {
          const { context, page } = await open(viewport, options);
          return { context, page, chats: await recordChats(context) };
        })();
        tabs.set(key, tab);
      }
      const ready = await tab;
      ready.chats.length = 0;
      return ready;
    },
    async close() {
      await browser.close();
      await server.close();
      await fonts.remove();
    },
  };
}

const articleIds = readdirSync(path.join(repoRoot, 'content', 'blog'))
  .filter((file) => file.endsWith('.md'))
  .map((file) => file.slice(0, -3));

/** The courier's tools and guides (issue 15). */
export const TOOL_ROUTES = [
  '/track-shipment',
  '/what-can-i-send',
  '/volumetric-weight-calculator',
  ...['usa', 'uk', 'canada', 'australia', 'uae'].map(
    (country) => `/international-courier-to-${country}`,
  ),
  // Each country's page of the rules matrix (issue 45).
  ...['usa', 'uk', 'canada', 'australia', 'uae'].map((country) => `/what-can-i-send/${country}`),
];

/** The pages also built in Telugu and Hindi (issues 17, 29 and 46), at their /te/ and /hi/ addresses. */
export const LANGUAGE_ROUTES = ['te', 'hi'].flatMap((code) =>
  [
    '/',
    '/about',
    '/contact',
    '/reliable-international-courier-services-from-hyderabad',
    ...TOOL_ROUTES,
    '/book-pickup',
  ].map((route) => `/${code}${route === '/' ? '/' : route}`),
);

/** Every route of the site, with the status it must answer. */
export const ROUTES: Array<{ path: string; status: number }> = [
  ...[
    '/',
    '/about',
    '/blog',
    '/contact',
    '/privacy-policy',
    '/terms-conditions',
    '/reliable-international-courier-services-from-hyderabad',
    '/book-pickup',
  ].map((p) => ({ path: p, status: 200 })),
  ...articleIds.map((id) => ({ path: `/blog/${id}`, status: 200 })),
  ...TOOL_ROUTES.map((p) => ({ path: p, status: 200 })),
  // The blog's category pages (issue 16); with six articles, each category's has one.
  ...[
    'shipping-guide',
    'packaging-tips',
    'international',
    'regulations',
    'cost-savings',
    'technology',
  ].map((slug) => ({ path: `/blog/category/${slug}`, status: 200 })),
  { path: '/this-page-does-not-exist', status: 404 },
  ...LANGUAGE_ROUTES.map((p) => ({ path: p, status: 200 })),
  { path: '/te/this-page-does-not-exist', status: 404 },
  { path: '/hi/this-page-does-not-exist', status: 404 },
];

/** The company's WhatsApp chat. */
export const chat = `https://wa.me/${company.whatsapp.number}`;

/**
 * The URL a WhatsApp hand-off must open: the company's chat with `lines` as the typed message,
 * as a browser's URL parser writes it (it also escapes the apostrophe in a query).
 */
export const chatWith = (...lines: string[]) =>
  new URL(`${chat}?text=${encodeURIComponent(lines.join('\n'))}`).href;

/** Answers every request to wa.me with a stand-in page and records its URL: nothing leaves the machine. */
export async function recordChats(context: BrowserContext): Promise<string[]> {
  const urls: string[] = [];
  await context.route('https://wa.me/**', (route) => {
    urls.push(route.request().url());
    return route.fulfill({
      status: 200,
      contentType: 'text/html',
      body: '<!doctype html><title>WhatsApp</title>',
    });
  });
  return urls;
}

/** Opens `path` at a viewport (the phone when left out) in a new context, recording the WhatsApp chats it opens. */
export async function openRecordingChats(
  harness: Harness,
  path: string,
  options: { viewport?: ViewportName; javaScriptEnabled?: boolean } = {},
) {
  const opened = await harness.open(options.viewport ?? 'phone', {
    javaScriptEnabled: options.javaScriptEnabled ?? true,
  });
  const chats = await recordChats(opened.context);
  await opened.page.goto(harness.origin + path);
  return { ...opened, chats };
}

/**
 * Loads `path` afresh in the file's reused tab at a viewport (the phone when left out), with its
 * WhatsApp chats recorded from now on. The only thing the site keeps is the pickup form's fields,
 * in the tab's sessionStorage, emptied here first, so a new document is a clean start; only a
 * change of the fragment alone would not load one, so that goes by a blank page.
 */
export async function visit(
  harness: Harness,
  path: string,
  options: { viewport?: ViewportName; javaScriptEnabled?: boolean } = {},
): Promise<Tab & { response: Response | null }> {
  const tab = await harness.tab(options.viewport ?? 'phone', {
    javaScriptEnabled: options.javaScriptEnabled ?? true,
  });
  const target = new URL(harness.origin + path);
  if (tab.page.url().startsWith(harness.origin))
    await tab.page.evaluate(() => sessionStorage.clear()).catch(() => undefined);
  if (target.hash && tab.page.url().split('#')[0] === target.href.split('#')[0])
    await tab.page.goto('about:blank');
  const response = await tab.page.goto(target.href);
  return { ...tab, response };
}

/** Fills the contact form's enquiry fields: Asha's name, phone, email, the international courier service and `message`. */
export async function fillEnquiry(page: Page, message: string) {
  await page.fill('#contact-name', 'Asha Rao');
  await page.fill('#contact-phone', '+91 98480 00000');
  await page.fill('#contact-email', 'asha@example.com');
  await page.selectOption('#contact-service', 'international-courier');
  await page.fill('#contact-message', message);
}

/** Opens the menu panel where the viewport hides it behind its toggle, and waits until the toggle says it is open. */
export async function openMenuIfCollapsed(page: Page) {
  const toggle = page.locator('[data-menu-toggle]');
  if (await toggle.isVisible()) {
    await toggle.click();
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true');
  }
}

const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
let axeSource: Promise<string> | undefined;
const readAxeSource = () =>
  (axeSource ??= readFile(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8'));

interface AxeViolation {
  id: string;
  help: string;
  nodes: Array<{ target: string[] }>;
}

/**
 * Puts axe-core into every document the page loads from now on (before the page's own scripts),
 * for a tab that runs `axeViolations` on each page it loads. Measured on 14 pages on the busy
 * two-core machine: a load plus sending the 550 KB source into the page took 0.8 s a page, a load
 * with the init script 0.5 s.
 */
export async function addAxe(page: Page): Promise<void> {
  await page.addInitScript({ content: await readAxeSource() });
}

/** axe-core's WCAG 2.2 AA violations on the page as it is now, one line each (rule, help, where). */
export async function axeViolations(page: Page): Promise<string[]> {
  const present = await page.evaluate(
    () => typeof (window as unknown as { axe?: { run?: unknown } }).axe?.run === 'function',
  );
  if (!present) await page.evaluate(await readAxeSource());
  const violations = await page.evaluate(async (tags) => {
    const axe = (
      window as unknown as {
        axe: {
          run: (context: Document, options: object) => Promise<{ violations: AxeViolation[] }>;
        };
      }
    ).axe;
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: tags },
      resultTypes: ['violations'],
    });
    return result.violations;
  }, AXE_TAGS);
  return violations.map(
    (v) => `${v.id}: ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
}
