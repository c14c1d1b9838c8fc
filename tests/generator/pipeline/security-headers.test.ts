import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findSources, noSources } from '../../../src/generator/pipeline/page-sources';
import {
  formatCsp,
  type HeaderPolicy,
  headerPolicy,
  headerRules,
  MAX_HEADER_RULES,
} from '../../../src/generator/pipeline/security-headers';
import { headersFor, parseHeadersFile, type HeaderRule } from '../../../src/generator/headers-file';
import type { SiteConfig } from '../../../src/generator/contract';
import { SiteError } from '../../../src/generator/diagnostics';
import { build } from '../../../src/generator/index';
import { copyFixture, editFile, removeTemporaryFolders } from '../../helpers';
import { realSiteBuild, SHARED_BUILD_TIMEOUT_MS } from '../../shared-build';
import { scoreHeaders } from '../observatory';

afterAll(removeTemporaryFolders);

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
const asRecord = (headers: Array<[string, string]>) => Object.fromEntries(headers);

describe('the generated _headers of the real site', () => {
  let outDir: string;
  let rules: HeaderRule[];
  let home: string;

  beforeAll(async () => {
    ({ outDir } = await realSiteBuild());
    rules = parseHeadersFile(await readFile(path.join(outDir, '_headers'), 'utf8'));
    home = await readFile(path.join(outDir, 'index.html'), 'utf8');
  }, SHARED_BUILD_TIMEOUT_MS);

  it('scores A+ (100 or more) by Mozilla Observatory’s rules on every page', async () => {
    for (const route of ['/', '/about', '/contact', '/blog']) {
      const result = scoreHeaders(
        asRecord(headersFor(rules, '/*').concat(headersFor(rules, route))),
        home,
      );
      expect(result.grade, `${route}: ${JSON.stringify(result.modifiers)}`).toBe('A+');
      expect(result.score).toBeGreaterThanOrEqual(100);
    }
  });

  it('allows exactly the inline code that was built: the stylesheet and each JSON-LD block by hash', async () => {
    const csp = asRecord(headersFor(rules, '/*'))['Content-Security-Policy']!;
    const style = /<style>([\s\S]*?)<\/style>/.exec(home)![1]!;
    const jsonLd = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(home)![1]!;
    expect(csp).toContain(`style-src ${sha256(style)}`);
    expect(csp).toContain(sha256(jsonLd));
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).not.toContain('unsafe-eval');
    for (const directive of [
      "default-src 'none'",
      "base-uri 'none'",
      "object-src 'none'",
      "frame-ancestors 'none'",
      "img-src 'self'",
      'upgrade-insecure-requests',
    ]) {
      expect(csp).toContain(directive);
    }
  });

  it('lets the browser load the web manifest every page links (manifest-src), since default-src is none', () => {
    expect(home).toContain('<link rel="manifest" href="/site.webmanifest"');
    const csp = asRecord(headersFor(rules, '/*'))['Content-Security-Policy']!;
    expect(csp).toContain("manifest-src 'self'");
  });

  it('lets forms post only where the built forms post: this site, mailto: and WhatsApp (wa.me, which redirects to api.whatsapp.com)', () => {
    const csp = asRecord(headersFor(rules, '/*'))['Content-Security-Policy']!;
    expect(/form-action ([^;]*)/.exec(csp)![1]).toBe(
      "'self' https://api.whatsapp.com https://wa.me mailto:",
    );
  });

  it('sends two-year HSTS without preload, nosniff, a private referrer policy and a deny-all permissions policy', () => {
    const headers = asRecord(headersFor(rules, '/*'));
    expect(headers['Strict-Transport-Security']).toBe('max-age=63072000; includeSubDomains');
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
    expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['Permissions-Policy']).toMatch(/^(?:[a-z-]+=\(\)(?:, )?)+$/);
    expect(headers['Permissions-Policy']).toContain('camera=()');
  });

  it('sends no Cross-Origin-Opener-Policy, which would put every visit in a fresh renderer process, and still forbids framing', () => {
    const headers = asRecord(headersFor(rules, '/*'));
    expect(Object.keys(headers)).not.toContain('Cross-Origin-Opener-Policy');
    expect(headers['X-Frame-Options']).toBe('DENY');
    expect(headers['Cross-Origin-Resource-Policy']).toBe('same-origin');
  });

  it('caches hashed assets forever and makes HTML and public files revalidate', () => {
    expect(asRecord(headersFor(rules, '/assets/main.0123456789.js'))['Cache-Control']).toBe(
      'public, max-age=31536000, immutable',
    );
    for (const urlPath of [
      '/',
      '/about',
      '/blog/how-to-pack-fragile-items',
      '/sitemap.xml',
      '/favicon.svg',
      '/images/hero.svg',
    ]) {
      expect(asRecord(headersFor(rules, urlPath))['Cache-Control'], urlPath).toBe('no-cache');
    }
    // No rule sets Cache-Control on /*, where hosts would combine it with the specific ones.
    expect(headersFor(rules, '/*').some(([name]) => name === 'Cache-Control')).toBe(false);
  });
});

