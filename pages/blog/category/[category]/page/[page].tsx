import { BlogListingPage } from '../../../../../src/components/BlogListingPage';
import { categoryPages, listingMeta } from '../../../../../src/components/blog-pages';
import type { SiteProps } from '../../../../../src/components/site-page';

/** /blog/category/<slug>/page/2 onwards. */
export function paths({ collections }: SiteProps) {
  return categoryPages(collections.blog).filter((entry) => entry.props.page.number > 1);
}

export const meta = listingMeta;

export const script = '../../../../../src/client/blog.ts';

export default BlogListingPage;
