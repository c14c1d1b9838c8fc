import { blogCategoryCopy } from '../../../../../content/blog-categories';
import { BlogListing } from '../../../../../src/components/BlogListing';
import { categoryPages, listingHeading, listingMeta, type ListingProps } from '../../../../../src/components/blog-pages';
import { Layout } from '../../../../../src/components/Layout';
import { NewsletterForm } from '../../../../../src/components/NewsletterForm';
import { PageHero } from '../../../../../src/components/PageHero';
import type { SiteProps } from '../../../../../src/components/site-page';

/** /blog/category/<slug>/page/2 onwards. */
export function paths({ collections }: SiteProps) {
  return categoryPages(collections.blog).filter((entry) => entry.props.page.number > 1);
}

export const meta = listingMeta;

export const script = '../../../../../src/client/blog.ts';

export default function CategoryPageN(props: ListingProps) {
  const { page, category } = props;
  return (
    <Layout {...props}>
      <PageHero eyebrow="Blog" title={listingHeading({ page, category })} lead={blogCategoryCopy[category!].description} />
      <section className="section section-tight">
        <div className="container">
          <BlogListing page={page} category={category} />
          <NewsletterForm />
        </div>
      </section>
    </Layout>
  );
}
