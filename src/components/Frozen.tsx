import { createElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

/** Markup already rendered in this build, by key. */
const rendered = new Map<string, string>();

interface FrozenProps {
  as: 'header' | 'footer' | 'div' | 'section';
  className?: string;
  id?: string;
  'aria-labelledby'?: string;
  /** Names everything the contents depend on: equal keys must mean equal markup. */
  cacheKey: string;
  contents: () => ReactNode;
}

/**
 * Markup that is the same on many pages (the footer; the header of one section), rendered by
 * React once per build and reused on every page as the element's inner HTML. The output is the
 * same as rendering the contents in place (tested); only static markup may go inside (no
 * `<link>`/`<meta>` for the head, nothing that reads collections).
 */
export function Frozen({ as, cacheKey, contents, ...attributes }: FrozenProps) {
  let html = rendered.get(cacheKey);
  if (html === undefined) {
    html = renderToStaticMarkup(<>{contents()}</>);
    rendered.set(cacheKey, html);
  }
  return createElement(as, { ...attributes, dangerouslySetInnerHTML: { __html: html } });
}
