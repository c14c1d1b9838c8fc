/** The blog's listing pages: all articles and each category, newest first, six to a page. */
import { blogCategoryCopy } from '../../../content/blog-categories';
import { BLOG_CATEGORIES, type BlogCategory } from '../../../content/types';
import type { ListPage } from '#site';
import { paginate } from '#site';
import { SEARCH_CHUNK, searchWords, shardOf } from '../client/search-words';

export { SEARCH_CHUNK };
import { formatDate } from './format';
import { pageTitle, sortByDate, type BlogEntry, type SiteProps } from './site-page';

/** The spec's six cards: one page of a listing. */
export const ARTICLES_PER_PAGE = 6;
export const BLOG_TITLE = 'Shipping guides and tips';
export const BLOG_LEAD = 'Straight answers from our Hyderabad team on packing, customs, costs and tracking.';
/** The search index's manifest (content/config.ts `dataFiles`, searchIndexFiles()), fetched when a visitor searches or filters; its other files are in /blog/search/. */
export const SEARCH_INDEX_PATH = '/blog/search.json';

/**
 * An article as a listing shows it: no body. (Watch mode compares a page's props to decide
 * whether to render it again, so an article's body edit re-renders its own page, not the
 * listings that show its card.)
 */
export type ListedArticle = Pick<BlogEntry, 'id' | 'data'>;

/** What a listing page renders: its page of articles and, on a category's pages, the category. */
export type ListingProps = SiteProps<{ page: ListPage<ListedArticle>; category?: BlogCategory }>;

/** Newest first, without their bodies. */
const listed = (articles: BlogEntry[]): ListedArticle[] => sortByDate(articles).map(({ id, data }) => ({ id, data }));

export const categoryRoute = (category: BlogCategory) => `/blog/category/${blogCategoryCopy[category].slug}`;

/** Every page of the whole blog: /blog, /blog/page/2, … */
export function blogPages(articles: BlogEntry[]) {
  return paginate(listed(articles), { pageSize: ARTICLES_PER_PAGE, route: '/blog' });
}

/** Every page of every category (an empty category gets its one empty page), each with its category. */
export function categoryPages(articles: BlogEntry[]) {
  const newest = listed(articles);
  return BLOG_CATEGORIES.flatMap((category) =>
    paginate(
      newest.filter((article) => article.data.category === category),
      { pageSize: ARTICLES_PER_PAGE, route: categoryRoute(category), params: { category: blogCategoryCopy[category].slug } },
    ).map((entry) => ({ params: entry.params, props: { ...entry.props, category } })),
  );
}

/** ", page 2 of 12" after page 1; nothing on page 1. */
const pageSuffix = (page: ListPage<unknown>) => (page.number > 1 ? `, page ${page.number} of ${page.pageCount}` : '');

/** The h1 of a listing page. */
export function listingHeading({ page, category }: Pick<ListingProps, 'page' | 'category'>): string {
  return `${category ?? BLOG_TITLE}${page.number > 1 ? `: page ${page.number}` : ''}`;
}

/** Title and description: each page of each listing has its own. */
export function listingMeta({ page, category }: Pick<ListingProps, 'page' | 'category'>) {
  if (!category) {
    return {
      title: pageTitle(`Blog: Shipping Guides and Tips${pageSuffix(page)}`),
      description: `${page.number > 1 ? `Page ${page.number} of ${page.pageCount} of our practical guides` : 'Practical guides'} on international shipping from India: packing, customs documents, saving on courier costs and tracking your parcel.`,
    };
  }
  const { description } = blogCategoryCopy[category];
  return {
    title: pageTitle(`${category}: Shipping Guides and Tips${pageSuffix(page)}`),
    description: page.number > 1 ? `Page ${page.number} of ${page.pageCount} of our ${category} articles. ${description}` : description,
  };
}

/**
 * One article's card in the search index: [id, title, excerpt, category, date, date as
 * written, read time, image].
 */
export type SearchRow = [string, string, string, string, string, string, string, string];

/** The search index's manifest, at SEARCH_INDEX_PATH: what a search reads first. */
export interface SearchManifest {
  /** How many articles; each is known by its number, 0 the newest. */
  count: number;
  /** The shards that exist (shardOf() of src/website/client/search-words.ts), space-separated. */
  shards: string;
  /** Each category's articles, by number, ascending. */
  categories: Record<string, number[]>;
}

