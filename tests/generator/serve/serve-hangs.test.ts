/**
 * A page that never finishes rendering in watch mode: its request is stopped after the time
 * limit with the page named in the browser, the next save works, and Ctrl-C stops `site serve`
 * at once.
 */
import { spawn } from 'node:child_process';
import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { serve } from '../../../src/generator/index';
import type { SiteError } from '../../../src/generator/diagnostics';
import { copyFixture, removeTemporaryFolders, repoRoot } from '../../helpers';

afterAll(removeTemporaryFolders);

const stuckPage = (
  marker = '',
) => `export const meta = { title: 'Stuck', description: 'A page whose component never returns.' };
export default function Stuck() {
  let turns = 0;${marker && `\n  console.error(${JSON.stringify(marker)});`}
  for (;;) turns += 1;
  return <p>{turns}</p>;
}
`;

/** GETs the URL and says how long the answer took. */
async function timedGet(url: string): Promise<{ status: number; ms: number }> {
  const started = performance.now();
  const response = await fetch(url, { signal: AbortSignal.timeout(5_000) });
  await response.arrayBuffer();
  return { status: response.status, ms: performance.now() - started };
}

describe('site serve and a page that never finishes rendering', () => {
  it('names the page after the time limit, and builds the next save once the page is fixed', async () => {
    const root = await copyFixture('basic-site');
    const errors: unknown[] = [];
    let builds = 0;
    const server = await serve({
      root,
      host: '127.0.0.1',
      port: 0,
      renderTimeLimitMs: 2_000,
      onReady: () => (builds += 1),
      onBuildError: (error) => errors.push(error),
    });
    const saved = async (write: () => Promise<void>) => {
      const before = builds;
      await write();
      for (let waited = 0; builds === before && waited < 45_000; waited += 50)
        await new Promise((resolve) => setTimeout(resolve, 50));
    };
    try {
      await saved(() => writeFile(path.join(root, 'pages', 'stuck.tsx'), stuckPage()));
      const stopped = await fetch(`${server.url}stuck`);
      expect(stopped.status).toBe(500);
      expect(await stopped.text()).toContain('did not finish rendering within 2 s');
      expect(errors).toHaveLength(1);
      expect((await timedGet(`${server.url}about`)).status).toBe(200);
      const [problem] = (errors[0] as SiteError).diagnostics;
      expect(problem).toMatchObject({
        file: 'pages/stuck.tsx',
        message: 'The page /stuck did not finish rendering within 2 s, so it was stopped.',
      });
      expect(problem!.hint).toMatch(/endless loop/);

      await saved(() =>
        writeFile(
          path.join(root, 'pages', 'stuck.tsx'),
          stuckPage().replace('for (;;) turns += 1;', 'turns += 1;'),
        ),
      );
      const fixed = await fetch(`${server.url}stuck`);
      expect(fixed.status).toBe(200);
      expect(await fixed.text()).toContain('<p>1</p>');
    } finally {
      await server.close();
    }
  }, 120_000);

  it('stops on Ctrl-C within two seconds while a page renders', async () => {
    const root = await copyFixture('basic-site');
    const child = spawn(
      process.execPath,
      [path.join(repoRoot, 'bin', 'site.js'), 'serve', '--port', '0', '--host', '127.0.0.1'],
      { cwd: root, env: { ...process.env, NO_COLOR: '1' } },
    );
    const exited = new Promise<number | null>((resolve) =>
      child.on('exit', (code) => resolve(code)),
    );
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    const waitFor = async (condition: () => boolean, what: string) => {
      for (
        const deadline = Date.now() + 30_000;
        !condition();
        await new Promise((resolve) => setTimeout(resolve, 50))
      ) {
        if (Date.now() > deadline) throw new Error(`${what} did not happen: ${stdout}${stderr}`);
      }
    };
    try {
      await waitFor(() => /at http:\/\/127\.0\.0\.1:\d+\//.test(stdout), 'serving');
      const url = /at (http:\/\/127\.0\.0\.1:\d+\/)/.exec(stdout)![1]!;
      await writeFile(
        path.join(root, 'pages', 'stuck.tsx'),
        stuckPage('the stuck page is rendering'),
      );
      await waitFor(() => /Loaded \d+ pages[\s\S]*Loaded \d+ pages/.test(stdout), 'the reload');
      void fetch(`${url}stuck`).catch(() => undefined);
      await waitFor(() => stderr.includes('the stuck page is rendering'), 'the render');
      const signalled = performance.now();
      child.kill('SIGINT');
      const code = await Promise.race([
        exited,
        new Promise<'still running'>((resolve) =>
          setTimeout(() => resolve('still running'), 2_000),
        ),
      ]);
      expect(code).not.toBe('still running');
      expect(performance.now() - signalled).toBeLessThan(2_000);
    } finally {
      child.kill('SIGKILL');
      await rm(path.join(root, 'pages', 'stuck.tsx'), { force: true });
    }
  }, 60_000);
});
