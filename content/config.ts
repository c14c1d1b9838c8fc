/**
 * What the generator reads: the site settings and the content collections with their schemas.
 */
import * as v from 'valibot';
import { PLACEHOLDERS } from '../src/website/components/Prose';
import { ShareCard } from '../src/website/components/ShareCard';
import { searchIndexFiles } from '../src/website/components/blog-pages';
import { searchPages } from '../src/website/components/search-pages';
import type { BlogEntry } from '../src/website/components/site-page';
import type {
  BuildSettings,
  DataFileConfig,
  FeedConfig,
  I18nConfig,
  RedirectRule,
  ShareImageConfig,
  SiteConfig,
} from '#site';
import { company } from './company';
import { messagesByLocale } from './locales';
import type { Messages } from './locales/en';
import { BLOG_CATEGORIES } from './types';

export const site: SiteConfig = {
  url: company.siteUrl,
  lang: 'en-IN',
  name: company.name,
  locale: 'en_IN',
  icon: '/favicon.svg',
  themeColor: '#0b2545',
  shortName: company.shortName,
  backgroundColor: '#ffffff',
  // WhatsApp: forms whose WhatsApp button works without JavaScript GET wa.me, which redirects to api.whatsapp.com.
  formActions: [
    company.forms.contactEndpoint,
    company.forms.newsletterEndpoint,
    company.forms.pickupEndpoint,
    'https://wa.me',
    'https://api.whatsapp.com',
  ].filter(Boolean),
  // For hosts that cannot send headers (GitHub Pages): SITE_CSP_META=1 npx site build
  cspMeta: process.env.SITE_CSP_META === '1',
};

/**
 * The site's languages: English at the root, the others under their code (/te/, /te/contact).
 * Each locale's messages have exactly the keys of English's (the build names any difference).
 * A language is listed only with its own translation, never with English text standing in.
 * The order is the language switcher's.
 */
export const i18n: I18nConfig<Messages> = {
  defaultLocale: 'en',
  locales: {
    en: { lang: 'en-IN', name: 'English', ogLocale: 'en_IN', messages: messagesByLocale.en },
    te: { lang: 'te-IN', name: 'తెలుగు', ogLocale: 'te_IN', messages: messagesByLocale.te },
    hi: { lang: 'hi-IN', name: 'हिन्दी', ogLocale: 'hi_IN', messages: messagesByLocale.hi },
  },
};

/** Front matter is a fixed set of fields: a missing one or an unknown one (a typo) is named. */
const frontMatter = <const Entries extends v.ObjectEntries>(entries: Entries) =>
  v.strictObject(entries, (issue) =>
    issue.expected === 'never'
      ? 'is not a field of this collection (check the spelling)'
      : issue.received === 'undefined'
        ? 'is missing'
        : `must be a set of fields, not ${issue.received}`,
  );

const text = (minimum: number, message: string) =>
  v.pipe(v.string('must be text'), v.minLength(minimum, message));

/** A real calendar date written YYYY-MM-DD (2026-02-30 is not one). */
const isoDate = v.pipe(
  v.string('must be text'),
  v.check((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return (
      /^\d{4}-\d{2}-\d{2}$/.test(value) &&
      !Number.isNaN(date.getTime()) &&
      date.toISOString().startsWith(value)
    );
  }, 'must be a date written YYYY-MM-DD, such as 2026-03-12'),
);

export const blogSchema = frontMatter({
  title: text(10, 'must be at least 10 characters'),
  excerpt: text(40, 'must be at least 40 characters'),
  category: v.picklist(BLOG_CATEGORIES, `must be one of: ${BLOG_CATEGORIES.join(', ')}`),
  readTime: v.pipe(
    v.string('must be text'),
    v.regex(/^\d+ min read$/, 'must look like "5 min read"'),
  ),
  publishDate: isoDate,
  image: v.pipe(
    v.string('must be text'),
    v.regex(
      /^\/images\/[\w/-]+\.(svg|png|jpg|webp)$/,
      'must be a path under public/images/, such as /images/blog/my-article.svg',
    ),
  ),
  // `draft: true` keeps the article out of `site build`; `site serve` shows it, labelled.
  draft: v.optional(v.boolean('must be true or false')),
});