describe('the form-action of a built page', () => {
  it('lets a form post to the origin its action names, written protocol-relative or in capitals, and nowhere else', () => {
    const page = {
      ...noSources(),
      actions: ['//forms.example/send', 'HTTPS://Mail.Example/post', 'mailto:desk@example.com'],
    };
    const site = { url: 'https://site.example', name: 'Site', lang: 'en' } as SiteConfig;
    const csp = formatCsp(headerPolicy([page], undefined, site, []));
    expect(/form-action ([^;]*)/.exec(csp)![1]).toBe(
      'https://forms.example https://mail.example mailto:',
    );
  });
});

describe('the _headers rules of a large site', () => {
  const policy = { csp: [['default-src', ["'none'"]]], headers: [] } as HeaderPolicy;
  const publicEntries = [
    { name: 'favicon.svg', isFolder: false },
    { name: 'images', isFolder: true },
    { name: 'share', isFolder: true },
  ];
  const cacheControl = (rules: HeaderRule[], urlPath: string) =>
    headersFor(rules, urlPath)
      .filter(([name]) => name === 'Cache-Control')
      .map(([, value]) => value);

  it('stays within Cloudflare Pages’ 100 rules at 20,000 articles, each page revalidating and each asset immutable', () => {
    const articles = Array.from({ length: 20_000 }, (_, index) => `/blog/article-${index}`);
    const routes = [
      '/',
      '/about',
      '/blog',
      ...articles,
      ...Array.from({ length: 3_334 }, (_, index) => `/blog/page/${index + 2}`),
      ...['/te/', '/te/contact', '/hi/', '/hi/contact'],
      '/sitemap.xml',
      '/robots.txt',
      '/blog/feed.xml',
    ];
    const rules = headerRules(policy, routes, publicEntries);
    expect(rules.length).toBeLessThanOrEqual(MAX_HEADER_RULES);
    expect(rules.length).toBeLessThan(20);
    for (const urlPath of [...routes, '/favicon.svg', '/images/a/b.svg', '/share/x.png'])
      expect(cacheControl(rules, urlPath), urlPath).toEqual(['no-cache']);
    expect(cacheControl(rules, '/assets/main.0123456789.js')).toEqual([
      'public, max-age=31536000, immutable',
    ]);
  });

  it('groups 5,000 top-level pages by their first characters, never matching the hashed assets', () => {
    const routes = [
      '/',
      ...Array.from({ length: 5_000 }, (_, index) => `/${index.toString(36)}-page`),
      '/about',
      '/asset',
      '/assets-old',
      '/assistance',
    ];
    const rules = headerRules(policy, routes, publicEntries);
    expect(rules.length).toBeLessThanOrEqual(MAX_HEADER_RULES);
    for (const urlPath of [...routes, '/favicon.svg', '/images/a.svg'])
      expect(cacheControl(rules, urlPath), urlPath).toEqual(['no-cache']);
    expect(cacheControl(rules, '/assets/main.0123456789.js')).toEqual([
      'public, max-age=31536000, immutable',
    ]);
  });
});

describe('the Observatory scorer', () => {
  it('gives a site with no security headers 25 (D-): -25 CSP, -20 HSTS, -20 framing, -5 nosniff, -5 SRI', () => {
    const result = scoreHeaders({}, '<script src="https://cdn.example/x.js"></script>');
    expect(result.score).toBe(25);
    expect(result.grade).toBe('D-');
  });

  it('penalises unsafe-inline scripts', () => {
    const result = scoreHeaders(
      {
        'Content-Security-Policy': "default-src 'self'; script-src 'self' 'unsafe-inline'",
        'Strict-Transport-Security': 'max-age=63072000',
        'X-Content-Type-Options': 'nosniff',
        'X-Frame-Options': 'DENY',
      },
      '',
    );
    expect(result.score).toBe(80);
  });
});

