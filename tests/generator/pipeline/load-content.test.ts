import { rm, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SiteError } from '../../../src/generator/diagnostics';
import { build } from '../../../src/generator/index';
import { copyFixture, removeTemporaryFolders, runSite } from '../../helpers';

afterAll(removeTemporaryFolders);

const article = (title: string) =>
  `---\ntitle: ${title}\ncategory: News\ndate: 2026-03-01\n---\n\nText.\n`;
const failure = async (root: string) =>
  (await build({ root }).then(
    () => undefined,
    (reason: unknown) => reason,
  )) as SiteError;

describe('the Markdown files of a collection', () => {
  it('builds files named .MD and .markdown, at the URL of their name without the extension', async () => {
    const root = await copyFixture('basic-site');
    await writeFile(path.join(root, 'content/posts/new-article.MD'), article('Upper case'));
    await writeFile(path.join(root, 'content/posts/other.markdown'), article('Long name'));
    const result = await build({ root });
    const routes = result.pages.map((page) => page.route);
    expect(routes).toContain('/blog/new-article');
    expect(routes).toContain('/blog/other');
  });

  it('builds an article that has front matter and no text', async () => {
    const root = await copyFixture('basic-site');
    const frontMatter = article('Empty').replace('\nText.\n', '');
    await writeFile(path.join(root, 'content/posts/empty.md'), frontMatter);
    const result = await build({ root });
    expect(result.pages.map((page) => page.route)).toContain('/blog/empty');
  });

  it('names both files when two would be one entry (a.md and a.markdown)', async () => {
    const root = await copyFixture('basic-site');
    await writeFile(path.join(root, 'content/posts/hello-world.markdown'), article('Again'));
    const error = await failure(root);
    expect(error).toBeInstanceOf(SiteError);
    expect(error.diagnostics).toEqual([
      expect.objectContaining({
        file: 'content/posts/hello-world.markdown',
        message:
          'content/posts/hello-world.markdown and content/posts/hello-world.md are both the entry "hello-world" of posts: one id, one URL.',
      }),
    ]);
  });

  it('names a broken symbolic link, a link loop and a link to a folder named like an article, as errors rather than crashes', async () => {
    const root = await copyFixture('basic-site');
    const posts = path.join(root, 'content/posts');
    await symlink('gone.md', path.join(posts, 'broken.md'));
    await symlink('loop-b.md', path.join(posts, 'loop-a.md'));
    await symlink('loop-a.md', path.join(posts, 'loop-b.md'));
    await symlink('.', path.join(posts, 'folder.md'));
    const { code, stderr } = await runSite(['build'], root);
    expect(code).toBe(1);
    expect(stderr).not.toContain('site crashed');
    expect(stderr).toContain(
      'content/posts/broken.md is a symbolic link to gone.md, which does not exist.',
    );
    expect(stderr).toContain(
      'content/posts/loop-a.md is a symbolic link that leads back to itself (a loop).',
    );
    expect(stderr).toContain(
      'content/posts/loop-b.md is a symbolic link that leads back to itself (a loop).',
    );
    expect(stderr).toContain('Point the link at a Markdown file, or remove it.');
    expect(stderr).toContain('content/posts/folder.md is a folder, not a Markdown file.');
  });

  it('names a collection folder that is a link to nothing or a file, instead of building the site without the collection', async () => {
    const root = await copyFixture('basic-site');
    const posts = path.join(root, 'content/posts');
    await rm(posts, { recursive: true });
    await symlink('../elsewhere/posts', posts);
    expect((await failure(root)).diagnostics).toEqual([
      expect.objectContaining({
        file: 'content/posts',
        message:
          'content/posts, the folder of the posts collection, is a symbolic link to ../elsewhere/posts, which does not exist.',
        hint: expect.stringContaining('Point the link at the folder'),
      }),
    ]);
    await rm(posts);
    await writeFile(posts, 'not a folder');
    expect((await failure(root)).diagnostics).toEqual([
      expect.objectContaining({
        file: 'content/posts',
        message: 'content/posts, the folder of the posts collection, is not a folder.',
      }),
    ]);
  });
});
