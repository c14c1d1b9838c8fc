import { BlogListingPage } from '../../../src/website/components/BlogListingPage';
import { blogPages, listingMeta } from '../../../src/website/components/blog-pages';
import type { SiteProps } from '../../../src/website/components/site-page';

/** /blog/page/2 onwards: page 1 is /blog (pages/blog.tsx). */
export function paths({ collections }: SiteProps) {
  return blogPages(collections.blog).slice(1);
}

export const meta = listingMeta;

export const script = '../../../src/website/client/blog.ts';

export default BlogListingPage;
