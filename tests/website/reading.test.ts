/**
 * What a reader of the real site meets (issue 27). Line breaks: "2-" / "5 business days", "Sunday: 10:00" / "AM-5:00 PM", "A Step-" / "by-Step
 * Guide". Every range, time and hyphenated word a page shows sits in a span that cannot break
 * (src/website/components/format.ts keepTogether); the browser suite measures the lines it makes.
 * Support hours: "24/7 support" beside office hours of 9 to 7 says what is 24/7.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { type AnyNode, type Document, type Element, isTag, isText } from 'domhandler';
import { textContent } from 'domutils';
import { beforeAll, describe, expect, it } from 'vitest';
import { claims } from '../../content/claims';
import { messagesOf } from '../../content/locales';
import { Parser, parseDocument } from 'htmlparser2';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { keepTogether, keepTogetherInHtml } from '../../src/website/components/format';
import { fillTokens, Prose } from '../../src/website/components/Prose';
import { select } from '../../src/generator/check/load-dist';
import { realSiteBuild, SHARED_BUILD_TIMEOUT_MS } from '../shared-build';

/** Times and time ranges, and runs of words or figures joined by hyphens or en dashes, as a reader sees them. */
const RUN =
  /\d{1,2}:\d{2}\s?[AP]M(?:\s?[-–]\s?\d{1,2}:\d{2}\s?[AP]M)?|(?<![\p{L}\p{M}\p{N}/.@_-])[\p{L}\p{M}\p{N}]+(?:[-–][\p{L}\p{M}\p{N}]+)+(?![\p{L}\p{M}\p{N}/.@_-])/gu;
/** Elements whose text is not laid out as lines of the page (or cannot hold a span). */
const NOT_LINES = new Set([
  'script',
  'style',
  'title',
  'svg',
  'option',
  'textarea',
  'template',
  'head',
  'pre',
]);

let outDir: string;
const pages = new Map<string, Document>();

beforeAll(async () => {
  const result = await realSiteBuild();
  outDir = result.outDir;
  for (const report of result.pages) {
    pages.set(report.route, parseDocument(await readFile(path.join(outDir, report.path), 'utf8')));
  }
}, SHARED_BUILD_TIMEOUT_MS);

/** Each run of text that could break inside and is not held together, with the page's words around it. */
function looseRuns(root: Document): string[] {
  const loose: string[] = [];
  const visit = (node: AnyNode, held: boolean) => {
    if (isText(node)) {
      if (held) return;
      const text = node.data.replace(/\u00a0/g, ' ');
      for (const match of text.matchAll(RUN)) if (match[0].length <= 24) loose.push(match[0]);
      return;
    }
    if (isTag(node) && NOT_LINES.has(node.name)) return;
    const isHolder = isTag(node) && (node.attribs.class ?? '').split(/\s+/).includes('nw');
    if ('children' in node) for (const child of node.children) visit(child, held || isHolder);
  };
  visit(root, false);
  return loose;
}

describe('line breaks inside ranges, times and compound words', () => {
  it('holds every range, time and hyphenated word on one line on every page in every language', () => {
    const loose = Object.fromEntries(
      [...pages]
        .map(([route, root]) => [route, looseRuns(root)] as const)
        .filter(([, runs]) => runs.length > 0),
    );
    expect(loose).toEqual({});
    expect(pages.size).toBeGreaterThan(30);
  });

  it('shows the specification’s claims and hours exactly as written, each run in a span that cannot break', () => {
    for (const route of [
      '/',
      '/te/',
      '/hi/',
      '/contact',
      '/reliable-international-courier-services-from-hyderabad',
    ]) {
      const root = pages.get(route)!;
      const held = select('.nw', root).map(textContent);
      expect(held, route).toEqual(expect.arrayContaining(['9:00 AM-7:00 PM', '10:00 AM-5:00 PM']));
    }
    expect(textContent(select('main', pages.get('/')!))).toContain('2-5 business days');
    // Words joined by hyphens alone take the non-breaking hyphen, which looks the same.
    expect(
      textContent(select('h1', pages.get('/blog/sending-parcels-abroad-from-hyderabad')!)),
    ).toBe('Sending a Parcel Abroad from Hyderabad: A Step\u2011by\u2011Step Guide');
  });
});

