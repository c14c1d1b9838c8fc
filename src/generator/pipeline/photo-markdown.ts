/**
 * Photos in Markdown (content phase): each `<img>` of a rendered body whose `src` is a raster
 * image under public/ becomes a `<picture>` of the files photos.ts plans, lazily loaded; the
 * front-matter fields a collection declares in `images.fields` are checked. A photo that is
 * missing or that the build cannot use is a problem naming the Markdown file and the line or
 * field. An image that already has a `srcset` is left as its author wrote it.
 */
import { Parser } from 'htmlparser2';
import path from 'node:path';
import type { CollectionImages } from '../contract';
import { lineAt, type Diagnostic } from '../diagnostics';
import type { PicturePlan } from '../image';
import { bodyLayout, type PhotoCatalog, RASTER } from './photos';

/** The body with its photos as `<picture>` elements, or the problems, each with its line in the Markdown file. */
export function rewriteBodyPhotos(
  html: string,
  catalog: PhotoCatalog,
  images: CollectionImages | undefined,
  where: { file: string; source: string; bodyStart: number },
): { html: string; problems: Diagnostic[] } {
  if (!html.includes('<img')) return { html, problems: [] };
  const problems: Diagnostic[] = [];
  const layout = bodyLayout(images);
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
          const line = at >= 0 ? lineAt(where.source, at) : undefined;
          problems.push({
            message: `The image ${src}: ${plan.problem}`,
            file: where.file,
            ...(line !== undefined && { line }),
            hint: plan.hint,
          });
          return;
        }
        parts.push(html.slice(written, parser.startIndex), pictureHtml(plan, attributes));
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
  where: {
    file: string;
    publicDir: string;
    lineOf: (key: string) => number | undefined;
    isFile: (file: string) => boolean;
  },
): Diagnostic[] {
  const problems: Diagnostic[] = [];
  for (const field of images?.fields ?? []) {
    const value = data[field];
    if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//')) continue;
    const line = where.lineOf(field);
    const at = { file: where.file, field, ...(line !== undefined && { line }) };
    const bare = value.split(/[?#]/)[0]!;
    if (RASTER.test(bare)) {
      const problem = catalog.problemOf(value);
      if (problem)
        problems.push({ message: `${field}: ${problem.problem}`, ...at, hint: problem.hint });
      continue;
    }
    const target = path.join(where.publicDir, bare);
    if (!where.isFile(target)) {
      problems.push({
        message: `${field}: ${value} is not a file in public/.`,
        ...at,
        hint: `Add the image as public${bare}, or correct the path (it starts with / and is relative to public/).`,
      });
    }
  }
  return problems;
}

/** The `<picture>` of a planned photo, keeping the `<img>`'s alt, title, class and id. */
function pictureHtml(plan: PicturePlan, attributes: Record<string, string>): string {
  const kept = ['alt', 'title', 'class', 'id']
    .flatMap((name) =>
      attributes[name] === undefined ? [] : [` ${name}="${escapeAttribute(attributes[name])}"`],
    )
    .join('');
  const sources = plan.sources
    .map(
      (source) =>
        `<source type="${source.type}" srcset="${source.srcSet}" sizes="${escapeAttribute(plan.sizes)}">`,
    )
    .join('');
  const alt = attributes.alt === undefined ? ' alt=""' : '';
  return `<picture>${sources}<img src="${plan.src}" srcset="${plan.srcSet}" sizes="${escapeAttribute(plan.sizes)}"${kept}${alt} width="${plan.width}" height="${plan.height}" loading="lazy" decoding="async"></picture>`;
}

function escapeAttribute(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
}
