/**
 * Booking a pickup in a real browser (issue 27): the WhatsApp hand-off by the exact URL it
 * opens, the checks that refuse a wrong pincode or a past date, the calculator's figures from
 * the address, the rules beside restricted items, the form without JavaScript, and the contact
 * form's WhatsApp button, which needs no email.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHARED_BUILD_TIMEOUT_MS } from '../../shared-build';
import { company } from '../../../content/company';
import { BOOKING_WINDOW_DAYS, MAX_BOXES } from '../../../content/pickup';
import { LINK_LIMIT } from '../../../src/website/components/ContactForm';
import { PICKUP_MAX_LENGTH } from '../../../src/website/components/PickupForm';
import { en } from '../../../content/locales/en';
import { te } from '../../../content/locales/te';
import { addDays, localDay, weekday } from '../../../src/website/client/pickup-checks';
import { chromium } from 'playwright-core';
import { hi } from '../../../content/locales/hi';
import {
  CHROMIUM_FLAGS,
  chat,
  chatWith,
  chromiumPath,
  hasBrowser,
  VIEWPORTS,
  openRecordingChats,
  recordChats,
  startHarness,
  visit,
  type Harness,
  type ViewportName,
} from './harness';

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

/** The first day after today that is not a Sunday (so the Monday-to-Saturday slots apply). */
const weekdayAhead = () => {
  let day = addDays(localDay(new Date()), 1);
  while (weekday(day) === 0) day = addDays(day, 1);
  return day;
};

/** Lakshmi's pickup: 5 kg of pickles and clothes to her son in New Jersey. */
async function fillPickup(page: Page, day: string) {
  await page.fill('#pickup-name', 'Lakshmi Devi');
  await page.fill('#pickup-phone', '98480 12345');
  await page.fill('#pickup-address', 'Flat 4B, Sai Residency, Road No. 2');
  await page.fill('#pickup-area', 'Banjara Hills');
  await page.fill('#pickup-pincode', '500034');
  await page.fill('#pickup-date', day);
  await page.selectOption('#pickup-slot', { label: '11:00 AM-1:00 PM' });
  await page.selectOption('#pickup-destination', 'usa');
  await page.check('input[value="clothes"]');
  await page.check('input[value="food"]');
  await page.fill('#pickup-boxes', '1');
  await page.fill('#pickup-weight', '5');
  await page.fill('#pickup-notes', 'Pickles & a gift');
}

const form = en.pickup.form;

/**
 * What the browser posts to the stand-in address `${origin}/posted` (a test points the form's
 * action there), each body as sent, answered with a page that says it was sent.
 */
async function capturePosts(context: BrowserContext): Promise<string[]> {
  const posted: string[] = [];
  await context.route(`${harness.origin}/posted`, (route) => {
    posted.push(route.request().postData() ?? '');
    return route.fulfill({
      status: 200,
      contentType: 'text/html',
      body: '<!doctype html><title>Sent</title>',
    });
  });
  return posted;
}

/** The links (mailto: and wa.me) a form's script opened when its button `button` was pressed, read off the link it clicks, which then goes nowhere. */
const handOffs = (page: Page, button: string) =>
  page.evaluate((name) => {
    const urls: string[] = [];
    document.addEventListener(
      'click',
      (event) => {
        const link = event.target as HTMLAnchorElement;
        if (link.href) {
          urls.push(link.href);
          event.preventDefault();
        }
      },
      true,
    );
    [...document.querySelectorAll('button')].find((b) => b.textContent?.includes(name))!.click();
    return urls;
  }, button);

/** A day as the messages write it in the page's language: "Monday, 30 November 2026". */
const longDate = (day: string, lang = 'en-IN') =>
  new Date(day).toLocaleDateString(lang, { dateStyle: 'full', timeZone: 'UTC' });

