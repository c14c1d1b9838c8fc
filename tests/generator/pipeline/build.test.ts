import { existsSync } from 'node:fs';
import {
  cp,
  lstat,
  mkdir,
  readdir,
  readFile,
  rm,
  stat,
  symlink,
  writeFile,
} from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolvePaths } from '../../../src/generator/config';
import { openCache } from '../../../src/generator/pipeline/cache';
import { build, gzipSizeOf, type BuildResult } from '../../../src/generator/index';
import {
  buildError,
  copyFixture,
  editFile,
  makeTemporaryFolder,
  removeTemporaryFolders,
  runSite,
  snapshotTree,
} from '../../helpers';

afterAll(removeTemporaryFolders);

describe('build of the basic fixture', () => {
  let root: string;
  let result: BuildResult;
  const read = (file: string) => readFile(path.join(root, 'dist', file), 'utf8');

  beforeAll(async () => {
    root = await copyFixture('basic-site');
    result = await build({ root });
  });

  it('writes index.html, <route>.html for every page, and 404.html', async () => {
    for (const file of [
      'index.html',
      'about.html',
      '404.html',
      'blog/hello-world.html',
      'blog/second-guide.html',
    ]) {
      expect(existsSync(path.join(root, 'dist', file)), file).toBe(true);
    }
    expect(result.pages.map((page) => page.route).sort()).toEqual([
      '/',
      '/404',
      '/about',
      '/blog/hello-world',
      '/blog/second-guide',
    ]);
  });

  it('lists every page but the 404 page in sitemap.xml with absolute URLs', async () => {
    const sitemap = await read('sitemap.xml');
    const locations = [...sitemap.matchAll(/<loc>(.*?)<\/loc>/g)].map((match) => match[1]).sort();
    expect(locations).toEqual([
      'https://fixture.example/',
      'https://fixture.example/about',
      'https://fixture.example/blog/hello-world',
      'https://fixture.example/blog/second-guide',
    ]);
  });

  it('names the sitemap in robots.txt', async () => {
    expect(await read('robots.txt')).toContain('Sitemap: https://fixture.example/sitemap.xml');
  });

  it('copies public/ as it is', async () => {
    expect(await read('images/dot.svg')).toBe(
      await readFile(path.join(root, 'public/images/dot.svg'), 'utf8'),
    );
  });

  it('bundles the client script into one content-hashed file linked from every page', async () => {
    expect(result.script?.path).toMatch(/^assets\/main\.[0-9a-f]{10}\.js$/);
    const script = await read(result.script!.path);
    expect(script).toContain('classList.add("js")');
    for (const page of result.pages)
      expect(await read(page.path)).toContain(
        `<script src="/${result.script!.path}" defer=""></script>`,
      );
  });

  it('inlines the CSS with its imports bundled and vendor prefixes added', async () => {
    const html = await read('index.html');
    const style = /<style>(.*?)<\/style>/.exec(html)?.[1] ?? '';
    expect(style).toContain('h1{color:#123}');
    expect(style).toContain('-webkit-user-select:none');
    expect(style).not.toContain('@import');
    expect(result.style?.inline).toBe(true);
  });

  it('renders collection entries through paths() with their Markdown body', async () => {
    const html = await read('blog/hello-world.html');
    expect(html).toContain('<h1>Hello world</h1>');
    expect(html).toContain('The <strong>first</strong> post.');
    expect(html).toContain('<meta property="og:type" content="article"/>');
  });

  it('writes JSON-LD only on the page that declares it', async () => {
    expect(await read('index.html')).toContain('application/ld+json');
    for (const file of ['about.html', '404.html', 'blog/hello-world.html'])
      expect(await read(file)).not.toContain('application/ld+json');
    expect(result.pages.filter((page) => page.hasJsonLd).map((page) => page.route)).toEqual(['/']);
  });

  it('reports each page with the bytes it wrote', async () => {
    for (const page of result.pages) {
      expect(page.bytes).toBe((await stat(path.join(result.outDir, page.path))).size);
      expect(await gzipSizeOf(path.join(result.outDir, page.path))).toBeLessThan(page.bytes);
    }
  });

  it('overrides the site URL from the option', async () => {
    const out = path.join(await makeTemporaryFolder(), 'out');
    await build({ root, outDir: out, siteUrl: 'http://127.0.0.1:9999' });
    expect(await readFile(path.join(out, 'about.html'), 'utf8')).toContain(
      '<link rel="canonical" href="http://127.0.0.1:9999/about"/>',
    );
  });

  it('produces byte-identical output when built twice', async () => {
    const out = path.join(await makeTemporaryFolder(), 'again');
    await build({ root, outDir: out });
    expect(await snapshotTree(out)).toEqual(await snapshotTree(path.join(root, 'dist')));
  });
});

