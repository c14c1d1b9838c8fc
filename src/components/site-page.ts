/** Types and helpers shared by the site's pages. */
import { company } from '../../content/company';
import type { Messages } from '../../content/locales/en';
import type { BlogArticle, LegalDocument } from '../../content/types';
import type { Entry, PageProps } from '../contract';

export type BlogEntry = Entry<BlogArticle>;
export type LegalEntry = Entry<LegalDocument>;
export type SiteProps<Extra = {}> = PageProps<Extra, { blog: BlogEntry[]; legal: LegalEntry[] }, Messages>;

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
    sorted = [...articles].sort((a, b) => (a.data.publishDate < b.data.publishDate ? 1 : a.data.publishDate > b.data.publishDate ? -1 : 0));
    if (Object.isFrozen(articles)) newestFirst.set(articles, sorted);
  }
  return [...sorted];
}
