import { execFile, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { resolvePaths } from '../../src/generator/config';
import { build } from '../../src/generator/index';
import { copyFixture, editFile, removeTemporaryFolders, repoRoot, runSite } from '../helpers';

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
    await editFile(root, 'content/posts/second-guide.md', (text) =>
      text.replace('date: 2026-02-03', 'date: someday'),
    );
    const { code, stderr } = await runSite(['build'], root);
    expect(code).toBe(1);
    expect(stderr).toContain('error content/posts/second-guide.md:4 (date):');
    expect(stderr).toContain('hint:');
    expect(stderr).toContain('The previous output was left as it was.');
  });

  it('exits 2 on an unknown command or flag and points at --help', async () => {
    const root = await copyFixture('basic-site');
    for (const args of [['deploy'], ['build', '--fast'], ['build', 'extra'], []]) {
      const { code, stderr } = await runSite(args, root);
      expect(code, args.join(' ')).toBe(2);
      expect(stderr, args.join(' ')).toMatch(/--help|Usage/);
    }
  });

  it('suggests the command or option a typo most likely meant', async () => {
    const command = await runSite(['buld'], repoRoot);
    expect(command.code).toBe(2);
    expect(command.stderr).toContain("unknown command 'buld'");
    expect(command.stderr).toContain('Did you mean build?');
    const option = await runSite(['build', '--quite'], repoRoot);
    expect(option.code).toBe(2);
    expect(option.stderr).toContain("unknown option '--quite'");
    expect(option.stderr).toContain('Did you mean --quiet?');
  });

  it('writes usage errors in the same style as build errors: a red error line and a dim hint naming the help to read', async () => {
    const command = await runSite(['buidl'], repoRoot, { FORCE_COLOR: '1', NO_COLOR: '' });
    expect(command.code).toBe(2);
    expect(command.stderr).toBe(
      "\u001b[31merror\u001b[39m unknown command 'buidl'.\n  \u001b[2mhint:\u001b[22m Did you mean build? Run `site --help` for usage.\n",
    );
    const option = await runSite(['check', '--uot', 'dist'], repoRoot);
    expect(option.code).toBe(2);
    expect(option.stderr).toBe(
      "error unknown option '--uot'.\n  hint: Did you mean --out? Run `site check --help` for usage.\n",
    );
  });

  it('names the output folder --out in every command, keeping --dist for check as an alias', async () => {
    const root = await copyFixture('basic-site');
    // The build is not what this test is about: made in-process, as `site build --out site-out` makes it.
    await build({ root, outDir: 'site-out' });
    for (const flag of ['--out', '--dist']) {
      const { code, stdout, stderr } = await runSite(['check', flag, 'site-out'], root);
      expect(stderr, flag).toBe('');
      expect(code, flag).toBe(0);
      expect(stdout, flag).toMatch(/^✓ 5 pages, /);
    }
    const missing = await runSite(['check', '--out', 'never-built'], root);
    expect(missing.stderr).toContain('error --out: never-built/index.html does not exist.');
  });

  it('shows examples in the help of each command', async () => {
    for (const command of ['build', 'serve', 'preview', 'check']) {
      const { code, stdout } = await runSite(['help', command], repoRoot);
      expect(code, command).toBe(0);
      const examples = stdout.split('Examples:')[1] ?? '';
      expect(
        examples.match(new RegExp(`^  \\$ site ${command}\\b`, 'gm'))?.length ?? 0,
        command,
      ).toBeGreaterThanOrEqual(2);
    }
  });

  it('prints the version of the package with --version', async () => {
    const { version } = JSON.parse(await readFile(path.join(repoRoot, 'package.json'), 'utf8')) as {
      version: string;
    };
    for (const flag of ['--version', '-v']) {
      const { code, stdout } = await runSite([flag], repoRoot);
      expect(code, flag).toBe(0);
      expect(stdout, flag).toBe(`${version}\n`);
    }
  });

  it('describes every cache in the help of --no-cache', async () => {
    const { code, stdout } = await runSite(['build', '--help'], repoRoot);
    expect(code).toBe(0);
    const help = stdout.replace(/\s+/g, ' ');
    for (const cache of [
      'node_modules/.cache/site',
      'prefixed stylesheet',
      'share images',
      'photos',
      'V8',
    ])
      expect(help).toContain(cache);
  });

  it('colours output when FORCE_COLOR asks for it without a terminal, and not when FORCE_COLOR=0 or NO_COLOR say no', async () => {
    const root = await copyFixture('basic-site');
    const colored = (env: NodeJS.ProcessEnv) =>
      runSite(['build', '--out', 'colour'], root, {
        NO_COLOR: undefined,
        FORCE_COLOR: undefined,
        TERM: undefined,
        ...env,
      }).then((result) => result.stdout.includes('\u001b['));
    expect(await colored({ FORCE_COLOR: '1' })).toBe(true);
    expect(await colored({})).toBe(false);
    expect(await colored({ FORCE_COLOR: '0' })).toBe(false);
    expect(await colored({ FORCE_COLOR: '1', NO_COLOR: '1' })).toBe(false);
  });

  it('turns colour off on a terminal whose TERM is dumb', async () => {
    // `script` (util-linux) runs the command on a pseudo-terminal.
    const root = await copyFixture('basic-site');
    const onTerminal = (term: string) =>
      new Promise<string>((resolve, reject) => {
        const command = `${JSON.stringify(process.execPath)} ${JSON.stringify(path.join(repoRoot, 'bin', 'site.js'))} build --out terminal`;
        execFile(
          'script',
          ['-qec', command, '/dev/null'],
          { cwd: root, env: { ...process.env, NO_COLOR: '', FORCE_COLOR: '', TERM: term } },
          (error, stdout) => (error ? reject(error) : resolve(stdout)),
        );
      });
    expect(await onTerminal('xterm-256color')).toContain('\u001b[');
    expect(await onTerminal('dumb')).not.toContain('\u001b[');
  });

  it('accepts --timings and prints a table of the build’s phases', async () => {
    const root = await copyFixture('basic-site');
    const { code, stdout, stderr } = await runSite(['build', '--quiet', '--timings'], root);
    expect(stderr).toBe('');
    expect(code).toBe(0);
    expect(stdout).toMatch(/^phase\s+ms$/m);
    expect(stdout).toMatch(/^total\s+\d+\.\d$/m);
  });

  it('reports an output path the machine refuses as the user’s problem, naming the path and what to do, not as a bug', async () => {
    const root = await copyFixture('basic-site');
    await writeFile(path.join(root, 'not-a-folder'), 'a file where a folder should be\n');
    const { code, stderr } = await runSite(['build', '--out', 'not-a-folder/dist'], root);
    expect(code).toBe(1);
    expect(stderr).toContain(path.join(root, 'not-a-folder', 'dist'));
    expect(stderr).toContain('(ENOTDIR)');
    expect(stderr).toContain('hint: A part of this path is a file');
    expect(stderr).not.toContain('bug in the generator');
  });

  it('reports an output folder whose parent is read-only as permission denied, naming the path', async () => {
    const root = await copyFixture('basic-site');
    await chmod(root, 0o755);
    await mkdir(path.join(root, 'locked'));
    await chmod(path.join(root, 'locked'), 0o555);
    // root writes through any permission: the build then runs as the unprivileged user `nobody`,
    // with the project's cache folder writable for it.
    const asUser = process.getuid?.() === 0 ? { uid: 65534, gid: 65534 } : {};
    if (asUser.uid !== undefined) {
      expect((await runSite(['--version'], root)).code).toBe(0);
      const cache = resolvePaths(root).cache;
      await mkdir(cache, { recursive: true });
      await chmod(cache, 0o777);
    }
    const site = (args: string[]) =>
      new Promise<{ code: number | null; stderr: string }>((resolve) => {
        const child = spawn(process.execPath, [path.join(repoRoot, 'bin', 'site.js'), ...args], {
          cwd: root,
          env: { ...process.env, NO_COLOR: '1' },
          ...asUser,
        });
        let stderr = '';
        child.stderr.on('data', (chunk) => (stderr += chunk));
        child.on('exit', (code) => resolve({ code, stderr }));
      });
    const version = await site(['--version']);
    expect(
      version.code,
      `the generator must be readable for the user the build runs as: ${version.stderr}`,
    ).toBe(0);
    const { code, stderr } = await site(['build', '--out', 'locked/dist']);
    expect(stderr).toContain('(EACCES)');
    expect(stderr).toContain(path.join(root, 'locked'));
    expect(stderr).toContain('hint: Permission denied.');
    expect(stderr).not.toContain('bug in the generator');
    expect(code).toBe(1);
  });

  it('says the folder is missing and to run site build first when check has nothing to check', async () => {
    const root = await copyFixture('basic-site');
    const { code, stderr } = await runSite(['check', '--dist', 'never-built'], root);
    expect(code).toBe(1);
    expect(stderr).toContain('never-built/index.html does not exist');
    expect(stderr).toContain('Run `site build` first');
    expect(stderr).not.toMatch(/Build failed|previous output/);
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
    // The build is not what this test is about: made in-process, as `site build` makes it.
    await build({ root });
    const clean = await runSite(['check'], root);
    expect(clean.code).toBe(0);
    expect(clean.stdout.trim().split('\n')).toHaveLength(1);
    await editFile(root, 'dist/about.html', (html) =>
      html.replace('<h1>About</h1>', '<h1>About</h1><a href="/gone">x</a>'),
    );
    const broken = await runSite(['check'], root);
    expect(broken.code).toBe(1);
    expect(broken.stderr).toContain('error dist/about.html: Broken link to /gone (status 404).');
    expect(broken.stderr).toContain('site check found 1 problem in 5 pages.');
  });

  it.each([
    ['serve --no-watch', ['serve', '--no-watch']],
    ['preview', ['preview']],
  ] as const)(
    '%s builds once, serves the output folder, prints the URL, and stops cleanly on Ctrl-C',
    async (_name, command) => {
      const root = await copyFixture('basic-site');
      const child = spawn(
        process.execPath,
        [path.join(repoRoot, 'bin', 'site.js'), ...command, '--port', '0'],
        { cwd: root, env: { ...process.env, NO_COLOR: '1' } },
      );
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
      expect(await response.text()).toContain('<h1>About</h1>');
      expect(existsSync(path.join(root, 'dist', 'about.html')), 'served from dist/').toBe(true);
      const exitCode = new Promise<number | null>((resolve) =>
        child.on('exit', (code) => resolve(code)),
      );
      child.kill('SIGINT');
      expect(await exitCode).toBe(0);
    },
  );
});