describe.skipIf(!hasBrowser)('the pickup form', () => {
  // The first test of the file also waits for Chromium's first page: on a busy two-core machine that can pass 30 s.
  it('opens the company chat with the address, pincode, date, slot, destination and contents written out, by the exact URL', {
    timeout: 90_000,
  }, async () => {
    const { page, chats } = await openPage('/book-pickup');
    const day = weekdayAhead();
    await fillPickup(page, day);
    await page.getByRole('button', { name: form.whatsapp }).click();
    await expect.poll(() => chats.length).toBe(1);
    expect(chats[0]).toBe(
      chatWith(
        en.pickup.whatsappIntro,
        'Name: Lakshmi Devi',
        'Mobile: 98480 12345',
        'Address: Flat 4B, Sai Residency, Road No. 2',
        'Area: Banjara Hills',
        'Pincode: 500034',
        `Date: ${longDate(day)}`,
        'Time: 11:00 AM-1:00 PM',
        'To: USA',
        // The ticked boxes on one line, by their codes.
        'Items: clothes, food',
        'Boxes: 1',
        'Kg: 5',
        'Note: Pickles & a gift',
      ),
    );
  });

  it('starts the hand-off in the page’s language and names the country in it, under the same short labels', async () => {
    const { page, chats } = await openPage('/te/book-pickup');
    const day = weekdayAhead();
    await fillPickup(page, day);
    await page.getByRole('button', { name: te.pickup.form.whatsapp }).click();
    await expect.poll(() => chats.length).toBe(1);
    const text = new URL(chats[0]!).searchParams.get('text')!.split('\n');
    expect(text.slice(0, 2)).toEqual([te.pickup.whatsappIntro, 'Name: Lakshmi Devi']);
    expect(text).toContain(`To: ${te.pickup.form.countries.usa}`);
    expect(text).toContain('Items: clothes, food');
  });

  it.each([
    ['a 5-digit pincode', '#pickup-pincode', '50003', en.pickup.checks.pincode],
    ['a past date', '#pickup-date', '2020-01-01', en.pickup.checks.past],
    [
      'a date more than 30 days ahead',
      '#pickup-date',
      addDays(localDay(new Date()), 31),
      en.pickup.checks.late,
    ],
    ['a landline-shaped number', '#pickup-phone', '040 2345 6789', en.pickup.checks.phone],
  ])(
    'refuses %s with a message under the field, and sends nothing',
    async (_kind, selector, value, message) => {
      const { page, chats } = await openPage('/book-pickup');
      await fillPickup(page, weekdayAhead());
      await page.fill(selector, value);
      for (const name of [form.whatsapp, form.send]) {
        await page.getByRole('button', { name }).click();
        await expect.poll(() => page.locator(`${selector}-error`).innerText()).toBe(message);
      }
      expect(
        await page.locator(selector).evaluate((input: HTMLInputElement) => input.validationMessage),
      ).toBe(message);
      expect(chats).toEqual([]);
      expect(await page.locator('[data-form-status]').innerText()).toBe('');
      expect(page.url()).toBe(`${harness.origin}/book-pickup`);
    },
  );

  it('accepts a mobile number with +91, 0 or spaces, and a pincode we have not listed, saying we will confirm it', async () => {
    const { page, chats } = await openPage('/book-pickup');
    await fillPickup(page, weekdayAhead());
    await page.fill('#pickup-phone', '+91 7013 456 789');
    await page.fill('#pickup-pincode', '500099');
    expect(await page.locator('#pickup-pincode-note').innerText()).toBe(en.pickup.checks.unserved);
    await page.fill('#pickup-pincode', '500034');
    expect(await page.locator('#pickup-pincode-note').innerText()).toBe('');
    await page.getByRole('button', { name: form.whatsapp }).click();
    await expect.poll(() => chats.length).toBe(1);
    expect(new URL(chats[0]!).searchParams.get('text')).toContain('Mobile: +91 7013 456 789');
  });

  it('offers only the slots of the chosen day’s office hours (Sunday’s are shorter)', async () => {
    const { page } = await openPage('/book-pickup');
    let sunday = addDays(localDay(new Date()), 1);
    while (weekday(sunday) !== 0) sunday = addDays(sunday, 1);
    const enabledSlots = () => page.locator('#pickup-slot option:enabled').allInnerTexts();
    await page.fill('#pickup-date', sunday);
    expect(await enabledSlots()).toEqual([
      form.chooseSlot,
      '10:00 AM-12:00 PM',
      '12:00 PM-2:00 PM',
      '2:00 PM-4:00 PM',
      '4:00 PM-5:00 PM',
    ]);
    await page.fill('#pickup-date', addDays(sunday, 1));
    expect(await enabledSlots()).toEqual([
      form.chooseSlot,
      '9:00 AM-11:00 AM',
      '11:00 AM-1:00 PM',
      '1:00 PM-3:00 PM',
      '3:00 PM-5:00 PM',
      '5:00 PM-7:00 PM',
    ]);
  });

  it('shows the rule for the chosen country beside a restricted item', async () => {
    const { page } = await openPage('/book-pickup');
    await page.selectOption('#pickup-destination', 'usa');
    await page.check('input[value="clothes"]');
    expect(await page.locator('[data-rules-out] li').allInnerTexts()).toEqual([]);
    await page.check('input[value="food"]');
    expect(await page.locator('[data-rules-out] li').allInnerTexts()).toEqual([
      'Food to USA: ask us first',
    ]);
    await page.selectOption('#pickup-destination', 'uae');
    expect(await page.locator('[data-rules-out] li').allInnerTexts()).toEqual([
      'Food to UAE: ask us first',
    ]);
  });

  it('fills the destination, weight and boxes from the calculator’s link, and leaves out figures that make no sense', async () => {
    const { page } = await openPage('/te/book-pickup?destination=canada&weight=12.5&boxes=2');
    expect([
      await page.inputValue('#pickup-destination'),
      await page.inputValue('#pickup-weight'),
      await page.inputValue('#pickup-boxes'),
    ]).toEqual(['canada', '12.5', '2']);
    // A new tab: nothing she typed before is kept for it.
    await page.evaluate(() => sessionStorage.clear());
    await page.goto(`${harness.origin}/book-pickup?destination=mars&weight=-4&boxes=2.5`);
    expect([
      await page.inputValue('#pickup-destination'),
      await page.inputValue('#pickup-weight'),
      await page.inputValue('#pickup-boxes'),
    ]).toEqual(['', '', '']);
    // A new tab: nothing she typed before is kept for it.
    await page.evaluate(() => sessionStorage.clear());
    await page.goto(`${harness.origin}/book-pickup?destination=usa&weight=5000&boxes=500`);
    expect([
      await page.inputValue('#pickup-destination'),
      await page.inputValue('#pickup-weight'),
      await page.inputValue('#pickup-boxes'),
    ]).toEqual(['usa', '', '']);
  });

  it('opens a prefilled email with every field when no endpoint is configured, then shows what happens next', async () => {
    const { page } = await openPage('/book-pickup');
    const day = weekdayAhead();
    await fillPickup(page, day);
    const navigations = await page.evaluate(() => {
      const urls: string[] = [];
      document.addEventListener(
        'click',
        (event) => {
          const link = (event.target as Element).closest('a');
          if (link?.href.startsWith('mailto:')) {
            urls.push(link.href);
            event.preventDefault();
          }
        },
        true,
      );
      (document.querySelector('#pickup-form') as HTMLFormElement).requestSubmit();
      return urls;
    });
    if (company.forms.pickupEndpoint) {
      expect(navigations).toEqual([]);
    } else {
      const url = new URL(navigations[0]!);
      expect([url.protocol, url.pathname, url.searchParams.get('subject')]).toEqual([
        'mailto:',
        company.email,
        en.pickup.emailSubject,
      ]);
      expect(url.searchParams.get('body')).toContain(
        ['Pincode: 500034', `Date: ${longDate(day)}`, 'Time: 11:00 AM-1:00 PM'].join('\n'),
      );
      // Then she sees what happens next: the thank-you line, and the steps, focused and set off as a card.
      expect(await page.locator('[data-form-status]').innerText()).toBe(en.pickup.sent);
      expect(
        await page.evaluate(() => [document.activeElement?.id, document.activeElement?.className]),
      ).toEqual(['next', 'form-panel']);
    }
  });

  it('without JavaScript, posts every field to the endpoint or as an email, shows what happens next, and its WhatsApp button opens the chat with her notes', async () => {
    const { context, page, chats } = await openRecordingChats(harness, '/book-pickup', {
      javaScriptEnabled: false,
    });
    const action = await page.locator('#pickup-form').getAttribute('action');
    expect(action).toBe(
      company.forms.pickupEndpoint ||
        `mailto:${company.email}?subject=${encodeURIComponent(en.pickup.emailSubject)}`,
    );
    expect(await page.locator('#pickup-form').getAttribute('method')).toBe('post');
    expect(await page.locator('#next').innerText()).toContain(en.pickup.next.steps[0]);
    expect(await page.locator('.form-note').innerText()).toContain(form.noteWhatsappNoScript);
    // Point the form at a stand-in address to read what the browser sends (a mail app or the service would get the same).
    const posted = await capturePosts(context);
    await fillPickup(page, weekdayAhead());
    await page
      .locator('#pickup-form')
      .evaluate(
        (element: HTMLFormElement, url) => element.setAttribute('action', url),
        `${harness.origin}/posted`,
      );
    await page.getByRole('button', { name: form.send }).click();
    await expect.poll(() => posted.length).toBe(1);
    expect(posted[0]).toContain('pincode=500034');
    expect(posted[0]).toContain('items[]=food');
    // On the form again, "Send on WhatsApp" opens the chat with her notes (wa.me reads only `text`).
    // A fresh visit, not goBack(): going back while the post's page commits can detach the tab.
    await page.goto(`${harness.origin}/book-pickup`);
    await fillPickup(page, weekdayAhead());
    await page.fill('#pickup-notes', 'Pickles, 5 kg');
    await page.getByRole('button', { name: form.whatsapp }).click();
    await expect.poll(() => chats.length).toBe(1);
    const url = new URL(chats[0]!);
    expect(url.origin + url.pathname).toBe(chat);
    expect(url.searchParams.get('text')).toBe('Pickles, 5 kg');
    await context.close();
  });

  it('without JavaScript, the browser itself refuses a wrong mobile number, a past date, no boxes and a ton too many', async () => {
    const { page, chats } = await openPage('/book-pickup', { javaScriptEnabled: false });
    await fillPickup(page, weekdayAhead());
    const refusals = async () =>
      page.evaluate(() =>
        ['phone', 'date', 'boxes', 'weight', 'pincode']
          .map((name) => document.getElementById(`pickup-${name}`) as HTMLInputElement)
          .filter((input) => !input.validity.valid)
          .map((input) => input.name),
      );
    expect(await refusals()).toEqual([]);
    await page.fill('#pickup-phone', '12345');
    await page.fill('#pickup-date', '2020-01-01');
    await page.fill('#pickup-boxes', '0');
    await page.fill('#pickup-weight', '5000');
    await page.fill('#pickup-pincode', '5000');
    expect(await refusals()).toEqual(['phone', 'date', 'boxes', 'weight', 'pincode']);
    await page.getByRole('button', { name: form.send }).click();
    expect(page.url()).toBe(`${harness.origin}/book-pickup`);
    expect(chats).toEqual([]);
  });

  it.each([
    ['', en],
    ['/te', te],
    ['/hi', hi],
  ] as const)(
    'without JavaScript, %s/book-pickup refuses a day past the booking window, says Sunday has its own times, and names the day of the slot in the email',
    async (prefix, words) => {
      const { context, page } = await openRecordingChats(harness, `${prefix}/book-pickup`, {
        javaScriptEnabled: false,
      });
      const today = localDay(new Date());
      await fillPickup(page, weekdayAhead());
      const dateValid = () =>
        page.locator('#pickup-date').evaluate((input: HTMLInputElement) => input.validity.valid);
      await page.fill('#pickup-date', addDays(today, BOOKING_WINDOW_DAYS));
      expect(await dateValid()).toBe(true);
      await page.fill('#pickup-date', addDays(today, BOOKING_WINDOW_DAYS + 1));
      expect(await dateValid()).toBe(false);
      const sunday = company.hours.find((row) => row.dayOfWeek.includes('Sunday'))!;
      expect(await page.locator('#pickup-slot-hint').innerText()).toBe(
        words.pickup.form.slotHint(sunday.time),
      );
      // The email the browser writes without JavaScript carries the slot's days with its times.
      const posted = await capturePosts(context);
      await page.fill('#pickup-date', weekdayAhead());
      await page
        .locator('#pickup-form')
        .evaluate(
          (element: HTMLFormElement, url) => element.setAttribute('action', url),
          `${harness.origin}/posted`,
        );
      await page.locator('#pickup-form button[type=submit]:not([data-whatsapp])').click();
      await expect.poll(() => posted.length).toBe(1);
      expect(posted[0]).toContain(`slot=${company.hours[0]!.days} 11:00-13:00`);
      await context.close();
    },
  );

  it('does not offer today’s time slots that have already ended', async () => {
    const { context, page } = await harness.open('phone');
    // A Monday at 2:30 PM: the 9-11 and 11-1 slots are over, 1-3 is still running.
    await page.clock.setFixedTime(new Date('2026-11-30T14:30:00'));
    await page.goto(`${harness.origin}/book-pickup`);
    await page.fill('#pickup-date', '2026-11-30');
    expect(await page.locator('#pickup-slot option:enabled').allInnerTexts()).toEqual([
      form.chooseSlot,
      '1:00 PM-3:00 PM',
      '3:00 PM-5:00 PM',
      '5:00 PM-7:00 PM',
    ]);
    await page.fill('#pickup-date', '2026-12-01');
    expect(await page.locator('#pickup-slot option:enabled').count()).toBe(6);
    await context.close();
  });

  it.each([
    ['te', 'te-IN'],
    ['hi', 'hi-IN'],
  ] as const)(
    'writes the day in the %s message the way people read it there, not as 2026-11-30',
    async (code, lang) => {
      const { page, chats } = await openPage(`/${code}/book-pickup`);
      const day = weekdayAhead();
      await fillPickup(page, day);
      const words = { te, hi }[code].pickup.form;
      await page.getByRole('button', { name: words.whatsapp }).click();
      await expect.poll(() => chats.length).toBe(1);
      const text = new URL(chats[0]!).searchParams.get('text')!;
      expect(text).toContain(`Date: ${longDate(day, lang)}`);
      expect(text).not.toContain(day);
    },
  );
});

