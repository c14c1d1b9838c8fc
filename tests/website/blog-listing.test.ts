/** The blog's listing pages as components: page links, empty categories, titles of each page. */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BLOG_CATEGORIES } from '../../content/types';
import { BlogListing } from '../../src/website/components/BlogListing';
import { pagerNumbers } from '../../src/website/components/BlogPager';
import {
  articlesByWord,
  blogPages,
  categoryPages,
  listingMeta,
  SEARCH_CHUNK,
  SEARCH_INDEX_PATH,
  searchIndexFiles,
  type SearchManifest,
  type SearchRow,
} from '../../src/website/components/blog-pages';
import { searchWords, shardOf } from '../../src/website/client/search-words';
import type { BlogEntry } from '../../src/website/components/site-page';

const article = (
  n: number,
  category = BLOG_CATEGORIES[n % BLOG_CATEGORIES.length]!,
): BlogEntry => ({
  id: `article-${n}`,
  collection: 'blog',
  file: `content/blog/article-${n}.md`,
  html: '<p>Body.</p>',
  data: {
    title: `Article number ${n}`,
    excerpt: 'An excerpt long enough for the schema of the blog articles.',
    category,
    readTime: '3 min read',
    publishDate: `2026-01-${String((n % 28) + 1).padStart(2, '0')}`,
    image: '/images/blog/cut-your-courier-costs.svg',
  },
});

