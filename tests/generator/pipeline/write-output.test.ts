import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, renameSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { resolvePaths } from '../../../src/generator/config';
import { build } from '../../../src/generator/index';
import { listPublicFiles } from '../../../src/generator/pipeline/list-files';
import { copyFixture, removeTemporaryFolders, repoRoot } from '../../helpers';

afterAll(removeTemporaryFolders);

const leftovers = (root: string) =>
  readdirSync(root).filter((name) => /^dist\.(tmp|old)-/.test(name));

describe('an interrupted build', () => {
  it('removes its staging folder when stopped with SIGTERM, and leaves the previous output as it was', async () => {
    const root = await copyFixture('basic-site');
    // Enough articles that the build runs long enough to be stopped in the middle.
    for (let index = 0; index < 400; index++) {
      await writeFile(
        path.join(root, `content/posts/extra-${index}.md`),
        `---\ntitle: Extra post ${index}\ndate: 2026-02-01\ncategory: News\n---\n\nBody **${index}**.\n`,
      );
    }
    await build({ root });
    const before = readdirSync(path.join(root, 'dist')).sort();
    const child = spawn(
      process.execPath,
      [path.join(repoRoot, 'bin', 'site.js'), 'build', '--quiet'],
      { cwd: root, stdio: 'ignore' },
    );
    const exited = new Promise<NodeJS.Signals | null>((resolve) =>
      child.on('exit', (_code, signal) => resolve(signal)),
    );
    // Stop it as soon as its staging folder exists.
    const deadline = Date.now() + 60_000;
    while (leftovers(root).length === 0 && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 2));
    expect(leftovers(root), 'the build should have made its staging folder').not.toEqual([]);
    child.kill('SIGTERM');
    expect(await exited).toBe('SIGTERM');
    expect(leftovers(root)).toEqual([]);
    expect(readdirSync(path.join(root, 'dist')).sort()).toEqual(before);
  });

  it('leaves folders that the next build removes when its process is gone, and never those of a running one', async () => {
    const root = await copyFixture('basic-site');
    const gone = spawnSync(process.execPath, ['-e', '']).pid;
    const running = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60_000)'], {
      stdio: 'ignore',
    });
    try {
      const dead = [`dist.tmp-${gone}-abc123`, `dist.old-${gone}-abc124`];
      const alive = `dist.tmp-${running.pid}-abc125`;
      for (const name of [...dead, alive])
        await mkdir(path.join(root, name, 'blog'), { recursive: true });
      await build({ root });
      for (const name of dead) expect(existsSync(path.join(root, name)), name).toBe(false);
      expect(existsSync(path.join(root, alive))).toBe(true);
      expect(existsSync(path.join(root, 'dist', 'index.html'))).toBe(true);
    } finally {
      running.kill();
    }
  });

  it('puts back the output a build killed between the swap’s two renames had moved aside, before anything is deleted, so a failing next build leaves it in place', async () => {
    const root = await copyFixture('basic-site');
    await build({ root });
    const before = readdirSync(path.join(root, 'dist')).sort();
    // What kill -9 between the renames leaves: no dist/, the previous output in dist.old-<pid>-….
    const gone = spawnSync(process.execPath, ['-e', '']).pid;
    renameSync(path.join(root, 'dist'), path.join(root, `dist.old-${gone}-abc126`));
    await writeFile(path.join(root, 'pages/broken.tsx'), 'export default function Broken() {\n');
    await expect(build({ root })).rejects.toThrow();
    expect(readdirSync(path.join(root, 'dist')).sort()).toEqual(before);
    expect(leftovers(root)).toEqual([]);
  });
});

