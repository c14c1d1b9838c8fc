/**
 * Layout in Chromium, measured from element and text boxes (issue 27): ranges, times and
 * hyphenated words on one line at 320 and 375 px.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHARED_BUILD_TIMEOUT_MS } from '../../shared-build';
import { hasBrowser, startHarness, type Harness } from './harness';

let harness: Harness;

beforeAll(async () => {
  if (hasBrowser) harness = await startHarness();
}, 60_000);

afterAll(async () => harness?.close());

// One tab per width, reused by the tests (each loads its route afresh): a new context's first
// page costs seconds on a busy machine, a navigation in an open tab a fraction of that.
const phoneTabs = new Map<number, Promise<Page>>();
let desktopTab: Promise<Page> | undefined;

/** Opens `route` at a phone `width` (CSS pixels). */
async function openAt(route: string, width: number) {
  let tab = phoneTabs.get(width);
  if (!tab) {
    tab = harness.browser
      .newContext({
        viewport: { width, height: 740 },
        isMobile: true,
        hasTouch: true,
        deviceScaleFactor: 2,
      })
      .then((context) => context.newPage());
    phoneTabs.set(width, tab);
  }
  const page = await tab;
  await page.goto(harness.origin + route);
  return { page };
}

/** Opens `route` in a desktop window `width` CSS pixels wide and 800 high. */
async function openDesktop(route: string, width = 1280) {
  desktopTab ??= harness.browser
    .newContext({ viewport: { width: 1280, height: 800 } })
    .then((context) => context.newPage());
  const page = await desktopTab;
  await page.setViewportSize({ width, height: 800 });
  await page.goto(harness.origin + route);
  return page;
}

const PHONE_ROUTES = [
  '/',
  '/contact',
  '/blog',
  '/blog/sending-parcels-abroad-from-hyderabad',
  '/reliable-international-courier-services-from-hyderabad',
  '/international-courier-to-usa',
  '/what-can-i-send',
  '/te/',
  '/te/contact',
  '/hi/',
  '/hi/what-can-i-send',
  '/te/what-can-i-send/usa',
];

describe.skipIf(!hasBrowser)(
  'line breaks on a phone',
  () => {
    it.each([320, 375].flatMap((width) => PHONE_ROUTES.map((route) => ({ route, width }))))(
      '$route at $width px shows every range, time and hyphenated word on one line',
      async ({ route, width }) => {
        const { page } = await openAt(route, width);
        // Each run of the page's text, found by its characters (whatever markup holds it), with the lines its boxes sit on.
        const runs = await page.evaluate(() => {
          const pattern =
            /\d{1,2}:\d{2}\s?[AP]M(?:\s?[-–]\s?\d{1,2}:\d{2}\s?[AP]M)?|(?<![\p{L}\p{M}\p{N}/.@_\u2011-])[\p{L}\p{M}\p{N}]+(?:[-–\u2011][\p{L}\p{M}\p{N}]+)+(?![\p{L}\p{M}\p{N}/.@_\u2011-])/gu;
          const found: Array<{ text: string; lines: number }> = [];
          const skip = 'SCRIPT,STYLE,TITLE,OPTION,TEXTAREA,NOSCRIPT,svg';
          // Join the text nodes of each block (a run may be split by a span), with a line break between blocks.
          const blockOf = (node: Node) => {
            let element = node.parentElement;
            while (element && getComputedStyle(element).display.startsWith('inline'))
              element = element.parentElement;
            return element;
          };
          const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
          const nodes: Text[] = [];
          const starts: number[] = [];
          let text = '';
          let block: Element | null = null;
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            if (node.parentElement?.closest(skip)) continue;
            const own = blockOf(node);
            if (own !== block) text += '\n';
            block = own;
            nodes.push(node as Text);
            starts.push(text.length);
            text += (node as Text).data;
          }
          const locate = (at: number) => {
            let i = starts.length - 1;
            while (starts[i]! > at) i--;
            return { node: nodes[i]!, offset: at - starts[i]! };
          };
          for (const match of text.matchAll(pattern)) {
            if (match[0].length > 24) continue;
            const start = locate(match.index);
            const end = locate(match.index + match[0].length - 1);
            const range = document.createRange();
            range.setStart(start.node, start.offset);
            range.setEnd(end.node, end.offset + 1);
            const rects = [...range.getClientRects()].filter(
              (rect) => rect.width > 0 && rect.height > 0,
            );
            if (rects.length === 0) continue; // not shown (a closed menu, a hidden message)
            const tops = new Set(rects.map((rect) => Math.round(rect.top + rect.height / 2)));
            // Boxes on one line share a middle within a few pixels (a span's box may differ by its padding).
            const middles = [...tops].sort((a, b) => a - b);
            found.push({
              text: match[0],
              lines: middles.length && middles[middles.length - 1]! - middles[0]! > 8 ? 2 : 1,
            });
          }
          return found;
        });
        expect(runs.filter((run) => run.lines > 1).map((run) => run.text)).toEqual([]);
        expect(runs.length).toBeGreaterThan(0);
        if (route === '/contact')
          expect(runs.map((run) => run.text)).toEqual(
            expect.arrayContaining(['9:00 AM-7:00 PM', '10:00 AM-5:00 PM']),
          );
        if (route === '/') expect(runs.map((run) => run.text)).toContain('2-5');
      },
    );
  },
  SHARED_BUILD_TIMEOUT_MS,
);

