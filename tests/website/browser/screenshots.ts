/**
 * `npm run screenshots`: every route of the real site (ROUTES of harness.ts, the Telugu and Hindi
 * ones and the 404 pages included) captured whole in Chromium at the phone (375 px) and desktop
 * (1280 px) viewports of the browser suite, into screenshots/<route>-<viewport>.png, for people to
 * look at. Nothing reads them: the browser suite (pages.test.ts) checks the pages. Not part of
 * `npm test`.
 *
 * Builds the site into a temporary folder as `site build` does, serves it and opens it as the
 * browser suite does (harness.ts), replaces what screenshots/ held, prints where the files went,
 * and stops the server and Chromium and removes the build, also when a page fails.
 */
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { build } from '../../../src/generator/index';
import { repoRoot } from '../../helpers';
import { chromiumPath, ROUTES, serveInChromium, VIEWPORTS, type ViewportName } from './harness';

const screenshotDir = path.join(repoRoot, 'screenshots');

/** The file name of a route's capture: `/` is `home`, `/hi/` is `hi`, the inner slashes of the others become underscores (`blog_category_technology`). */
const fileName = (route: string, viewport: ViewportName) =>
  `${route === '/' ? 'home' : route.replace(/^\/|\/$/g, '').replace(/\//g, '_')}-${viewport}.png`;

async function main(): Promise<void> {
  if (!chromiumPath) {
    console.error(
      'Chromium was not found, so no screenshots can be taken. Install it with: apt-get install -y chromium (or set CHROME_PATH)',
    );
    process.exitCode = 1;
    return;
  }
  const temporary = await mkdtemp(path.join(os.tmpdir(), 'site-screenshots-'));
  try {
    const { outDir } = await build({ root: repoRoot, outDir: path.join(temporary, 'dist') });
    await rm(screenshotDir, { recursive: true, force: true });
    await mkdir(screenshotDir, { recursive: true });
    const harness = await serveInChromium(outDir);
    try {
      for (const viewport of Object.keys(VIEWPORTS) as ViewportName[]) {
        const { page } = await harness.tab(viewport);
        for (const { path: route } of ROUTES) {
          // Quiet network: every image and font the page asks for has arrived before the capture.
          await page.goto(harness.origin + route, { waitUntil: 'networkidle' });
          await page.evaluate(() => document.fonts.ready.then(() => undefined));
          // One image pixel per CSS pixel: at the phone's device scale of 2 a capture has four times the pixels and takes twice as long.
          await page.screenshot({
            path: path.join(screenshotDir, fileName(route, viewport)),
            fullPage: true,
            scale: 'css',
          });
        }
      }
    } finally {
      await harness.close();
    }
    const widths = Object.values(VIEWPORTS)
      .map((options) => `${options.viewport.width} px`)
      .join(' and ');
    console.log(
      `${ROUTES.length * Object.keys(VIEWPORTS).length} screenshots (${ROUTES.length} routes at ${widths}) in ${screenshotDir}/`,
    );
  } finally {
    await rm(temporary, { recursive: true, force: true });
  }
}

await main();