describe('the blog listing pages', () => {
  it('link the first, the last and two pages either side of the current one, with gaps between', () => {
    expect(pagerNumbers(1, 1)).toEqual([1]);
    expect(pagerNumbers(1, 5)).toEqual([1, 2, 3, 'gap', 5]);
    expect(pagerNumbers(10, 667)).toEqual([1, 'gap', 8, 9, 10, 11, 12, 'gap', 667]);
    expect(pagerNumbers(667, 667)).toEqual([1, 'gap', 665, 666, 667]);
    expect(pagerNumbers(3, 6)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('give a category without articles one page that says so and links to all articles', () => {
    const pages = categoryPages([article(1, 'Regulations')]);
    const technology = pages.find((entry) => entry.props.category === 'Technology')!;
    expect(technology.props.page.items).toEqual([]);
    const html = renderToStaticMarkup(
      createElement(BlogListing, { page: technology.props.page, category: 'Technology' }),
    );
    expect(html).toContain(
      'There are no Technology articles yet. <a href="/blog">See all articles</a>.',
    );
    expect(html).not.toMatch(/<p class="empty" hidden/);
    expect(html).toContain('No articles yet');
    expect(html).not.toContain('class="pager"');
  });

  it('give every page of every listing its own title and description', () => {
    const articles = Array.from({ length: 80 }, (_, n) => article(n));
    const metas = [...blogPages(articles), ...categoryPages(articles)].map((entry) =>
      listingMeta(entry.props),
    );
    expect(metas.length).toBeGreaterThan(14);
    expect(new Set(metas.map((meta) => meta.title)).size).toBe(metas.length);
    expect(new Set(metas.map((meta) => meta.description)).size).toBe(metas.length);
  });

  it('make Load More a link to the next page while there is one, with numbered page links', () => {
    const articles = Array.from({ length: 20 }, (_, n) => article(n));
    const [first, , , last] = blogPages(articles).map((entry) =>
      renderToStaticMarkup(createElement(BlogListing, { page: entry.props.page })),
    );
    expect(first).toContain(
      '<a class="btn btn-outline" href="/blog/page/2" data-load-more="">Load More Articles</a>',
    );
    expect(first).toContain('<a href="/blog/page/4" aria-label="Page 4">4</a>');
    expect(textOf(first!, 'results')).toBe('Showing 1–6 of 20 articles');
    // The last page keeps the spec's button in its markup, hidden from view and from screen readers.
    expect(last).toContain(
      '<button type="button" class="btn btn-outline" hidden="" data-load-more="">Load More Articles</button>',
    );
    expect(last).toContain('<a href="/blog/page/3" rel="prev">Previous</a>');
    expect(textOf(last!, 'results')).toBe('Showing 19–20 of 20 articles');
  });

  it('count the articles shown in plain English: one article, one on a page, or a range', () => {
    const render = (count: number, page = 0) =>
      textOf(
        renderToStaticMarkup(
          createElement(BlogListing, {
            page: blogPages(Array.from({ length: count }, (_, n) => article(n)))[page]!.props.page,
          }),
        ),
        'results',
      );
    expect(render(1)).toBe('Showing 1 article');
    expect(render(7, 1)).toBe('Showing 7 of 7 articles');
    expect(render(6)).toBe('Showing 1–6 of 6 articles');
    expect(render(0)).toBe('No articles yet');
  });
});

describe('the blog search index', () => {
  const withBody = (n: number, html: string): BlogEntry => ({ ...article(n), html });
  /** The articles (by id) whose words start with `prefix`, as the listing's script looks them up. */
  const find = (files: Record<string, unknown>, prefix: string) => {
    const manifest = files[SEARCH_INDEX_PATH] as SearchManifest;
    const shard = (files[`/blog/search/w-${shardOf(prefix)}.json`] ?? {}) as Record<
      string,
      number[]
    >;
    expect(manifest.shards.split(' ').includes(shardOf(prefix))).toBe(
      `/blog/search/w-${shardOf(prefix)}.json` in files,
    );
    const numbers = new Set(
      Object.keys(shard).flatMap((term) => (term.startsWith(prefix) ? shard[term]! : [])),
    );
    const rows = Object.entries(files)
      .filter(([file]) => file.startsWith('/blog/search/r-'))
      .sort(([a], [b]) => Number(/\d+/.exec(a)![0]) - Number(/\d+/.exec(b)![0]))
      .flatMap(([, rows]) => rows as SearchRow[]);
    return [...numbers].map((n) => rows[n]![0]).sort();
  };

  it('finds an article by any word of its text, or the start of one, and not by its markup', () => {
    const files = searchIndexFiles([
      withBody(1, '<p>Oily <strong>pickles</strong> may be refused.</p>'),
      withBody(2, '<p>Bubble wrap &amp; foam, with <a href="/blog/x">a link</a>.</p>'),
    ]);
    expect(find(files, 'pickle')).toEqual(['article-1']);
    expect(find(files, 'refused')).toEqual(['article-1']);
    expect(find(files, 'foam')).toEqual(['article-2']);
    // Title, excerpt and category words count too: "number" is in both titles.
    expect(find(files, 'number')).toEqual(['article-1', 'article-2']);
    expect(find(files, 'strong')).toEqual([]);
    expect(find(files, 'href')).toEqual([]);
    expect(find(files, 'amp')).toEqual([]);
  });

  it('files the guide and destination pages after the articles, a Telugu page under its own script’s words only', () => {
    const page = {
      excerpt: '',
      kind: 'Guide',
      date: '2026-11-25',
      dateText: '',
      note: '',
      image: '/i.svg',
    };
    const files = searchIndexFiles([withBody(1, '<p>Pickles</p>')], undefined, [
      { ...page, href: '/what-can-i-send', title: 'What can I send', text: 'Pickles on WhatsApp' },
      {
        ...page,
        href: '/te/what-can-i-send',
        lang: 'te-IN',
        title: 'ఏమేం',
        text: 'పచ్చళ్లు WhatsApp',
      },
    ]);
    expect((files[SEARCH_INDEX_PATH] as SearchManifest).count).toBe(3);
    expect(find(files, 'pickles')).toEqual(['/what-can-i-send', 'article-1']);
    expect(find(files, 'whatsapp')).toEqual(['/what-can-i-send']);
    expect(find(files, 'పచ్చళ్లు')).toEqual(['/te/what-can-i-send']);
  });

  it('keeps every word of a long article, however far into its text', () => {
    const long = Array.from({ length: 3000 }, (_, n) => `filler${n}`).join(' ');
    expect(
      find(
        searchIndexFiles([withBody(1, `<p>${long} daughter</p>`), withBody(2, '<p>Short.</p>')]),
        'daughter',
      ),
    ).toEqual(['article-1']);
  });

  it('writes the cards in files of SEARCH_CHUNK rows, newest first, and a manifest with the count and each category', () => {
    const articles = Array.from({ length: SEARCH_CHUNK * 2 + 1 }, (_, n) => article(n));
    const files = searchIndexFiles(articles);
    const manifest = files[SEARCH_INDEX_PATH] as SearchManifest;
    expect(manifest.count).toBe(articles.length);
    const rowFiles = ['/blog/search/r-0.json', '/blog/search/r-1.json', '/blog/search/r-2.json'];
    expect(rowFiles.map((file) => (files[file] as SearchRow[]).length)).toEqual([
      SEARCH_CHUNK,
      SEARCH_CHUNK,
      1,
    ]);
    expect('/blog/search/r-3.json' in files).toBe(false);
    const rows = rowFiles.flatMap((file) => files[file] as SearchRow[]);
    expect(rows.map((row) => row[4])).toEqual([...rows.map((row) => row[4])].sort().reverse());
    expect(rows[0]).toEqual([
      expect.any(String),
      expect.any(String),
      articles[0]!.data.excerpt,
      expect.any(String),
      expect.any(String),
      expect.any(String),
      '3 min read',
      '/images/blog/cut-your-courier-costs.svg',
    ]);
    for (const category of BLOG_CATEGORIES) {
      expect(manifest.categories[category]!.map((n) => rows[n]![3])).toEqual(
        Array(manifest.categories[category]!.length).fill(category),
      );
    }
    expect(
      Object.values(manifest.categories)
        .flat()
        .sort((a, b) => a - b),
    ).toEqual([...rows.keys()]);
  });

  it('reads each text’s words exactly as the search box cuts them, in every script, leaving out HTML tags, entities and tokens, with the texts that use each', () => {
    const texts = [
      'Step-by-step: the UK’s 5 kg parcel, पार्सल! పచ్చడి pickles x 2026 naïve café',
      'pickles Pickles PICKLES, a b cd; 𝒜𝒷𝒸 mathematical letters and ఊరగాయ',
      '',
      Array.from({ length: 5000 }, (_, n) => `w${n.toString(36)}`).join(' '),
      // HTML: tags, entities and {{tokens}} are not words; a `<` with no `>` is only a character.
      '<p class="Big-Word">Oily <strong>PICKLES</strong> &amp; ghee {{companyName}} {{ not a token }} AT&amp;T İstanbul Ünïcode &#8377;5 <3 and more',
    ];
    const expected = new Map<string, number[]>();
    texts.forEach((text, id) => {
      for (const word of searchWords(text.replace(/\{\{\w+\}\}|<[^>]*>|&[#\w]+;/g, ' '))) {
        const ids = expected.get(word) ?? [];
        if (ids.at(-1) !== id) expected.set(word, [...ids, id]);
      }
    });
    expect(new Map([...articlesByWord(texts)].sort())).toEqual(new Map([...expected].sort()));
    expect(articlesByWord(texts).get('pickles')).toEqual([0, 1, 4]);
    expect(articlesByWord(texts).get('amp')).toBeUndefined();
  });

  it('files words by their first two characters, other scripts as their codes, and cuts text as the search box does', () => {
    expect(shardOf('pickles')).toBe('pi');
    expect(shardOf('uk')).toBe('uk');
    expect(shardOf('పచ్చడి')).toBe('_c2a_c1a');
    expect(searchWords('Step-by-step: UK’s 5 kg A parcel, पार्सल!')).toEqual([
      'step',
      'by',
      'step',
      'uk',
      'kg',
      'parcel',
      'पार्सल',
    ]);
  });
});

/** The text of the element with `className` in rendered markup, without its tags. */
function textOf(html: string, className: string): string {
  const start = html.indexOf(`class="${className}"`);
  const end = html.indexOf('</p>', start);
  return html.slice(html.indexOf('>', start) + 1, end).replace(/<[^>]+>/g, '');
}
