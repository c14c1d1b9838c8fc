/**
 * The Telugu and Hindi site in Chromium: the contact form and the calculator write their
 * messages in the page's language, unknown addresses under /te/ and /hi/ get that language's
 * 404 page, the switcher leads between languages without JavaScript, and the menu panel passes
 * axe in each language. (Every te/hi page also runs the whole-page checks of pages.test.ts:
 * status, CSP, console, axe at 375 and 1280 px, 320 px layout, no JavaScript.)
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHARED_BUILD_TIMEOUT_MS } from '../../shared-build';
import { claims } from '../../../content/claims';
import { company } from '../../../content/company';
import { i18n } from '../../../content/config';
import { messagesOf } from '../../../content/locales';
import { fill } from '../../../src/website/client/chargeable-weight';
import {
  axeViolations,
  chatWith,
  fillEnquiry,
  hasBrowser,
  openMenuIfCollapsed,
  startHarness,
  visit,
  type Harness,
  type ViewportName,
} from './harness';

const CODES = ['te', 'hi'] as const;

let harness: Harness;

beforeAll(async () => {
  if (!hasBrowser) return;
  harness = await startHarness();
}, SHARED_BUILD_TIMEOUT_MS);

afterAll(async () => harness?.close());

/** Loads `path` in the file's reused tab for the viewport (a new context's first page costs seconds; a navigation a fraction). */
const openPage = (
  path: string,
  options: { viewport?: ViewportName; javaScriptEnabled?: boolean } = {},
) => visit(harness, path, options);

describe.skipIf(!hasBrowser).each(CODES)('the %s contact form', (code) => {
  const { contact, ui } = messagesOf(code);
  const form = contact.form;

  it('opens WhatsApp with the intro and the field labels in the language', async () => {
    const { page, chats } = await openPage(`/${code}/contact`);
    await fillEnquiry(page, 'Pickles to Toronto, 6 kg.');
    await page.getByRole('button', { name: form.whatsapp }).click();
    await expect.poll(() => chats.length).toBe(1);
    expect(chats[0]).toBe(
      chatWith(
        form.whatsappIntro,
        `${form.name}: Asha Rao`,
        `${form.phone}: +91 98480 00000`,
        `${form.service}: ${ui.services.internationalCourier}`,
        `${form.message}: Pickles to Toronto, 6 kg.`,
      ),
    );
  });

  it('opens an email with the subject, the field labels and the thank-you line in the language', async () => {
    const { page } = await openPage(`/${code}/contact`);
    await fillEnquiry(page, 'Pickles to Toronto, 6 kg.');
    const navigations = await page.evaluate(() => {
      const opened: string[] = [];
      const record = (event: MouseEvent) => {
        const link = (event.target as Element).closest('a');
        if (link?.href.startsWith('mailto:')) {
          opened.push(link.href);
          event.preventDefault();
        }
      };
      document.addEventListener('click', record, true);
      (document.querySelector('#quote-form') as HTMLFormElement).requestSubmit();
      document.removeEventListener('click', record, true);
      return opened;
    });
    expect(navigations).toHaveLength(1);
    const url = new URL(navigations[0]!);
    expect(url.pathname).toBe(company.email);
    expect(url.searchParams.get('subject')).toBe(form.emailSubject);
    expect(url.searchParams.get('body')).toBe(
      [
        `${form.name}: Asha Rao`,
        `${form.phone}: +91 98480 00000`,
        `${form.email}: asha@example.com`,
        `${form.service}: ${ui.services.internationalCourier}`,
        `${form.message}: Pickles to Toronto, 6 kg.`,
      ].join('\n'),
    );
    expect(await page.locator('#quote-form [data-form-status]').innerText()).toBe(
      form.emailSent(company.email),
    );
  });
});

