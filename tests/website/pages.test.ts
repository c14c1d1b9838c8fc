/** The real site, built once, checked against the product spec (SPEC.md sections 2, 3, 5, 7, 8, 9) and content/. */
import { existsSync, readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Document, Element } from 'domhandler';
import { nextElementSibling, prevElementSibling, textContent } from 'domutils';
import { parseDocument as parse } from 'htmlparser2';
import { beforeAll, describe, expect, it } from 'vitest';
import { milestones } from '../../content/about';
import { claims } from '../../content/claims';
import { company } from '../../content/company';
import { site } from '../../content/config';
import { homeStats, services } from '../../content/home';
import { carriers } from '../../content/carriers';
import {
  destinationPath,
  destinations,
  documentsNeeded,
  rulesReviewed,
} from '../../content/destinations';
import { expressDays } from '../../content/transit';
import type { CountryWords } from '../../content/locales/en/destinations';
import { guideSources, itemGroups, sources as sources_ } from '../../content/rules';
import { en } from '../../content/locales/en';
import {
  fullAddress,
  localeHref,
  mailtoHref,
  quoteHref,
  telHref,
  whatsappHref,
} from '../../content/links';
import { messagesOf } from '../../content/locales';
import { BLOG_CATEGORIES } from '../../content/types';
import { realSiteBuild, type SharedBuildResult, SHARED_BUILD_TIMEOUT_MS } from '../shared-build';
import { closest, first, readableText, select } from './html';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const LANDING = '/reliable-international-courier-services-from-hyderabad';
const JSON_LD_ROUTES = ['/', LANDING];
const articleIds = readdirSync(path.join(repoRoot, 'content/blog'))
  .filter((f) => f.endsWith('.md'))
  .map((f) => f.replace(/\.md$/, ''))
  .sort();
/** The courier's tools and guides (issue 15), each linked from the footer. */
const DESTINATION_ROUTES = destinations.map(
  (destination) => `/international-courier-to-${destination.slug}`,
);
/** Each country's page of the rules matrix (issue 45): /what-can-i-send/usa and the others. */
const COUNTRY_GUIDE_ROUTES = destinations.map(
  (destination) => `/what-can-i-send/${destination.slug}`,
);
const CALCULATOR = '/volumetric-weight-calculator';
const TOOL_ROUTES = ['/track-shipment', '/what-can-i-send', CALCULATOR, ...DESTINATION_ROUTES];
/** One listing page per category (six articles: one each, so no /page/2 anywhere). */
const CATEGORY_ROUTES = BLOG_CATEGORIES.map(
  (category) => `/blog/category/${category.toLowerCase().replace(/ /g, '-')}`,
);
/** The pages also built in Telugu and Hindi (issue 17). */
const PICKUP = '/book-pickup';
const TRANSLATED_ROUTES = [
  '/',
  '/about',
  '/contact',
  LANDING,
  '/what-can-i-send',
  CALCULATOR,
  PICKUP,
  '/404',
  '/track-shipment',
  ...DESTINATION_ROUTES,
  ...COUNTRY_GUIDE_ROUTES,
];
const EXPECTED_ROUTES = [
  ...[
    '/',
    '/about',
    '/blog',
    '/contact',
    '/privacy-policy',
    '/terms-conditions',
    LANDING,
    PICKUP,
    '/404',
    ...articleIds.map((id) => `/blog/${id}`),
    ...CATEGORY_ROUTES,
    ...TOOL_ROUTES,
    ...COUNTRY_GUIDE_ROUTES,
  ],
  ...['te', 'hi'].flatMap((code) =>
    TRANSLATED_ROUTES.map((route) => `/${code}${route === '/' ? '/' : route}`),
  ),
];

type Page = { route: string; html: string; root: Document };

let outDir: string;
let result: SharedBuildResult;
const pages = new Map<string, Page>();

/** `/` → index.html, `/te/` → te/index.html, `/about` → about.html, `/blog/x` → blog/x.html, the 404 page → 404.html. */
const fileFor = (route: string) =>
  route.endsWith('/') ? `${route.slice(1)}index.html` : `${route.slice(1)}.html`;
/** Collapses whitespace and turns non-breaking spaces and hyphens (keepTogether's) into plain ones: a reader sees no difference. */
const norm = (value: string) =>
  value
    .replace(/\u00a0/g, ' ')
    .replace(/\u2011/g, '-')
    .replace(/\s+/g, ' ')
    .trim();
const textOf = (element: Element | undefined) => norm(readableText(element));
const wordCount = (element: Element | undefined) =>
  textOf(element)
    .split(' ')
    .filter((word) => /\w/.test(word)).length;
const missing = (route: string): never => {
  throw new Error(`the build produced no page for ${route}`);
};
const destinationRoute = (slug: string) => `/international-courier-to-${slug}`;
const page = (route: string): Page => pages.get(route) ?? missing(route);
/** The route of a page's English version: `/te/contact` → `/contact`, `/te/` → `/`. */
const englishRoute = (route: string) => route.replace(/^\/(te|hi)(?=\/)/, '') || '/';
/** The English pages: the copy tests below read English text. */
const all = () => [...pages.values()].filter((p) => englishRoute(p.route) === p.route);
/** Every page in every language, for what holds whatever the language. */
const everyLanguage = () => [...pages.values()];
const $ = (route: string, selector: string) => first(selector, page(route).root);
const $$ = (route: string, selector: string) => select(selector, page(route).root);
const mainText = (route: string) => textOf($(route, 'main'));
const linkByText = (scope: Element | undefined, pattern: RegExp) =>
  select('a', scope!).find((a) => pattern.test(textOf(a)));
const jsonLdScripts = (route: string) => $$(route, 'script[type="application/ld+json"]');
/** A mailto: URL addressed to the company, with or without a query. */
const isCompanyMailto = (url: string) => url === mailtoHref || url.startsWith(`${mailtoHref}?`);
/** Asserts that `text` contains every string and matches every pattern. */
const expectAll = (text: string, parts: Array<string | RegExp>, label?: string) =>
  parts.forEach((part) =>
    typeof part === 'string'
      ? expect(text, label).toContain(part)
      : expect(text, label).toMatch(part),
  );
const isEndpointOrMailto = (url: string) => /^https?:\/\/[^/]+/.test(url) || isCompanyMailto(url);

