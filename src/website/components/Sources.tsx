import { rulesReviewed, sources, type SourceId } from '../../../content/rules';
import { formatDate, keepTogether } from './format';

interface SourcesProps {
  ids: readonly SourceId[];
  /** The heading and the words around the date, in the page's language (messages.rules). */
  words: { sourcesTitle: string; sourcesBefore: string; sourcesAfter: string; sourceRead: string };
  /** The page's BCP 47 language, for the date. */
  lang?: string;
}

/**
 * The official pages the rules were checked against, with the day they were last checked. The
 * titles stay in their own language (English), marked so for screen readers and translators;
 * a title is a link when we have the page's address, and each says the day we read it.
 */
export function Sources({ ids, words, lang }: SourcesProps) {
  return (
    <section className="sources" aria-labelledby="sources-title">
      <h2 id="sources-title">{words.sourcesTitle}</h2>
      <p>
        {words.sourcesBefore}
        <time dateTime={rulesReviewed}>{formatDate(rulesReviewed, lang)}</time>
        {words.sourcesAfter}
      </p>
      <ul lang="en">
        {ids.map((id) => {
          const source: { title: string; authority: string; url?: string; read: string } =
            sources[id];
          return (
            <li key={id}>
              {source.url ? (
                <a href={source.url} rel="noopener">
                  {keepTogether(source.title)}
                </a>
              ) : (
                keepTogether(source.title)
              )}{' '}
              ({keepTogether(source.authority)}){' '}
              <span lang={lang}>
                {words.sourceRead}
                <time dateTime={source.read}>{formatDate(source.read, lang)}</time>
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
