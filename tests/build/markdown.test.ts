import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { article } from '../../bench/corpus';
import { GFM, renderMarkdown } from '../../src/build/load-content';
import { repoRoot } from '../helpers';

describe('renderMarkdown', () => {
  it('renders CommonMark with GitHub tables, strikethrough, task lists and bare links', async () => {
    const html = await renderMarkdown('## Rates\n\n| Zone | Days |\n|---|---|\n| Asia | 2-4 |\n\n~~old~~ see www.example.com, https://example.org/a and desk@example.com\n\n- [x] packed\n');
    expect(html).toContain('<h2>Rates</h2>');
    expect(html).toContain('<th>Zone</th>');
    expect(html).toContain('<td>2-4</td>');
    expect(html).toContain('<del>old</del>');
    expect(html).toContain('<a href="http://www.example.com">www.example.com</a>');
    expect(html).toContain('<a href="https://example.org/a">https://example.org/a</a>');
    expect(html).toContain('<a href="mailto:desk@example.com">desk@example.com</a>');
    expect(html).toContain('<input type="checkbox" class="task-list-item-checkbox" checked disabled>packed');
  });

  it('adds no ids or empty anchors to headings, so they cannot clash with the page', async () => {
    const html = await renderMarkdown('# Main\n\n## Main\n');
    expect(html).toBe('<h1>Main</h1>\n<h2>Main</h2>\n');
  });

  it('keeps `#tag` at the start of a line as text, as CommonMark does', async () => {
    expect(await renderMarkdown('#tag\n')).toBe('<p>#tag</p>\n');
  });

  it('escapes text and passes raw HTML blocks through', async () => {
    expect(await renderMarkdown('a < b & "c"\n\n<div class="note">kept</div>\n')).toBe('<p>a &lt; b &amp; &quot;c&quot;</p>\n<div class="note">kept</div>\n');
  });
});

describe('the two builds of the Markdown renderer', () => {
  it('give the same HTML, so a small site can use the one made for size (same source, other compiler settings)', async () => {
    const { initSync, mdToHtml } = await import('md4w');
    const folder = path.dirname(fileURLToPath(import.meta.resolve('md4w')));
    const compile = async (name: string) => WebAssembly.compile(await readFile(path.join(folder, name)));
    const [fast, small] = await Promise.all([compile('md4w-fast.wasm'), compile('md4w-small.wasm')]);
    const blog = path.join(repoRoot, 'content', 'blog');
    const documents = [
      ...(await Promise.all((await readdir(blog)).map((name) => readFile(path.join(blog, name), 'utf8')))),
      ...Array.from({ length: 200 }, (_, index) => article(index, 200)),
      '# H\n\n> quote *em* **strong** `code` [link](https://example.com "title") ![alt](/a.svg)\n\n1. one\n2. two\n\n```ts\nconst a = "<b>";\n```\n\n| a | b |\n|:-|-:|\n| 1 | 2 |\n\n- [ ] open\n- [x] done\n\n~~gone~~ www.example.com a@b.co <span>raw</span> &amp; &copy; \\* \n***\n',
    ];
    expect(documents.length).toBeGreaterThan(200);
    const renderAll = (module: WebAssembly.Module) => {
      initSync(module);
      return documents.map((source) => mdToHtml(source, { parseFlags: GFM }));
    };
    const fromFast = renderAll(fast);
    expect(renderAll(small)).toEqual(fromFast);
    expect(fromFast.join('')).toContain('<table>');
  });
});