export const legalSchema = frontMatter({
  title: text(1, 'must not be empty'),
  description: text(50, 'must be at least 50 characters'),
  updated: isoDate,
});

export const collections = {
  // An article whose `image` is not a file in public/ fails the build, naming the article; a
  // photo there (JPEG, PNG, WebP) is made into AVIF, WebP and JPEG files for the article's
  // <Image> and the listing's cards, as are photos in an article's body.
  // `{{companyName}}`, `{{phone}}` and the other facts Prose fills in; any other `{{name}}` fails the build, naming the line.
  blog: {
    schema: blogSchema,
    publicFiles: ['image'],
    images: { fields: ['image'], bodyWidth: 704 },
    placeholders: PLACEHOLDERS,
  },
  legal: { schema: legalSchema, placeholders: PLACEHOLDERS },
};

/**
 * Moved and short URLs (301: for good). `site build` writes them to `_redirects`, the nginx
 * snippet and a small page at each old path for hosts without redirects.
 */
export const redirects: RedirectRule[] = [
  // A short address for the international courier page, easy to say on the phone or print on a flyer.
  {
    from: '/international-courier',
    to: '/reliable-international-courier-services-from-hyderabad',
    status: 301,
  },
];

/** The one browser script every page loads (the website's scripts live apart from the generator, in src/website/). */
export const build: BuildSettings = { clientEntry: 'src/website/client/main.ts' };

/** The blog's Atom feed: the 20 newest articles, linked from every page. */
export const feeds: FeedConfig<v.InferOutput<typeof blogSchema>>[] = [
  {
    path: '/blog/feed.xml',
    title: `${company.name} blog`,
    description:
      'Guides to international courier from Hyderabad: customs, packing, prices and delivery times.',
    home: '/blog',
    collection: 'blog',
    limit: 20,
    item: (article) => ({
      title: article.data.title,
      path: `/blog/${article.id}`,
      date: article.data.publishDate,
      summary: article.data.excerpt,
    }),
  },
];

/** The blog's search index (every word of every article, and the cards), in small files: the listing's script fetches those a search needs. */
export const dataFiles: DataFileConfig[] = [
  {
    // The articles, then the guide and the destination pages in every language (search-pages.ts).
    files: ({ collections }) =>
      searchIndexFiles(
        (collections.blog ?? []) as unknown as BlogEntry[],
        undefined,
        searchPages(i18n.locales),
      ),
  },
];

/** Every page's share image (1200 x 630 PNG): the site's card, in Inter from @fontsource/inter. */
export const shareImage: ShareImageConfig = {
  component: ShareCard,
  fonts: [
    { name: 'Inter', weight: 600, file: '@fontsource/inter/files/inter-latin-600-normal.woff2' },
    { name: 'Inter', weight: 700, file: '@fontsource/inter/files/inter-latin-700-normal.woff2' },
    { name: 'Inter', weight: 800, file: '@fontsource/inter/files/inter-latin-800-normal.woff2' },
    // The Telugu and Hindi pages' cards.
    {
      name: 'Noto Sans Telugu',
      weight: 600,
      file: '@fontsource/noto-sans-telugu/files/noto-sans-telugu-telugu-600-normal.woff2',
    },
    {
      name: 'Noto Sans Telugu',
      weight: 700,
      file: '@fontsource/noto-sans-telugu/files/noto-sans-telugu-telugu-700-normal.woff2',
    },
    {
      name: 'Noto Sans Telugu',
      weight: 800,
      file: '@fontsource/noto-sans-telugu/files/noto-sans-telugu-telugu-800-normal.woff2',
    },
    {
      name: 'Noto Sans Devanagari',
      weight: 600,
      file: '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-600-normal.woff2',
    },
    {
      name: 'Noto Sans Devanagari',
      weight: 700,
      file: '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-700-normal.woff2',
    },
    {
      name: 'Noto Sans Devanagari',
      weight: 800,
      file: '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-800-normal.woff2',
    },
  ],
};