describe.skipIf(!hasBrowser)('the pickup form keeps what she typed', () => {
  it.each(['phone', 'desktop'] as const)(
    'gives her fields back, valid and unwiped, when the page is loaded again from history with the back/forward cache off (%s)',
    async (viewport) => {
      const browser = await chromium.launch({
        executablePath: chromiumPath,
        args: [...CHROMIUM_FLAGS, '--disable-back-forward-cache'],
      });
      try {
        const context = await browser.newContext(VIEWPORTS[viewport]);
        const page = await context.newPage();
        const day = weekdayAhead();
        // She came from the calculator with its figures, then changed the country and the weight.
        await page.goto(`${harness.origin}/book-pickup?destination=usa&weight=5&boxes=1`);
        await page.fill('#pickup-phone', '98765 43210');
        await page.fill('#pickup-pincode', '500016');
        await page.fill('#pickup-date', day);
        await page.selectOption('#pickup-destination', 'uk');
        await page.fill('#pickup-weight', '12');
        await page.goto(`${harness.origin}/contact`);
        await page.goBack();
        await page.waitForLoadState('load');
        const fields = await page.evaluate(() =>
          ['phone', 'pincode', 'date', 'destination', 'weight', 'boxes'].map((name) => {
            const field = document.getElementById(`pickup-${name}`) as HTMLInputElement;
            const error = document.getElementById(`pickup-${name}-error`);
            return [field.value, field.validity.valid, error ? error.textContent : ''];
          }),
        );
        expect(fields).toEqual([
          ['98765 43210', true, ''],
          ['500016', true, ''],
          [day, true, ''],
          ['uk', true, ''],
          ['12', true, ''],
          ['1', true, ''],
        ]);
        // And without the calculator's figures in the address, nothing she chose is wiped.
        await page.goto(`${harness.origin}/book-pickup`);
        await page.selectOption('#pickup-destination', 'canada');
        await page.fill('#pickup-weight', '7');
        await page.fill('#pickup-boxes', '3');
        await page.goto(`${harness.origin}/contact`);
        await page.goBack();
        await page.waitForLoadState('load');
        expect([
          await page.inputValue('#pickup-destination'),
          await page.inputValue('#pickup-weight'),
          await page.inputValue('#pickup-boxes'),
        ]).toEqual(['canada', '7', '3']);
      } finally {
        await browser.close();
      }
    },
  );

  it.each(['te', 'hi'] as const)(
    'keeps her details when she switches the form to %s, in the tab and never in the address',
    async (code) => {
      const { page } = await openPage('/book-pickup');
      const day = weekdayAhead();
      await fillPickup(page, day);
      await page.locator(`.lang-switch a[hreflang="${code}-IN"]`).first().click();
      await page.waitForURL(`${harness.origin}/${code}/book-pickup`);
      expect(new URL(page.url()).search).toBe('');
      expect([
        await page.inputValue('#pickup-name'),
        await page.inputValue('#pickup-phone'),
        await page.inputValue('#pickup-pincode'),
        await page.inputValue('#pickup-date'),
        await page.inputValue('#pickup-slot'),
        await page.inputValue('#pickup-destination'),
        await page.isChecked('input[value="food"]'),
        await page.isChecked('input[value="documents"]'),
        await page.inputValue('#pickup-notes'),
      ]).toEqual([
        'Lakshmi Devi',
        '98480 12345',
        '500034',
        day,
        `${company.hours[0]!.days} 11:00-13:00`,
        'usa',
        true,
        false,
        'Pickles & a gift',
      ]);
      // The rule beside the food is shown in the new language at once.
      expect(await page.locator('[data-rules-out] li').count()).toBe(1);
    },
  );

  it.each(['te', 'hi'] as const)(
    'shows under the name, address, area and note how many characters are left in %s, and counts down as she types',
    async (code) => {
      const { page } = await openPage(`/${code}/book-pickup`);
      const left = (n: number) =>
        ({ te, hi })[code].pickup.form.charsLeft.replace('{n}', String(n));
      const fields = { name: 'name', address: 'address', area: 'area', notes: 'text' } as const;
      for (const [id, name] of Object.entries(fields)) {
        const count = page.locator(`#pickup-${id}-count`);
        expect(await count.innerText()).toBe(left(PICKUP_MAX_LENGTH[name]));
        // Eight letters of Telugu (పచ్చళ్లు, pickles), then one more.
        await page.fill(`#pickup-${id}`, 'పచ్చళ్లు');
        expect(await count.innerText()).toBe(left(PICKUP_MAX_LENGTH[name] - 8));
        await page.locator(`#pickup-${id}`).press('End');
        await page.keyboard.type('అ');
        expect(await count.innerText()).toBe(left(PICKUP_MAX_LENGTH[name] - 9));
        expect(await page.getAttribute(`#pickup-${id}`, 'aria-describedby')).toContain(
          `pickup-${id}-count`,
        );
      }
    },
  );
});

