import { company } from '../../../content/company';
import { messagesOf } from '../../../content/locales';
import {
  linkLang,
  localeHref,
  mainNavigation,
  pickupHref,
  quoteHref,
  taskLinks,
  telHref,
  whatsappWith,
} from '../../../content/links';
import { Static } from '#site';
import { Icon } from './Icon';
import { LanguageSwitcher } from './LanguageSwitcher';
import { LogoMark } from './LogoMark';
import type { PageContext } from './site-page';

/** Which items of the main navigation lead to this page (`page`) or to a section it is in (`true`), by their href. */
type CurrentItems = Record<string, 'page' | 'true'>;

/**
 * The sticky site header. On small screens the menu is a panel behind the toggle; without
 * JavaScript the toggle is a link to the panel, which `:target` opens. Under the specification's
 * items, the panel holds a quieter list of the tasks (track, book a pickup, what can I send,
 * prices); on wide screens, where the bar shows the navigation, that list is a strip in the
 * language row above the bar (see layout.css), so the tasks are one tap from every page.
 * The bar is rendered once per build for each language and state of the navigation (which
 * item is current); the language links, which lead to this very page, are rendered in place.
 */
export function Header({ route, locale, messages, languages }: PageContext) {
  const current: CurrentItems = {};
  for (const item of [...mainNavigation, ...taskLinks]) {
    const href = localeHref(locale, item.href);
    if (href === route) current[item.href] = 'page';
    else if (item.href !== '/' && route.startsWith(`${href}/`)) current[item.href] = 'true';
  }
  // With language links above the bar, the header scrolls up by their row and then sticks (see layout.css).
  return (
    <header className={languages.length > 1 ? 'site-header has-languages' : 'site-header'}>
      {languages.length > 1 && (
        <div className="container language-row">
          <LanguageSwitcher languages={languages} label={messages.ui.languages.label} />
        </div>
      )}
      <Static as="div" className="quick-actions" component={QuickActions} props={{ locale }} />
      <Static
        as="div"
        className="container header-bar"
        component={HeaderBar}
        props={{ locale, current }}
      />
    </header>
  );
}

function HeaderBar({ locale, current }: { locale: string; current: CurrentItems }) {
  const { ui } = messagesOf(locale);
  const text = ui.header;
  const home = localeHref(locale, '/');
  const quote = localeHref(locale, quoteHref);
  const link = (href: string, label: string) => ({
    href: localeHref(locale, href),
    label,
    current: current[href],
    hrefLang: linkLang(locale, href),
  });
  const nav = mainNavigation.map((item) => link(item.href, ui.nav[item.key]));
  const tasks = taskLinks.map((item) => link(item.href, ui.tasks[item.key]));
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
      <a
        className="menu-toggle"
        href="#site-menu"
        aria-controls="site-menu"
        aria-expanded="false"
        data-menu-toggle=""
      >
        <Icon name="menu" size={24} className="icon-open" />
        <Icon name="close" size={24} className="icon-close" />
        <span className="visually-hidden">{text.menu}</span>
      </a>
      <nav id="site-menu" className="site-nav" aria-label={text.navLabel}>
        <LinkList items={nav} />
        <a className="btn btn-accent btn-sm" href={quote}>
          {text.getQuote}
        </a>
        <LinkList items={tasks} className="tasks" />
      </nav>
    </>
  );
}

/**
 * On a phone, a row of the three things she comes to do (call, WhatsApp, book a pickup), in the
 * first screen of every page. It scrolls away with the language row (layout.css), so it never
 * covers the page; on wide screens the bar and the task strip hold them instead.
 */
function QuickActions({ locale }: { locale: string }) {
  const { ui } = messagesOf(locale);
  return (
    <>
      <a href={telHref}>{ui.header.call}</a>
      <a href={whatsappWith(ui.whatsappMessage)} rel="noopener">
        {ui.buttons.whatsapp}
      </a>
      <a href={localeHref(locale, pickupHref)} hrefLang={linkLang(locale, pickupHref)}>
        {ui.tasks.pickup}
      </a>
    </>
  );
}

/** The header's links (the specification's items, then the tasks), each marked when it is the current page. */
function LinkList({
  items,
  className,
}: {
  items: Array<{ href: string; label: string; current?: CurrentItems[string]; hrefLang?: string }>;
  className?: string;
}) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item.href}>
          <a href={item.href} aria-current={item.current} hrefLang={item.hrefLang}>
            {item.label}
          </a>
        </li>
      ))}
    </ul>
  );
}