describe('the stylesheet cache', () => {
  const style = async (outDir: string) =>
    /<style>(.*?)<\/style>/.exec(await readFile(path.join(outDir, 'index.html'), 'utf8'))?.[1] ??
    '';

  it('reuses the prefixed stylesheet while its inputs are unchanged, and not with --no-cache', async () => {
    const root = await copyFixture('basic-site');
    const first = await build({ root, outDir: 'first' });
    const cached = await readdir(path.join(resolvePaths(root).cache, 'css'));
    expect(cached).toHaveLength(1);
    // Proof of reuse: a planted result (a valid entry) is what the next build inlines.
    await openCache(resolvePaths(root).cache, 'css')!.put(cached[0]!, 'h1{color:#321}');
    expect(await style((await build({ root, outDir: 'second' })).outDir)).toBe('h1{color:#321}');
    expect(await style((await build({ root, outDir: 'third', cache: false })).outDir)).toBe(
      await style(first.outDir),
    );
  });

  it('prefixes again when the browserslist or the CSS changes', async () => {
    const root = await copyFixture('basic-site');
    expect(await style((await build({ root, outDir: 'wide' })).outDir)).toContain(
      '-webkit-user-select:none',
    );
    await writeFile(
      path.join(root, 'package.json'),
      JSON.stringify({ browserslist: ['Chrome 120'] }),
    );
    const narrow = await style((await build({ root, outDir: 'narrow' })).outDir);
    expect(narrow).toContain('user-select:none');
    expect(narrow).not.toContain('-webkit-user-select');
    await editFile(root, 'styles/main.css', (text) => `${text}\nh2 { color: #456; }`);
    expect(await style((await build({ root, outDir: 'edited' })).outDir)).toContain(
      'h2{color:#456}',
    );
  });
});

describe('prefixing the stylesheet', () => {
  it('names the stylesheet when its browserslist is wrong, with the cache and without it', async () => {
    const root = await copyFixture('basic-site');
    await writeFile(
      path.join(root, 'package.json'),
      JSON.stringify({ browserslist: ['Chrome 120', 'no such browser 9'] }),
    );
    for (const cache of [false, true]) {
      const error = await buildError(build({ root, outDir: `out-${cache}`, cache }));
      expect(error.message).toContain('PostCSS failed');
      expect(error.message).toContain('no such browser 9');
      expect(error.diagnostics[0]).toMatchObject({ file: 'styles/main.css' });
    }
  });

  it('adds the same prefixes on a first build with no cache folder as with --no-cache', async () => {
    const root = await copyFixture('basic-site');
    const css = async (outDir: string) =>
      /<style>(.*?)<\/style>/.exec(await readFile(path.join(outDir, 'index.html'), 'utf8'))?.[1] ??
      '';
    const fresh = await css((await build({ root, outDir: 'fresh' })).outDir);
    expect(fresh).toContain('-webkit-user-select:none');
    expect(await css((await build({ root, outDir: 'uncached', cache: false })).outDir)).toBe(fresh);
  });
});

