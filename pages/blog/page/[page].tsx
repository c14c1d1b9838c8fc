import { BlogListingPage } from '../../../src/components/BlogListingPage';
import { blogPages, listingMeta } from '../../../src/components/blog-pages';
import type { SiteProps } from '../../../src/components/site-page';

/** /blog/page/2 onwards: page 1 is /blog (pages/blog.tsx). */
export function paths({ collections }: SiteProps) {
  return blogPages(collections.blog).slice(1);
}

export const meta = listingMeta;

export const script = '../../../src/client/blog.ts';

export default BlogListingPage;
