/**
 * Watch mode loads the site's modules again after a save: each module is still one module, as in
 * `site build`, and the output of every save equals a fresh build's.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createWatchBuilder } from '../../../src/generator/pipeline/watch';
import { copyFixture, editFile, removeTemporaryFolders } from '../../helpers';
import { expectSameAsFreshBuild } from './same-as-fresh';

afterAll(removeTemporaryFolders);

/** About shows whether the marker it imported and the one a content module imported are the same object. */
async function siteWithSharedMarker(): Promise<string> {
  const root = await copyFixture('basic-site');
  await writeFile(path.join(root, 'pages/_marker.ts'), 'export const marker = { made: "once" };\n');
  await writeFile(
    path.join(root, 'content/marker-check.ts'),
    "import { marker } from '../pages/_marker';\nexport const isSame = (other: object) => other === marker;\n",
  );
  await editFile(
    root,
    'pages/about.tsx',
    (text) =>
      `import { marker } from './_marker';\nimport { isSame } from '../content/marker-check';\n${text.replace('<h1>About</h1>', '<h1>About</h1>\n      <p id="same">{String(isSame(marker))}</p>')}`,
  );
  return root;
}

describe('watch mode and the modules of a site', () => {
  it('loads a module under pages/ that content/ also imports once, as site build does, save after save', async () => {
    const root = await siteWithSharedMarker();
    const builder = createWatchBuilder({ root });
    await (await builder.build()).imagesDrawn;
    const about = () => readFile(path.join(root, 'dist/about.html'), 'utf8');
    expect(await about()).toContain('<p id="same">true</p>');
    await editFile(root, 'pages/about.tsx', (text) => text.replace('A tiny site', 'A small site'));
    const saved = await builder.update([path.join(root, 'pages/about.tsx')]);
    expect(await about()).toContain('A small site');
    expect(await about()).toContain('<p id="same">true</p>');
    await expectSameAsFreshBuild(root, saved);
  });

  it('loads a module a page imports through a tsconfig path alias once, as site build does', async () => {
    const root = await copyFixture('basic-site');
    await writeFile(
      path.join(root, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: { jsx: 'react-jsx', baseUrl: '.', paths: { '@content/*': ['content/*'] } },
      }),
    );
    await writeFile(
      path.join(root, 'content/marker.ts'),
      'export const marker = { made: "once" };\n',
    );
    await writeFile(
      path.join(root, 'content/marker-check.ts'),
      "import { marker } from './marker';\nexport const isSame = (other: object) => other === marker;\n",
    );
    await editFile(
      root,
      'pages/about.tsx',
      (text) =>
        `import { marker } from '@content/marker';\nimport { isSame } from '../content/marker-check';\n${text.replace('<h1>About</h1>', '<h1>About</h1>\n      <p id="same">{String(isSame(marker))}</p>')}`,
    );
    const builder = createWatchBuilder({ root });
    const first = await builder.build();
    expect(await readFile(path.join(root, 'dist/about.html'), 'utf8')).toContain(
      '<p id="same">true</p>',
    );
    await expectSameAsFreshBuild(root, first);
  });

  it('renders again the pages of a module under pages/ that is not a page, when it changes', async () => {
    const root = await copyFixture('basic-site');
    const builder = createWatchBuilder({ root });
    await (await builder.build()).imagesDrawn;
    await editFile(root, 'pages/_layout.tsx', (text) =>
      text.replace('<a href="/about">About</a>', '<a href="/about">About us</a>'),
    );
    const saved = await builder.update([path.join(root, 'pages/_layout.tsx')]);
    expect(await readFile(path.join(root, 'dist/about.html'), 'utf8')).toContain('About us</a>');
    await expectSameAsFreshBuild(root, saved);
  });
});
