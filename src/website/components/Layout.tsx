import type { ReactNode } from 'react';
import { Footer } from './Footer';
import { Header } from './Header';
import type { PageContext } from './site-page';

/**
 * Every page's frame: skip link, sticky header, the page's main content, footer. Pages pass
 * their props (`<Layout {...props}>`): the route, locale, messages and language links.
 */
export function Layout({ children, ...page }: PageContext & { children: ReactNode }) {
  return (
    <>
      <a className="skip-link" href="#main">
        {page.messages.ui.skipLink}
      </a>
      <Header
        route={page.route}
        locale={page.locale}
        messages={page.messages}
        languages={page.languages}
      />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <Footer
        route={page.route}
        locale={page.locale}
        messages={page.messages}
        languages={page.languages}
      />
    </>
  );
}
