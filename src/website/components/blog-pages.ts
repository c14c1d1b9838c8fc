/** The blog's listing pages: all articles and each category, newest first, six to a page. */
import { blogCategoryCopy } from '../../../content/blog-categories';
import { BLOG_CATEGORIES, type BlogCategory } from '../../../content/types';
import type { ListPage } from '#site';
import { paginate } from '#site';
import { SEARCH_CHUNK } from '../client/search-words';
import { SEARCH_INDEX_PATH } from './search-index';
import { pageTitle, sortByDate, type BlogEntry, type SiteProps } from './site-page';

export { SEARCH_CHUNK, SEARCH_INDEX_PATH };
export {
  articlesByWord,
  searchIndexFiles,
  type SearchManifest,
  type SearchRow,
} from './search-index';

/** The spec's six cards: one page of a listing. */
export const ARTICLES_PER_PAGE = 6;
export const BLOG_TITLE = 'Shipping guides and tips';
export const BLOG_LEAD =
  'Straight answers from our Hyderabad team on packing, customs, costs and tracking.';

/**
 * An article as a listing shows it: no body. (Watch mode compares a page's props to decide
 * whether to render it again, so an article's body edit re-renders its own page, not the
 * listings that show its card.)
 */
export type ListedArticle = Pick<BlogEntry, 'id' | 'data'>;

/** What a listing page renders: its page of articles and, on a category's pages, the category. */
export type ListingProps = SiteProps<{ page: ListPage<ListedArticle>; category?: BlogCategory }>;

/** Newest first, without their bodies. */
const listed = (articles: BlogEntry[]): ListedArticle[] =>
  sortByDate(articles).map(({ id, data }) => ({ id, data }));

export const categoryRoute = (category: BlogCategory) =>
  `/blog/category/${blogCategoryCopy[category].slug}`;

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
      {
        pageSize: ARTICLES_PER_PAGE,
        route: categoryRoute(category),
        params: { category: blogCategoryCopy[category].slug },
      },
    ).map((entry) => ({ params: entry.params, props: { ...entry.props, category } })),
  );
}

/** ", page 2 of 12" after page 1; nothing on page 1. */
const pageSuffix = (page: ListPage<unknown>) =>
  page.number > 1 ? `, page ${page.number} of ${page.pageCount}` : '';

/** The h1 of a listing page. */
export function listingHeading({
  page,
  category,
}: Pick<ListingProps, 'page' | 'category'>): string {
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
    description:
      page.number > 1
        ? `Page ${page.number} of ${page.pageCount} of our ${category} articles. ${description}`
        : description,
  };
}
