/**
 * The page contract, all the generator knows of a site. A page module default-exports a component
 * and exports `meta`, maybe `jsonLd` and, for a `[param]` file, `paths()`. `content/config.ts`
 * exports `site`, maybe `collections` and `build`. Components import only what `#site` exports
 * at the end of this file. The rest is type-only, so sites can import it freely.
 */
import type { ComponentType } from 'react';

/** Head fields a page declares. The generator writes the rest of the document shell. */
export interface PageMeta {
  title: string;
  description: string;
  /** Its own share image (PNG or JPEG, 1200 x 630), under public/ or a URL; else the site's `shareImage` draws one. */
  image?: string;
  /** Describes the share image for `og:image:alt`; the title when left out. */
  imageAlt?: string;
  /** Open Graph type; `website` when left out. */
  type?: 'website' | 'article';
  /** `noindex` keeps a page out of search engines and out of sitemap.xml. */
  robots?: 'noindex';
}

export type JsonLdObject = { [key: string]: unknown };
export type JsonLd = JsonLdObject | JsonLdObject[];

/** One Markdown file of a content collection, validated against the collection's schema. */
export interface Entry<Data = Record<string, unknown>> {
  /** File name without `.md`; also the slug of the entry's page. */
  id: string;
  collection: string;
  /** Path relative to the project root. */
  file: string;
  data: Data;
  /** The Markdown body rendered to HTML. */
  html: string;
  /** `draft: true` in the front matter: left out of `site build`, kept (with this flag, for a "Draft" label) in `site serve`. */
  draft?: true;
}

/** Each collection's entries in file order. The lists, entries and their data are frozen: read them; copy a list to sort it. */
export type Collections = Record<string, Entry[]>;

/** What every page component receives: `Extra` is its `paths()` props, `C` the collections, `M` a locale's messages. */
export type PageProps<Extra = {}, C = Collections, M = Messages> = Extra & {
  /** The page's URL path, e.g. `/about`, `/blog/some-article` or `/te/contact`. */
  route: string;
  params: Record<string, string>;
  collections: C;
  site: SiteConfig;
  /** The code of the page's locale, such as `en` or `te`. */
  locale: string;
  /** That locale's messages (`i18n.locales[locale].messages`; `{}` for a site without `i18n`). */
  messages: M;
  /** One link per locale of the site, in the order of `i18n.locales`, for a language switcher. */
  languages: LanguageLink[];
};

/** A value a page may give directly or compute from its props (for `[param]` pages). */
export type PageValue<T, Extra = any> = T | ((props: PageProps<Extra, any, any>) => T);

/** What a locale translates: interface strings and page copy; leaves are strings or functions returning one. */
export type Messages = Record<string, any>;

/** One locale of the site in a page's language switcher. */
export interface LanguageLink {
  /** The locale's code, such as `te`. */
  code: string;
  /** Its `lang` (`hreflang`) value, such as `te-IN`. */
  lang: string;
  /** Its name in its own script, such as `తెలుగు`. */
  name: string;
  /** This page in that locale if it exists, else that locale's home (`/` or `/te/`). */
  href: string;
  /** The locale of the page itself. */
  current: boolean;
  /** Whether this page exists in that locale. */
  translated: boolean;
}

export interface PathEntry<Extra = Record<string, unknown>> {
  params: Record<string, string>;
  props?: Extra;
}

export interface PageModule {
  default: ComponentType<any>;
  meta: PageValue<PageMeta>;
  jsonLd?: PageValue<JsonLd | undefined>;
  /** The page's own browser script, relative to the page file: bundled, hashed and loaded by this page alone. */
  script?: string;
  /** For each locale the page is built in (see I18nConfig), with that locale's code. */
  paths?: (context: { collections: Collections; site: SiteConfig; locale: string }) => PathEntry[];
  /** The locales the page is built in; only the default locale when left out. */
  locales?: string[];
  /**
   * What its drawn share image shows: props for the site's component (or its own component),
   * `{ sameAs: route }` for another page's card, or `false` for none. Left out: the page's title,
   * but pages 2 and on of a `paginate()` list show the card of its first page, drawn once.
   */
  shareImage?: PageValue<PageShareImage | false>;
}

