import { existsSync } from 'node:fs';
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { textContent } from 'domutils';
import { parseDocument } from 'htmlparser2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { select } from '../../../src/generator/check/load-dist';
import { checkI18n } from '../../../src/generator/pipeline/check-i18n';
import { serve } from '../../../src/generator/index';
import { build, type BuildResult } from '../../../src/generator/index';
import {
  buildError,
  copyFixture,
  editFile,
  removeTemporaryFolders,
  repoRoot,
  snapshotTree,
} from '../../helpers';

afterAll(removeTemporaryFolders);

const CARD = `export function Card({ title }: { title: string }) {
  return <div style={{ width: '100%', height: '100%', display: 'flex', backgroundColor: '#0b2545', color: '#fff', fontFamily: 'Inter', fontSize: 64 }}>{title}</div>;
}
`;

describe('a site with locales (the i18n fixture)', () => {
  let root: string;
  let result: BuildResult;
  const read = (file: string) => readFile(path.join(root, 'dist', file), 'utf8');
  const page = async (file: string) => parseDocument(await read(file));
  /** The text of the first element of the page that matches `selector`. */
  const text = async (file: string, selector: string) =>
    textContent(select(selector, await page(file))[0]!);

  beforeAll(async () => {
    root = await copyFixture('i18n-site');
    result = await build({ root });
  });

  it('puts the default locale where it is and every other locale under its prefix, each page only in the locales it lists', () => {
    expect(result.pages.map((page) => `${page.route} ${page.path}`).sort()).toEqual(
      [
        '/ index.html',
        '/te/ te/index.html',
        '/hi/ hi/index.html',
        '/404 404.html',
        '/te/404 te/404.html',
        '/hi/404 hi/404.html',
        '/about about.html',
        '/contact contact.html',
        '/te/contact te/contact.html',
        '/hi/contact hi/contact.html',
        '/guides/packing guides/packing.html',
        '/guides/customs guides/customs.html',
        '/te/guides/packing te/guides/packing.html',
      ].sort(),
    );
    expect(existsSync(path.join(root, 'dist', 'te', 'about.html'))).toBe(false);
  });

  it("renders each version from its locale's messages, functions included", async () => {
    expect(await text('te/contact.html', 'h1')).toBe('మమ్మల్ని సంప్రదించండి');
    expect(await text('te/contact.html', 'p')).toBe('నమస్కారం Ravi');
    expect(await text('te/contact.html', 'title')).toBe('మమ్మల్ని సంప్రదించండి');
    expect(select('ol li', await page('hi/index.html')).map(textContent)).toEqual([
      'पैक',
      'बुक',
      'ट्रैक',
    ]);
    expect(await text('contact.html', 'button')).toBe('Send');
  });

  it('gives paths() the locale, so a dynamic page can exist in fewer locales', async () => {
    expect(await text('te/guides/packing.html', 'h1')).toBe('packing (te)');
    expect(await text('guides/customs.html', 'h1')).toBe('customs (en)');
  });

  it("gives every page one language link per locale, in order: this page where it exists, else that locale's home", async () => {
    const links = async (file: string) =>
      select('nav li a', await page(file)).map((a) => [
        a.attribs.href,
        a.attribs.hreflang,
        textContent(a),
        a.attribs['aria-current'] ?? '',
        a.attribs['data-translated'],
      ]);
    expect(await links('te/contact.html')).toEqual([
      ['/contact', 'en-IN', 'English', '', 'true'],
      ['/te/contact', 'te-IN', 'తెలుగు', 'page', 'true'],
      ['/hi/contact', 'hi-IN', 'हिन्दी', '', 'true'],
    ]);
    expect(await links('about.html')).toEqual([
      ['/about', 'en-IN', 'English', 'page', 'true'],
      ['/te/', 'te-IN', 'తెలుగు', '', 'false'],
      ['/hi/', 'hi-IN', 'हिन्दी', '', 'false'],
    ]);
    expect((await links('guides/customs.html')).map(([href]) => href)).toEqual([
      '/guides/customs',
      '/te/',
      '/hi/',
    ]);
    expect((await links('guides/packing.html')).map(([href]) => href)).toEqual([
      '/guides/packing',
      '/te/guides/packing',
      '/hi/',
    ]);
    expect((await links('te/404.html')).map(([href]) => href)).toEqual(['/', '/te/', '/hi/']);
  });
});

