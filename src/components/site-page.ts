/** Types and helpers shared by the site's pages. */
import { company } from '../../content/company';
import type { BlogArticle, LegalDocument } from '../../content/types';
import type { Entry, PageProps } from '../contract';

export type BlogEntry = Entry<BlogArticle>;
export type LegalEntry = Entry<LegalDocument>;
export type SiteProps<Extra = {}> = PageProps<Extra, { blog: BlogEntry[]; legal: LegalEntry[] }>;

const MAX_TITLE_LENGTH = 70;

/** "Title | Company", dropping the company name when that would be too long for search results. */
export function pageTitle(title: string): string {
  const full = `${title} | ${company.shortName}`;
  return full.length <= MAX_TITLE_LENGTH ? full : title;
}

/** Newest first. */
export function sortByDate(articles: BlogEntry[]): BlogEntry[] {
  return [...articles].sort((a, b) => b.data.publishDate.localeCompare(a.data.publishDate));
}
