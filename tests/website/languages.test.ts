/**
 * The site in Telugu and Hindi (issue 17), read from the built HTML: which pages exist in which
 * language, the language switcher, links that stay in the page's language, no English left on
 * a translated page, the form and calculator messages in the page's language, dates, JSON-LD
 * and the byte budget.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Document, Element } from 'domhandler';
import { removeElement, textContent } from 'domutils';
import { parseDocument as parse } from 'htmlparser2';
import { beforeAll, describe, expect, it } from 'vitest';
import { company } from '../../content/company';
import { i18n } from '../../content/config';
import {
  countryGuidePath,
  destinationPath,
  destinations,
  rulesReviewed,
} from '../../content/destinations';
import { fullAddress, translatedPaths } from '../../content/links';
import { en, type Messages } from '../../content/locales/en';
import { realSiteBuild, type SharedBuildResult, SHARED_BUILD_TIMEOUT_MS } from '../shared-build';
import { closest, first, readableText, select } from './html';

const LANDING = '/reliable-international-courier-services-from-hyderabad';
const DESTINATIONS = destinations.map((destination) => destinationPath(destination.slug));
const TRANSLATED = [
  '/',
  '/about',
  '/contact',
  LANDING,
  '/what-can-i-send',
  '/volumetric-weight-calculator',
  '/book-pickup',
  '/404',
  '/track-shipment',
  ...DESTINATIONS,
  ...destinations.map((destination) => countryGuidePath(destination.slug)),
];
const CODES = ['te', 'hi'] as const;
const BUDGET = 14 * 1024;

/** `/contact` in `code`: `/te/contact`; `/` → `/te/`. */
const inLocale = (code: string, route: string) =>
  code === 'en' ? route : `/${code}${route === '/' ? '/' : route}`;
const fileFor = (route: string) =>
  route.endsWith('/') ? `${route.slice(1)}index.html` : `${route.slice(1)}.html`;
const norm = (value: string) =>
  value
    .replace(/[\u00a0\u200c\u200d]/g, ' ')
    .replace(/\u2011/g, '-')
    .replace(/\s+/g, ' ')
    .trim();
const textOf = (element: Element | undefined) => norm(readableText(element));

let outDir: string;
let result: SharedBuildResult;
const pages = new Map<string, { html: string; root: Document }>();
const page = (route: string) =>
  pages.get(route) ??
  (() => {
    throw new Error(`the build produced no page for ${route}`);
  })();

beforeAll(async () => {
  result = await realSiteBuild();
  outDir = result.outDir;
  for (const report of result.pages) {
    const html = await readFile(path.join(outDir, fileFor(report.route)), 'utf8');
    pages.set(report.route, { html, root: parse(html) });
  }
}, SHARED_BUILD_TIMEOUT_MS);

/** Every string of a locale's messages, with the functions called on sample figures. */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (typeof value === 'function') return [String(value('2,847', 2026, company.name))];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

describe('the languages of the site', () => {
  it('are English, Telugu and Hindi, each with its lang, its name in its own script and its Open Graph locale', () => {
    const locales = Object.entries(i18n.locales).map(([code, locale]) => [
      code,
      locale.lang,
      locale.name,
      locale.ogLocale,
    ]);
    expect(locales).toEqual([
      ['en', 'en-IN', 'English', 'en_IN'],
      ['te', 'te-IN', 'తెలుగు', 'te_IN'],
      ['hi', 'hi-IN', 'हिन्दी', 'hi_IN'],
    ]);
    expect(i18n.defaultLocale).toBe('en');
  });

  it('build the home, about, landing, contact, what-can-i-send, calculator, tracking, destination and 404 pages in Telugu and Hindi, and no other page', () => {
    for (const code of CODES) {
      const built = result.pages
        .map((p) => p.route)
        .filter((route) => route.startsWith(`/${code}/`));
      expect(built.sort(), code).toEqual(TRANSLATED.map((route) => inLocale(code, route)).sort());
    }
  });

  it('keep links to the translated pages in the page’s language: the list in content/links.ts is exactly the translated pages', () => {
    expect([...translatedPaths].sort()).toEqual(
      TRANSLATED.filter((route) => route !== '/404').sort(),
    );
  });
});

