/** A page's own script (src/generator/pipeline/bundle-client.ts): bundled, hashed, loaded by that page alone. */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { build } from '../../../src/generator/index';
import { copyFixture, editFile, removeTemporaryFolders } from '../../helpers';

afterAll(removeTemporaryFolders);

async function fixtureWithPageScript(script: string): Promise<string> {
  const root = await copyFixture('basic-site');
  await writeFile(
    path.join(root, 'src', 'client', 'about-only.ts'),
    "import { greeting } from './greeting';\ndocument.title = greeting('about page script');\n",
  );
  await writeFile(
    path.join(root, 'src', 'client', 'greeting.ts'),
    'export const greeting = (name: string) => `hello from the ${name}`;\n',
  );
  await editFile(root, 'pages/about.tsx', (source) =>
    source.replace(
      'export default',
      `export const script = ${JSON.stringify(script)};\n\nexport default`,
    ),
  );
  return root;
}

describe('a page that declares its own script', () => {
  it('loads the bundled, minified, content-hashed script after the shared one, and no other page loads it', async () => {
    const root = await fixtureWithPageScript('../src/client/about-only.ts');
    await build({ root, cache: false });
    const assets = await readdir(path.join(root, 'dist', 'assets'));
    const own = assets.find((name) => /^about-only\.[0-9a-f]{10}\.js$/.test(name));
    expect(own, assets.join(', ')).toBeDefined();
    const code = await readFile(path.join(root, 'dist', 'assets', own!), 'utf8');
    expect(code).toContain('about page script');
    expect(code).not.toContain('export ');
    const about = await readFile(path.join(root, 'dist', 'about.html'), 'utf8');
    const sources = [...about.matchAll(/<script src="([^"]+)" defer="">/g)].map(
      (match) => match[1],
    );
    expect(sources).toHaveLength(2);
    expect(sources[1]).toBe(`/assets/${own}`);
    for (const other of ['index.html', '404.html'])
      expect(await readFile(path.join(root, 'dist', other), 'utf8'), other).not.toContain(own);
  });

  it('names the page, the field and the path it looked for when the script does not exist', async () => {
    const root = await fixtureWithPageScript('../src/client/missing.ts');
    await expect(build({ root, cache: false })).rejects.toMatchObject({
      diagnostics: [
        expect.objectContaining({
          file: 'pages/about.tsx',
          field: 'script',
          message: expect.stringContaining('src/client/missing.ts'),
        }),
      ],
    });
  });
});
