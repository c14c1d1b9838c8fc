import { execFile } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { resolvePaths } from '../../../src/generator/config';
import type { SiteError } from '../../../src/generator/diagnostics';
import { build } from '../../../src/generator/index';
import { copyFixture, editFile, removeTemporaryFolders, repoRoot } from '../../helpers';
import { realSiteBuild, SHARED_BUILD_TIMEOUT_MS } from '../../shared-build';
import { listFiles } from '../../../src/generator/pipeline/list-files';

afterAll(removeTemporaryFolders);

/** Width and height from a PNG's IHDR chunk, after checking the signature. */
function pngSize(file: string): { width: number; height: number; bytes: number } {
  const data = readFileSync(file);
  expect(data.subarray(0, 8).toString('hex'), `${file} is a PNG`).toBe('89504e470d0a1a0a');
  expect(data.subarray(12, 16).toString('latin1')).toBe('IHDR');
  return { width: data.readUInt32BE(16), height: data.readUInt32BE(20), bytes: data.length };
}

const FONT = path.join(
  repoRoot,
  'node_modules',
  '@fontsource',
  'inter',
  'files',
  'inter-latin-700-normal.woff',
);

const CARD = `
export function Card({ title, kicker }: { title: string; kicker?: string }) {
  if (title.includes('BOOM')) throw new Error('the card cannot draw a boom');
  // An image without a source: the renderer refuses it while drawing.
  if (title.includes('NOIMG')) return <img width={10} height={10} alt={title} />;
  return (
    <div style={{ width: '100%', height: '100%', display: 'flex', flexDirection: 'column', justifyContent: 'center', padding: 60, backgroundColor: '#0b2545', color: '#fff', fontFamily: 'Inter' }}>
      <div style={{ fontSize: 28 }}>{kicker ?? 'Page'}</div>
      <div style={{ fontSize: 64 }}>{title}</div>
    </div>
  );
}
`;

async function siteWithShareImages(): Promise<string> {
  const root = await copyFixture('basic-site');
  await writeFile(path.join(root, 'content', 'card.tsx'), CARD);
  await editFile(
    root,
    'content/config.ts',
    (text) =>
      `import { Card } from './card';\n${text}\nexport const shareImage = { component: Card, fonts: [{ name: 'Inter', weight: 700 as const, file: ${JSON.stringify(FONT)} }] };\n`,
  );
  await editFile(
    root,
    'pages/blog/[slug].tsx',
    (text) =>
      `${text}\nexport const shareImage = ({ post }: Props) => ({ props: { kicker: 'Article' }, alt: 'Card: ' + post.data.title });\n`,
  );
  return root;
}

async function buildError(promise: Promise<unknown>): Promise<SiteError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect((error as Error | undefined)?.name).toBe('SiteError');
  return error as SiteError;
}

