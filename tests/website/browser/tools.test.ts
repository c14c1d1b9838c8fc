/**
 * The courier's tools in a real browser: booking on WhatsApp from the contact form, the
 * tracking form, and the volumetric-weight calculator with its hand-offs, each checked by the
 * exact URL it opens, with JavaScript on and off.
 */
import type { Page } from 'playwright-core';
import { en } from '../../../content/locales/en';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHARED_BUILD_TIMEOUT_MS } from '../../shared-build';
import { rateCard } from '../../../content/rates';
import { formatRupees, priceFor } from '../../../src/website/client/price';
import {
  chat,
  chatWith,
  fillEnquiry,
  hasBrowser,
  startHarness,
  visit,
  type Harness,
  type ViewportName,
} from './harness';

const usaExpress = rateCard.destinations
  .find((d) => d.slug === 'usa')!
  .services.find((s) => s.service === 'express')!;
/** The card's price of `kg` to the USA by express, as the site writes it. */
const usaPrice = (kg: number) => formatRupees(priceFor(rateCard, usaExpress, kg)!);
const usaEconomy = rateCard.destinations
  .find((d) => d.slug === 'usa')!
  .services.find((service) => service.service === 'economy')!;
const usaEconomyPrice = (kg: number) => formatRupees(priceFor(rateCard, usaEconomy, kg)!);
/** The transit time as the price tables write it (content/transit.ts, one source). */
const transit = (days: readonly [number, number]) => en.destinations.prices.transit(...days);

let harness: Harness;

beforeAll(async () => {
  if (hasBrowser) harness = await startHarness();
}, SHARED_BUILD_TIMEOUT_MS);

afterAll(async () => harness?.close());

/** Loads `path` in the file's reused tab for the viewport (a new context's first page costs seconds; a navigation a fraction). */
const openPage = (
  path: string,
  options: { viewport?: ViewportName; javaScriptEnabled?: boolean } = {},
) => visit(harness, path, options);

describe.skipIf(!hasBrowser)('Send on WhatsApp on the contact form', () => {
  it('opens the company chat with the name, phone, service and message written out, and not the email', async () => {
    const { page, chats } = await openPage('/contact');
    await fillEnquiry(page, "Pickles & sweets to my son's flat in Toronto, 6 kg.");
    await page.getByRole('button', { name: 'Send on WhatsApp' }).click();
    await expect.poll(() => chats.length).toBe(1);
    expect(chats[0]).toBe(
      chatWith(
        'Hello! I would like a courier quote.',
        'Full Name: Asha Rao',
        'Phone Number: +91 98480 00000',
        'Service: International Courier',
        "Message: Pickles & sweets to my son's flat in Toronto, 6 kg.",
      ),
    );
    expect(decodeURIComponent(chats[0]!)).not.toContain('asha@example.com');
  });

  it('is held back by the browser’s validation when a required field is empty, as Send Message is', async () => {
    const { page, chats } = await openPage('/contact');
    await fillEnquiry(page, "Pickles & sweets to my son's flat in Toronto, 6 kg.");
    await page.fill('#contact-phone', '');
    await page.getByRole('button', { name: 'Send on WhatsApp' }).click();
    expect(
      await page
        .locator('#contact-phone')
        .evaluate((input: HTMLInputElement) => input.validity.valueMissing),
    ).toBe(true);
    expect(page.url()).toBe(`${harness.origin}/contact`);
    expect(chats).toEqual([]);
  });

  it('still opens the company chat without JavaScript (the form GETs wa.me, allowed by the CSP)', async () => {
    const { page, chats } = await openPage('/contact', { javaScriptEnabled: false });
    await fillEnquiry(page, "Pickles & sweets to my son's flat in Toronto, 6 kg.");
    await page.getByRole('button', { name: 'Send on WhatsApp' }).click();
    await expect.poll(() => chats.length).toBe(1);
    const url = new URL(chats[0]!);
    expect(url.origin + url.pathname).toBe(chat);
    // wa.me reads only `text`: her message is the chat's text.
    expect(url.searchParams.get('text')).toBe(
      "Pickles & sweets to my son's flat in Toronto, 6 kg.",
    );
  });

  it('fills the quote form from a link’s query, as the calculator’s hand-off does', async () => {
    const { page } = await openPage(
      `/contact?service=air-cargo&message=${encodeURIComponent('Chargeable weight: 12 kg')}#quote-form`,
    );
    expect(await page.locator('#contact-service').inputValue()).toBe('air-cargo');
    expect(await page.locator('#contact-message').inputValue()).toBe('Chargeable weight: 12 kg');
  });
});

