/**
 * How the website's tests read built pages: with the parser the generator uses (htmlparser2),
 * css-select through `site check`'s `select`, and the text a reader sees.
 */
import { is } from 'css-select';
import { type AnyNode, type Element, isTag, isText } from 'domhandler';
import { select } from '../../src/generator/check/load-dist';

export { select };

/** The first element under `root` that matches a CSS selector. */
export function first(selector: string, root: AnyNode): Element | undefined {
  return select(selector, root)[0];
}

/** The nearest of `element` and its ancestors that matches a CSS selector. */
export function closest(element: Element, selector: string): Element | undefined {
  let node: AnyNode | null = element;
  while (node && isTag(node)) {
    if (is(node, selector)) return node;
    node = node.parent;
  }
  return undefined;
}

/** Elements that stand as blocks of their own, whose text never runs into the text around them. */
const BLOCKS = new Set(
  'address article aside blockquote br dd details dialog div dt fieldset figcaption figure footer form h1 h2 h3 h4 h5 h6 header hgroup hr li main nav ol p pre section table td tr ul'.split(
    ' ',
  ),
);

/** The text of a node as a reader sees it: blocks apart, each run of whitespace one space. */
export function readableText(node: AnyNode | undefined): string {
  const parts: string[] = [];
  const visit = (current: AnyNode) => {
    if (isText(current)) parts.push(current.data);
    if (!('children' in current)) return;
    const isBlock = isTag(current) && BLOCKS.has(current.name);
    if (isBlock) parts.push(' ');
    for (const child of current.children) visit(child);
    if (isBlock) parts.push(' ');
  };
  if (node) visit(node);
  return parts.join('').replace(/\s+/g, ' ').trim();
}
