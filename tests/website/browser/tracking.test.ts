/**
 * Tracking that tracks (issue 46): an air waybill number leads to the shipment on the partner
 * carrier's own page, the likely carrier first by the number's shape, beside "Ask on WhatsApp";
 * without JavaScript the carriers' tracking pages are listed beside the form.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { carriers } from '../../../content/carriers';
import { en } from '../../../content/locales/en';
import { hi } from '../../../content/locales/hi';
import { te } from '../../../content/locales/te';
import { SHARED_BUILD_TIMEOUT_MS } from '../../shared-build';
import { hasBrowser, startHarness, visit, type Harness, type ViewportName } from './harness';

let harness: Harness;

beforeAll(async () => {
  if (hasBrowser) harness = await startHarness();
}, SHARED_BUILD_TIMEOUT_MS);

afterAll(async () => harness?.close());

const messages = { en, te, hi };

describe.skipIf(!hasBrowser)('the tracking page with an air waybill number', () => {
  it.each([
    [
      'a DHL Express waybill',
      '1234567890',
      'DHL Express',
      'https://www.dhl.com/in-en/home/tracking.html?tracking-id=1234567890',
    ],
    [
      'a FedEx number',
      '123456789012',
      'FedEx',
      'https://www.fedex.com/fedextrack/?trknbr=123456789012',
    ],
    [
      'a UPS number',
      '1z999aa10123456784',
      'UPS',
      'https://www.ups.com/track?loc=en_IN&tracknum=1Z999AA10123456784',
    ],
  ])(
    'links %s straight to the shipment on that carrier’s page, listed first, beside Ask on WhatsApp',
    async (_kind, number, carrier, url) => {
      for (const viewport of ['phone', 'desktop'] as ViewportName[]) {
        const { page } = await visit(harness, '/track-shipment', { viewport });
        await page.getByLabel(en.track.form.label).fill(number);
        const direct = page.getByRole('link', {
          name: en.track.form.direct
            .replace('{number}', number.toUpperCase())
            .replace('{carrier}', carrier),
        });
        expect(await direct.getAttribute('href')).toBe(url);
        expect(await direct.isVisible()).toBe(true);
        expect(await page.getByRole('button', { name: en.track.form.submit }).isVisible()).toBe(
          true,
        );
        const list = page.locator('.carrier-list a');
        expect(await list.first().locator('strong').innerText()).toBe(carrier);
        expect(await list.first().getAttribute('href')).toBe(url);
      }
    },
  );

  it('links every carrier that has shipment pages to her shipment, and Aramex and India Post to their tracking pages', async () => {
    const { page } = await visit(harness, '/track-shipment');
    await page.getByLabel(en.track.form.label).fill('EE123456789IN');
    const links = await page
      .locator('.carrier-list a')
      .evaluateAll((anchors: HTMLAnchorElement[]) =>
        anchors.map((a) => [a.querySelector('strong')!.textContent, a.getAttribute('href')]),
      );
    expect(links[0]).toEqual(['India Post (Speed Post)', 'https://www.indiapost.gov.in/']);
    expect(Object.fromEntries(links)).toEqual({
      'DHL Express': 'https://www.dhl.com/in-en/home/tracking.html?tracking-id=EE123456789IN',
      FedEx: 'https://www.fedex.com/fedextrack/?trknbr=EE123456789IN',
      UPS: 'https://www.ups.com/track?loc=en_IN&tracknum=EE123456789IN',
      Aramex: 'https://www.aramex.com/track/shipments',
      'India Post (Speed Post)': 'https://www.indiapost.gov.in/',
    });
    // India Post has no page for one shipment: no button pretends it does.
    expect(await page.locator('[data-direct]').isVisible()).toBe(false);
    // A number that is not well formed leads back to the tracking pages themselves.
    await page.getByLabel(en.track.form.label).fill('12-34');
    expect(
      await page
        .locator('.carrier-list a')
        .evaluateAll((anchors: HTMLAnchorElement[]) => anchors.map((a) => a.getAttribute('href'))),
    ).toEqual(carriers.map((carrier) => carrier.trackingUrl));
  });

  it.each(['te', 'hi'] as const)('says it in %s', async (code) => {
    const { page } = await visit(harness, `/${code}/track-shipment`);
    const words = messages[code].track.form;
    await page.getByLabel(words.label).fill('1234567890');
    expect(
      await page
        .getByRole('link', {
          name: words.direct.replace('{number}', '1234567890').replace('{carrier}', 'DHL Express'),
        })
        .getAttribute('href'),
    ).toBe('https://www.dhl.com/in-en/home/tracking.html?tracking-id=1234567890');
  });

  it('without JavaScript, lists each carrier’s tracking page beside the form that opens WhatsApp with the number', async () => {
    const { page } = await visit(harness, '/track-shipment', { javaScriptEnabled: false });
    expect(
      await page
        .locator('.carrier-list a')
        .evaluateAll((anchors: HTMLAnchorElement[]) => anchors.map((a) => a.getAttribute('href'))),
    ).toEqual(carriers.map((carrier) => carrier.trackingUrl));
    expect(await page.locator('.carrier-list a').first().isVisible()).toBe(true);
    expect(await page.locator('[data-direct]').isVisible()).toBe(false);
  });
});
