import { describe, expect, it } from 'vitest';
import { renderMarkdown } from '../../src/build/load-content';

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
