import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parse } from 'node-html-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type BuildResult } from '../../src/index';
import { copyFixture, removeTemporaryFolders } from '../helpers';

afterAll(removeTemporaryFolders);

describe('a site with locales (the i18n fixture)', () => {
  let root: string;
  let result: BuildResult;
  const read = (file: string) => readFile(path.join(root, 'dist', file), 'utf8');
  const page = async (file: string) => parse(await read(file));

  beforeAll(async () => {
    root = await copyFixture('i18n-site');
    result = await build({ root, workers: 0 });
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
    const telugu = await page('te/contact.html');
    expect(telugu.querySelector('h1')?.text).toBe('మమ్మల్ని సంప్రదించండి');
    expect(telugu.querySelector('p')?.text).toBe('నమస్కారం Ravi');
    expect(telugu.querySelector('title')?.text).toBe('మమ్మల్ని సంప్రదించండి');
    expect((await page('hi/index.html')).querySelectorAll('ol li').map((item) => item.text)).toEqual(['पैक', 'बुक', 'ट्रैक']);
    expect((await page('contact.html')).querySelector('button')?.text).toBe('Send');
  });

  it('gives paths() the locale, so a dynamic page can exist in fewer locales', async () => {
    expect((await page('te/guides/packing.html')).querySelector('h1')?.text).toBe('packing (te)');
    expect((await page('guides/customs.html')).querySelector('h1')?.text).toBe('customs (en)');
  });

  it('gives every page one language link per locale, in order: this page where it exists, else that locale\'s home', async () => {
    const links = async (file: string) =>
      (await page(file)).querySelectorAll('nav li a').map((a) => [a.getAttribute('href'), a.getAttribute('hreflang'), a.text, a.getAttribute('aria-current') ?? '', a.getAttribute('data-translated')]);
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
    expect((await links('guides/customs.html')).map(([href]) => href)).toEqual(['/guides/customs', '/te/', '/hi/']);
    expect((await links('guides/packing.html')).map(([href]) => href)).toEqual(['/guides/packing', '/te/guides/packing', '/hi/']);
    expect((await links('te/404.html')).map(([href]) => href)).toEqual(['/', '/te/', '/hi/']);
  });
});