describe('share images', () => {
  it('every page gets a 1200 x 630 PNG under 300 KB, named in og:image with its size, alt text and the large Twitter card', async () => {
    const root = await siteWithShareImages();
    const result = await build({ root });
    expect(result.pages.length).toBeGreaterThan(3);
    for (const page of result.pages) {
      const html = readFileSync(path.join(root, 'dist', page.path), 'utf8');
      const image = /<meta property="og:image" content="([^"]+)"\/>/.exec(html)?.[1];
      expect(image, page.route).toMatch(/^https:\/\/fixture\.example\/share\/.+\.png$/);
      const size = pngSize(path.join(root, 'dist', new URL(image!).pathname));
      expect(size).toMatchObject({ width: 1200, height: 630 });
      expect(size.bytes).toBeLessThanOrEqual(300 * 1024);
      expect(html).toContain(
        '<meta property="og:image:width" content="1200"/><meta property="og:image:height" content="630"/>',
      );
      expect(html).toContain('<meta name="twitter:card" content="summary_large_image"/>');
    }
    const article = readFileSync(path.join(root, 'dist', 'blog', 'hello-world.html'), 'utf8');
    expect(article).toContain('<meta property="og:image:alt" content="Card: Hello world"/>');
    expect(readFileSync(path.join(root, 'dist', 'about.html'), 'utf8')).toMatch(
      /<meta property="og:image:alt" content="[^"]*About[^"]*"\/>/,
    );
  });

  it('a page with its own image keeps it (with its alt text), and a page that opts out gets none', async () => {
    const root = await siteWithShareImages();
    await editFile(root, 'pages/about.tsx', (text) =>
      text.replace(
        "description: 'What the fixture site is for.' };",
        "description: 'What the fixture site is for.', image: '/images/team.png', imageAlt: 'The team' };",
      ),
    );
    await editFile(
      root,
      'pages/index.tsx',
      (text) => `${text}\nexport const shareImage = false;\n`,
    );
    const result = await build({ root });
    const about = readFileSync(path.join(root, 'dist', 'about.html'), 'utf8');
    expect(about).toContain(
      '<meta property="og:image" content="https://fixture.example/images/team.png"/><meta property="og:image:alt" content="The team"/><meta name="twitter:card" content="summary_large_image"/>',
    );
    expect(existsSync(path.join(root, 'dist', 'share', 'about.png'))).toBe(false);
    const home = readFileSync(path.join(root, 'dist', 'index.html'), 'utf8');
    expect(home).not.toContain('og:image');
    expect(existsSync(path.join(root, 'dist', 'share', 'index.png'))).toBe(false);
    expect(result.shareImages?.drawn).toBe(result.pages.length - 2);
  });

  it('a rebuild draws only the images whose pages changed, and draws a damaged cached image again', async () => {
    const root = await siteWithShareImages();
    const first = await build({ root });
    expect(first.shareImages?.drawn).toBe(first.pages.length);
    const firstImage = readFileSync(path.join(root, 'dist', 'share', 'blog', 'hello-world.png'));

    const second = await build({ root });
    expect(second.shareImages).toMatchObject({ drawn: 0, cached: first.pages.length });
    expect(
      readFileSync(path.join(root, 'dist', 'share', 'blog', 'hello-world.png')).equals(firstImage),
    ).toBe(true);

    await editFile(root, 'content/posts/hello-world.md', (text) =>
      text.replace('title: Hello world', 'title: Hello again'),
    );
    const third = await build({ root });
    // The article's own image, and no other: the listing pages show titles in their HTML, not in their images.
    expect(third.shareImages).toMatchObject({ drawn: 1, cached: first.pages.length - 1 });

    // Damage every cached image: each is drawn again, none is served damaged.
    const cacheFolder = path.join(resolvePaths(root).cache, 'share');
    const cached = await listFiles(cacheFolder, cacheFolder, () => false);
    for (const file of cached) {
      const data = readFileSync(path.join(cacheFolder, file));
      writeFileSync(path.join(cacheFolder, file), data.subarray(0, data.length - 100));
    }
    const fourth = await build({ root });
    expect(fourth.shareImages).toMatchObject({ drawn: first.pages.length, cached: 0 });
    expect(pngSize(path.join(root, 'dist', 'share', 'blog', 'hello-world.png'))).toMatchObject({
      width: 1200,
      height: 630,
    });
  });

  it('a share-image component that throws fails the build naming the file and the route, and leaves the previous output', async () => {
    const root = await siteWithShareImages();
    await build({ root });
    const before = readFileSync(path.join(root, 'dist', 'index.html'), 'utf8');
    await editFile(root, 'content/posts/hello-world.md', (text) =>
      text.replace('title: Hello world', 'title: BOOM world'),
    );
    const error = await buildError(build({ root }));
    const problem = error.diagnostics.find((d) => d.file === 'content/config.ts');
    expect(problem?.message).toContain('/blog/hello-world');
    expect(problem?.message).toContain('the card cannot draw a boom');
    expect(problem?.field).toBe('shareImage.component');
    expect(readFileSync(path.join(root, 'dist', 'index.html'), 'utf8')).toBe(before);
    expect(existsSync(path.join(root, 'dist', 'share', 'blog', 'hello-world.png'))).toBe(true);
  });

  it('images the renderer cannot draw are each reported, in the order of their pages, and the previous output stays', async () => {
    const root = await siteWithShareImages();
    await build({ root });
    const before = readFileSync(path.join(root, 'dist', 'index.html'), 'utf8');
    await editFile(root, 'content/posts/hello-world.md', (text) =>
      text.replace('title: Hello world', 'title: NOIMG world'),
    );
    await editFile(root, 'content/posts/second-guide.md', (text) =>
      text.replace('title: "Second: a guide"', 'title: "NOIMG: a guide"'),
    );
    const error = await buildError(build({ root }));
    const drawn = error.diagnostics.filter((d) => d.field === 'shareImage.component');
    expect(drawn.map((d) => d.message.match(/of (\S+) could not be drawn/)?.[1])).toEqual([
      '/blog/hello-world',
      '/blog/second-guide',
    ]);
    expect(drawn[0]!.message).toContain("'src'");
    expect(readFileSync(path.join(root, 'dist', 'index.html'), 'utf8')).toBe(before);
  });

  it('a missing font, or a file that is not a font, fails the build naming the field and what to install, and leaves the previous output', async () => {
    const root = await siteWithShareImages();
    await build({ root });
    const before = readdirSync(path.join(root, 'dist'));
    await editFile(root, 'content/config.ts', (text) =>
      text.replace(JSON.stringify(FONT), "'@fontsource/not-a-font/files/x-700-normal.woff'"),
    );
    const missing = await buildError(build({ root }));
    expect(missing.diagnostics[0]).toMatchObject({
      file: 'content/config.ts',
      field: 'shareImage.fonts[0].file',
    });
    expect(missing.diagnostics[0]!.hint).toContain('npm install @fontsource/not-a-font');

    await editFile(root, 'content/config.ts', (text) =>
      text.replace(
        "'@fontsource/not-a-font/files/x-700-normal.woff'",
        "'@fontsource/inter/index.css'",
      ),
    );
    const stylesheet = await buildError(build({ root }));
    expect(stylesheet.diagnostics[0]).toMatchObject({
      file: 'content/config.ts',
      field: 'shareImage.fonts[0].file',
    });
    expect(stylesheet.diagnostics[0]!.message).toContain(
      'is not a .ttf, .otf, .woff or .woff2 file',
    );

    // A file named like a font that is not one.
    await writeFile(path.join(root, 'content', 'broken.woff2'), 'not a font');
    await editFile(root, 'content/config.ts', (text) =>
      text.replace("'@fontsource/inter/index.css'", "'./content/broken.woff2'"),
    );
    const broken = await buildError(build({ root }));
    expect(broken.diagnostics[0]).toMatchObject({
      file: 'content/config.ts',
      field: 'shareImage.fonts[0].file',
    });
    expect(broken.diagnostics[0]!.message).toContain('cannot be read');
    expect(readdirSync(path.join(root, 'dist'))).toEqual(before);

    // One that begins as a WOFF2 font does but whose tables cannot be read: found when its glyphs are read, before drawing.
    await writeFile(
      path.join(root, 'content', 'broken.woff2'),
      Buffer.concat([Buffer.from('wOF2'), Buffer.alloc(60)]),
    );
    const truncated = await buildError(build({ root }));
    expect(truncated.diagnostics[0]).toMatchObject({
      file: 'content/config.ts',
      field: 'shareImage.fonts[0].file',
    });
    expect(truncated.diagnostics[0]!.message).toContain('cannot be read');
    expect(readdirSync(path.join(root, 'dist'))).toEqual(before);
  });

  it('with no cache, where takumi and the fonts load during the load phase, a missing font or one whose tables cannot be read still fails the build naming the field', async () => {
    const root = await siteWithShareImages();
    await editFile(root, 'content/config.ts', (text) =>
      text.replace(JSON.stringify(FONT), "'@fontsource/not-a-font/files/x-700-normal.woff'"),
    );
    const missing = await buildError(build({ root, cache: false }));
    expect(missing.diagnostics[0]).toMatchObject({
      file: 'content/config.ts',
      field: 'shareImage.fonts[0].file',
    });
    expect(missing.diagnostics[0]!.hint).toContain('npm install @fontsource/not-a-font');

    await writeFile(
      path.join(root, 'content', 'broken.woff2'),
      Buffer.concat([Buffer.from('wOF2'), Buffer.alloc(60)]),
    );
    await editFile(root, 'content/config.ts', (text) =>
      text.replace("'@fontsource/not-a-font/files/x-700-normal.woff'", "'./content/broken.woff2'"),
    );
    const truncated = await buildError(build({ root, cache: false }));
    expect(truncated.diagnostics[0]).toMatchObject({
      file: 'content/config.ts',
      field: 'shareImage.fonts[0].file',
    });
    expect(truncated.diagnostics[0]!.message).toContain('cannot be read');
    expect(existsSync(path.join(root, 'dist'))).toBe(false);
  });
});

