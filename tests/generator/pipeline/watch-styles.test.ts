import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createWatchBuilder } from '../../../src/generator/pipeline/watch';
import { buildError, copyFixture, editFile, removeTemporaryFolders } from '../../helpers';
import { expectSameAsFreshBuild } from './same-as-fresh';

afterAll(removeTemporaryFolders);

/** The stylesheet the home page inlines. */
async function stylesheet(root: string): Promise<string> {
  return (
    /<style>(.*?)<\/style>/.exec(
      await readFile(path.join(root, 'dist', 'index.html'), 'utf8'),
    )?.[1] ?? ''
  );
}

describe('watch mode and the stylesheet', () => {
  it('prefixes each saved stylesheet for the browserslist as it is now, as a fresh build does, also after the browserslist changed', async () => {
    const root = await copyFixture('basic-site');
    const builder = createWatchBuilder({ root });
    await builder.build();
    expect(await stylesheet(root)).toContain('-webkit-user-select:none');

    await editFile(root, 'styles/main.css', (text) => `${text}\nh2 { user-select: none; }\n`);
    const edited = await builder.update([path.join(root, 'styles/main.css')]);
    expect(await stylesheet(root)).toContain('h2{-webkit-user-select:none');
    await expectSameAsFreshBuild(root, edited);

    // A browserslist that needs no prefix: the worker watch mode kept must not answer with the old one.
    await writeFile(
      path.join(root, 'package.json'),
      JSON.stringify({ browserslist: ['Chrome 120'] }),
    );
    const narrowed = await builder.update([path.join(root, 'package.json')]);
    expect(await stylesheet(root)).not.toContain('-webkit-user-select');
    await expectSameAsFreshBuild(root, narrowed);

    await editFile(root, 'styles/main.css', (text) => `${text}\nh3 { user-select: none; }\n`);
    await builder.update([path.join(root, 'styles/main.css')]);
    expect(await stylesheet(root)).toContain('h3{user-select:none}');

    await writeFile(
      path.join(root, 'package.json'),
      JSON.stringify({ browserslist: ['Chrome 120', 'no such browser 9'] }),
    );
    const error = await buildError(builder.update([path.join(root, 'package.json')]));
    expect(error.message).toContain('no such browser 9');
    expect(error.diagnostics[0]).toMatchObject({ file: 'styles/main.css' });
  });
});
