/**
 * The files computed from the collections: the Atom feeds of `feeds` in content/config.ts, written
 * with the `feed` library (the newest entries by date, with absolute links, and a head link to each
 * for every page), and the text or JSON files of `dataFiles` (DataFileConfig in contract.ts).
 */
import { Feed } from 'feed';
import type { Collections, DataFileConfig, FeedConfig, FeedItem, SiteConfig } from '../contract';
import { errorText, SiteError, type Diagnostic } from '../diagnostics';
import { escapeHtml } from '../html-text';
import { withoutForbiddenXml } from '../xml-text';
import { absoluteUrl } from './render-document';

/** A path under the output folder with an extension (no segment begins with a dot, so none is `..`): `/blog/search.json`. */
const isSitePath = (value: unknown): value is string =>
  typeof value === 'string' && /^(\/[\w-][\w.-]*)+\.[a-z0-9]+$/i.test(value);
const isDataPath = (value: unknown) => isSitePath(value) && !value.endsWith('.html');

/** Phase step: every feed as a file, or a build error naming the config field or the entry at fault. */
export function renderFeeds(feeds: FeedConfig[], collections: Collections, site: SiteConfig) {
  const problems: Diagnostic[] = [];
  const files = feeds.flatMap((config, index) => {
    const field = `feeds[${index}]`;
    // Reports a problem of this feed; what the feed or the entry gave is then left out.
    const problem = (at: string, message: string, hint: string, file = 'content/config.ts') => {
      problems.push({ message, file, field: `${field}.${at}`, hint });
      return [];
    };
    const entries = collections[config.collection];
    if (!entries)
      return problem(
        'collection',
        `The feed ${config.path} lists the collection "${config.collection}", which content/config.ts does not declare.`,
        `Use one of: ${Object.keys(collections).join(', ') || '(no collections)'}.`,
      );
    if (!isSitePath(config.path) || !config.path.endsWith('.xml'))
      return problem(
        'path',
        `The feed path "${config.path}" is not a site path ending in .xml.`,
        'Give a path such as /blog/feed.xml.',
      );
    const items = entries.flatMap((entry) => {
      let item: FeedItem;
      try {
        item = config.item(entry);
      } catch (error) {
        const message = `${field}.item() threw for ${entry.file}: ${errorText(error)}`;
        return problem('item', message, 'Fix item(); it runs with each entry of the collection.');
      }
      const time = Date.parse(item?.date);
      if (!Number.isNaN(time)) return [{ ...item, time }];
      return problem(
        'item().date',
        `The feed ${config.path} got the date "${String(item?.date)}" for ${entry.file}, which is not a date.`,
        'Return a date written YYYY-MM-DD or ISO 8601.',
        entry.file,
      );
    });
    // Text from content may hold characters XML cannot carry at all (a vertical tab pasted into a title).
    return [
      { path: config.path.slice(1), contents: withoutForbiddenXml(atomOf(config, items, site)) },
    ];
  });
  if (problems.length > 0) throw SiteError.fromList(problems);
  return files;
}

/** The Atom document of the newest items (newest first; equal dates keep the collection's order). */
function atomOf(config: FeedConfig, items: Array<FeedItem & { time: number }>, site: SiteConfig) {
  const newest = items.sort((a, b) => b.time - a.time).slice(0, config.limit ?? 20);
  const feed = new Feed({
    id: absoluteUrl(site.url, config.path),
    title: config.title,
    description: config.description,
    link: absoluteUrl(site.url, config.home ?? '/'),
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

const configProblem = (field: string, message: string, hint: string): Diagnostic => ({
  message,
  file: 'content/config.ts',
  field,
  hint,
});

/** What the functions of a data file are given. */
type DataContext = { collections: Collections; site: SiteConfig };

/** Phase step: every data file, or a build error naming the config field at fault. */
export function renderDataFiles(configs: DataFileConfig[], context: DataContext) {
  const problems: Diagnostic[] = [];
  // Each path with the entry that wrote it first, so a second one writing it is named with it.
  const written = new Map<string, { entry: string; contents: unknown }>();
  configs.forEach((config, index) => {
    const entry = `dataFiles[${index}]`;
    const produced = produceDataFiles(config, entry, context);
    if ('message' in produced) return problems.push(produced);
    for (const [sitePath, contents] of produced.files) {
      const first = written.get(sitePath)?.entry;
      if (first === undefined) written.set(sitePath, { entry, contents });
      else
        problems.push(
          configProblem(
            produced.field,
            `${produced.field} writes ${sitePath}, which ${first} writes already.`,
            'Give each data file a path of its own.',
          ),
        );
    }
  });
  if (problems.length > 0) throw SiteError.fromList(problems);
  return [...written].map(([sitePath, { contents }]) => ({
    path: sitePath.slice(1),
    contents: typeof contents === 'string' ? contents : JSON.stringify(contents),
  }));
}

/** The files one entry of `dataFiles` makes, by site path, with the field that made them; or its problem. */
function produceDataFiles(config: DataFileConfig, entry: string, context: DataContext) {
  const many = config && 'files' in config && typeof config.files === 'function' ? config : null;
  const single = config as Partial<Extract<DataFileConfig, { path: string }>> | undefined;
  if (!many && !isDataPath(single?.path)) {
    return configProblem(
      `${entry}.path`,
      `The data file path ${JSON.stringify(single?.path)} is not a site path with an extension.`,
      'Give a path such as /blog/search.json (pages, not data files, make .html), or files() for several files.',
    );
  }
  const made = many ? `${entry}.files` : `${entry}.contents`;
  let produced: unknown;
  try {
    produced = many ? many.files(context) : { [single!.path!]: single!.contents!(context) };
  } catch (error) {
    return configProblem(
      made,
      `${made}() threw${many ? '' : ` for ${single!.path}`}: ${errorText(error)}`,
      `Fix ${many ? 'files' : 'contents'}(); it runs at build time with the loaded collections.`,
    );
  }
  if (typeof produced !== 'object' || produced === null || Array.isArray(produced)) {
    return configProblem(
      made,
      `${made}() returned ${Array.isArray(produced) ? 'a list' : JSON.stringify(produced)}, not an object of site path to contents.`,
      "Return an object such as { '/blog/search.json': manifest, '/blog/search/r-0.json': rows }.",
    );
  }
  const bad = Object.keys(produced).filter((sitePath) => !isDataPath(sitePath));
  if (bad.length > 0) {
    return configProblem(
      made,
      `${made}() returned ${bad.map((sitePath) => JSON.stringify(sitePath)).join(', ')}, not a site path with an extension.`,
      'Give paths such as /blog/search/r-0.json (pages, not data files, make .html).',
    );
  }
  return { field: many ? made : `${entry}.path`, files: Object.entries(produced) };
}
