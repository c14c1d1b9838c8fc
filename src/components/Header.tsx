import { company } from '../../content/company';
import { linkLang, localeHref, mainNavigation, quoteHref, telHref } from '../../content/links';
import { Static } from '../static';
import { Icon } from './Icon';
import { LanguageSwitcher } from './LanguageSwitcher';
import { LogoMark } from './LogoMark';
import type { PageContext } from './site-page';

/** What the header shows, as plain data: the key under which <Static> keeps its markup. */
interface HeaderData {
  home: string;
  quote: string;
  nav: Array<{ href: string; label: string; current?: 'page' | 'true'; hrefLang?: string }>;
  text: { call: string; callWide: string; menu: string; navLabel: string; getQuote: string };
}

/**
 * The sticky site header. On small screens the menu is a panel behind the toggle; without
 * JavaScript the toggle is a link to the panel, which `:target` opens.
 * The bar is rendered once per build for each language and state of the navigation (which
 * item is current); the language links, which lead to this very page, are rendered in place.
 */
export function Header({ route, locale, messages, languages }: PageContext) {
  const ui = messages.ui;
  const nav = mainNavigation.map((item) => {
    const href = localeHref(locale, item.href);
    const current = href === route ? 'page' : item.href !== '/' && route.startsWith(`${href}/`) ? 'true' : undefined;
    const hrefLang = linkLang(locale, item.href);
    return { href, label: ui.nav[item.key], ...(current && { current }), ...(hrefLang && { hrefLang }) } as HeaderData['nav'][number];
  });
  const data: HeaderData = {
    home: localeHref(locale, '/'),
    quote: localeHref(locale, quoteHref),
    nav,
    text: ui.header,
  };
  // With language links above the bar, the header scrolls up by their row and then sticks (see layout.css).
  // The language links differ on every page (each leads to this page in its language): rendered
  // in place, so the bar's markup is kept once per language and navigation state.
  return (
    <header className={languages.length > 1 ? 'site-header has-languages' : 'site-header'}>
      {languages.length > 1 && (
        <div className="container language-row">
          <LanguageSwitcher languages={languages} label={ui.languages.label} />
        </div>
      )}
      <Static as="div" className="container header-bar" component={HeaderBar} props={data} />
    </header>
  );
}

function HeaderBar({ home, quote, nav, text }: HeaderData) {
  return (
    <>
      <a className="brand" href={home}>
        <LogoMark />
        <span>{company.shortName}</span>
      </a>
      <a className="btn btn-primary btn-sm header-call" href={telHref}>
        <Icon name="phone" size={18} />
        <span>
          {text.call}
          <span className="hide-narrow">{text.callWide}</span>
        </span>
      </a>
      <a className="menu-toggle" href="#site-menu" aria-controls="site-menu" aria-expanded="false" data-menu-toggle="">
        <Icon name="menu" size={24} className="icon-open" />
        <Icon name="close" size={24} className="icon-close" />
        <span className="visually-hidden">{text.menu}</span>
      </a>
      <nav id="site-menu" className="site-nav" aria-label={text.navLabel}>
        <ul>
          {nav.map((item) => (
            <li key={item.href}>
              <a href={item.href} aria-current={item.current} hrefLang={item.hrefLang}>
                {item.label}
              </a>
            </li>
          ))}
        </ul>
        <a className="btn btn-accent btn-sm" href={quote}>
          {text.getQuote}
        </a>
      </nav>
    </>
  );
}