describe.skipIf(!hasBrowser)('the tracking form', () => {
  const intro = 'Hello! Please tell me the latest status of my shipment.';
  it.each(['1234567890', 'EE123456789IN', '1Z999AA10123456784', 'abcd1234'])(
    'opens the company chat with the air waybill number %s written in',
    async (number) => {
      const { page, chats } = await openPage('/track-shipment');
      await page.getByLabel('Air waybill (AWB) number').fill(number);
      await page.getByRole('button', { name: 'Ask on WhatsApp' }).click();
      await expect.poll(() => chats.length).toBe(1);
      expect(chats[0]).toBe(chatWith(intro, `Air waybill (AWB) number: ${number}`));
    },
  );

  const bad: Array<[string, string]> = [
    ['empty', ''],
    ['too short', '1234567'],
    ['too long', '123456789012345678901'],
    ['with spaces', '1234 5678 90'],
    ['with dashes', '1234-567890'],
    ['with symbols', '12345678#'],
  ];
  it.each(bad)(
    'refuses a number that is %s with a clear message under the field, and opens nothing',
    async (_kind, number) => {
      const { page, chats } = await openPage('/track-shipment');
      const input = page.getByLabel('Air waybill (AWB) number');
      await input.fill(number);
      await page.getByRole('button', { name: 'Ask on WhatsApp' }).click();
      const message =
        'Enter your air waybill number: 8 to 20 letters and digits, with no spaces or dashes.';
      await expect.poll(() => page.locator('#awb-error').innerText()).toBe(message);
      expect(await input.evaluate((element: HTMLInputElement) => element.validationMessage)).toBe(
        message,
      );
      expect(await input.getAttribute('aria-invalid')).toBe('true');
      expect(page.url()).toBe(`${harness.origin}/track-shipment`);
      expect(chats).toEqual([]);
      // Correcting the number clears the message.
      await input.fill('1234567890');
      expect(await page.locator('#awb-error').isVisible()).toBe(false);
      expect(await input.getAttribute('aria-invalid')).toBe('false');
    },
  );

  it('without JavaScript, checks the number in the browser and opens the chat with the number as the message', async () => {
    const { page, chats } = await openPage('/track-shipment', { javaScriptEnabled: false });
    const input = page.getByLabel('Air waybill (AWB) number');
    await input.fill('12-34');
    await page.getByRole('button', { name: 'Ask on WhatsApp' }).click();
    expect(
      await input.evaluate((element: HTMLInputElement) => element.validity.patternMismatch),
    ).toBe(true);
    expect(chats).toEqual([]);
    await input.fill('1234567890');
    await page.getByRole('button', { name: 'Ask on WhatsApp' }).click();
    await expect.poll(() => chats.length).toBe(1);
    expect(chats[0]).toBe(`${chat}?text=1234567890`);
  });
});

