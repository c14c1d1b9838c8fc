import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { SiteError } from '../../../src/generator/diagnostics';
import { build } from '../../../src/generator/index';
import { copyFixture, editFile, removeTemporaryFolders } from '../../helpers';
import { headersFor, parseHeadersFile } from '../../../src/generator/headers-file';

/** Whether the built headers file makes `urlPath` revalidate (a rule of its own, or of its folder). */
const revalidates = (root: string, urlPath: string) =>
  headersFor(
    parseHeadersFile(readFileSync(path.join(root, 'dist/_headers'), 'utf8')),
    urlPath,
  ).some(([name, value]) => name === 'Cache-Control' && value === 'no-cache');

afterAll(removeTemporaryFolders);

async function siteWithDataFiles(config: string): Promise<string> {
  const root = await copyFixture('basic-site');
  await editFile(
    root,
    'content/config.ts',
    (text) => `${text}\nexport const dataFiles = ${config};\n`,
  );
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
    const index = JSON.parse(
      readFileSync(path.join(root, 'dist/blog/search.json'), 'utf8'),
    ) as string[][];
    expect(index.map(([id]) => id).sort()).toEqual(['hello-world', 'second-guide']);
    expect(readFileSync(path.join(root, 'dist/notes.txt'), 'utf8')).toBe('Built for Fixture');
    // The headers file covers it like every other file of the site.
    expect(revalidates(root, '/blog/search.json')).toBe(true);
  });

  it('reports a contents() that throws as an error of content/config.ts and writes nothing', async () => {
    const root = await siteWithDataFiles(
      `[{ path: '/blog/search.json', contents: () => { throw new Error('no index today'); } }]`,
    );
    const error = await buildError(root);
    expect(error.diagnostics).toEqual([
      expect.objectContaining({
        file: 'content/config.ts',
        field: 'dataFiles[0].contents',
        message: expect.stringContaining('no index today'),
      }),
    ]);
    expect(existsSync(path.join(root, 'dist'))).toBe(false);
  });

  it.each(['blog/search.json', '/blog/../../escape.json', '/blog/page.html', '/blog/'])(
    'refuses the path %j, naming the field',
    async (bad) => {
      const root = await siteWithDataFiles(
        `[{ path: ${JSON.stringify(bad)}, contents: () => '[]' }]`,
      );
      const error = await buildError(root);
      expect(error.diagnostics).toEqual([
        expect.objectContaining({ file: 'content/config.ts', field: 'dataFiles[0].path' }),
      ]);
    },
  );

  it('writes every file of a files() entry at its own path, from one computation, each covered by the headers file', async () => {
    const root = await siteWithDataFiles(`[{ files: ({ collections }: any) => ({
      '/blog/search.json': { count: collections.posts.length },
      ...Object.fromEntries(collections.posts.map((post: any, n: number) => ['/blog/search/r-' + n + '.json', [post.id]])),
      '/blog/search/readme.txt': 'shards of the index',
    }) }]`);
    await build({ root });
    expect(JSON.parse(readFileSync(path.join(root, 'dist/blog/search.json'), 'utf8'))).toEqual({
      count: 2,
    });
    const rows = [0, 1].map(
      (n) =>
        JSON.parse(
          readFileSync(path.join(root, `dist/blog/search/r-${n}.json`), 'utf8'),
        ) as string[],
    );
    expect(rows.flat().sort()).toEqual(['hello-world', 'second-guide']);
    expect(readFileSync(path.join(root, 'dist/blog/search/readme.txt'), 'utf8')).toBe(
      'shards of the index',
    );
    for (const file of [
      '/blog/search.json',
      '/blog/search/r-0.json',
      '/blog/search/r-1.json',
      '/blog/search/readme.txt',
    ])
      expect(revalidates(root, file), file).toBe(true);
  });

  it('computes them again when an entry, the code that makes them or the site settings changed since the last build, and gives the same files when nothing did', async () => {
    const root = await siteWithDataFiles(
      `[{ path: '/posts.txt', contents: ({ collections, site }: any) => site.url + '\\n' + collections.posts.map((post: any) => post.data.title + ': ' + post.html).join('\\n') }]`,
    );
    const written = () => readFileSync(path.join(root, 'dist/posts.txt'), 'utf8');
    await build({ root });
    const first = written();
    expect(first).toContain('Hello world: <p>The <strong>first</strong> post.');
    await build({ root });
    expect(written()).toBe(first);
    await editFile(root, 'content/posts/hello-world.md', (text) =>
      text.replace('title: Hello world', 'title: Hello again'),
    );
    await build({ root });
    expect(written()).toContain('Hello again: <p>The <strong>first</strong> post.');
    await editFile(root, 'content/posts/hello-world.md', (text) =>
      text.replace('The **first** post.', 'The *first* post.'),
    );
    await build({ root });
    expect(written()).toContain('Hello again: <p>The <em>first</em> post.');
    await editFile(root, 'content/config.ts', (text) =>
      text.replace("site.url + '\\n'", "'Made for ' + site.url + '\\n'"),
    );
    await build({ root });
    expect(written()).toMatch(/^Made for https:\/\/fixture\.example\n/);
    await build({ root, siteUrl: 'https://other.example' });
    expect(written()).toMatch(/^Made for https:\/\/other\.example\n/);
  });

  it('still writes them when entry data holds what JSON cannot (a BigInt a schema made)', async () => {
    const root = await siteWithDataFiles(
      `[{ path: '/sizes.txt', contents: ({ collections }: any) => collections.posts.map((post: any) => post.data.title + ' ' + typeof post.data.size).join(', ') }]`,
    );
    await editFile(root, 'content/config.ts', (text) =>
      text.replace(
        'date: v.pipe(v.string(), v.isoDate()),',
        "date: v.pipe(v.string(), v.isoDate()),\n  size: v.pipe(v.optional(v.string(), '1'), v.transform((text) => BigInt(text))),",
      ),
    );
    const written = () => readFileSync(path.join(root, 'dist/sizes.txt'), 'utf8');
    await build({ root });
    expect(written()).toContain('Hello world bigint');
    await editFile(root, 'content/posts/hello-world.md', (text) =>
      text.replace('title: Hello world', 'title: Hello again'),
    );
    await build({ root });
    expect(written()).toContain('Hello again bigint');
  });

  it('refuses a path of files() that is not a site path, naming the field and the path', async () => {
    const root = await siteWithDataFiles(
      `[{ files: () => ({ '/blog/search.json': [], '/blog/../secret.json': [] }) }]`,
    );
    const error = await buildError(root);
    expect(error.diagnostics).toEqual([
      expect.objectContaining({
        file: 'content/config.ts',
        field: 'dataFiles[0].files',
        message: expect.stringContaining('"/blog/../secret.json"'),
      }),
    ]);
    expect(existsSync(path.join(root, 'dist'))).toBe(false);
  });

  it('reports a files() that throws, or returns no map of paths, as an error of its field', async () => {
    const throwing = await buildError(
      await siteWithDataFiles(`[{ files: () => { throw new Error('no shards today'); } }]`),
    );
    expect(throwing.diagnostics).toEqual([
      expect.objectContaining({
        file: 'content/config.ts',
        field: 'dataFiles[0].files',
        message: expect.stringContaining('no shards today'),
      }),
    ]);
    const list = await buildError(
      await siteWithDataFiles(`[{ files: () => ['/blog/search.json'] }]`),
    );
    expect(list.diagnostics).toEqual([
      expect.objectContaining({
        file: 'content/config.ts',
        field: 'dataFiles[0].files',
        message: expect.stringContaining('an object'),
      }),
    ]);
  });

  it('refuses two data files at one path, naming both fields', async () => {
    const root = await siteWithDataFiles(
      `[{ path: '/blog/search.json', contents: () => [] }, { files: () => ({ '/blog/search.json': {} }) }]`,
    );
    const error = await buildError(root);
    expect(error.diagnostics).toEqual([
      expect.objectContaining({
        file: 'content/config.ts',
        field: 'dataFiles[1].files',
        message: expect.stringMatching(/\/blog\/search\.json.*dataFiles\[0\]/),
      }),
    ]);
  });

  it('refuses an entry with neither a path and contents() nor files(), saying what to give', async () => {
    const error = await buildError(await siteWithDataFiles(`[{ contents: () => [] }]`));
    expect(error.diagnostics).toEqual([
      expect.objectContaining({ file: 'content/config.ts', field: 'dataFiles[0].path' }),
    ]);
  });
});