export interface PageShareImage {
  /** Shows another page's card (image and alt), such as `/blog`'s; a route without one is a build error naming this page. */
  sameAs?: string;
  /** Replaces the site's component for this page. */
  component?: ComponentType<any>;
  /** Passed to the component besides ShareImageProps. */
  props?: Record<string, unknown>;
  /** `og:image:alt`; the page title when left out. */
  alt?: string;
}

/** What a share-image component always receives. */
export interface ShareImageProps<M = Messages> {
  title: string;
  description: string;
  route: string;
  siteName: string;
  siteUrl: string;
  /** The page's locale code (`te`), its `lang` (`te-IN`) and messages: a card speaks its page's language. */
  locale: string;
  lang: string;
  messages: M;
}

/**
 * Share images: every page's 1200 x 630 PNG, drawn at build time from a React component by takumi
 * (flexbox and grid, inline styles, real text shaping for Telugu and Devanagari) with these
 * fonts. Text no font has glyphs for is a build error naming the page and the characters.
 */
export interface ShareImageConfig {
  /** Renders one image from ShareImageProps plus the page's `shareImage.props`; inline styles only. */
  component: ComponentType<any>;
  /**
   * At least one .ttf, .otf, .woff or .woff2 file, by package path (`@fontsource/inter/files/...`)
   * or from the root. A character the named family lacks comes from the next font that has it.
   */
  fonts: ShareImageFont[];
}

export interface ShareImageFont {
  /** The `fontFamily` the component names. */
  name: string;
  file: string;
  weight?: 100 | 200 | 300 | 400 | 500 | 600 | 700 | 800 | 900;
  style?: 'normal' | 'italic';
}

/**
 * Validates a collection's front matter: any Standard Schema (https://standardschema.dev: valibot,
 * zod, ArkType). `validate` returns the typed value or the issues, each with its field's path.
 */
export interface CollectionSchema {
  readonly '~standard': {
    readonly version: 1;
    readonly vendor: string;
    validate(value: unknown): StandardResult | Promise<StandardResult>;
  };
}

export type StandardResult =
  | { readonly value: unknown; readonly issues?: undefined }
  | {
      readonly issues: ReadonlyArray<{
        readonly message: string;
        readonly path?: ReadonlyArray<PropertyKey | { readonly key: PropertyKey }>;
      }>;
    };

export interface CollectionConfig {
  schema: CollectionSchema;
  /** Elements embedding other documents that this collection's Markdown may contain (refused by default); never script (`<script>`, `on*` attributes, `javascript:` URLs). */
  allowHtml?: EmbedElement[];
  /** Front-matter fields holding a path under public/ (`/images/a.svg`); a missing file is a build error naming file and field. */
  publicFiles?: string[];
  /** Origins (`https://images.example.com`) its Markdown may load media from (`img-src`, `media-src`); any other is a build error. */
  mediaOrigins?: string[];
  /** Photos of this collection (photos.ts): the front-matter fields that hold one, and how wide the layout shows the Markdown body's. */
  images?: CollectionImages;
  /**
   * The `{{name}}` placeholders a component fills in its Markdown (`['companyName', 'phone']`); any
   * other is a build error naming file and line. Left out, placeholders are not looked for.
   */
  placeholders?: readonly string[];
}

/**
 * A raster photo (JPEG, PNG, WebP, AVIF, TIFF) under public/ shown by Markdown, in its body or
 * through a field in `fields`, is made at build time into AVIF, WebP and JPEG (PNG with
 * transparency) at widths up to twice the largest shown, with `srcset`, `sizes`, `width` and
 * `height`; SVGs pass as they are. A photo missing, unreadable or over 50 megapixels is a build
 * error naming the file and the field or line.
 */
export interface CollectionImages {
  /** Front-matter fields holding an image path under public/ (such as `image`), which pages show with `<Image>`. */
  fields?: string[];
  /** The largest width, in CSS pixels, at which the layout shows a photo of the Markdown body; 720 when left out. */
  bodyWidth?: number;
  /** The `sizes` of the body's photos; `(min-width: <bodyWidth>px) <bodyWidth>px, 100vw` when left out. */
  bodySizes?: string;
}

/**
 * `<Image>` (from `#site`): a raster photo under public/ becomes a `<picture>` of AVIF, WebP and
 * JPEG (or PNG) at several widths, made at build time; an SVG or another site's image an `<img>`.
 */
