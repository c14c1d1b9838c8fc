/**
 * How the blog's search index cuts text into words and files them: one module, read by the
 * build (searchIndexFiles() in src/website/components/blog-pages.ts) and by the listing's script
 * (blog.ts), so a search looks a word up exactly where the build put it.
 */

/** Runs of letters, marks and digits, two characters or more. */
const WORD = /[\p{L}\p{M}\p{N}]{2,}/gu;

/** The words of a text, in lower case, in order (repeats kept); one-character words left out. */
export const searchWords = (text: string): string[] => text.toLowerCase().match(WORD) || [];

/**
 * The shard of the index that holds every word starting as `word` starts: its first two
 * UTF-16 code units, ASCII letters and digits as they are, any other as `_` and its code in hex
 * (`pickles` is in shard `pi`, at /blog/search/w-pi.json).
 */
export const shardOf = (word: string): string =>
  word.slice(0, 2).replace(/[^a-z\d]/g, (char) => '_' + char.charCodeAt(0).toString(16));

/**
 * How many card rows a row file of the index holds (article n is row n % SEARCH_CHUNK of
 * `r-<n / SEARCH_CHUNK>.json`): a search fetches only the files of the cards it shows, six at
 * a time, so a file is a few kilobytes gzipped.
 */
export const SEARCH_CHUNK = 32;