describe('public/', () => {
  it('is copied file by file, with nested folders, and a symlinked folder inside the project as the files it holds', async () => {
    const root = await copyFixture('basic-site');
    await mkdir(path.join(root, 'public', 'docs', 'deep'), { recursive: true });
    await writeFile(path.join(root, 'public', 'docs', 'deep', 'guide.txt'), 'nested');
    // Links that leave the project are refused (tests/generator/pipeline/public-files.test.ts).
    const shared = path.join(root, 'shared-assets');
    await mkdir(shared);
    await writeFile(path.join(shared, 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    await symlink(shared, path.join(root, 'public', 'shared'));
    const { outDir } = await build({ root });
    expect(await readFile(path.join(outDir, 'docs', 'deep', 'guide.txt'), 'utf8')).toBe('nested');
    expect((await lstat(path.join(outDir, 'shared'))).isSymbolicLink()).toBe(false);
    expect(await readFile(path.join(outDir, 'shared', 'logo.svg'), 'utf8')).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg"/>',
    );
  });
});

describe('a build after an edit', () => {
  const page = async (outDir: string, file = 'about.html') =>
    readFile(path.join(outDir, file), 'utf8');
  // Sources written moments before a build might still change under esbuild: wait.
  const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

  it('writes the same pages from the cache as without it', async () => {
    const root = await copyFixture('basic-site');
    await settle();
    await build({ root, outDir: 'warm' });
    const cached = await build({ root, outDir: 'cached' });
    const fresh = await build({ root, outDir: 'fresh', cache: false });
    expect(await snapshotTree(cached.outDir)).toEqual(await snapshotTree(fresh.outDir));
  });

  it('compiles the pages again when a source changes, or a new file changes what an import resolves to', async () => {
    const root = await copyFixture('basic-site');
    await writeFile(
      path.join(root, 'pages', '_label.ts'),
      "export const label = 'label from ts';\n",
    );
    await editFile(
      root,
      'pages/about.tsx',
      (text) =>
        `import { label } from './_label';\n${text.replace('<h1>About</h1>', '<h1>{label}</h1>')}`,
    );
    await settle();
    expect(await page((await build({ root, outDir: 'one' })).outDir)).toContain(
      '<h1>label from ts</h1>',
    );
    await editFile(root, 'pages/_layout.tsx', (text) =>
      text.replace('<a href="/about">About</a>', '<a href="/about">About us</a>'),
    );
    await settle();
    expect(await page((await build({ root, outDir: 'two' })).outDir)).toContain('>About us</a>');
    // esbuild tries .tsx before .ts: the same import now resolves to the new file.
    await writeFile(
      path.join(root, 'pages', '_label.tsx'),
      "export const label = 'label from tsx';\n",
    );
    await settle();
    expect(await page((await build({ root, outDir: 'three' })).outDir)).toContain(
      '<h1>label from tsx</h1>',
    );
  });

  it('compiles the pages again when a symlinked source folder is pointed at other sources', async () => {
    const root = await copyFixture('basic-site');
    const pages = path.join(root, 'pages');
    await cp(pages, path.join(root, 'pages-one'), { recursive: true });
    await cp(pages, path.join(root, 'pages-two'), { recursive: true });
    await rm(pages, { recursive: true });
    await editFile(root, 'pages-two/about.tsx', (text) =>
      text.replace('<h1>About</h1>', '<h1>About, second version</h1>'),
    );
    await symlink('pages-one', pages);
    await settle();
    expect(await page((await build({ root, outDir: 'one' })).outDir)).toContain('<h1>About</h1>');
    await rm(pages);
    await symlink('pages-two', pages);
    expect(await page((await build({ root, outDir: 'two' })).outDir)).toContain(
      '<h1>About, second version</h1>',
    );
  });

  it('bundles the stylesheet again when a file it imports changes', async () => {
    const root = await copyFixture('basic-site');
    await settle();
    await build({ root, outDir: 'one' });
    const imported = /@import\s+['"]\.\/([^'"]+)['"]/.exec(
      await readFile(path.join(root, 'styles', 'main.css'), 'utf8'),
    )?.[1];
    expect(imported, 'the fixture stylesheet imports a file').toBeDefined();
    await editFile(root, `styles/${imported}`, (text) => `${text}\nh3 { color: #789; }`);
    expect(await page((await build({ root, outDir: 'two' })).outDir, 'index.html')).toContain(
      'h3{color:#789}',
    );
  });
});

describe('a failed build', () => {
  it('leaves the previous output byte for byte as it was and names the file and field', async () => {
    const root = await copyFixture('basic-site');
    await build({ root });
    const before = await snapshotTree(path.join(root, 'dist'));
    await editFile(root, 'content/posts/hello-world.md', (text) =>
      text.replace('category: News', 'category: Gossip'),
    );
    const error = await buildError(build({ root }));
    expect(error.diagnostics).toContainEqual(
      expect.objectContaining({ file: 'content/posts/hello-world.md', field: 'category', line: 3 }),
    );
    expect(await snapshotTree(path.join(root, 'dist'))).toEqual(before);
    const siblings = await readdir(root);
    expect(siblings.filter((name) => name.startsWith('dist.'))).toEqual([]);
  });

  it('reports every invalid entry of a collection in one pass', async () => {
    const root = await copyFixture('basic-site');
    await editFile(root, 'content/posts/hello-world.md', (text) =>
      text.replace('date: 2026-01-02', 'date: 2026-13-45'),
    );
    await editFile(root, 'content/posts/second-guide.md', (text) =>
      text.replace(/title: .*\n/, ''),
    );
    await writeFile(
      path.join(root, 'content/posts/broken-yaml.md'),
      '---\ntitle: [unclosed\n---\nBody\n',
    );
    const error = await buildError(build({ root }));
    const found = error.diagnostics.map((d) => `${d.file} ${d.field ?? ''} ${d.line ?? ''}`.trim());
    expect(found).toEqual(
      expect.arrayContaining([
        'content/posts/hello-world.md date 4',
        'content/posts/second-guide.md title',
        expect.stringMatching(/^content\/posts\/broken-yaml\.md\s+\d+$/),
      ]),
    );
    expect(error.diagnostics.find((d) => d.field === 'title')?.hint).toContain('Add `title`');
  });

  it('gives pages their collections frozen: a paths() that sorts one in place fails the build, naming the page', async () => {
    const root = await copyFixture('basic-site');
    await editFile(root, 'pages/blog/[slug].tsx', (text) =>
      text.replace(
        'return (collections.posts as Post[]).map(',
        'return (collections.posts as Post[]).sort((a, b) => a.id.localeCompare(b.id)).map(',
      ),
    );
    const error = await buildError(build({ root }));
    expect(error.diagnostics).toContainEqual(
      expect.objectContaining({ file: 'pages/blog/[slug].tsx', field: 'paths' }),
    );
    expect(error.message).toMatch(/read.only|frozen|Cannot assign/i);
  });

  it('names the page, the param and the value when paths() gives a value that cannot be a URL segment', async () => {
    const root = await copyFixture('basic-site');
    await editFile(root, 'pages/blog/[slug].tsx', (text) =>
      text.replace('params: { slug: post.id },', 'params: { slug: `${post.id} Draft` },'),
    );
    const error = await buildError(build({ root }));
    expect(error.diagnostics).toContainEqual({
      message: 'paths() gave "hello-world Draft" for [slug], which is not a URL segment.',
      file: 'pages/blog/[slug].tsx',
      field: 'paths.params.slug',
      hint: 'Use lowercase letters, digits and dashes.',
    });
  });

  it('names the page file when a component throws', async () => {
    const root = await copyFixture('broken-pages');
    const error = await buildError(build({ root }));
    const thrown = error.diagnostics.find((d) => d.file === 'pages/throws.tsx');
    expect(thrown?.message).toContain('the price list is not loaded');
    expect(error.diagnostics).toContainEqual(
      expect.objectContaining({ file: 'pages/no-description.tsx', field: 'meta.description' }),
    );
  });

  it('names both files when two pages map to one URL', async () => {
    const root = await copyFixture('duplicate-routes');
    const error = await buildError(build({ root }));
    expect(error.diagnostics[0]!.message).toBe(
      '/blog is produced by both pages/blog.tsx and pages/blog/index.tsx.',
    );
  });

  it('names the file and line of a syntax error in a page', async () => {
    const root = await copyFixture('basic-site');
    await editFile(root, 'pages/about.tsx', (text) =>
      text.replace('<h1>About</h1>', '<h1>About</h2>'),
    );
    const error = await buildError(build({ root }));
    expect(error.diagnostics[0]).toEqual(
      expect.objectContaining({ file: 'pages/about.tsx', line: expect.any(Number) }),
    );
  });

  it('names the collection whose schema cannot validate front matter', async () => {
    const root = await copyFixture('basic-site');
    await editFile(root, 'content/config.ts', (text) =>
      text.replace(
        '{ posts: { schema: postSchema } }',
        '{ posts: { schema: { title: "string" } } }',
      ),
    );
    const error = await buildError(build({ root }));
    expect(error.diagnostics).toEqual([
      expect.objectContaining({
        file: 'content/config.ts',
        field: 'collections.posts.schema',
        message: expect.stringContaining('"posts" has no schema'),
      }),
    ]);
  });

  it('refuses an output folder that is, or contains, the project root', async () => {
    const root = await copyFixture('basic-site');
    for (const outDir of ['.', '..']) {
      const error = await buildError(build({ root, outDir }));
      expect(error.diagnostics[0]!.message).toContain('is, or contains, the project root');
    }
    expect((await stat(path.join(root, 'pages'))).isDirectory()).toBe(true);
  });

  it('leaves nothing writing to the caches once it has failed', async () => {
    const root = await copyFixture('basic-site');
    await buildError(build({ root, siteUrl: 'ftp://fixture.example' }));
    const cache = resolvePaths(root).cache;
    await rm(cache, { recursive: true, force: true });
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(existsSync(cache)).toBe(false);
  });

  it('refuses a site URL that is not an http(s) origin', async () => {
    const root = await copyFixture('basic-site');
    const error = await buildError(build({ root, siteUrl: 'ftp://example.com/path' }));
    expect(error.diagnostics[0]).toEqual(expect.objectContaining({ field: '--site-url' }));
  });

  it('refuses a site URL with a user name, which canonical URLs would silently drop', async () => {
    const root = await copyFixture('basic-site');
    const error = await buildError(build({ root, siteUrl: 'https://me@www.example.com' }));
    expect(error.diagnostics[0]).toEqual(expect.objectContaining({ field: '--site-url' }));
  });

  it('refuses a public file that would overwrite a generated one', async () => {
    const root = await copyFixture('basic-site');
    await mkdir(path.join(root, 'public'), { recursive: true });
    await writeFile(path.join(root, 'public', 'sitemap.xml'), '<urlset/>');
    const error = await buildError(build({ root }));
    expect(error.diagnostics[0]).toEqual(expect.objectContaining({ file: 'public/sitemap.xml' }));
  });
});

describe('a component that throws', () => {
  it('is reported with the page, the route and the line of the component file that threw', async () => {
    const root = await copyFixture('basic-site');
    await mkdir(path.join(root, 'src', 'components'), { recursive: true });
    await writeFile(
      path.join(root, 'src', 'components', 'PriceList.tsx'),
      [
        'export function PriceList({ rates }: { rates?: number[] }) {',
        '  if (!rates) {',
        "    throw new Error('the price list is not loaded');",
        '  }',
        '  return <ul>{rates.map((rate) => <li key={rate}>{rate}</li>)}</ul>;',
        '}',
        '',
      ].join('\n'),
    );
    await writeFile(
      path.join(root, 'pages', 'prices.tsx'),
      [
        "import { PriceList } from '../src/components/PriceList';",
        "export const meta = { title: 'Prices', description: 'Our prices.' };",
        'export default function Prices() {',
        '  return <PriceList />;',
        '}',
        '',
      ].join('\n'),
    );
    // Run as a user runs it: the test runner replaces how stack traces are written.
    const { code, stderr } = await runSite(['build'], root);
    expect(code, stderr).toBe(1);
    expect(stderr).toContain('pages/prices.tsx');
    expect(stderr).toMatch(
      /\/prices at src\/components\/PriceList\.tsx:3:\d+: the price list is not loaded/,
    );
  });
});

describe('the build settings of content/config.ts', () => {
  it('bundles the client script it names, and keeps the budgets it gives, with defaults for the rest', async () => {
    const root = await copyFixture('basic-site');
    const defaults = await build({ root, outDir: 'defaults' });
    expect(defaults.settings).toEqual({
      clientEntry: path.join(root, 'src', 'client', 'main.ts'),
      budgets: {
        pageHtmlCssGzip: 14 * 1024,
        scriptGzip: 2.5 * 1024,
        imageBytes: 200 * 1024,
        pageImageBytes: 250 * 1024,
      },
    });

    await mkdir(path.join(root, 'scripts'));
    await writeFile(
      path.join(root, 'scripts', 'app.ts'),
      "document.documentElement.dataset.app = 'ready';\n",
    );
    await editFile(
      root,
      'content/config.ts',
      (text) =>
        `${text}\nexport const build = { clientEntry: 'scripts/app.ts', budgets: { scriptGzip: 1000 } };\n`,
    );
    const result = await build({ root, outDir: 'custom' });
    expect(await readFile(path.join(result.outDir, result.script!.path), 'utf8')).toContain(
      'dataset.app="ready"',
    );
    expect(result.settings.budgets).toEqual({
      pageHtmlCssGzip: 14 * 1024,
      scriptGzip: 1000,
      imageBytes: 200 * 1024,
      pageImageBytes: 250 * 1024,
    });
  });

  it('names the setting that is not valid, and says that build.watch is no longer read', async () => {
    const root = await copyFixture('basic-site');
    await editFile(
      root,
      'content/config.ts',
      (text) =>
        `${text}\nexport const build = { clientEntry: 5, watch: ['pages'], budgets: { scriptGzip: '2 KB' } };\n`,
    );
    const error = await buildError(build({ root }));
    expect(error.diagnostics).toContainEqual(
      expect.objectContaining({ file: 'content/config.ts', field: 'build.clientEntry' }),
    );
    expect(error.diagnostics).toContainEqual(
      expect.objectContaining({
        field: 'build.watch',
        hint: 'Remove build.watch from content/config.ts.',
      }),
    );
    expect(error.diagnostics).toContainEqual(
      expect.objectContaining({ file: 'content/config.ts', field: 'build.budgets.scriptGzip' }),
    );
  });
});

describe('the timings of a build', () => {
  it('lists every phase in order with its duration', async () => {
    const root = await copyFixture('basic-site');
    const result = await build({ root });
    expect(result.timings.map((timing) => timing.phase)).toEqual([
      'find',
      'load',
      'content',
      'plan',
      'render',
      'feed',
      'icons',
      'write',
      'commit',
      'record',
    ]);
    for (const timing of result.timings) expect(timing.ms).toBeGreaterThanOrEqual(0);
    expect(result.timings.reduce((sum, timing) => sum + timing.ms, 0)).toBeLessThanOrEqual(
      result.durationMs,
    );
  });
});