beforeAll(async () => {
  result = await realSiteBuild();
  outDir = result.outDir;
  for (const report of result.pages) {
    const html = await readFile(path.join(outDir, fileFor(report.route)), 'utf8');
    pages.set(report.route, { route: report.route, html, root: parse(html) });
  }
}, SHARED_BUILD_TIMEOUT_MS);

describe('the build', () => {
  it('builds one page for every route of the specification and one per blog article', () => {
    expect(result.pages.map((p) => p.route).sort()).toEqual([...EXPECTED_ROUTES].sort());
    expect(articleIds).toHaveLength(6);
  });
  it('writes each route to the file the route maps to', () => {
    for (const report of result.pages)
      expect(report.path.replace(/\\/g, '/'), report.route).toBe(fileFor(report.route));
  });
  it('reports JSON-LD for the home page and the landing page only, in each of their languages', () => {
    expect(
      result.pages
        .filter((p) => p.hasJsonLd)
        .map((p) => p.route)
        .sort(),
    ).toEqual(
      EXPECTED_ROUTES.filter((route) => JSON_LD_ROUTES.includes(englishRoute(route))).sort(),
    );
  });
});

describe('every page', () => {
  it('has exactly one h1', () => {
    for (const p of everyLanguage()) expect(select('h1', p.root), p.route).toHaveLength(1);
  });
  it('declares the site language on <html> of the English pages', () => {
    for (const p of all()) expect(first('html', p.root)?.attribs.lang, p.route).toBe(site.lang);
    expect(site.lang).toMatch(/^en/);
  });
  it('has a title and a meta description', () => {
    for (const p of everyLanguage()) {
      expect(textOf(first('head title', p.root)), p.route).not.toBe('');
      expect(
        norm(first('head meta[name="description"]', p.root)?.attribs.content ?? ''),
        p.route,
      ).not.toBe('');
    }
  });
  it('shows its own share card (a PNG in the output, with alt text) on every page but the not-found pages, which nobody shares', () => {
    for (const p of everyLanguage()) {
      const image = first('head meta[property="og:image"]', p.root)?.attribs.content;
      if (englishRoute(p.route) === '/404') {
        expect(image, p.route).toBeUndefined();
        continue;
      }
      const file = new URL(image ?? 'missing:', site.url).pathname;
      expect(file, p.route).toMatch(/^\/share\/.+\.png$/);
      expect(existsSync(path.join(outDir, file)), `${p.route}: ${file}`).toBe(true);
      expect(
        first('head meta[property="og:image:alt"]', p.root)?.attribs.content,
        p.route,
      ).toBeTruthy();
    }
  });
  it('makes the skip link the first focusable element, pointing at the element with id main', () => {
    const focusable = (el: Element) =>
      (el.name === 'a' && el.attribs.href !== undefined) ||
      (['button', 'select', 'textarea'].includes(el.name) && el.attribs.disabled === undefined) ||
      (el.name === 'input' && el.attribs.type !== 'hidden') ||
      (el.attribs.tabindex !== undefined && Number(el.attribs.tabindex) >= 0);
    for (const p of everyLanguage()) {
      const first = select('body *', p.root).find(focusable);
      expect(first?.attribs.href, p.route).toBe('#main');
      if (p.route === englishRoute(p.route)) expect(textOf(first), p.route).toMatch(/skip/i);
      expect(select('#main', p.root), p.route).toHaveLength(1);
    }
  });
  it('lists the four header links Home, About, Blog, Contact in order', () => {
    for (const p of all()) {
      const links = select('body > header nav li > a', p.root)
        .filter((a) => !closest(a, '.tasks'))
        .map((a) => [textOf(a), a.attribs.href]);
      expect(links, p.route).toEqual([
        ['Home', '/'],
        ['About', '/about'],
        ['Blog', '/blog'],
        ['Contact', '/contact'],
      ]);
    }
  });
  it('keeps the tasks one tap away on every page, after the specification’s items: Track, Book a pickup, What can I send and Prices, in the page’s language', () => {
    for (const p of everyLanguage()) {
      const code = p.route.match(/^\/(te|hi)\//)?.[1] ?? 'en';
      const { tasks } = messagesOf(code).ui;
      const links = select('body > header nav > ul.tasks > li > a', p.root).map((a) => [
        textOf(a),
        a.attribs.href,
      ]);
      expect(links, p.route).toEqual([
        [tasks.track, localeHref(code, '/track-shipment')],
        [tasks.pickup, localeHref(code, PICKUP)],
        [tasks.whatCanISend, localeHref(code, '/what-can-i-send')],
        [tasks.prices, localeHref(code, CALCULATOR)],
      ]);
      // The specification's items stay the header's: the tasks come after Get Quote, in the same menu panel.
      expect(
        prevElementSibling(first('body > header nav > ul.tasks', p.root)!)
          ?.attribs.class?.split(' ')
          .includes('btn'),
        p.route,
      ).toBe(true);
    }
  });
  it('has a Call Now button dialling the company phone and a Get Quote button to the quote form', () => {
    for (const p of all()) {
      const header = first('body > header', p.root);
      expect(linkByText(header, /^Call Now$/)?.attribs.href, p.route).toBe(telHref);
      expect(linkByText(header, /^Get Quote$/)?.attribs.href, p.route).toBe('/contact#quote-form');
      expect(quoteHref).toBe('/contact#quote-form');
    }
  });
  it('has a closed mobile menu toggle that controls an element on the page', () => {
    for (const p of everyLanguage()) {
      const toggle = first('body > header [aria-controls]', p.root);
      const controlled = toggle?.attribs['aria-controls'] ?? '';
      expect(controlled, p.route).not.toBe('');
      expect(first(`[id="${controlled}"]`, p.root), p.route).toBeDefined();
      expect(toggle?.attribs['aria-expanded'], p.route).toBe('false');
    }
  });
  it.each(['/', '/about', '/blog', '/contact'])(
    'marks the current page %s with aria-current="page" in the header',
    (route) => {
      const current = $$(route, 'body > header nav a[aria-current="page"]').map(
        (a) => a.attribs.href,
      );
      expect(current).toEqual([route]);
    },
  );
  it('marks no header link as the current page on pages outside the main navigation', () => {
    const others = all().filter((x) => !['/', '/about', '/blog', '/contact'].includes(x.route));
    for (const p of others)
      expect(
        select('body > header nav a[aria-current="page"]', p.root).filter(
          (a) => !closest(a, '.tasks'),
        ),
        p.route,
      ).toHaveLength(0);
  });
  it('shows the footer headings, both office-hours lines (then what answers 24/7) and the head office address', () => {
    for (const p of all()) {
      const footer = first('body > footer', p.root);
      const headings = select('h2, h3, h4', footer!).map(textOf) ?? [];
      expect(headings, p.route).toEqual(
        expect.arrayContaining(['Services', 'Quick Links', 'Office Hours', 'Head Office']),
      );
      const hours = select('dt', footer!).map((dt) => [
        textOf(dt),
        textOf(nextElementSibling(dt) ?? undefined),
      ]);
      expect(hours, p.route).toEqual([
        ...company.hours.map((h) => [h.days, h.time]),
        ['Phone & WhatsApp', claims.support],
      ]);
      expect(hours?.slice(0, 2), p.route).toEqual([
        ['Monday to Saturday', '9:00 AM-7:00 PM'],
        ['Sunday', '10:00 AM-5:00 PM'],
      ]);
      expectAll(
        textOf(footer),
        [company.address.streetAddress, company.address.city, company.address.postalCode],
        p.route,
      );
    }
  });
  it('uses no inline style attributes', () => {
    for (const p of everyLanguage())
      expect(
        select('[style]', p.root).map((el) => el.tagName),
        p.route,
      ).toEqual([]);
  });
  it('gives every image an alt text attribute, a width and a height', () => {
    for (const img of everyLanguage().flatMap((p) =>
      select('img', p.root).map((el) =>
        Object.assign(el, { where: `${p.route} ${el.attribs.src}` }),
      ),
    )) {
      expect(img.attribs.alt !== undefined, img.where).toBe(true);
      expect(img.attribs.width, img.where).toMatch(/^\d+$/);
      expect(img.attribs.height, img.where).toMatch(/^\d+$/);
    }
  });
  it('points no src, href or action at another host except WhatsApp, Google Maps, the carriers’ tracking pages, the official sources of the rules and its own canonical and language-version URLs', () => {
    const trackingPages = new Set<string>(carriers.map((carrier) => carrier.trackingUrl));
    const officialSources = new Set(
      Object.values(sources_ as Record<string, { url?: string }>)
        .map((source) => source.url)
        .filter(Boolean),
    );
    for (const p of everyLanguage()) {
      const canonical = `${new URL(p.route, company.siteUrl).href}`;
      for (const el of select('[src], [href], [action]', p.root)) {
        for (const name of ['src', 'href', 'action']) {
          const url = el.attribs[name];
          if (url === undefined || !/^[a-z][a-z+.-]*:|^\/\//i.test(url)) continue;
          if (
            /^(tel|mailto):/.test(url) ||
            url.startsWith('https://wa.me/') ||
            url.startsWith('https://www.google.com/maps/')
          )
            continue;
          if (
            /^(\/te|\/hi)?\/track-shipment$/.test(p.route) &&
            el.name === 'a' &&
            trackingPages.has(url)
          )
            continue;
          if (
            el.name === 'a' &&
            closest(el, '.sources') &&
            officialSources.has(url) &&
            url.startsWith('https://')
          )
            continue;
          const isHeadCanonical =
            el.name === 'link' && el.attribs.rel === 'canonical' && url === canonical;
          const isLanguageVersion =
            el.name === 'link' &&
            el.attribs.rel === 'alternate' &&
            el.attribs.hreflang !== undefined &&
            url.startsWith(`${company.siteUrl}/`);
          expect(
            isHeadCanonical || isLanguageVersion,
            `${p.route}: <${el.name} ${name}="${url}">`,
          ).toBe(true);
        }
      }
    }
  });
  it('leaves no unreplaced {{ token in the HTML', () => {
    for (const p of everyLanguage()) expect(p.html.includes('{{'), p.route).toBe(false);
  });
  it('links WhatsApp only with the company number and a prefilled text about international courier from Hyderabad', () => {
    const links = all().flatMap((p) =>
      select('a[href*="wa.me"]', p.root).map((a) => a.attribs.href ?? ''),
    );
    expect(links.length).toBeGreaterThan(0);
    expect(links).toContain(whatsappHref);
    for (const href of links) {
      const match = /^https:\/\/wa\.me\/(\d+)\?text=(.+)$/.exec(href);
      expect(match?.[1]).toBe(company.whatsapp.number);
      const message = decodeURIComponent(match?.[2] ?? '');
      expect(message).toMatch(/international courier/i);
      expect(message).toContain('Hyderabad');
    }
  });
});

describe('structured data (JSON-LD)', () => {
  it('appears on exactly the home page and the landing page, in each of their languages', () => {
    for (const p of everyLanguage())
      expect(jsonLdScripts(p.route), p.route).toHaveLength(
        JSON_LD_ROUTES.includes(englishRoute(p.route)) ? 1 : 0,
      );
  });
  it.each(JSON_LD_ROUTES)(
    'describes the LocalBusiness with the company facts, rating and hours on %s',
    (route) => {
      const data = JSON.parse(textContent(jsonLdScripts(route).slice(0, 1)) || 'null');
      expect(data['@type']).toBe('LocalBusiness');
      expect(data.name).toBe(company.name);
      expect(data.telephone).toBe(company.phone.e164);
      expect(data.email).toBe(company.email);
      expect(data.address?.postalCode).toBe(company.address.postalCode);
      const rating = [data.aggregateRating?.ratingValue, data.aggregateRating?.reviewCount];
      expect(rating).toEqual([4.8, 2847]);
      expect(rating).toEqual([claims.rating.value, claims.rating.count]);
      type Spec = { dayOfWeek: string[]; opens: string; closes: string };
      const hours = (data.openingHoursSpecification ?? []).map((h: Spec) => ({
        days: h.dayOfWeek.map((d) => d.replace('https://schema.org/', '')),
        opens: h.opens,
        closes: h.closes,
      }));
      const weekdays = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
      expect(hours).toEqual([
        { days: weekdays, opens: '09:00', closes: '19:00' },
        { days: ['Sunday'], opens: '10:00', closes: '17:00' },
      ]);
      expect(data.areaServed).toBeTruthy();
    },
  );
});

describe('/ (home)', () => {
  it('offers Request Pickup, Call and Get Quote buttons in the hero (the header’s name for the quote)', () => {
    const hero = $('/', 'main section');
    expect(linkByText(hero, /^Request Pickup$/)).toBeTruthy();
    expect(linkByText(hero, /^Call\b/)?.attribs.href).toBe(telHref);
    expect(linkByText(hero, /^Call\b/)?.attribs.href).toMatch(/^tel:/);
    expect(linkByText(hero, /^Get Quote$/)).toBeTruthy();
  });
  it('shows exactly three service cards, each with a heading, text, image, at least three features and a link', () => {
    const cards = $$('/', 'main article');
    expect(cards).toHaveLength(3);
    cards.forEach((card, index) => {
      expect(textOf(first('h2, h3, h4', card))).toBe(en.ui.services[services[index]!.key]);
      expect(textOf(first('p', card))).not.toBe('');
      expect(first('img', card)?.attribs.src).toBeTruthy();
      expect(select('ul > li', card).length).toBeGreaterThanOrEqual(3);
      expect(first('a[href]', card)).toBeTruthy();
    });
  });
  it('shows the statistics band with 220+, 10K+, 50K+, 28K+ and 24/7', () => {
    const band = $$('/', 'main .stats dd, main dd')
      .map(textOf)
      .filter((text) => text !== '–');
    expect(band).toEqual(homeStats.map((s) => s.value));
    expect(band).toEqual(['220+', '10K+', '50K+', '28K+', '24/7']);
  });
});

describe('/about', () => {
  it('tells the company story and its mission', () => {
    expectAll(mainText('/about'), [
      /Our story/i,
      ...en.about.story.paragraphs.map(norm),
      /mission/i,
      norm(en.about.mission.text),
    ]);
  });
  it('lists four reasons to choose the company', () => {
    const heading = $$('/about', 'main h2').find((h) => /why choose/i.test(textOf(h)));
    const section = heading && closest(heading, 'section');
    expect(select('ul > li', section!)).toHaveLength(4);
  });
  it('shows a timeline with exactly the years 2009, 2012, 2018 and 2024 in order', () => {
    const years = $$('/about', 'main ol > li').map(
      (li) => textOf(li).match(/\b(19|20)\d{2}\b/)?.[0],
    );
    expect(years).toEqual(['2009', '2012', '2018', '2024']);
    expect(years).toEqual(milestones.map((m) => m.year));
  });
  it('claims 99.5% delivery success and never 99.9%', () => {
    expectAll(mainText('/about'), ['99.5%', claims.deliverySuccessAbout]);
    expect(page('/about').html).not.toContain('99.9%');
  });
});

describe('/blog', () => {
  const cards = () => $$('/blog', 'main article');
  it('lists the six articles', () => {
    expect(cards()).toHaveLength(6);
  });
  it('gives each card an image, a category badge, a title link to a built article, an excerpt, a read time and a date', () => {
    for (const card of cards()) {
      const href = first('h2 a, h3 a', card)?.attribs.href ?? '';
      expect(href).toMatch(/^\/blog\/[\w-]+$/);
      expect(existsSync(path.join(outDir, fileFor(href))), href).toBe(true);
      expect(first('img', card)?.attribs.src, href).toBeTruthy();
      const badges = select('p, span', card)
        .map(textOf)
        .filter((t) => (BLOG_CATEGORIES as readonly string[]).includes(t));
      expect(badges, href).toHaveLength(1);
      const excerpt = $(href, 'head meta[name="description"]')?.attribs.content ?? '';
      expect(excerpt, href).not.toBe('');
      expect(select('p', card).map(textOf), href).toContain(norm(excerpt));
      expect(textOf(card), href).toMatch(/\d+ min read/);
      const datetime = first('time[datetime]', card)?.attribs.datetime ?? '';
      expect(datetime, href).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(Number.isNaN(Date.parse(datetime)), href).toBe(false);
    }
  });
  it('has a labelled search box', () => {
    const id = $('/blog', 'main input[type="search"]')?.attribs.id ?? '';
    expect(id).not.toBe('');
    expect(textOf($('/blog', `label[for="${id}"]`))).not.toBe('');
  });
  it('has the category filters All plus the six categories as links to their pages, with only All current', () => {
    const links = $$('/blog', 'main .filters a');
    expect(links.map(textOf)).toEqual(['All', ...BLOG_CATEGORIES]);
    expect(links.map((a) => a.attribs.href)).toEqual(['/blog', ...CATEGORY_ROUTES]);
    expect(links.map((a) => a.attribs['aria-current'])).toEqual([
      'true',
      ...BLOG_CATEGORIES.map(() => undefined),
    ]);
  });
  it('has a Load More Articles button in its markup, hidden (from view and from screen readers) while every article fits on the page', () => {
    const more = $$('/blog', 'main button').find(
      (button) => textOf(button) === 'Load More Articles',
    );
    expect(more?.attribs.hidden !== undefined).toBe(true);
    expect(more?.attribs.disabled !== undefined).toBe(false);
    expect($('/blog', 'main .pager'), 'no page links for one page').toBeUndefined();
  });
  it.each(BLOG_CATEGORIES.map((category, index) => [category, CATEGORY_ROUTES[index]!]))(
    'gives %s a page at %s with its own title, description, heading and articles',
    (category, route) => {
      expect(textOf($(route, 'h1'))).toBe(category);
      expect(textOf($(route, 'head title'))).toContain(category);
      expect($(route, 'head meta[name="description"]')?.attribs.content).not.toBe(
        $('/blog', 'head meta[name="description"]')?.attribs.content,
      );
      expect($(route, 'head link[rel="canonical"]')?.attribs.href).toBe(`${site.url}${route}`);
      const cards = $$(route, 'main article.blog-card');
      expect(cards.length).toBeGreaterThan(0);
      expect(cards.every((card) => card.attribs['data-category'] === category)).toBe(true);
      expect($(route, `main .filters a[href="${route}"]`)?.attribs['aria-current']).toBe('true');
    },
  );
  it('has a newsletter form with a required email field and a Subscribe button posting to an endpoint or the company email', () => {
    const form = $$('/blog', 'main form').find((f) => first('input[type="email"]', f));
    expect(form).toBeTruthy();
    expect((form && first('input[type="email"]', form))?.attribs.required !== undefined).toBe(true);
    expect(select('button[type="submit"]', form!).map(textOf)).toEqual(['Subscribe']);
    expect(isEndpointOrMailto(form?.attribs.action ?? '')).toBe(true);
  });
});

describe('/blog/<id> articles', () => {
  it.each(articleIds)(
    'renders %s with its title as h1, at least 300 words and no JSON-LD',
    (id) => {
      const route = `/blog/${id}`;
      const card = $$('/blog', 'main article').find((c) => first(`a[href="${route}"]`, c));
      expect(textOf($(route, 'h1'))).toBe(textOf(card && first(`a[href="${route}"]`, card)));
      expect(wordCount($(route, 'main article'))).toBeGreaterThanOrEqual(300);
      expect(jsonLdScripts(route)).toHaveLength(0);
    },
  );
});

describe('/contact', () => {
  it('shows contact cards with the phone, WhatsApp, email and address', () => {
    const cards = $('/contact', 'main ul');
    const hrefs = select('a', cards!).map((a) => a.attribs.href);
    expect(hrefs).toEqual(expect.arrayContaining([telHref, whatsappHref, mailtoHref]));
    expectAll(textOf(cards), [norm(company.phone.display), company.email, fullAddress]);
  });
  const fields: Array<[string, string, string | null, boolean, RegExp, string | null]> = [
    ['name', 'input', 'text', true, /^Full Name$/, 'name'],
    ['phone', 'input', 'tel', true, /^Phone Number$/, 'tel'],
    ['email', 'input', 'email', true, /^Email Address$/, 'email'],
    ['service', 'select', null, false, /^Service\b/, null],
    ['text', 'textarea', null, true, /^Message$/, null],
  ];
  it.each(fields)(
    'has a %s field in the quote form with the right type, requirement, label and autocomplete',
    (name, tag, type, required, label, autocomplete) => {
      const field = $('/contact', `#quote-form [name="${name}"]`);
      expect(field?.name).toBe(tag);
      if (type) expect(field?.attribs.type).toBe(type);
      expect(field?.attribs.required !== undefined).toBe(required);
      expect(textOf($('/contact', `label[for="${field?.attribs.id}"]`))).toMatch(label);
      if (autocomplete) expect(field?.attribs.autocomplete).toBe(autocomplete);
    },
  );
  it('offers exactly the service options of the spec, starting with an empty Select a service', () => {
    const options = $$('/contact', '#quote-form select[name="service"] option');
    expect(options.map((o) => o.attribs.value)).toEqual([
      '',
      'international-courier',
      'air-cargo',
      'domestic-courier',
      'other',
    ]);
    expect(textOf(options[0])).toBe('Select a service');
  });
  it('labels every form field with a <label for> matching its id, and posts to an endpoint or the company email', () => {
    const form = $('/contact', '#quote-form');
    const controls = select('input, select, textarea', form!) ?? [];
    expect(controls).toHaveLength(5);
    for (const id of controls.map((c) => c.attribs.id ?? ''))
      expect(id && select(`label[for="${id}"]`, form!).length, id).toBe(1);
    expect(form?.attribs.method).toBe('post');
    expect(isEndpointOrMailto(form?.attribs.action ?? '')).toBe(true);
  });
  it('has two submit buttons, Send Message and Send on WhatsApp, the second a GET of the company’s WhatsApp chat that skips the email’s validation', () => {
    const buttons = $$('/contact', '#quote-form button[type="submit"]');
    expect(buttons.map(textOf)).toEqual(['Send Message', 'Send on WhatsApp']);
    const whatsapp = buttons[1]!;
    expect(whatsapp.attribs.formaction).toBe(`https://wa.me/${company.whatsapp.number}`);
    expect(whatsapp.attribs.formmethod).toBe('get');
    expect(whatsapp.attribs.formnovalidate !== undefined).toBe(true);
    expect(whatsapp.attribs['data-fields']).toBe('name phone service text');
  });
  it('shows a map placeholder with the address and a Google Maps link', () => {
    const links = $$('/contact', 'main a[href^="https://www.google.com/maps/"]');
    const isPlaceholder = (s: Element | undefined) =>
      !!s &&
      !first('form', s) &&
      !first(`a[href="${telHref}"]`, s) &&
      textOf(s).includes(fullAddress);
    const section = links.map((a) => closest(a, 'section')).find(isPlaceholder);
    expect(section).toBeTruthy();
    expect(section && first('iframe', section)).toBeUndefined();
  });
});

describe.each(['/privacy-policy', '/terms-conditions'])('%s', (route) => {
  it('has a heading, a Last updated date and at least 800 words', () => {
    expect(textOf($(route, 'h1'))).not.toBe('');
    expect(mainText(route)).toMatch(
      /Last updated:? \d{1,2} [A-Z][a-z]+ \d{4}|Last updated:? [A-Z][a-z]+ \d{1,2},? \d{4}|Last updated:? \d{4}-\d{2}-\d{2}/,
    );
    expect(wordCount($(route, 'main'))).toBeGreaterThanOrEqual(800);
  });
});

describe('legal pages', () => {
  it('mentions in the privacy policy the contact form fields, WhatsApp, cookies and retention', () => {
    expectAll(mainText('/privacy-policy').toLowerCase(), [
      'full name',
      'phone number',
      'email address',
      'service',
      'message',
      'whatsapp',
      'cookies',
      /retention|how long we keep/,
    ]);
  });
  it('gives in the terms 30 days for claims and for formal complaints', () => {
    const paragraphs = $$('/terms-conditions', 'main p, main li').map(textOf);
    expect(paragraphs.some((p) => /report|claim/i.test(p) && p.includes('within 30 days'))).toBe(
      true,
    );
    expect(paragraphs.some((p) => /complaint/i.test(p) && p.includes('within 30 days'))).toBe(true);
    expect(paragraphs.some((p) => p.includes(`within ${claims.complaintWindow}`))).toBe(true);
  });
  it('covers in the terms prohibited items, liability and the governing law of Hyderabad', () => {
    expectAll(mainText('/terms-conditions'), [
      /prohibited/i,
      /liability/i,
      /governing law|governed by/i,
      /courts at Hyderabad|jurisdiction[^.]*Hyderabad/i,
    ]);
  });
});

describe(LANDING, () => {
  it('has call and WhatsApp buttons', () => {
    const hrefs = select('a', $$(LANDING, 'main section')[0]!).map((a) => a.attribs.href);
    expect(hrefs).toEqual(expect.arrayContaining([telHref, whatsappHref]));
  });
  it('claims 99.9% delivery success and never 99.5%', () => {
    expectAll(mainText(LANDING), ['99.9%', claims.deliverySuccessLanding]);
    expect(page(LANDING).html).not.toContain('99.5%');
  });
  it('mentions 220+ countries and express delivery in 2-5 business days', () => {
    expectAll(mainText(LANDING), [
      '220+',
      '2-5 business days',
      claims.countries,
      claims.expressDelivery,
    ]);
  });
});

describe('/track-shipment', () => {
  const route = '/track-shipment';
  it('has a form for the air waybill number that GETs the company’s WhatsApp chat, with the number’s shape checked by the browser', () => {
    const form = $(route, 'main form');
    expect(form?.attribs.action).toBe(`https://wa.me/${company.whatsapp.number}`);
    expect(form?.attribs.method).toBe('get');
    const input = form && first('input', form);
    expect(input?.attribs.name).toBe('text');
    expect(input?.attribs.required !== undefined).toBe(true);
    expect(input?.attribs.pattern).toBe('[A-Za-z0-9]{8,20}');
    expect(textOf($(route, `label[for="${input?.attribs.id}"]`))).toMatch(/air waybill/i);
    expect(select('button[type="submit"]', form!).map(textOf)).toEqual(['Ask on WhatsApp']);
    expect(linkByText(form, /^Call\b/)?.attribs.href).toBe(telHref);
  });
  it('links to the official tracking page of every carrier listed in content/carriers.ts', () => {
    const links = $$(route, 'main .carrier-list a').map((a) => [
      textOf(first('strong', a)),
      a.attribs.href,
    ]);
    expect(links).toEqual(carriers.map((carrier) => [carrier.name, carrier.trackingUrl]));
    expect(carriers.map((carrier) => carrier.name)).toEqual(
      expect.arrayContaining(['DHL Express', 'FedEx', 'UPS', 'Aramex']),
    );
    for (const carrier of carriers)
      expect(carrier.trackingUrl, carrier.name).toMatch(/^https:\/\/www\.[a-z.]+\//);
  });
});

describe('/what-can-i-send', () => {
  const route = '/what-can-i-send';
  it('asks first where the parcel is going, with a link to each country’s page of the rules, which works without JavaScript', () => {
    const heading = $$(route, 'main h2').find((h) => textOf(h) === 'Where is your parcel going?');
    const section = heading && closest(heading, 'section');
    expect(select('nav a', section!).map((a) => a.attribs.href)).toEqual(
      destinations.map((destination) => `/what-can-i-send/${destination.slug}`),
    );
    expect($$(route, 'main h2').map(textOf).indexOf('Where is your parcel going?')).toBe(0);
  });
  it('groups the table’s rows under food, medicines, batteries, liquids, valuables and licences, and says what to do instead for each', () => {
    const groups = $$(route, 'main table th[scope="colgroup"]').map(textOf);
    expect(groups).toEqual([
      'Food',
      'Medicines and supplements',
      'Batteries, power banks and electronics',
      'Liquids, perfumes and aerosols',
      'Documents, currency and valuables',
      'Anything that needs a licence',
    ]);
    expect(itemGroups).toHaveLength(6);
    for (const group of itemGroups)
      expect(mainText(route), group.id).toContain(norm(en.whatCanISend.groups[group.id].instead));
  });
  it('puts prescription medicines to the USA under "Ask us", and names the FDA’s conditions on the USA page', () => {
    const row = $$(route, 'main table tr').find(
      (tr) => textOf(first('th', tr)) === 'Prescription medicines',
    );
    expect(select('td', row!).map(textOf)[0]).toBe('Ask us');
    expectAll(mainText(destinationRoute('usa')), [
      'serious condition',
      'written statement',
      'US doctor',
      'manufacturer',
      '90 days',
      'codeine, tramadol',
    ]);
  });
  it('lists its official sources, linked where we have their address, each with the day it was read', () => {
    const sources = $(route, 'main .sources');
    expect((sources && first('time', sources))?.attribs.datetime).toBe(rulesReviewed);
    expect(select('li', sources!).length).toBe(guideSources.length);
    expect(select('li time', sources!).map((t) => t.attribs.datetime)).toEqual(
      guideSources.map((id) => sources_[id].read),
    );
    expect(select('a', sources!).map((a) => a.attribs.href)).toEqual(
      guideSources
        .map((id) => (sources_ as Record<string, { url?: string }>)[id]!.url)
        .filter(Boolean),
    );
  });
  it('shows the last-reviewed date and says we confirm before pickup', () => {
    expect($(route, 'main time')?.attribs.datetime).toBe(rulesReviewed);
    expect(mainText(route)).toMatch(/Last reviewed \d{1,2} [A-Z][a-z]+ \d{4}/);
    expect(mainText(route)).toContain('we confirm before pickup');
  });
});

describe.each(
  destinations.map((destination) => [destinationRoute(destination.slug), destination] as const),
)('%s', (route, data) => {
  /** The page's English words (content/locales/en/destinations.ts), in the order the data lists them. */
  const destination: CountryWords = en.destinations.countries[data.slug];
  const packing = data.packing.map((id) => destination.packing[id] ?? id);
  const questions = data.faqs.map((id) => destination.faqs[id]?.question ?? id);
  it('names the country in its h1 and title and states its express transit time from content/transit.ts', () => {
    expect(textOf($(route, 'h1'))).toBe(`Courier from Hyderabad to ${destination.name}`);
    expect(textOf($(route, 'head title'))).toContain(destination.shortName);
    expect(mainText(route)).toContain(
      `Express: ${en.destinations.prices.transit(...expressDays(data.slug))}`,
    );
  });
  it('lists the documents (KYC with Aadhaar or passport, PAN for commercial shipments, invoice), what may and may not go, and packing advice', () => {
    const headings = $$(route, 'main h2').map(textOf);
    expect(headings).toEqual(
      expect.arrayContaining([
        `What you can send to ${destination.name}`,
        'Documents you need',
        'Packing advice',
      ]),
    );
    expectAll(mainText(route), [
      'Aadhaar',
      'passport',
      'PAN',
      'invoice',
      ...documentsNeeded.map((id) => norm(en.destinations.documents[id])),
      'Usually fine',
      'Not accepted',
      ...packing.map(norm),
    ]);
  });
  it('answers three to five questions in visible HTML', () => {
    const answers = $$(route, 'main .qa');
    expect(answers.length).toBeGreaterThanOrEqual(3);
    expect(answers.length).toBeLessThanOrEqual(5);
    expect(answers.map((qa) => textOf(first('h3', qa)))).toEqual(questions);
    expect($(route, 'main details')).toBeUndefined();
  });
  it('offers WhatsApp with the country in the message and "Book this pickup" beside its prices, and call in the header', () => {
    const prices = $(route, 'main #prices');
    const whatsapp = new URL(linkByText(prices, /^WhatsApp Us$/)?.attribs.href ?? '');
    expect(whatsapp.searchParams.get('text')).toBe(
      `Hello! I would like to send a parcel from Hyderabad to ${destination.name} by international courier. Please share a quote.`,
    );
    expect(linkByText(prices, /^Book this pickup$/)?.attribs.href).toBe('/book-pickup');
    expect($(route, 'header a[href^="tel:"]')?.attribs.href).toBe(telHref);
  });
  it('is linked from the landing page and carries no JSON-LD', () => {
    expect($$(LANDING, 'main .destinations a').map((a) => a.attribs.href)).toContain(route);
    expect(jsonLdScripts(route)).toHaveLength(0);
  });
});

describe(CALCULATOR, () => {
  it('has labelled inputs for the three sides, the weight and the boxes, unit switches and the divisor, 5000 first and chosen', () => {
    for (const id of ['calc-length', 'calc-width', 'calc-height', 'calc-weight', 'calc-boxes']) {
      expect(textOf($(CALCULATOR, `label[for="${id}"]`)), id).not.toBe('');
      expect($(CALCULATOR, `#${id}`)?.attribs['aria-describedby'], id).toBe(`${id}-error`);
    }
    const divisors = $$(CALCULATOR, 'input[name="divisor"]');
    expect(
      divisors.map((radio) => [radio.attribs.value, radio.attribs.checked !== undefined]),
    ).toEqual([
      ['5000', true],
      ['6000', false],
    ]);
    expect($$(CALCULATOR, 'fieldset legend').map(textOf)).toEqual([
      'Size in',
      'Weight in',
      'Divisor',
    ]);
  });
  it('explains the formula with the worked example of 50 × 40 × 30 cm at 8 kg, and links the quote form', () => {
    expectAll(mainText(CALCULATOR), [
      'length × width × height (cm) ÷ 5000',
      '50 × 40 × 30 ÷ 5000 = 12 kg',
      '50 × 40 × 30 ÷ 6000 = 10 kg chargeable',
      'usually rounded up to the next 0.5 kg (steps vary by carrier and service)',
    ]);
    expect($$(CALCULATOR, 'main a').map((a) => a.attribs.href)).toContain(quoteHref);
    expect($(CALCULATOR, 'output#calc-why')).toBeDefined();
  });
  it('is linked from the home page, the landing page and the cost-savings article', () => {
    for (const route of ['/', LANDING, '/blog/cut-your-courier-costs'])
      expect(
        $$(route, 'main a').map((a) => a.attribs.href),
        route,
      ).toContain(CALCULATOR);
  });
});

describe('page scripts', () => {
  const scripts = (route: string) =>
    $$(route, 'script[src]').map((script) => script.attribs.src ?? '');
  const shared = () => scripts('/')[0] ?? '';
  it('gives every page the shared script, and the calculator, blog listing, tracking, pickup and contact-form code only to their own pages', () => {
    expect(shared()).toMatch(/^\/assets\/main\.[0-9a-f]{10}\.js$/);
    const own: Record<string, RegExp> = {
      [CALCULATOR]: /^\/assets\/calculator\./,
      '/track-shipment': /^\/assets\/track\./,
      [PICKUP]: /^\/assets\/pickup\./,
      '/contact': /^\/assets\/contact\./,
    };
    for (const listing of ['/blog', ...CATEGORY_ROUTES]) own[listing] = /^\/assets\/blog\./;
    // The quote form's script: on the home page and every destination page too.
    for (const quote of ['/', ...destinations.map((d) => destinationPath(d.slug))])
      own[quote] = own[CALCULATOR]!;
    for (const p of everyLanguage()) {
      const expected = own[englishRoute(p.route)];
      expect(scripts(p.route), p.route).toEqual(
        expected ? [shared(), expect.stringMatching(expected)] : [shared()],
      );
    }
  });
  it('keeps each page’s JavaScript at most 2.5 KB gzipped', async () => {
    const { gzipSync } = await import('node:zlib');
    for (const p of everyLanguage()) {
      const bytes = await Promise.all(
        scripts(p.route).map(
          async (src) => gzipSync(await readFile(path.join(outDir, src))).byteLength,
        ),
      );
      expect(
        bytes.reduce((sum, size) => sum + size, 0),
        p.route,
      ).toBeLessThanOrEqual(2.5 * 1024);
    }
  });
});

describe('the tools and guides', () => {
  it.each(TOOL_ROUTES)('%s is linked from the footer of every page and has no JSON-LD', (route) => {
    for (const p of all())
      expect(
        $$(p.route, 'body > footer a').map((a) => a.attribs.href),
        p.route,
      ).toContain(route);
    expect(jsonLdScripts(route)).toHaveLength(0);
  });
});

describe('404', () => {
  const route = '/404';
  it('is titled Page Not Found and says the page does not exist', () => {
    expect(textOf($(route, 'head title'))).toContain('Page Not Found');
    expect(textOf($(route, 'h1'))).toBe('404 - Page Not Found');
    expect(mainText(route)).toContain("Oops! The page you're looking for doesn't exist.");
  });
  it('links Return to Home to /', () => {
    expect(linkByText($(route, 'main'), /^Return to Home$/)?.attribs.href).toBe('/');
  });
  it('marks the content with data-not-found for the script that logs the missing path', async () => {
    expect($(route, '[data-not-found]')).toBeDefined();
    const src = $(route, 'script[src]')?.attribs.src ?? '';
    expectAll(await readFile(path.join(outDir, src), 'utf8'), [
      'data-not-found',
      'location.pathname',
    ]);
  });
  it.each(['en', 'te', 'hi'])(
    'in %s, offers what a lost visitor wants: track, book a pickup, what can I send and contact',
    (code) => {
      const { ui, notFound } = messagesOf(code);
      const notFoundRoute = code === 'en' ? route : `/${code}/404`;
      const links = $$(notFoundRoute, 'main nav a').map((a) => [textOf(a), a.attribs.href]);
      expect(links).toEqual([
        [ui.tasks.track, localeHref(code, '/track-shipment')],
        [ui.tasks.pickup, localeHref(code, PICKUP)],
        [ui.tasks.whatCanISend, localeHref(code, '/what-can-i-send')],
        [ui.nav.contact, localeHref(code, '/contact')],
      ]);
      expect(textOf($(notFoundRoute, '#tasks-title'))).toBe(norm(notFound.tasksTitle));
      expect($(notFoundRoute, 'main nav')?.attribs['aria-labelledby']).toBe('tasks-title');
    },
  );
  it('asks search engines not to index it and has no canonical link', () => {
    expect($(route, 'meta[name="robots"]')?.attribs.content).toMatch(/noindex/);
    expect($(route, 'link[rel="canonical"]')).toBeUndefined();
  });
});

describe('sitemap.xml and robots.txt', () => {
  it('lists every route except the 404 pages as an absolute URL on the site URL', async () => {
    const xml = await readFile(path.join(outDir, 'sitemap.xml'), 'utf8');
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    const expected = result.pages
      .filter((p) => englishRoute(p.route) !== '/404')
      .map((p) => new URL(p.route, company.siteUrl).href);
    expect(locs.sort()).toEqual(expected.sort());
    expect(xml).not.toMatch(/404/);
  });
  it('names the sitemap in robots.txt', async () => {
    const robots = await readFile(path.join(outDir, 'robots.txt'), 'utf8');
    expect(robots).toMatch(
      new RegExp(
        `^Sitemap: ${new URL('/sitemap.xml', company.siteUrl).href.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`,
        'm',
      ),
    );
  });
});

describe('Request Pickup and /book-pickup', () => {
  it('leads every Request Pickup button of every page to the pickup form in the page’s language', () => {
    let count = 0;
    for (const p of everyLanguage()) {
      const code = p.route.match(/^\/(te|hi)\//)?.[1] ?? 'en';
      const label = norm(messagesOf(code).ui.buttons.requestPickup);
      for (const link of select('a', p.root).filter((a) => textOf(a) === label)) {
        expect(link.attribs.href, p.route).toBe(localeHref(code, PICKUP));
        count++;
      }
    }
    expect(count).toBeGreaterThanOrEqual(9);
  });
  it.each(['en', 'te', 'hi'])(
    'in %s, posts to the pickup endpoint or the company email without JavaScript, and its WhatsApp button GETs the chat with the notes as its text, as the contact form’s does',
    (code) => {
      const route = code === 'en' ? PICKUP : `/${code}${PICKUP}`;
      const form = $(route, '#pickup-form');
      expect(form?.attribs.method).toBe('post');
      expect(
        company.forms.pickupEndpoint
          ? form?.attribs.action === company.forms.pickupEndpoint
          : isCompanyMailto(form?.attribs.action ?? ''),
      ).toBe(true);
      if (!company.forms.pickupEndpoint) expect(form?.attribs.enctype).toBe('text/plain');
      const buttons = $$(route, '#pickup-form button[type="submit"]');
      expect(buttons.map((b) => [textOf(b), b.attribs.hidden !== undefined])).toEqual([
        [messagesOf(code).pickup.form.send, false],
        [messagesOf(code).pickup.form.whatsapp, false],
      ]);
      expect(
        ['formaction', 'formmethod', 'formnovalidate'].map((name) => buttons[1]!.attribs[name]),
      ).toEqual([`https://wa.me/${company.whatsapp.number}`, 'get', '']);
      // wa.me reads only `text`: the notes.
      expect($$(route, '#pickup-form [name="text"]').map((field) => field.attribs.id)).toEqual([
        'pickup-notes',
      ]);
    },
  );
  it('requires the name, mobile number, address, pincode, date and destination, and nothing else (email is optional)', () => {
    const required = $$(PICKUP, '#pickup-form [required]').map((field) => field.attribs.name);
    expect(required).toEqual(['name', 'phone', 'address', 'pincode', 'date', 'destination']);
    expect($(PICKUP, '#pickup-email')?.attribs.type).toBe('email');
    for (const field of $$(
      PICKUP,
      '#pickup-form input:not([type="checkbox"]), #pickup-form select, #pickup-form textarea',
    )) {
      expect($$(PICKUP, `label[for="${field.attribs.id}"]`), field.attribs.name ?? '').toHaveLength(
        1,
      );
    }
  });
  it('offers the slots of each day of the office hours, the five destinations and other, and the item groups of /what-can-i-send', () => {
    const groups = $$(PICKUP, '#pickup-slot optgroup').map((group) => [
      group.attribs.label,
      select('option', group).map(textOf),
    ]);
    expect(groups).toEqual([
      [
        'Monday to Saturday',
        [
          '9:00 AM-11:00 AM',
          '11:00 AM-1:00 PM',
          '1:00 PM-3:00 PM',
          '3:00 PM-5:00 PM',
          '5:00 PM-7:00 PM',
        ],
      ],
      ['Sunday', ['10:00 AM-12:00 PM', '12:00 PM-2:00 PM', '2:00 PM-4:00 PM', '4:00 PM-5:00 PM']],
    ]);
    expect($$(PICKUP, '#pickup-destination option').map((option) => option.attribs.value)).toEqual([
      '',
      'usa',
      'uk',
      'canada',
      'australia',
      'uae',
      'other',
    ]);
    const items = $$(PICKUP, '#pickup-form input[type="checkbox"]').map((box) => box.attribs.value);
    expect(items).toEqual(expect.arrayContaining(itemGroups.map((group) => group.id)));
  });
  it('says what happens next in plain HTML: the call back in office hours, the ID for KYC, open boxes and the invoice', () => {
    const next = textOf($(PICKUP, '#next'));
    expectAll(next, [
      'What happens next',
      'Monday to Saturday 9:00 AM-7:00 PM',
      'KYC',
      'boxes open',
      'invoice',
    ]);
  });
});
