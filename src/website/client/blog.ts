/**
 * The blog listings' own script (loaded by /blog, its older pages and the category pages).
 * Without it every control is a link to a real page. With it, Load More appends the next
 * page's cards in place, and the search box and the category links search and filter the
 * whole blog, the guide and the destination pages over the search index (data-index, its
 * manifest): a search fetches the manifest,
 * the shard of each of its words and the row files of the cards it shows, each once.
 */
import { $, $$ } from './dom';
import { setupMailtoForms } from './mailto-forms';
import { SEARCH_CHUNK, searchWords, shardOf } from './search-words';

/** SearchRow and SearchManifest of searchIndexFiles() in src/website/components/search-index.ts. */
type Row = [string, string, string, string, string, string, string, string, string?];
type Manifest = { count: number; shards: string; categories: Record<string, number[]> };

function setupBlog(): void {
  const root = $('[data-blog]');
  if (!root) return;
  const grid = $('.card-grid', root)!;
  const search = $<HTMLInputElement>('[data-blog-search]', root)!;
  const status = $('[data-blog-status]', root)!;
  const empty = $('[data-blog-empty]', root)!;
  const more = $<HTMLElement>('[data-load-more]', root)!;
  const chips = $$<HTMLAnchorElement>('[data-filter]', root);
  const size = +root.dataset.pageSize!;
  const start = +root.dataset.start!;
  const total = +root.dataset.total!;
  // The page's own cards, and those Load More appended; a copy of the first one draws search results.
  const pageCards = $$('.blog-card', grid);
  const template = pageCards[0];
  const ownCategory = chips.find((chip) => chip.hasAttribute('aria-current'))!.dataset.filter!;
  let category = ownCategory;
  let next = more.getAttribute('href');
  // The index: its manifest (data-index), then the files beside it a search needs, each fetched once.
  const indexUrl = root.dataset.index!;
  const folder = indexUrl.replace(/\.json$/, '/');
  // (Not JSON, such as a 404 page, is an error; after one, everything is fetched again.)
  let files: Record<string, Promise<any>> = {};
  const load = (url: string) => (files[url] ||= fetch(url).then((response) => response.json()));
  // The strings are joined with + here: the bundle turns templates into longer concat() calls.
  const rows = (ids: number[]): Promise<Row[]> =>
    Promise.all(
      ids.map(
        async (id) =>
          (await load(folder + 'r-' + Math.floor(id / SEARCH_CHUNK) + '.json'))[id % SEARCH_CHUNK],
      ),
    );
  // While searching or filtering: the matching articles' numbers and how many of them are shown.
  let matches: number[] | undefined;
  let shown = 0;
  // Each search or reset counts up; a search that a later one overtook draws nothing.
  let runs = 0;

  const count = (n: number) => n.toLocaleString('en-IN');
  // The status's words (statusWords in src/website/components/BlogListing.tsx): `a` for articles, as showingText() writes them
  // ("Showing 1–6 of 9 articles"), a page's lang for a search's results in the language of the pages it found ('' English).
  const texts: Record<string, string[]> = JSON.parse(status.dataset.words!);
  let said = 'a';
  const say = (from: number, to: number, of: number) => {
    const words = texts[said]!;
    status.lang = words[0]!;
    status.textContent = !of
      ? words[1]!
      : of === 1
        ? words[2]!
        : words[3]!
            .replace('{span}', to - from === 1 ? count(to) : count(from + 1) + '–' + count(to))
            .replace('{n}', count(of));
  };
  // Load More (a link, or the last page's button) is hidden while there is nothing more to show.
  const enableMore = (on: boolean) => (more.hidden = !on);
  // The page links: hidden while results from the index are shown.
  const hidePager = (hidden: boolean) => {
    const pager = $('[data-blog-pager]', root);
    if (pager) pager.hidden = hidden;
  };

  // Words joined by hyphens take the non-breaking hyphen, as the built cards have it (keepTogether in src/website/components/format.ts).
  const hold = (text: string) => text.replace(/([\p{L}\p{M}])-(?=[\p{L}\p{M}])/gu, '$1\u2011');
  const card = (row: Row) => {
    const copy = template!.cloneNode(true) as HTMLElement;
    copy.dataset.category = row[3];
    $$('.badge-draft', copy).forEach((badge) => badge.remove());
    $('img', copy)!.setAttribute('src', row[7]);
    $('.badge', copy)!.textContent = row[3];
    const link = $<HTMLAnchorElement>('.card-link', copy)!;
    // An article's id, or a page's own address (the guide, a destination page: see search-pages.ts).
    link.href = (row[0][0] === '/' ? '' : '/blog/') + row[0];
    if (row[8]) copy.lang = row[8];
    link.textContent = hold(row[1]);
    $('.card-body > p:not([class])', copy)!.textContent = hold(row[2]);
    const time = $('time', copy)!;
    time.setAttribute('datetime', row[4]);
    time.textContent = row[5];
    $$('.meta span', copy)[1]!.lastChild!.textContent = row[6];
    return copy;
  };

  const unavailable = () => {
    files = {};
    status.textContent = texts.a![4]!;
  };
  // The next cards of the matches (the first: in place of the page's), fetched by the row files they are in.
  const showMatches = async (run = runs) => {
    const batch = await rows(matches!.slice(shown, shown + size));
    if (run !== runs) return;
    if (!shown) {
      grid.replaceChildren();
      hidePager(true);
    }
    grid.append(...batch.map(card));
    shown += batch.length;
    enableMore(shown < matches!.length);
    empty.hidden = matches!.length > 0;
    // A search names what it found, in the language of its first card; a category alone finds articles.
    said = searchWords(search.value)[0]
      ? ((grid.firstElementChild || root) as HTMLElement).lang
      : 'a';
    say(0, shown, matches!.length);
  };

  const render = async () => {
    const run = ++runs;
    // Words of one letter find nothing: the page stays as it is until a second letter.
    const words = searchWords(search.value);
    chips.forEach((chip) =>
      chip.dataset.filter === category
        ? chip.setAttribute('aria-current', 'true')
        : chip.removeAttribute('aria-current'),
    );
    if (!words.length && category === ownCategory) {
      // Back to the page as it was built (with what Load More added).
      matches = undefined;
      grid.replaceChildren(...pageCards);
      empty.hidden = true;
      enableMore(next !== null);
      hidePager(false);
      said = 'a';
      say(start, start + pageCards.length, total);
      return;
    }
    try {
      const manifest: Manifest = await load(indexUrl);
      // Articles by number, 0 the newest.
      let found = category ? manifest.categories[category]! : [...Array(manifest.count).keys()];
      // Each word narrows the matches to the articles with a word that starts with it.
      for (const word of words) {
        const shard: Record<string, number[]> = manifest.shards.split(' ').includes(shardOf(word))
          ? await load(folder + 'w-' + shardOf(word) + '.json')
          : {};
        const withWord = new Set(
          Object.keys(shard).flatMap((term) => (term.startsWith(word) ? shard[term]! : [])),
        );
        found = found.filter((id) => withWord.has(id));
      }
      if (run !== runs) return;
      matches = found;
      shown = 0;
      await showMatches(run);
    } catch {
      if (run === runs) unavailable();
    }
  };

  more.addEventListener('click', async (event) => {
    event.preventDefault();
    if (matches) return showMatches().catch(unavailable);
    const url = next;
    if (!url) return;
    try {
      const page = new DOMParser().parseFromString(await (await fetch(url)).text(), 'text/html');
      const cards = $$('[data-blog] .blog-card', page);
      grid.append(...cards);
      pageCards.push(...cards);
      next = $('[data-blog] [data-load-more]', page)!.getAttribute('href');
      if (next) more.setAttribute('href', next);
      const newPager = $('[data-blog-pager]', page);
      if (newPager) $('[data-blog-pager]', root)!.replaceWith(newPager);
      enableMore(next !== null);
      say(start, start + pageCards.length, total);
      $<HTMLAnchorElement>('.card-link', cards[0])!.focus();
    } catch {
      location.href = url;
    }
  });

  // Without a card to copy (a category with no articles), the links and the form lead to real pages.
  if (!template) return;
  chips.forEach((chip) =>
    chip.addEventListener('click', (event) => {
      event.preventDefault();
      category = chip.dataset.filter!;
      history.pushState(null, '', chip.href);
      void render();
    }),
  );
  addEventListener('popstate', () => location.reload());
  search.addEventListener('input', render);
  search.form!.addEventListener('submit', (event) => {
    event.preventDefault();
    void render();
  });
  // A search sent without the script (or from a page without cards) arrives as /blog?q=…
  search.value = new URLSearchParams(location.search).get('q') || '';
  if (search.value) void render();
}

setupMailtoForms();
setupBlog();