/** A Telugu letter: 9 characters of a link once percent-encoded, as many as any letter takes. */
const TELUGU = 'అ';

/**
 * Fills the pickup form at its longest: every field with a maxlength full (her words in Telugu
 * letters; the mobile number, pincode and email as long as their checks let them be, with the
 * characters that take the most room in a link), `day`, every box ticked, the time and country
 * whose words are longest, the most boxes, and a weight written with as many digits as a number
 * has. Returns what she typed, by field name.
 */
async function fillLongest(page: Page, day: string): Promise<Record<string, string>> {
  const limits: Record<string, number> = Object.fromEntries(
    await page.evaluate(() =>
      [...document.querySelectorAll<HTMLInputElement>('#pickup-form [maxlength]')].map(
        (field) => [field.name, field.maxLength] as const,
      ),
    ),
  );
  const limit = (name: string) => limits[name] ?? 0;
  const spaced = (digits: string, length: number) =>
    [...digits].map((digit, i) => digit + (i < length - digits.length ? ' ' : '')).join('');
  const typed: Record<string, string> = {
    name: TELUGU.repeat(limit('name')),
    // Ten digits, each followed by a space (3 characters in a link) while the maxlength lets it.
    phone: spaced('9848012345', limit('phone')),
    address: TELUGU.repeat(limit('address')),
    area: TELUGU.repeat(limit('area')),
    pincode: '500 034',
    // % is allowed in an email address and takes 3 characters in a link.
    email: `${'%'.repeat(limit('email') - 5)}@x.in`,
    text: TELUGU.repeat(limit('text')),
  };
  // Every field with a maxlength is filled to it: a field added later cannot be left out.
  expect(Object.keys(limits).sort()).toEqual(Object.keys(typed).sort());
  for (const [name, value] of Object.entries(typed)) {
    expect(value.length).toBe(limit(name));
    await page.fill(`#pickup-form [name="${name}"]`, value);
  }
  await page.fill('#pickup-date', day);
  const longestOption = (select: string) =>
    page.evaluate(
      (selector) =>
        [...document.querySelectorAll<HTMLOptionElement>(`${selector} option:enabled`)]
          .filter((option) => option.value)
          .sort((a, b) => encodeURIComponent(b.text).length - encodeURIComponent(a.text).length)[0]!
          .value,
      select,
    );
  await page.selectOption('#pickup-slot', await longestOption('#pickup-slot'));
  await page.selectOption('#pickup-destination', await longestOption('#pickup-destination'));
  for (const box of await page.locator('#pickup-form [type=checkbox]').all()) await box.check();
  await page.fill('#pickup-boxes', String(MAX_BOXES));
  // Written as 0.12345678901234568: the most digits a number in the field's range is written with.
  await page.fill('#pickup-weight', '0.123456789012345678');
  // Nothing is refused: the form sends as it is.
  expect(
    await page.evaluate(() =>
      [...document.querySelectorAll<HTMLInputElement>('#pickup-form [name]')]
        .filter((field) => !field.validity.valid)
        .map((field) => field.name),
    ),
  ).toEqual([]);
  return typed;
}

