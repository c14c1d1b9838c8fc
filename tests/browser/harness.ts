/**
 * The browser suite's harness: finds Debian's Chromium, serves the real site with
 * `site serve --no-watch` on a free 127.0.0.1 port, and opens pages at the two viewports.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';
import { findExecutable, repoRoot } from '../helpers';

export const VIEWPORTS = {
  phone: { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
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
export const chromiumPath = process.env.CHROME_PATH || findExecutable('chromium', 'chromium-browser');
const isCi = Boolean(process.env.CI) && process.env.CI !== 'false';

if (!chromiumPath) {
  const message = 'Chromium was not found, so the browser tests cannot run. Install it with: apt-get install -y chromium';
  if (isCi) throw new Error(`${message} (CI=true: a missing browser is a failure)`);
  console.warn(`\n${'!'.repeat(78)}\n!! SKIPPING THE BROWSER SUITE: ${message}\n${'!'.repeat(78)}\n`);
}

/** True when the suite can run; use with `describe.skipIf(!hasBrowser)`. */
export const hasBrowser = chromiumPath !== undefined;

export interface Harness {
  origin: string;
  browser: Browser;
  outDir: string;
  /** A new page at a viewport; JavaScript can be turned off. */
  open(viewport: ViewportName, options?: { javaScriptEnabled?: boolean }): Promise<{ context: BrowserContext; page: Page }>;
  close(): Promise<void>;
}

/** Builds the real site into a temporary folder, serves it, and launches Chromium. */
export async function startHarness(): Promise<Harness> {
  const temporary = await mkdtemp(path.join(os.tmpdir(), 'site-browser-'));
  const outDir = path.join(temporary, 'dist');
  const server = spawn(process.execPath, [path.join(repoRoot, 'bin', 'site.js'), 'serve', '--no-watch', '--port', '0', '--host', '127.0.0.1', '--out', outDir], {
    cwd: repoRoot,
    env: { ...process.env, NO_COLOR: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const origin = await waitForUrl(server);
  const browser = await chromium.launch({ executablePath: chromiumPath, args: CHROMIUM_FLAGS });
  return {
    origin,
    browser,
    outDir,
    async open(viewport, options = {}) {
      const context = await browser.newContext({ ...VIEWPORTS[viewport], javaScriptEnabled: options.javaScriptEnabled ?? true });
      return { context, page: await context.newPage() };
    },
    async close() {
      await browser.close();
      server.kill('SIGTERM');
      await new Promise((resolve) => server.once('exit', resolve));
      await rm(temporary, { recursive: true, force: true });
    },
  };
}

function waitForUrl(server: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /at (http:\/\/127\.0\.0\.1:\d+)\//.exec(output);
      if (match) resolve(match[1]!);
    };
    server.stdout?.on('data', onData);
    server.stderr?.on('data', onData);
    server.once('exit', (code) => reject(new Error(`site serve exited with ${code} before serving:\n${output}`)));
  });
}

const articleIds = readdirSync(path.join(repoRoot, 'content', 'blog'))
  .filter((file) => file.endsWith('.md'))
  .map((file) => file.slice(0, -3));

/** The courier's tools and guides (issue 15). */
export const TOOL_ROUTES = [
  '/track-shipment',
  '/what-can-i-send',
  '/volumetric-weight-calculator',
  ...['usa', 'uk', 'canada', 'australia', 'uae'].map((country) => `/international-courier-to-${country}`),
];

/** The pages also built in Telugu and Hindi (issue 17), at their /te/ and /hi/ addresses. */
export const LANGUAGE_ROUTES = ['te', 'hi'].flatMap((code) =>
  ['/', '/contact', '/reliable-international-courier-services-from-hyderabad', '/what-can-i-send', '/volumetric-weight-calculator'].map((route) => `/${code}${route === '/' ? '/' : route}`),
);

/** Every route of the site, with the status it must answer. */
export const ROUTES: Array<{ path: string; status: number }> = [
  ...['/', '/about', '/blog', '/contact', '/privacy-policy', '/terms-conditions', '/reliable-international-courier-services-from-hyderabad'].map((p) => ({ path: p, status: 200 })),
  ...articleIds.map((id) => ({ path: `/blog/${id}`, status: 200 })),
  ...TOOL_ROUTES.map((p) => ({ path: p, status: 200 })),
  // The blog's category pages (issue 16); with six articles, each category's has one.
  ...['shipping-guide', 'packaging-tips', 'international', 'regulations', 'cost-savings', 'technology'].map((slug) => ({ path: `/blog/category/${slug}`, status: 200 })),
  { path: '/this-page-does-not-exist', status: 404 },
  ...LANGUAGE_ROUTES.map((p) => ({ path: p, status: 200 })),
  { path: '/te/this-page-does-not-exist', status: 404 },
  { path: '/hi/this-page-does-not-exist', status: 404 },
];
