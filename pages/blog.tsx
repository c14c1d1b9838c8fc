import { BlogListing } from '../src/components/BlogListing';
import { BLOG_LEAD, blogPages, listingHeading, listingMeta } from '../src/components/blog-pages';
import { Layout } from '../src/components/Layout';
import { NewsletterForm } from '../src/components/NewsletterForm';
import { PageHero } from '../src/components/PageHero';
import type { SiteProps } from '../src/components/site-page';

/** The newest page of the blog; the older ones are pages/blog/page/[page].tsx. */
const firstPage = (collections: SiteProps['collections']) => blogPages(collections.blog)[0]!.props.page;

export const meta = ({ collections }: SiteProps) => listingMeta({ page: firstPage(collections) });

/** Search, filters and Load More run on the listing pages alone. */
export const script = '../src/client/blog.ts';

export default function Blog(props: SiteProps) {
  const page = firstPage(props.collections);
  return (
    <Layout {...props}>
      <PageHero eyebrow="Blog" title={listingHeading({ page })} lead={BLOG_LEAD} />
      <section className="section section-tight">
        <div className="container">
          <BlogListing page={page} />
          <NewsletterForm />
        </div>
      </section>
    </Layout>
  );
}