describe('the head of a page with translations', () => {
  let root: string;
  const head = async (file: string) =>
    parseDocument(await readFile(path.join(root, 'dist', file), 'utf8'));
  const alternates = async (file: string) =>
    select('link[rel="alternate"][hreflang]', await head(file)).map(
      (link) => `${link.attribs.hreflang} ${link.attribs.href}`,
    );
  const property = async (file: string, name: string) =>
    select(`meta[property="${name}"]`, await head(file)).map((meta) => meta.attribs.content);
  const lang = async (file: string) => select('html', await head(file))[0]?.attribs.lang;

  beforeAll(async () => {
    root = await copyFixture('i18n-site');
    await build({ root });
  });

  it("has the locale's lang, og:locale and the other versions' og:locale:alternate", async () => {
    expect(await lang('te/contact.html')).toBe('te-IN');
    expect(await lang('hi/index.html')).toBe('hi-IN');
    expect(await lang('contact.html')).toBe('en-IN');
    expect(await property('te/contact.html', 'og:locale')).toEqual(['te_IN']);
    expect(await property('te/contact.html', 'og:locale:alternate')).toEqual(['en_IN', 'hi_IN']);
    expect(await property('te/guides/packing.html', 'og:locale:alternate')).toEqual(['en_IN']);
  });

  it('links every existing version with an absolute hreflang URL, itself included, plus x-default to the default-locale version', async () => {
    const contact = [
      'en-IN https://i18n.example/contact',
      'te-IN https://i18n.example/te/contact',
      'hi-IN https://i18n.example/hi/contact',
      'x-default https://i18n.example/contact',
    ];
    expect(await alternates('contact.html')).toEqual(contact);
    expect(await alternates('hi/contact.html')).toEqual(contact);
    expect(await alternates('te/index.html')).toEqual([
      'en-IN https://i18n.example/',
      'te-IN https://i18n.example/te/',
      'hi-IN https://i18n.example/hi/',
      'x-default https://i18n.example/',
    ]);
    expect(await alternates('te/guides/packing.html')).toEqual([
      'en-IN https://i18n.example/guides/packing',
      'te-IN https://i18n.example/te/guides/packing',
      'x-default https://i18n.example/guides/packing',
    ]);
  });

  it("keeps the canonical URL the page's own", async () => {
    expect(select('link[rel="canonical"]', await head('te/contact.html'))[0]?.attribs.href).toBe(
      'https://i18n.example/te/contact',
    );
    expect(await property('te/contact.html', 'og:url')).toEqual([
      'https://i18n.example/te/contact',
    ]);
  });

  it('gives a page in one language (and the not-found pages) no hreflang links and no og:locale:alternate', async () => {
    for (const file of ['about.html', 'guides/customs.html', '404.html', 'te/404.html']) {
      expect(await alternates(file), file).toEqual([]);
      expect(await property(file, 'og:locale:alternate'), file).toEqual([]);
    }
    expect(await property('about.html', 'og:locale')).toEqual(['en_IN']);
  });

  it('lists every version in the sitemap with xhtml:link alternates (namespace declared), and no not-found page', async () => {
    const sitemap = await readFile(path.join(root, 'dist', 'sitemap.xml'), 'utf8');
    expect(sitemap).toContain(
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    );
    const urls = [...sitemap.matchAll(/<url><loc>(.*?)<\/loc>([\s\S]*?)<\/url>/g)].map(
      ([, loc, links]) => ({
        loc,
        links: [
          ...links!.matchAll(/<xhtml:link rel="alternate" hreflang="(.*?)" href="(.*?)"\/>/g),
        ].map(([, lang, href]) => `${lang} ${href}`),
      }),
    );
    expect(urls.map((url) => url.loc).sort()).toEqual(
      [
        '/',
        '/te/',
        '/hi/',
        '/about',
        '/contact',
        '/te/contact',
        '/hi/contact',
        '/guides/packing',
        '/guides/customs',
        '/te/guides/packing',
      ]
        .map((route) => `https://i18n.example${route}`)
        .sort(),
    );
    expect(urls.find((url) => url.loc === 'https://i18n.example/te/contact')?.links).toEqual(
      await alternates('te/contact.html'),
    );
    expect(urls.find((url) => url.loc === 'https://i18n.example/about')?.links).toEqual([]);
  });

  it('writes _redirects with a not-found rule for each locale folder after the redirects', async () => {
    await editFile(
      root,
      'content/config.ts',
      (text) => `${text}\nexport const redirects = { '/old-contact': '/contact' };\n`,
    );
    await build({ root });
    expect(await readFile(path.join(root, 'dist', '_redirects'), 'utf8')).toBe(
      '# Generated by site build from redirects in content/config.ts. Do not edit.\n/old-contact /contact 301\n/te/* /te/404.html 404\n/hi/* /hi/404.html 404\n',
    );
  });
});

