import type { BlogArticle } from '../../../content/types';
import { formatDate, keepTogether } from './format';
import { Icon } from './Icon';
import { Image } from '#site';

/** One article in the listing; its category attribute and its text let the client script filter and search it. */
export function BlogCard({
  id,
  article,
  headingLevel = 2,
}: {
  id: string;
  article: BlogArticle;
  headingLevel?: 2 | 3;
}) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article className="card blog-card" data-category={article.category}>
      <Image src={article.image} alt="" width={640} height={360} />
      <div className="card-body">
        {article.draft && <p className="badge badge-draft">Draft</p>}
        <p className="badge">{article.category}</p>
        <Heading>
          <a className="card-link" href={`/blog/${id}`}>
            {keepTogether(article.title)}
          </a>
        </Heading>
        <p>{keepTogether(article.excerpt)}</p>
        <p className="meta">
          <span>
            <Icon name="calendar" size={16} />
            <time dateTime={article.publishDate}>{formatDate(article.publishDate)}</time>
          </span>
          <span>
            <Icon name="clock" size={16} />
            {article.readTime}
          </span>
        </p>
      </div>
    </article>
  );
}
