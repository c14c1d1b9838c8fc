import { blogCategoryCopy } from '../../../content/blog-categories';
import { BlogListing } from './BlogListing';
import { BLOG_LEAD, listingHeading, type ListingProps } from './blog-pages';
import { Layout } from './Layout';
import { NewsletterForm } from './NewsletterForm';
import { PageHero } from './PageHero';

/** One page of a blog listing (/blog, /blog/page/N, a category and its pages): its cards, page links and the newsletter form. */
export function BlogListingPage(props: ListingProps) {
  const { page, category } = props;
  return (
    <Layout {...props}>
      <PageHero
        eyebrow="Blog"
        title={listingHeading({ page, category })}
        lead={category ? blogCategoryCopy[category].description : BLOG_LEAD}
      />
      <section className="section section-tight">
        <div className="container">
          <BlogListing page={page} category={category} />
          <NewsletterForm />
        </div>
      </section>
    </Layout>
  );
}
