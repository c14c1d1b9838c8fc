/**
 * The blog as it grows: the real site with 300 generated articles (bench/corpus.ts) added.
 * Every listing page stays inside the byte budget, and every article is reachable from /blog
 * by following plain links, without JavaScript. (`GROWTH_ARTICLES=4000` runs it at full size.)
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { cp, mkdir, symlink } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { textContent } from 'domutils';
import { parseDocument as parse } from 'htmlparser2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { benchId, writeCorpus } from '../../bench/corpus';
import { BLOG_CATEGORIES } from '../../content/types';
import { select } from '../../src/generator/check/load-dist';
import { headersFor, parseHeadersFile } from '../../src/generator/headers-file';
import { build, type BuildResult } from '../../src/generator/index';
import { MAX_HEADER_RULES } from '../../src/generator/pipeline/security-headers';
import { makeTemporaryFolder, removeTemporaryFolders, repoRoot } from '../helpers';

const ARTICLES = Number(process.env.GROWTH_ARTICLES) || 300;
const PAGE_BUDGET = 14 * 1024;
const LISTING = /^\/blog(\/page\/\d+|\/category\/[a-z-]+(\/page\/\d+)?)?$/;

let root: string;
let result: BuildResult;
const dist = (...parts: string[]) => path.join(root, 'dist', ...parts);
const fileOf = (route: string) => dist(route === '/' ? 'index.html' : `${route.slice(1)}.html`);
const html = (route: string) => readFileSync(fileOf(route), 'utf8');
const realArticles = () =>
  result.pages.filter(
    (page) =>
      /^\/blog\/[a-z0-9-]+$/.test(page.route) &&
      !page.route.startsWith('/blog/bench-') &&
      !LISTING.test(page.route),
  );

beforeAll(async () => {
  root = await makeTemporaryFolder('site-growth-');
  for (const entry of [
    'pages',
    'content',
    'src',
    'styles',
    'public',
    'package.json',
    'tsconfig.json',
  ])
    await cp(path.join(repoRoot, entry), path.join(root, entry), { recursive: true });
  await symlink(path.join(repoRoot, 'node_modules'), path.join(root, 'node_modules'));
  await mkdir(path.join(root, 'content', 'blog'), { recursive: true });
  await writeCorpus(path.join(root, 'content', 'blog'), ARTICLES);
  result = await build({ root });
}, 600_000);

afterAll(removeTemporaryFolders);

describe(`the blog with ${ARTICLES} more articles`, () => {
  it('shows the six newest articles on /blog with Load More as a link to /blog/page/2', () => {
    const page = parse(html('/blog'));
    expect(select('main article.blog-card', page)).toHaveLength(6);
    const more = select('main a[data-load-more]', page)[0]!;
    expect(more.attribs.href).toBe('/blog/page/2');
    expect(textContent(more).trim()).toBe('Load More Articles');
  });

  it('keeps every listing page within 14 KB of HTML and CSS gzipped', () => {
    const listings = result.pages.filter((page) => LISTING.test(page.route));
    const total = ARTICLES + realArticles().length;
    expect(listings.length).toBeGreaterThanOrEqual(Math.ceil(total / 6));
    const sizes = listings.map((page) => {
      const text = html(page.route);
      const sheets = [...text.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map(
        (match) => gzipSync(readFileSync(dist(match[1]!))).byteLength,
      );
      return {
        route: page.route,
        bytes: gzipSync(text).byteLength + sheets.reduce((sum, size) => sum + size, 0),
      };
    });
    const largest = sizes.reduce((a, b) => (b.bytes > a.bytes ? b : a));
    console.log(
      `largest listing page: ${largest.route}, ${largest.bytes} B gzipped (HTML + CSS), of ${listings.length} listing pages`,
    );
    expect(sizes.filter((size) => size.bytes > PAGE_BUDGET)).toEqual([]);
  });

  it('reaches every article from /blog by following only the links of the listing pages', () => {
    const seen = new Set<string>(['/blog']);
    const articles = new Set<string>();
    for (const queue = ['/blog']; queue.length > 0; ) {
      const route = queue.pop()!;
      for (const link of select('a[href]', parse(html(route)))) {
        const href = link.attribs.href!;
        if (!href.startsWith('/') || href.startsWith('//')) continue;
        const target = href.split(/[?#]/)[0]!;
        if (LISTING.test(target)) {
          if (!seen.has(target)) {
            expect(existsSync(fileOf(target)), `${target}, linked from ${route}`).toBe(true);
            seen.add(target);
            queue.push(target);
          }
        } else if (/^\/blog\/[a-z0-9-]+$/.test(target) && target !== '/blog/feed') {
          articles.add(target);
        }
      }
    }
    const expected = [
      ...Array.from({ length: ARTICLES }, (_, index) => `/blog/${benchId(index + 1)}`),
      ...realArticles().map((page) => page.route),
    ];
    expect(expected.filter((route) => !articles.has(route))).toEqual([]);
    expect(articles.size).toBe(expected.length);
  });

  it('pages every category the same way, each page with its own title', () => {
    for (const category of BLOG_CATEGORIES) {
      const slug = category.toLowerCase().replace(/ /g, '-');
      const second = parse(html(`/blog/category/${slug}/page/2`));
      expect(textContent(select('h1', second))).toBe(`${category}: page 2`);
      expect(
        select('main article.blog-card', second).every(
          (card) => card.attribs['data-category'] === category,
        ),
      ).toBe(true);
      expect(select('main a[rel="prev"]', second)[0]?.attribs.href).toBe(`/blog/category/${slug}`);
    }
    const titles = result.pages
      .filter((page) => LISTING.test(page.route))
      .map((page) => textContent(select('title', parse(html(page.route)))));
    expect(new Set(titles).size).toBe(titles.length);
  });

  it('writes a _headers file within Cloudflare Pages’ 100 rules, every article revalidating', () => {
    const rules = parseHeadersFile(readFileSync(dist('_headers'), 'utf8'));
    expect(rules.length).toBeLessThanOrEqual(MAX_HEADER_RULES);
    const cacheControl = headersFor(rules, `/blog/${benchId(ARTICLES - 1)}`).filter(
      ([name]) => name === 'Cache-Control',
    );
    expect(cacheControl).toEqual([['Cache-Control', 'no-cache']]);
  });

  it('lists every listing page in the sitemap and writes a search index of every article', () => {
    const sitemap = readFileSync(dist('sitemap.xml'), 'utf8');
    for (const route of [
      '/blog/page/2',
      '/blog/category/technology',
      '/blog/category/technology/page/2',
    ])
      expect(sitemap).toContain(`/${route.slice(1)}</loc>`);
    const manifest = JSON.parse(readFileSync(dist('blog', 'search.json'), 'utf8')) as {
      count: number;
      shards: string;
    };
    // The articles, then the guide and the five destination pages in three languages (search-pages.ts).
    expect(manifest.count).toBe(ARTICLES + realArticles().length + 18);
    const rows = readdirSync(dist('blog', 'search'))
      .filter((name) => name.startsWith('r-'))
      .flatMap(
        (name) => JSON.parse(readFileSync(dist('blog', 'search', name), 'utf8')) as string[][],
      );
    expect(rows).toHaveLength(manifest.count);
    // A one-word search downloads the manifest, the word's shard and one row file: far under 100 KB gzipped.
    const gzipped = (...parts: string[]) =>
      gzipSync(readFileSync(dist('blog', ...parts))).byteLength;
    expect(
      gzipped('search.json') + gzipped('search', 'w-cu.json') + gzipped('search', 'r-0.json'),
    ).toBeLessThan(100 * 1024);
  });
});
