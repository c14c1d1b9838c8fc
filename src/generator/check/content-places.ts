/**
 * Where an article's HTML stands in a built page: its Markdown rendered again (by the build's
 * own renderer) and looked for in the page. Done only for pages with a problem to place.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseFrontMatter } from '../pipeline/front-matter';
import { renderMarkdown } from '../pipeline/load-content';

/** The Markdown file whose HTML fills part of a page, from its first character to its last (1-based line and column). */
export interface ContentPlace {
  file: string;
  from: [line: number, column: number];
  to: [line: number, column: number];
}

/** The places of the Markdown files `files` (relative to `root`) in `html`; a file not found there is left out. */
export async function placeContent(
  root: string,
  files: string[],
  html: string,
): Promise<ContentPlace[]> {
  const places: ContentPlace[] = [];
  for (const file of files) {
    const source = await readFile(path.join(root, file), 'utf8').catch(() => undefined);
    const frontMatter = source === undefined ? undefined : parseFrontMatter(source, file);
    if (!frontMatter || 'problems' in frontMatter) continue;
    const span = findSpan(html, await renderMarkdown(frontMatter.body));
    if (span)
      places.push({ file, from: position(html, span.start), to: position(html, span.end - 1) });
  }
  return places;
}

/** How much of its start and end an entry's HTML must show in the page when a component changed it in between. */
const EDGE = 80;

/**
 * Where `content` stands in `html`: as it is, or, where a component filled in some of it (the
 * site's `{{placeholders}}`), from its unchanged start to its unchanged end.
 */
function findSpan(html: string, content: string): { start: number; end: number } | undefined {
  if (content === '') return undefined;
  const at = html.indexOf(content);
  if (at !== -1) return { start: at, end: at + content.length };
  if (content.length < 2 * EDGE) return undefined;
  const start = html.indexOf(content.slice(0, EDGE));
  // The last place the end shows within twice the entry's length: the same text may stand earlier in the entry too.
  const end =
    start === -1 ? -1 : html.lastIndexOf(content.slice(-EDGE), start + 2 * content.length - EDGE);
  if (end < start + EDGE) return undefined;
  return { start, end: end + EDGE };
}

function position(text: string, offset: number): [number, number] {
  const lineStart = text.lastIndexOf('\n', offset - 1) + 1;
  let line = 1;
  for (
    let index = text.indexOf('\n');
    index !== -1 && index < lineStart;
    index = text.indexOf('\n', index + 1)
  )
    line++;
  return [line, offset - lineStart + 1];
}
