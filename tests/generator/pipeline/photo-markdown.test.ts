import { describe, expect, it } from 'vitest';
import { rewriteBodyPhotos } from '../../../src/generator/pipeline/photo-markdown';
import type { PhotoCatalog } from '../../../src/generator/pipeline/photos';

/** A catalog that plans every `/photos/…` JPEG as one WebP source and a JPEG. */
const catalog = {
  plan: (src: string) =>
    src.startsWith('/photos/')
      ? {
          sources: [{ type: 'image/webp', srcSet: `${src}.webp 800w` }],
          src: `${src}.800.jpg`,
          srcSet: `${src}.800.jpg 800w`,
          sizes: '100vw',
          width: 800,
          height: 600,
        }
      : undefined,
} as unknown as PhotoCatalog;
const where = { file: 'content/posts/a.md', source: '', bodyStart: 0 };
const rewrite = (html: string) => rewriteBodyPhotos(html, catalog, undefined, where).html;

describe("a Markdown body's photos, read as a browser reads its HTML", () => {
  it('keeps an alt text with > in it whole, and the markup around the photo as it was', () => {
    expect(rewrite('<p>a <img src="/photos/x.jpg" alt="1 > 0" title=\'t\'> b</p>')).toBe(
      '<p>a <picture><source type="image/webp" srcSet="/photos/x.jpg.webp 800w" sizes="100vw"/><img src="/photos/x.jpg.800.jpg" srcSet="/photos/x.jpg.800.jpg 800w" sizes="100vw" alt="1 &gt; 0" width="800" height="600" title="t" loading="lazy" decoding="async"/></picture> b</p>',
    );
  });

  it('leaves an <img> written in a comment, an image with its own srcset and another site’s image as they are', () => {
    const html =
      '<!-- <img src="/photos/old.jpg"> --><img src="/photos/y.jpg" srcset="/y.jpg 1x"><IMG SRC="https://example.com/z.jpg">';
    expect(rewrite(html)).toBe(html);
  });
});
