/**
 * `paginate()`: splits a list into pages for a listing and its `[page]` file (part of the page
 * contract, like src/generator/static.ts). Page 1 lives at the listing's own route (`/blog`), page N at
 * `<route>/page/N`, so a site has `pages/blog.tsx` for the first page and
 * `pages/blog/page/[page].tsx`, whose `paths()` returns `paginate(...).slice(1)`.
 */
import type { ListPage, PaginatedPath, PaginateOptions } from './contract';

/** The URL path of page `number` of the listing at `route`. */
export function pageUrl(route: string, number: number): string {
  if (number === 1) return route;
  return `${route === '/' ? '' : route}/page/${number}`;
}

/**
 * Every page of `items`, `pageSize` to a page, as `paths()` entries; an empty list gives one
 * empty page. A page size that is not a whole number of at least 1, or a route that is not a
 * path, throws: inside `paths()` the build reports it as an error of the page file.
 */
export function paginate<T>(
  items: readonly T[],
  { pageSize, route, params = {} }: PaginateOptions,
): Array<PaginatedPath<T>> {
  if (!Number.isInteger(pageSize) || pageSize < 1) {
    throw new Error(
      `paginate() got the page size ${JSON.stringify(pageSize)}, which is not a whole number of at least 1. Pass how many items each page lists, such as { pageSize: 6 }.`,
    );
  }
  // A path: `/`, or starting with `/` and not ending with one.
  if (typeof route !== 'string' || !/^\/(?:.*[^/])?$/s.test(route)) {
    throw new Error(
      `paginate() got the route ${JSON.stringify(route)}, which is not a URL path. Pass the path of the first page, such as { route: '/blog' }.`,
    );
  }
  if (!Array.isArray(items)) {
    throw new Error(
      `paginate() got ${typeof items} instead of a list. Pass an array of the items to split into pages.`,
    );
  }
  const pageCount = Math.max(1, Math.ceil(items.length / pageSize));
  return Array.from({ length: pageCount }, (_, index) => {
    const number = index + 1;
    const start = index * pageSize;
    const page: ListPage<T> = {
      number,
      pageCount,
      itemCount: items.length,
      items: items.slice(start, start + pageSize),
      start,
      url: pageUrl(route, number),
      ...(number > 1 && { previous: pageUrl(route, number - 1) }),
      ...(number < pageCount && { next: pageUrl(route, number + 1) }),
      first: route,
      last: pageUrl(route, pageCount),
    };
    return {
      params: number === 1 ? { ...params } : { ...params, page: String(number) },
      props: { page },
    };
  });
}
