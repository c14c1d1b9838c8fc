import { BlogListingPage } from '../src/website/components/BlogListingPage';
import { blogPages, listingMeta } from '../src/website/components/blog-pages';
import type { SiteProps } from '../src/website/components/site-page';

/** The newest page of the blog; the older ones are pages/blog/page/[page].tsx. */
const firstPage = (collections: SiteProps['collections']) =>
  blogPages(collections.blog)[0]!.props.page;

export const meta = ({ collections }: SiteProps) => listingMeta({ page: firstPage(collections) });

/** Search, filters and Load More run on the listing pages alone. */
export const script = '../src/website/client/blog.ts';

export default function Blog(props: SiteProps) {
  return <BlogListingPage {...props} page={firstPage(props.collections)} />;
}
