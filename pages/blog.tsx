import { BlogListing } from '../src/components/BlogListing';
import { Layout } from '../src/components/Layout';
import { NewsletterForm } from '../src/components/NewsletterForm';
import { PageHero } from '../src/components/PageHero';
import { pageTitle, sortByDate, type SiteProps } from '../src/components/site-page';

export const meta = {
  title: pageTitle('Blog: Shipping Guides and Tips'),
  description: 'Practical guides on international shipping from India: packing, customs documents, saving on courier costs and tracking your parcel.',
};

/** Search, filters and paging run on this page alone. */
export const script = '../src/client/blog.ts';

export default function Blog(props: SiteProps) {
  const { collections } = props;
  return (
    <Layout {...props}>
      <PageHero eyebrow="Blog" title="Shipping guides and tips" lead="Straight answers from our Hyderabad team on packing, customs, costs and tracking." />
      <section className="section section-tight">
        <div className="container">
          <BlogListing articles={sortByDate(collections.blog)} />
          <NewsletterForm />
        </div>
      </section>
    </Layout>
  );
}
