import { createElement, Fragment } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { en } from '../content/locales/en';
import { CtaBand } from '../src/components/CtaBand';
import { Footer } from '../src/components/Footer';
import { Header } from '../src/components/Header';
import { Static } from '../src/static';

describe('<Static> markup', () => {
  it('renders exactly what the component renders in place, inside the given element', () => {
    const Contents = ({ word }: { word: string }) => createElement(Fragment, null, createElement('p', { className: 'x' }, 'a ', word), createElement('a', { href: '/y' }, 'link'));
    const once = renderToStaticMarkup(createElement(Static<{ word: string }>, { as: 'section', className: 'band', 'aria-labelledby': 't', component: Contents, props: { word: 'b' } }));
    const inPlace = renderToStaticMarkup(createElement('section', { className: 'band', 'aria-labelledby': 't' }, createElement(Contents, { word: 'b' })));
    expect(once).toBe(inPlace);
  });

  it('renders a component once for equal props and again for different ones', () => {
    const calls: string[] = [];
    const Contents = ({ word }: { word: string }) => (calls.push(word), createElement('p', null, word));
    const render = (word: string) => renderToStaticMarkup(createElement(Static<{ word: string }>, { as: 'div', component: Contents, props: { word } }));
    expect([render('same'), render('same'), render('other'), render('same')]).toEqual(['<div><p>same</p></div>', '<div><p>same</p></div>', '<div><p>other</p></div>', '<div><p>same</p></div>']);
    expect(calls).toEqual(['same', 'other']);
  });

  it('keeps the header, footer and call-to-action band of the site as React renders them', () => {
    const page = { route: '/', locale: 'en', messages: en, languages: [] };
    const markup = renderToStaticMarkup(createElement(Fragment, null, createElement(Header, { ...page, route: '/blog/some-article' }), createElement(Header, { ...page, route: '/about' }), createElement(Footer, page), createElement(CtaBand, { title: 'T', text: 'X', ...page }), createElement(CtaBand, { title: 'U', text: 'Y', ...page })));
    // Each navigation state gets its own markup: the blog link is the current section on an article, the current page on /about.
    expect(markup).toMatch(/<header class="site-header">[\s\S]*?href="\/blog" aria-current="true"[\s\S]*?<\/header>/);
    expect(markup).toMatch(/href="\/about" aria-current="page"/);
    expect(markup).toContain('<h2 id="cta-title">T</h2>');
    expect(markup).toContain('<h2 id="cta-title">U</h2>');
    expect(markup).toMatch(/<footer class="site-footer"><div class="container footer-grid">/);
  });
});
