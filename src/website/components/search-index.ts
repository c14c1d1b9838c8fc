/**
 * The blog's search index (content/config.ts `dataFiles`): each word of every article, with the
 * articles that use it, and the articles' cards, in small files a search fetches a few of.
 */
import { SEARCH_CHUNK, searchWords, shardOf } from '../client/search-words';
import { formatDate } from './format';
import type { SearchPage } from './search-pages';
import { sortByDate, type BlogEntry } from './site-page';

/** The search index's manifest (searchIndexFiles()), fetched when a visitor searches or filters; its other files are in /blog/search/. */
export const SEARCH_INDEX_PATH = '/blog/search.json';

/**
 * One article's card in the search index: [id, title, excerpt, category, date, date as
 * written, read time, image]; a page's: [href, title, excerpt, kind, date, date as written,
 * note, image], and its lang when it is not English.
 */
export type SearchRow = [string, string, string, string, string, string, string, string, string?];

/** The search index's manifest, at SEARCH_INDEX_PATH: what a search reads first. */
export interface SearchManifest {
  /** How many articles and pages; each is known by its number: the articles from 0, the newest first, then the pages (searchIndexFiles()'s `pages`). */
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
  (code >= 97 && code <= 122) ||
  (code >= 48 && code <= 57) ||
  (code >= 65 && code <= 90) ||
  (code >= 128 &&
    (wordCodes[code] ||= /[\p{L}\p{M}\p{N}]/u.test(String.fromCharCode(code)) ? 1 : 2) === 1);

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
 * Every word met so far, numbered (`words[n]`, with its hash), for as long as the site's code
 * is loaded: a word is made into a string once, not once for each article that uses it.
 * Open addressing: a word's slot holds its number, or -1; never more than half full.
 */
const vocabulary = {
  words: [] as string[],
  hashes: [] as number[],
  slots: new Int32Array(1 << 12).fill(-1),
};

/** The number of the word `text.slice(start, end)`, whose hash is `hash`, numbering it if it is new. */
function wordNumber(text: string, start: number, end: number, hash: number): number {
  const { words, hashes } = vocabulary;
  let slots = vocabulary.slots;
  let slot = hash & (slots.length - 1);
  let word = slots[slot]!;
  // Words with the same hash are told apart by their characters.
  while (
    word >= 0 &&
    (hashes[word] !== hash ||
      words[word]!.length !== end - start ||
      !text.startsWith(words[word]!, start))
  ) {
    slot = (slot + 1) & (slots.length - 1);
    word = slots[slot]!;
  }
  if (word >= 0) return word;
  word = words.push(text.slice(start, end)) - 1;
  hashes.push(hash);
  slots[slot] = word;
  if (words.length * 2 > slots.length) {
    slots = vocabulary.slots = new Int32Array(slots.length * 2).fill(-1);
    hashes.forEach((wordHash, n) => {
      let at = wordHash & (slots.length - 1);
      while (slots[at]! >= 0) at = (at + 1) & (slots.length - 1);
      slots[at] = n;
    });
  }
  return word;
}

const numberOfWord = (word: string) => {
  let hash = 0;
  for (let i = 0; i < word.length; i++) hash = (Math.imul(hash, 31) + word.charCodeAt(i)) | 0;
  return wordNumber(word, 0, word.length, hash);
};

/** For each word number, the last text (by textsRead) that used it: each text lists a word once. */
const lastText: number[] = [];
let textsRead = 0;

/**
 * The numbers of the words of a text (HTML: its tags, entities and {{tokens}} are not words),
 * each once, as searchWords() cuts them: the same as searchWords() of the text stripped of
 * MARKUP, but in one pass over the characters that makes a string only of each new word, or of a
 * word it must lower-case, and without lower-casing or stripping the whole text (for text with a
 * character outside Latin-1, lower-casing alone took 0.3 s at 4,000 articles). A text with
 * characters outside the Basic Multilingual Plane is read with searchWords().
 */
function wordNumbersOf(text: string): number[] {
  const numbers: number[] = [];
  const reading = ++textsRead;
  const use = (word: number) => {
    if (lastText[word] !== reading) numbers.push(word);
    lastText[word] = reading;
  };
  if (/[\ud800-\udfff]/.test(text)) {
    for (const word of searchWords(text.replace(MARKUP, ' '))) use(numberOfWord(word));
    return numbers;
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
        if (i - start > 1) use(wordNumber(text, start, i, hash));
      } else {
        // Lower-cased, a word may be longer ("İ" is "i̇").
        const word = text.slice(start, i).toLowerCase();
        if (word.length > 1) use(numberOfWord(word));
      }
      start = -1;
    }
    if (code === 60 || code === 38 || code === 123) i = Math.max(i, markupEnd(text, i, code) - 1);
  }
  return numbers;
}

