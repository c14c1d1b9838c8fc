import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { article } from '../../../bench/corpus';
import { loadEntry } from '../../../src/generator/pipeline/load-content';
import { renderMarkdown } from '../../../src/generator/pipeline/markdown-html';
import { resolvePaths } from '../../../src/generator/config';
import type { CollectionConfig } from '../../../src/generator/contract';
import { findSources } from '../../../src/generator/pipeline/page-sources';
import type { SiteError } from '../../../src/generator/diagnostics';
import { build } from '../../../src/generator/index';
import { copyFixture, editFile, removeTemporaryFolders, repoRoot } from '../../helpers';

afterAll(removeTemporaryFolders);

describe('renderMarkdown', () => {
  it('renders CommonMark with GitHub tables, strikethrough, task lists and bare links', async () => {
    const html = await renderMarkdown(
      '## Rates\n\n| Zone | Days |\n|---|---|\n| Asia | 2-4 |\n\n~~old~~ see www.example.com, https://example.org/a and desk@example.com\n\n- [x] packed\n',
    );
    expect(html).toContain('<h2>Rates</h2>');
    expect(html).toContain('<th>Zone</th>');
    expect(html).toContain('<td>2-4</td>');
    expect(html).toContain('<del>old</del>');
    expect(html).toContain('<a href="http://www.example.com">www.example.com</a>');
    expect(html).toContain('<a href="https://example.org/a">https://example.org/a</a>');
    expect(html).toContain('<a href="mailto:desk@example.com">desk@example.com</a>');
    expect(html).toContain(
      '<input type="checkbox" class="task-list-item-checkbox" checked disabled>packed',
    );
  });

  it('adds no ids or empty anchors to headings, so they cannot clash with the page', async () => {
    const html = await renderMarkdown('# Main\n\n## Main\n');
    expect(html).toBe('<h1>Main</h1>\n<h2>Main</h2>\n');
  });

  it('keeps `#tag` at the start of a line as text, as CommonMark does', async () => {
    expect(await renderMarkdown('#tag\n')).toBe('<p>#tag</p>\n');
  });

  it('escapes text and passes raw HTML blocks through', async () => {
    expect(await renderMarkdown('a < b & "c"\n\n<div class="note">kept</div>\n')).toBe(
      '<p>a &lt; b &amp; &quot;c&quot;</p>\n<div class="note">kept</div>\n',
    );
  });
});