export interface ImageProps {
  /** A path under public/, such as `/images/office.jpg` (or an entry's front-matter field). */
  src: string;
  alt: string;
  /**
   * The largest width (CSS px) the layout shows it at. Photos are made up to twice this, never wider
   * than the photo; `width` and `height` get the photo's own shape at this width.
   */
  width: number;
  /** Written as given for an SVG or another site's image; a photo's comes from its shape. */
  height?: number;
  /** How wide the image is shown at each screen width; `(min-width: <width>px) <width>px, 100vw` when left out. */
  sizes?: string;
  /** The page's main image, seen without scrolling: fetched first (`fetchpriority="high"`). Any other image loads lazily (`loading="lazy"`, `decoding="async"`). */
  priority?: boolean;
  className?: string;
}

/** Elements a collection may allow in its Markdown with `allowHtml`. */
export type EmbedElement = 'iframe' | 'object' | 'embed';

export interface SiteConfig {
  /** Absolute origin the site is served from, used for canonical URLs and the sitemap. */
  url: string;
  /** `lang` of every document, e.g. `en-IN`. */
  lang: string;
  /** Name used for `og:site_name`. */
  name: string;
  /** Open Graph locale, e.g. `en_IN`. */
  locale?: string;
  /** Favicon path under public/; an SVG also gives the PNG icons (32 x 32, the 180 x 180 apple-touch-icon, 192, 512) and the web manifest, linked from every page. */
  icon?: string;
  themeColor?: string;
  /** The web manifest's `short_name` (under the icon on a home screen); `name` when left out. */
  shortName?: string;
  /** The web manifest's `background_color` (the splash screen); white when left out. */
  backgroundColor?: string;
  /** Where the stylesheet goes: inlined in every page (default) or a hashed file. */
  css?: 'inline' | 'external';
  /** Endpoints forms may post to; they are allowed by the Content-Security-Policy. */
  formActions?: string[];
  /** Adds `preload` to Strict-Transport-Security (only once the domain is on the preload list). */
  hstsPreload?: boolean;
  /** Also put the CSP in a `<meta http-equiv>` in every page, for hosts that cannot send headers (GitHub Pages). */
  cspMeta?: boolean;
}

/** Where the site keeps what the generator builds besides pages; every field has a default. */
export interface BuildSettings {
  /** The one browser script, relative to the root; `src/client/main.ts` when left out (none if the file does not exist). */
  clientEntry?: string;
  /** Byte budgets `site check` holds the output to: HTML, CSS and JavaScript gzipped, images as served. */
  budgets?: Partial<Budgets>;
}

export interface Budgets {
  /** A page's HTML plus the CSS it loads; 14 KB when left out. */
  pageHtmlCssGzip: number;
  /** The JavaScript one page loads (the shared script plus the page's own); 2.5 KB when left out. */
  scriptGzip: number;
  /** Any one image a page loads on a 375 px phone at device pixel ratio 2, in bytes as served; 200 KB when left out. */
  imageBytes: number;
  /** All images one page loads on that phone together; 250 KB when left out. */
  pageImageBytes: number;
}

/** A moved URL: `from` a clean path of this site, `to` a path of this site or an http(s) URL. */
export interface RedirectRule {
  from: string;
  to: string;
  /** 301 (moved for good) when left out, or 302 (moved for now). */
  status?: 301 | 302;
}

/** A list of rules, or a map of old path to new path (each 301). */
export type RedirectsConfig = RedirectRule[] | Record<string, string>;

export interface ContentConfigModule {
  site: SiteConfig;
  collections?: Record<string, CollectionConfig>;
  build?: BuildSettings;
  /** Optional: moved URLs, written to `_redirects`, the nginx snippet and a meta-refresh page at each old path. */
  redirects?: RedirectsConfig;
  shareImage?: ShareImageConfig;
  /** Atom feeds of collections, each linked from every page's head. */
  feeds?: FeedConfig[];
  /** Files computed from the collections at build time, such as a search index; see DataFileConfig. */
  dataFiles?: DataFileConfig[];
  /** The site's locales; one locale (from `site.lang`, with no messages) when left out. */
  i18n?: I18nConfig;
}

