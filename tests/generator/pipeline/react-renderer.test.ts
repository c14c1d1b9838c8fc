import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { build } from '../../../src/generator/index';
import { copyFixture, removeTemporaryFolders } from '../../helpers';

afterAll(removeTemporaryFolders);

describe('React in a build', () => {
  it('renders a component that renders part of its markup itself with react-dom/server', async () => {
    const root = await copyFixture('basic-site');
    await writeFile(
      path.join(root, 'pages', 'fragment.tsx'),
      [
        "import { renderToStaticMarkup } from 'react-dom/server';",
        "export const meta = { title: 'A fragment', description: 'A page that renders part of itself to a string.' };",
        'export default function Fragment() {',
        '  return <div dangerouslySetInnerHTML={{ __html: renderToStaticMarkup(<em>rendered twice</em>) }} />;',
        '}',
      ].join('\n'),
    );
    const result = await build({ root });
    expect(result.pages.map((page) => page.route)).toContain('/fragment');
    expect(await readFile(path.join(root, 'dist', 'fragment.html'), 'utf8')).toContain(
      '<div><em>rendered twice</em></div>',
    );
  });
});
