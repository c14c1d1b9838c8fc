import { textContent } from 'domutils';
import { parseDocument } from 'htmlparser2';
import { describe, expect, it } from 'vitest';
import { select } from '../../../src/generator/check/load-dist';
import {
  renderDocument,
  serializeJsonLd,
  styleElement,
} from '../../../src/generator/pipeline/render-document';

const hostile = {
  '@context': 'https://schema.org',
  name: 'Evil </script><script>alert(1)</script>',
  comment: '<!-- open comment',
  separators: 'line\u2028paragraph\u2029end',
  ampersand: 'Fish & Chips > Pizza',
};

describe('serializeJsonLd', () => {
  it('never lets </script> or <!-- appear in the output', () => {
    const json = serializeJsonLd(hostile);
    expect(json).not.toMatch(/<\/script/i);
    expect(json).not.toContain('<!--');
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
  });

  it('round-trips the data exactly through JSON.parse', () => {
    expect(JSON.parse(serializeJsonLd(hostile))).toEqual(hostile);
  });

  it('keeps a hostile value inside one script element when the HTML is parsed', () => {
    const { html } = renderDocument(
      {
        meta: { title: 't', description: 'd' },
        body: '',
        jsonLd: hostile,
        route: '/',
        page: { isNotFound: false, relativeFile: 'pages/index.tsx' },
        locale: { lang: 'en', ogLocale: undefined },
        alternates: [],
        ogLocaleAlternates: [],
        shareImage: undefined,
      },
      { url: 'https://x.example', lang: 'en', name: 'X' },
      {
        style: styleElement(undefined, false),
        scriptSrc: undefined,
        pageScripts: {},
        headLinks: '',
      },
    );
    const scripts = select('script', parseDocument(html));
    expect(scripts).toHaveLength(1);
    expect(scripts[0]!.attribs.type).toBe('application/ld+json');
    expect(JSON.parse(textContent(scripts[0]!))).toEqual(hostile);
  });

  it('serializes arrays of objects', () => {
    expect(JSON.parse(serializeJsonLd([{ a: 1 }, { b: '<' }]))).toEqual([{ a: 1 }, { b: '<' }]);
  });
});