describe('keepTogether', () => {
  it('wraps ranges, times and hyphenated words and leaves the text as it reads', () => {
    const parts = keepTogether(
      'Sunday: 10:00 AM-5:00 PM, 2-5 business days, a Step-by-Step Guide',
    ) as Array<string | { props: { children: string; className: string } }>;
    expect(
      parts.map((part) => (typeof part === 'string' ? part : `[${part.props.children}]`)).join(''),
    ).toBe('Sunday: [10:00 AM-5:00 PM], [2-5] business days, a Step\u2011by\u2011Step Guide');
    expect(keepTogether('a Step-by-Step Guide')).toBe('a Step\u2011by\u2011Step Guide');
    expect(keepTogether('nothing to hold here')).toBe('nothing to hold here');
  });

  it('leaves long joined runs and paths free to break, since one line could not hold them on a phone', () => {
    expect(
      keepTogether('see example.com/reliable-international-courier-services-from-hyderabad'),
    ).toBe('see example.com/reliable-international-courier-services-from-hyderabad');
    expect(keepTogether('a-very-long-compound-made-of-many-words')).toBe(
      'a-very-long-compound-made-of-many-words',
    );
  });

  it('changes only the text between tags of rendered HTML', () => {
    expect(keepTogetherInHtml('<a href="/a-b" title="x-y">door-to-door</a> in 2-5 days')).toBe(
      '<a href="/a-b" title="x-y">door\u2011to\u2011door</a> in <span class="nw">2-5</span> days',
    );
  });

  it('leaves an attribute holding a range and markup as one attribute, so an article cannot add elements through it', () => {
    const html =
      '<p><span title="x> 2-5 <img src=x onerror=alert(1)> <meta http-equiv=refresh content=0;url=/about?pwned>">in 2-5 days</span></p>';
    const held = keepTogetherInHtml(html);
    expect(held).toBe(html.replace('in 2-5 days', 'in <span class="nw">2-5</span> days'));
    const elements: string[] = [];
    new Parser({ onopentag: (name) => elements.push(name) }).end(held);
    expect(elements).toEqual(['p', 'span', 'span']);
  });

  it('fills only the company facts it has, never a name every object has ({{constructor}})', () => {
    expect(fillTokens('{{phone}}')).toBe('+91\u00a090000\u00a012345');
    expect(() => fillTokens('{{constructor}}')).toThrow('Unknown placeholder {{constructor}}');
    expect(() => fillTokens('{{phonee}}')).toThrow('Unknown placeholder {{phonee}}');
  });

  it('fills placeholders and holds ranges in the text of an article, never inside a tag or a comment', () => {
    const html = renderToStaticMarkup(
      createElement(Prose, {
        html: '<p title="{{companyName}} 2-5"><!-- 3-4 -->{{companyName}} in 2-5 days, a&lt;b 1-2</p>',
      }),
    );
    expect(html).toBe(
      '<div class="prose"><p title="{{companyName}} 2-5"><!-- 3-4 -->Skyline Courier &amp; Air Cargo in <span class="nw">2-5</span> days, a&lt;b <span class="nw">1-2</span></p></div>',
    );
  });
});

describe('24/7 support beside the office hours', () => {
  const LANGUAGES = [
    { code: 'en', prefix: '' },
    { code: 'te', prefix: '/te' },
    { code: 'hi', prefix: '/hi' },
  ];
  const rowsOf = (root: Document | Element, scope: string) =>
    select(`${scope} dl.hours > div`, root).map((row) => [
      textContent(select('dt', row)),
      textContent(select('dd', row)),
    ]);

  it('ends the office hours on every page with what answers 24/7: phone and WhatsApp', () => {
    for (const [route, root] of pages) {
      const code = /^\/(te|hi)\//.exec(route)?.[1] ?? 'en';
      const { ui } = messagesOf(code);
      expect(rowsOf(root, 'footer'), route).toEqual([
        [ui.officeDays[0], '9:00 AM-7:00 PM'],
        [ui.officeDays[1], '10:00 AM-5:00 PM'],
        [ui.alwaysOpen, claims.support],
      ]);
    }
    expect(messagesOf('en').ui.alwaysOpen).toBe('Phone & WhatsApp');
  });

  it.each(LANGUAGES)(
    'says on the contact page in $code that the hours are the office’s and the pickups’, and that phone and WhatsApp answer 24/7',
    ({ code, prefix }) => {
      const root = pages.get(`${prefix}/contact`)!;
      const { contact, ui } = messagesOf(code);
      const card = select('.contact-card', root).find(
        (element) => select('dl.hours', element).length > 0,
      )!;
      expect(rowsOf(card, '')).toContainEqual([ui.alwaysOpen, claims.support]);
      expect(textContent(select('p', card)[0]!)).toBe(contact.cards.hours.note);
      expect(contact.cards.hours.note).toContain(claims.support);
      if (code === 'en')
        expect(contact.cards.hours.note).toBe(
          'The office is open, and we collect parcels, in these hours. Phone and WhatsApp answer 24/7.',
        );
    },
  );

  it.each(LANGUAGES)(
    'keeps the claim “24/7 support” on the home page in $code and names phone and WhatsApp beside it',
    ({ code, prefix }) => {
      const points = select('.hero-points li', pages.get(`${prefix}/`)!).map((li) =>
        textContent(li).trim(),
      );
      const support = points.find((point) => point.includes(claims.support))!;
      expect(support).toMatch(/WhatsApp|వాట్సాప్/);
      if (code === 'en') expect(support).toBe('24/7 support by phone and WhatsApp');
      expect(
        textContent(select('.hero-points', pages.get('/international-courier-to-usa')!)[0]!),
      ).toContain('24/7 support by phone and WhatsApp');
    },
  );
});
