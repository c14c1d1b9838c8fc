import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Element } from 'domhandler';
import { parseDocument } from 'htmlparser2';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { select } from '../../../src/generator/check/load-dist';
import { check } from '../../../src/generator/check/index';
import { resolvePaths } from '../../../src/generator/config';
import type { SiteError } from '../../../src/generator/diagnostics';
import { build, type BuildResult } from '../../../src/generator/index';
import { copyFixture, editFile, removeTemporaryFolders } from '../../helpers';
import { makePhoto, photoSite } from './photo-site';

afterAll(removeTemporaryFolders);

async function buildError(root: string): Promise<SiteError> {
  const error = (await build({ root }).then(
    () => undefined,
    (caught: unknown) => caught,
  )) as SiteError | undefined;
  expect(error, 'the build fails').toBeDefined();
  return error!;
}

describe('an article with a 3000 x 2000 photo', () => {
  let root: string;
  let first: BuildResult;
  const dist = () => path.join(root, 'dist');
  const page = () =>
    parseDocument(readFileSync(path.join(dist(), 'articles', 'harbour.html'), 'utf8'));

  beforeAll(async () => {
    root = await photoSite();
    first = await build({ root });
  }, 180_000);

  it('makes AVIF, WebP and JPEG files of each photo, up to twice the layout width and never wider than the photo', async () => {
    const files = readdirSync(path.join(dist(), 'assets', 'images')).sort();
    const harbour = files.filter((file) => file.startsWith('harbour-'));
    // Shown at most 720 px wide: 400, 800 and 1200 from the ladder, then 1440 (twice 720).
    expect(harbour.map((file) => file.replace(/\.[0-9a-f]{10}\./, '.')).sort()).toEqual([
      'harbour-1200.avif',
      'harbour-1200.jpg',
      'harbour-1200.webp',
      'harbour-1440.avif',
      'harbour-1440.jpg',
      'harbour-1440.webp',
      'harbour-400.avif',
      'harbour-400.jpg',
      'harbour-400.webp',
      'harbour-800.avif',
      'harbour-800.jpg',
      'harbour-800.webp',
    ]);
    const avif = await sharp(
      path.join(
        dist(),
        'assets',
        'images',
        harbour.find((file) => /^harbour-800\..*\.avif$/.test(file))!,
      ),
    ).metadata();
    expect([avif.format, avif.width, avif.height]).toEqual(['heif', 800, 533]);
    expect(avif.compression).toBe('av1');
    const jpeg = await sharp(
      path.join(
        dist(),
        'assets',
        'images',
        harbour.find((file) => /^harbour-1440\..*\.jpg$/.test(file))!,
      ),
    ).metadata();
    expect([jpeg.format, jpeg.width, jpeg.height]).toEqual(['jpeg', 1440, 960]);
    // The 1600 px body photo: 1440 is below the photo's own width.
    expect(files.filter((file) => file.startsWith('quay-') && file.endsWith('.webp'))).toHaveLength(
      4,
    );
    expect(first.photos).toMatchObject({ made: 24, cached: 0, files: 24 });
  });

  it("writes the page's main image as a picture with srcset, sizes, its real shape and fetchpriority=high", () => {
    const picture = select('main > picture', page())[0]!;
    const sources = select('source', picture);
    expect(sources.map((source) => source.attribs.type)).toEqual(['image/avif', 'image/webp']);
    expect(sources[0]!.attribs.srcset).toMatch(
      /^\/assets\/images\/harbour-400\.[0-9a-f]{10}\.avif 400w, \/assets\/images\/harbour-800\.[0-9a-f]{10}\.avif 800w, \/assets\/images\/harbour-1200\.[0-9a-f]{10}\.avif 1200w, \/assets\/images\/harbour-1440\.[0-9a-f]{10}\.avif 1440w$/,
    );
    const img = select('img', picture)[0]!;
    expect(img.attribs.src).toMatch(/^\/assets\/images\/harbour-800\.[0-9a-f]{10}\.jpg$/);
    expect(img.attribs.srcset).toContain('harbour-1440.');
    expect(img.attribs.sizes).toBe('(min-width: 720px) 720px, 100vw');
    expect([img.attribs.width, img.attribs.height]).toEqual(['720', '480']);
    expect(img.attribs.fetchpriority).toBe('high');
    expect(img.attribs.loading).toBeUndefined();
    expect(img.attribs.alt).toBe('The harbour at dawn');
  });

  it("loads the Markdown body's photo lazily, keeping its alt text and title, and leaves an SVG as it is", () => {
    const body = select('main > div', page())[1]!;
    const img = select('picture img', body)[0]!;
    expect(img.attribs.alt).toBe('Parcels stacked on the quay');
    expect(img.attribs.title).toBe('Ready to load');
    expect([
      img.attribs.width,
      img.attribs.height,
      img.attribs.loading,
      img.attribs.decoding,
    ]).toEqual(['720', '540', 'lazy', 'async']);
    expect(img.attribs.fetchpriority).toBeUndefined();
    expect((select('img[src="/images/route.svg"]', body)[0]!.parent as Element).name).toBe('p');
  });

  it('takes every file from the cache on the next build, byte for byte', async () => {
    const before = readdirSync(path.join(dist(), 'assets', 'images')).map((file) => [
      file,
      readFileSync(path.join(dist(), 'assets', 'images', file)).toString('base64'),
    ]);
    const second = await build({ root });
    expect(second.photos).toMatchObject({ made: 0, cached: 24, files: 24 });
    const after = readdirSync(path.join(dist(), 'assets', 'images')).map((file) => [
      file,
      readFileSync(path.join(dist(), 'assets', 'images', file)).toString('base64'),
    ]);
    expect(after).toEqual(before);
  }, 120_000);

  it('makes a damaged cached file again and writes it whole, never the damaged bytes', async () => {
    const images = path.join(dist(), 'assets', 'images');
    const before = readdirSync(images).map((file) => readFileSync(path.join(images, file)));
    const cache = path.join(resolvePaths(root).cache, 'photos');
    const entries = readdirSync(cache);
    expect(entries).toHaveLength(24);
    for (const [index, entry] of entries.entries()) {
      const data = readFileSync(path.join(cache, entry));
      // Truncated, emptied, and the same length with other bytes.
      const damaged = [
        data.subarray(0, data.length / 2),
        Buffer.alloc(0),
        Buffer.alloc(data.length, 7),
      ];
      writeFileSync(path.join(cache, entry), damaged[index % 3]!);
    }
    const third = await build({ root });
    expect(third.photos).toMatchObject({ made: 24, cached: 0, files: 24 });
    expect(readdirSync(images).map((file) => readFileSync(path.join(images, file)))).toEqual(
      before,
    );
  }, 120_000);

  it('passes the image budget of site check', async () => {
    const result = await check({ root });
    expect(result.problems).toEqual([]);
    expect(result.summary).toMatch(/images at most \d+\.\d KB a page on a 375 px phone/);
  }, 60_000);

  it('fails the image budget, naming the page and the file, when a page shows the photo as it was taken', async () => {
    await editFile(root, 'pages/index.tsx', (text) =>
      text.replace(
        '<h1>Articles</h1>',
        '<h1>Articles</h1>\n      <img src="/images/harbour.jpg" alt="The harbour" width={720} height={480} />',
      ),
    );
    await build({ root });
    const { problems } = await check({ root });
    const bytes = statSync(path.join(root, 'public', 'images', 'harbour.jpg')).size;
    expect(bytes).toBeGreaterThan(1024 * 1024);
    expect(problems.map((problem) => [problem.file, problem.message])).toEqual([
      [
        'dist/index.html',
        `A 375 px phone loads /images/harbour.jpg (${(bytes / 1024).toFixed(1)} KB) for this page, over the 200.0 KB budget for one image.`,
      ],
      [
        'dist/index.html',
        `A 375 px phone loads ${(bytes / 1024).toFixed(1)} KB of images for this page (/images/harbour.jpg ${(bytes / 1024).toFixed(1)} KB), over the 250.0 KB budget.`,
      ],
    ]);
  }, 120_000);
});

