import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { build, serve, type SiteServer } from '../../../src/generator/index';
import { SiteError } from '../../../src/generator/diagnostics';
import { copyFixture, editFile, removeTemporaryFolders, runSite } from '../../helpers';

let server: SiteServer | undefined;

afterEach(async () => {
  await server?.close();
  server = undefined;
});

afterAll(async () => {
  await removeTemporaryFolders();
});

function get(url: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, (res) => {
        let body = '';
        res.on('data', (chunk) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      })
      .on('error', reject);
  });
}

/** Resolves on the next `reload` event of the live-reload stream. */
function nextReload(url: string): { event: Promise<void>; close: () => void } {
  let request: http.ClientRequest | undefined;
  const event = new Promise<void>((resolve, reject) => {
    request = http.get(`${url}__site/events`, (res) => {
      res.on('data', (chunk: Buffer) => {
        if (chunk.toString().includes('event: reload')) resolve();
      });
    });
    request.on('error', reject);
  });
  return { event, close: () => request?.destroy() };
}

/** A server holding a port of 127.0.0.1, as another program would. */
async function occupyPort(): Promise<{ port: number; release: () => Promise<void> }> {
  const blocker = net.createServer();
  await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
  const { port } = blocker.address() as AddressInfo;
  return { port, release: () => new Promise((resolve) => blocker.close(() => resolve())) };
}

const breakCategory = (text: string) => text.replace('category: News', 'category: Rumours');

describe('a port already in use', () => {
  it('is reported before building, as a problem to fix with --port', async () => {
    const root = await copyFixture('basic-site');
    const { port, release } = await occupyPort();
    const builds: unknown[] = [];
    try {
      const error = await serve({
        root,
        host: '127.0.0.1',
        port,
        onReady: (result) => builds.push(result),
      }).catch((failure: unknown) => failure);
      expect(error instanceof SiteError).toBe(true);
      expect((error as Error).message).toContain(`Port ${port} on 127.0.0.1 is already in use`);
      expect(error instanceof SiteError && error.diagnostics[0]!.hint).toMatch(/--port \d+/);
      expect(builds).toEqual([]);
      expect(existsSync(path.join(root, 'dist'))).toBe(false);
    } finally {
      await release();
    }
  });

  it('makes `site serve` exit 1 with the hint, not as a bug in the generator', async () => {
    const root = await copyFixture('basic-site');
    const { port, release } = await occupyPort();
    try {
      const result = await runSite(['serve', '--port', String(port), '--host', '127.0.0.1'], root);
      expect(result.code).toBe(1);
      expect(result.stderr).toContain('is already in use');
      expect(result.stderr).toContain('--port');
      expect(result.stderr).not.toContain('bug in the generator');
      expect(existsSync(path.join(root, 'dist'))).toBe(false);
    } finally {
      await release();
    }
  });
});

describe('watch mode when the first build fails', () => {
  it('serves an error page naming the problem until a save fixes it, then reloads', async () => {
    const root = await copyFixture('basic-site');
    await editFile(root, 'content/posts/hello-world.md', breakCategory);
    const failures: Array<{ hasOutput: boolean }> = [];
    server = await serve({
      root,
      host: '127.0.0.1',
      port: 0,
      onBuildError: (_error, status) => failures.push(status),
    });
    expect(failures).toEqual([{ hasOutput: false }]);
    const page = await get(`${server.url}about`);
    expect(page.status).toBe(500);
    expect(page.body).toContain('content/posts/hello-world.md');
    expect(page.body).toContain('category');
    expect(page.body).toContain('/__site/reload.js');

    const reload = nextReload(server.url);
    await new Promise((resolve) => setTimeout(resolve, 100));
    await editFile(root, 'content/posts/hello-world.md', (text) =>
      text.replace('category: Rumours', 'category: News'),
    );
    await reload.event;
    reload.close();
    const fixed = await get(`${server.url}about`);
    expect(fixed.status).toBe(200);
    expect(fixed.body).toContain('A tiny site for testing the generator.');
  });
});

describe('serving without watching', () => {
  it('serves what is on disk: a later build into the output folder is served without a restart', async () => {
    const root = await copyFixture('basic-site');
    server = await serve({ root, host: '127.0.0.1', port: 0, watch: false });
    expect((await get(`${server.url}about`)).body).toContain(
      'A tiny site for testing the generator.',
    );
    expect((await get(`${server.url}extra`)).status).toBe(404);

    await editFile(root, 'pages/about.tsx', (text) =>
      text.replace('A tiny site for testing the generator.', 'Rebuilt by site build.'),
    );
    await writeFile(
      path.join(root, 'pages', 'extra.tsx'),
      `import { Layout } from './_layout';\nexport const meta = { title: 'Extra page', description: 'Added after serving started.' };\nexport default function Extra() {\n  return <Layout><h1>Extra</h1></Layout>;\n}\n`,
    );
    await build({ root });
    expect((await get(`${server.url}about`)).body).toContain('Rebuilt by site build.');
    const extra = await get(`${server.url}extra`);
    expect(extra.status).toBe(200);
    expect(extra.body).toContain('<h1>Extra</h1>');
  });
});