const fontFile = (file: string) => path.join(repoRoot, 'node_modules', '@fontsource', file);
/** Inter, and the Telugu and Devanagari fonts the real site's cards use. */
const CARD_FONTS = `[
  { name: 'Inter', weight: 700 as const, file: ${JSON.stringify(fontFile('inter/files/inter-latin-700-normal.woff2'))} },
  { name: 'Noto Sans Telugu', weight: 700 as const, file: ${JSON.stringify(fontFile('noto-sans-telugu/files/noto-sans-telugu-telugu-700-normal.woff2'))} },
  { name: 'Noto Sans Devanagari', weight: 700 as const, file: ${JSON.stringify(fontFile('noto-sans-devanagari/files/noto-sans-devanagari-devanagari-700-normal.woff2'))} },
]`;

describe('share images of translated pages', () => {
  it('are drawn in their own language and title: the Telugu and Hindi cards differ from the English one and from each other, with og:locale and the alt text in that language', async () => {
    const root = await copyFixture('i18n-site');
    await writeFile(path.join(root, 'content', 'card.tsx'), CARD);
    await editFile(
      root,
      'content/config.ts',
      (text) =>
        `import { Card } from './card';\n${text}\nexport const shareImage = { component: Card, fonts: ${CARD_FONTS} };\n`,
    );
    const result = await build({ root });
    const head = async (file: string) => {
      const document = parseDocument(await readFile(path.join(root, 'dist', file), 'utf8'));
      const property = (name: string) =>
        select(`meta[property="${name}"]`, document)[0]?.attribs.content;
      const image = property('og:image')!;
      return {
        title: textContent(select('title', document)[0]!),
        image,
        png: await readFile(path.join(root, 'dist', new URL(image).pathname)),
        alt: property('og:image:alt'),
        twitterAlt: select('meta[name="twitter:image:alt"]', document)[0]?.attribs.content,
        locale: property('og:locale'),
      };
    };
    for (const page of ['contact', 'index']) {
      const english = await head(`${page}.html`);
      const telugu = await head(`te/${page}.html`);
      const hindi = await head(`hi/${page}.html`);
      expect(telugu.image).toBe(
        `https://i18n.example/share/te${page === 'index' ? '' : `/${page}`}.png`,
      );
      expect(hindi.image).toBe(
        `https://i18n.example/share/hi${page === 'index' ? '' : `/${page}`}.png`,
      );
      expect(telugu.png.equals(english.png), `te/${page} and ${page} show different cards`).toBe(
        false,
      );
      expect(hindi.png.equals(english.png), `hi/${page} and ${page} show different cards`).toBe(
        false,
      );
      expect(hindi.png.equals(telugu.png), `hi/${page} and te/${page} show different cards`).toBe(
        false,
      );
      expect(telugu.title).toMatch(/[\u0C00-\u0C7F]/);
      expect(hindi.title).toMatch(/[\u0900-\u097F]/);
      for (const [version, locale] of [
        [english, 'en_IN'],
        [telugu, 'te_IN'],
        [hindi, 'hi_IN'],
      ] as const) {
        expect(version.alt).toBe(version.title);
        expect(version.twitterAlt).toBe(version.title);
        expect(version.locale).toBe(locale);
      }
    }
    // Two Telugu titles are two different images (a renderer without the script's glyphs draws both as the same boxes).
    expect((await head('te/contact.html')).png.equals((await head('te/index.html')).png)).toBe(
      false,
    );
    expect(result.shareImages?.drawn).toBe(result.pages.length);
  });

  it("fails the build naming the page and the characters when a card's text has characters no font has, never drawing boxes", async () => {
    const root = await copyFixture('i18n-site');
    await writeFile(path.join(root, 'content', 'card.tsx'), CARD);
    // Inter and Devanagari only: the Telugu titles cannot be drawn.
    const withoutTelugu = CARD_FONTS.split('\n')
      .filter((line) => !line.includes('Telugu'))
      .join('\n');
    await editFile(
      root,
      'content/config.ts',
      (text) =>
        `import { Card } from './card';\n${text}\nexport const shareImage = { component: Card, fonts: ${withoutTelugu} };\n`,
    );
    const error = await buildError(build({ root }));
    const contact = error.diagnostics.find((d) => d.message.includes('/te/contact'));
    expect(contact?.file).toBe('pages/contact.tsx');
    expect(contact?.message).toMatch(
      /no font of shareImage\.fonts has: "[\u0C00-\u0C7F]" \(U\+0C[0-7][0-9A-F]\)/,
    );
    expect(contact?.hint).toContain('@fontsource/noto-sans-telugu');
    expect(error.diagnostics.some((d) => d.message.includes('/hi/'))).toBe(false);
    expect(existsSync(path.join(root, 'dist'))).toBe(false);
  });
});

