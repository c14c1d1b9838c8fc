import { rm } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { build, check } from '../../../src/generator/index';
import { copyFixture, editFile, removeTemporaryFolders } from '../../helpers';

afterAll(removeTemporaryFolders);

async function builtFixture(): Promise<string> {
  const root = await copyFixture('i18n-site');
  await build({ root });
  return root;
}

const languageProblems = async (root: string) =>
  (await check({ root })).problems.filter(
    (problem) => problem.field === 'lang' || problem.field === 'hreflang',
  );

describe('site check of a site with locales', () => {
  it('passes a clean build: every version of every page, the not-found pages of each locale included', async () => {
    const root = await builtFixture();
    const result = await check({ root });
    expect(result.problems).toEqual([]);
    expect(result.pagesChecked).toBe(13);
  });

  it('finds a version that does not link back, naming the page and the link', async () => {
    const root = await builtFixture();
    await editFile(root, 'dist/hi/contact.html', (html) =>
      html.replace(
        '<link rel="alternate" hreflang="te-IN" href="https://i18n.example/te/contact"/>',
        '',
      ),
    );
    expect(await languageProblems(root)).toEqual([
      {
        message:
          '<link rel="alternate" hreflang="hi-IN" href="https://i18n.example/hi/contact">: dist/hi/contact.html does not link back to this page (https://i18n.example/te/contact).',
        file: 'dist/te/contact.html',
        field: 'hreflang',
        hint: 'Every version of a page must list all the others (hreflang links are reciprocal).',
      },
    ]);
  });

  it('finds an alternate URL that is not a page of the built site, or not absolute', async () => {
    const root = await builtFixture();
    await rm(path.join(root, 'dist', 'te', 'guides', 'packing.html'));
    await editFile(root, 'dist/hi/index.html', (html) =>
      html.replace(
        'hreflang="te-IN" href="https://i18n.example/te/"',
        'hreflang="te-IN" href="/te/"',
      ),
    );
    const problems = await languageProblems(root);
    expect(problems).toContainEqual(
      expect.objectContaining({
        file: 'dist/guides/packing.html',
        message:
          '<link rel="alternate" hreflang="te-IN" href="https://i18n.example/te/guides/packing">: there is no such page in the built site.',
      }),
    );
    expect(problems).toContainEqual(
      expect.objectContaining({
        file: 'dist/hi/index.html',
        message: '<link rel="alternate" hreflang="te-IN" href="/te/">: the URL is not absolute.',
      }),
    );
  });

  it("finds a page whose lang is not its locale's, and an hreflang that names another language than its page's", async () => {
    const root = await builtFixture();
    await editFile(root, 'dist/te/contact.html', (html) =>
      html.replace('<html lang="te-IN">', '<html lang="en-IN">'),
    );
    const problems = await languageProblems(root);
    expect(problems).toContainEqual({
      message: 'The page has lang="en-IN", but /te/contact belongs to the te-IN locale.',
      file: 'dist/te/contact.html',
      field: 'lang',
      hint: 'Build the site again; the page was changed after the build, or built by something else.',
    });
    expect(problems).toContainEqual(
      expect.objectContaining({
        file: 'dist/contact.html',
        message:
          '<link rel="alternate" hreflang="te-IN" href="https://i18n.example/te/contact">: that page has lang="en-IN".',
      }),
    );
  });
});