/** Each word of the texts with the numbers of the texts that use it, ascending, from each text's word numbers. */
function byWord(texts: number[][]): Map<string, number[]> {
  const lists: number[][] = [];
  texts.forEach((numbers, text) => {
    for (const word of numbers) (lists[word] ??= []).push(text);
  });
  const result = new Map<string, number[]>();
  lists.forEach((list, word) => result.set(vocabulary.words[word]!, list));
  return result;
}

/** Each word of the texts (HTML) as searchWords() cuts them, and the numbers of the texts that use each, ascending. */
export function articlesByWord(texts: string[]): Map<string, number[]> {
  return byWord(texts.map(wordNumbersOf));
}

/** An article's text for the index: its title, excerpt and category (text: their <, & and { are not markup, and become spaces), and its HTML. */
const searchText = ({ data, html }: BlogEntry) =>
  `${`${data.title} ${data.excerpt} ${data.category}`.replace(/[<&{]/g, ' ')} ${html}`;

/**
 * Each article's word numbers and card, by entry. Entries are frozen, and watch mode keeps an
 * unchanged entry as the very same object from one save to the next, so a save that changed
 * one article reads the text of that article only.
 */
const indexedArticles = new WeakMap<BlogEntry, { words: number[]; row: SearchRow }>();

function indexedArticle(entry: BlogEntry): { words: number[]; row: SearchRow } {
  let indexed = indexedArticles.get(entry);
  if (!indexed) {
    const { id, data } = entry;
    indexed = {
      words: wordNumbersOf(searchText(entry)),
      row: [
        id,
        data.title,
        data.excerpt,
        data.category,
        data.publishDate,
        formatDate(data.publishDate),
        data.readTime,
        data.image,
      ],
    };
    indexedArticles.set(entry, indexed);
  }
  return indexed;
}

/**
 * A page's word numbers and card (its row: [href, title, excerpt, kind, date, date as written,
 * note, image, lang]). A Telugu or Hindi page keeps only its words with a letter outside ASCII,
 * so that an English search ("whatsapp", "usa") finds the English pages only.
 */
function indexedPage(page: SearchPage): { words: number[]; row: SearchRow } {
  const words = wordNumbersOf(page.text.replace(/[<&{]/g, ' '));
  return {
    words: page.lang ? words.filter((n) => /[^\0-\x7f]/.test(vocabulary.words[n]!)) : words,
    row: [
      page.href,
      page.title,
      page.excerpt,
      page.kind,
      page.date,
      page.dateText,
      page.note,
      page.image,
      ...(page.lang ? [page.lang] : []),
    ] as SearchRow,
  };
}

/**
 * The search index, as files (src/website/client/blog.ts reads them), so that a search
 * downloads a small part of it however many articles there are:
 * - the manifest at `indexPath` (SearchManifest);
 * - the shards `w-<shard>.json` beside it (in /blog/search/): each word of every article's
 *   title, excerpt, category and text, mapped to the numbers of the articles that use it, filed by
 *   its first two characters, so a search for "pickle" reads one shard and finds "pickles";
 * - the card rows `r-<n>.json`, SEARCH_CHUNK articles a file, newest first, then the pages
 *   (entry n is row n % SEARCH_CHUNK of file n / SEARCH_CHUNK, rounded down).
 */
export function searchIndexFiles(
  articles: BlogEntry[],
  indexPath = SEARCH_INDEX_PATH,
  pages: SearchPage[] = [],
): Record<string, unknown> {
  const newest = sortByDate(articles);
  const folder = indexPath.replace(/\.json$/, '/');
  const categories: Record<string, number[]> = {};
  newest.forEach(({ data }, id) => (categories[data.category] ??= []).push(id));
  const indexed = [...newest.map(indexedArticle), ...pages.map(indexedPage)];
  const articlesWith = byWord(indexed.map(({ words }) => words));
  const shards = new Map<string, Record<string, number[]>>();
  for (const word of [...articlesWith.keys()].sort()) {
    const key = shardOf(word);
    if (!shards.has(key)) shards.set(key, {});
    shards.get(key)![word] = articlesWith.get(word)!;
  }
  const manifest: SearchManifest = {
    count: indexed.length,
    shards: [...shards.keys()].join(' '),
    categories,
  };
  const files: Record<string, unknown> = { [indexPath]: manifest };
  for (const [key, shard] of shards) files[`${folder}w-${key}.json`] = shard;
  for (let start = 0; start < indexed.length; start += SEARCH_CHUNK) {
    files[`${folder}r-${start / SEARCH_CHUNK}.json`] = indexed
      .slice(start, start + SEARCH_CHUNK)
      .map(({ row }) => row);
  }
  return files;
}
