/**
 * React, for rendering pages to strings, loaded on first use.
 *
 * `react-dom/server` loads two renderers: the string one pages need and the streaming one
 * (together about 28 ms to load, against 11 ms for the first alone). The string renderer is
 * required directly from react-dom's package, and with `require`, which skips the export
 * scanning an ESM import of CommonJS costs. The page bundle resolves `react-dom/server` to the
 * same file (load-pages.ts), so a component that renders markup itself shares it.
 */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

export interface ReactRenderer {
  createElement: typeof import('react').createElement;
  renderToStaticMarkup: typeof import('react-dom/server').renderToStaticMarkup;
}

const require = createRequire(import.meta.url);
let loaded: ReactRenderer | undefined;

/** Loads React once; call it early, while the page bundle is compiled, to take it off the critical path. */
export function loadReact(): ReactRenderer {
  loaded ??= {
    createElement: (require('react') as typeof import('react')).createElement,
    renderToStaticMarkup: (require(stringRendererFile()) as typeof import('react-dom/server')).renderToStaticMarkup,
  };
  return loaded;
}

let rendererFile: string | undefined;

/** The file of react-dom's string renderer for this NODE_ENV, as `react-dom/server` chooses it; the package entry if React moved it. */
export function stringRendererFile(): string {
  if (rendererFile) return rendererFile;
  const build = process.env.NODE_ENV === 'production' ? 'production' : 'development';
  const file = path.join(path.dirname(require.resolve('react-dom/package.json')), 'cjs', `react-dom-server-legacy.node.${build}.js`);
  rendererFile = existsSync(file) ? file : require.resolve('react-dom/server');
  return rendererFile;
}