describe('share images under a low limit of open files', () => {
  it('220 articles build under `ulimit -n 128`, drawn and then from the cache, since images are read and written a few at a time', async () => {
    const root = await siteWithShareImages();
    // A flat card draws in a moment: what is tested is how many files are open at once.
    await writeFile(
      path.join(root, 'content', 'card.tsx'),
      `export function Card() { return <div style={{ width: '100%', height: '100%', display: 'flex', backgroundColor: '#0b2545' }} />; }\n`,
    );
    for (let index = 0; index < 220; index++) {
      await writeFile(
        path.join(root, 'content', 'posts', `extra-${index}.md`),
        `---\ntitle: Extra ${index}\ncategory: News\ndate: 2026-02-01\n---\n\nBody ${index}.\n`,
      );
    }
    const site = `${JSON.stringify(process.execPath)} ${JSON.stringify(path.join(repoRoot, 'bin', 'site.js'))}`;
    const limited = (out: string) =>
      new Promise<{ code: number | null; stderr: string }>((resolve) => {
        execFile(
          'sh',
          ['-c', `ulimit -n 128 && exec ${site} build --quiet --out ${out}`],
          { cwd: root, env: { ...process.env, NO_COLOR: '1' }, timeout: 240_000 },
          (error, _stdout, stderr) =>
            resolve({
              code: error ? (typeof error.code === 'number' ? error.code : 1) : 0,
              stderr,
            }),
        );
      });
    for (const out of ['cold', 'warm']) {
      const { code, stderr } = await limited(out);
      expect(stderr, out).not.toContain('EMFILE');
      expect(code, `${out}: ${stderr}`).toBe(0);
      expect(readdirSync(path.join(root, out, 'share', 'blog')).length, out).toBe(222);
    }
  }, 300_000);
});

