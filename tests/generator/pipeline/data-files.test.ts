import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { SiteError } from '../../../src/generator/diagnostics';
import { build } from '../../../src/generator/index';
import { copyFixture, editFile, removeTemporaryFolders } from '../../helpers';

afterAll(removeTemporaryFolders);

async function siteWithDataFiles(config: string): Promise<string> {
  const root = await copyFixture('basic-site');
  await editFile(root, 'content/config.ts', (text) => `${text}\nexport const dataFiles = ${config};\n`);
  return root;
}

async function buildError(root: string): Promise<SiteError> {
  const error = await build({ root }).then(
    () => undefined,
    (reason: unknown) => reason as SiteError,
  );
  expect(error?.name, 'the build should have failed').toBe('SiteError');
  return error!;
}

describe('data files of content/config.ts', () => {
  it('writes an object as JSON and text as it is, computed from the collections', async () => {
    const root = await siteWithDataFiles(`[
      { path: '/blog/search.json', contents: ({ collections }: any) => collections.posts.map((post: any) => [post.id, post.data.title]) },
      { path: '/notes.txt', contents: ({ site }: any) => 'Built for ' + site.name },
    ]`);
    await build({ root });
    const index = JSON.parse(readFileSync(path.join(root, 'dist/blog/search.json'), 'utf8')) as string[][];
    expect(index.map(([id]) => id).sort()).toEqual(['hello-world', 'second-guide']);
    expect(readFileSync(path.join(root, 'dist/notes.txt'), 'utf8')).toBe('Built for Fixture');
    // The headers file covers it like every other file of the site.
    expect(readFileSync(path.join(root, 'dist/_headers'), 'utf8')).toContain('/blog/search.json');
  });

  it('reports a contents() that throws as an error of content/config.ts and writes nothing', async () => {
    const root = await siteWithDataFiles(`[{ path: '/blog/search.json', contents: () => { throw new Error('no index today'); } }]`);
    const error = await buildError(root);
    expect(error.diagnostics).toEqual([expect.objectContaining({ file: 'content/config.ts', field: 'dataFiles[0].contents', message: expect.stringContaining('no index today') })]);
    expect(existsSync(path.join(root, 'dist'))).toBe(false);
  });

  it.each(['blog/search.json', '/blog/../../escape.json', '/blog/page.html', '/blog/'])('refuses the path %j, naming the field', async (bad) => {
    const root = await siteWithDataFiles(`[{ path: ${JSON.stringify(bad)}, contents: () => '[]' }]`);
    const error = await buildError(root);
    expect(error.diagnostics).toEqual([expect.objectContaining({ file: 'content/config.ts', field: 'dataFiles[0].path' })]);
  });
});