describe.skipIf(!hasBrowser)('the volumetric weight calculator', () => {
  type Case = {
    name: string;
    size?: 'cm' | 'in';
    weight?: 'kg' | 'lb';
    divisor?: '5000' | '6000';
    l: string;
    w: string;
    h: string;
    kg: string;
    boxes?: string;
    volumetric: string;
    actual: string;
    chargeable: string;
  };
  const cases: Case[] = [
    {
      name: '50 × 40 × 30 cm at 8 kg by express (÷ 5000)',
      l: '50',
      w: '40',
      h: '30',
      kg: '8',
      volumetric: '12 kg',
      actual: '8 kg',
      chargeable: '12 kg',
    },
    {
      name: '50 × 40 × 30 cm at 8 kg as air cargo (÷ 6000)',
      divisor: '6000',
      l: '50',
      w: '40',
      h: '30',
      kg: '8',
      volumetric: '10 kg',
      actual: '8 kg',
      chargeable: '10 kg',
    },
    {
      name: '20 × 16 × 12 in at 10 lb',
      size: 'in',
      weight: 'lb',
      l: '20',
      w: '16',
      h: '12',
      kg: '10',
      volumetric: '12.59 kg',
      actual: '4.54 kg',
      chargeable: '13 kg',
    },
    {
      name: '50 × 40 × 30 cm at 30 lb (heavier than its size)',
      weight: 'lb',
      l: '50',
      w: '40',
      h: '30',
      kg: '30',
      volumetric: '12 kg',
      actual: '13.61 kg',
      chargeable: '14 kg',
    },
    {
      name: 'three boxes of 40 × 30 × 20 cm at 10 kg each',
      l: '40',
      w: '30',
      h: '20',
      kg: '10',
      boxes: '3',
      volumetric: '14.4 kg',
      actual: '30 kg',
      chargeable: '30 kg',
    },
    {
      name: 'two boxes of 45 × 35 × 30 cm at 4 kg each, rounded up to the next 0.5 kg',
      l: '45',
      w: '35',
      h: '30',
      kg: '4',
      boxes: '2',
      volumetric: '18.9 kg',
      actual: '8 kg',
      chargeable: '19 kg',
    },
    {
      name: '45 × 35 × 30 cm at 5 kg, rounded up to the next 0.5 kg',
      l: '45',
      w: '35',
      h: '30',
      kg: '5',
      volumetric: '9.45 kg',
      actual: '5 kg',
      chargeable: '9.5 kg',
    },
  ];

  async function fillCase(
    page: Page,
    c: Omit<Case, 'name' | 'volumetric' | 'actual' | 'chargeable'>,
  ) {
    await page.getByLabel(c.size === 'in' ? 'Inches' : 'Centimetres').check();
    await page.getByLabel(c.weight === 'lb' ? 'Pounds' : 'Kilograms').check();
    await page.getByLabel(c.divisor === '6000' ? /^6000/ : /^5000/).check();
    await page.getByLabel(/^Length/).fill(c.l);
    await page.getByLabel(/^Width/).fill(c.w);
    await page.getByLabel(/^Height/).fill(c.h);
    await page.getByLabel(/^Actual weight/).fill(c.kg);
    await page.getByLabel('Number of identical boxes').fill(c.boxes ?? '1');
  }
  const figures = (page: Page) =>
    page.evaluate(() =>
      ['volumetric', 'actual', 'chargeable'].map(
        (id) => document.getElementById(`calc-${id}`)!.textContent,
      ),
    );

  it.each(cases)(
    '$name: volumetric $volumetric, actual $actual, charged $chargeable, announced in a status region',
    async (c) => {
      const { page } = await openPage('/volumetric-weight-calculator');
      await fillCase(page, c);
      expect(await figures(page)).toEqual([c.volumetric, c.actual, c.chargeable]);
      const status = page.getByRole('status');
      expect(await status.innerText()).toMatch(
        new RegExp(
          `^You pay for ${c.chargeable.replace('.', '\\.')}, the (volumetric|actual) weight`,
        ),
      );
      expect(await page.locator('[aria-invalid="true"]').count()).toBe(0);
    },
  );

  it('switches the unit shown in the labels with the size and weight switches', async () => {
    const { page } = await openPage('/volumetric-weight-calculator');
    expect(await page.getByLabel(/^Length/).getAttribute('id')).toBe('calc-length');
    await page.getByLabel('Inches').check();
    await page.getByLabel('Pounds').check();
    expect(await page.locator('label[for="calc-length"]').innerText()).toBe('Length (in)');
    expect(await page.locator('label[for="calc-weight"]').innerText()).toBe(
      'Actual weight of one box (lb)',
    );
  });

  const bad: Array<
    [string, Partial<Record<'l' | 'boxes', string>> & { size?: 'in' }, string, string]
  > = [
    ['an empty length', { l: '' }, 'calc-length', 'Enter the length.'],
    [
      'a length of zero',
      { l: '0' },
      'calc-length',
      'Enter the length as a number more than 0, such as 40.',
    ],
    [
      'a negative length',
      { l: '-50' },
      'calc-length',
      'Enter the length as a number more than 0, such as 40.',
    ],
    [
      'letters for the length',
      { l: 'fifty' },
      'calc-length',
      'Enter the length as a number more than 0, such as 40.',
    ],
    [
      'a side over 274 cm (FedEx’s limit)',
      { l: '275' },
      'calc-length',
      'A side can be at most 274 cm. For bigger pieces, ask us about air cargo.',
    ],
    [
      'a side over 274 cm given in inches',
      { l: '108', size: 'in' },
      'calc-length',
      'A side can be at most 107 in. For bigger pieces, ask us about air cargo.',
    ],
    [
      'a box over 330 cm in length plus girth (FedEx’s limit)',
      { l: '200' },
      'calc-length',
      'Length plus girth (length + 2 × width + 2 × height) can be at most 330 cm by express courier. For bigger pieces, ask us about air cargo.',
    ],
    ['half a box', { boxes: '1.5' }, 'calc-boxes', 'Enter a whole number of boxes from 1 to 99.'],
    [
      'no boxes',
      { boxes: '0' },
      'calc-boxes',
      'Enter the number of boxes as a number more than 0, such as 2.',
    ],
  ];
  it.each(bad)(
    'answers %s with a clear message under the field, never NaN or Infinity, and keeps the hand-offs plain',
    async (_kind, change, id, message) => {
      const { page } = await openPage('/volumetric-weight-calculator');
      const plain = await page.evaluate(() => [
        document.getElementById('calc-quote')!.getAttribute('href'),
        document.getElementById('calc-whatsapp')!.getAttribute('href'),
      ]);
      await fillCase(page, { size: change.size, l: '50', w: '40', h: '30', kg: '8', boxes: '1' });
      await page.locator(`#${id}`).fill(change.l ?? change.boxes ?? '');
      expect(await page.locator(`#${id}-error`).innerText()).toBe(message);
      expect(await page.locator(`#${id}`).getAttribute('aria-invalid')).toBe('true');
      expect(await figures(page)).toEqual(['–', '–', '–']);
      expect(await page.locator('main').innerText()).not.toMatch(/NaN|Infinity|undefined/);
      expect(
        await page.evaluate(() => [
          document.getElementById('calc-quote')!.getAttribute('href'),
          document.getElementById('calc-whatsapp')!.getAttribute('href'),
        ]),
      ).toEqual(plain);
    },
  );

  it('shows no message for fields not typed in yet, and every message when Calculate is pressed', async () => {
    const { page } = await openPage('/volumetric-weight-calculator');
    await page.getByLabel(/^Length/).fill('50');
    expect(await page.locator('.calc-form .field-error:visible').count()).toBe(0);
    await page.getByRole('button', { name: 'Show prices' }).click();
    expect(await page.locator('.calc-form .field-error:visible').allInnerTexts()).toEqual([
      'Enter the weight.',
      'Enter the width.',
      'Enter the height.',
    ]);
    expect(page.url()).toBe(`${harness.origin}/volumetric-weight-calculator`);
  });

  const lines = [
    '1 box of 50 × 40 × 30 cm, 8 kg',
    'Volumetric weight: 12 kg (divisor 5000)',
    'Chargeable weight: 12 kg',
    'Sending to: USA',
    `Express: about ${usaPrice(12)} including GST, ${transit(usaExpress.transitDays)}`,
    `Economy: about ${usaEconomyPrice(12)} including GST, ${transit(usaEconomy.transitDays)}`,
  ];

  it('prices 50 × 40 × 30 cm at 8 kg to the USA as the card’s figure for 12 kg, says so in the status region, and asks more for a heavier box', async () => {
    const { page } = await openPage('/volumetric-weight-calculator');
    await fillCase(page, cases[0]!);
    expect(await page.getByLabel('Sending to').inputValue()).toBe('usa');
    expect(await page.locator('#calc-express').innerText()).toBe(
      `${usaPrice(12)}, ${transit(usaExpress.transitDays)}`,
    );
    expect(await page.getByRole('status').innerText()).toBe(
      'You pay for 12 kg, the volumetric weight: the box is large for what it weighs. Prices include GST and the fuel surcharge; the final price is confirmed when we weigh the parcel.',
    );
    await page.getByLabel(/^Actual weight/).fill('14');
    expect(await page.locator('#calc-express').innerText()).toContain(usaPrice(14));
    expect(priceFor(rateCard, usaExpress, 14)!).toBeGreaterThan(
      priceFor(rateCard, usaExpress, 12)!,
    );
    await page.getByLabel('Sending to').selectOption('other');
    expect(await page.locator('#calc-express').isVisible()).toBe(false);
    expect(await page.getByRole('status').innerText()).toContain(
      'We price this shipment by hand: ask us for a quote.',
    );
  });

  it('books this pickup with the destination, her actual weight (not the chargeable one) and the number of boxes', async () => {
    const { page } = await openPage('/volumetric-weight-calculator');
    const book = page.getByRole('link', { name: 'Book this pickup' });
    expect(await book.getAttribute('href')).toBe('/book-pickup');
    await fillCase(page, { ...cases[0]!, boxes: '2' });
    await page.getByLabel('Sending to').selectOption('uk');
    // Chargeable 24 kg; she has 2 boxes of 8 kg: the pickup form's "weight in kg" is 16.
    expect(await book.getAttribute('href')).toBe('/book-pickup?destination=uk&weight=16&boxes=2');
  });

  it('reads a decimal comma as a point: 50,5 cm is 50.5 cm', async () => {
    const { page } = await openPage('/volumetric-weight-calculator');
    await fillCase(page, { ...cases[0]!, l: '50,5' });
    expect(await page.locator('#calc-length').getAttribute('aria-invalid')).toBe('false');
    expect(await figures(page)).toEqual(['12.12 kg', '8 kg', '12.5 kg']);
    expect(decodeURIComponent((await page.locator('#calc-quote').getAttribute('href'))!)).toContain(
      '1 box of 50.5 × 40 × 30 cm, 8 kg',
    );
  });

  it('points a box over 68 kg (FedEx’s limit) to air cargo instead of pricing it (999 kg, or 151 lb)', async () => {
    const { page } = await openPage('/volumetric-weight-calculator');
    await fillCase(page, { ...cases[0]!, kg: '999' });
    const message =
      'One box can weigh at most 68 kg by express courier. For heavier pieces, ask us about air cargo.';
    expect(await page.locator('#calc-weight-error').innerText()).toBe(message);
    expect(await figures(page)).toEqual(['–', '–', '–']);
    expect(await page.locator('#calc-express').innerText()).toBe('–');
    await page.getByLabel(/^Actual weight/).fill('68');
    expect(await page.locator('#calc-weight-error').isVisible()).toBe(false);
    await page.getByLabel('Pounds').check();
    await page.getByLabel(/^Actual weight/).fill('151');
    expect(await page.locator('#calc-weight-error').innerText()).toBe(message);
  });

  it.each(['phone', 'desktop'] as const)(
    'keeps the three size boxes level and the messages across the row when errors show (%s)',
    async (viewport) => {
      const { page } = await openPage('/volumetric-weight-calculator', { viewport });
      // Only the height has a message: it used to push the height's box up, out of line.
      await page.getByLabel(/^Length/).fill('50');
      await page.getByLabel(/^Width/).fill('40');
      await page.getByLabel(/^Actual weight/).fill('8');
      await page.getByRole('button', { name: 'Show prices' }).click();
      expect(await page.locator('#calc-height-error').innerText()).toBe('Enter the height.');
      const boxes = await Promise.all(
        ['length', 'width', 'height'].map((side) => page.locator(`#calc-${side}`).boundingBox()),
      );
      expect(boxes.map((box) => box!.y)).toEqual([boxes[0]!.y, boxes[0]!.y, boxes[0]!.y]);
      // All three messages at once (the size is optional, so three zeros, not three blanks): each across the row, under the boxes.
      for (const side of [/^Length/, /^Width/, /^Height/]) await page.getByLabel(side).fill('0');
      const row = (await page.locator('.calc-size .calc-sides').boundingBox())!;
      for (const side of ['length', 'width', 'height']) {
        const error = (await page.locator(`#calc-${side}-error`).boundingBox())!;
        expect(error.width).toBeCloseTo(row.width, 0);
        expect(error.y).toBeGreaterThan(boxes[0]!.y + boxes[0]!.height);
        // One line of text, or two at most on a phone: never five narrow ones.
        expect(error.height).toBeLessThan(50);
      }
    },
  );

  it('carries the figures into the quote form by the exact URL, and the form shows them', async () => {
    const { page } = await openPage('/volumetric-weight-calculator');
    await fillCase(page, cases[0]!);
    const quote = page.getByRole('link', { name: 'Get a quote with these figures' });
    const message = ['Price calculator:', ...lines].join('\n');
    expect(await quote.getAttribute('href')).toBe(
      `/contact?service=international-courier&message=${encodeURIComponent(message)}#quote-form`,
    );
    await quote.click();
    await page.waitForURL(/\/contact\?/);
    await expect.poll(() => page.locator('#contact-message').inputValue()).toBe(message);
    expect(await page.locator('#contact-service').inputValue()).toBe('international-courier');
  });

  it('carries the figures into a WhatsApp message by the exact URL', async () => {
    const { page, chats } = await openPage('/volumetric-weight-calculator');
    await fillCase(page, cases[0]!);
    await page.getByRole('link', { name: 'Send on WhatsApp' }).click();
    await expect.poll(() => chats.length).toBe(1);
    expect(chats[0]).toBe(
      chatWith('Hello! I would like a quote for international courier from Hyderabad.', ...lines),
    );
  });

  it('without JavaScript, leads to the price tables, explains the formula with a worked example and offers the quote form', async () => {
    const { page } = await openPage('/volumetric-weight-calculator', { javaScriptEnabled: false });
    const main = await page.locator('main').innerText();
    expect(main).toContain('Volumetric weight (kg) = length × width × height (cm) ÷ 5000');
    expect(main).toContain('50 × 40 × 30 ÷ 5000 = 12 kg');
    expect(main).toContain('JavaScript is off, so the price is not worked out here.');
    // The form itself leads to this page's price tables, one a destination.
    await page.getByLabel(/^Actual weight/).fill('12');
    await page.getByRole('button', { name: 'Show prices' }).click();
    await page.waitForURL(/#prices$/);
    expect(await page.locator('#prices table').count()).toBe(5);
    expect(await page.locator('#prices-usa').innerText()).toContain(usaPrice(10));
    expect(
      await page.getByRole('link', { name: 'Get a quote with these figures' }).getAttribute('href'),
    ).toBe('/contact#quote-form');
    expect(main).toContain('The final price is confirmed when we weigh the parcel.');
  });
});

describe.skipIf(!hasBrowser)('a quote in one step, from the weight alone', () => {
  const twelve = [
    `${usaPrice(12)}, ${transit(usaExpress.transitDays)}`,
    `${usaEconomyPrice(12)}, ${transit(usaEconomy.transitDays)}`,
  ];

  it.each(['/volumetric-weight-calculator', '/'])(
    '%s: 12 kg to the USA, no box size, shows the express and the economy price with their transit times',
    async (route) => {
      const { page } = await openPage(route);
      await page.getByLabel('Sending to').selectOption('usa');
      await page.getByLabel(/^Actual weight/).fill('12');
      expect(
        await Promise.all(
          ['#calc-express', '#calc-economy'].map((id) => page.locator(id).innerText()),
        ),
      ).toEqual(twelve);
      expect(await page.locator('#calc-chargeable').innerText()).toBe('12 kg');
      expect(await page.locator('.field-error:visible').count()).toBe(0);
      expect(await page.getByRole('link', { name: 'Book this pickup' }).getAttribute('href')).toBe(
        '/book-pickup?destination=usa&weight=12&boxes=1',
      );
    },
  );

  it('the USA page prices her 12 kg in its own price table and books the pickup with it', async () => {
    const { page } = await openPage('/international-courier-to-usa');
    await page.getByLabel('Your weight (kg)').fill('12');
    expect(
      await Promise.all(
        ['#calc-express', '#calc-economy'].map((id) => page.locator(id).innerText()),
      ),
    ).toEqual([usaPrice(12), usaEconomyPrice(12)]);
    expect(await page.getByRole('link', { name: 'Book this pickup' }).getAttribute('href')).toBe(
      '/book-pickup?destination=usa&weight=12&boxes=1',
    );
    // The pickup form takes the figures.
    await page.getByRole('link', { name: 'Book this pickup' }).click();
    await page.waitForURL(/book-pickup\?/);
    expect(await page.locator('#pickup-weight').inputValue()).toBe('12');
    expect(await page.locator('#pickup-destination').inputValue()).toBe('usa');
  });

  it('in Telugu and Hindi too, 12 kg to the USA shows both prices', async () => {
    for (const code of ['te', 'hi']) {
      const { page } = await openPage(`/${code}/`);
      await page.locator('#calc-destination').selectOption('usa');
      await page.locator('#calc-weight').fill('12');
      expect(await page.locator('#calc-express').innerText(), code).toContain(usaPrice(12));
      expect(await page.locator('#calc-economy').innerText(), code).toContain(usaEconomyPrice(12));
    }
  });

  it('without JavaScript the home page’s form leads to the price tables', async () => {
    const { page } = await openPage('/', { javaScriptEnabled: false });
    await page.locator('#calc-weight').fill('12');
    await page.getByRole('button', { name: 'Show prices' }).click();
    await page.waitForURL(/\/volumetric-weight-calculator\?.*#prices$/);
    expect(await page.locator('#prices-usa').innerText()).toContain(usaPrice(10));
  });
});

describe.skipIf(!hasBrowser)('call, WhatsApp and book on a phone', () => {
  const routes = [
    '/',
    '/international-courier-to-usa',
    '/about',
    '/te/',
    '/hi/international-courier-to-uae',
  ];
  it.each(routes)(
    '%s shows call, WhatsApp and book a pickup within the first screen at 375 × 812',
    async (route) => {
      const { page } = await openPage(route, { viewport: 'phone' });
      const row = page.locator('.quick-actions a');
      expect(await row.count()).toBe(3);
      const hrefs = await row.evaluateAll((links) => links.map((a) => a.getAttribute('href')!));
      expect(hrefs[0]).toMatch(/^tel:/);
      expect(hrefs[1]).toMatch(/^https:\/\/wa\.me\//);
      expect(hrefs[2]).toMatch(/\/book-pickup$/);
      for (const link of await row.all()) {
        const box = (await link.boundingBox())!;
        expect(box.y + box.height).toBeLessThanOrEqual(812);
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(375);
        expect(await link.isVisible()).toBe(true);
      }
    },
  );
});

describe.skipIf(!hasBrowser)('call, WhatsApp and book on a destination page', () => {
  it.each(
    (['phone', 'desktop'] as const).flatMap((viewport) =>
      [
        '/international-courier-to-usa',
        '/te/international-courier-to-usa',
        '/hi/international-courier-to-uk',
      ].map((route) => ({ route, viewport })),
    ),
  )(
    '$route offers them under its heading, within the first screen, at the $viewport viewport',
    async ({ route, viewport }) => {
      const { page } = await openPage(route, { viewport });
      const height = page.viewportSize()!.height;
      const buttons = page.locator('.page-hero .btn');
      const hrefs = await buttons.evaluateAll((links) => links.map((a) => a.getAttribute('href')!));
      expect(hrefs).toHaveLength(3);
      expect(hrefs[0]).toMatch(/^tel:/);
      expect(hrefs[1]).toMatch(/^https:\/\/wa\.me\/.*text=/);
      expect(hrefs[2]).toMatch(/\/book-pickup$/);
      for (const button of await buttons.all()) {
        expect(await button.isVisible()).toBe(true);
        const box = (await button.boundingBox())!;
        expect(box.y + box.height, `${route}: ${await button.innerText()}`).toBeLessThanOrEqual(
          height,
        );
      }
    },
  );
});

describe.skipIf(!hasBrowser)('the blog listing’s own script', () => {
  it('applies a search given in the address (a search sent without the script) when the page loads, also within a category', async () => {
    const { page } = await openPage('/blog?q=volumetric', { viewport: 'desktop' });
    // In the title of the article on courier costs, and in the text of another (search reads the articles' text).
    await expect.poll(() => page.locator('[data-blog] .blog-card:visible').count()).toBe(2);
    expect(await page.locator('#blog-search').inputValue()).toBe('volumetric');
    await page.goto(`${harness.origin}/blog/category/regulations?q=customs`);
    await expect
      .poll(() =>
        page
          .locator('[data-blog] .blog-card:visible')
          .evaluateAll((cards) => [
            ...new Set(cards.map((card) => (card as HTMLElement).dataset.category)),
          ]),
      )
      .toEqual(['Regulations']);
    expect(
      await page
        .locator('.filters')
        .getByRole('link', { name: 'Regulations' })
        .getAttribute('aria-current'),
    ).toBe('true');
  });
});

describe.skipIf(!hasBrowser)('the indicative prices on a destination page', () => {
  it('shows the USA’s prices for 1, 2, 5, 10 and 20 kg by express and economy from the rate card, with transit times and the date, without JavaScript', async () => {
    const { page } = await openPage('/international-courier-to-usa', { javaScriptEnabled: false });
    const table = page.locator('.price-table');
    const usa = rateCard.destinations.find((d) => d.slug === 'usa')!.services;
    expect(await table.locator('thead th').allInnerTexts()).toEqual([
      'Chargeable weight',
      ...usa.map(
        (s) =>
          `${s.service === 'express' ? 'Express' : 'Economy'}\n${s.transitDays[0]}–${s.transitDays[1]} working days`,
      ),
    ]);
    // The first row asks for her weight (the quote; it needs JavaScript): the table's rows follow it.
    const rows = await table
      .locator('tbody tr:not(.price-quote)')
      .evaluateAll((trs) =>
        trs.map((tr) => Array.from(tr.children, (cell) => (cell as HTMLElement).innerText)),
      );
    expect(rows).toEqual(
      [1, 2, 5, 10, 20].map((kg) => [
        `${kg} kg`,
        ...usa.map((service) => formatRupees(priceFor(rateCard, service, kg)!)),
      ]),
    );
    const note = await page.locator('#prices > div > .sources').innerText();
    expect(note).toContain(
      `include the ${rateCard.fuelSurchargePercent}% fuel surcharge and ${rateCard.gstPercent}% GST`,
    );
    expect(note).toContain('The final price is confirmed when we weigh the parcel');
    expect(await page.locator('#prices-title ~ .sources time').getAttribute('datetime')).toBe(
      rateCard.updated,
    );
  });
});