describe.skipIf(!hasBrowser).each(CODES)('the %s calculator', (code) => {
  const { calculator } = messagesOf(code);

  it('writes the result, the field messages and the WhatsApp hand-off in the language', async () => {
    const { page } = await openPage(`/${code}/volumetric-weight-calculator`);
    await page.fill('#calc-length', '50');
    await page.fill('#calc-width', '40');
    // Typed, then cleared: the field says what is missing.
    await page.fill('#calc-height', '3');
    await page.fill('#calc-height', '');
    expect(await page.locator('#calc-height-error').innerText()).toBe(
      fill(calculator.script.missing, { field: calculator.script.fields.height }),
    );
    await page.fill('#calc-height', '30');
    await page.fill('#calc-weight', '8');
    // Each service: its price and its transit time in the language (calculator.script.serviceFigure).
    const [express, economy] = await Promise.all(
      ['#calc-express', '#calc-economy'].map((id) => page.locator(id).innerText()),
    );
    const [, priceText, expressDays] = express!.match(/^(₹\d{1,2}(?:,\d\d)*,\d{3}), (.+)$/)!;
    const [, economyPrice, economyDays] = economy!.match(/^(₹[\d,]*\d), (.+)$/)!;
    const { prices } = messagesOf(code).destinations;
    expect([expressDays, economyDays]).toEqual([prices.transit(3, 5), prices.transit(7, 12)]);
    await expect
      .poll(() => page.locator('#calc-why').innerText())
      .toBe(
        `${fill(calculator.script.payVolumetric, { chargeable: '12 kg' })} ${calculator.script.priceLine}`,
      );
    const whatsapp = new URL((await page.locator('#calc-whatsapp').getAttribute('href'))!);
    expect(whatsapp.searchParams.get('text')).toBe(
      [
        calculator.result.whatsappIntro,
        fill(calculator.script.oneBox, {
          boxes: 1,
          length: 50,
          width: 40,
          height: 30,
          sizeUnit: 'cm',
          weight: 8,
          weightUnit: 'kg',
        }),
        fill(calculator.script.volumetricLine, { volumetric: '12 kg', divisor: 5000 }),
        fill(calculator.script.figures, { box: '', chargeable: '12 kg' }).split('\n')[1],
        fill(calculator.script.destinationLine, { country: calculator.form.countries.usa }),
        fill(calculator.script.serviceLine, {
          service: prices.services.express,
          price: priceText!,
          transit: expressDays!,
        }),
        fill(calculator.script.serviceLine, {
          service: prices.services.economy,
          price: economyPrice!,
          transit: economyDays!,
        }),
      ].join('\n'),
    );
    const quote = new URL(
      (await page.locator('#calc-quote').getAttribute('href'))!,
      harness.origin,
    );
    expect([quote.pathname, quote.searchParams.get('message')?.split('\n')[0]]).toEqual([
      `/${code}/contact`,
      calculator.script.quoteHeading,
    ]);
    expect(
      await page.getByRole('link', { name: calculator.result.bookPickup }).getAttribute('href'),
    ).toBe(`/${code}/book-pickup?destination=usa&weight=8&boxes=1`);
  });
});

describe.skipIf(!hasBrowser).each(CODES)('the %s tracking form', (code) => {
  const { track } = messagesOf(code);

  it('says what is wrong with the number in the language, and opens WhatsApp with the intro in the language', async () => {
    const { page, chats } = await openPage(`/${code}/track-shipment`);
    const input = page.getByLabel(track.form.label);
    await input.fill('1234-567890');
    await page.getByRole('button', { name: track.form.submit }).click();
    await expect.poll(() => page.locator('#awb-error').innerText()).toBe(track.form.invalid);
    expect(await input.evaluate((element: HTMLInputElement) => element.validationMessage)).toBe(
      track.form.invalid,
    );
    expect(chats).toEqual([]);
    await input.fill('1234567890');
    await page.getByRole('button', { name: track.form.submit }).click();
    await expect.poll(() => chats.length).toBe(1);
    expect(chats[0]).toBe(chatWith(track.form.whatsappIntro, `${track.form.label}: 1234567890`));
  });
});

