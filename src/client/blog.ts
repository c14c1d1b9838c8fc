/**
 * The blog listing's own script (loaded by /blog alone): search, category filters and paging
 * over the cards, which are all listed without JavaScript.
 */
import { $, $$ } from './dom';

function setupBlog(): void {
  const root = $('[data-blog]');
  if (!root) return;
  const cards = $$('[data-category]', root);
  const filters = $$<HTMLButtonElement>('[data-filter]', root);
  const search = $<HTMLInputElement>('[data-blog-search]', root)!;
  const more = $<HTMLButtonElement>('[data-load-more]', root)!;
  const status = $('[data-blog-status]', root)!;
  const empty = $('[data-blog-empty]', root)!;
  const pageSize = Number(root.dataset.pageSize) || 6;
  const params = new URLSearchParams(location.search);
  let category = filters.some((button) => button.dataset.filter === params.get('category')) ? params.get('category')! : 'All';
  let limit = pageSize;
  search.value = params.get('q') || '';
  // A card is searched by its title, excerpt and category, as written on it.
  const searchText = new Map(cards.map((card) => [card, [$('.card-link', card)?.textContent, $('.card-body > p:not([class])', card)?.textContent, card.dataset.category].join(' ').toLowerCase()]));

  const render = () => {
    const words = search.value.toLowerCase().split(/\s+/).filter(Boolean);
    const matches = cards.filter(
      (card) => (category === 'All' || card.dataset.category === category) && words.every((word) => searchText.get(card)!.includes(word)),
    );
    cards.forEach((card) => (card.hidden = true));
    matches.forEach((card, index) => (card.hidden = index >= limit));
    const shown = Math.min(limit, matches.length);
    more.disabled = shown >= matches.length;
    empty.hidden = matches.length > 0;
    status.textContent = matches.length ? `Showing ${shown} of ${matches.length} articles` : 'No articles match';
    filters.forEach((button) => button.setAttribute('aria-pressed', String(button.dataset.filter === category)));
  };
  const restart = () => {
    limit = pageSize;
    render();
  };
  filters.forEach((button) =>
    button.addEventListener('click', () => {
      category = button.dataset.filter!;
      restart();
    }),
  );
  search.addEventListener('input', restart);
  search.form!.addEventListener('submit', (event) => {
    event.preventDefault();
    restart();
  });
  more.addEventListener('click', () => {
    limit += pageSize;
    render();
  });
  // The page arrives with every card shown: only a search in the address or more cards than a page holds need a render now.
  if (search.value || category !== 'All' || cards.length > pageSize) render();
}

setupBlog();