describe('photos the build cannot use', () => {
  /** The fixture with small photos (these builds stop before making anything). */
  async function smallPhotoSite(): Promise<string> {
    const root = await copyFixture('photo-site');
    await editFile(root, 'pages/articles/[slug].tsx', (text) =>
      text.replace(
        /'(\.\.\/)+src\/generator\/contract'/,
        JSON.stringify(path.resolve('src/generator/contract.ts')),
      ),
    );
    await makePhoto(path.join(root, 'public', 'images', 'harbour.jpg'), 60, 40);
    await makePhoto(path.join(root, 'public', 'images', 'quay.jpg'), 60, 40);
    return root;
  }

  it('names the Markdown file, field and line when a front-matter photo is missing', async () => {
    const root = await smallPhotoSite();
    await editFile(root, 'content/articles/harbour.md', (text) =>
      text.replace('image: /images/harbour.jpg', 'image: /images/harbor.jpg'),
    );
    const error = await buildError(root);
    expect(error.diagnostics).toEqual([
      expect.objectContaining({
        file: 'content/articles/harbour.md',
        field: 'image',
        line: 3,
        message: 'image: /images/harbor.jpg is not a file in public/.',
      }),
    ]);
  }, 60_000);

  it('names the Markdown file and line of a body photo that is missing', async () => {
    const root = await smallPhotoSite();
    await editFile(root, 'content/articles/harbour.md', (text) =>
      text.replace('](/images/quay.jpg', '](/images/quai.jpg'),
    );
    const error = await buildError(root);
    expect(error.diagnostics).toEqual([
      expect.objectContaining({
        file: 'content/articles/harbour.md',
        line: 8,
        message: 'The image /images/quai.jpg: /images/quai.jpg is not a file in public/.',
      }),
    ]);
  }, 60_000);

  it('names the file and field of a photo sharp cannot read', async () => {
    const root = await smallPhotoSite();
    await writeFile(
      path.join(root, 'public', 'images', 'harbour.jpg'),
      'not a photo, but a note saved with the wrong name\n',
    );
    const error = await buildError(root);
    expect(error.diagnostics).toEqual([
      expect.objectContaining({ file: 'content/articles/harbour.md', field: 'image', line: 3 }),
    ]);
    expect(error.diagnostics[0]!.message).toMatch(
      /^image: public\/images\/harbour\.jpg is not an image sharp can read \(.+\)\.$/,
    );
    expect(error.diagnostics[0]!.hint).toBe('Save it again as a JPEG, PNG, WebP or AVIF file.');
  }, 60_000);

  it('refuses a photo over 50 megapixels, naming the Markdown file and line', async () => {
    const root = await smallPhotoSite();
    await sharp({ create: { width: 8000, height: 6500, channels: 3, background: '#8899aa' } })
      .jpeg({ quality: 20 })
      .toFile(path.join(root, 'public', 'images', 'quay.jpg'));
    const error = await buildError(root);
    expect(error.diagnostics).toEqual([
      expect.objectContaining({
        file: 'content/articles/harbour.md',
        line: 8,
        message:
          'The image /images/quay.jpg: public/images/quay.jpg is 52.0 megapixels (8000 × 6500), over the 50 megapixel limit.',
      }),
    ]);
  }, 60_000);

  it('names the page whose <Image> shows a photo that is missing', async () => {
    const root = await smallPhotoSite();
    await editFile(root, 'pages/articles/[slug].tsx', (text) =>
      text.replace('src={article.data.image}', 'src="/images/office.jpg"'),
    );
    const error = await buildError(root);
    expect(error.diagnostics).toEqual([
      expect.objectContaining({ file: 'pages/articles/[slug].tsx' }),
    ]);
    expect(error.diagnostics[0]!.message).toContain(
      '<Image src="/images/office.jpg">: /images/office.jpg is not a file in public/.',
    );
  }, 60_000);
});