describe.skipIf(!hasBrowser).each(CODES)('the %s USA page', (code) => {
  const { destinations } = messagesOf(code);
  it('opens WhatsApp with the country written in the language', async () => {
    const { page, chats } = await openPage(`/${code}/international-courier-to-usa`);
    await page.locator('main #prices a[href*="wa.me"]').click();
    await expect.poll(() => chats.length).toBe(1);
    expect(chats[0]).toBe(chatWith(destinations.whatsapp(destinations.countries.usa)));
  });
});

describe.skipIf(!hasBrowser).each(CODES)('the %s about page', (code) => {
  it('is reached from the menu of a page in the language and tells who we are and since when in it', async () => {
    const { about, ui } = messagesOf(code);
    const { page } = await openPage(`/${code}/contact`);
    await openMenuIfCollapsed(page);
    await page.locator('#site-menu').getByRole('link', { name: ui.nav.about, exact: true }).click();
    await page.waitForURL(`${harness.origin}/${code}/about`);
    expect(await page.getAttribute('html', 'lang')).toBe(i18n.locales[code]!.lang);
    expect(await page.locator('h1').innerText()).toBe(about.hero.title);
    const main = await page.locator('main').innerText();
    expect(main).toContain(about.story.title);
    expect(main).toContain(about.journey.founded.title);
    expect(main).toContain(claims.founded);
  });
});

describe.skipIf(!hasBrowser).each(CODES)('an unknown address under /%s/', (code) => {
  it('answers 404 with the not-found page in the language, linking its home page', async () => {
    const { page, response } = await openPage(`/${code}/no/such/page`);
    const { notFound } = messagesOf(code);
    expect(response?.status()).toBe(404);
    expect(await page.getAttribute('html', 'lang')).toBe(i18n.locales[code]!.lang);
    expect(await page.locator('h1').innerText()).toBe(notFound.title);
    await page.getByRole('link', { name: notFound.home }).click();
    await page.waitForURL(`${harness.origin}/${code}/`);
  });
});

