import { BlogListing } from '../../../src/components/BlogListing';
import { BLOG_LEAD, blogPages, listingHeading, listingMeta, type ListingProps } from '../../../src/components/blog-pages';
import { Layout } from '../../../src/components/Layout';
import { NewsletterForm } from '../../../src/components/NewsletterForm';
import { PageHero } from '../../../src/components/PageHero';
import type { SiteProps } from '../../../src/components/site-page';

/** /blog/page/2 onwards: page 1 is /blog (pages/blog.tsx). */
export function paths({ collections }: SiteProps) {
  return blogPages(collections.blog).slice(1);
}

export const meta = listingMeta;

export const script = '../../../src/client/blog.ts';

export default function BlogPage(props: ListingProps) {
  const { page } = props;
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
