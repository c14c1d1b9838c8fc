/**
 * What a 375 px phone (device pixel ratio 2) really downloads for an article with a 3000 × 2000
 * photo: Chromium loads the built fixture (served from the output folder through Playwright's
 * routing, so no port is opened), scrolls to the end so that the lazy photo loads too, and the
 * bytes of every image response are added up.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { lookup } from 'mrmime';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../../src/generator/index';
import { removeTemporaryFolders } from '../../helpers';
import { CHROMIUM_FLAGS, chromiumPath, hasBrowser, VIEWPORTS } from '../../website/browser/harness';
import { photoSite } from './photo-site';

const ORIGIN = 'http://photos.test';

describe.skipIf(!hasBrowser)('a 375 px phone reading an article with a 3000 x 2000 photo', () => {
  let dist: string;
  let browser: Browser;

  beforeAll(async () => {
    const root = await photoSite();
    dist = (await build({ root })).outDir;
    browser = await chromium.launch({ executablePath: chromiumPath, args: CHROMIUM_FLAGS });
  }, 240_000);

  afterAll(async () => {
    await browser?.close();
    await removeTemporaryFolders();
  });

  it('downloads at most 250 KB of images, AVIF at the width its screen needs', async () => {
    const context = await browser.newContext(VIEWPORTS.phone);
    await context.route(`${ORIGIN}/**`, async (route) => {
      const { pathname } = new URL(route.request().url());
      const file = path.join(
        dist,
        decodeURIComponent(pathname) +
          (pathname.endsWith('/') ? 'index.html' : path.extname(pathname) ? '' : '.html'),
      );
      const body = await readFile(file).catch(() => undefined);
      await (body
        ? route.fulfill({
            status: 200,
            body,
            contentType: lookup(file) ?? 'application/octet-stream',
          })
        : route.fulfill({ status: 404, body: 'not found' }));
    });
    const page = await context.newPage();
    const images: Array<{ url: string; bytes: number }> = [];
    const reading: Array<Promise<void>> = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'image') return;
      reading.push(
        response
          .body()
          .then(
            (body) =>
              void images.push({ url: new URL(response.url()).pathname, bytes: body.length }),
          ),
      );
    });
    await page.goto(`${ORIGIN}/articles/harbour`, { waitUntil: 'load' });
    // Before scrolling, the main photo and the SVG (an <img> as the author wrote it): the body's photo is lazy and far below (Chromium loads lazy images within 1,250 to 2,500 px of the screen).
    expect(
      await page.evaluate(() =>
        [...document.images]
          .filter((image) => image.complete && image.currentSrc)
          .map((image) =>
            new URL(image.currentSrc).pathname
              .split('/')
              .pop()!
              .replace(/\.[0-9a-f]{10}\./, '.'),
          ),
      ),
    ).toEqual(['harbour-800.avif', 'route.svg']);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.waitForFunction(
      () => [...document.images].every((image) => image.complete && image.naturalWidth > 0),
      undefined,
      { timeout: 30_000 },
    );
    await Promise.all(reading);
    const shown = await page.evaluate(() =>
      [...document.images].map((image) => ({
        src: new URL(image.currentSrc).pathname,
        naturalWidth: image.naturalWidth,
        width: image.getBoundingClientRect().width,
      })),
    );
    await context.close();

    expect(
      shown.map((image) =>
        image.src
          .split('/')
          .pop()!
          .replace(/\.[0-9a-f]{10}\./, '.'),
      ),
    ).toEqual(['harbour-800.avif', 'quay-800.avif', 'route.svg']);
    // Shown 343 px wide (the page's padding), from the 800 px file: enough for 2 device pixels a CSS pixel.
    expect(shown[0]!.width).toBe(343);
    const total = images.reduce((sum, image) => sum + image.bytes, 0);
    console.log(
      `A 375 px phone downloaded ${images.map((image) => `${image.url} ${(image.bytes / 1024).toFixed(1)} KB`).join(', ')}: ${(total / 1024).toFixed(1)} KB`,
    );
    expect(images.map((image) => image.url).sort()).toEqual(shown.map((image) => image.src).sort());
    expect(total).toBeLessThanOrEqual(250 * 1024);
    expect(total).toBeGreaterThan(20 * 1024);
  }, 120_000);
});
