/**
 * `draft: true` in front matter: out of `site build` (page, listings, sitemap), in `site serve`
 * with the entry marked so the site can label it; switching it off publishes the entry.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { SiteError } from '../../../src/generator/diagnostics';
import { build, serve } from '../../../src/generator/index';
import { copyFixture, editFile, freePort, removeTemporaryFolders } from '../../helpers';

afterAll(removeTemporaryFolders);

const POST = 'content/posts/second-guide.md';

/** The basic fixture with its second post a draft, and a post page that labels drafts (as a site would). */
async function fixtureWithDraft(): Promise<string> {
  const root = await copyFixture('basic-site');
  await editFile(root, POST, (text) => text.replace('---\n', '---\ndraft: true\n'));
  await editFile(root, 'pages/blog/[slug].tsx', (text) =>
    text.replace(
      '<h1>{post.data.title}</h1>',
      '{post.draft && <p className="draft">Draft</p>}<h1>{post.data.title}</h1>',
    ),
  );
  return root;
}

const read = (root: string, file: string) => readFile(path.join(root, 'dist', file), 'utf8');

describe('a draft entry', () => {
  it('is left out of site build: no page, not in listings, not in the sitemap', async () => {
    const root = await fixtureWithDraft();
    const result = await build({ root });
    expect(existsSync(path.join(root, 'dist/blog/second-guide.html'))).toBe(false);
    expect(result.pages.map((page) => page.route)).not.toContain('/blog/second-guide');
    expect(await read(root, 'index.html')).toContain('/blog/hello-world');
    expect(await read(root, 'index.html')).not.toContain('second-guide');
    expect(await read(root, 'sitemap.xml')).not.toContain('second-guide');
  });

  it('is built with drafts on (as site serve does), marked draft so the page shows the label', async () => {
    const root = await fixtureWithDraft();
    await build({ root, drafts: true });
    expect(await read(root, 'blog/second-guide.html')).toContain('<p class="draft">Draft</p>');
    expect(await read(root, 'index.html')).toContain('/blog/second-guide');
    expect(await read(root, 'blog/hello-world.html')).not.toContain('class="draft"');
  });

  it('is published once draft is switched off', async () => {
    const root = await fixtureWithDraft();
    await build({ root });
    await editFile(root, POST, (text) => text.replace('draft: true', 'draft: false'));
    await build({ root });
    expect(await read(root, 'blog/second-guide.html')).not.toContain('class="draft"');
    expect(await read(root, 'sitemap.xml')).toContain('https://fixture.example/blog/second-guide');
  });

  it('loses its label in site serve when draft is switched off, and a build without drafts leaves it out', async () => {
    const root = await fixtureWithDraft();
    let loads = 0;
    const server = await serve({ root, host: '127.0.0.1', port: 0, onReady: () => loads++ });
    try {
      const page = async () => (await fetch(`${server.url}blog/second-guide`)).text();
      expect(await page()).toContain('class="draft"');
      await editFile(root, POST, (text) => text.replace('draft: true', 'draft: false'));
      for (let waited = 0; loads < 2 && waited < 10_000; waited += 50)
        await new Promise((resolve) => setTimeout(resolve, 50));
      expect(await page()).not.toContain('class="draft"');
    } finally {
      await server.close();
    }
    await editFile(root, POST, (text) => text.replace('draft: false', 'draft: true'));
    await build({ root });
    expect(existsSync(path.join(root, 'dist/blog/second-guide.html'))).toBe(false);
    expect(await read(root, 'index.html')).not.toContain('second-guide');
  });

  it('must be true or false: anything else names the file, field and line', async () => {
    const root = await copyFixture('basic-site');
    await editFile(root, POST, (text) => text.replace('---\n', '---\ndraft: maybe\n'));
    const error = (await build({ root }).then(
      () => expect.unreachable('the build should have failed'),
      (failure: SiteError) => failure,
    ))!;
    expect(error.diagnostics[0]).toMatchObject({
      file: POST,
      field: 'draft',
      line: 2,
      message: 'draft: must be true or false, not "maybe".',
    });
  });
});

describe('site serve in watch mode', () => {
  it('never writes a draft into dist: after it stops, dist holds what site build wrote and nothing else', async () => {
    const root = await fixtureWithDraft();
    await build({ root });
    const before = new Map(
      await Promise.all(
        ['index.html', 'sitemap.xml', 'blog/hello-world.html'].map(
          async (file) => [file, await read(root, file)] as const,
        ),
      ),
    );
    const server = await serve({ root, host: '127.0.0.1', port: await freePort() });
    try {
      expect(path.relative(path.join(root, 'dist'), server.outDir).startsWith('..')).toBe(true);
      expect(await (await fetch(`${server.url}blog/second-guide`)).text()).toContain(
        '<p class="draft">Draft</p>',
      );
      // A save rebuilds incrementally, with the draft still in.
      const saved = Date.now();
      await editFile(root, POST, (text) => `${text}\nMore words for the draft.\n`);
      for (let waited = 0; waited < 10_000; waited += 50) {
        if (
          (await (await fetch(`${server.url}blog/second-guide`)).text()).includes(
            'More words for the draft.',
          )
        )
          break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(await (await fetch(`${server.url}blog/second-guide`)).text()).toContain(
        'More words for the draft.',
      );
      expect(Date.now() - saved).toBeLessThan(10_000);
    } finally {
      await server.close();
    }
    expect(existsSync(path.join(root, 'dist/blog/second-guide.html'))).toBe(false);
    for (const [file, text] of before) expect(await read(root, file), file).toBe(text);
    expect(await read(root, 'sitemap.xml')).not.toContain('second-guide');
  });

  it('leaves no dist behind when there was none', async () => {
    const root = await fixtureWithDraft();
    const server = await serve({ root, host: '127.0.0.1', port: await freePort() });
    await server.close();
    expect(existsSync(path.join(root, 'dist'))).toBe(false);
  });

  it('with --no-watch builds as site build does, without drafts, into dist', async () => {
    const root = await fixtureWithDraft();
    const server = await serve({ root, host: '127.0.0.1', port: await freePort(), watch: false });
    try {
      expect(server.outDir).toBe(path.join(root, 'dist'));
      expect((await fetch(`${server.url}blog/second-guide`)).status).toBe(404);
      expect(await read(root, 'sitemap.xml')).not.toContain('second-guide');
    } finally {
      await server.close();
    }
  });

  it('serves a draft with its label', async () => {
    const root = await fixtureWithDraft();
    const server = await serve({ root, host: '127.0.0.1', port: await freePort() });
    try {
      const response = await fetch(`${server.url}/blog/second-guide`);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('<p class="draft">Draft</p>');
    } finally {
      await server.close();
    }
  });
});
