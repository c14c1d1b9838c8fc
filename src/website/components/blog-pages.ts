/** The blog's listing pages: all articles and each category, newest first, six to a page. */
import { blogCategoryCopy } from '../../../content/blog-categories';
import { BLOG_CATEGORIES, type BlogCategory } from '../../../content/types';
import type { ListPage } from '#site';
import { paginate } from '#site';
import { formatDate } from './format';
import { pageTitle, sortByDate, type BlogEntry, type SiteProps } from './site-page';

/** The spec's six cards: one page of a listing. */
export const ARTICLES_PER_PAGE = 6;
export const BLOG_TITLE = 'Shipping guides and tips';
export const BLOG_LEAD = 'Straight answers from our Hyderabad team on packing, customs, costs and tracking.';
/** The search index of every article (content/config.ts `dataFiles`), fetched when a visitor searches or filters. */
export const SEARCH_INDEX_PATH = '/blog/search.json';

/**
 * An article as a listing shows it: no body. (Watch mode compares a page's props to decide
 * whether to render it again, so an article's body edit re-renders its own page, not the
 * listings that show its card.)
 */
export type ListedArticle = Pick<BlogEntry, 'id' | 'data'>;

/** What a listing page renders: its page of articles and, on a category's pages, the category. */
export type ListingProps = SiteProps<{ page: ListPage<ListedArticle>; category?: BlogCategory }>;

/** Newest first, without their bodies. */
const listed = (articles: BlogEntry[]): ListedArticle[] => sortByDate(articles).map(({ id, data }) => ({ id, data }));

export const categoryRoute = (category: BlogCategory) => `/blog/category/${blogCategoryCopy[category].slug}`;

/** Every page of the whole blog: /blog, /blog/page/2, … */
export function blogPages(articles: BlogEntry[]) {
  return paginate(listed(articles), { pageSize: ARTICLES_PER_PAGE, route: '/blog' });
}

/** Every page of every category (an empty category gets its one empty page), each with its category. */
export function categoryPages(articles: BlogEntry[]) {
  const newest = listed(articles);
  return BLOG_CATEGORIES.flatMap((category) =>
    paginate(
      newest.filter((article) => article.data.category === category),
      { pageSize: ARTICLES_PER_PAGE, route: categoryRoute(category), params: { category: blogCategoryCopy[category].slug } },
    ).map((entry) => ({ params: entry.params, props: { ...entry.props, category } })),
  );
}

/** ", page 2 of 12" after page 1; nothing on page 1. */
const pageSuffix = (page: ListPage<unknown>) => (page.number > 1 ? `, page ${page.number} of ${page.pageCount}` : '');

/** The h1 of a listing page. */
export function listingHeading({ page, category }: Pick<ListingProps, 'page' | 'category'>): string {
  return `${category ?? BLOG_TITLE}${page.number > 1 ? `: page ${page.number}` : ''}`;
}

/** Title and description: each page of each listing has its own. */
export function listingMeta({ page, category }: Pick<ListingProps, 'page' | 'category'>) {
  if (!category) {
    return {
      title: pageTitle(`Blog: Shipping Guides and Tips${pageSuffix(page)}`),
      description: `${page.number > 1 ? `Page ${page.number} of ${page.pageCount} of our practical guides` : 'Practical guides'} on international shipping from India: packing, customs documents, saving on courier costs and tracking your parcel.`,
    };
  }
  const { description } = blogCategoryCopy[category];
  return {
    title: pageTitle(`${category}: Shipping Guides and Tips${pageSuffix(page)}`),
    description: page.number > 1 ? `Page ${page.number} of ${page.pageCount} of our ${category} articles. ${description}` : description,
  };
}

/**
 * One article in the search index: [id, title, excerpt, category, date, date as written, read
 * time, image, words of its text].
 */
export type SearchRow = [string, string, string, string, string, string, string, string, string];

/**
 * How many words of an article's text the index keeps beside its title and excerpt: a bounded
 * number, so the one index file grows by a fixed amount an article however long it is
 * (docs/performance.md has what it weighs at 6 and 4,000 articles).
 */
export const SEARCH_WORDS_PER_ARTICLE = 64;

/** How often each word of four letters or more occurs in an article's text (its HTML without tags, entities or {{tokens}}). */
function wordCounts(html: string): Map<string, number> {
  const text = html.replace(/\{\{\w+\}\}|<[^>]*>|&[#\w]+;/g, ' ').toLowerCase();
  // A Map keeps the order of first use: ties in rank go to the word the article uses first.
  const counts = new Map<string, number>();
  for (const word of text.match(/[\p{L}\p{M}]{4,}/gu) ?? []) counts.set(word, (counts.get(word) ?? 0) + 1);
  return counts;
}

/**
 * The words of each article's text that best tell it apart: those not already in its title,
 * excerpt or category, ranked by how often the article uses them and how few other articles
 * do (tf-idf), at most SEARCH_WORDS_PER_ARTICLE of them. "pickles" in one article's body makes
 * a search for "pickle" find it.
 */
function distinctiveWords(articles: BlogEntry[]): string[] {
  const counts = articles.map((article) => wordCounts(article.html));
  const articlesWith = new Map<string, number>();
  for (const words of counts) for (const word of words.keys()) articlesWith.set(word, (articlesWith.get(word) ?? 0) + 1);
  return articles.map(({ data }, index) => {
    const shown = new Set(`${data.title} ${data.excerpt} ${data.category}`.toLowerCase().match(/[\p{L}\p{M}]+/gu));
    const ranked: Array<[string, number]> = [];
    for (const [word, count] of counts[index]!) if (!shown.has(word)) ranked.push([word, count * Math.log((articles.length + 1) / articlesWith.get(word)!)]);
    return ranked
      .sort((a, b) => b[1] - a[1])
      .slice(0, SEARCH_WORDS_PER_ARTICLE)
      .map(([word]) => word)
      .join(' ');
  });
}

/** The search index: every article, newest first, as compact rows (src/website/client/blog.ts reads them). */
export function searchIndex(articles: BlogEntry[]): SearchRow[] {
  const newest = sortByDate(articles);
  const words = distinctiveWords(newest);
  return newest.map(({ id, data }, index) => [id, data.title, data.excerpt, data.category, data.publishDate, formatDate(data.publishDate), data.readTime, data.image, words[index]!]);
}
