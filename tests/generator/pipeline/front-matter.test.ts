import { describe, expect, it } from 'vitest';
import path from 'node:path';
import { checkPublicFiles, parseFrontMatter } from '../../../src/generator/pipeline/front-matter';
import { fixturesDir } from '../../helpers';

describe('parseFrontMatter', () => {
  it('gives the data, the body after the closing line, and file lines of keys', async () => {
    const parsed = await parseFrontMatter(
      '---\ntitle: "Hi"\n\ndate: 2026-01-02\n---\n\n# Body\n',
      'a.md',
    );
    expect(parsed).toMatchObject({ data: { title: 'Hi', date: '2026-01-02' }, body: '\n# Body\n' });
    if ('problems' in parsed) throw new Error('expected front matter');
    expect([parsed.lineOf('title'), parsed.lineOf('date'), parsed.lineOf('missing')]).toEqual([
      2,
      4,
      undefined,
    ]);
  });

  it('reads nested YAML, with file lines', async () => {
    const parsed = await parseFrontMatter(
      '---\ntitle: x\ntags:\n  - a\n  - b\nscore: 1.5\n---\nBody',
      'a.md',
    );
    if ('problems' in parsed) throw new Error('expected front matter');
    expect(parsed.data).toStrictEqual({ title: 'x', tags: ['a', 'b'], score: 1.5 });
    expect([parsed.lineOf('tags'), parsed.lineOf('score')]).toEqual([3, 6]);
    expect(parsed.body).toBe('Body');
  });

  it('names the file line of a YAML syntax error', async () => {
    const parsed = await parseFrontMatter(
      '---\ntitle: ok\nbroken: [unclosed\n---\nBody',
      'content/a.md',
    );
    expect(parsed).toHaveProperty('problems');
    if (!('problems' in parsed)) return;
    expect(parsed.problems[0]).toMatchObject({
      file: 'content/a.md',
      message: expect.stringContaining('not valid YAML'),
    });
    expect(parsed.problems[0]!.line).toBeGreaterThanOrEqual(3);
  });

  it('gives each kind of YAML error its own hint, and a message that ends in a full stop', async () => {
    const problemsOf = async (block: string) => {
      const parsed = await parseFrontMatter(`---\n${block}\n---\nBody`, 'content/a.md');
      return 'problems' in parsed ? parsed.problems : [];
    };
    const [tab] = await problemsOf('title: ok\ntags:\n\t- a');
    expect(tab).toMatchObject({
      line: 4,
      message: 'The front matter is not valid YAML: Tabs are not allowed as indentation.',
      hint: expect.stringContaining('spaces'),
    });
    expect(tab!.hint).not.toContain('colon');
    const [colon] = await problemsOf('title: Customs: a guide\nscore: [1');
    expect(colon).toMatchObject({
      line: 2,
      message: expect.stringMatching(/^The front matter is not valid YAML: [^:]*\.$/),
      hint: expect.stringContaining('quotes around a value that contains a colon'),
    });
    const [duplicate] = await problemsOf('title: a\ntitle: b\nx: [1');
    expect(duplicate).toMatchObject({
      line: 3,
      hint: 'Give each field once: remove or rename the repeated one.',
    });
  });

  it('reports a missing or unclosed block, and a block that is not fields', async () => {
    expect(await parseFrontMatter('# Just markdown\n', 'a.md')).toMatchObject({
      problems: [{ message: 'The file has no front matter.', line: 1 }],
    });
    expect(await parseFrontMatter('---\ntitle: x\n# no end\n', 'a.md')).toMatchObject({
      problems: [{ message: 'The front matter is not closed.' }],
    });
    expect(await parseFrontMatter('---\njust text\n---\n', 'a.md')).toMatchObject({
      problems: [{ message: expect.stringContaining('not a list of') }],
    });
  });
});

describe('front matter written by other editors, or against the generator', () => {
  it('reads a file that starts with a byte-order mark, with the same lines', async () => {
    const parsed = await parseFrontMatter(
      '\uFEFF---\r\ntitle: Hi\r\ndate: 2026-01-02\r\n---\r\n\r\nBody\r\n',
      'content/a.md',
    );
    if ('problems' in parsed)
      throw new Error(`expected front matter, got ${JSON.stringify(parsed.problems)}`);
    expect(parsed.data).toEqual({ title: 'Hi', date: '2026-01-02' });
    expect(parsed.lineOf('date')).toBe(3);
    const nested = await parseFrontMatter('\uFEFF---\ntags:\n  - a\n---\nBody', 'content/a.md');
    expect(nested).toMatchObject({ data: { tags: ['a'] }, body: 'Body' });
  });

  it('names the file of an alias bomb (billion laughs) instead of expanding it', async () => {
    const levels = ['a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]'];
    for (const name of 'bcdefghi')
      levels.push(
        `${name}: &${name} [${Array(9)
          .fill(`*${String.fromCharCode(name.charCodeAt(0) - 1)}`)
          .join(',')}]`,
      );
    const parsed = await parseFrontMatter(
      `---\ntitle: x\n${levels.join('\n')}\n---\nBody`,
      'content/posts/bomb.md',
    );
    expect(parsed).toEqual({
      problems: [
        expect.objectContaining({
          file: 'content/posts/bomb.md',
          message: expect.stringContaining('expands too many YAML aliases'),
          hint: expect.stringContaining('aliases'),
        }),
      ],
    });
  });
});

describe('front-matter fields that are paths under public/', () => {
  const publicDir = path.join(fixturesDir, 'basic-site', 'public');
  const check = (data: Record<string, unknown>) =>
    checkPublicFiles(
      { data, lineOf: (key) => (key in data ? 3 : undefined) },
      ['image', 'thumb'],
      publicDir,
      'content/posts/a.md',
    );

  it('pass when the file exists, is an absolute URL, or is not text (the schema judges that)', () => {
    expect(check({ image: '/images/dot.svg', thumb: 'https://cdn.example/a.png' })).toEqual([]);
    expect(check({ image: 42 })).toEqual([]);
  });

  it('name the Markdown file, field and line of a file that does not exist or lies outside public/', () => {
    expect(check({ image: '/images/gone.svg', thumb: '/../package.json' })).toEqual([
      {
        message: 'image: /images/gone.svg does not exist in public/.',
        file: 'content/posts/a.md',
        field: 'image',
        line: 3,
        hint: expect.stringContaining('public/images/gone.svg'),
      },
      {
        message: 'thumb: /../package.json is outside public/.',
        file: 'content/posts/a.md',
        field: 'thumb',
        line: 3,
        hint: expect.any(String),
      },
    ]);
    expect(check({ image: '/images' })).toEqual([
      expect.objectContaining({
        field: 'image',
        message: 'image: /images does not exist in public/.',
      }),
    ]);
  });
});