describe('the CSP meta option for hosts without headers', () => {
  it('puts the policy, minus frame-ancestors, in a meta element right after the charset', async () => {
    const root = await copyFixture('basic-site');
    await editFile(root, 'content/config.ts', (text) =>
      text.replace("icon: '/images/dot.svg',", "icon: '/images/dot.svg', cspMeta: true,"),
    );
    const result = await build({ root });
    const html = await readFile(path.join(result.outDir, 'about.html'), 'utf8');
    const meta =
      /<meta charset="utf-8"\/><meta http-equiv="Content-Security-Policy" content="([^"]+)"\/>/.exec(
        html,
      );
    expect(meta).not.toBeNull();
    expect(meta![1]).toContain('default-src &#39;none&#39;');
    expect(meta![1]).not.toContain('frame-ancestors');
  });
});

describe('the policy of a site whose body carries an inline script', () => {
  it('hashes only the JSON-LD the generator writes, in _headers and nginx.conf, never a script from a component', async () => {
    const root = await copyFixture('basic-site');
    const injected = 'alert(1)';
    await editFile(root, 'pages/about.tsx', (text) =>
      text.replace(
        '<h1>About</h1>',
        `<h1>About</h1><script dangerouslySetInnerHTML={{ __html: '${injected}' }} />`,
      ),
    );
    const result = await build({ root });
    const about = await readFile(path.join(result.outDir, 'about.html'), 'utf8');
    expect(about).toContain(`<script>${injected}</script>`);
    const home = await readFile(path.join(result.outDir, 'index.html'), 'utf8');
    const jsonLd = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(home)![1]!;
    const csp = asRecord(
      headersFor(
        parseHeadersFile(await readFile(path.join(result.outDir, '_headers'), 'utf8')),
        '/*',
      ),
    )['Content-Security-Policy']!;
    expect(/script-src ([^;]*)/.exec(csp)![1]).toBe(`'self' ${sha256(jsonLd)}`);
    const nginx = await readFile(path.join(result.outDir, 'nginx.conf'), 'utf8');
    expect(nginx).toContain(sha256(jsonLd));
    expect(nginx).not.toContain(sha256(injected));
  });
});

describe('the policy of a collection that allows iframes', () => {
  it('lets the built frames load from their origins (frame-src) and nothing else changes', async () => {
    const root = await copyFixture('basic-site');
    await editFile(root, 'content/config.ts', (text) =>
      text.replace(
        'posts: { schema: postSchema }',
        "posts: { schema: postSchema, allowHtml: ['iframe'] }",
      ),
    );
    await editFile(
      root,
      'content/posts/hello-world.md',
      (text) =>
        `${text}\n<iframe src="https://maps.example/embed?a=1&amp;b=2" title="Map"></iframe>\n`,
    );
    const result = await build({ root });
    const csp = asRecord(
      headersFor(
        parseHeadersFile(await readFile(path.join(result.outDir, '_headers'), 'utf8')),
        '/*',
      ),
    )['Content-Security-Policy']!;
    expect(csp).toContain('; frame-src https://maps.example;');
    expect(csp).toContain("object-src 'none'");
    expect(await readFile(path.join(result.outDir, 'nginx.conf'), 'utf8')).toContain(
      'frame-src https://maps.example;',
    );
  });
});

describe('the policy of a site whose article mentions a data: URL', () => {
  it('allows no data: images for a sentence or a code sample that only mentions url(data:…)', async () => {
    const root = await copyFixture('basic-site');
    await editFile(
      root,
      'content/posts/hello-world.md',
      (text) =>
        `${text}\nWrite \`background: url(data:image/png;base64,AAAA)\` in CSS.\n\n<p>Or url(data:image/png;base64,AAAA), or src="data:image/png;base64,AAAA".</p>\n`,
    );
    const result = await build({ root });
    const csp = asRecord(
      headersFor(
        parseHeadersFile(await readFile(path.join(result.outDir, '_headers'), 'utf8')),
        '/*',
      ),
    )['Content-Security-Policy']!;
    expect(csp).toContain("img-src 'self';");
    expect(await readFile(path.join(result.outDir, 'blog/hello-world.html'), 'utf8')).toContain(
      'url(data:image/png;base64,AAAA)',
    );
  });

  it('reads data: URLs from elements and attributes only: an image, a srcset, a style attribute, a <style> element', () => {
    const usesData = (html: string) => findSources(html).usesData;
    expect(usesData('<p>see url(data:image/png;base64,AA) and src="data:x"</p>')).toBe(false);
    expect(usesData('<p title="url(data:image/png;base64,AA)">x</p>')).toBe(false);
    expect(usesData('<!-- <img src="data:image/png;base64,AA"> -->')).toBe(false);
    expect(usesData('<img src="data:image/png;base64,AA" alt="">')).toBe(true);
    expect(usesData('<img srcset="/a.png 1x, data:image/png;base64,AA 2x" src="/a.png">')).toBe(
      true,
    );
    expect(usesData('<i style="background:url( \'data:image/png;base64,AA\')"></i>')).toBe(true);
    expect(usesData('<style>a{background:url(data:image/png;base64,AA)}</style>')).toBe(true);
  });
});

