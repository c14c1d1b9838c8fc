/**
 * Which pages watch mode renders again (memo.ts reusable()): a page whose route, props and code
 * are unchanged is kept unless it read an entry part or a list that changed, however many
 * things it read (a listing reads every entry of its collection) and however many changed.
 */
import { describe, expect, it } from 'vitest';
import { createMemo, reusable, type PageRecord } from '../../../src/generator/pipeline/memo';
import type { PlannedRoute } from '../../../src/generator/pipeline/plan-routes';

const locale = (code: string) => ({
  code,
  lang: code,
  name: code,
  ogLocale: undefined,
  messages: {},
  prefix: code === 'en' ? '' : `/${code}`,
});

function route(overrides: Partial<PlannedRoute> = {}): PlannedRoute {
  const en = locale('en');
  return {
    route: '/blog/page/2',
    outFile: 'blog/page/2.html',
    page: { file: '/site/pages/blog/page/[page].tsx' } as PlannedRoute['page'],
    params: { page: '2' },
    props: { page: { number: 2, items: [{ id: 'a', data: { title: 'A' } }] } },
    locale: en,
    versions: [{ locale: en, route: '/blog/page/2' }],
    languages: [
      {
        code: 'en',
        lang: 'en',
        name: 'English',
        href: '/blog/page/2',
        current: true,
        translated: true,
      },
    ],
    ...overrides,
  };
}

/** A memo holding one page, rendered with `reads`, with the code key `code`. */
function memoWith(reads: string[]) {
  const memo = createMemo();
  memo.pages.set('blog/page/2.html', {
    route: route(),
    key: 'code',
    reads: new Set(reads),
  } as unknown as PageRecord);
  return memo;
}

const many = ['list:blog', ...Array.from({ length: 1000 }, (_, n) => `blog/article-${n}:data`)];
const changes = (parts: string[], lists: string[] = []) => ({
  parts: new Set(parts),
  lists: new Set(lists),
});

describe('which pages watch mode renders again', () => {
  it('keeps a page that read a thousand entries when none of them changed', () => {
    expect(
      reusable(memoWith(many), route(), 'code', changes(['blog/other:html', 'blog/other:data'])),
    ).toBeDefined();
  });

  it('renders a page again when one of the thousand entries it read changed, or the list it read gained an entry', () => {
    expect(
      reusable(memoWith(many), route(), 'code', changes(['blog/article-999:data'])),
    ).toBeUndefined();
    expect(reusable(memoWith(many), route(), 'code', changes([], ['blog']))).toBeUndefined();
    expect(reusable(memoWith(many), route(), 'code', changes([], ['legal']))).toBeDefined();
  });

  it('renders a page again that read one entry, when that entry is among a thousand changes', () => {
    const all = many.slice(1).flatMap((part) => [part, part.replace(':data', ':html')]);
    expect(
      reusable(memoWith(['blog/article-7:html']), route(), 'code', changes(all)),
    ).toBeUndefined();
    expect(
      reusable(memoWith(['list:blog']), route(), 'code', changes(all, ['blog'])),
    ).toBeUndefined();
    expect(
      reusable(memoWith(['blog/another:html']), route(), 'code', changes(all, ['legal'])),
    ).toBeDefined();
  });

  it('renders a page again when its route changed: its params, its versions or a language link', () => {
    const memo = memoWith([]);
    const none = changes([]);
    expect(reusable(memo, route(), 'code', none)).toBeDefined();
    expect(reusable(memo, route(), 'other code', none)).toBeUndefined();
    expect(reusable(memo, route({ params: { page: '3' } }), 'code', none)).toBeUndefined();
    expect(
      reusable(
        memo,
        route({
          versions: [
            { locale: locale('en'), route: '/blog/page/2' },
            { locale: locale('te'), route: '/te/blog/page/2' },
          ],
        }),
        'code',
        none,
      ),
    ).toBeUndefined();
    expect(
      reusable(
        memo,
        route({
          languages: [
            {
              code: 'en',
              lang: 'en',
              name: 'English',
              href: '/blog/page/2',
              current: true,
              translated: false,
            },
          ],
        }),
        'code',
        none,
      ),
    ).toBeUndefined();
    expect(
      reusable(
        memo,
        route({ props: { page: { number: 2, items: [{ id: 'a', data: { title: 'B' } }] } } }),
        'code',
        none,
      ),
    ).toBeUndefined();
  });
});
