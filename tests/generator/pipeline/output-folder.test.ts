import { existsSync, lstatSync, readdirSync } from 'node:fs';
import { mkdir, readFile, readlink, rm, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { SiteError } from '../../../src/generator/diagnostics';
import { build } from '../../../src/generator/index';
import {
  buildError,
  copyFixture,
  makeTemporaryFolder,
  removeTemporaryFolders,
} from '../../helpers';

afterAll(removeTemporaryFolders);

/** The message and hint of the first problem, as one text. */
const described = (error: SiteError) =>
  `${error.diagnostics[0]!.message}\n${error.diagnostics[0]!.hint ?? ''}`;

describe('the output folder', () => {
  it('refuses to replace docs/ that site did not write, naming the folder and leaving every file as it was', async () => {
    const root = await copyFixture('basic-site');
    await mkdir(path.join(root, 'docs'));
    await writeFile(path.join(root, 'docs', 'deploy.md'), '# Deploying\n');
    await writeFile(path.join(root, 'docs', 'performance.md'), '# Performance\n');
    const error = await buildError(build({ root, outDir: 'docs' }));
    expect(described(error)).toContain('docs');
    expect(error.diagnostics[0]!.hint).toMatch(/--out/);
    expect(error.diagnostics[0]!.hint).toMatch(/remove it by hand/);
    expect(readdirSync(path.join(root, 'docs')).sort()).toEqual(['deploy.md', 'performance.md']);
    expect(await readFile(path.join(root, 'docs', 'deploy.md'), 'utf8')).toBe('# Deploying\n');
    expect(readdirSync(root).filter((name) => name.startsWith('docs.'))).toEqual([]);
  });

  it('refuses --out .git and leaves the repository as it was', async () => {
    const root = await copyFixture('basic-site');
    await mkdir(path.join(root, '.git', 'refs'), { recursive: true });
    await writeFile(path.join(root, '.git', 'HEAD'), 'ref: refs/heads/main\n');
    const error = await buildError(build({ root, outDir: '.git' }));
    expect(described(error)).toContain('.git');
    expect(await readFile(path.join(root, '.git', 'HEAD'), 'utf8')).toBe('ref: refs/heads/main\n');
  });

  it('refuses to replace a plain file named dist, or package.json, with a folder', async () => {
    const root = await copyFixture('basic-site');
    await writeFile(path.join(root, 'dist'), 'notes\n');
    await writeFile(path.join(root, 'package.json'), '{"name":"mine"}\n');
    for (const outDir of ['dist', 'package.json']) {
      const error = await buildError(build({ root, outDir }));
      expect(described(error), outDir).toContain(outDir);
      expect(described(error), outDir).toMatch(/is a file/);
      expect(lstatSync(path.join(root, outDir)).isFile(), outDir).toBe(true);
    }
    expect(await readFile(path.join(root, 'dist'), 'utf8')).toBe('notes\n');
    expect(await readFile(path.join(root, 'package.json'), 'utf8')).toBe('{"name":"mine"}\n');
  });

  it('replaces a missing folder, an empty one, and its own earlier output, which it marks with one dotfile', async () => {
    const root = await copyFixture('basic-site');
    await build({ root });
    expect(existsSync(path.join(root, 'dist', '.site-output'))).toBe(true);
    await writeFile(path.join(root, 'dist', 'stale.html'), 'left from before\n');
    await build({ root });
    expect(existsSync(path.join(root, 'dist', 'stale.html'))).toBe(false);
    await mkdir(path.join(root, 'empty'));
    await build({ root, outDir: 'empty' });
    expect(existsSync(path.join(root, 'empty', 'index.html'))).toBe(true);
  });

  it('does not take a build record as permission for a folder whose pages are gone', async () => {
    const root = await copyFixture('basic-site');
    await build({ root });
    // The folder was replaced by hand after that build.
    await rm(path.join(root, 'dist'), { recursive: true });
    await mkdir(path.join(root, 'dist'));
    await writeFile(path.join(root, 'dist', 'notes.txt'), 'mine\n');
    await buildError(build({ root }));
    expect(await readFile(path.join(root, 'dist', 'notes.txt'), 'utf8')).toBe('mine\n');
  });

  it('builds through a dist symlink into the folder it points to, keeping the link, with the staging folder beside that folder', async () => {
    const root = await copyFixture('basic-site');
    const webRoot = path.join(await makeTemporaryFolder('site-web-root-'), 'www');
    await mkdir(webRoot);
    await symlink(webRoot, path.join(root, 'dist'));
    await build({ root });
    expect(lstatSync(path.join(root, 'dist')).isSymbolicLink()).toBe(true);
    expect(await readlink(path.join(root, 'dist'))).toBe(webRoot);
    expect(existsSync(path.join(webRoot, 'index.html'))).toBe(true);
    // A second build replaces the web root's contents again.
    await writeFile(path.join(webRoot, 'stale.html'), 'old\n');
    await build({ root });
    expect(lstatSync(path.join(root, 'dist')).isSymbolicLink()).toBe(true);
    expect(existsSync(path.join(webRoot, 'stale.html'))).toBe(false);
    expect(readdirSync(path.dirname(webRoot))).toEqual(['www']);
    expect(readdirSync(root).filter((name) => name.startsWith('dist.'))).toEqual([]);
  });

  it('refuses a dist symlink to a web root that site did not write, naming the link and where it leads', async () => {
    const root = await copyFixture('basic-site');
    const webRoot = path.join(await makeTemporaryFolder('site-web-root-'), 'www');
    await mkdir(webRoot);
    await writeFile(path.join(webRoot, 'index.php'), '<?php phpinfo();\n');
    await symlink(webRoot, path.join(root, 'dist'));
    const error = await buildError(build({ root }));
    expect(error.diagnostics[0]!.message).toContain(`dist (a symbolic link to ${webRoot})`);
    expect(readdirSync(webRoot)).toEqual(['index.php']);
    expect(lstatSync(path.join(root, 'dist')).isSymbolicLink()).toBe(true);
  });

  it('refuses a dist symlink that leads to a missing folder or into the sources, naming where it leads', async () => {
    const root = await copyFixture('basic-site');
    await symlink(path.join(root, 'nowhere'), path.join(root, 'dist'));
    const missing = await buildError(build({ root }));
    expect(described(missing)).toContain(path.join(root, 'nowhere'));
    await rm(path.join(root, 'dist'));
    await symlink('public', path.join(root, 'dist'));
    const intoPublic = await buildError(build({ root }));
    expect(described(intoPublic)).toContain('public');
    expect(existsSync(path.join(root, 'public', 'images'))).toBe(true);
    expect(existsSync(path.join(root, 'public', 'index.html'))).toBe(false);
  });
});
