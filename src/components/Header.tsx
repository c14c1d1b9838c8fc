import { company } from '../../content/company';
import { mainNavigation, quoteHref, telHref } from '../../content/links';
// TEMPORARY: until the engine passes `messages` in the page props.
import { en } from '../../content/locales/en';
import { Static } from '../static';
import { Icon } from './Icon';
import { LogoMark } from './LogoMark';

/**
 * The sticky site header. On small screens the menu is a panel behind the toggle; without
 * JavaScript the toggle is a link to the panel, which `:target` opens.
 */
/** Rendered once per build for each state of the navigation (which item is current). */
export function Header({ route }: { route: string }) {
  const current = mainNavigation.map((item) => (item.href === route ? 'page' : item.href !== '/' && route.startsWith(`${item.href}/`) ? 'true' : undefined));
  return <Static as="header" className="site-header" component={HeaderContents} props={{ current }} />;
}

function HeaderContents({ current }: { current: Array<'page' | 'true' | undefined> }) {
  const ui = en.ui;
  return (
    <>
      <div className="container header-bar">
        <a className="brand" href="/">
          <LogoMark />
          <span>{company.shortName}</span>
        </a>
        <a className="btn btn-primary btn-sm header-call" href={telHref}>
          <Icon name="phone" size={18} />
          <span>
            {ui.header.call}
            <span className="hide-narrow">{ui.header.callWide}</span>
          </span>
        </a>
        <a className="menu-toggle" href="#site-menu" aria-controls="site-menu" aria-expanded="false" data-menu-toggle="">
          <Icon name="menu" size={24} className="icon-open" />
          <Icon name="close" size={24} className="icon-close" />
          <span className="visually-hidden">{ui.header.menu}</span>
        </a>
        <nav id="site-menu" className="site-nav" aria-label={ui.header.navLabel}>
          <ul>
            {mainNavigation.map((item, index) => (
              <li key={item.href}>
                <a href={item.href} aria-current={current[index]}>
                  {ui.nav[item.key]}
                </a>
              </li>
            ))}
          </ul>
          <a className="btn btn-accent btn-sm" href={quoteHref}>
            {ui.header.getQuote}
          </a>
        </nav>
      </div>
    </>
  );
}
