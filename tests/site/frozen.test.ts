import { createElement, Fragment } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CtaBand } from '../../src/components/CtaBand';
import { Footer } from '../../src/components/Footer';
import { Frozen } from '../../src/components/Frozen';
import { Header } from '../../src/components/Header';

describe('Frozen markup', () => {
  it('renders exactly what the contents render in place, inside the given element', () => {
    const contents = () => createElement(Fragment, null, createElement('p', { className: 'x' }, 'a ', 'b'), createElement('a', { href: '/y' }, 'link'));
    const frozen = renderToStaticMarkup(createElement(Frozen, { as: 'section', className: 'band', 'aria-labelledby': 't', cacheKey: 'test:in-place', contents }));
    const inPlace = renderToStaticMarkup(createElement('section', { className: 'band', 'aria-labelledby': 't' }, contents()));
    expect(frozen).toBe(inPlace);
  });

  it('renders the contents once per key and reuses the markup', () => {
    let calls = 0;
    const contents = () => (calls++, createElement('p', null, 'same'));
    for (let page = 0; page < 3; page++) renderToStaticMarkup(createElement(Frozen, { as: 'div', cacheKey: 'test:once', contents }));
    expect(calls).toBe(1);
  });

  it('keeps the header, footer and call-to-action band of the site as React renders them', () => {
    const markup = renderToStaticMarkup(createElement(Fragment, null, createElement(Header, { route: '/blog/some-article' }), createElement(Header, { route: '/about' }), createElement(Footer), createElement(CtaBand, { title: 'T', text: 'X' }), createElement(CtaBand, { title: 'U', text: 'Y' })));
    // Each navigation state gets its own markup: the blog link is the current section on an article, the current page on /about.
    expect(markup).toMatch(/<header class="site-header">[\s\S]*?href="\/blog" aria-current="true"[\s\S]*?<\/header>/);
    expect(markup).toMatch(/href="\/about" aria-current="page"/);
    expect(markup).toContain('<h2 id="cta-title">T</h2>');
    expect(markup).toContain('<h2 id="cta-title">U</h2>');
    expect(markup).toMatch(/<footer class="site-footer"><div class="container footer-grid">/);
  });
});