/** A listing of the posts, one to a page: /list, /list/page/2, /list/page/3 (with a third post). */
async function addPaginatedList(root: string): Promise<void> {
  await writeFile(
    path.join(root, 'content', 'posts', 'third-guide.md'),
    '---\ntitle: Third guide\ncategory: Guides\ndate: 2026-03-01\n---\n\nThe third.\n',
  );
  const listPage = (
    rel: string,
    first: boolean,
  ) => `import { paginate } from ${JSON.stringify(path.join(repoRoot, 'src', 'generator', 'paginate'))};
import type { PageProps, ListPage } from ${JSON.stringify(path.join(repoRoot, 'src', 'generator', 'contract'))};
import { Layout } from '${rel}_layout';
type Props = PageProps<{ page: ListPage<{ id: string }> }>;
const pages = ({ collections }: { collections: PageProps['collections'] }) => paginate(collections.posts!.map((post) => ({ id: post.id })), { pageSize: 1, route: '/list' });
${first ? 'export const meta = { title: "All the posts", description: "Every post of the fixture, one to a page." };' : 'export function paths(props: PageProps) { return pages(props).slice(1); }\nexport const meta = ({ page }: Props) => ({ title: `All the posts, page ${page.number}`, description: `Page ${page.number} of every post.` });'}
export default function List(props: PageProps) {
  const page = ${first ? 'pages(props)[0]!.props.page' : '(props as Props).page'};
  return <Layout><h1>Posts, page {page.number}</h1><ul>{page.items.map((item) => <li key={item.id}>{item.id}</li>)}</ul></Layout>;
}
`;
  await writeFile(path.join(root, 'pages', 'list.tsx'), listPage('./', true));
  const { mkdir } = await import('node:fs/promises');
  await mkdir(path.join(root, 'pages', 'list', 'page'), { recursive: true });
  await writeFile(
    path.join(root, 'pages', 'list', 'page', '[page].tsx'),
    listPage('../../', false),
  );
}

