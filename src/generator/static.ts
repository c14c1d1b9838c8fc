/**
 * `<Static>`: the one generator module site components import (see StaticProps in contract.ts).
 * The build loads it afresh with the page bundle, so the markup kept here lasts one build.
 */
import { createElement, type ComponentType, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { StaticProps } from './contract';

/** Markup rendered in this build, by component and then by its props as JSON. */
const rendered = new Map<ComponentType<never>, Map<string, string>>();

/** Renders `component` with `props` once per build and reuses the markup inside `as` on every page. */
export function Static<P extends object>({
  as,
  component,
  props,
  ...attributes
}: StaticProps<P>): ReactElement {
  const byProps = rendered.get(component as ComponentType<never>) ?? new Map<string, string>();
  rendered.set(component as ComponentType<never>, byProps);
  const key = JSON.stringify(props) ?? '';
  const html = byProps.get(key) ?? renderToStaticMarkup(createElement(component, props));
  byProps.set(key, html);
  return createElement(as, { ...attributes, dangerouslySetInnerHTML: { __html: html } });
}
