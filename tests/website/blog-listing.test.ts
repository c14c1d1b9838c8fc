/** The blog's listing pages as components: page links, empty categories, titles of each page. */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BLOG_CATEGORIES } from '../../content/types';
import { BlogListing } from '../../src/website/components/BlogListing';
import { pagerNumbers } from '../../src/website/components/BlogPager';
import { blogPages, categoryPages, listingMeta, SEARCH_WORDS_PER_ARTICLE, searchIndex } from '../../src/website/components/blog-pages';
import type { BlogEntry } from '../../src/website/components/site-page';

const article = (n: number, category = BLOG_CATEGORIES[n % BLOG_CATEGORIES.length]!): BlogEntry => ({
  id: `article-${n}`,
  collection: 'blog',
  file: `content/blog/article-${n}.md`,
  html: '<p>Body.</p>',
  data: { title: `Article number ${n}`, excerpt: 'An excerpt long enough for the schema of the blog articles.', category, readTime: '3 min read', publishDate: `2026-01-${String((n % 28) + 1).padStart(2, '0')}`, image: '/images/blog/cut-your-courier-costs.svg' },
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
    const html = renderToStaticMarkup(createElement(BlogListing, { page: technology.props.page, category: 'Technology' }));
    expect(html).toContain('There are no Technology articles yet. <a href="/blog">See all articles</a>.');
    expect(html).not.toMatch(/<p class="empty" hidden/);
    expect(html).toContain('No articles yet');
    expect(html).not.toContain('class="pager"');
  });

  it('give every page of every listing its own title and description', () => {
    const articles = Array.from({ length: 80 }, (_, n) => article(n));
    const metas = [...blogPages(articles), ...categoryPages(articles)].map((entry) => listingMeta(entry.props));
    expect(metas.length).toBeGreaterThan(14);
    expect(new Set(metas.map((meta) => meta.title)).size).toBe(metas.length);
    expect(new Set(metas.map((meta) => meta.description)).size).toBe(metas.length);
  });

  it('make Load More a link to the next page while there is one, with numbered page links', () => {
    const articles = Array.from({ length: 20 }, (_, n) => article(n));
    const [first, , , last] = blogPages(articles).map((entry) => renderToStaticMarkup(createElement(BlogListing, { page: entry.props.page })));
    expect(first).toContain('<a class="btn btn-outline" href="/blog/page/2" data-load-more="">Load More Articles</a>');
    expect(first).toContain('<a href="/blog/page/4" aria-label="Page 4">4</a>');
    expect(textOf(first!, 'results')).toBe('Showing 1–6 of 20 articles');
    // The last page keeps the spec's button in its markup, hidden from view and from screen readers.
    expect(last).toContain('<button type="button" class="btn btn-outline" hidden="" data-load-more="">Load More Articles</button>');
    expect(last).toContain('<a href="/blog/page/3" rel="prev">Previous</a>');
    expect(textOf(last!, 'results')).toBe('Showing 19–20 of 20 articles');
  });

  it('count the articles shown in plain English: one article, one on a page, or a range', () => {
    const render = (count: number, page = 0) => textOf(renderToStaticMarkup(createElement(BlogListing, { page: blogPages(Array.from({ length: count }, (_, n) => article(n)))[page]!.props.page })), 'results');
    expect(render(1)).toBe('Showing 1 article');
    expect(render(7, 1)).toBe('Showing 7 of 7 articles');
    expect(render(6)).toBe('Showing 1–6 of 6 articles');
    expect(render(0)).toBe('No articles yet');
  });
});

describe('the blog search index', () => {
  const withBody = (n: number, html: string): BlogEntry => ({ ...article(n), html });

  it('carries words of each article’s text that its title and excerpt do not, so a search for one finds it', () => {
    const rows = searchIndex([withBody(1, '<p>Oily <strong>pickles</strong> may be refused.</p>'), withBody(2, '<p>Bubble wrap and foam.</p>')]);
    const byId = Object.fromEntries(rows.map((row) => [row[0], row[8]]));
    expect(byId['article-1']!.split(' ')).toEqual(expect.arrayContaining(['pickles', 'oily', 'refused']));
    expect(byId['article-1']).not.toContain('foam');
    expect(byId['article-2']!.split(' ')).toEqual(expect.arrayContaining(['bubble', 'wrap', 'foam']));
    // Words already in the title or excerpt, short words, tags and entities are left out.
    expect(byId['article-1']!.split(' ')).not.toContain('strong');
    expect(byId['article-1']!.split(' ')).not.toContain('may');
  });

  it('keeps at most a fixed number of words an article, the ones that tell it apart from the others', () => {
    const long = Array.from({ length: 300 }, (_, n) => `word${String.fromCharCode(97 + (n % 26))}${String.fromCharCode(97 + Math.floor(n / 26))}`).join(' ');
    const rows = searchIndex([withBody(1, `<p>${long} shared shared</p>`), withBody(2, '<p>shared shared shared</p>')]);
    expect(Object.fromEntries(rows.map((row) => [row[0], row[8].split(' ').length]))).toEqual({ 'article-1': SEARCH_WORDS_PER_ARTICLE, 'article-2': 1 });
    // "shared" is in both articles, so each of the first's own words ranks above it.
    expect(rows.find((row) => row[0] === 'article-1')![8]).not.toContain('shared');
  });
});

/** The text of the element with `className` in rendered markup, without its tags. */
function textOf(html: string, className: string): string {
  const start = html.indexOf(`class="${className}"`);
  const end = html.indexOf('</p>', start);
  return html.slice(html.indexOf('>', start) + 1, end).replace(/<[^>]+>/g, '');
}
