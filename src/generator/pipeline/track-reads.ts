/**
 * Watch mode's record of what each page reads: the page renders with its entries and collections
 * behind proxies, and the names of what it touched decide, on a later save, whether it is
 * rendered again (memo.ts `reusable`).
 */
import type { Entry } from '../contract';
import { fieldName, isEntry, isPlainObject, listName, namesOf } from './memo';
import type { PlannedRoute } from './plan-routes';
import { renderPage, type RenderContext, type RenderedPage } from './render-page';

/** Each entry as a proxy (one per entry) that records into `reads` what is read of it: its HTML, each field of its data, or the data as a whole. */
function entryTracker(reads: Set<string>): (entry: Entry) => Entry {
  const proxies = new Map<Entry, Entry>();
  // Over copies: entries and their data are frozen, and a proxy of a frozen object must hand out its very values.
  const trackData = (entry: Entry) =>
    new Proxy(
      { ...entry.data },
      {
        get(target, property, receiver) {
          reads.add(
            typeof property === 'string' ? fieldName(entry, property) : namesOf(entry).data,
          );
          return Reflect.get(target, property, receiver);
        },
        ownKeys(target) {
          reads.add(namesOf(entry).data);
          return Reflect.ownKeys(target);
        },
        has(target, property) {
          reads.add(namesOf(entry).data);
          return Reflect.has(target, property);
        },
      },
    );
  return (entry) => {
    let proxy = proxies.get(entry);
    if (!proxy) {
      const data = trackData(entry);
      proxy = new Proxy(
        { ...entry },
        {
          get(target, property, receiver) {
            if (property === 'data') return data;
            if (property === 'html') reads.add(namesOf(entry).html);
            else if (property !== 'id' && property !== 'collection') reads.add(namesOf(entry).data);
            return Reflect.get(target, property, receiver);
          },
        },
      );
      proxies.set(entry, proxy);
    }
    return proxy;
  };
}

/**
 * Renders a page with its entries and collections behind proxies that record what it reads:
 * `<collection>/<id>:html`, `<collection>/<id>:data.<field>` for each field of the front matter
 * read, `<collection>/<id>:data` for anything else of it (its list of fields, the draft flag), and
 * `list:<collection>`. A listing sorts by every entry's date but shows the titles of a few: a
 * title's edit renders the pages that show it, not every page that sorted.
 */
export function renderTracked(
  route: PlannedRoute,
  context: RenderContext,
): { page: RenderedPage; reads: Set<string> } {
  const reads = new Set<string>();
  const trackEntry = entryTracker(reads);
  const trackValue = (value: unknown): unknown =>
    isEntry(value)
      ? trackEntry(value)
      : Array.isArray(value)
        ? value.map(trackValue)
        : isPlainObject(value)
          ? Object.fromEntries(Object.entries(value).map(([key, item]) => [key, trackValue(item)]))
          : value;
  // Over a copy: the list itself is frozen, and a proxy of it must hand out its very entries.
  const trackList = (name: string, list: Entry[]) => {
    const read = listName(name);
    return new Proxy([...list], {
      get(target, property, receiver) {
        reads.add(read);
        const value = Reflect.get(target, property, receiver);
        return typeof property === 'string' && /^\d+$/.test(property) ? trackValue(value) : value;
      },
    });
  };
  const lists = new Map<string, Entry[]>();
  const collections = new Proxy(context.collections, {
    get(target, property, receiver) {
      const list = Reflect.get(target, property, receiver) as Entry[] | undefined;
      if (typeof property !== 'string' || !Array.isArray(list)) return list;
      if (!lists.has(property)) lists.set(property, trackList(property, list));
      return lists.get(property);
    },
  });
  const props = Object.fromEntries(
    Object.entries(route.props).map(([key, value]) => [key, trackValue(value)]),
  );
  return { page: renderPage({ ...route, props }, { ...context, collections }), reads };
}