describe('HTML in Markdown', () => {
  const paths = resolvePaths(path.join(repoRoot, 'tests', 'generator', 'fixtures', 'basic-site'));
  const schema = {
    '~standard': { version: 1 as const, vendor: 'test', validate: (value: unknown) => ({ value }) },
  };
  const load = (body: string, config: CollectionConfig = { schema }) =>
    loadEntry(
      paths,
      'posts',
      path.join(paths.content, 'posts', 'an-article.md'),
      `---\ntitle: An article\n---\n\n${body}`,
      config,
    );
  const file = 'content/posts/an-article.md';

  it('is a build error naming the file, the Markdown line and what to do, for an inline script', async () => {
    const result = await load('Intro.\n\nMore text.\n\n<script>alert(1)</script>\n');
    expect(result).toEqual([
      expect.objectContaining({
        file,
        line: 9,
        message: expect.stringContaining('<script> element is not allowed'),
        hint: expect.stringContaining('client script'),
      }),
    ]);
  });

  it('refuses event handlers, javascript: links (raw or in Markdown syntax) and other script-capable URLs, each on its own line', async () => {
    const result = await load(
      'Text <img src="/a.svg" alt="" onerror="alert(1)">\n\n[click](javascript:alert(1))\n\n<a href="JaVa&#x09;script:alert(1)">x</a>\n\n<a href="data:text/html,hi">d</a>\n',
    );
    expect(
      Array.isArray(result) && result.map((problem) => [problem.line, problem.message]),
    ).toEqual([
      [5, expect.stringContaining('onerror attribute of <img>')],
      [7, expect.stringContaining('is a javascript: URL')],
      [9, expect.stringContaining('is a javascript: URL')],
      [11, expect.stringContaining('is a data: URL')],
    ]);
  });

  it('names the line of each placeholder the collection does not list, looked up as its own names (not {{constructor}})', async () => {
    const config = { schema, placeholders: ['phone'] };
    const body = 'Call {{phone}}.\n\nOr {{phonee}}, {{constructor}} and `{{__proto__}}`.\n';
    expect(await load(body, config)).toEqual([
      expect.objectContaining({ file, line: 7, message: expect.stringContaining('{{phonee}}') }),
      expect.objectContaining({
        file,
        line: 7,
        message: expect.stringContaining('{{constructor}}'),
      }),
      expect.objectContaining({ file, line: 7, message: expect.stringContaining('{{__proto__}}') }),
    ]);
    expect(await load(body)).toMatchObject({ html: expect.stringContaining('{{constructor}}') });
  });

  it('reports each obfuscated javascript: link at the line where it is written, not at the next plain javascript:', async () => {
    const links = [
      '[a](jav&#x61;script:alert(1))',
      '[b](javascript&colon;alert(1))',
      '[c](JaVaScRiPt:alert(1))',
      '<a href="java&#x09;script:alert(1)">d</a>',
      '<a href="&#106;avascript:alert(1)">e</a>',
      '[f]\n\n[f]: java&#115;cript:alert(1)',
      '<a href="javas&Tab;cript:x">g</a>',
      "<a href='jav&#97;script:x'>h</a>",
      '<img src="x.png" alt=""><a href="&#x6A;avascript&#x3A;x">i</a>',
      '[j](<java&NewLine;script:x>)',
      '[k](<java\\&NewLine;script:x>)',
    ];
    const result = await load(
      `${links.join('\n\n')}\n\nNever write javascript: links; <a href="/x">this one</a> is fine.\n`,
    );
    expect(Array.isArray(result) && result.map((problem) => problem.line)).toEqual([
      5, 7, 9, 11, 13, 17, 19, 21, 23, 25, 27,
    ]);
  });

  it('refuses <iframe> unless the collection allows it in content/config.ts', async () => {
    const body = 'A map:\n\n<iframe src="https://maps.example/embed" title="Map"></iframe>\n';
    expect(await load(body)).toEqual([
      expect.objectContaining({
        file,
        line: 7,
        message: 'An <iframe> element is not allowed in the posts collection.',
        hint: expect.stringContaining("collections.posts.allowHtml: ['iframe']"),
      }),
    ]);
    expect(await load(body, { schema, allowHtml: ['iframe'] })).toMatchObject({
      html: expect.stringContaining('<iframe src="https://maps.example/embed"'),
    });
    expect(
      await load('<iframe srcdoc="<script>alert(1)</script>"></iframe>\n', {
        schema,
        allowHtml: ['iframe'],
      }),
    ).toEqual([expect.objectContaining({ message: expect.stringContaining('srcdoc') })]);
  });

  it('keeps what Markdown itself writes and plain HTML such as <details> and <figure>', async () => {
    const result = await load(
      '| a |\n|:-|\n| 1 |\n\n- [x] done\n\n<details><summary>More</summary><p>Hidden <kbd>Ctrl</kbd></p></details>\n\n<figure><img src="/a.svg" alt="A"><figcaption>A</figcaption></figure>\n\n[mail](mailto:a@b.co) [call](tel:+911234) [web](https://example.com) [here](/about#top)\n',
    );
    expect(result).toMatchObject({ html: expect.stringContaining('<details>') });
  });

  it('refuses comments that a browser ends earlier than they seem to end, so no script hides in one', async () => {
    const result = await load(
      '<!-- a --!><script>alert(1)</script> -->\n\n<![CDATA[><img src=x onerror=alert(2)>]]>\n',
    );
    expect(
      Array.isArray(result) && result.map((problem) => [problem.line, problem.message]),
    ).toEqual([
      [5, expect.stringContaining('A comment that browsers end earlier')],
      [7, expect.stringContaining('A comment that browsers end earlier')],
    ]);
  });

  it("names the file and line when an article ends in an unclosed tag, which a browser would finish with the page's own markup", async () => {
    const iframe = await load('Intro.\n\n<iframe src="https://evil.example/x"', {
      schema,
      allowHtml: ['iframe'],
    });
    expect(iframe).toEqual([
      expect.objectContaining({
        file,
        line: 7,
        message: expect.stringContaining(
          'ends inside an unclosed tag (<iframe src="https://evil.example/x")',
        ),
      }),
    ]);
    expect(await load('Intro.\n\n<form action="https://evil.example/f"')).toEqual([
      expect.objectContaining({
        file,
        line: 7,
        message: 'A <form> element is not allowed in Markdown.',
      }),
      expect.objectContaining({
        file,
        line: 7,
        message: expect.stringContaining('unclosed tag (<form action="https://evil.example/f")'),
      }),
    ]);
    expect(await load("Text\n\n<div title='open\n")).toEqual([
      expect.objectContaining({ file, line: 7, message: expect.stringContaining('unclosed tag') }),
    ]);
    expect(await load('Text\n\n<!-- never closed\n')).toEqual([
      expect.objectContaining({
        file,
        line: 7,
        message: expect.stringContaining('A comment is not closed'),
      }),
    ]);
  });

  it('names the line of the comment or <iframe> left open, not of an earlier one that spans lines', async () => {
    expect(await load('<!--\nnote\n-->\n\nText.\n\n<!-- never closed\nrest\n')).toEqual([
      expect.objectContaining({ line: 11, message: expect.stringContaining('not closed') }),
    ]);
    const iframes =
      '<iframe src="https://maps.example/a"\ntitle="A"></iframe>\n\n<IFRAME src="https://maps.example/b">\n';
    expect(await load(iframes, { schema, allowHtml: ['iframe'] })).toEqual([
      expect.objectContaining({ line: 8, message: expect.stringContaining('not closed') }),
    ]);
  });

  it('names the line of an <iframe> left open, whose end tag a browser would look for in the rest of the page', async () => {
    expect(
      await load('Map:\n\n<iframe src="https://maps.example/embed" title="Map">\n', {
        schema,
        allowHtml: ['iframe'],
      }),
    ).toEqual([
      expect.objectContaining({
        file,
        line: 7,
        message: expect.stringContaining('An <iframe> is not closed'),
        hint: 'Close it with </iframe>.',
      }),
    ]);
    expect(
      await load('Map:\n\n<iframe src="https://maps.example/embed" title="Map"></iframe>\n', {
        schema,
        allowHtml: ['iframe'],
      }),
    ).toMatchObject({ html: expect.any(String) });
    for (const name of ['noscript', 'noembed', 'noframes', 'plaintext']) {
      expect(await load(`Map:\n\n<${name}><p>rest\n`)).toEqual([
        expect.objectContaining({
          file,
          line: 7,
          message: `A <${name}> element is not allowed in Markdown.`,
        }),
      ]);
    }
  });

  it('accepts a form, frame or style mentioned in a comment or an attribute value, and the policy allows none of them', async () => {
    const result = await load(
      '<!-- <form action="https://evil.example/f"> -->\n\n<span title=\'<iframe src="https://evil.example/x">\'>a</span>\n\n<!-- <style>p{}</style> -->\n\n`<iframe src="https://evil.example/x">` and &lt;form action="x"&gt;\n',
    );
    expect(result).toMatchObject({ html: expect.stringContaining('evil.example') });
    const { html } = result as { html: string };
    expect(findSources(html)).toMatchObject({ actions: [], styles: [], frames: [], objects: [] });
  });

  it('lets an allowed <iframe> be written in capitals with its address in single quotes, and the policy allows that address', async () => {
    const result = await load(
      '<IFRAME SRC=\'https://maps.example/embed?a=1&amp;b=2\' title="Map"></IFRAME>\n',
      { schema, allowHtml: ['iframe'] },
    );
    const { html } = result as { html: string };
    expect(findSources(html).frames).toEqual(['https://maps.example/embed?a=1&b=2']);
  });

  it('names the line and the setting when an image or video loads from another site, which the policy would block', async () => {
    const result = await load(
      '![Parcel](https://images.example.com/parcel.jpg)\n\n<video src="/clip.mp4" poster="//cdn.example.net/p.jpg"></video>\n\n<img srcset="/a.jpg 1x, https://images.example.com/a2.jpg 2x" alt="">\n',
    );
    expect(result).toEqual([
      expect.objectContaining({
        file,
        line: 5,
        message: expect.stringContaining(
          'loads https://images.example.com/parcel.jpg from another site (https://images.example.com)',
        ),
        hint: expect.stringContaining(
          "`collections.posts.mediaOrigins: ['https://images.example.com']`",
        ),
      }),
      expect.objectContaining({
        file,
        line: 7,
        message: expect.stringContaining(
          'The poster of <video> loads //cdn.example.net/p.jpg from another site (https://cdn.example.net)',
        ),
      }),
      expect.objectContaining({
        file,
        line: 9,
        message: expect.stringContaining(
          'The srcset of <img> loads https://images.example.com/a2.jpg',
        ),
      }),
    ]);
    expect(
      await load(
        '![Parcel](https://images.example.com/parcel.jpg) ![local](/images/a.jpg) [a link elsewhere](https://example.org/)\n',
        { schema, mediaOrigins: ['https://images.example.com'] },
      ),
    ).toMatchObject({ html: expect.any(String) });
  });

  it('refuses other elements, such as <style> and <form>', async () => {
    const result = await load(
      '<style>body{display:none}</style>\n\n<form action="/x"><input name="q"></form>\n',
    );
    expect(Array.isArray(result) && result.map((problem) => problem.message)).toEqual([
      'A <style> element is not allowed in Markdown.',
      'A <form> element is not allowed in Markdown.',
      'A <input> element is not allowed in Markdown.',
    ]);
  });

  it('refuses every script-capable or data: URL written in Markdown syntax, and nothing in ordinary articles', async () => {
    const sources = [
      ...Array.from({ length: 50 }, (_, index) => article(index, 50)),
      '[x](jav&#x61;script:alert(1))',
      '[x](javascript&colon;alert(1))',
      '[x]: JAVASCRIPT:1\n\n[x]',
      '![a](data:text/html,x "t\\"x")',
      '[x](vbscript:msgbox)',
      '[ok](https://example.com?a=1&b=2) ![ok](/a.svg) [mail](mailto:a@b.co)',
      'www.example.com/"onclick a@b"c.com',
    ];
    const refused = [];
    for (const source of sources) {
      expect(source).not.toContain('<');
      const result = await load(source);
      if (Array.isArray(result)) refused.push(...result.map((problem) => problem.message));
    }
    expect(refused).toEqual([
      expect.stringContaining('is a javascript: URL'),
      expect.stringContaining('is a javascript: URL'),
      expect.stringContaining('is a javascript: URL'),
      expect.stringContaining('is a data: URL'),
      expect.stringContaining('is a vbscript: URL'),
    ]);
  });

  it('builds a collection that lists the other sites its media come from, and the policy allows exactly those (img-src, media-src)', async () => {
    const root = await copyFixture('basic-site');
    await editFile(
      root,
      'content/posts/hello-world.md',
      (text) => `${text}\n\n![Parcel](https://images.example.com/parcel.jpg)\n`,
    );
    const error = (await build({ root }).catch((reason: unknown) => reason)) as SiteError;
    expect(error.diagnostics).toEqual([
      expect.objectContaining({
        file: 'content/posts/hello-world.md',
        line: 10,
        hint: expect.stringContaining('mediaOrigins'),
      }),
    ]);
    await editFile(root, 'content/config.ts', (text) =>
      text.replace(
        'posts: { schema: postSchema }',
        "posts: { schema: postSchema, mediaOrigins: ['https://images.example.com'] }",
      ),
    );
    const result = await build({ root });
    const headers = await readFile(path.join(result.outDir, '_headers'), 'utf8');
    expect(headers).toContain(
      "img-src 'self' https://images.example.com; media-src 'self' https://images.example.com;",
    );
  });

  it('names content/config.ts and the field when mediaOrigins holds something other than origins', async () => {
    const root = await copyFixture('basic-site');
    await editFile(root, 'content/config.ts', (text) =>
      text.replace(
        'posts: { schema: postSchema }',
        "posts: { schema: postSchema, mediaOrigins: ['images.example.com', 'https://cdn.example.com/path'] }",
      ),
    );
    const error = (await build({ root }).catch((reason: unknown) => reason)) as SiteError;
    expect(error.diagnostics).toEqual([
      expect.objectContaining({
        file: 'content/config.ts',
        field: 'collections.posts.mediaOrigins',
        message:
          'collections.posts.mediaOrigins lists "images.example.com", "https://cdn.example.com/path", which is not an http(s) origin.',
      }),
    ]);
  });

  it('lets a collection allow only embedding elements: allowHtml naming script is a build error in content/config.ts', async () => {
    const root = await copyFixture('basic-site');
    await editFile(root, 'content/config.ts', (text) =>
      text.replace(
        'posts: { schema: postSchema }',
        "posts: { schema: postSchema, allowHtml: ['iframe', 'script'] as any }",
      ),
    );
    await editFile(
      root,
      'content/posts/hello-world.md',
      (text) => `${text}\n<script>alert(1)</script>\n`,
    );
    const error = (await build({ root }).catch((reason: unknown) => reason)) as SiteError;
    expect(error.diagnostics).toEqual([
      expect.objectContaining({
        file: 'content/config.ts',
        field: 'collections.posts.allowHtml',
        message: 'collections.posts.allowHtml lists "script", which it cannot allow.',
      }),
    ]);
  });
});
