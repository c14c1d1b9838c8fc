import type { ListPage } from '#site';
import { pageUrl } from '#site';
import { formatCount } from './format';

/** The page numbers shown: the first, the last, and two either side of the current one. */
export function pagerNumbers(current: number, count: number): Array<number | 'gap'> {
  const shown = [
    ...new Set([1, current - 2, current - 1, current, current + 1, current + 2, count]),
  ]
    .filter((n) => n >= 1 && n <= count)
    .sort((a, b) => a - b);
  return shown.flatMap((n, index) =>
    index > 0 && n - shown[index - 1]! > 1 ? ['gap' as const, n] : [n],
  );
}

/** Previous, numbered and next links between the pages of a listing; nothing for a one-page listing. */
export function BlogPager({ page }: { page: ListPage<unknown> }) {
  if (page.pageCount <= 1) return null;
  return (
    <nav
      className="pager"
      aria-label={`Pages of articles, page ${formatCount(page.number)} of ${formatCount(page.pageCount)}`}
      data-blog-pager=""
    >
      <ul>
        {page.previous && (
          <li>
            <a href={page.previous} rel="prev">
              Previous
            </a>
          </li>
        )}
        {pagerNumbers(page.number, page.pageCount).map((n, index) =>
          n === 'gap' ? (
            <li key={`gap${index}`} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={n}>
              <a
                href={pageUrl(page.first, n)}
                aria-current={n === page.number ? 'page' : undefined}
                aria-label={`Page ${n}`}
              >
                {n}
              </a>
            </li>
          ),
        )}
        {page.next && (
          <li>
            <a href={page.next} rel="next">
              Next
            </a>
          </li>
        )}
      </ul>
    </nav>
  );
}
