import { createElement, Fragment } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { en } from '../../content/locales/en';
import { CtaBand } from '../../src/website/components/CtaBand';
import { Footer } from '../../src/website/components/Footer';
import { Header } from '../../src/website/components/Header';
import { Static } from '../../src/generator/static';

describe('<Static> markup', () => {
  it('renders exactly what the component renders in place, inside the given element', () => {
    const Contents = ({ word }: { word: string }) =>
      createElement(
        Fragment,
        null,
        createElement('p', { className: 'x' }, 'a ', word),
        createElement('a', { href: '/y' }, 'link'),
      );
    const once = renderToStaticMarkup(
      createElement(Static<{ word: string }>, {
        as: 'section',
        className: 'band',
        'aria-labelledby': 't',
        component: Contents,
        props: { word: 'b' },
      }),
    );
    const inPlace = renderToStaticMarkup(
      createElement(
        'section',
        { className: 'band', 'aria-labelledby': 't' },
        createElement(Contents, { word: 'b' }),
      ),
    );
    expect(once).toBe(inPlace);
  });

  it('renders a component once for equal props and again for different ones', () => {
    const calls: string[] = [];
    const Contents = ({ word }: { word: string }) => (
      calls.push(word), createElement('p', null, word)
    );
    const render = (word: string) =>
      renderToStaticMarkup(
        createElement(Static<{ word: string }>, {
          as: 'div',
          component: Contents,
          props: { word },
        }),
      );
    expect([render('same'), render('same'), render('other'), render('same')]).toEqual([
      '<div><p>same</p></div>',
      '<div><p>same</p></div>',
      '<div><p>other</p></div>',
      '<div><p>same</p></div>',
    ]);
    expect(calls).toEqual(['same', 'other']);
  });

  it('renders props that are not frozen by what they hold when rendered, so a changed object gets its new markup', () => {
    const Contents = ({ words }: { words: string[] }) => createElement('p', null, words.join(' '));
    const props = { words: ['one'] };
    const render = (value: { words: string[] }) =>
      renderToStaticMarkup(
        createElement(Static<{ words: string[] }>, {
          as: 'div',
          component: Contents,
          props: value,
        }),
      );
    expect(render(props)).toBe('<div><p>one</p></div>');
    props.words.push('two');
    expect(render(props)).toBe('<div><p>one two</p></div>');
  });

  it('renders props frozen all the way down once, and other frozen props with the same words from the same markup', () => {
    const calls: string[] = [];
    const Contents = ({ words }: { words: readonly string[] }) => (
      calls.push(words.join(' ')), createElement('p', null, words.join(' '))
    );
    const render = (value: { words: readonly string[] }) =>
      renderToStaticMarkup(
        createElement(Static<{ words: readonly string[] }>, {
          as: 'div',
          component: Contents,
          props: value,
        }),
      );
    const frozen = Object.freeze({ words: Object.freeze(['kept', 'once']) });
    const shallow = Object.freeze({ words: ['kept', 'once'] });
    expect([render(frozen), render(frozen), render(shallow)]).toEqual(
      Array(3).fill('<div><p>kept once</p></div>'),
    );
    expect(calls).toEqual(['kept once']);
    // Only its outer object is frozen: it is still read afresh.
    shallow.words.push('more');
    expect(render(shallow)).toBe('<div><p>kept once more</p></div>');
  });

  it('keeps the header, footer and call-to-action band of the site as React renders them', () => {
    const page = { route: '/', locale: 'en', messages: en, languages: [] };
    const markup = renderToStaticMarkup(
      createElement(
        Fragment,
        null,
        createElement(Header, { ...page, route: '/blog/some-article' }),
        createElement(Header, { ...page, route: '/about' }),
        createElement(Footer, page),
        createElement(CtaBand, { title: 'T', text: 'X', ...page }),
        createElement(CtaBand, { title: 'U', text: 'Y', ...page }),
      ),
    );
    // Each navigation state gets its own markup: the blog link is the current section on an article, the current page on /about.
    expect(markup).toMatch(
      /<header class="site-header">[\s\S]*?href="\/blog" aria-current="true"[\s\S]*?<\/header>/,
    );
    expect(markup).toMatch(/href="\/about" aria-current="page"/);
    expect(markup).toContain('<h2 id="cta-title">T</h2>');
    expect(markup).toContain('<h2 id="cta-title">U</h2>');
    expect(markup).toMatch(/<footer class="site-footer"><div class="container footer-grid">/);
  });
});