describe('the messages of every locale', () => {
  it('must have the keys of the default locale: a missing or extra key, a shorter list or another shape fails the build, naming locale and key, and the previous output stays', async () => {
    const root = await copyFixture('i18n-site');
    await build({ root });
    const before = await snapshotTree(path.join(root, 'dist'));
    await editFile(root, 'content/locales/te.ts', (text) =>
      text
        .replace("submit: 'పంపండి',", '')
        .replace("steps: ['ప్యాక్', 'బుక్', 'ట్రాక్']", "steps: ['ప్యాక్', 'బుక్']")
        .replace('export const te: Messages =', 'export const te: any ='),
    );
    await editFile(root, 'content/locales/hi.ts', (text) =>
      text
        .replace("back: 'होम पर जाएँ' }", "back: 'होम पर जाएँ', extra: 'x' }")
        .replace("guide: { description: 'पार्सल भेजने की गाइड.' }", "guide: 'पार्सल'")
        .replace('export const hi: Messages =', 'export const hi: any ='),
    );
    const error = await buildError(build({ root }));
    expect(error.diagnostics.map((d) => `${d.file}: ${d.message} ${d.hint}`)).toEqual([
      'content/config.ts: i18n.locales.te.messages is missing "home.steps[2]" (en has it). Add it to te\'s messages.',
      'content/config.ts: i18n.locales.te.messages is missing "contact.submit" (en has it). Add it to te\'s messages.',
      'content/config.ts: i18n.locales.hi.messages has "guide" as a string, where en has an object. Give hi\'s "guide" the same shape as en\'s.',
      'content/config.ts: i18n.locales.hi.messages has "notFound.extra", which en does not have. Remove it from hi\'s messages, or add it to en\'s.',
    ]);
    expect(error.diagnostics[1]!.field).toBe('i18n.locales.te.messages.contact.submit');
    expect(await snapshotTree(path.join(root, 'dist'))).toEqual(before);
  });

  it('refuses an i18n whose default locale is not one of its locales', async () => {
    const root = await copyFixture('i18n-site');
    await editFile(root, 'content/config.ts', (text) =>
      text.replace("defaultLocale: 'en'", "defaultLocale: 'fr'"),
    );
    const error = await buildError(build({ root }));
    expect(error.diagnostics).toEqual([
      expect.objectContaining({
        file: 'content/config.ts',
        field: 'i18n',
        message: 'i18n needs `locales` and a `defaultLocale` that is one of them.',
      }),
    ]);
  });

  it('names each locale whose code is not a URL segment, or that has no lang, name or messages', () => {
    const en = { lang: 'en-IN', name: 'English', messages: { home: 'Home' } };
    const broken = { lang: ' ', messages: 'none' } as never;
    expect(
      checkI18n('content/config.ts', { defaultLocale: 'en', locales: { en, 'Te IN': broken } }),
    ).toEqual([
      expect.objectContaining({
        field: 'i18n.locales.Te IN',
        message: 'The locale code "Te IN" cannot be part of a URL.',
      }),
      expect.objectContaining({
        field: 'i18n.locales.Te IN.lang',
        message: 'i18n.locales.Te IN.lang is missing or empty.',
      }),
      expect.objectContaining({
        field: 'i18n.locales.Te IN.name',
        message: 'i18n.locales.Te IN.name is missing or empty.',
      }),
      expect.objectContaining({
        file: 'content/config.ts',
        field: 'i18n.locales.Te IN.messages',
        message: 'i18n.locales.Te IN.messages is not an object.',
        hint: "Give the locale its messages, with the same keys as the default locale's.",
      }),
    ]);
  });

  it("reports a broken locale and another locale's missing message in the same pass", () => {
    const en = { lang: 'en-IN', name: 'English', messages: { home: 'Home' } };
    const te = { lang: 'te-IN', name: 'తెలుగు', messages: {} };
    const hi = { lang: '', name: 'हिन्दी', messages: { home: 'होम' } };
    expect(
      checkI18n('content/config.ts', { defaultLocale: 'en', locales: { en, te, hi } }),
    ).toEqual([
      expect.objectContaining({
        field: 'i18n.locales.te.messages.home',
        message: 'i18n.locales.te.messages is missing "home" (en has it).',
      }),
      expect.objectContaining({
        field: 'i18n.locales.hi.lang',
        message: 'i18n.locales.hi.lang is missing or empty.',
      }),
    ]);
  });

  it('names a default locale left empty as a problem of its fields, never a crash', () => {
    const te = { lang: 'te-IN', name: 'తెలుగు', messages: { home: 'హోమ్' } };
    expect(
      checkI18n('content/config.ts', {
        defaultLocale: 'en',
        locales: { en: undefined as never, te },
      }).map((problem) => problem.field),
    ).toEqual(['i18n.locales.en.lang', 'i18n.locales.en.name', 'i18n.locales.en.messages']);
  });

  it('a page listing a locale the site does not have fails the build, naming the page and the field', async () => {
    const root = await copyFixture('i18n-site');
    await editFile(root, 'pages/contact.tsx', (text) =>
      text.replace("['en', 'te', 'hi']", "['en', 'ta']"),
    );
    const error = await buildError(build({ root }));
    expect(error.diagnostics).toEqual([
      expect.objectContaining({
        file: 'pages/contact.tsx',
        field: 'locales',
        message: 'locales lists "ta", which is not a locale of the site.',
      }),
    ]);
  });
});