describe.each(CODES)('the %s pages', (code) => {
  const locale = i18n.locales[code]!;
  const messages: Messages = locale.messages;
  const routes = TRANSLATED.map((route) => [route, inLocale(code, route)] as const);

  it.each(routes)('%s is written in the language: <html lang> is the locale’s', (_, route) => {
    expect(first('html', page(route).root)?.attribs.lang).toBe(locale.lang);
  });

  it.each(routes)(
    '%s has a language switcher in the header and the footer leading to the same page in each language',
    (english, route) => {
      for (const where of ['body > header', 'body > footer']) {
        const links = select(`${where} .lang-switch a`, page(route).root).map((a) => [
          textOf(a),
          a.attribs.href,
          a.attribs.hreflang,
          a.attribs.lang,
          a.attribs['aria-current'] ?? null,
        ]);
        const target = english === '/404' ? '/' : english;
        expect(links, `${route} ${where}`).toEqual(
          Object.entries(i18n.locales).map(([other, { lang, name }]) => [
            name,
            inLocale(other, target),
            lang,
            lang,
            other === code ? 'page' : null,
          ]),
        );
      }
    },
  );

  it.each(routes.filter(([english]) => english !== '/404'))(
    '%s leaves no English sentence of the English messages in its body (but in the name of an English page it links)',
    (_, route) => {
      const root = parse(page(route).html);
      for (const link of select('a[hreflang^="en"]', root)) removeElement(link);
      const body = textOf(first('body', root));
      // A sentence or label of three words or more: shorter ones ("Air Cargo", "WhatsApp") may be the same in any language.
      const english = [...new Set(strings(en).map(norm))].filter(
        (text) => text.split(' ').filter((word) => /[a-z]{2}/i.test(word)).length >= 3,
      );
      expect(english.length).toBeGreaterThan(100);
      expect(english.filter((text) => body.includes(text))).toEqual([]);
    },
  );

  it.each(routes)(
    '%s shows no English words but names: the company, its address, brands and authorities, and English pages it links',
    (_, route) => {
      const root = parse(page(route).html);
      for (const element of select('a[hreflang^="en"], [lang="en"], script, svg, noscript', root))
        removeElement(element);
      let body = textOf(first('body', root));
      for (const name of [
        company.name,
        company.shortName,
        fullAddress,
        company.email,
        ...company.hours.map((hours) => hours.time),
      ])
        body = body.split(norm(name)).join(' ');
      // Proper names that stay in Latin letters in Telugu and Hindi text.
      // The carriers' names on the tracking page, and the English words the invoice must carry (or must not: "food items").
      const names =
        /^(DHL, FedEx|GSTIN, IEC|Google Maps|Ministry of Health and Prevention|FDA, CBP|IEC, GSTIN|DHL Express|India Post|Speed Post|personal use, not for resale|food items|assorted food)$/;
      const english = body.match(/[A-Za-z][A-Za-z'’.-]*(?:[ ,]+[A-Za-z][A-Za-z'’.-]*)+/g) ?? [];
      expect(english.filter((words) => !names.test(words))).toEqual([]);
    },
  );

  it.each(routes.filter(([english]) => english !== '/404'))(
    '%s shows the translated texts of its page',
    (english, route) => {
      const body = textOf(first('body', page(route).root));
      const slug = destinations.find(
        (destination) => destinationPath(destination.slug) === english,
      )?.slug;
      const area = {
        '/': messages.home,
        '/about': messages.about,
        '/contact': messages.contact,
        [LANDING]: messages.landing,
        '/what-can-i-send': messages.whatCanISend,
        '/volumetric-weight-calculator': messages.calculator,
        '/track-shipment': messages.track,
        '/book-pickup': messages.pickup,
      }[english];
      const guideSlug = destinations.find(
        (destination) => countryGuidePath(destination.slug) === english,
      )?.slug;
      const title = slug
        ? messages.destinations.hero.title(messages.destinations.countries[slug])
        : guideSlug
          ? messages.matrix.country.title(messages.destinations.countries[guideSlug].nameTo)
          : (area as { hero: { title: string } }).hero.title;
      expect(body).toContain(norm(title));
      expect(body).toContain(norm(messages.ui.footer.shippingHelp));
    },
  );

  it.each(routes)(
    '%s links the translated pages in its language, and the others in English with hreflang saying so',
    (_, route) => {
      for (const a of select('body a[href^="/"]', page(route).root)) {
        if (closest(a, '.lang-switch')) continue;
        const href = a.attribs.href!;
        const target = href.replace(/[?#].*$/, '');
        if (target.startsWith(`/${code}/`)) {
          expect(TRANSLATED, `${route}: ${href}`).toContain(target.slice(code.length + 1) || '/');
          expect(a.attribs.hreflang, `${route}: ${href}`).toBeUndefined();
        } else {
          expect(
            translatedPaths,
            `${route}: ${href} should be ${inLocale(code, target)}`,
          ).not.toContain(target);
          expect(a.attribs.hreflang, `${route}: ${href}`).toBe('en-IN');
        }
      }
    },
  );

  it('404 says the page was not found in the language and links its home page', () => {
    const root = page(inLocale(code, '/404')).root;
    expect(textOf(first('h1', root))).toBe(norm(messages.notFound.title));
    expect(first('main a.btn', root)?.attribs.href).toBe(`/${code}/`);
    expect(first('meta[name="robots"]', root)?.attribs.content).toMatch(/noindex/);
  });

  it('the contact form writes its email and WhatsApp messages in the language', () => {
    const form = first('#quote-form', page(inLocale(code, '/contact')).root)!;
    expect(form.attribs['data-subject']).toBe(messages.contact.form.emailSubject);
    expect(form.attribs['data-sent']).toBe(messages.contact.form.emailSent(company.email));
    expect(first('[data-whatsapp]', form)?.attribs['data-whatsapp']).toBe(
      messages.contact.form.whatsappIntro,
    );
    expect(select('label', form).map((label) => norm(textContent(label.children[0]!)))).toEqual(
      ['name', 'phone', 'email', 'service', 'message'].map((key) =>
        norm(messages.contact.form[key as 'name']),
      ),
    );
  });

  it('the calculator’s script gets its results and field messages in the language', () => {
    const form = first('#calc', page(inLocale(code, '/volumetric-weight-calculator')).root)!;
    expect(JSON.parse(form.attribs['data-messages']!)).toEqual({
      ...messages.calculator.script,
      names: [
        messages.destinations.prices.services.express,
        messages.destinations.prices.services.economy,
      ],
      rates: expect.any(Array),
    });
    expect(
      first('#calc-quote', page(inLocale(code, '/volumetric-weight-calculator')).root)?.attribs
        .href,
    ).toBe(`/${code}/contact#quote-form`);
  });

  it('the last-reviewed date of what-can-i-send is written with the language’s month name', () => {
    const time = first('main time', page(inLocale(code, '/what-can-i-send')).root);
    expect(time?.attribs.datetime).toBe(rulesReviewed);
    const expected = new Intl.DateTimeFormat(locale.lang, {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(new Date(`${rulesReviewed}T00:00:00Z`));
    expect(textOf(time)).toBe(norm(expected));
    expect(textOf(time)).not.toMatch(/[A-Za-z]/);
  });

  it.each([['/'], [LANDING]])(
    '%s carries the business’s JSON-LD with the same facts as in English and its own language',
    (english) => {
      const data = (route: string) =>
        JSON.parse(
          textContent(select('script[type="application/ld+json"]', page(route).root)) || 'null',
        );
      const [own, model] = [data(inLocale(code, english)), data(english)];
      const url = new URL(inLocale(code, english), company.siteUrl).href;
      expect(own).toEqual({
        ...model,
        url,
        mainEntityOfPage: { '@type': 'WebPage', '@id': url, inLanguage: locale.lang },
      });
      expect(model.mainEntityOfPage.inLanguage).toBe('en-IN');
    },
  );

  it('the tracking form asks on WhatsApp and says what is wrong with the number in the language', () => {
    const form = first('form.track-form', page(inLocale(code, '/track-shipment')).root)!;
    expect(form.attribs['data-whatsapp']).toBe(messages.track.form.whatsappIntro);
    const input = first('#awb', form)!;
    expect([input.attribs['data-message'], input.attribs.title]).toEqual([
      messages.track.form.invalid,
      messages.track.form.invalid,
    ]);
    expect(textOf(first('label[for="awb"]', form))).toBe(norm(messages.track.form.label));
    expect(select('button[type="submit"]', form).map(textOf)).toEqual([
      norm(messages.track.form.submit),
    ]);
    expect(
      select('main .carrier-list a span span', page(inLocale(code, '/track-shipment')).root).map(
        textOf,
      ),
    ).toEqual(Object.values(messages.track.carriers.notes).map(norm));
  });

  it.each(DESTINATIONS)(
    '%s opens WhatsApp with the country written in the language, and books the pickup in the language',
    (english) => {
      const slug = destinations.find(
        (destination) => destinationPath(destination.slug) === english,
      )!.slug;
      const country = messages.destinations.countries[slug];
      const root = page(inLocale(code, english)).root;
      const chats = select('main a[href*="wa.me"]', root).map((a) =>
        new URL(a.attribs.href!).searchParams.get('text'),
      );
      // Under the heading and beside the prices.
      expect(chats).toEqual([
        messages.destinations.whatsapp(country),
        messages.destinations.whatsapp(country),
      ]);
      expect(first('#calc-book', root)?.attribs.href).toBe(`/${code}/book-pickup`);
      expect(textOf(first('#calc-book', root))).toBe(norm(messages.calculator.result.bookPickup));
      expect(textOf(first('h1', root))).toBe(norm(messages.destinations.hero.title(country)));
    },
  );

  it.each(routes)('%s is at most 14 KB of HTML and CSS gzipped', (_, route) => {
    const { html, root } = page(route);
    expect(select('link[rel="stylesheet"]', root), 'the stylesheet is inlined').toHaveLength(0);
    expect(gzipSync(html).byteLength, route).toBeLessThanOrEqual(BUDGET);
  });
});

describe('the English-only pages', () => {
  it.each(['/blog', '/privacy-policy', '/blog/cut-your-courier-costs'])(
    '%s offers the other languages’ home pages in its switcher, saying in each language that it is the home page',
    (route) => {
      for (const where of ['body > header', 'body > footer']) {
        const links = select(`${where} .lang-switch a`, page(route).root).map((a) => [
          textOf(a),
          a.attribs.href,
          a.attribs.lang,
          a.attribs['aria-current'] ?? null,
        ]);
        expect(links, `${route} ${where}`).toEqual([
          ['English', route, 'en-IN', 'page'],
          ['తెలుగు (హోమ్ పేజీ)', '/te/', 'te-IN', null],
          ['हिन्दी (होम पेज)', '/hi/', 'hi-IN', null],
        ]);
      }
    },
  );
});
