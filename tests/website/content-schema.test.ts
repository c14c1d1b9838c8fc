import { cp, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { blogSchema } from '../../content/config';
import { build } from '../../src/generator/index';
import type { SiteError } from '../../src/generator/diagnostics';
import { makeTemporaryFolder, removeTemporaryFolders, repoRoot } from '../helpers';

afterAll(removeTemporaryFolders);

const valid = {
  title: 'How to pack a parcel well',
  excerpt: 'Box-in-box packing, cushioning and labels that keep a parcel safe on its way abroad.',
  category: 'Packaging Tips',
  readTime: '4 min read',
  publishDate: '2026-03-12',
  image: '/images/blog/how-to-pack-fragile-items.svg',
};

function failingFields(data: unknown): string[] {
  const result = blogSchema['~standard'].validate(data);
  if (result instanceof Promise) throw new Error('the blog schema validates synchronously');
  return (result.issues ?? []).map((issue) =>
    (issue.path ?? [])
      .map((segment) => (typeof segment === 'object' ? segment.key : segment))
      .join('.'),
  );
}

describe('the blog front-matter schema', () => {
  it('accepts a complete article', () => {
    expect(failingFields(valid)).toEqual([]);
  });

  it.each(['title', 'excerpt', 'category', 'readTime', 'publishDate', 'image'])(
    'rejects an article without %s',
    (field) => {
      const { [field as keyof typeof valid]: _removed, ...rest } = valid;
      expect(failingFields(rest)).toEqual([field]);
    },
  );

  it('rejects a category outside the six', () => {
    expect(failingFields({ ...valid, category: 'Gossip' })).toEqual(['category']);
    expect(failingFields({ ...valid, category: 'All' })).toEqual(['category']);
  });

  it('rejects dates that are not real YYYY-MM-DD dates', () => {
    for (const publishDate of ['2026-13-01', '2026-02-30', '12/03/2026', 'yesterday'])
      expect(failingFields({ ...valid, publishDate }), publishDate).toEqual(['publishDate']);
  });

  it('rejects a read time that is not "N min read" and an image outside public/images', () => {
    expect(failingFields({ ...valid, readTime: 'quick' })).toEqual(['readTime']);
    expect(failingFields({ ...valid, image: 'https://cdn.example/a.png' })).toEqual(['image']);
  });

  it('rejects unknown fields, naming the typo, so it is not silently ignored', () => {
    expect(failingFields({ ...valid, catgory: 'Packaging Tips' })).toEqual(['catgory']);
  });

  it('says in words what is wrong with each field', () => {
    const messages = (data: unknown) => {
      const result = blogSchema['~standard'].validate(data);
      return result instanceof Promise ? [] : (result.issues ?? []).map((issue) => issue.message);
    };
    const { title: _title, ...untitled } = valid;
    expect(messages(untitled)).toEqual(['is missing']);
    expect(messages({ ...valid, catgory: 'x' })).toEqual([
      'is not a field of this collection (check the spelling)',
    ]);
    expect(messages({ ...valid, category: 'Gossip' })).toEqual([
      'must be one of: Shipping Guide, Packaging Tips, International, Regulations, Cost Savings, Technology',
    ]);
    expect(messages({ ...valid, publishDate: '2026-02-30' })).toEqual([
      'must be a date written YYYY-MM-DD, such as 2026-03-12',
    ]);
    expect(messages({ ...valid, title: 'Short' })).toEqual(['must be at least 10 characters']);
  });
});

describe('a broken article in the real site', () => {
  it('fails the build naming the file, field and line, and leaves the previous dist/ alone', {
    timeout: 120_000,
  }, async () => {
    const copy = await makeTemporaryFolder('site-broken-article-');
    for (const folder of ['pages', 'content', 'src', 'styles', 'public', 'package.json'])
      await cp(path.join(repoRoot, folder), path.join(copy, folder), { recursive: true });
    await build({ root: copy });
    // Each file's bytes as base64: the same comparison, byte for byte, but toEqual walks a Buffer byte by byte,
    // which took 10 of this test’s 14 s for the site’s 4.7 MB.
    const snapshot = async () => {
      const files = (await readdir(path.join(copy, 'dist'), { recursive: true })).sort();
      return Promise.all(
        files.map(async (file) => [
          file,
          await readFile(path.join(copy, 'dist', file)).then(
            (data) => data.toString('base64'),
            () => 'folder',
          ),
        ]),
      );
    };
    const before = await snapshot();
    const brokenFile = path.join(copy, 'content', 'blog', 'broken.md');
    await writeFile(
      brokenFile,
      `---\ntitle: A broken article\nexcerpt: ${'An article whose category does not exist. '.repeat(2)}\ncategory: Rumours\nreadTime: 3 min read\npublishDate: 2026-02-30\nimage: /images/blog/cut-your-courier-costs.svg\n---\n\nBody.\n`,
    );
    const error = (await build({ root: copy }).catch((reason: unknown) => reason)) as SiteError;
    expect(error.diagnostics).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ file: 'content/blog/broken.md', field: 'category', line: 4 }),
        expect.objectContaining({ file: 'content/blog/broken.md', field: 'publishDate', line: 6 }),
      ]),
    );
    expect(await snapshot()).toEqual(before);
  });

  it('fails the build naming the file, field and line of a front-matter image missing from public/', {
    timeout: 120_000,
  }, async () => {
    const copy = await makeTemporaryFolder('site-missing-image-');
    for (const folder of ['pages', 'content', 'src', 'styles', 'public', 'package.json'])
      await cp(path.join(repoRoot, folder), path.join(copy, folder), { recursive: true });
    const article = path.join(copy, 'content', 'blog', 'cut-your-courier-costs.md');
    await writeFile(
      article,
      (await readFile(article, 'utf8')).replace(
        /^image: .*$/m,
        'image: /images/blog/no-such-picture.svg',
      ),
    );
    const error = (await build({ root: copy }).catch((reason: unknown) => reason)) as SiteError;
    const line =
      (await readFile(article, 'utf8')).split('\n').findIndex((text) => text.startsWith('image:')) +
      1;
    expect(error.diagnostics).toEqual([
      expect.objectContaining({
        file: 'content/blog/cut-your-courier-costs.md',
        field: 'image',
        line,
        message: 'image: /images/blog/no-such-picture.svg does not exist in public/.',
        hint: expect.stringContaining('public/images/blog/no-such-picture.svg'),
      }),
    ]);
  });

  it('fails the build naming the file and line of a placeholder that is not a fact of the company ({{constructor}}, {{phonee}})', {
    timeout: 120_000,
  }, async () => {
    const copy = await makeTemporaryFolder('site-placeholder-');
    for (const folder of ['pages', 'content', 'src', 'styles', 'public', 'package.json'])
      await cp(path.join(repoRoot, folder), path.join(copy, folder), { recursive: true });
    const article = path.join(copy, 'content', 'blog', 'cut-your-courier-costs.md');
    const source = await readFile(article, 'utf8');
    await writeFile(
      article,
      `${source}\nCall {{phone}} or {{phonee}}.\n\nBuilt by {{constructor}} and {{toString}}.\n`,
    );
    const lines = source.split('\n').length;
    const error = (await build({ root: copy }).catch((reason: unknown) => reason)) as SiteError;
    expect(error.diagnostics).toEqual([
      expect.objectContaining({
        file: 'content/blog/cut-your-courier-costs.md',
        line: lines + 1,
        message: expect.stringMatching(/^\{\{phonee\}\} is not a placeholder .*\{\{phone\}\}/),
        hint: expect.stringContaining('content/config.ts'),
      }),
      expect.objectContaining({
        line: lines + 3,
        message: expect.stringMatching(/^\{\{constructor\}\}/),
      }),
      expect.objectContaining({
        line: lines + 3,
        message: expect.stringMatching(/^\{\{toString\}\}/),
      }),
    ]);
  });
});
