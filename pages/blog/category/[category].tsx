import { BlogListingPage } from '../../../src/website/components/BlogListingPage';
import { categoryPages, listingMeta } from '../../../src/website/components/blog-pages';
import type { SiteProps } from '../../../src/website/components/site-page';

/** The newest page of each category, also of one with no articles yet; older pages are [category]/page/[page].tsx. */
export function paths({ collections }: SiteProps) {
  return categoryPages(collections.blog).filter((entry) => entry.props.page.number === 1);
}

export const meta = listingMeta;

export const script = '../../../src/website/client/blog.ts';

export default BlogListingPage;