/** Markup, entities and {{tokens}} of an article's HTML: not words of its text. */
const MARKUP = /\{\{\w+\}\}|<[^>]*>|&[#\w]+;/g;
/** Where MARKUP matches at a `&` or `{` (a `<` runs to the next `>`). */
const ENTITY = /&[#\w]+;/y;
const TOKEN = /\{\{\w+\}\}/y;

/** Whether each UTF-16 code (outside ASCII) is part of a word as searchWords() cuts them: 0 not yet known, 1 yes, 2 no. */
const wordCodes = new Uint8Array(0x10000);
const isWordCode = (code: number) =>
  (code >= 97 && code <= 122) || (code >= 48 && code <= 57) || (code >= 65 && code <= 90) || (code >= 128 && (wordCodes[code] ||= /[\p{L}\p{M}\p{N}]/u.test(String.fromCharCode(code)) ? 1 : 2) === 1);

/** Where the markup that starts at `at` ends (MARKUP's match), or `at` when none starts there. */
function markupEnd(html: string, at: number, code: number): number {
  if (code === 60) {
    const end = html.indexOf('>', at);
    return end < 0 ? at : end + 1;
  }
  const pattern = code === 38 ? ENTITY : TOKEN;
  pattern.lastIndex = at;
  return pattern.test(html) ? pattern.lastIndex : at;
}

/**
 * Each word of the texts (HTML: its tags, entities and {{tokens}} are not words) as searchWords()
 * cuts them, and the numbers of the texts that use each, ascending. The same as reading
 * searchWords() of each text, stripped of MARKUP, into a Map; but in one pass over the
 * characters that makes a string only of each new word, or of a word it must lower-case, not of
 * each of the millions of words of 4,000 articles, and without lower-casing or stripping the
 * whole text (for text with a character outside Latin-1, lower-casing alone took 0.3 s there).
 * A text with characters outside the Basic Multilingual Plane is read with searchWords().
 */
export function articlesByWord(texts: string[]): Map<string, number[]> {
  const words: string[] = [];
  const hashes: number[] = [];
  const lists: number[][] = [];
  // Open addressing: a word's slot holds its place in `words`, or -1; never more than half full.
  let slots = new Int32Array(1 << 12).fill(-1);
  const add = (text: string, start: number, end: number, hash: number, id: number) => {
    let slot = hash & (slots.length - 1);
    let word = slots[slot]!;
    // Words with the same hash are told apart by their characters.
    while (word >= 0 && (hashes[word] !== hash || words[word]!.length !== end - start || !text.startsWith(words[word]!, start))) {
      slot = (slot + 1) & (slots.length - 1);
      word = slots[slot]!;
    }
    if (word < 0) {
      word = words.push(text.slice(start, end)) - 1;
      hashes.push(hash);
      lists.push([]);
      slots[slot] = word;
      if (words.length * 2 > slots.length) {
        slots = new Int32Array(slots.length * 2).fill(-1);
        words.forEach((_, n) => {
          let at = hashes[n]! & (slots.length - 1);
          while (slots[at]! >= 0) at = (at + 1) & (slots.length - 1);
          slots[at] = n;
        });
      }
    }
    const list = lists[word]!;
    if (list[list.length - 1] !== id) list.push(id);
  };
  const addWord = (word: string, id: number) => {
    let hash = 0;
    for (let i = 0; i < word.length; i++) hash = (Math.imul(hash, 31) + word.charCodeAt(i)) | 0;
    add(word, 0, word.length, hash, id);
  };
  texts.forEach((text, id) => {
    if (/[\ud800-\udfff]/.test(text)) {
      for (const word of searchWords(text.replace(MARKUP, ' '))) addWord(word, id);
      return;
    }
    let start = -1;
    let hash = 0;
    // Whether the word has a character lower-casing changes (or may: any outside ASCII).
    let isLower = true;
    for (let i = 0; i <= text.length; i++) {
      const code = i < text.length ? text.charCodeAt(i) : 32;
      if (isWordCode(code)) {
        if (start < 0) {
          start = i;
          hash = 0;
          isLower = true;
        }
        if (code < 97 || code > 122) isLower &&= code <= 57;
        hash = (Math.imul(hash, 31) + code) | 0;
        continue;
      }
      if (start >= 0) {
        if (isLower) {
          if (i - start > 1) add(text, start, i, hash, id);
        } else {
          // Lower-cased, a word may be longer ("İ" is "i̇").
          const word = text.slice(start, i).toLowerCase();
          if (word.length > 1) addWord(word, id);
        }
        start = -1;
      }
      if (code === 60 || code === 38 || code === 123) i = Math.max(i, markupEnd(text, i, code) - 1);
    }
  });
  return new Map(words.map((word, n) => [word, lists[n]!]));
}

/**
 * The search index, as files (content/config.ts `dataFiles`; src/website/client/blog.ts reads
 * them), so that a search downloads a small part of it however many articles there are:
 * - the manifest at `indexPath` (SearchManifest);
 * - the shards `w-<shard>.json` beside it (in /blog/search/): each word of every article's
 *   title, excerpt, category and text, mapped to the numbers of the articles that use it, filed by
 *   its first two characters, so a search for "pickle" reads one shard and finds "pickles";
 * - the card rows `r-<n>.json`, SEARCH_CHUNK articles a file, newest first (article n is row
 *   n % SEARCH_CHUNK of file n / SEARCH_CHUNK, rounded down).
 */
export function searchIndexFiles(articles: BlogEntry[], indexPath = SEARCH_INDEX_PATH): Record<string, unknown> {
  const newest = sortByDate(articles);
  const folder = indexPath.replace(/\.json$/, '/');
  const categories: Record<string, number[]> = {};
  newest.forEach(({ data }, id) => (categories[data.category] ??= []).push(id));
  // The title, excerpt and category are text, not HTML: their <, & and { (no letters) become spaces.
  const articlesWith = articlesByWord(newest.map(({ data, html }) => `${`${data.title} ${data.excerpt} ${data.category}`.replace(/[<&{]/g, ' ')} ${html}`));
  const shards = new Map<string, Record<string, number[]>>();
  for (const word of [...articlesWith.keys()].sort()) {
    const key = shardOf(word);
    if (!shards.has(key)) shards.set(key, {});
    shards.get(key)![word] = articlesWith.get(word)!;
  }
  const manifest: SearchManifest = {
    count: newest.length,
    shards: [...shards.keys()].join(' '),
    categories,
  };
  const files: Record<string, unknown> = { [indexPath]: manifest };
  for (const [key, shard] of shards) files[`${folder}w-${key}.json`] = shard;
  for (let start = 0; start < newest.length; start += SEARCH_CHUNK) {
    files[`${folder}r-${start / SEARCH_CHUNK}.json`] = newest
      .slice(start, start + SEARCH_CHUNK)
      .map(({ id, data }): SearchRow => [id, data.title, data.excerpt, data.category, data.publishDate, formatDate(data.publishDate), data.readTime, data.image]);
  }
  return files;
}
