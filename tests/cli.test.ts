import { spawn } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { copyFixture, editFile, makeTemporaryFolder, removeTemporaryFolders, repoRoot, runSite } from './helpers';

afterAll(removeTemporaryFolders);

describe('site CLI', () => {
  it('builds with exit code 0 and prints each route with its sizes and the total time', async () => {
    const root = await copyFixture('basic-site');
    const { code, stdout, stderr } = await runSite(['build'], root);
    expect(stderr).toBe('');
    expect(code).toBe(0);
    expect(stdout).toMatch(/^route\s+file\s+size\s+gzip$/m);
    expect(stdout).toMatch(/^\/about\s+about\.html\s+[\d.]+ (B|KB)\s+[\d.]+ (B|KB)$/m);
    expect(stdout).toMatch(/^JS\s+assets\/main\.[0-9a-f]{10}\.js/m);
    expect(stdout).toMatch(/^CSS \(inlined in each page\)/m);
    expect(stdout).toMatch(/Built 5 pages into .* in \d+ ms/);
    expect(stdout).not.toContain('\u001b[');
  });

  it('prints nothing with --quiet', async () => {
    const root = await copyFixture('basic-site');
    const { code, stdout } = await runSite(['build', '--quiet', '--out', 'public-site'], root);
    expect(code).toBe(0);
    expect(stdout).toBe('');
  });

  it('exits 1 on a build error, naming the file and field with a hint', async () => {
    const root = await copyFixture('basic-site');
    await editFile(root, 'content/posts/second-guide.md', (text) => text.replace('date: 2026-02-03', 'date: someday'));
    const { code, stderr } = await runSite(['build'], root);
    expect(code).toBe(1);
    expect(stderr).toContain('error content/posts/second-guide.md:4 (date):');
    expect(stderr).toContain('hint:');
    expect(stderr).toContain('The previous output was left as it was.');
  });

  it('exits 2 on an unknown command or flag and points at --help', async () => {
    const root = await copyFixture('basic-site');
    for (const args of [['deploy'], ['build', '--fast'], []]) {
      const { code, stderr } = await runSite(args, root);
      expect(code, args.join(' ')).toBe(2);
      expect(stderr, args.join(' ')).toMatch(/--help|Usage/);
    }
  });

  it('builds the same output with --workers 2 as on one thread, and refuses a count that is not a whole number', async () => {
    const root = await copyFixture('basic-site');
    expect((await runSite(['build', '--quiet', '--workers', '0', '--out', 'one'], root)).code).toBe(0);
    const parallel = await runSite(['build', '--quiet', '--workers', '2', '--out', 'two'], root);
    expect(parallel.stderr).toBe('');
    expect(parallel.code).toBe(0);
    for (const file of ['index.html', 'about.html', 'blog/hello-world.html', '_headers', 'sitemap.xml']) {
      expect(await readFile(path.join(root, 'two', file), 'utf8'), file).toBe(await readFile(path.join(root, 'one', file), 'utf8'));
    }
    for (const bad of ['-1', 'two', '1.5']) {
      const { code, stderr } = await runSite(['build', '--workers', bad], root);
      expect(code, bad).toBe(2);
      expect(stderr, bad).toContain('whole number of worker threads');
    }
  });

  it('exits 0 for --help', async () => {
    const { code, stdout } = await runSite(['--help'], repoRoot);
    expect(code).toBe(0);
    expect(stdout).toContain('build');
    expect(stdout).toContain('serve');
    expect(stdout).toContain('check');
  });

  it('checks a built site with exit 0 and a one-line summary, and exits 1 listing problems', async () => {
    const root = await copyFixture('basic-site');
    await runSite(['build', '--quiet'], root);
    const clean = await runSite(['check'], root);
    expect(clean.code).toBe(0);
    expect(clean.stdout.trim().split('\n')).toHaveLength(1);
    await editFile(root, 'dist/about.html', (html) => html.replace('<h1>About</h1>', '<h1>About</h1><a href="/gone">x</a>'));
    const broken = await runSite(['check'], root);
    expect(broken.code).toBe(1);
    expect(broken.stderr).toContain('error dist/about.html: Broken link to /gone (status 404).');
    expect(broken.stderr).toContain('site check found 1 problem in 5 pages.');
  });

  it('serves, prints the URL, and stops cleanly on Ctrl-C', async () => {
    const root = await copyFixture('basic-site');
    const child = spawn(process.execPath, [path.join(repoRoot, 'bin', 'site.js'), 'serve', '--port', '0', '--no-watch'], { cwd: root, env: { ...process.env, NO_COLOR: '1' } });
    let stdout = '';
    const url = await new Promise<string>((resolve, reject) => {
      child.stdout.on('data', (chunk) => {
        stdout += chunk;
        const match = /at (http:\/\/127\.0\.0\.1:\d+\/)/.exec(stdout);
        if (match) resolve(match[1]!);
      });
      child.on('exit', () => reject(new Error(`serve exited early: ${stdout}`)));
    });
    const response = await fetch(`${url}about`);
    expect(response.status).toBe(200);
    const exitCode = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    child.kill('SIGINT');
    expect(await exitCode).toBe(0);
  });
});
