import { existsSync } from 'node:fs';
import { mkdir, readFile, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { SiteError } from '../../../src/generator/diagnostics';
import { build } from '../../../src/generator/index';
import {
  buildError,
  copyFixture,
  makeTemporaryFolder,
  removeTemporaryFolders,
  runSite,
} from '../../helpers';

afterAll(removeTemporaryFolders);

const files = (error: SiteError) => error.diagnostics.map((diagnostic) => diagnostic.file);

describe('public/ files', () => {
  it('refuses symbolic links that leave the project, naming each file, and writes no output', async () => {
    const root = await copyFixture('basic-site');
    const outside = await makeTemporaryFolder('site-home-');
    await writeFile(path.join(outside, 'secret.txt'), 'private\n');
    await symlink('/etc/passwd', path.join(root, 'public', 'passwd.txt'));
    await symlink(outside, path.join(root, 'public', 'home'));
    const error = await buildError(build({ root }));
    expect(files(error).sort()).toEqual(['public/home', 'public/passwd.txt']);
    expect(error.diagnostics.map((diagnostic) => diagnostic.message).join('\n')).toContain(
      'outside the project',
    );
    expect(existsSync(path.join(root, 'dist'))).toBe(false);
  });

  it('reports a symlink loop and a broken symlink as build errors naming the file, not as a crash', async () => {
    const root = await copyFixture('basic-site');
    await symlink('self', path.join(root, 'public', 'self'));
    await symlink('..', path.join(root, 'public', 'up'));
    await symlink('gone.svg', path.join(root, 'public', 'broken.svg'));
    const error = await buildError(build({ root }));
    expect(files(error).sort()).toEqual(['public/broken.svg', 'public/self', 'public/up']);
    const cli = await runSite(['build'], root);
    expect(cli.code).toBe(1);
    expect(cli.stderr).toContain('public/broken.svg');
    expect(cli.stderr).toContain('loop');
    expect(cli.stderr).not.toContain('bug in the generator');
  });

  it('copies what links inside the project lead to, files and folders alike', async () => {
    const root = await copyFixture('basic-site');
    await mkdir(path.join(root, 'assets-src', 'fonts'), { recursive: true });
    await writeFile(path.join(root, 'assets-src', 'fonts', 'a.woff2'), 'font bytes');
    await writeFile(path.join(root, 'assets-src', 'robots-extra.txt'), 'extra\n');
    await symlink(path.join(root, 'assets-src', 'fonts'), path.join(root, 'public', 'fonts'));
    await symlink('../assets-src/robots-extra.txt', path.join(root, 'public', 'extra.txt'));
    await build({ root });
    expect(await readFile(path.join(root, 'dist', 'fonts', 'a.woff2'), 'utf8')).toBe('font bytes');
    expect(await readFile(path.join(root, 'dist', 'extra.txt'), 'utf8')).toBe('extra\n');
  });

  it('refuses file names the _headers and _redirects files cannot carry, naming each, and writes no rule of theirs', async () => {
    const root = await copyFixture('basic-site');
    const names = [
      'a\n*\n  X-Evil: 1',
      'tab\there.txt',
      'star*.txt',
      ':placeholder',
      ' padded.txt',
    ];
    for (const name of names) await writeFile(path.join(root, 'public', name), 'x');
    await mkdir(path.join(root, 'public', 'nested'));
    await writeFile(path.join(root, 'public', 'nested', 'line\rbreak.txt'), 'x');
    const error = await buildError(build({ root }));
    expect(files(error).sort()).toEqual([
      'public/ padded.txt',
      'public/:placeholder',
      'public/a\\n*\\n  X-Evil: 1',
      'public/nested/line\\rbreak.txt',
      'public/star*.txt',
      'public/tab\\there.txt',
    ]);
    expect(existsSync(path.join(root, 'dist'))).toBe(false);
  });

  it('publishes no dotfile of public/ (.env, .DS_Store, a .git folder) but does publish .well-known/', async () => {
    const root = await copyFixture('basic-site');
    const pub = path.join(root, 'public');
    await writeFile(path.join(pub, '.env'), 'SECRET=1\n');
    await writeFile(path.join(pub, '.DS_Store'), 'x');
    await mkdir(path.join(pub, '.git'));
    await writeFile(path.join(pub, '.git', 'config'), 'x');
    await writeFile(path.join(pub, 'images', '.env'), 'SECRET=2\n');
    await mkdir(path.join(pub, '.well-known'));
    await writeFile(path.join(pub, '.well-known', 'security.txt'), 'Contact: mailto:a@b.c\n');
    const { outDir } = await build({ root });
    for (const hidden of ['.env', '.DS_Store', '.git', 'images/.env'])
      expect(existsSync(path.join(outDir, hidden)), hidden).toBe(false);
    expect(await readFile(path.join(outDir, '.well-known', 'security.txt'), 'utf8')).toContain(
      'Contact',
    );
  });

  it('refuses two files whose names differ only in case or in Unicode normalization, naming both', async () => {
    const root = await copyFixture('basic-site');
    const pub = path.join(root, 'public');
    await writeFile(path.join(pub, 'logo.svg'), '<svg/>');
    await writeFile(path.join(pub, 'Logo.svg'), '<svg/>');
    await writeFile(path.join(pub, 'caf\u00e9.svg'), '<svg/>');
    await writeFile(path.join(pub, 'cafe\u0301.svg'), '<svg/>');
    const error = await buildError(build({ root }));
    expect(error.diagnostics).toEqual([
      expect.objectContaining({
        file: 'public/Logo.svg',
        message: expect.stringContaining(
          'public/Logo.svg and public/logo.svg differ only in upper and lower case',
        ),
      }),
      expect.objectContaining({
        message: expect.stringContaining('Unicode NFC and NFD'),
        hint: expect.stringContaining('Keep one of them'),
      }),
    ]);
  });

  it('refuses a file in public/assets/, the folder of the hashed files cached for a year, and says where to move it', async () => {
    const root = await copyFixture('basic-site');
    await mkdir(path.join(root, 'public', 'assets'));
    await writeFile(path.join(root, 'public', 'assets', 'legacy.js'), 'void 0;\n');
    const error = await buildError(build({ root }));
    expect(error.diagnostics).toEqual([
      expect.objectContaining({
        file: 'public/assets/legacy.js',
        message: expect.stringContaining('content-hashed files'),
        hint: expect.stringContaining('public/js/legacy.js'),
      }),
    ]);
  });
});
