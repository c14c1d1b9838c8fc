import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolvePaths } from '../../../src/generator/config';
import { openStaging } from '../../../src/generator/pipeline/write-output';
import {
  absoluteUrl,
  renderDocument,
  styleElement,
} from '../../../src/generator/pipeline/render-document';
import { findSources } from '../../../src/generator/pipeline/page-sources';
import type { SiteConfig } from '../../../src/generator/contract';

const site: SiteConfig = {
  url: 'https://www.example.com',
  lang: 'en-IN',
  name: 'Example & Co',
  locale: 'en_IN',
  icon: '/favicon.svg',
  themeColor: '#0b2545',
};
const assets = {
  style: styleElement({ path: 'assets/main.css', contents: 'body{margin:0}' }, true),
  scriptSrc: '/assets/main.abc.js',
  pageScripts: {},
  headLinks: '',
};
/** A page of a site without translations. */
const parts = {
  page: { isNotFound: false, relativeFile: 'pages/about.tsx' },
  locale: { lang: site.lang, ogLocale: site.locale },
  alternates: [],
  ogLocaleAlternates: [],
  shareImage: undefined,
};

function render(overrides: Partial<Parameters<typeof renderDocument>[0]> = {}) {
  return renderDocument(
    {
      meta: { title: 'About <us>', description: 'Who "we" are' },
      body: '<h1>About</h1>',
      jsonLd: undefined,
      route: '/about',
      ...parts,
      ...overrides,
    },
    site,
    assets,
  ).html;
}

describe('renderDocument', () => {
  it('writes the doctype, lang, charset and viewport', () => {
    const html = render();
    expect(html.startsWith('<!DOCTYPE html><html lang="en-IN"><head><meta charset="utf-8"/>')).toBe(
      true,
    );
    expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1"/>');
  });

  it('escapes the title and description', () => {
    const html = render();
    expect(html).toContain('<title>About &lt;us&gt;</title>');
    expect(html).toContain('<meta name="description" content="Who &quot;we&quot; are"/>');
    expect(html).toContain('content="Example &amp; Co"');
  });

  it('gives a canonical URL and Open Graph basics from the site URL', () => {
    const html = render();
    expect(html).toContain('<link rel="canonical" href="https://www.example.com/about"/>');
    expect(html).toContain('<meta property="og:url" content="https://www.example.com/about"/>');
    expect(html).toContain('<meta property="og:type" content="website"/>');
    expect(html).toContain('<meta property="og:locale" content="en_IN"/>');
  });

  it('leaves the canonical URL off the not-found page', () => {
    const html = render({
      route: '/404',
      page: { isNotFound: true, relativeFile: 'pages/404.tsx' },
    });
    expect(html).not.toContain('rel="canonical"');
    expect(html).not.toContain('og:url');
  });

  it('inlines the stylesheet or links the hashed file', () => {
    expect(render()).toContain('<style>body{margin:0}</style>');
    const linked = renderDocument(
      {
        meta: { title: 't', description: 'd' },
        body: '',
        jsonLd: undefined,
        route: '/',
        ...parts,
      },
      site,
      {
        ...assets,
        style: styleElement({ path: 'assets/main.123.css', contents: 'body{margin:0}' }, false),
        scriptSrc: undefined,
      },
    ).html;
    expect(linked).toContain('<link rel="stylesheet" href="/assets/main.123.css"/>');
    expect(linked).not.toContain('<script');
  });

  it('loads the client script deferred', () => {
    expect(render()).toContain('<script src="/assets/main.abc.js" defer=""></script>');
  });

  it('writes JSON-LD only when the page declares it', () => {
    expect(render()).not.toContain('application/ld+json');
    expect(render({ jsonLd: { '@type': 'Thing' } })).toContain(
      '<script type="application/ld+json">{"@type":"Thing"}</script>',
    );
  });

  it('moves the resources React hoists from the start of the body into the head', () => {
    const html = render({ body: '<link rel="preload" as="image" href="/hero.svg"/><h1>Hi</h1>' });
    expect(html).toContain('<link rel="preload" as="image" href="/hero.svg"/><style>');
    expect(html).toContain('<body><h1>Hi</h1></body>');
  });
});

describe('the sources of a document', () => {
  const bodies = [
    '<h1>About</h1>',
    '<link rel="preload" as="image" href="data:image/png;base64,AA"/><main><script>alert(1)</script><style>p{color:red}</style></main>',
    '<form action="mailto:a@example.com"><button>Go</button></form><script src="/x.js"></script><script type="module">import "/y.js"</script>',
    '<img src="data:image/gif;base64,R0lGOD"/><div style="background:url(data:image/png;base64,AA)"></div><script>unclosed',
  ];
  const styles: Array<Parameters<typeof styleElement>> = [
    [{ path: 'assets/main.css', contents: 'body{margin:0}' }, true],
    [{ path: 'assets/main.css', contents: 'a{background:url("data:image/svg+xml,x")}' }, true],
    [undefined, false],
    [{ path: 'assets/main.123.css', contents: 'a{background:url("data:image/svg+xml,x")}' }, false],
  ];

  it('are the sources the whole document has, in order, but only the scripts of the head are hashed', () => {
    for (const body of bodies) {
      for (const style of styles) {
        for (const jsonLd of [undefined, { '@type': 'Thing', name: '</script><b>' }]) {
          const document = renderDocument(
            { ...parts, meta: { title: 't', description: 'd' }, body, jsonLd, route: '/' },
            { ...site, icon: 'data:image/svg+xml,x' },
            { ...assets, style: styleElement(...style), scriptSrc: '/a.js' },
          );
          const head = document.html.slice(0, document.html.indexOf('</head><body>'));
          expect(document.sources).toEqual({
            ...findSources(document.html),
            scripts: findSources(head).scripts,
          });
        }
      }
    }
  });
});

describe('absoluteUrl', () => {
  it('joins the origin and a path, and passes absolute URLs through', () => {
    expect(absoluteUrl('https://x.example', '/')).toBe('https://x.example/');
    expect(absoluteUrl('https://x.example/', 'images/a.svg')).toBe(
      'https://x.example/images/a.svg',
    );
    expect(absoluteUrl('https://x.example', 'https://cdn.example/a.png')).toBe(
      'https://cdn.example/a.png',
    );
  });
});

describe('writing a page', () => {
  it('writes it as UTF-8, byte for byte, and reports its size', async () => {
    const folder = await mkdtemp(path.join(tmpdir(), 'write-page-'));
    const pages = [
      ['small.html', '<p>Hyderabad → हैदराबाद, హైదరాబాద్ 😀</p><style>a{b:c}</style><p>₹ 1,250</p>'],
      ['large.html', `<p>${'హ'.repeat(700_000)}${'😀'.repeat(300_000)}</p>`],
    ] as const;
    // Through the staging folder of a build, into the output on commit.
    const staging = await openStaging(resolvePaths(folder), path.join(folder, 'dist'));
    const sizes = pages.map(([name, html]) => staging.writePage(name, html));
    await staging.commit();
    for (const [index, [name, html]] of pages.entries()) {
      const written = await readFile(path.join(folder, 'dist', name));
      expect(written.equals(Buffer.from(html)), name).toBe(true);
      expect(sizes[index]).toEqual({ path: name, bytes: Buffer.byteLength(html) });
    }
  });
});
