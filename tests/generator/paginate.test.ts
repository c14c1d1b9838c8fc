import { existsSync } from 'node:fs';
import { readFile, writeFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { SiteError } from '../../src/generator/diagnostics';
import { build } from '../../src/generator/index';
import { paginate, pageUrl } from '../../src/generator/paginate';
import { copyFixture, removeTemporaryFolders, repoRoot } from '../helpers';

afterAll(removeTemporaryFolders);

const letters = 'abcdefghijklm'.split('');

describe('paginate()', () => {
  it('splits a list into pages of the given size, the last one holding the rest', () => {
    const pages = paginate(letters, { pageSize: 5, route: '/blog' });
    expect(pages.map((entry) => entry.props.page.items)).toEqual([
      letters.slice(0, 5),
      letters.slice(5, 10),
      letters.slice(10),
    ]);
    expect(pages.map((entry) => entry.props.page.number)).toEqual([1, 2, 3]);
    expect(pages.map((entry) => entry.props.page.start)).toEqual([0, 5, 10]);
    expect(
      pages.every((entry) => entry.props.page.pageCount === 3 && entry.props.page.itemCount === 13),
    ).toBe(true);
  });

  it('puts page 1 at the route itself and page N at <route>/page/N, with previous, next, first and last', () => {
    const [first, second, third] = paginate(letters, { pageSize: 5, route: '/blog' }).map(
      (entry) => entry.props.page,
    );
    expect(first).toMatchObject({
      url: '/blog',
      next: '/blog/page/2',
      first: '/blog',
      last: '/blog/page/3',
    });
    expect(first!.previous).toBeUndefined();
    expect(second).toMatchObject({ url: '/blog/page/2', previous: '/blog', next: '/blog/page/3' });
    expect(third).toMatchObject({ url: '/blog/page/3', previous: '/blog/page/2' });
    expect(third!.next).toBeUndefined();
  });

  it('gives params ready for a [page] file: the page number from page 2 on, plus the params passed in', () => {
    const pages = paginate(letters, {
      pageSize: 6,
      route: '/blog/category/tips',
      params: { category: 'tips' },
    });
    expect(pages.map((entry) => entry.params)).toEqual([
      { category: 'tips' },
      { category: 'tips', page: '2' },
      { category: 'tips', page: '3' },
    ]);
  });

  it('gives an empty list one empty page with no previous or next page', () => {
    const pages = paginate([], { pageSize: 6, route: '/blog' });
    expect(pages).toHaveLength(1);
    expect(pages[0]!.props.page).toEqual({
      number: 1,
      pageCount: 1,
      itemCount: 0,
      items: [],
      start: 0,
      url: '/blog',
      first: '/blog',
      last: '/blog',
    });
  });

  it('gives a list that fills its pages exactly no extra empty page', () => {
    expect(paginate(letters.slice(0, 12), { pageSize: 6, route: '/blog' })).toHaveLength(2);
    expect(paginate(letters.slice(0, 1), { pageSize: 6, route: '/blog' })).toHaveLength(1);
  });

  it('builds the URLs of a listing at the root without a double slash', () => {
    expect(pageUrl('/', 1)).toBe('/');
    expect(pageUrl('/', 2)).toBe('/page/2');
    expect(paginate(letters, { pageSize: 10, route: '/' })[1]!.props.page.previous).toBe('/');
  });

  it.each([0, -1, 2.5, Number.NaN, '6' as unknown as number])(
    'refuses the page size %s, saying what to pass instead',
    (pageSize) => {
      expect(() => paginate(letters, { pageSize, route: '/blog' })).toThrow(
        /page size .* is not a whole number of at least 1\. Pass how many items each page lists, such as \{ pageSize: 6 \}/,
      );
    },
  );

  it.each(['blog', '/blog/', ''])('refuses the route %j, which is not a path', (route) => {
    expect(() => paginate(letters, { pageSize: 6, route })).toThrow(
      /is not a URL path\. Pass the path of the first page/,
    );
  });

  it('does not change the list it was given', () => {
    const list = [...letters];
    paginate(list, { pageSize: 4, route: '/blog' })[0]!.props.page.items.push('z');
    expect(list).toEqual(letters);
  });
});

/** A `[page]` listing of the fixture's posts, `pageSize` to a page. */
const listingPage = (pageSize: number) => `
import type { PageProps } from ${JSON.stringify(path.join(repoRoot, 'src/generator/contract'))};
import { paginate } from ${JSON.stringify(path.join(repoRoot, 'src/generator/paginate'))};
export function paths({ collections }: PageProps) {
  return paginate(collections.posts!, { pageSize: ${pageSize}, route: '/news' }).slice(1);
}
export const meta = ({ page }: any) => ({ title: 'News, page ' + page.number, description: 'Page ' + page.number + ' of ' + page.pageCount + ' of the news.' });
export default function News({ page }: any) {
  return <main><h1>News, page {page.number}</h1>{page.items.map((post: any) => <a key={post.id} href={'/blog/' + post.id}>{post.data.title}</a>)}{page.previous && <a href={page.previous}>Previous</a>}</main>;
}
`;

describe('paginate() in a [page] file', () => {
  it('builds page 2 onwards at <route>/page/N', async () => {
    const root = await copyFixture('basic-site');
    await mkdir(path.join(root, 'pages/news/page'), { recursive: true });
    await writeFile(path.join(root, 'pages/news/page/[page].tsx'), listingPage(1));
    const result = await build({ root });
    expect(result.pages.map((page) => page.route)).toContain('/news/page/2');
    expect(existsSync(path.join(root, 'dist/news/page/1.html'))).toBe(false);
    const html = await readFile(path.join(root, 'dist/news/page/2.html'), 'utf8');
    expect(html).toContain('<title>News, page 2</title>');
    expect(html).toContain('<a href="/news">Previous</a>');
  });

  it('reports a page size of 0 as a build error naming the page file', async () => {
    const root = await copyFixture('basic-site');
    await mkdir(path.join(root, 'pages/news/page'), { recursive: true });
    await writeFile(path.join(root, 'pages/news/page/[page].tsx'), listingPage(0));
    const error = await build({ root }).then(
      () => undefined,
      (reason: unknown) => reason as SiteError,
    );
    expect(error?.name).toBe('SiteError');
    expect(error!.diagnostics).toEqual([
      expect.objectContaining({
        file: 'pages/news/page/[page].tsx',
        field: 'paths',
        message: expect.stringMatching(/page size 0, which is not a whole number of at least 1/),
      }),
    ]);
    expect(existsSync(path.join(root, 'dist')), 'no output is written').toBe(false);
  });
});