describe('building a site with locales', () => {
  it("refuses a page whose URL is a locale's prefix, naming both pages", async () => {
    const root = await copyFixture('i18n-site');
    await writeFile(
      path.join(root, 'pages', 'te.tsx'),
      "export const meta = { title: 'T', description: 'T' };\nexport default function T() { return <p>T</p>; }\n",
    );
    const error = await buildError(build({ root }));
    expect(error.diagnostics).toEqual([
      expect.objectContaining({
        file: 'pages/te.tsx',
        message: '/te is produced by both pages/index.tsx and pages/te.tsx.',
      }),
    ]);
  });

  it('in site serve, shows every locale version changed when messages or a translated page change', async () => {
    const root = await copyFixture('i18n-site');
    let loads = 0;
    const server = await serve({ root, host: '127.0.0.1', port: 0, onReady: () => loads++ });
    const read = async (route: string) => (await fetch(`${server.url}${route}`)).text();
    const saved = async (file: string, edit: (text: string) => string) => {
      const before = loads;
      await editFile(root, file, edit);
      for (let waited = 0; loads === before && waited < 10_000; waited += 50)
        await new Promise((resolve) => setTimeout(resolve, 50));
    };
    try {
      await saved('pages/contact.tsx', (text) => text.replace('<h1>', '<h1 className="title">'));
      for (const route of ['contact', 'te/contact', 'hi/contact'])
        expect(await read(route), route).toContain('<h1 class="title">');
      await saved('content/locales/te.ts', (text) =>
        text.replace("submit: 'పంపండి'", "submit: 'పంపు'"),
      );
      expect(await read('te/contact')).toContain('>పంపు</button>');
    } finally {
      await server.close();
    }
  });
});