describe.skipIf(!hasBrowser)('the language switcher', () => {
  it('leads from the English contact page to the Telugu and Hindi ones and back, without JavaScript', async () => {
    const { page } = await openPage('/contact', { javaScriptEnabled: false });
    await page.locator('header .lang-switch').getByRole('link', { name: 'తెలుగు' }).click();
    await page.waitForURL(`${harness.origin}/te/contact`);
    await page.locator('header .lang-switch').getByRole('link', { name: 'हिन्दी' }).click();
    await page.waitForURL(`${harness.origin}/hi/contact`);
    await page.locator('footer .lang-switch').getByRole('link', { name: 'English' }).click();
    await page.waitForURL(`${harness.origin}/contact`);
  });

  it('writes తెలుగు and हिन्दी on the English page in the fonts their own pages use, and English in the English ones', async () => {
    // Without a font of their own, Chromium searched its whole font list for each letter inside the first layout.
    // The file's reused tab: left open for the tests after this one.
    const { page } = await openPage('/contact');
    const fonts = await page
      .locator('header .lang-switch a')
      .evaluateAll((links) =>
        links.map((link) => [link.textContent, getComputedStyle(link).fontFamily]),
      );
    const pageFont = async (path: string) => {
      await page.goto(`${harness.origin}${path}`);
      return page.evaluate(() => getComputedStyle(document.body).fontFamily);
    };
    expect(fonts).toEqual([
      ['English', await pageFont('/contact')],
      ['తెలుగు', await pageFont('/te/contact')],
      ['हिन्दी', await pageFont('/hi/contact')],
    ]);
    // Right after system-ui: every family before it that lacks the letters is one more font lookup per size and weight.
    expect(fonts[1]![1]).toMatch(/^system-ui, "Noto Sans Telugu", /);
    expect(fonts[2]![1]).toMatch(/^system-ui, "Noto Sans Devanagari", /);
  });

  it('draws Telugu, Hindi and English headings in the project’s own Noto fonts, whatever fonts the machine has', async () => {
    // tests/website/browser/fonts.ts: from @fontsource, so that a machine without fonts-noto-core
    // lays /te/ out at 320 px as a phone does. The Latin letters are Noto Sans's, from the Latin
    // subset of @fontsource/noto-sans-telugu, whose PostScript name is NotoSansTelugu-Bold (the
    // system's Noto Sans is NotoSans-Bold, DejaVu Sans DejaVuSans-Bold).
    const { context, page } = await harness.open('phone');
    const session = await context.newCDPSession(page);
    await session.send('DOM.enable');
    await session.send('CSS.enable');
    const headingFonts = async (path: string) => {
      await page.goto(`${harness.origin}${path}`);
      // Laid out, so that the heading's text has its fonts.
      await page.evaluate(() => document.querySelector('h1')!.getBoundingClientRect());
      const { root } = await session.send('DOM.getDocument');
      const { nodeId } = await session.send('DOM.querySelector', {
        nodeId: root.nodeId,
        selector: 'h1',
      });
      const { fonts } = await session.send('CSS.getPlatformFontsForNode', { nodeId });
      return fonts.map((font) => `${font.familyName} (${font.postScriptName})`);
    };
    const fonts = {
      te: await headingFonts('/te/'),
      hi: await headingFonts('/hi/'),
      en: await headingFonts('/'),
    };
    expect(fonts).toEqual({
      te: ['Noto Sans Telugu (NotoSansTelugu-Bold)'],
      hi: expect.arrayContaining(['Noto Sans Devanagari (NotoSansDevanagari-Bold)']),
      en: ['Noto Sans Telugu (NotoSansTelugu-Bold)'],
    });
    await context.close();
  });

  it('sits in a row above the header bar that scrolls away (with the phone’s call, WhatsApp and book row), while the bar stays at the top of the screen', async () => {
    const { page } = await openPage('/te/what-can-i-send');
    const tops = () =>
      page.evaluate(() => [
        Math.max(
          document.querySelector('.language-row')!.getBoundingClientRect().bottom,
          document.querySelector('.quick-actions')!.getBoundingClientRect().bottom,
        ),
        document.querySelector('.header-bar')!.getBoundingClientRect().top,
      ]);
    expect((await tops())[1]).toBeGreaterThan(0);
    await page.evaluate(() => window.scrollTo(0, 1500));
    await expect.poll(tops).toEqual([0, 0]);
  });

  it.each(
    ['en', ...CODES].flatMap((code) =>
      (['phone', 'desktop'] as ViewportName[]).map((viewport) => [code, viewport] as const),
    ),
  )(
    'draws no underline through the %s what-can-i-send chips at %s (it cut through Telugu conjuncts), and marks them as links by a blue border',
    async (code, viewport) => {
      const { page } = await openPage(
        code === 'en' ? '/what-can-i-send' : `/${code}/what-can-i-send`,
        { viewport },
      );
      const chips = await page.locator('.jump-links a').evaluateAll((links) =>
        links.map((link) => {
          const style = getComputedStyle(link);
          return [style.textDecorationLine, style.borderTopStyle, style.borderTopColor];
        }),
      );
      // The country chooser: one chip for each of the five destinations.
      expect(chips).toHaveLength(5);
      for (const chip of chips) expect(chip).toEqual(['none', 'solid', 'rgb(29, 78, 216)']);
    },
  );

  it.each(
    CODES.flatMap((code) =>
      (['phone', 'desktop'] as ViewportName[]).map((viewport) => [code, viewport] as const),
    ),
  )(
    'keeps the %s home page free of axe violations with the menu open at %s',
    async (code, viewport) => {
      const { page } = await openPage(`/${code}/`, { viewport });
      await openMenuIfCollapsed(page);
      expect(await axeViolations(page)).toEqual([]);
    },
  );
});
