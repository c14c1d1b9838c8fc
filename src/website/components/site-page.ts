/** Types and helpers shared by the site's pages. */
import { company } from '../../../content/company';
import type { Messages } from '../../../content/locales/en';
import type { BlogArticle, LegalDocument } from '../../../content/types';
import type { Entry, PageProps } from '#site';

export type BlogEntry = Entry<BlogArticle>;
export type LegalEntry = Entry<LegalDocument>;
export type SiteProps<Extra = {}> = PageProps<
  Extra,
  { blog: BlogEntry[]; legal: LegalEntry[] },
  Messages
>;

/** What the frame of every page (Layout, header, footer) needs of the page's props: pass `{...props}`. */
export type PageContext = Pick<SiteProps, 'route' | 'locale' | 'messages' | 'languages'>;

const MAX_TITLE_LENGTH = 70;

/** "Title | Company", dropping the company name when that would be too long for search results. */
export function pageTitle(title: string): string {
  const full = `${title} | ${company.shortName}`;
  return full.length <= MAX_TITLE_LENGTH ? full : title;
}

/** A collection's list sorted, by the list: the generator's lists and entries are frozen, so one sort serves every page of a build. */
const newestFirst = new WeakMap<readonly BlogEntry[], BlogEntry[]>();

/** Newest first (YYYY-MM-DD dates sort as text; localeCompare would load ICU's collator for it). */
export function sortByDate(articles: BlogEntry[]): BlogEntry[] {
  let sorted = Object.isFrozen(articles) ? newestFirst.get(articles) : undefined;
  if (!sorted) {
    // Sorted by the dates read once (each entry's data is read once rather than at every comparison).
    sorted = articles
      .map((entry) => ({ date: entry.data.publishDate, entry }))
      .sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0))
      .map(({ entry }) => entry);
    if (Object.isFrozen(articles)) newestFirst.set(articles, sorted);
  }
  return [...sorted];
}
