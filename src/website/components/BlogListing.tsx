import { i18n } from '../../../content/config';
import { whatCanISendHref, whatsappHref } from '../../../content/links';
import { BLOG_CATEGORIES, type BlogCategory } from '../../../content/types';
import type { ListPage } from '#site';
import { BlogCard } from './BlogCard';
import {
  ARTICLES_PER_PAGE,
  categoryRoute,
  SEARCH_INDEX_PATH,
  type ListedArticle,
} from './blog-pages';
import { BlogPager } from './BlogPager';
import { formatCount, keepTogether } from './format';
import { Icon } from './Icon';

/**
 * "Showing 7–12 of 4,000 articles", "Showing 7 of 7 articles" (one on the page), "Showing 1
 * article" (the only one); src/website/client/blog.ts writes the same after it changes the list.
 */
export function showingText(start: number, shown: number, total: number): string {
  if (total === 0) return 'No articles yet';
  if (total === 1) return 'Showing 1 article';
  const span =
    shown === 1
      ? formatCount(start + 1)
      : `${formatCount(start + 1)}–${formatCount(start + shown)}`;
  return `Showing ${span} of ${formatCount(total)} articles`;
}

/**
 * The status's words for the script, by key: `a` the articles of the listing or a category, a
 * locale's lang ("te-IN"; '' for English, the cards' own) the results of a search that found
 * pages in that language (the articles are English). Each list is [lang, none, one, many of "{span} of {n}"], and for `a` what a failed search says.
 */
const statusWords = JSON.stringify({
  a: [
    'en-IN',
    'No articles match',
    'Showing 1 article',
    'Showing {span} of {n} articles',
    'Search is unavailable; try again.',
  ],
  ...Object.fromEntries(
    Object.entries(i18n.locales).map(
      ([
        code,
        {
          lang,
          messages: { ui },
        },
      ]) => [
        code === i18n.defaultLocale ? '' : lang,
        [lang, ui.searchResults.none, ui.searchResults.one, ui.searchResults.many],
      ],
    ),
  ),
});

/**
 * Search, category links, one page of cards, Load More and the page links. Without JavaScript
 * the categories and Load More are links to real pages; with it, src/website/client/blog.ts appends
 * the next page in place and searches and filters over the search index (see data-* attributes).
 */
export function BlogListing({
  page,
  category,
}: {
  page: ListPage<ListedArticle>;
  category?: BlogCategory | undefined;
}) {
  const current = category ?? 'All';
  return (
    <div
      className="blog-listing"
      data-blog=""
      data-page-size={ARTICLES_PER_PAGE}
      data-index={SEARCH_INDEX_PATH}
      data-start={page.start}
      data-total={page.itemCount}
    >
      <div className="blog-controls">
        <form className="search" role="search" action="/blog" method="get" data-blog-search-form="">
          <label htmlFor="blog-search">Search articles</label>
          <div className="search-field">
            <Icon name="search" size={20} />
            <input
              id="blog-search"
              name="q"
              type="search"
              placeholder="Search articles and guides: pickles, medicines…"
              autoComplete="off"
              data-blog-search=""
            />
            <button type="submit" className="btn btn-primary btn-sm">
              Search
            </button>
          </div>
        </form>
        {/* A static page cannot search by itself: without the script, ?q= does nothing, so say where the answers are. */}
        <noscript>
          <p className="field-hint">
            Search needs JavaScript. Without it, choose a category below, see{' '}
            <a href={whatCanISendHref}>what you can send</a>, or{' '}
            <a href={whatsappHref}>ask us on WhatsApp</a>.
          </p>
        </noscript>
        <nav className="filters" aria-label="Categories">
          {(['All', ...BLOG_CATEGORIES] as const).map((name) => (
            <a
              key={name}
              className="chip"
              href={name === 'All' ? '/blog' : categoryRoute(name)}
              data-filter={name === 'All' ? '' : name}
              aria-current={name === current ? 'true' : undefined}
            >
              {name}
            </a>
          ))}
        </nav>
      </div>
      <p className="results" role="status" data-blog-status="" data-words={statusWords}>
        {keepTogether(showingText(page.start, page.items.length, page.itemCount))}
      </p>
      <div className="card-grid">
        {page.items.map(({ id, data }) => (
          <BlogCard key={id} id={id} article={data} />
        ))}
      </div>
      {page.itemCount === 0 ? (
        <p className="empty" data-blog-empty="">
          There are no {category ? `${category} articles` : 'articles'} yet.{' '}
          <a href="/blog">See all articles</a>.
        </p>
      ) : (
        // Shown by the script when a search finds nothing among the articles, the guide and the destination pages.
        <p className="empty" hidden data-blog-empty="">
          Nothing matches your search. Try another word, see{' '}
          <a href={whatCanISendHref}>what you can send</a> country by country, or{' '}
          <a href={whatsappHref}>ask us on WhatsApp</a>.
        </p>
      )}
      <div className="load-more">
        {page.next ? (
          <a className="btn btn-outline" href={page.next} data-load-more="">
            Load More Articles
          </a>
        ) : (
          // The last page: nothing more to load, so hidden from view and from screen readers (the script shows it while it pages search results).
          <button type="button" className="btn btn-outline" hidden data-load-more="">
            Load More Articles
          </button>
        )}
      </div>
      <BlogPager page={page} />
    </div>
  );
}
