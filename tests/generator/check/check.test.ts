import { createHash } from 'node:crypto';
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { build, check } from '../../../src/generator/index';
import { copyFixture, editFile, removeTemporaryFolders } from '../../helpers';

afterAll(removeTemporaryFolders);

async function builtFixture(): Promise<string> {
  const root = await copyFixture('basic-site');
  await build({ root });
  return root;
}

describe('site check', () => {
  it('passes a clean build with a one-line summary', async () => {
    const root = await builtFixture();
    const result = await check({ root });
    expect(result.problems).toEqual([]);
    expect(result.pagesChecked).toBe(5);
    expect(result.summary).toMatch(/^5 pages, \d+ links, HTML valid, .*all clean\.$/);
  });

  it('finds a broken internal link and a missing asset, naming the page', async () => {
    const root = await builtFixture();
    await editFile(root, 'dist/about.html', (html) =>
      html.replace(
        '<h1>About</h1>',
        '<h1>About</h1><a href="/missing-page">x</a><img src="/images/gone.svg" alt="gone" width="1" height="1"/>',
      ),
    );
    const { problems } = await check({ root });
    expect(problems).toContainEqual(
      expect.objectContaining({
        file: 'dist/about.html',
        message: 'Broken link to /missing-page (status 404).',
      }),
    );
    expect(problems).toContainEqual(
      expect.objectContaining({
        file: 'dist/about.html',
        message: 'Broken link to /images/gone.svg (status 404).',
      }),
    );
  });

  it('reports a missing asset once, however many pages link to it, in the source file that writes it', async () => {
    const root = await copyFixture('basic-site');
    await editFile(
      root,
      'content/posts/hello-world.md',
      (text) => `${text}\n![A chart](/images/chart.svg)\n`,
    );
    await writeFile(
      path.join(root, 'public', 'images', 'chart.svg'),
      '<svg xmlns="http://www.w3.org/2000/svg"/>',
    );
    await build({ root });
    await Promise.all(
      ['chart.svg', 'dot.svg'].map((name) => rm(path.join(root, 'dist', 'images', name))),
    );
    const broken = (await check({ root })).problems.filter((problem) =>
      problem.message.startsWith('Broken link'),
    );
    expect(broken).toEqual([
      expect.objectContaining({
        file: 'pages/index.tsx',
        message: expect.stringMatching(
          /^Broken link to \/images\/dot\.svg \(status 404\) on 5 pages \(dist\/[^ ]+\.html, dist\/[^ ]+\.html, dist\/[^ ]+\.html, and 2 more\)\.$/,
        ),
        hint: expect.stringContaining('It is written in pages/index.tsx.'),
      }),
      expect.objectContaining({
        file: 'content/posts/hello-world.md',
        message: 'Broken link to /images/chart.svg (status 404).',
        hint: expect.stringContaining(
          'It is written in content/posts/hello-world.md (built into dist/blog/hello-world.html).',
        ),
      }),
    ]);
  });

  it('finds a link to a missing fragment', async () => {
    const root = await builtFixture();
    await editFile(root, 'dist/about.html', (html) =>
      html.replace('<h1>About</h1>', '<h1>About</h1><a href="/#nowhere">x</a>'),
    );
    const { problems } = await check({ root });
    expect(problems.some((p) => p.message.includes('#nowhere'))).toBe(true);
  });

  it('reports invalid HTML with file, line and rule', async () => {
    const root = await builtFixture();
    await editFile(root, 'dist/about.html', (html) =>
      html.replace('<h1>About</h1>', '<h1>About</h1><div><span></div>'),
    );
    const { problems } = await check({ root });
    expect(problems).toContainEqual(
      expect.objectContaining({
        file: 'dist/about.html',
        line: 1,
        message: expect.stringContaining('html-validate'),
      }),
    );
  });

  it('passes ordinary Markdown: an image, hard line breaks, a thematic break and a task list, as Markdown writes them', async () => {
    const root = await copyFixture('basic-site');
    await editFile(
      root,
      'content/posts/hello-world.md',
      (text) =>
        `${text}\n![A dot](/images/dot.svg)\n\nLine one  \nline two\\\nline three\n\n***\n\n- [x] packed\n- [ ] sent\n\n<p>Raw <img src="/images/dot.svg" alt=""><br></p>\n`,
    );
    await build({ root });
    const html = await readFile(path.join(root, 'dist', 'blog', 'hello-world.html'), 'utf8');
    expect(html).toContain('<img src="/images/dot.svg" alt="A dot">');
    expect(html).toContain('<hr>');
    expect((await check({ root })).problems).toEqual([]);
  });

  it('names the Markdown file, and the built page and line, for invalid HTML inside an article', async () => {
    const root = await copyFixture('basic-site');
    await editFile(
      root,
      'content/posts/hello-world.md',
      (text) => `${text}\n<p>Unclosed <b>bold</p>\n`,
    );
    await build({ root });
    const { problems } = await check({ root });
    expect(problems).toContainEqual(
      expect.objectContaining({
        file: 'content/posts/hello-world.md',
        message: expect.stringMatching(
          /^Unclosed element '<b>' \(html-validate close-order\), in the HTML it was built into \(dist\/blog\/hello-world\.html:\d+:\d+\)\.$/,
        ),
        hint: expect.stringContaining('Markdown file'),
      }),
    );
    // What the open element does to the page's own markup points back at the article.
    expect(
      problems
        .filter((problem) => problem.file === 'dist/blog/hello-world.html')
        .every((problem) => problem.hint?.includes('content/posts/hello-world.md')),
    ).toBe(true);
    // A problem in a component is still the page's, with its line.
    await editFile(root, 'dist/about.html', (html) =>
      html.replace('<h1>About</h1>', '<h1>About</h1><div><span></div>'),
    );
    expect((await check({ root })).problems).toContainEqual(
      expect.objectContaining({
        file: 'dist/about.html',
        line: 1,
        hint: 'Fix the markup in the component that renders this element.',
      }),
    );
  });

  it("names the Markdown file too when the page filled in placeholders of the article's HTML", async () => {
    const root = await copyFixture('basic-site');
    await editFile(root, 'pages/blog/[slug].tsx', (text) =>
      text.replace(
        '{ __html: post.html }',
        "{ __html: post.html.replaceAll('{{name}}', 'The Fixture Company') }",
      ),
    );
    const filler =
      'Plain text long enough that the start and the end of the article stand apart from the placeholder.';
    await editFile(
      root,
      'content/posts/hello-world.md',
      (text) =>
        `${text}\n${filler}\n\nWritten by {{name}}.\n\n<p>Unclosed <b>bold</p>\n\n${filler}\n`,
    );
    await build({ root });
    expect(await readFile(path.join(root, 'dist', 'blog', 'hello-world.html'), 'utf8')).toContain(
      'Written by The Fixture Company.',
    );
    expect((await check({ root })).problems).toContainEqual(
      expect.objectContaining({
        file: 'content/posts/hello-world.md',
        message: expect.stringContaining("Unclosed element '<b>'"),
      }),
    );
  });

  it('reports JSON-LD that does not parse, and JSON-LD on a page that did not declare it', async () => {
    const root = await builtFixture();
    await editFile(root, 'dist/index.html', (html) =>
      html.replace(
        /<script type="application\/ld\+json">.*?<\/script>/,
        '<script type="application/ld+json">{"broken": </script>',
      ),
    );
    await editFile(root, 'dist/about.html', (html) =>
      html.replace(
        '</head>',
        '<script type="application/ld+json">{"@type":"Thing"}</script></head>',
      ),
    );
    const { problems } = await check({ root });
    expect(problems).toContainEqual(
      expect.objectContaining({
        file: 'dist/index.html',
        message: expect.stringMatching(/^JSON-LD does not parse/),
      }),
    );
    expect(problems).toContainEqual(
      expect.objectContaining({
        file: 'dist/about.html',
        message: 'The page carries JSON-LD, but pages/about.tsx does not declare it.',
      }),
    );
  });

  it('reports a missing description and a duplicate title', async () => {
    const root = await builtFixture();
    await editFile(root, 'dist/about.html', (html) =>
      html
        .replace(/<meta name="description"[^>]*>/, '')
        .replace(/<title>.*?<\/title>/, '<title>Fixture home</title>'),
    );
    const { problems } = await check({ root });
    expect(problems).toContainEqual(
      expect.objectContaining({
        file: 'dist/about.html',
        field: 'description',
        message: 'The page has no description.',
      }),
    );
    expect(problems).toContainEqual(
      expect.objectContaining({
        field: 'title',
        message: expect.stringContaining('"Fixture home" is also used by'),
      }),
    );
  });

  it('reports a page over the HTML+CSS budget and a page whose JavaScript is over its budget', async () => {
    const root = await builtFixture();
    const noise = Array.from(
      { length: 4000 },
      (_, i) => `<p>${(i * 7919).toString(36)}${Math.sin(i).toString(36)}</p>`,
    ).join('');
    await editFile(root, 'dist/about.html', (html) =>
      html.replace('<h1>About</h1>', `<h1>About</h1>${noise}`),
    );
    await writeFile(
      path.join(root, 'dist', 'assets', 'extra.js'),
      Array.from({ length: 3000 }, (_, i) => `var v${i}=${Math.random()};`).join(''),
    );
    await editFile(root, 'dist/index.html', (html) =>
      html.replace('</head>', '<script src="/assets/extra.js" defer></script></head>'),
    );
    const { problems } = await check({ root });
    expect(problems).toContainEqual(
      expect.objectContaining({
        file: 'dist/about.html',
        message: expect.stringMatching(/over the 14\.00 KB budget/),
      }),
    );
    expect(problems).toContainEqual(
      expect.objectContaining({
        file: 'dist/index.html',
        message: expect.stringMatching(
          /^The JavaScript this page loads \(.*\/assets\/extra\.js\) is .* over the 2\.50 KB budget/,
        ),
      }),
    );
    // A script no page loads counts against no page.
    expect(
      problems
        .filter((problem) => /JavaScript/.test(problem.message))
        .map((problem) => problem.file),
    ).toEqual(['dist/index.html']);
  });

  it('holds each page to the JavaScript it loads: the shared script plus its own, counted together', async () => {
    const root = await builtFixture();
    const html = await readFile(path.join(root, 'dist', 'about.html'), 'utf8');
    const shared = /<script src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1] ?? '';
    const sharedGzip = gzipSync(await readFile(path.join(root, 'dist', shared))).byteLength;
    // A page script under the budget alone, over it together with the shared one.
    let own = '';
    for (let i = 0; gzipSync(own).byteLength <= 2.5 * 1024 - sharedGzip; i++)
      own += `var w${i}="${((i * 2654435761) % 4294967296).toString(36)}";`;
    expect(gzipSync(own).byteLength).toBeLessThan(2.5 * 1024);
    await writeFile(path.join(root, 'dist', 'assets', 'own.js'), own);
    await editFile(root, 'dist/about.html', (page) =>
      page.replace('</head>', '<script src="/assets/own.js" defer></script></head>'),
    );
    const { problems } = await check({ root });
    const overBudget = problems.filter((problem) => /JavaScript/.test(problem.message));
    expect(overBudget).toEqual([
      expect.objectContaining({
        file: 'dist/about.html',
        message: expect.stringContaining(`(${shared}, /assets/own.js)`),
      }),
    ]);
  });

  it('flags an inline script, an event handler and a javascript: URL put into dist/ by hand, which the policy would block', async () => {
    const root = await builtFixture();
    await editFile(root, 'dist/about.html', (html) =>
      html.replace(
        '<h1>About</h1>',
        '<h1>About</h1><script>alert(1)</script><img src="/images/dot.svg" alt="" onerror="alert(2)"/><a href="javascript:alert(3)">x</a>',
      ),
    );
    const { problems } = await check({ root });
    const blocked = problems.filter((problem) =>
      problem.message.endsWith('The Content-Security-Policy blocks it.'),
    );
    expect(blocked).toEqual([
      expect.objectContaining({
        file: 'dist/about.html',
        message: expect.stringContaining(
          'An inline <script> (alert(1)) has no hash in the policy.',
        ),
      }),
      expect.objectContaining({
        file: 'dist/about.html',
        message: expect.stringContaining('The onerror handler on <img> is inline script.'),
      }),
      expect.objectContaining({
        file: 'dist/about.html',
        message: expect.stringContaining('The href of <a> is a javascript: URL'),
      }),
    ]);
  });

  it('accepts an inline script whose hash the policy lists', async () => {
    const root = await builtFixture();
    const script = 'console.log(1)';
    await editFile(root, 'dist/about.html', (html) =>
      html.replace('<h1>About</h1>', `<h1>About</h1><script>${script}</script>`),
    );
    const hash = `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
    await editFile(root, 'dist/_headers', (text) =>
      text.replace("script-src 'self'", `script-src 'self' ${hash}`),
    );
    const { problems } = await check({ root });
    expect(
      problems.filter((problem) => problem.message.includes('Content-Security-Policy')),
    ).toEqual([]);
  });

  it('refuses a folder that was never built', async () => {
    const root = await copyFixture('basic-site');
    await expect(check({ root, distDir: 'nowhere' })).rejects.toThrow(
      'nowhere/index.html does not exist.',
    );
  });
});
