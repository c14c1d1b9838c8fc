import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { build } from '../../../src/generator/index';
import { SiteError } from '../../../src/generator/diagnostics';
import { copyFixture, removeTemporaryFolders, repoRoot } from '../../helpers';

const STUCK_PAGE = `export const meta = { title: 'Stuck', description: 'A page whose component never returns.' };
export default function Stuck() {
  let turns = 0;
  for (;;) turns += 1;
  return <p>{turns}</p>;
}
`;

afterAll(removeTemporaryFolders);

describe('a page that never finishes rendering', () => {
  it('stops the build after the time limit and names the page file, the route and what to look for', async () => {
    const root = await copyFixture('basic-site');
    await build({ root });
    const before = await readFile(path.join(root, 'dist', 'about.html'), 'utf8');
    await writeFile(path.join(root, 'pages', 'stuck.tsx'), STUCK_PAGE);
    const started = performance.now();
    const error = await build({ root, renderTimeLimitMs: 400 }).catch(
      (failure: unknown) => failure,
    );
    expect(performance.now() - started).toBeLessThan(5_000);
    expect(error).toBeInstanceOf(SiteError);
    const [problem] = (error as SiteError).diagnostics;
    expect(problem).toMatchObject({ file: 'pages/stuck.tsx' });
    expect(problem!.message).toBe(
      'The page /stuck did not finish rendering within 0.4 s, so it was stopped.',
    );
    expect(problem!.hint).toMatch(/endless loop/);
    // The previous output is left as it was, and no staging folder is left behind.
    expect(await readFile(path.join(root, 'dist', 'about.html'), 'utf8')).toBe(before);
    expect(readdirSync(root).filter((name) => name.startsWith('dist.'))).toEqual([]);

    // The process is healthy afterwards: once the page is fixed, the next build works.
    await writeFile(
      path.join(root, 'pages', 'stuck.tsx'),
      STUCK_PAGE.replace('for (;;) turns += 1;', 'turns += 1;'),
    );
    await build({ root, renderTimeLimitMs: 400 });
    expect(await readFile(path.join(root, 'dist', 'stuck.html'), 'utf8')).toContain('<p>1</p>');
  }, 60_000);

  it('gives every page the whole limit, however many pages come before it', async () => {
    const root = await copyFixture('basic-site');
    // Each page takes 300 ms: in a 1 s limit, each finishes although together they take longer.
    for (let index = 0; index < 6; index += 1) {
      await writeFile(
        path.join(root, 'pages', `slow-${index}.tsx`),
        `export const meta = { title: 'Slow ${index}', description: 'A slow page.' };
export default function Slow() {
  const until = Date.now() + 300;
  while (Date.now() < until);
  return <p>slow ${index}</p>;
}
`,
      );
    }
    const result = await build({ root, renderTimeLimitMs: 1_000 });
    expect(result.pages.map((page) => page.route)).toContain('/slow-5');
  }, 60_000);

  it('lets Ctrl-C stop `site build` while the page renders, leaving no staging folder', async () => {
    const root = await copyFixture('basic-site');
    // The component says when it starts looping, so the signal surely comes while it renders.
    await writeFile(
      path.join(root, 'pages', 'stuck.tsx'),
      STUCK_PAGE.replace(
        'let turns = 0;',
        "let turns = 0;\n  console.error('the stuck page is rendering');",
      ),
    );
    const child = spawn(process.execPath, [path.join(repoRoot, 'bin', 'site.js'), 'build'], {
      cwd: root,
      env: { ...process.env, NO_COLOR: '1' },
    });
    const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
      child.on('exit', (code, signal) => resolve({ code, signal })),
    );
    try {
      await new Promise<void>((resolve) => {
        let stderr = '';
        child.stderr.on('data', (chunk) => {
          stderr += chunk;
          if (stderr.includes('the stuck page is rendering')) resolve();
        });
      });
      await new Promise((resolve) => setTimeout(resolve, 300));
      const signalled = performance.now();
      child.kill('SIGINT');
      const outcome = await Promise.race([
        exited,
        new Promise<'still running'>((resolve) =>
          setTimeout(() => resolve('still running'), 3_000),
        ),
      ]);
      expect(outcome).not.toBe('still running');
      expect(performance.now() - signalled).toBeLessThan(3_000);
      expect(readdirSync(root).filter((name) => name.startsWith('dist'))).toEqual([]);
      expect(existsSync(path.join(root, 'dist'))).toBe(false);
    } finally {
      child.kill('SIGKILL');
      await rm(path.join(root, 'pages', 'stuck.tsx'), { force: true });
    }
  }, 40_000);
});
