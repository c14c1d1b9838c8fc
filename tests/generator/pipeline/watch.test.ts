import { cp, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWatchBuilder, type WatchBuilder } from '../../../src/generator/pipeline/watch';
import type { SiteError } from '../../../src/generator/diagnostics';
import {
  editFile,
  makeTemporaryFolder,
  removeTemporaryFolders,
  repoRoot,
  snapshotTree,
} from '../../helpers';
import { expectSameAsFreshBuild } from './same-as-fresh';

let root: string;
let builder: WatchBuilder;
const article = (name: string) => path.join(root, 'content', 'blog', `${name}.md`);

beforeAll(async () => {
  root = await makeTemporaryFolder();
  for (const entry of [
    'pages',
    'content',
    'src',
    'styles',
    'public',
    'package.json',
    'tsconfig.json',
  ]) {
    await cp(path.join(repoRoot, entry), path.join(root, entry), { recursive: true });
  }
  builder = createWatchBuilder({ root });
  const first = await builder.build();
  expect(first.rendered).toBe(first.pages.length);
  await first.imagesDrawn;
}, 60_000);

afterAll(removeTemporaryFolders);

describe("watch mode, running the build's phases again with what it kept", () => {
  it("renders only the article whose body changed, and the output equals a full build's", async () => {
    await editFile(root, 'content/blog/how-to-pack-fragile-items.md', (text) =>
      text.replace('## ', '## Carefully: '),
    );
    const result = await builder.update([article('how-to-pack-fragile-items')]);
    expect(result.rendered).toBe(1);
    expect(
      await readFile(path.join(root, 'dist/blog/how-to-pack-fragile-items.html'), 'utf8'),
    ).toContain('Carefully: ');
    await expectSameAsFreshBuild(root, result);
  });

  it('finds a word added to one article in the search index, and no longer once it is taken out, as a fresh build does', async () => {
    // The search index keeps each article's words from save to save: only the saved article's are read again.
    const shard = async () =>
      (await readFile(path.join(root, 'dist/blog/search/w-za.json'), 'utf8').catch(
        () => '{}',
      )) as string;
    const rows = async () =>
      (
        JSON.parse(
          await readFile(path.join(root, 'dist/blog/search/r-0.json'), 'utf8'),
        ) as string[][]
      ).map(([id]) => id);
    await editFile(
      root,
      'content/blog/how-to-pack-fragile-items.md',
      (text) => `${text}\nWrap jars as a zanzibarite would.\n`,
    );
    const added = await builder.update([article('how-to-pack-fragile-items')]);
    const numbers = (JSON.parse(await shard()) as Record<string, number[]>).zanzibarite;
    expect(numbers).toHaveLength(1);
    expect((await rows())[numbers![0]!]).toBe('how-to-pack-fragile-items');
    await expectSameAsFreshBuild(root, added);
    await editFile(root, 'content/blog/how-to-pack-fragile-items.md', (text) =>
      text.replace('\nWrap jars as a zanzibarite would.\n', ''),
    );
    const removed = await builder.update([article('how-to-pack-fragile-items')]);
    expect(await shard()).not.toContain('zanzibarite');
    await expectSameAsFreshBuild(root, removed);
  });

  it('draws the icons again when the site icon in public/ changed, as a fresh build does', async () => {
    const icon = async () => readFile(path.join(root, 'dist/icon-32.png'));
    const before = await icon();
    // An article's save keeps the icons of the last run; the icon's own save draws them again.
    await editFile(
      root,
      'content/blog/how-to-pack-fragile-items.md',
      (text) => `${text}\nOne more line.\n`,
    );
    await builder.update([article('how-to-pack-fragile-items')]);
    expect(await icon()).toEqual(before);
    await editFile(root, 'public/favicon.svg', (text) =>
      text.replace('fill="#0b2545"', 'fill="#14532d"'),
    );
    const result = await builder.update([path.join(root, 'public/favicon.svg')]);
    expect(await icon()).not.toEqual(before);
    await expectSameAsFreshBuild(root, result);
  });

  it('renders the pages that show a changed title, and no others', async () => {
    await editFile(root, 'content/blog/cut-your-courier-costs.md', (text) =>
      text.replace(/^title: ".*"$/m, 'title: "Cut Your Courier Costs With Volumetric Weight"'),
    );
    const result = await builder.update([article('cut-your-courier-costs')]);
    // The listings read every article's date to sort them, but show the titles of a few: only the pages showing it are rendered.
    const pages = Object.entries(await snapshotTree(path.join(root, 'dist')));
    const showing = pages.filter(
      ([file, base64]) =>
        file.endsWith('.html') &&
        Buffer.from(base64, 'base64')
          .toString()
          .includes('Cut Your Courier Costs With Volumetric Weight'),
    );
    expect(showing.map(([file]) => file)).toContain('blog.html');
    expect(result.rendered).toBe(showing.length);
    // The article's share image shows its title: drawn after the pages were written, as a full build draws it.
    expect(result.imagesDrawn).toBeInstanceOf(Promise);
    await expectSameAsFreshBuild(root, result);
  });

  it('keeps a later listing page, which sorted by every date but shows other titles, when a title on the first page changed', async () => {
    const older = Array.from({ length: 6 }, (_, n) => `older-guide-${n}`);
    const source = await readFile(article('how-to-pack-fragile-items'), 'utf8');
    for (const [n, id] of older.entries()) {
      await writeFile(
        article(id),
        source
          .replace(/^title: ".*"$/m, `title: "Older guide ${n}"`)
          .replace(/^publishDate: .*$/m, `publishDate: "2025-0${n + 1}-01"`),
      );
    }
    await builder.update(older.map(article));
    await editFile(root, 'content/blog/tracking-your-shipment-explained.md', (text) =>
      text.replace(/^title: ".*"$/m, 'title: "Tracking Explained, Step by Step"'),
    );
    const result = await builder.update([article('tracking-your-shipment-explained')]);
    const pages = Object.entries(await snapshotTree(path.join(root, 'dist')));
    const showing = pages
      .filter(
        ([file, base64]) =>
          file.endsWith('.html') &&
          Buffer.from(base64, 'base64').toString().includes('Tracking Explained, Step by Step'),
      )
      .map(([file]) => file);
    expect(pages.map(([file]) => file)).toContain('blog/page/2.html');
    expect(showing).not.toContain('blog/page/2.html');
    expect(result.rendered).toBe(showing.length);
    await expectSameAsFreshBuild(root, result);
    for (const id of older) await rm(article(id));
    await builder.update(older.map(article));
  });

  it("renders the listings again when an article's date moves it, as a fresh build does", async () => {
    // The oldest article becomes the newest: every listing that sorts by date shows it first.
    await editFile(root, 'content/blog/how-to-pack-fragile-items.md', (text) =>
      text.replace(/^publishDate: .*$/m, 'publishDate: "2026-11-01"'),
    );
    const result = await builder.update([article('how-to-pack-fragile-items')]);
    const listing = await readFile(path.join(root, 'dist/blog.html'), 'utf8');
    expect(listing.indexOf('/blog/how-to-pack-fragile-items')).toBeLessThan(
      listing.indexOf('/blog/cut-your-courier-costs'),
    );
    await expectSameAsFreshBuild(root, result);
  });

  it('adds a new article with its page, the listing and the sitemap', async () => {
    const source = await readFile(article('cut-your-courier-costs'), 'utf8');
    await writeFile(
      article('a-new-guide'),
      source
        .replace(/^title: ".*"$/m, 'title: "A Brand New Guide to Shipping Abroad"')
        .replace(/^publishDate: ".*"$/m, 'publishDate: "2026-10-30"'),
    );
    const result = await builder.update([article('a-new-guide')]);
    expect(result.pages.map((page) => page.route)).toContain('/blog/a-new-guide');
    expect(await readFile(path.join(root, 'dist/sitemap.xml'), 'utf8')).toContain(
      '/blog/a-new-guide',
    );
    await expectSameAsFreshBuild(root, result);
  });

  it('removes the page of a deleted article', async () => {
    await rm(article('a-new-guide'));
    const result = await builder.update([article('a-new-guide')]);
    expect(result.pages.map((page) => page.route)).not.toContain('/blog/a-new-guide');
    await expectSameAsFreshBuild(root, result);
  });

  it('rejects an invalid article with its file and field, and leaves the output as it was', async () => {
    const before = await snapshotTree(path.join(root, 'dist'));
    await editFile(root, 'content/blog/cut-your-courier-costs.md', (text) =>
      text.replace(/^category: ".*"$/m, 'category: "Gossip"'),
    );
    const error = (await builder
      .update([article('cut-your-courier-costs')])
      .catch((caught: unknown) => caught)) as SiteError;
    expect(error.diagnostics).toContainEqual(
      expect.objectContaining({
        file: 'content/blog/cut-your-courier-costs.md',
        field: 'category',
      }),
    );
    expect(await snapshotTree(path.join(root, 'dist'))).toEqual(before);
    await editFile(root, 'content/blog/cut-your-courier-costs.md', (text) =>
      text.replace('category: "Gossip"', 'category: "Cost Savings"'),
    );
    const fixed = await builder.update([article('cut-your-courier-costs')]);
    await expectSameAsFreshBuild(root, fixed);
  });

  it('renders only the pages of a changed page file', async () => {
    await editFile(root, 'pages/about.tsx', (text) =>
      text.replace('title={about.reasons.title}', "title={about.reasons.title + ' (edited)'}"),
    );
    const result = await builder.update([path.join(root, 'pages/about.tsx')]);
    // The about page in English, Telugu and Hindi.
    expect(result.rendered).toBe(3);
    expect(await readFile(path.join(root, 'dist/about.html'), 'utf8')).toContain('(edited)');
    await expectSameAsFreshBuild(root, result);
  });

  it('loads a content/ module a page file starts to import (its default export too), and renders the page again when that module changes, as a fresh build does', async () => {
    const about = await readFile(path.join(root, 'pages/about.tsx'), 'utf8');
    await writeFile(
      path.join(root, 'content/watch-note.ts'),
      "export default 'note_from_content';\nexport const second = 'second_line';\n",
    );
    await writeFile(
      path.join(root, 'pages/about.tsx'),
      `import note, { second } from '../content/watch-note';\n${about.replace(/title=\{about\.reasons\.title[^}]*\}/, 'title={`${note} ${second}`}')}`,
    );
    const added = await builder.update([
      path.join(root, 'content/watch-note.ts'),
      path.join(root, 'pages/about.tsx'),
    ]);
    expect(added.rendered).toBe(3);
    expect(await readFile(path.join(root, 'dist/about.html'), 'utf8')).toContain(
      'note_from_content second_line',
    );
    await expectSameAsFreshBuild(root, added);
    await editFile(root, 'content/watch-note.ts', (text) =>
      text.replace('note_from_content', 'edited_note'),
    );
    const edited = await builder.update([path.join(root, 'content/watch-note.ts')]);
    expect(edited.rendered).toBe(3);
    expect(await readFile(path.join(root, 'dist/about.html'), 'utf8')).toContain(
      'edited_note second_line',
    );
    await expectSameAsFreshBuild(root, edited);
    await writeFile(path.join(root, 'pages/about.tsx'), about);
    await rm(path.join(root, 'content/watch-note.ts'));
    await expectSameAsFreshBuild(
      root,
      await builder.update([
        path.join(root, 'content/watch-note.ts'),
        path.join(root, 'pages/about.tsx'),
      ]),
    );
  });

  it('names the page file and line of an import of a file that is not there, and builds again once it is fixed', async () => {
    const before = await snapshotTree(path.join(root, 'dist'));
    const about = await readFile(path.join(root, 'pages/about.tsx'), 'utf8');
    await writeFile(
      path.join(root, 'pages/about.tsx'),
      `import missing from '../content/not-there';\nconsole.log(missing);\n${about}`,
    );
    const error = (await builder
      .update([path.join(root, 'pages/about.tsx')])
      .catch((caught: unknown) => caught)) as SiteError;
    expect(error.diagnostics).toContainEqual(
      expect.objectContaining({ file: 'pages/about.tsx', line: 1 }),
    );
    expect(error.diagnostics[0]?.message).toMatch(/not-there/);
    expect(await snapshotTree(path.join(root, 'dist'))).toEqual(before);
    await writeFile(path.join(root, 'pages/about.tsx'), about);
    await expectSameAsFreshBuild(root, await builder.update([path.join(root, 'pages/about.tsx')]));
  });

  it('renders every page built from a changed component', async () => {
    await editFile(root, 'src/website/components/PageHero.tsx', (text) =>
      text.replace('<h1', '<h1 data-edited=""'),
    );
    const result = await builder.update([path.join(root, 'src/website/components/PageHero.tsx')]);
    // About, Contact, the blog listing and its six category pages, the two legal pages, tracking,
    // what-can-I-send, the calculator and the pickup form use the page hero (15), and About, Contact,
    // tracking, what-can-I-send, the calculator and the pickup form in Telugu and Hindi (12), and
    // the five countries' pages of the rules (/what-can-i-send/usa …) in three languages (15).
    expect(result.rendered).toBe(42);
    expect(await readFile(path.join(root, 'dist/contact.html'), 'utf8')).toContain('data-edited');
    await expectSameAsFreshBuild(root, result);
  });

  it('renders the page that declares its own script, which it then loads, and drops the script with the declaration', async () => {
    await editFile(root, 'pages/about.tsx', (text) =>
      text.replace(
        'export default function',
        "export const script = '../src/website/client/track.ts';\nexport default function",
      ),
    );
    const result = await builder.update([path.join(root, 'pages/about.tsx')]);
    expect(result.rendered).toBe(3);
    expect(await readFile(path.join(root, 'dist/about.html'), 'utf8')).toMatch(
      /<script src="\/assets\/track\.[0-9a-f]{10}\.js" defer="">/,
    );
    await expectSameAsFreshBuild(root, result);
    await editFile(root, 'pages/about.tsx', (text) =>
      text.replace("export const script = '../src/website/client/track.ts';\n", ''),
    );
    expect((await builder.update([path.join(root, 'pages/about.tsx')])).rendered).toBe(3);
    expect(await readFile(path.join(root, 'dist/about.html'), 'utf8')).not.toContain(
      '/assets/track.',
    );
  });

  it("rebuilds a page's script when a content/ module it imports changes, and the page loads the new script", async () => {
    const scriptOf = async () =>
      (await readFile(path.join(root, 'dist/volumetric-weight-calculator.html'), 'utf8')).match(
        /\/assets\/calculator\.[0-9a-f]{10}\.js/,
      )?.[0];
    await editFile(
      root,
      'src/website/client/calculator.ts',
      (text) =>
        `${text}\nimport { company as shown } from '../../../content/company';\ndocument.documentElement.dataset.company = shown.name;\n`,
    );
    await builder.update([path.join(root, 'src/website/client/calculator.ts')]);
    const before = await scriptOf();
    expect(before).toBeDefined();
    await editFile(root, 'content/company.ts', (text) =>
      text.replace(/name: '([^']+)'/, "name: '$1 Ltd'"),
    );
    const result = await builder.update([path.join(root, 'content/company.ts')]);
    const after = await scriptOf();
    expect(after).toBeDefined();
    expect(after).not.toBe(before);
    expect(await readFile(path.join(root, 'dist', after!), 'utf8')).toContain(' Ltd');
    await expectSameAsFreshBuild(root, result);
  });

  it('honours the client entry content/config.ts names: a change to it reaches every page', async () => {
    const config = await readFile(path.join(root, 'content/config.ts'), 'utf8');
    const entry = config.match(/clientEntry: '([^']+)'/)?.[1];
    expect(entry).toMatch(/^src\/website\//);
    await editFile(
      root,
      entry!,
      (text) => `${text}\ndocument.documentElement.dataset.edited = '1';\n`,
    );
    const result = await builder.update([path.join(root, entry!)]);
    expect(result.rendered).toBe(result.pages.length);
    await expectSameAsFreshBuild(root, result);
  });

  it("says that a restart is needed when the generator's own code changed, and changes nothing", async () => {
    const before = await snapshotTree(path.join(root, 'dist'));
    const error = (await builder
      .update([path.join(repoRoot, 'src/generator/pipeline/render-page.ts')])
      .catch((caught: unknown) => caught)) as SiteError;
    expect(error.message).toMatch(/generator's own code changed/);
    expect(error.diagnostics[0]?.hint).toMatch(/start it again/);
    expect(await snapshotTree(path.join(root, 'dist'))).toEqual(before);
  });

  it('reports a share image it could not write after the pages, and renders every page on the next change', async () => {
    await editFile(root, 'content/blog/cut-your-courier-costs.md', (text) =>
      text.replace(/^title: ".*"$/m, 'title: "Cut Your Courier Costs Before You Pack"'),
    );
    // The folder of the blog's share images is a file now: the article's new image cannot be written there.
    await rm(path.join(root, 'dist/share/blog'), { recursive: true });
    await writeFile(path.join(root, 'dist/share/blog'), 'in the way');
    const result = await builder.update([article('cut-your-courier-costs')]);
    expect(
      await readFile(path.join(root, 'dist/blog/cut-your-courier-costs.html'), 'utf8'),
    ).toContain('Cut Your Courier Costs Before You Pack');
    await expect(result.imagesDrawn).rejects.toThrow();
    await editFile(root, 'content/blog/cut-your-courier-costs.md', (text) =>
      text.replace('Before You Pack', 'Before You Ship'),
    );
    const next = await builder.update([article('cut-your-courier-costs')]);
    expect(next.rendered).toBe(next.pages.length);
    await expectSameAsFreshBuild(root, next);
  });

  it('renders every page again when the inlined stylesheet changes', async () => {
    await editFile(root, 'styles/main.css', (text) => `${text}\n.edited { color: #000; }\n`);
    const result = await builder.update([path.join(root, 'styles/main.css')]);
    expect(result.rendered).toBe(result.pages.length);
    await expectSameAsFreshBuild(root, result);
  });
});
