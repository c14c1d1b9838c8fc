/**
 * Watch mode on a site with photos: a save renders only what it reaches, the photo files of the
 * entries and pages it reuses stay in the output, and the output equals a fresh build.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWatchBuilder, type WatchBuilder } from '../../../src/generator/pipeline/watch';
import { editFile, removeTemporaryFolders } from '../../helpers';
import { makePhoto, photoSite } from './photo-site';
import { expectSameAsFreshBuild } from './same-as-fresh';

afterAll(removeTemporaryFolders);

let root: string;
let builder: WatchBuilder;
const file = (name: string) => path.join(root, name);
const photoFiles = async () => (await readdir(file('dist/assets/images'))).sort();

beforeAll(async () => {
  root = await photoSite();
  // A second article, with the body's photo only.
  await writeFile(
    file('content/articles/quay.md'),
    '---\ntitle: On the quay\nimage: /images/quay.jpg\n---\n\nThe boxes wait for the ship.\n',
  );
  builder = createWatchBuilder({ root });
  const first = await builder.build();
  expect(first.rendered).toBe(first.pages.length);
}, 180_000);

describe('watch mode on a site with photos', () => {
  it('renders only the article whose text changed, keeps every photo file, and the output equals a fresh build', async () => {
    const before = await photoFiles();
    await editFile(root, 'content/articles/harbour.md', (text) =>
      text.replace('before the trucks came', 'before the first trucks came'),
    );
    const result = await builder.update([file('content/articles/harbour.md')]);
    expect(result.rendered).toBe(1);
    expect(result.pages.length).toBeGreaterThan(2);
    expect(await readFile(file('dist/articles/harbour.html'), 'utf8')).toContain(
      'the first trucks',
    );
    expect(await photoFiles()).toEqual(before);
    await expectSameAsFreshBuild(root, result);
  }, 120_000);

  it('renders only the page of a changed page file, and the output equals a fresh build', async () => {
    await editFile(root, 'pages/index.tsx', (text) =>
      text.replace('<h1>Articles</h1>', '<h1>All articles</h1>'),
    );
    const result = await builder.update([file('pages/index.tsx')]);
    expect(result.rendered).toBe(1);
    await expectSameAsFreshBuild(root, result);
  }, 120_000);

  it('renders the pages that show a photo whose file changed, with its new files, and no others', async () => {
    const before = await photoFiles();
    await makePhoto(file('public/images/quay.jpg'), 1600, 1200, 23);
    const result = await builder.update([file('public/images/quay.jpg')]);
    // Both articles show the quay (one in its body, one as its main image); the home page shows no photo.
    expect(result.rendered).toBe(2);
    const after = await photoFiles();
    expect(after.filter((name) => name.startsWith('quay-'))).not.toEqual(
      before.filter((name) => name.startsWith('quay-')),
    );
    expect(after.filter((name) => name.startsWith('harbour-'))).toEqual(
      before.filter((name) => name.startsWith('harbour-')),
    );
    await expectSameAsFreshBuild(root, result);
  }, 180_000);
});