/**
 * Files written from the collections and site alone: one (`path`, `contents`), such as a search
 * index, or several from one computation (`files`), such as chunks named once computed.
 */
export type DataFileConfig =
  | {
      /** Where it is written and served, such as `/blog/search.json`. */
      path: string;
      /** Its text; anything else (an object, an array) is written as JSON. */
      contents: (context: { collections: Collections; site: SiteConfig }) => unknown;
    }
  | {
      /** Each file by its site path (`/blog/search/r-0.json`), with its contents as `contents` gives them (text as it is, anything else as JSON). */
      files: (context: { collections: Collections; site: SiteConfig }) => Record<string, unknown>;
    };

/**
 * The site's locales: the default's pages at their own path (`/contact`), the others' under their
 * code (`/te/contact`, `/te/`). A page is built in the locales its `locales` export lists.
 */
export interface I18nConfig<M = Messages> {
  defaultLocale: string;
  /** By code (a URL segment, such as `te`), in the order language switchers list them. */
  locales: Record<string, LocaleConfig<M>>;
}

export interface LocaleConfig<M = Messages> {
  /** `<html lang>` and `hreflang`, such as `te-IN`. */
  lang: string;
  /** The language's name in its own script, such as `తెలుగు`. */
  name: string;
  /** Open Graph locale, such as `te_IN`. */
  ogLocale?: string;
  /** Everything the locale translates; the same keys (deeply) in every locale, or the build fails. */
  messages: M;
}

/** An Atom feed of one collection: its newest entries, with absolute links. */
export interface FeedConfig<Data = any> {
  /** Where the feed is written and served, such as `/blog/feed.xml`. */
  path: string;
  title: string;
  /** Shown as the feed's subtitle. */
  description?: string;
  /** The page the feed is about, such as `/blog`; the site's home when left out. */
  home?: string;
  /** The collection whose entries the feed lists. */
  collection: string;
  /** How many of the newest entries it lists; 20 when left out. */
  limit?: number;
  /** One entry of the feed: its page, date (YYYY-MM-DD or ISO 8601) and summary. */
  item: (entry: Entry<Data>) => FeedItem;
}

export interface FeedItem {
  title: string;
  /** The entry's page: a path of the site, such as `/blog/my-article`. */
  path: string;
  date: string;
  summary: string;
}

/**
 * `<Static>` (from `#site`): markup the same on many pages, rendered once a build and reused as the
 * element's inner HTML. It is kept by component and props, so `component` renders from `props`
 * (and module constants) alone; nothing inside may need the head or read collections.
 */
export interface StaticProps<P extends object = {}> {
  as: 'header' | 'footer' | 'div' | 'section' | 'nav' | 'aside';
  component: ComponentType<P>;
  /** Plain data (it is the key, through JSON); left out for a component without props. */
  props?: P;
  className?: string;
  id?: string;
  'aria-labelledby'?: string;
}

/** One page of a list split by `paginate()`: page 1 at the listing's route, page N at `<route>/page/N`. */
export interface ListPage<T> {
  /** This page's number, from 1. */
  number: number;
  /** How many pages the list makes (1 for an empty list). */
  pageCount: number;
  /** How many items the whole list holds. */
  itemCount: number;
  /** The items on this page, in the list's order. */
  items: T[];
  /** Position in the whole list of this page's first item, from 0. */
  start: number;
  /** This page's URL path. */
  url: string;
  /** The previous and next pages' URL paths; undefined on the first and last page. */
  previous?: string;
  next?: string;
  first: string;
  last: string;
}

export interface PaginateOptions {
  /** Items per page: a whole number of at least 1. */
  pageSize: number;
  /** The URL of page 1, such as `/blog`; the others are at `<route>/page/<n>`. */
  route: string;
  /** Params every page's entry carries besides `page`, such as `{ category: 'tips' }`. */
  params?: Record<string, string>;
}

/** One page as a `paths()` entry: `params.page` is its number (none for page 1), `props.page` the page. */
export type PaginatedPath<T> = Required<PathEntry<{ page: ListPage<T> }>>;

// What pages and components import at run time, through this one entry (`#site`).
export { Static } from './static';
export { Image } from './image';
export { pageUrl, paginate } from './paginate';