describe.skipIf(!hasBrowser)('a pickup request at its longest', () => {
  it.each([
    ['en', en],
    ['te', te],
    ['hi', hi],
  ] as const)(
    'in %s, with every field at its maxlength in Telugu letters, every box ticked and the longest day, time and country, still opens the email and the chat by links under 2,000 characters',
    async (code, words) => {
      const lang = `${code}-IN`;
      // The day the page's language writes longest in the coming year, booked on that day itself.
      const written = (day: string) => encodeURIComponent(longDate(day, lang)).length;
      const day = Array.from({ length: 366 }, (_, i) => addDays(localDay(new Date()), i)).reduce(
        (longest, next) => (written(next) > written(longest) ? next : longest),
      );
      const { context, page } = await harness.open('phone');
      await recordChats(context);
      await page.clock.setFixedTime(new Date(`${day}T08:00:00`));
      await page.goto(`${harness.origin}${code === 'en' ? '' : `/${code}`}/book-pickup`);
      const typed = await fillLongest(page, day);
      const links = [
        ...(await handOffs(page, words.pickup.form.whatsapp)),
        ...(await handOffs(page, words.pickup.form.send)),
      ];
      expect(links.map((url) => url.split(':')[0])).toEqual(
        company.forms.pickupEndpoint ? ['https'] : ['https', 'mailto'],
      );
      for (const url of links) {
        // Everything she typed is in the link, and the link is short enough to open.
        const text = decodeURIComponent(url);
        for (const value of Object.values(typed)) expect(text).toContain(value);
        expect(text).toContain(longDate(day, lang));
        expect(url.length, `${url.split(':')[0]} link in ${code}`).toBeLessThan(LINK_LIMIT);
      }
      await context.close();
    },
  );

  it('without JavaScript, keeps the email the browser writes and the chat with her note under 2,000 characters, every field at its maxlength in Telugu letters', async () => {
    const { context, page, chats } = await openRecordingChats(harness, '/te/book-pickup', {
      javaScriptEnabled: false,
    });
    await fillLongest(page, weekdayAhead());
    const action = (await page.locator('#pickup-form').getAttribute('action'))!;
    const posted = await capturePosts(context);
    await page
      .locator('#pickup-form')
      .evaluate(
        (element: HTMLFormElement, url) => element.setAttribute('action', url),
        `${harness.origin}/posted`,
      );
    await page.getByRole('button', { name: te.pickup.form.send }).click();
    await expect.poll(() => posted.length).toBe(1);
    // The mailto: link a mail app gets: the action, then the body percent-encoded (encodeURIComponent encodes at least as much as the browser).
    expect(`${action}&body=${encodeURIComponent(posted[0]!)}`.length).toBeLessThan(LINK_LIMIT);
    await page.goto(`${harness.origin}/te/book-pickup`);
    await fillLongest(page, weekdayAhead());
    await page.getByRole('button', { name: te.pickup.form.whatsapp }).click();
    await expect.poll(() => chats.length).toBe(1);
    expect(chats[0]!.length).toBeLessThan(LINK_LIMIT);
    await context.close();
  });
});

