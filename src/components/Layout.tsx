import type { ReactNode } from 'react';
import { Footer } from './Footer';
import { Header } from './Header';

/** Every page's frame: skip link, sticky header, the page's main content, footer. */
export function Layout({ route, children }: { route: string; children: ReactNode }) {
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to main content
      </a>
      <Header route={route} />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <Footer />
    </>
  );
}
