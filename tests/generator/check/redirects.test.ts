/**
 * `site check` on the built `_redirects`: every internal target is a page or file of the site,
 * and no chain of redirects comes back on itself.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { build, check } from '../../../src/generator/index';
import { copyFixture, editFile, removeTemporaryFolders } from '../../helpers';

afterAll(removeTemporaryFolders);

async function builtWith(redirects: string): Promise<string> {
  const root = await copyFixture('basic-site');
  await editFile(
    root,
    'content/config.ts',
    (text) => `${text}export const redirects = ${redirects};\n`,
  );
  await build({ root });
  return root;
}

describe('site check with redirects', () => {
  it('passes redirects to pages, files, other redirects and other sites, and counts them', async () => {
    const root = await builtWith(
      `[{ from: '/old-about', to: '/about' }, { from: '/dot', to: '/images/dot.svg', status: 302 }, { from: '/first', to: '/old-about' }, { from: '/partner', to: 'https://partner.example/' }, { from: '/home', to: '/#top' }]`,
    );
    const result = await check({ root });
    expect(result.problems).toEqual([]);
    expect(result.summary).toMatch(/ 5 redirects, /);
  });

  it('fails on a redirect whose target is not in the built site, naming content/config.ts and the redirect', async () => {
    const root = await builtWith(`[{ from: '/old-prices', to: '/prices' }]`);
    const { problems } = await check({ root });
    expect(problems).toContainEqual({
      message:
        'The redirect /old-prices → /prices (dist/_redirects) goes to /prices, which is not a page or file of the built site.',
      file: 'content/config.ts',
      field: 'redirects',
      hint: 'Point it at an existing page, or add the page /prices, then build again.',
    });
  });

  it('fails on a chain of redirects that comes back on itself', async () => {
    const root = await builtWith(`[{ from: '/a', to: '/about' }]`);
    // The build refuses loops; a _redirects edited by hand (or by another tool) can still hold one.
    await writeFile(path.join(root, 'dist/_redirects'), '/a /b 301\n/b /c 302\n/c /a 301\n');
    const { problems } = await check({ root });
    const loops = problems.filter((problem) => problem.message.includes('loops'));
    expect(loops[0]).toMatchObject({
      file: 'content/config.ts',
      field: 'redirects',
      message: 'The redirect /a → /b (dist/_redirects) loops: /a → /b → /c → /a.',
    });
    expect(loops).toHaveLength(3);
  });
});

describe('site check with a redirect to a file whose name is outside ASCII', () => {
  it('passes it: the percent-encoded target in _redirects names the file', async () => {
    const root = await copyFixture('basic-site');
    await writeFile(path.join(root, 'public', '\u00fcber.txt'), 'hi\n');
    await editFile(
      root,
      'content/config.ts',
      (text) => `${text}export const redirects = [{ from: '/x', to: '/\u00fcber.txt' }];\n`,
    );
    await build({ root });
    const { problems } = await check({ root });
    expect(problems.filter((problem) => problem.field === 'redirects')).toEqual([]);
  });
});

describe('site check with a redirect to a locale home', () => {
  it('passes a redirect to /te/, which is served from te/index.html', async () => {
    const root = await copyFixture('i18n-site');
    await editFile(
      root,
      'content/config.ts',
      (text) => `${text}export const redirects = [{ from: '/telugu', to: '/te/' }];\n`,
    );
    await build({ root });
    const { problems, summary } = await check({ root });
    expect(problems.filter((problem) => problem.field === 'redirects')).toEqual([]);
    expect(summary).toMatch(/ 1 redirect, /);
  });
});
