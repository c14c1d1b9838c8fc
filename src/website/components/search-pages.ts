/**
 * The pages the blog's search finds beside the articles: the guide (/what-can-i-send) and the
 * five destination pages, in each of their languages, from the words those pages are built from
 * (content/locales/<code>/what-can-i-send.ts, rules.ts, destinations.ts). A search in Telugu finds
 * the Telugu pages, one in English the English ones: a Telugu or Hindi page is found only by its
 * words in its own script (searchIndexFiles() drops its ASCII words, such as "WhatsApp").
 */
import { destinationPath, destinations } from '../../../content/destinations';
import { localeHref, whatCanISendHref } from '../../../content/links';
import type { Messages } from '../../../content/locales/en';
import { rulesReviewed } from '../../../content/rules';
import { formatDate } from './format';

/** A page the search finds: its address, language, card and text. */
export interface SearchPage {
  href: string;
  /** Its `lang` ("te-IN"), or none for an English page (the blog's own language). */
  lang?: string;
  title: string;
  excerpt: string;
  /** The badge on its card: the page's kind, in its language. */
  kind: string;
  /** The day its rules were last checked (YYYY-MM-DD), and as written in its language. */
  date: string;
  dateText: string;
  /** Under the date: "4 min read", or for a Telugu or Hindi page the language's name. */
  note: string;
  image: string;
  /** Everything the page says, for the index. */
  text: string;
}

/** Every string in a messages object, however deep (templates that need arguments left out). */
const stringsOf = (value: unknown): string[] =>
  typeof value === 'string'
    ? [value]
    : value && typeof value === 'object'
      ? Object.values(value).flatMap(stringsOf)
      : [];

const readingTime = (text: string) =>
  `${Math.max(1, Math.round(text.split(/\s+/).length / 200))} min read`;

/** The guide and the destination pages in each of `locales` (content/config.ts's i18n; the first is the blog's own), as the search index takes them. */
export function searchPages(
  locales: Record<string, { lang: string; name: string; messages: Messages }>,
): SearchPage[] {
  return Object.entries(locales).flatMap(([code, { lang: pageLang, name, messages }], index) => {
    const lang = index === 0 ? undefined : pageLang;
    const page = (
      href: string,
      title: string,
      excerpt: string,
      kind: string,
      image: string,
      words: unknown,
    ): SearchPage => {
      const text = [title, excerpt, ...stringsOf(words)].join(' ');
      return {
        href: localeHref(code, href),
        ...(lang ? { lang } : {}),
        title,
        excerpt,
        kind,
        date: rulesReviewed,
        dateText: formatDate(rulesReviewed, lang ?? 'en-IN'),
        note: lang ? name : readingTime(text),
        image,
        text,
      };
    };
    const guide = messages.whatCanISend;
    const words = messages.destinations;
    return [
      page(
        whatCanISendHref,
        guide.hero.title,
        guide.meta.description,
        guide.hero.eyebrow,
        '/images/services/international-courier.svg',
        [guide, messages.rules],
      ),
      ...destinations.map(({ slug }) => {
        const country = words.countries[slug as keyof typeof words.countries];
        return page(
          destinationPath(slug),
          words.hero.title(country),
          words.meta.description(country),
          words.hero.eyebrow,
          '/images/destination.svg',
          country,
        );
      }),
    ];
  });
}
