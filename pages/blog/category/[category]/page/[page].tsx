import { BlogListingPage } from '../../../../../src/website/components/BlogListingPage';
import { categoryPages, listingMeta } from '../../../../../src/website/components/blog-pages';
import type { SiteProps } from '../../../../../src/website/components/site-page';

/** /blog/category/<slug>/page/2 onwards. */
export function paths({ collections }: SiteProps) {
  return categoryPages(collections.blog).filter((entry) => entry.props.page.number > 1);
}

export const meta = listingMeta;

export const script = '../../../../../src/website/client/blog.ts';

export default BlogListingPage;
