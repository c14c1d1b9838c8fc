import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { build, check } from '../../../src/generator/index';
import { copyFixture, editFile, removeTemporaryFolders, repoRoot } from '../../helpers';

afterAll(removeTemporaryFolders);

const FONT = path.join(
  repoRoot,
  'node_modules',
  '@fontsource',
  'inter',
  'files',
  'inter-latin-700-normal.woff',
);

/** The basic site with share images, a feed, and (from its SVG icon) PNG icons and a manifest. */
async function builtSite(): Promise<string> {
  const root = await copyFixture('basic-site');
  await writeFile(
    path.join(root, 'content', 'card.tsx'),
    `export const Card = ({ title }: { title: string }) => <div style={{ width: '100%', height: '100%', display: 'flex', backgroundColor: '#0b2545', color: '#fff', fontSize: 60, fontFamily: 'Inter' }}>{title}</div>;\n`,
  );
  await editFile(
    root,
    'content/config.ts',
    (text) =>
      `import { Card } from './card';\n${text}\n` +
      `export const shareImage = { component: Card, fonts: [{ name: 'Inter', weight: 700 as const, file: ${JSON.stringify(FONT)} }] };\n` +
      `export const feeds = [{ path: '/blog/feed.xml', title: 'Posts', collection: 'posts', item: (post: any) => ({ title: post.data.title, path: '/blog/' + post.id, date: post.data.date, summary: 'A post.' }) }];\n`,
  );
  await build({ root });
  return root;
}

const messages = async (root: string) =>
  (await check({ root })).problems.map((problem) => `${problem.file} ${problem.message}`);

describe('site check of share images, icons, the manifest and feeds', () => {
  it('passes a fresh build, and names a share image that is missing, of the wrong size or over 300 KB, a manifest icon that is missing, and a broken feed', async () => {
    const root = await builtSite();
    expect(await messages(root)).toEqual([]);

    const dist = path.join(root, 'dist');
    rmSync(path.join(dist, 'share', 'about.png'));
    writeFileSync(
      path.join(dist, 'share', 'index.png'),
      readFileSync(path.join(dist, 'icon-32.png')),
    );
    const article = path.join(dist, 'share', 'blog', 'hello-world.png');
    writeFileSync(article, Buffer.concat([readFileSync(article), Buffer.alloc(310 * 1024)]));
    rmSync(path.join(dist, 'icon-192.png'));
    const feed = readFileSync(path.join(dist, 'blog', 'feed.xml'), 'utf8');
    writeFileSync(path.join(dist, 'blog', 'feed.xml'), feed.slice(0, feed.indexOf('</entry>')));

    const found = await messages(root);
    expect(found).toContainEqual(
      expect.stringMatching(
        /^dist\/about\.html The share image https:\/\/fixture\.example\/share\/about\.png is not in the output/,
      ),
    );
    expect(found).toContainEqual(
      expect.stringMatching(
        /^dist\/index\.html The share image dist\/share\/index\.png is 32 x 32, but the page declares 1200 x 630/,
      ),
    );
    expect(found).toContainEqual(
      expect.stringMatching(
        /^dist\/blog\/hello-world\.html The share image dist\/share\/blog\/hello-world\.png is \d+ bytes, over the 307200 bytes/,
      ),
    );
    expect(found).toContainEqual(
      expect.stringMatching(
        /^dist\/site\.webmanifest The web manifest dist\/site\.webmanifest names the icon \/icon-192\.png, which is not in the output/,
      ),
    );
    expect(found).toContainEqual(
      expect.stringMatching(/^dist\/blog\/feed\.xml The feed is not well-formed XML/),
    );
    // Each broken file is named once, not once per page that links it.
    expect(found.filter((message) => message.includes('feed.xml'))).toHaveLength(1);
  });

  it('names an Atom feed that lacks required elements', async () => {
    const root = await builtSite();
    const file = path.join(root, 'dist', 'blog', 'feed.xml');
    writeFileSync(file, readFileSync(file, 'utf8').replace(/<updated>[^<]*<\/updated>/g, ''));
    const found = await messages(root);
    expect(found).toEqual([
      expect.stringMatching(
        /^dist\/blog\/feed\.xml The Atom feed lacks required elements: updated, entry\[0\]\.updated/,
      ),
    ]);
  });

  it('names a feed holding a character XML 1.0 forbids (a vertical tab, raw or as a reference), with its line, which feed readers reject', async () => {
    const root = await builtSite();
    const file = path.join(root, 'dist', 'blog', 'feed.xml');
    const feed = readFileSync(file, 'utf8');
    writeFileSync(file, feed.replace('<title>Posts</title>', '<title>Po\u000bsts</title>'));
    const line = feed.slice(0, feed.indexOf('<title>Posts</title>')).split('\n').length;
    expect((await check({ root })).problems).toEqual([
      expect.objectContaining({
        file: 'dist/blog/feed.xml',
        line,
        message: expect.stringContaining('U+000B, a character XML 1.0 forbids'),
      }),
    ]);
    writeFileSync(file, feed.replace('<title>Posts</title>', '<title>Po&#11;sts</title>'));
    expect((await check({ root })).problems).toEqual([
      expect.objectContaining({
        file: 'dist/blog/feed.xml',
        line,
        message: expect.stringContaining('U+000B'),
      }),
    ]);
  });
});