describe.skipIf(!hasBrowser)('Send on WhatsApp on the contact form', () => {
  it('needs no email: it opens the chat with the name, phone and message while Send Message still asks for the email', async () => {
    const { page, chats } = await openPage('/contact');
    await page.fill('#contact-name', 'Asha Rao');
    await page.fill('#contact-phone', '+91 98480 00000');
    await page.fill('#contact-message', 'Pickles to Toronto, 6 kg.');
    await page.getByRole('button', { name: 'Send Message' }).click();
    expect(
      await page
        .locator('#contact-email')
        .evaluate((input: HTMLInputElement) => input.validity.valueMissing),
    ).toBe(true);
    await page.getByRole('button', { name: 'Send on WhatsApp' }).click();
    await expect.poll(() => chats.length).toBe(1);
    expect(chats[0]).toBe(
      chatWith(
        'Hello! I would like a courier quote.',
        'Full Name: Asha Rao',
        'Phone Number: +91 98480 00000',
        'Message: Pickles to Toronto, 6 kg.',
      ),
    );
  });

  it('without JavaScript and without an email, opens the chat with her message as its text', async () => {
    const { page, chats } = await openPage('/contact', { javaScriptEnabled: false });
    await page.fill('#contact-name', 'Asha Rao');
    await page.fill('#contact-phone', '+91 98480 00000');
    await page.fill('#contact-message', "Pickles & sweets to my son's flat in Toronto, 6 kg.");
    await page.getByRole('button', { name: 'Send on WhatsApp' }).click();
    await expect.poll(() => chats.length).toBe(1);
    const url = new URL(chats[0]!);
    expect(url.origin + url.pathname).toBe(chat);
    expect(url.searchParams.get('text')).toBe(
      "Pickles & sweets to my son's flat in Toronto, 6 kg.",
    );
  });
});

