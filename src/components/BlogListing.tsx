import { BLOG_CATEGORIES, type BlogArticle } from '../../content/types';
import { BlogCard } from './BlogCard';
import { Icon } from './Icon';

export const ARTICLES_PER_PAGE = 6;

/**
 * Search, category filters, the cards and Load More. Without JavaScript every card is listed;
 * with it, src/client filters the cards and pages them (see data-* attributes).
 */
export function BlogListing({ articles }: { articles: Array<{ id: string; data: BlogArticle }> }) {
  return (
    <div className="blog-listing" data-blog="" data-page-size={ARTICLES_PER_PAGE}>
      <div className="blog-controls">
        <form className="search" role="search" action="/blog" method="get" data-blog-search-form="">
          <label htmlFor="blog-search">Search articles</label>
          <div className="search-field">
            <Icon name="search" size={20} />
            <input id="blog-search" name="q" type="search" placeholder="Search shipping guides, tips…" autoComplete="off" data-blog-search="" />
            <button type="submit" className="btn btn-primary btn-sm">
              Search
            </button>
          </div>
        </form>
        <div className="filters" role="group" aria-label="Filter by category">
          {['All', ...BLOG_CATEGORIES].map((category) => (
            <button key={category} type="button" className="chip" data-filter={category} aria-pressed={category === 'All' ? 'true' : 'false'}>
              {category}
            </button>
          ))}
        </div>
      </div>
      <p className="results" role="status" data-blog-status="">
        Showing all {articles.length} articles
      </p>
      <div className="card-grid">
        {articles.map(({ id, data }) => (
          <BlogCard key={id} id={id} article={data} />
        ))}
      </div>
      <p className="empty" hidden data-blog-empty="">
        No articles match your search. Try another word or choose All.
      </p>
      <div className="load-more">
        {/* Every card is already listed without JavaScript, so the button starts disabled; the script enables it when it pages. */}
        <button type="button" className="btn btn-outline" disabled data-load-more="">
          Load More Articles
        </button>
      </div>
    </div>
  );
}
