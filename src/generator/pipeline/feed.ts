/**
 * Atom feeds of collections (`feeds` in content/config.ts), written with the `feed` library:
 * the newest entries by date, with absolute links, and a head link to each feed for every page.
 */
import { Feed } from 'feed';
import type { Collections, FeedConfig, FeedItem, SiteConfig } from '../contract';
import { errorText, SiteError, type Diagnostic } from '../diagnostics';
import { withoutForbiddenXml } from '../xml-text';
import type { OutputFile } from './hash-asset';
import { escapeHtml } from '../html-text';
import { absoluteUrl } from './render-document';

export const DEFAULT_FEED_LIMIT = 20;
const CONFIG_FILE = 'content/config.ts';

/** An item of a feed with its date as a time, to sort by. */
type DatedItem = FeedItem & { time: number };

/** Phase step: every feed as a file, or a build error naming the config field or the entry at fault. */
export function renderFeeds(
  feeds: FeedConfig[] | undefined,
  collections: Collections,
  site: SiteConfig,
): OutputFile[] {
  const problems: Diagnostic[] = [];
  const files: OutputFile[] = [];
  (feeds ?? []).forEach((config, index) => {
    const field = `feeds[${index}]`;
    const entries = collections[config.collection];
    if (!entries) {
      problems.push({
        message: `The feed ${config.path} lists the collection "${config.collection}", which content/config.ts does not declare.`,
        file: CONFIG_FILE,
        field: `${field}.collection`,
        hint: `Use one of: ${Object.keys(collections).join(', ') || '(no collections)'}.`,
      });
      return;
    }
    if (!/^\/[^?#]*\.xml$/.test(config.path)) {
      problems.push({
        message: `The feed path "${config.path}" is not a site path ending in .xml.`,
        file: CONFIG_FILE,
        field: `${field}.path`,
        hint: 'Give a path such as /blog/feed.xml.',
      });
      return;
    }
    const items = feedItems(config, entries, field, problems);
    // Text from content may hold characters XML cannot carry at all (a vertical tab pasted into a title).
    if (problems.length === 0)
      files.push({
        path: config.path.slice(1),
        contents: withoutForbiddenXml(atomOf(config, items, site)),
      });
  });
  if (problems.length > 0) throw SiteError.fromList(problems);
  return files;
}

/** The items `item()` makes of the entries, with their times; what is wrong with one goes into `problems`. */
function feedItems(
  config: FeedConfig,
  entries: Collections[string],
  field: string,
  problems: Diagnostic[],
): DatedItem[] {
  const items: DatedItem[] = [];
  for (const entry of entries) {
    let item: FeedItem;
    try {
      item = config.item(entry);
    } catch (error) {
      problems.push({
        message: `${field}.item() threw for ${entry.file}: ${errorText(error)}`,
        file: CONFIG_FILE,
        field: `${field}.item`,
        hint: 'Fix item(); it runs with each entry of the collection.',
      });
      continue;
    }
    const time = Date.parse(item?.date);
    if (Number.isNaN(time)) {
      problems.push({
        message: `The feed ${config.path} got the date "${String(item?.date)}" for ${entry.file}, which is not a date.`,
        file: entry.file,
        field: `${field}.item().date`,
        hint: 'Return a date written YYYY-MM-DD or ISO 8601.',
      });
      continue;
    }
    items.push({ ...item, time });
  }
  return items;
}

/** The Atom document of the newest items (newest first; equal dates keep the collection's order). */
function atomOf(config: FeedConfig, items: DatedItem[], site: SiteConfig): string {
  const newest = items.sort((a, b) => b.time - a.time).slice(0, config.limit ?? DEFAULT_FEED_LIMIT);
  const feed = new Feed({
    id: absoluteUrl(site.url, config.path),
    title: config.title,
    ...(config.description !== undefined && { description: config.description }),
    link: absoluteUrl(site.url, config.home ?? '/'),
    language: site.lang,
    // The newest entry's date, not the build's: the same content gives the same feed.
    updated: new Date(newest[0]?.time ?? 0),
    generator: false,
    feedLinks: { atom: absoluteUrl(site.url, config.path) },
    author: { name: site.name, link: absoluteUrl(site.url, '/') },
  });
  for (const item of newest) {
    const link = absoluteUrl(site.url, item.path);
    feed.addItem({
      title: item.title,
      id: link,
      link,
      date: new Date(item.time),
      published: new Date(item.time),
      description: item.summary,
    });
  }
  return feed.atom1();
}

/** The `<link rel="alternate">` of every feed, for the head of every page. */
export function feedLinks(feeds: FeedConfig[] | undefined): string {
  return (feeds ?? [])
    .map(
      (feed) =>
        `<link rel="alternate" type="application/atom+xml" title="${escapeHtml(feed.title)}" href="${escapeHtml(feed.path)}"/>`,
    )
    .join('');
}
