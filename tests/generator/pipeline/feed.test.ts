import { XMLParser } from 'fast-xml-parser';
import { readdirSync, readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { renderSitemap } from '../../../src/generator/pipeline/write-site';
import { build, check } from '../../../src/generator/index';
import type { SiteError } from '../../../src/generator/diagnostics';
import { copyFixture, editFile, removeTemporaryFolders } from '../../helpers';
import { realSiteBuild, realSiteCheck, SHARED_BUILD_TIMEOUT_MS } from '../../shared-build';

afterAll(removeTemporaryFolders);

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  isArray: (name) => name === 'entry' || name === 'link',
});

function parseFeed(file: string) {
  const xml = readFileSync(file, 'utf8');
  const document = parser.parse(xml, true) as { feed: Record<string, any> };
  return document.feed;
}

const FEED_CONFIG = `
export const feeds = [
  {
    path: '/blog/feed.xml',
    title: 'Fixture & friends',
    home: '/blog',
    collection: 'posts',
    item: (post: { id: string; data: { title: string; date: string } }) => ({ title: post.data.title, path: '/blog/' + post.id, date: post.data.date, summary: 'About ' + post.data.title + '.' }),
  },
];
`;

/** The basic site with 25 more posts, one a day from 2025-03-01 (their ids in file order are not their date order). */
async function siteWith25Posts(): Promise<string> {
  const root = await copyFixture('basic-site');
  for (let day = 1; day <= 25; day += 1) {
    const date = `2025-03-${String(day).padStart(2, '0')}`;
    const id = `post-${String((day * 7) % 25).padStart(2, '0')}`;
    await writeFile(
      path.join(root, 'content', 'posts', `${id}.md`),
      `---\ntitle: Post of ${date}\ncategory: News\ndate: ${date}\n---\n\nText.\n`,
    );
  }
  await editFile(root, 'content/config.ts', (text) => text + FEED_CONFIG);
  return root;
}

/** The error a build of `root` rejects with (a build that succeeds fails the test). */
const buildError = (root: string) =>
  build({ root }).then(
    () => expect.fail('the build succeeded'),
    (reason: unknown) => reason as SiteError,
  );

