/** Photos in Markdown (content phase), and the checks of a collection's `images.fields`. */
import { Parser } from 'htmlparser2';
import { renderToStaticMarkup } from 'react-dom/server';
import type { CollectionImages } from '../contract';
import { lineAt, type Diagnostic } from '../diagnostics';
import { pictureOf } from '../image';
import { checkPublicFiles } from './front-matter';
import type { PhotoCatalog } from './photos';

/**
 * The body with each `<img>` of a raster image under public/ as a lazily loaded `<picture>` (one
 * with its own `srcset` is left as written), or the problems, each with its line in the Markdown file.
 */
export function rewriteBodyPhotos(
  html: string,
  catalog: PhotoCatalog,
  images: CollectionImages | undefined,
  where: { file: string; source: string; bodyStart: number },
): { html: string; problems: Diagnostic[] } {
  if (!html.includes('<img')) return { html, problems: [] };
  const problems: Diagnostic[] = [];
  const layout = { width: images?.bodyWidth ?? 720, sizes: images?.bodySizes };
  const parts: string[] = [];
  let written = 0;
  let cursor = where.bodyStart;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        const { src } = attributes;
        if (name !== 'img' || src === undefined || 'srcset' in attributes) return;
        const plan = catalog.plan(src, layout);
        if (!plan) return;
        if ('problem' in plan) {
          const at = where.source.indexOf(src, cursor);
          if (at >= 0) cursor = at + src.length;
          problems.push({
            message: `The image ${src}: ${plan.problem}`,
            file: where.file,
            ...(at >= 0 && { line: lineAt(where.source, at) }),
            hint: plan.hint,
          });
          return;
        }
        const { alt = '', title, class: className, id } = attributes;
        const lazy = { title, id, loading: 'lazy', decoding: 'async' };
        const picture = renderToStaticMarkup(pictureOf(plan, { className, alt, ...lazy }));
        parts.push(html.slice(written, parser.startIndex), picture);
        written = parser.endIndex + 1;
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.end(html);
  return { html: parts.join('') + html.slice(written), problems };
}

/** The problems with the photos of the front-matter fields in `images.fields`: missing, unreadable, unusable. */
export function checkImageFields(
  data: Record<string, unknown>,
  images: CollectionImages | undefined,
  catalog: PhotoCatalog,
  where: { file: string; publicDir: string; lineOf: (key: string) => number | undefined },
): Diagnostic[] {
  return (images?.fields ?? []).flatMap((field) => {
    const value = data[field];
    if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//')) return [];
    const photo = catalog.probe(value);
    if (!photo)
      return checkPublicFiles({ data, lineOf: where.lineOf }, [field], where.publicDir, where.file);
    if (photo.problem === undefined) return [];
    const line = where.lineOf(field);
    const at = { file: where.file, field, ...(line !== undefined && { line }) };
    return { message: `${field}: ${photo.problem}`, ...at, hint: photo.hint };
  });
}