/** The boxes of `selector`'s children, grouped into rows by their top edge, and the box of the element itself. */
async function rowsOf(route: string, selector: string, width = 1280) {
  const page = await openDesktop(route, width);
  const boxes = await page.evaluate((css) => {
    const grid = document.querySelector(css)!;
    const box = (element: Element) => {
      const rect = element.getBoundingClientRect();
      return {
        left: Math.round(rect.left),
        right: Math.round(rect.right),
        top: Math.round(rect.top),
        width: Math.round(rect.width),
      };
    };
    return {
      grid: box(grid),
      items: [...grid.children]
        .filter((child) => (child as HTMLElement).offsetParent !== null)
        .map(box),
    };
  }, selector);
  const rows = new Map<number, typeof boxes.items>();
  for (const item of boxes.items) rows.set(item.top, [...(rows.get(item.top) ?? []), item]);
  return { grid: boxes.grid, rows: [...rows.values()] };
}

describe.skipIf(!hasBrowser)('grids and heroes on a desktop', () => {
  it.each([{ route: '/contact', selector: '.contact-cards', count: 5 }])(
    '$route at 1280 px fills every row of its $count cards: none ends short of the grid’s right edge',
    async ({ route, selector, count }) => {
      const { grid, rows } = await rowsOf(route, selector);
      expect(rows.flat()).toHaveLength(count);
      expect(rows.length).toBeGreaterThan(1);
      expect(rows.map((row) => Math.abs(row.at(-1)!.right - grid.right) <= 2)).toEqual(
        rows.map(() => true),
      );
    },
  );

  it.each([700, 800, 1024, 1280])(
    'the home hero’s buttons at %i px leave no button alone at the start of a line',
    async (width) => {
      const { grid, rows } = await rowsOf('/', '.hero .button-row', width);
      expect(rows.flat()).toHaveLength(3);
      // A line with one button is that button across the whole row.
      for (const row of rows)
        if (row.length === 1) expect(row[0]!.width).toBeGreaterThanOrEqual(grid.width - 2);
    },
  );

  it.each(['usa', 'uk', 'canada', 'australia', 'uae'])(
    'the %s page’s hero shows an illustration beside its heading at 1280 px, as the home and landing heroes do',
    async (slug) => {
      const page = await openDesktop(`/international-courier-to-${slug}`);
      const [heading, art] = await Promise.all(
        ['main h1', 'main section:first-of-type img.hero-art'].map((css) =>
          page.locator(css).first().boundingBox(),
        ),
      );
      expect(art, 'an illustration in the hero').not.toBeNull();
      expect(
        await page
          .locator('main section:first-of-type img.hero-art')
          .evaluate(
            (image) =>
              (image as HTMLImageElement).complete && (image as HTMLImageElement).naturalWidth > 0,
          ),
      ).toBe(true);
      expect(art!.x).toBeGreaterThan(heading!.x + heading!.width - 1);
      expect(art!.width).toBeGreaterThan(300);
      expect(art!.y).toBeLessThan(heading!.y + 400);
    },
  );
});
