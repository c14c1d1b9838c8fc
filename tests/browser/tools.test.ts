/**
 * The courier's tools in a real browser: booking on WhatsApp from the contact form, the
 * tracking form, and the volumetric-weight calculator with its hand-offs, each checked by the
 * exact URL it opens, with JavaScript on and off.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { company } from '../../content/company';
import { hasBrowser, startHarness, type Harness } from './harness';

let harness: Harness;

beforeAll(async () => {
  if (hasBrowser) harness = await startHarness();
});

afterAll(async () => harness?.close());

const chat = `https://wa.me/${company.whatsapp.number}`;
/**
 * The URL a WhatsApp hand-off must open: the company's chat with `lines` as the typed message,
 * as a browser's URL parser writes it (it also escapes the apostrophe in a query).
 */
const chatWith = (...lines: string[]) => new URL(`${chat}?text=${encodeURIComponent(lines.join('\n'))}`).href;

async function openPage(path: string, options: { viewport?: 'phone' | 'desktop'; javaScriptEnabled?: boolean } = {}) {
  const opened = await harness.open(options.viewport ?? 'phone', { javaScriptEnabled: options.javaScriptEnabled ?? true });
  const chats = await recordChats(opened.context);
  await opened.page.goto(harness.origin + path);
  return { ...opened, chats };
}

/** Answers every request to wa.me with a stand-in page and records its URL: nothing leaves the machine. */
async function recordChats(context: BrowserContext): Promise<string[]> {
  const urls: string[] = [];
  await context.route('https://wa.me/**', (route) => {
    urls.push(route.request().url());
    return route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>WhatsApp</title>' });
  });
  return urls;
}

async function fillEnquiry(page: Page) {
  await page.fill('#contact-name', 'Asha Rao');
  await page.fill('#contact-phone', '+91 98480 00000');
  await page.fill('#contact-email', 'asha@example.com');
  await page.selectOption('#contact-service', 'international-courier');
  await page.fill('#contact-message', "Pickles & sweets to my son's flat in Toronto, 6 kg.");
}

describe.skipIf(!hasBrowser)('Send on WhatsApp on the contact form', () => {
  it('opens the company chat with the name, phone, service and message written out, and not the email', async () => {
    const { context, page, chats } = await openPage('/contact');
    await fillEnquiry(page);
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
    await context.close();
  });

  it('is held back by the browser’s validation when a required field is empty, as Send Message is', async () => {
    const { context, page, chats } = await openPage('/contact');
    await fillEnquiry(page);
    await page.fill('#contact-phone', '');
    await page.getByRole('button', { name: 'Send on WhatsApp' }).click();
    expect(await page.locator('#contact-phone').evaluate((input: HTMLInputElement) => input.validity.valueMissing)).toBe(true);
    expect(page.url()).toBe(`${harness.origin}/contact`);
    expect(chats).toEqual([]);
    await context.close();
  });

  it('still opens the company chat without JavaScript (the form GETs wa.me, allowed by the CSP)', async () => {
    const { context, page, chats } = await openPage('/contact', { javaScriptEnabled: false });
    await fillEnquiry(page);
    await page.getByRole('button', { name: 'Send on WhatsApp' }).click();
    await expect.poll(() => chats.length).toBe(1);
    const url = new URL(chats[0]!);
    expect(url.origin + url.pathname).toBe(chat);
    expect(url.searchParams.get('name')).toBe('Asha Rao');
    expect(url.searchParams.get('message')).toBe("Pickles & sweets to my son's flat in Toronto, 6 kg.");
    await context.close();
  });

  it('fills the quote form from a link’s query, as the calculator’s hand-off does', async () => {
    const { context, page } = await openPage(`/contact?service=air-cargo&message=${encodeURIComponent('Chargeable weight: 12 kg')}#quote-form`);
    expect(await page.locator('#contact-service').inputValue()).toBe('air-cargo');
    expect(await page.locator('#contact-message').inputValue()).toBe('Chargeable weight: 12 kg');
    await context.close();
  });
});

describe.skipIf(!hasBrowser)('the tracking form', () => {
  const intro = 'Hello! Please tell me the latest status of my shipment.';
  it.each(['1234567890', 'EE123456789IN', '1Z999AA10123456784', 'abcd1234'])('opens the company chat with the air waybill number %s written in', async (number) => {
    const { context, page, chats } = await openPage('/track-shipment');
    await page.getByLabel('Air waybill (AWB) number').fill(number);
    await page.getByRole('button', { name: 'Ask on WhatsApp' }).click();
    await expect.poll(() => chats.length).toBe(1);
    expect(chats[0]).toBe(chatWith(intro, `Air waybill (AWB) number: ${number}`));
    await context.close();
  });

  const bad: Array<[string, string]> = [
    ['empty', ''],
    ['too short', '1234567'],
    ['too long', '123456789012345678901'],
    ['with spaces', '1234 5678 90'],
    ['with dashes', '1234-567890'],
    ['with symbols', '12345678#'],
  ];
  it.each(bad)('refuses a number that is %s with a clear message under the field, and opens nothing', async (_kind, number) => {
    const { context, page, chats } = await openPage('/track-shipment');
    const input = page.getByLabel('Air waybill (AWB) number');
    await input.fill(number);
    await page.getByRole('button', { name: 'Ask on WhatsApp' }).click();
    const message = 'Enter your air waybill number: 8 to 20 letters and digits, with no spaces or dashes.';
    await expect.poll(() => page.locator('#awb-error').innerText()).toBe(message);
    expect(await input.evaluate((element: HTMLInputElement) => element.validationMessage)).toBe(message);
    expect(await input.getAttribute('aria-invalid')).toBe('true');
    expect(page.url()).toBe(`${harness.origin}/track-shipment`);
    expect(chats).toEqual([]);
    // Correcting the number clears the message.
    await input.fill('1234567890');
    expect(await page.locator('#awb-error').isVisible()).toBe(false);
    expect(await input.getAttribute('aria-invalid')).toBe('false');
    await context.close();
  });

  it('without JavaScript, checks the number in the browser and opens the chat with the number as the message', async () => {
    const { context, page, chats } = await openPage('/track-shipment', { javaScriptEnabled: false });
    const input = page.getByLabel('Air waybill (AWB) number');
    await input.fill('12-34');
    await page.getByRole('button', { name: 'Ask on WhatsApp' }).click();
    expect(await input.evaluate((element: HTMLInputElement) => element.validity.patternMismatch)).toBe(true);
    expect(chats).toEqual([]);
    await input.fill('1234567890');
    await page.getByRole('button', { name: 'Ask on WhatsApp' }).click();
    await expect.poll(() => chats.length).toBe(1);
    expect(chats[0]).toBe(`${chat}?text=1234567890`);
    await context.close();
  });
});