describe.skipIf(!hasBrowser)('a message that still fits in the email or chat link', () => {
  it('counts down as she types in Telugu, refuses a 600-character message, and keeps both links under 2,000 characters', async () => {
    const { page } = await openPage('/te/contact');
    const words = te.contact.form;
    await page.fill('#contact-name', 'ఆశా రావు');
    await page.fill('#contact-phone', '+91 98480 00000');
    await page.fill('#contact-email', 'asha@example.com');
    const count = page.locator('#contact-message-count');
    expect(await count.innerText()).toMatch(/^ఇంకా సుమారు \d+ అక్షరాలు రాయొచ్చు$/);
    await page.fill('#contact-message', 'అ'.repeat(600));
    expect(await count.innerText()).toMatch(/సుమారు \d+ అక్షరాలు తగ్గించండి/);
    expect(await handOffs(page, words.whatsapp)).toEqual([]);
    expect(await handOffs(page, words.submit)).toEqual([]);
    // Shortened to what the count allows, both links open, each under 2,000 characters.
    const left = Number((await count.innerText()).match(/\d+/)![0]);
    await page.fill('#contact-message', 'అ'.repeat(600 - left));
    await expect.poll(() => count.innerText()).toMatch(/^ఇంకా సుమారు \d+ అక్షరాలు రాయొచ్చు$/);
    const links = [
      ...(await handOffs(page, words.whatsapp)),
      ...(await handOffs(page, words.submit)),
    ];
    expect(links.map((url) => url.split(':')[0])).toEqual(['https', 'mailto']);
    for (const url of links) expect(url.length).toBeLessThan(2000);
    expect(links.map((url) => url.length)).not.toEqual([0, 0]);
  });

  it('lets an English message run far longer than a Telugu one, and without JavaScript holds it to 160 characters of any script', async () => {
    const { page } = await openPage('/contact');
    const left = Number(
      (await page.locator('#contact-message-count').innerText()).match(/\d+/)![0],
    );
    expect(left).toBeGreaterThan(1000);
    const off = await openPage('/te/contact', { javaScriptEnabled: false });
    expect(await off.page.getAttribute('#contact-message', 'maxlength')).toBe('160');
    expect(await off.page.getAttribute('#pickup-notes, #contact-name', 'maxlength')).toBe('60');
  });
});
