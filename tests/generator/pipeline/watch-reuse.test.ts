/**
 * Watch mode reuses the feeds and data files of the last run while nothing they were made from
 * changed; the output still equals a fresh build after every save.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWatchBuilder, type WatchBuilder } from '../../../src/generator/pipeline/watch';
import { copyFixture, editFile, removeTemporaryFolders } from '../../helpers';
import { expectSameAsFreshBuild } from './same-as-fresh';

afterAll(removeTemporaryFolders);

/** How many times the data file of the fixture was computed (its contents() counts on globalThis). */
const calls = () => (globalThis as { dataFileCalls?: number }).dataFileCalls ?? 0;

describe('watch mode and the data files of content/config.ts', () => {
  let root: string;
  let builder: WatchBuilder;

  beforeAll(async () => {
    root = await copyFixture('basic-site');
    await editFile(
      root,
      'content/config.ts',
      (text) => `${text}
const counter = globalThis as { dataFileCalls?: number };
export const dataFiles = [{ path: '/titles.json', contents: ({ collections }: any) => { counter.dataFileCalls = (counter.dataFileCalls ?? 0) + 1; return collections.posts.map((post: any) => post.data.title); } }];
export const feeds = [{ path: '/feed.xml', title: 'Posts', collection: 'posts', item: (post: any) => ({ title: post.data.title, path: '/blog/' + post.id, date: post.data.date }) }];
`,
    );
    builder = createWatchBuilder({ root });
    await builder.build();
  }, 60_000);

  it('does not compute the data files again when a page file changed, and the output equals a fresh build', async () => {
    const before = calls();
    await editFile(root, 'pages/about.tsx', (text) => text.replace('A tiny site', 'A small site'));
    const result = await builder.update([path.join(root, 'pages/about.tsx')]);
    expect(result.rendered).toBe(1);
    expect(calls()).toBe(before);
    await expectSameAsFreshBuild(root, result);
  });

  it('computes them again when an entry of a collection they read changed, and shows the change', async () => {
    const before = calls();
    await editFile(root, 'content/posts/hello-world.md', (text) =>
      text.replace(/^title: .*$/m, 'title: "Hello again"'),
    );
    const result = await builder.update([path.join(root, 'content/posts/hello-world.md')]);
    expect(calls()).toBe(before + 1);
    expect(await readFile(path.join(root, 'dist/titles.json'), 'utf8')).toContain('Hello again');
    expect(await readFile(path.join(root, 'dist/feed.xml'), 'utf8')).toContain('Hello again');
    await expectSameAsFreshBuild(root, result);
  });

  it('computes them again when content/config.ts changed', async () => {
    await editFile(root, 'content/config.ts', (text) =>
      text.replace("name: 'Fixture'", "name: 'Fixture site'"),
    );
    const before = calls();
    const result = await builder.update([path.join(root, 'content/config.ts')]);
    expect(calls()).toBe(before + 1);
    await expectSameAsFreshBuild(root, result);
  });

  it('computes them from the last good run after a failed one, not from the failed run', async () => {
    const file = path.join(root, 'content/posts/hello-world.md');
    const good = await readFile(file, 'utf8');
    const icon = path.join(root, 'public/images/dot.svg');
    const goodIcon = await readFile(icon, 'utf8');
    // A new title, and an icon that cannot be drawn: the run fails after the data files were computed.
    await editFile(root, 'content/posts/hello-world.md', (text) =>
      text.replace(/^title: .*$/m, 'title: "Failed run title"'),
    );
    await writeFile(icon, 'not an svg');
    await expect(builder.update([file, icon])).rejects.toThrow();
    await writeFile(file, good);
    await writeFile(icon, goodIcon);
    const result = await builder.update([file, icon]);
    expect(await readFile(path.join(root, 'dist/titles.json'), 'utf8')).not.toContain(
      'Failed run title',
    );
    await expectSameAsFreshBuild(root, result);
  });
});
