import type { ReactNode } from 'react';
// TEMPORARY: until the engine passes `messages` in the page props.
import { en } from '../../content/locales/en';
import { Footer } from './Footer';
import { Header } from './Header';

/** Every page's frame: skip link, sticky header, the page's main content, footer. */
export function Layout({ route, children }: { route: string; children: ReactNode }) {
  return (
    <>
      <a className="skip-link" href="#main">
        {en.ui.skipLink}
      </a>
      <Header route={route} />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <Footer />
    </>
  );
}