describe('two builds into one output folder', () => {
  /** Runs `site build` in `root` as its own process: its exit code and what it printed. */
  const buildProcess = (root: string) =>
    new Promise<{ code: number | null; output: string }>((resolve) => {
      const child = spawn(process.execPath, [path.join(repoRoot, 'bin', 'site.js'), 'build'], {
        cwd: root,
        env: { ...process.env, NO_COLOR: '1' },
      });
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => (output += chunk));
      child.stderr.on('data', (chunk: Buffer) => (output += chunk));
      child.on('exit', (code) => resolve({ code, output }));
    });

  it('lets one write while the other says a build is running, and leaves one whole output and no leftovers', async () => {
    const root = await copyFixture('basic-site');
    for (let index = 0; index < 200; index++) {
      await writeFile(
        path.join(root, `content/posts/extra-${index}.md`),
        `---\ntitle: Extra post ${index}\ndate: 2026-02-01\ncategory: News\n---\n\nBody ${index}.\n`,
      );
    }
    await build({ root });
    const complete = readdirSync(path.join(root, 'dist')).sort();
    for (let round = 0; round < 3; round++) {
      const results = await Promise.all([buildProcess(root), buildProcess(root)]);
      const failed = results.filter((result) => result.code !== 0);
      for (const result of failed) {
        expect(result.code).toBe(1);
        expect(result.output).toMatch(/Another build \(process \d+\) is writing dist right now\./);
        expect(result.output).not.toMatch(/bug in the generator/);
      }
      expect(failed.length).toBeLessThan(2);
      expect(readdirSync(path.join(root, 'dist')).sort()).toEqual(complete);
      expect(leftovers(root)).toEqual([]);
      expect(readdirSync(root).filter((name) => name.startsWith('dist.lock'))).toEqual([]);
    }
  });

  it('builds into an output folder whose parent folders do not exist yet, and leaves no lock', async () => {
    const root = await copyFixture('basic-site');
    await build({ root, outDir: 'out/new/site' });
    expect(existsSync(path.join(root, 'out/new/site/index.html'))).toBe(true);
    expect(readdirSync(path.join(root, 'out/new'))).toEqual(['site']);
  });

  it('refuses to write while the lock is held by a running build, naming its process', async () => {
    const root = await copyFixture('basic-site');
    await build({ root });
    const before = readdirSync(path.join(root, 'dist')).sort();
    const running = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60_000)'], {
      stdio: 'ignore',
    });
    try {
      await writeFile(path.join(root, 'dist.lock'), `site build, process ${running.pid}\n`);
      await expect(build({ root })).rejects.toThrow(
        `Another build (process ${running.pid}) is writing dist right now.`,
      );
      expect(readdirSync(path.join(root, 'dist')).sort()).toEqual(before);
      expect(existsSync(path.join(root, 'dist.lock'))).toBe(true);
    } finally {
      running.kill();
    }
  });

  it('takes over the lock of a build whose process is gone, and never a file of that name it did not make', async () => {
    const root = await copyFixture('basic-site');
    const gone = spawnSync(process.execPath, ['-e', '']).pid;
    await writeFile(path.join(root, 'dist.lock'), `site build, process ${gone}\n`);
    await build({ root });
    expect(existsSync(path.join(root, 'dist', 'index.html'))).toBe(true);
    expect(existsSync(path.join(root, 'dist.lock'))).toBe(false);
    await writeFile(path.join(root, 'dist.lock'), 'my notes\n');
    await expect(build({ root })).rejects.toThrow('dist.lock is in the way');
    expect(await readFile(path.join(root, 'dist.lock'), 'utf8')).toBe('my notes\n');
  });
});

describe('public files that would be written where the build writes', () => {
  /** The problem listPublicFiles() reports for public/ holding `files`, beside the generated `generated`. */
  async function clashOf(files: string[], generated: string[]): Promise<string | undefined> {
    const root = await copyFixture('basic-site');
    for (const file of files) {
      await mkdir(path.dirname(path.join(root, 'public', file)), { recursive: true });
      await writeFile(path.join(root, 'public', file), 'x');
    }
    return listPublicFiles(resolvePaths(root), generated).then(
      () => undefined,
      (error: Error) => error.message,
    );
  }

  it('names a public file at the path of a generated page, at the folder of one, or inside one', async () => {
    expect(await clashOf(['blog/page/2.html'], ['index.html', 'blog/page/2.html'])).toBe(
      'public/blog/page/2.html has the same output path as a generated file, or as the folder of one.',
    );
    expect(await clashOf(['blog/page'], ['index.html', 'blog/page/2.html'])).toBe(
      'public/blog/page has the same output path as a generated file, or as the folder of one.',
    );
    expect(await clashOf(['about.html/x.png'], ['about.html'])).toBe(
      'public/about.html/x.png has the same output path as a generated file, or as the folder of one.',
    );
  });

  it('accepts public files beside the generated ones, in the same folders', async () => {
    expect(
      await clashOf(['blog/page/notes.txt', 'blog/pages'], ['index.html', 'blog/page/2.html']),
    ).toBeUndefined();
  });
});