describe('the policy of a site whose article ends in an unclosed tag', () => {
  it('fails the build naming the file and line, for a frame or a form, and a passing build never gains the origin', async () => {
    const root = await copyFixture('basic-site');
    for (const tag of [
      '<iframe src="https://evil.example/x"',
      '<form action="https://evil.example/f"',
    ]) {
      await editFile(
        root,
        'content/posts/hello-world.md',
        (text) => `${text.split('\n\nEVIL')[0]}\n\nEVIL\n\n${tag}`,
      );
      const lines = (await readFile(path.join(root, 'content/posts/hello-world.md'), 'utf8')).split(
        '\n',
      ).length;
      const error = (await build({ root }).catch((reason: unknown) => reason)) as SiteError;
      expect(error).toBeInstanceOf(SiteError);
      expect(error.diagnostics).toContainEqual(
        expect.objectContaining({
          file: 'content/posts/hello-world.md',
          line: lines,
          message: expect.stringContaining(`unclosed tag (${tag})`),
        }),
      );
    }
    // Written as code, the same text passes, and the policy allows no frame and no outside form.
    await editFile(
      root,
      'content/posts/hello-world.md',
      (text) =>
        `${text.split('\n\nEVIL')[0]}\n\n\`<iframe src="https://evil.example/x">\` \`<form action="https://evil.example/f">\`\n`,
    );
    const result = await build({ root });
    const headers = await readFile(path.join(result.outDir, '_headers'), 'utf8');
    expect(headers).not.toContain('evil.example');
    expect(headers).not.toContain('frame-src');
    expect(await readFile(path.join(result.outDir, 'blog/hello-world.html'), 'utf8')).toContain(
      '&lt;iframe src=&quot;https://evil.example/x&quot;&gt;',
    );
  });
});

describe('what the policy must allow in some markup', () => {
  const none = { scripts: [], styles: [], actions: [], usesData: false, frames: [], objects: [] };
  const cases: Array<[string, string, Partial<ReturnType<typeof findSources>>]> = [
    [
      'nothing in plain markup',
      '<p>No sources at all.</p><p>data: mentioned, never loaded</p>',
      {},
    ],
    [
      'each form action, in any case, and no form without one',
      '<form class="f" action="/thanks" method="post"><input name="q"/></form><formula>not a form</formula><form id="x">no action</form><FORM\nACTION="mailto:a@b.c"></FORM>',
      { actions: ['/thanks', 'mailto:a@b.c'] },
    ],
    [
      'the text of each inline script as written, none of a script with src, and no tag inside a script',
      '<script>var a = "<script>&amp;";</script><script src="/a.js"></script><script type="module">b()</script><script>document.write("<form action=\\"/from-script\\">")</script>',
      {
        scripts: [
          'var a = "<script>&amp;";',
          'b()',
          'document.write("<form action=\\"/from-script\\">")',
        ],
      },
    ],
    [
      'the text of each style as written, and a data: URL in one',
      '<style>a{background:url(data:image/png;base64,AA)} /* <style> */</style><style media="print">b::after{content:"&amp;"}</style>',
      {
        styles: [
          'a{background:url(data:image/png;base64,AA)} /* <style> */',
          'b::after{content:"&amp;"}',
        ],
        usesData: true,
      },
    ],
    [
      'embedded frames and objects in any case and quoting, their addresses decoded',
      '<IFRAME SRC=\'https://maps.example/e?a=1&amp;b=2\'></IFRAME><iframe title="none"></iframe><object data="/a.pdf"></object><embed src="/b.svg"/><object><embed type="x" src="/c.swf"></object>',
      {
        frames: ['https://maps.example/e?a=1&b=2'],
        objects: ['/a.pdf', '/b.svg', '/c.swf'],
      },
    ],
    [
      'nothing in comments, attribute values or text',
      '<!-- <form action="https://evil.example/f"><iframe src="https://evil.example/x"> --><span title=\'<object data="/x"><style>p{}</style>\'>&lt;script&gt;x()&lt;/script&gt; &lt;embed src="/y"&gt;</span>',
      {},
    ],
  ];
  it.each(cases)('finds %s', (_, html, expected) => {
    expect(findSources(html)).toEqual({ ...none, ...expected });
  });
});
