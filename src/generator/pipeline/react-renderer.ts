/**
 * React, for rendering pages to strings, loaded on first use with `require`: the page bundle is
 * CommonJS and requires the same `react` and `react-dom/server`, so both share one copy.
 */
import { createRequire } from 'node:module';

export interface ReactRenderer {
  createElement: typeof import('react').createElement;
  renderToStaticMarkup: typeof import('react-dom/server').renderToStaticMarkup;
}

const require = createRequire(import.meta.url);
let loaded: ReactRenderer | undefined;

export function loadReact(): ReactRenderer {
  loaded ??= {
    createElement: (require('react') as typeof import('react')).createElement,
    renderToStaticMarkup: (require('react-dom/server') as typeof import('react-dom/server'))
      .renderToStaticMarkup,
  };
  return loaded;
}