describe('share images drawn once', () => {
  it("shows the list's first card on its later pages: one image for the whole paginated list, with its alt text", async () => {
    const root = await siteWithShareImages();
    await addPaginatedList(root);
    const result = await build({ root });
    const head = (file: string) => {
      const html = readFileSync(path.join(root, 'dist', file), 'utf8');
      return {
        image: /<meta property="og:image" content="([^"]+)"\/>/.exec(html)?.[1],
        alt: /<meta property="og:image:alt" content="([^"]+)"\/>/.exec(html)?.[1],
      };
    };
    expect(head('list.html')).toEqual({
      image: 'https://fixture.example/share/list.png',
      alt: 'All the posts',
    });
    expect(head('list/page/2.html')).toEqual(head('list.html'));
    expect(head('list/page/3.html')).toEqual(head('list.html'));
    expect(existsSync(path.join(root, 'dist', 'share', 'list'))).toBe(false);
    // Every page but the two later list pages has its own card.
    expect(result.pages.length).toBe(9);
    expect(result.shareImages).toMatchObject({ drawn: 7, files: 7 });
  });

  it('lets a page name the card it shows (shareImage.sameAs), and fails naming the page when that route is not a page', async () => {
    const root = await siteWithShareImages();
    await editFile(
      root,
      'pages/index.tsx',
      (text) => `${text}\nexport const shareImage = { sameAs: '/about' };\n`,
    );
    await build({ root });
    const home = readFileSync(path.join(root, 'dist', 'index.html'), 'utf8');
    expect(home).toContain(
      '<meta property="og:image" content="https://fixture.example/share/about.png"/>',
    );
    expect(home).toContain('<meta property="og:image:alt" content="About the fixture"/>');
    expect(existsSync(path.join(root, 'dist', 'share', 'index.png'))).toBe(false);

    await editFile(root, 'pages/index.tsx', (text) =>
      text.replace("sameAs: '/about'", "sameAs: '/abuot'"),
    );
    const error = await buildError(build({ root }));
    expect(error.diagnostics[0]).toMatchObject({
      file: 'pages/index.tsx',
      field: 'shareImage.sameAs',
    });
    expect(error.diagnostics[0]!.message).toContain('/abuot, which is not a page of this build');
  });

  it('draws identical cards once and writes the image at each of their paths', async () => {
    const root = await siteWithShareImages();
    await editFile(root, 'content/posts/second-guide.md', (text) =>
      text.replace('title: "Second: a guide"', 'title: Hello world'),
    );
    const result = await build({ root });
    const first = readFileSync(path.join(root, 'dist', 'share', 'blog', 'hello-world.png'));
    expect(
      readFileSync(path.join(root, 'dist', 'share', 'blog', 'second-guide.png')).equals(first),
    ).toBe(true);
    expect(result.shareImages).toMatchObject({
      drawn: result.pages.length - 1,
      files: result.pages.length,
    });
  });

  it('names the page and the character when a card shows one that no font has', async () => {
    const root = await siteWithShareImages();
    await editFile(root, 'content/posts/hello-world.md', (text) =>
      text.replace('title: Hello world', 'title: Hello ☃ world'),
    );
    const error = await buildError(build({ root }));
    expect(error.diagnostics).toHaveLength(1);
    expect(error.diagnostics[0]).toMatchObject({ file: 'pages/blog/[slug].tsx' });
    expect(error.diagnostics[0]!.message).toBe(
      'The share image of /blog/hello-world shows characters that no font of shareImage.fonts has: "☃" (U+2603). They would be drawn as boxes.',
    );
  });

  it('writes cached images into the output as copies: an image edited in place in an earlier output is written whole again, and the cache is untouched', {
    timeout: 120_000,
  }, async () => {
    const root = await siteWithShareImages();
    const first = await build({ root });
    const about = path.join(root, 'dist', 'share', 'about.png');
    const original = readFileSync(about);
    const second = await build({ root });
    expect(second.shareImages).toMatchObject({
      drawn: 0,
      cached: first.pages.length,
      files: first.pages.length,
    });
    // Something edits the output in place (an image optimiser, say).
    writeFileSync(
      about,
      Buffer.concat([original.subarray(0, 100), Buffer.alloc(original.length - 100)]),
    );
    const third = await build({ root });
    expect(third.shareImages).toMatchObject({ drawn: 0, cached: first.pages.length });
    expect(readFileSync(about).equals(original)).toBe(true);
  });
});

describe('the real site share images', () => {
  it('every page but the not-found pages (which opt out) has a 1200 x 630 share image of at most 300 KB', {
    timeout: SHARED_BUILD_TIMEOUT_MS,
  }, async () => {
    const result = await realSiteBuild();
    const { outDir } = result;
    for (const page of result.pages) {
      const html = readFileSync(path.join(outDir, page.path), 'utf8');
      const image =
        /<meta property="og:image" content="https:\/\/www\.skylinecourier\.in(\/share\/[^"]+\.png)"\/>/.exec(
          html,
        )?.[1];
      if (/(^|\/)404$/.test(page.route)) {
        expect(image, page.route).toBeUndefined();
        continue;
      }
      expect(image, page.route).toBeDefined();
      const size = pngSize(path.join(outDir, image!));
      expect(size).toMatchObject({ width: 1200, height: 630 });
      expect(size.bytes).toBeLessThanOrEqual(300 * 1024);
    }
  });
});
