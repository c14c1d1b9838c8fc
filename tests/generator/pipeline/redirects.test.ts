/**
 * Redirects in content/config.ts: `_redirects`, the nginx rules, the meta-refresh page at each
 * old path, and the build errors for redirects that cannot work.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../../src/generator/index';
import type { SiteError } from '../../../src/generator/diagnostics';
import { parseRedirectsFile } from '../../../src/generator/redirects-file';
import { resolveRedirects } from '../../../src/generator/pipeline/redirects';
import { copyFixture, editFile, removeTemporaryFolders } from '../../helpers';

afterAll(removeTemporaryFolders);

const REDIRECTS = `
export const redirects = [
  { from: '/old-about', to: '/about', status: 301 },
  { from: '/news/first', to: '/blog/hello-world', status: 302 },
  { from: '/partner', to: 'https://partner.example/welcome' },
];
`;

async function fixtureWith(redirects: string): Promise<string> {
  const root = await copyFixture('basic-site');
  await editFile(root, 'content/config.ts', (text) => text + redirects);
  return root;
}

async function buildError(root: string): Promise<SiteError> {
  return build({ root }).then(
    () => expect.unreachable('the build should have failed'),
    (error: SiteError) => error,
  );
}

describe('a site with redirects', () => {
  let root: string;
  const read = (file: string) => readFile(path.join(root, 'dist', file), 'utf8');

  beforeAll(async () => {
    root = await fixtureWith(REDIRECTS);
    await build({ root });
  });

  it('writes each redirect to _redirects as "from to status", 301 when no status is given', async () => {
    expect(parseRedirectsFile(await read('_redirects'))).toEqual([
      { from: '/old-about', to: '/about', status: 301 },
      { from: '/news/first', to: '/blog/hello-world', status: 302 },
      { from: '/partner', to: 'https://partner.example/welcome', status: 301 },
    ]);
    expect(await read('_redirects')).toContain('\n/old-about /about 301\n');
  });

  it('writes an exact-match nginx rule for each redirect and hides _redirects', async () => {
    const conf = await read('nginx.conf');
    expect(conf).toContain('location = /old-about { return 301 /about; }');
    expect(conf).toContain('location = /news/first { return 302 /blog/hello-world; }');
    expect(conf).toContain('location = /partner { return 301 https://partner.example/welcome; }');
    expect(conf).toContain('location = /_redirects { return 404; }');
  });

  it('writes a page at each old path that moves at once, without JavaScript, and is not indexed', async () => {
    const html = await read('old-about.html');
    expect(html).toContain(
      '<meta http-equiv="refresh" content="0; url=https://fixture.example/about"/>',
    );
    expect(html).toContain('<link rel="canonical" href="https://fixture.example/about"/>');
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(html).toContain('<a href="/about">https://fixture.example/about</a>');
    expect(html).not.toContain('<script');
    expect(await read('news/first.html')).toContain('url=https://fixture.example/blog/hello-world');
    expect(await read('partner.html')).toContain(
      '<link rel="canonical" href="https://partner.example/welcome"/>',
    );
  });

  it('leaves the old paths out of the sitemap', async () => {
    const sitemap = await read('sitemap.xml');
    expect(sitemap).toContain('<loc>https://fixture.example/about</loc>');
    for (const from of ['old-about', 'news/first', 'partner']) expect(sitemap).not.toContain(from);
  });
});

describe('redirects written as a map of old path to new path', () => {
  it('are each a 301', async () => {
    const root = await fixtureWith(
      `export const redirects = { '/home': '/', '/team': '/about' };\n`,
    );
    await build({ root });
    expect(await readFile(path.join(root, 'dist/_redirects'), 'utf8')).toContain(
      '/home / 301\n/team /about 301\n',
    );
  });
});

describe('a site without redirects', () => {
  it('gets no _redirects file and no redirect rules', async () => {
    const root = await copyFixture('basic-site');
    await build({ root });
    expect(existsSync(path.join(root, 'dist/_redirects'))).toBe(false);
    expect(await readFile(path.join(root, 'dist/nginx.conf'), 'utf8')).not.toContain('_redirects');
  });
});

describe('redirects that cannot work fail the build', () => {
  it('names content/config.ts and the field for a loop, and leaves the previous output untouched', async () => {
    const root = await fixtureWith(
      `export const redirects = [{ from: '/a', to: '/b' }, { from: '/b', to: '/c' }, { from: '/c', to: '/a?x=1' }];\n`,
    );
    await editFile(root, 'content/config.ts', (text) =>
      text.replace('export const redirects', 'const unused'),
    );
    await build({ root });
    const before = await readFile(path.join(root, 'dist/index.html'), 'utf8');
    await editFile(root, 'content/config.ts', (text) =>
      text.replace('const unused', 'export const redirects'),
    );
    const error = await buildError(root);
    expect(error.diagnostics).toHaveLength(1);
    expect(error.diagnostics[0]).toMatchObject({
      file: 'content/config.ts',
      field: 'redirects[0].to',
    });
    expect(error.diagnostics[0]!.message).toBe('The redirects loop: /a → /b → /c → /a.');
    expect(error.diagnostics[0]!.hint).toMatch(/Point one redirect of the loop at a page/);
    expect(await readFile(path.join(root, 'dist/index.html'), 'utf8')).toBe(before);
    expect(existsSync(path.join(root, 'dist/_redirects'))).toBe(false);
  });

  it('names a redirect to itself as a loop', async () => {
    const error = await buildError(
      await fixtureWith(`export const redirects = [{ from: '/same', to: '/same' }];\n`),
    );
    expect(error.diagnostics[0]).toMatchObject({
      file: 'content/config.ts',
      field: 'redirects[0].to',
      message: 'The redirects loop: /same → /same.',
    });
  });

  it('names a target that is neither a path nor an http(s) URL, and a from that is not a clean path', async () => {
    const root = await fixtureWith(
      `export const redirects = [{ from: '/x', to: 'about' }, { from: '/y', to: 'javascript:alert(1)' }, { from: '/z', to: '/a b' }, { from: 'old/', to: '/about' }, { from: '/w', to: '/about', status: 307 }];\n`,
    );
    const error = await buildError(root);
    expect(error.diagnostics.map((problem) => [problem.file, problem.field])).toEqual([
      ['content/config.ts', 'redirects[0].to'],
      ['content/config.ts', 'redirects[1].to'],
      ['content/config.ts', 'redirects[2].to'],
      ['content/config.ts', 'redirects[3].from'],
      ['content/config.ts', 'redirects[4].status'],
    ]);
    expect(error.diagnostics[0]!.message).toContain(
      'neither a path of this site nor an http(s) URL',
    );
    expect(error.diagnostics[4]!.hint).toContain('301');
  });

  it('names the page a redirect would hide', async () => {
    const error = await buildError(
      await fixtureWith(
        `export const redirects = [{ from: '/blog/hello-world', to: '/about' }];\n`,
      ),
    );
    expect(error.diagnostics[0]).toMatchObject({ file: 'content/config.ts', field: 'redirects' });
    expect(error.diagnostics[0]!.message).toBe(
      'The redirect from /blog/hello-world would hide the page pages/blog/[slug].tsx, which has that URL.',
    );
    expect(error.diagnostics[0]!.hint).toMatch(
      /Remove the redirect from \/blog\/hello-world, or rename or delete the page/,
    );
  });

  it('names two redirects from the same path', async () => {
    const error = await buildError(
      await fixtureWith(
        `export const redirects = [{ from: '/x', to: '/about' }, { from: '/x', to: '/' }];\n`,
      ),
    );
    expect(error.diagnostics[0]).toMatchObject({
      file: 'content/config.ts',
      field: 'redirects[1].from',
      message: 'Two redirects start at /x (redirects[0] and redirects[1]).',
    });
  });
});

describe('redirect targets outside printable ASCII', () => {
  it('names a target holding NUL or ESC, with the field of its redirect', () => {
    const error = (() => {
      try {
        resolveRedirects([
          { from: '/a', to: '/b\u0000c' },
          { from: '/e', to: 'https://example.com/\u001b[31m' },
        ]);
      } catch (reason) {
        return reason as SiteError;
      }
    })();
    expect(error?.diagnostics).toEqual([
      expect.objectContaining({
        file: 'content/config.ts',
        field: 'redirects[0].to',
        message: expect.stringContaining('control character (U+0000)'),
        hint: expect.stringContaining('Remove the character'),
      }),
      expect.objectContaining({
        field: 'redirects[1].to',
        message: expect.stringContaining('control character (U+001B)'),
      }),
    ]);
  });

  it('percent-encodes a non-ASCII path and punycodes an IDN host, in _redirects, nginx.conf and the page at the old path', async () => {
    const root = await copyFixture('basic-site');
    await editFile(
      root,
      'content/config.ts',
      (text) =>
        `${text}\nexport const redirects = [\n  { from: '/news', to: '/\u043d\u043e\u0432\u043e\u0441\u0442\u0438?q=\u0c24\u0c46#\u00e9' },\n  { from: '/books', to: 'https://b\u00fccher.example/\u0c24\u0c46\u0c32\u0c41\u0c17\u0c41' },\n  { from: '/plain', to: '/about?a=%C3%A9' },\n];\n`,
    );
    const { outDir } = await build({ root });
    const news = '/%D0%BD%D0%BE%D0%B2%D0%BE%D1%81%D1%82%D0%B8?q=%E0%B0%A4%E0%B1%86#%C3%A9';
    const books =
      'https://xn--bcher-kva.example/%E0%B0%A4%E0%B1%86%E0%B0%B2%E0%B1%81%E0%B0%97%E0%B1%81';
    const redirectsFile = await readFile(path.join(outDir, '_redirects'), 'utf8');
    expect(parseRedirectsFile(redirectsFile)).toEqual([
      { from: '/news', to: news, status: 301 },
      { from: '/books', to: books, status: 301 },
      { from: '/plain', to: '/about?a=%C3%A9', status: 301 },
    ]);
    const nginxConf = await readFile(path.join(outDir, 'nginx.conf'), 'utf8');
    expect(nginxConf).toContain(`location = /news { return 301 ${news}; }`);
    expect(nginxConf).toContain(`location = /books { return 301 ${books}; }`);
    for (const text of [
      redirectsFile,
      nginxConf,
      await readFile(path.join(outDir, 'news.html'), 'utf8'),
      await readFile(path.join(outDir, 'books.html'), 'utf8'),
    ])
      expect(text).toMatch(/^[\n\u0020-\u007e]*$/);
  });
});
