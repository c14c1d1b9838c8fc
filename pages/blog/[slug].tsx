import { BlogCard } from '../../src/website/components/BlogCard';
import { CtaBand } from '../../src/website/components/CtaBand';
import { formatDate } from '../../src/website/components/format';
import { Layout } from '../../src/website/components/Layout';
import { Prose } from '../../src/website/components/Prose';
import { Image, Static } from '#site';
import {
  pageTitle,
  sortByDate,
  type BlogEntry,
  type SiteProps,
} from '../../src/website/components/site-page';
import { keepTogether } from '../../src/website/components/format';

/** The cards under an article: plain data, frozen, so that <Static> knows the usual three by identity. */
type RelatedCards = Readonly<{
  related: ReadonlyArray<Readonly<{ id: string; data: Readonly<BlogEntry['data']> }>>;
}>;
type Props = SiteProps<{ article: BlogEntry; related: RelatedCards }>;

// An entry's data is frozen by the generator already.
const relatedCards = (articles: BlogEntry[]): RelatedCards =>
  Object.freeze({
    related: Object.freeze(articles.map(({ id, data }) => Object.freeze({ id, data }))),
  });

export function paths({ collections }: SiteProps) {
  const articles = sortByDate(collections.blog);
  // The three newest other articles: the four newest, less the article itself; all but those four show the same three.
  const newest = articles.slice(0, 4);
  const usual = relatedCards(newest.slice(0, 3));
  return articles.map((article) => ({
    params: { slug: article.id },
    props: {
      article,
      related: newest.includes(article)
        ? relatedCards(newest.filter((other) => other !== article).slice(0, 3))
        : usual,
    },
  }));
}

export const meta = ({ article }: Props) => ({
  title: pageTitle(article.data.title),
  description: article.data.excerpt,
  type: 'article' as const,
});

/** The share image names the article's category (its own illustration is an SVG, which previews cannot show). */
export const shareImage = ({ article }: Props) => ({ props: { kicker: article.data.category } });

export default function Article(props: Props) {
  const { article, related } = props;
  const { data } = article;
  return (
    <Layout {...props}>
      <article className="article">
        <header className="container article-head">
          <nav aria-label="Breadcrumb" className="breadcrumb">
            <ol>
              <li>
                <a href="/">Home</a>
              </li>
              <li>
                <a href="/blog">Blog</a>
              </li>
              <li aria-current="page">{data.category}</li>
            </ol>
          </nav>
          {article.draft && <p className="badge badge-draft">Draft: not published</p>}
          <p className="badge">{data.category}</p>
          <h1>{keepTogether(data.title)}</h1>
          <p className="meta">
            <time dateTime={data.publishDate}>{formatDate(data.publishDate)}</time> ·{' '}
            {data.readTime}
          </p>
          {/* The article's main image: a photo is made into smaller files (an SVG stays as it is). */}
          <Image src={data.image} alt="" width={640} height={360} priority />
        </header>
        <div className="container">
          <Prose html={article.html} />
        </div>
      </article>
      {/* Most articles show the same three: rendered once per build. */}
      <Static
        as="section"
        className="section"
        aria-labelledby="related-title"
        component={RelatedArticles}
        props={related}
      />
      <CtaBand
        title="Have a shipment in mind?"
        text="Tell us what you are sending and where; we will quote the best option."
        locale={props.locale}
      />
    </Layout>
  );
}

function RelatedArticles({ related }: RelatedCards) {
  return (
    <div className="container">
      <h2 id="related-title">More shipping guides</h2>
      <div className="card-grid">
        {related.map((other) => (
          <BlogCard key={other.id} id={other.id} article={other.data} headingLevel={3} />
        ))}
      </div>
    </div>
  );
}
