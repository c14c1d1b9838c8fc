/**
 * Machine errors while a build writes: each is the user's situation, reported with the file and
 * what to do, never as a bug in the generator.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { resolvePaths } from '../../../src/generator/config';
import { openStaging } from '../../../src/generator/pipeline/write-output';
import { toSiteError } from '../../../src/generator/diagnostics';
import { copyFixture, makeTemporaryFolder, removeTemporaryFolders, runSite } from '../../helpers';

afterAll(removeTemporaryFolders);

/** Whether this machine lets the test mount a small tmpfs (root in a container that allows it). */
function canMount(): boolean {
  if (process.platform !== 'linux' || process.getuid?.() !== 0) return false;
  const probe = path.join('/tmp', `site-mount-probe-${process.pid}`);
  try {
    execFileSync('mkdir', ['-p', probe]);
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=64k', 'tmpfs', probe], { stdio: 'ignore' });
    execFileSync('umount', [probe]);
    return true;
  } catch {
    return false;
  } finally {
    spawnSync('rmdir', [probe]);
  }
}

/** A write failed with ENOSPC, which the user is told is a full disk at `file`. */
function expectFullDiskNamed(thrown: unknown, file: string): void {
  expect((thrown as NodeJS.ErrnoException | undefined)?.code).toBe('ENOSPC');
  const userError = toSiteError(thrown);
  expect(userError, 'a full disk is the user’s situation').toBeDefined();
  expect(userError!.diagnostics[0]!.message).toContain(file);
  expect(userError!.diagnostics[0]!.hint).toMatch(/disk is full/);
}

describe('a full disk', { timeout: 120_000 }, () => {
  it('while a page is written names the page file and says the disk is full', async () => {
    // /dev/full fails every write with ENOSPC, as a full disk does: from write(2), which names no path.
    const folder = await makeTemporaryFolder('site-full-');
    const staging = await openStaging(resolvePaths(folder), path.join(folder, 'dist'));
    const page = path.join(staging.folder, 'index.html');
    await symlink('/dev/full', page);
    let thrown: unknown;
    try {
      staging.writePage('index.html', '<!doctype html><p>hello</p>');
    } catch (error) {
      thrown = error;
    }
    await staging.abort();
    expectFullDiskNamed(thrown, page);
  });

  it.skipIf(!canMount())(
    'fails `site build` on a full tmpfs with the file, ENOSPC and a hint, and leaves no staging folder',
    async () => {
      const root = await copyFixture('basic-site');
      const disk = await makeTemporaryFolder('site-tmpfs-');
      execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=256k', 'tmpfs', disk]);
      try {
        // Leave one 4 KB block: the output folder's lock takes it, and the output marker finds the disk full.
        execFileSync('sh', [
          '-c',
          `dd if=/dev/zero of=${disk}/filler bs=4096 count=63 2>/dev/null || true`,
        ]);
        const { code, stderr } = await runSite(['build', '--out', path.join(disk, 'dist')], root);
        expect(stderr).toContain('(ENOSPC)');
        expect(stderr).toContain(disk);
        expect(stderr).toContain('hint: The disk is full.');
        expect(stderr).not.toContain('bug in the generator');
        expect(code).toBe(1);
        expect(execFileSync('ls', [disk], { encoding: 'utf8' }).trim()).toBe('filler');
      } finally {
        execFileSync('umount', [disk]);
      }
    },
  );
});

describe('an output path the machine refuses', { timeout: 120_000 }, () => {
  it('names a public folder where the build must write a file, and a public file where it must make a folder', async () => {
    const root = await copyFixture('basic-site');
    await mkdir(path.join(root, 'public', 'sitemap.xml'));
    await writeFile(path.join(root, 'public', 'sitemap.xml', 'inner.txt'), 'x');
    const folder = await runSite(['build'], root);
    expect(folder.stderr).toContain('public/sitemap.xml/inner.txt');
    expect(folder.stderr).not.toContain('bug in the generator');
    expect(folder.code).toBe(1);
    expect(existsSync(path.join(root, 'dist'))).toBe(false);
    const other = await copyFixture('basic-site');
    await writeFile(path.join(other, 'public', 'blog'), 'a file where the blog folder goes');
    const file = await runSite(['build'], other);
    expect(file.stderr).toContain('public/blog');
    expect(file.stderr).not.toContain('bug in the generator');
    expect(file.code).toBe(1);
  });
});

describe('errors from the machine, mapped', () => {
  const systemError = (code: string, syscall: string, file?: string) =>
    Object.assign(new Error(`${code}: something, ${syscall}${file ? ` '${file}'` : ''}`), {
      code,
      syscall,
      errno: -1,
      ...(file && { path: file }),
    });

  it.each([
    'ENOSPC',
    'EROFS',
    'EACCES',
    'EPERM',
    'EMFILE',
    'ENFILE',
    'ELOOP',
    'ENOENT',
    'ENOTDIR',
    'EISDIR',
    'EEXIST',
    'EXDEV',
  ])('%s with a path names the path and says what to do', (code) => {
    const error = toSiteError(systemError(code, 'open', '/srv/site/dist.tmp-1/index.html'));
    expect(error, code).toBeDefined();
    expect(error!.diagnostics[0]!.message).toContain('/srv/site/dist.tmp-1/index.html');
    expect(error!.diagnostics[0]!.message).toContain(`(${code})`);
    expect(error!.diagnostics[0]!.hint, code).toMatch(/\w/);
  });

  it('too many open files, without a path, still says what to do', () => {
    for (const code of ['EMFILE', 'ENFILE', 'ENOSPC']) {
      const error = toSiteError(systemError(code, 'write'));
      expect(error, code).toBeDefined();
      expect(error!.diagnostics[0]!.hint, code).toMatch(/\w/);
    }
  });
});
