import { describe, expect, it } from 'vitest';
import YAML from 'yaml';
import path from 'node:path';
import {
  checkPublicFiles,
  parseFrontMatter,
  readFlatYaml,
} from '../../../src/generator/pipeline/front-matter';
import { fixturesDir } from '../../helpers';

/** Blocks the fast reader must read exactly as the `yaml` package does. */
const FLAT_BLOCKS = [
  'title: "Hello, world: a guide"\ncategory: Shipping Guide',
  "title: 'It''s here'\ncount: 12\nneg: -4\nplus: +7\noctal: 0o17",
  'a: true\nb: False\nc: TRUE\nd: null\ne: ~\nf:\ng: NULL',
  'date: 2026-03-12\nversion: 1.2.3\nphone: +91 40 1234 5678\nurl: https://example.com/a?b=c',
  'text: a:b and c,d [x] {y}\n# a comment line\n\nafter: blank lines',
  'spaces: trailing   \nempty_quotes: ""\nsingle_empty: \'\'',
  'key_with-dash: value\n_private: yes\non: no',
  'time: 12:30\nhash: a#b\nquestion: why?\npercent: 100%',
  'crlf: "windows"\r\nnext: line\r\n',
];

/** Blocks the fast reader must hand to the full parser (it returns undefined). */
const NOT_FLAT_BLOCKS = [
  'tags:\n  - a\n  - b',
  'nested:\n  key: value',
  'inline: [a, b]',
  'map: {a: 1}',
  'escaped: "a\\nb"',
  'comment: value # trailing comment',
  'float: 1.5',
  'exp: 1e3',
  'hex: 0x1F',
  'big: 12345678901234567890',
  'inf: .inf',
  'anchor: &a value',
  'alias: *a',
  'tag: !!str 12',
  'folded: >\n  text',
  'literal: |\n  text',
  'dash: - item',
  'title: x\ntitle: y',
  'null: key',
  '"quoted key": value',
  'colon: a: b',
  'plain',
];

describe('readFlatYaml', () => {
  it.each(FLAT_BLOCKS)('reads %j exactly as the yaml package does', (block) => {
    const flat = readFlatYaml(block);
    expect(flat).toBeDefined();
    expect(flat!.data).toStrictEqual(YAML.parse(block));
  });

  it.each(NOT_FLAT_BLOCKS)('leaves %j to the full YAML parser', (block) => {
    expect(readFlatYaml(block)).toBeUndefined();
  });

  it('knows the line of each key', () => {
    expect([...readFlatYaml('a: 1\n\n# note\nb: two')!.lines]).toEqual([
      ['a', 0],
      ['b', 3],
    ]);
  });
});

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

  it('reads nested YAML through the full parser, with file lines', async () => {
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