describe('the Atom feed of a collection', () => {
  it('lists the 20 newest entries, newest first, with absolute links, dates and summaries, and validates as Atom', async () => {
    const root = await siteWith25Posts();
    await build({ root });
    const feed = parseFeed(path.join(root, 'dist', 'blog', 'feed.xml'));

    expect(feed['@xmlns']).toBe('http://www.w3.org/2005/Atom');
    expect(feed.title).toBe('Fixture & friends');
    expect(feed.id).toBe('https://fixture.example/blog/feed.xml');
    expect(feed.link).toContainEqual({
      '@rel': 'self',
      '@href': 'https://fixture.example/blog/feed.xml',
    });
    // The two fixture posts are from 2026, then the 25 of March 2025 from the 25th down.
    const titles = feed.entry.map((entry: any) => entry.title['#text'] ?? entry.title);
    expect(titles).toHaveLength(20);
    expect(titles.slice(0, 4)).toEqual([
      'Second: a guide',
      'Hello world',
      'Post of 2025-03-25',
      'Post of 2025-03-24',
    ]);
    expect(titles.at(-1)).toBe('Post of 2025-03-08');
    expect(feed.updated).toBe('2026-02-03T00:00:00.000Z');
    for (const entry of feed.entry) {
      expect(entry.id).toMatch(/^https:\/\/fixture\.example\/blog\/[\w-]+$/);
      expect(entry.link[0]['@href']).toBe(entry.id);
      expect(Date.parse(entry.updated)).not.toBeNaN();
      expect(entry.summary['#text'] ?? entry.summary).toMatch(/^About .+\.$/);
    }
    // Every entry links to a page the build wrote.
    const third = feed.entry[2];
    expect(readdirSync(path.join(root, 'dist', 'blog'))).toContain(
      `${new URL(third.id).pathname.split('/').at(-1)}.html`,
    );
  });

  it('is linked from the head of every page', async () => {
    const root = await siteWith25Posts();
    const result = await build({ root });
    for (const page of result.pages) {
      const html = readFileSync(path.join(root, 'dist', page.path), 'utf8');
      const head = html.slice(0, html.indexOf('</head>'));
      expect(head, page.route).toContain(
        '<link rel="alternate" type="application/atom+xml" title="Fixture &amp; friends" href="/blog/feed.xml"/>',
      );
    }
  });

  it('naming a collection that does not exist fails the build with the field to fix, and leaves the previous output', async () => {
    const root = await siteWith25Posts();
    await build({ root });
    const before = readFileSync(path.join(root, 'dist', 'index.html'), 'utf8');
    await editFile(root, 'content/config.ts', (text) =>
      text.replace("collection: 'posts'", "collection: 'articles'"),
    );
    const error = await buildError(root);
    expect(error?.name).toBe('SiteError');
    expect(error.diagnostics).toContainEqual(
      expect.objectContaining({ file: 'content/config.ts', field: 'feeds[0].collection' }),
    );
    expect(error.diagnostics[0]!.hint).toContain('posts');
    expect(readFileSync(path.join(root, 'dist', 'index.html'), 'utf8')).toBe(before);
    expect(readdirSync(path.join(root, 'dist', 'blog'))).toContain('feed.xml');
  });

  it('refuses a feed path that climbs out of the output folder with .., naming the field, and writes nothing outside it', async () => {
    const root = await siteWith25Posts();
    await editFile(root, 'content/config.ts', (text) =>
      text.replace("path: '/blog/feed.xml'", "path: '/../escape.xml'"),
    );
    const error = await buildError(root);
    expect(error?.name).toBe('SiteError');
    expect(error.diagnostics).toEqual([
      expect.objectContaining({ file: 'content/config.ts', field: 'feeds[0].path' }),
    ]);
    expect(readdirSync(root)).not.toContain('escape.xml');
  });
});

describe('XML written from text with control characters', () => {
  // The characters XML 1.0 forbids outright (its Char production), as every conforming parser reads them.
  const FORBIDDEN = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/;

  it('leaves a vertical tab in a title out of the feed, which XML parsers would reject, and site check passes it', async () => {
    const root = await siteWith25Posts();
    await editFile(root, 'content/posts/hello-world.md', (text) =>
      text.replace('title: Hello world', 'title: "Hello\\vworld\\u0001"'),
    );
    await build({ root });
    const xml = readFileSync(path.join(root, 'dist', 'blog', 'feed.xml'), 'utf8');
    expect(xml).not.toMatch(FORBIDDEN);
    expect(xml).toContain('Helloworld');
    expect((await check({ root })).problems).toEqual([]);
  });

  it('leaves them out of the sitemap too', () => {
    const sitemap = renderSitemap('https://fixture.example', [
      { route: '/a\u000bb', meta: { title: 'A', description: 'B' } },
    ]);
    expect(String(sitemap.contents)).not.toMatch(FORBIDDEN);
    expect(String(sitemap.contents)).toContain('<loc>https://fixture.example/ab</loc>');
  });
});

describe('the real site feed', () => {
  it('lists the newest blog articles at /blog/feed.xml and site check passes', {
    timeout: SHARED_BUILD_TIMEOUT_MS,
  }, async () => {
    const { outDir } = await realSiteBuild();
    const feed = parseFeed(path.join(outDir, 'blog', 'feed.xml'));
    const links: string[] = feed.entry.map((entry: any) => entry.link[0]['@href']);
    expect(links.length).toBeGreaterThan(0);
    expect(links.length).toBeLessThanOrEqual(20);
    for (const link of links)
      expect(link).toMatch(/^https:\/\/www\.skylinecourier\.in\/blog\/[\w-]+$/);
    const dates = feed.entry.map((entry: any) => Date.parse(entry.updated));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    const { problems } = await realSiteCheck();
    expect(problems).toEqual([]);
  });
});
