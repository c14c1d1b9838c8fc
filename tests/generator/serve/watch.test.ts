import { execFile } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { appendFile, readFile, rename, truncate, writeFile } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { promisify } from 'node:util';
import { serve, type SiteServer } from '../../../src/generator/index';
import { copyFixture, editFile, removeTemporaryFolders } from '../../helpers';

let root: string;
let server: SiteServer;
const builds: number[] = [];
const buildErrors: unknown[] = [];

function get(
  url: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        let body = '';
        res.on('data', (chunk) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      })
      .on('error', reject);
  });
}

/** Opens the live-reload stream and resolves on its next `reload` event. */
function nextReload(): { event: Promise<void>; close: () => void } {
  let request: http.ClientRequest | undefined;
  const event = new Promise<void>((resolve, reject) => {
    request = http.get(`${server.url}__site/events`, (res) => {
      res.on('data', (chunk: Buffer) => {
        if (chunk.toString().includes('event: reload')) resolve();
      });
    });
    request.on('error', reject);
  });
  return { event, close: () => request?.destroy() };
}

async function waitFor(condition: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await condition()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('condition not met in time');
}

beforeAll(async () => {
  root = await copyFixture('basic-site');
  server = await serve({
    root,
    host: '127.0.0.1',
    port: 0,
    watch: true,
    onReady: (result) => builds.push(result.durationMs),
    onBuildError: (error) => buildErrors.push(error),
  });
});

afterAll(async () => {
  await server?.close();
  await removeTemporaryFolders();
});

describe('watch mode', () => {
  it('injects the reload script into served pages, rendered on request', async () => {
    const served = await get(`${server.url}about`);
    expect(served.body).toContain('<script src="/__site/reload.js" defer=""></script></body>');
    expect((await get(`${server.url}__site/reload.js`)).body).toContain('EventSource');
  });

  it('rebuilds on a change and tells open tabs to reload', async () => {
    const reload = nextReload();
    await new Promise((resolve) => setTimeout(resolve, 100));
    await editFile(root, 'pages/about.tsx', (text) =>
      text.replace('A tiny site for testing the generator.', 'Edited while serving.'),
    );
    await reload.event;
    reload.close();
    expect((await get(`${server.url}about`)).body).toContain('Edited while serving.');
  });

  it('rebuilds when a module a page imports changes, even in a folder it does not watch', async () => {
    const { mkdir } = await import('node:fs/promises');
    await mkdir(path.join(root, 'lib'), { recursive: true });
    await writeFile(
      path.join(root, 'lib', 'greeting.ts'),
      "export const greeting = 'Greetings from lib, first';\n",
    );
    let reload = nextReload();
    await new Promise((resolve) => setTimeout(resolve, 100));
    await editFile(
      root,
      'pages/about.tsx',
      (text) =>
        `import { greeting } from '../lib/greeting';\n${text.replace('Edited while serving.', '{greeting}')}`,
    );
    await reload.event;
    reload.close();
    await waitFor(async () =>
      (await get(`${server.url}about`)).body.includes('Greetings from lib, first'),
    );
    reload = nextReload();
    await new Promise((resolve) => setTimeout(resolve, 100));
    await writeFile(
      path.join(root, 'lib', 'greeting.ts'),
      "export const greeting = 'Greetings from lib, second';\n",
    );
    await reload.event;
    reload.close();
    await waitFor(async () =>
      (await get(`${server.url}about`)).body.includes('Greetings from lib, second'),
    );
  });

  it('shows a broken save in the browser (file, field, hint), and the page comes back on the next good one', async () => {
    const errorsBefore = buildErrors.length;
    await editFile(root, 'content/posts/hello-world.md', (text) =>
      text.replace('category: News', 'category: Rumours'),
    );
    await waitFor(async () => buildErrors.length > errorsBefore);
    const [error] = buildErrors.slice(errorsBefore) as Array<{
      diagnostics: Array<{ file?: string; field?: string }>;
    }>;
    expect(error!.diagnostics[0]).toEqual(
      expect.objectContaining({ file: 'content/posts/hello-world.md', field: 'category' }),
    );
    const shown = await get(`${server.url}blog/hello-world`);
    expect(shown.status).toBe(500);
    expect(shown.body).toContain('content/posts/hello-world.md');
    expect(shown.body).toContain('category');

    const reload = nextReload();
    await new Promise((resolve) => setTimeout(resolve, 100));
    await editFile(root, 'content/posts/hello-world.md', (text) =>
      text.replace('category: Rumours', 'category: News').replace('Hello world', 'Hello again'),
    );
    await reload.event;
    reload.close();
    expect((await get(`${server.url}blog/hello-world`)).body).toContain('Hello again');
  });

  it('accepts live-reload connections only from the served origin', async () => {
    expect(
      (await get(`${server.url}__site/events`, { Origin: 'https://evil.example' })).status,
    ).toBe(403);
    expect((await get(`${server.url}__site/events`, { Host: 'evil.example' })).status).toBe(403);
  });
});

/** The ways editors and tools save a file: each replaces the article's whole text. */
const saveMethods: Record<string, (file: string, text: string) => Promise<void>> = {
  // What `sed -i`, vim's default and many editors do: write a sibling, rename it over the original.
  'renaming a temporary file over it': async (file, text) => {
    const temporary = path.join(path.dirname(file), `.${path.basename(file)}.tmp`);
    await writeFile(temporary, text);
    await rename(temporary, file);
  },
  'truncating it and writing again': async (file, text) => {
    await truncate(file, 0);
    await appendFile(file, text);
  },
  'moving another file over it with mv': async (file, text) => {
    const draft = path.join(root, 'draft.md');
    await writeFile(draft, text);
    await promisify(execFile)('mv', [draft, file]);
  },
};

describe('watch mode sees every save', () => {
  it.each(Object.keys(saveMethods))('serves the new text after each save by %s', async (method) => {
    const file = path.join(root, 'content/posts/second-guide.md');
    for (let save = 1; save <= 4; save++) {
      const marker = `Saved ${method} number ${save}.`;
      const text = (await readFile(file, 'utf8')).replace(/\n\nSaved .*\.\n$/, '\n');
      await saveMethods[method]!(file, `${text}\n${marker}\n`);
      await waitFor(async () =>
        (await get(`${server.url}blog/second-guide`)).body.includes(marker),
      );
    }
  });
});

describe('watch mode right after a build', () => {
  it('rebuilds a page created in the moments after a build has finished', async () => {
    const site = await copyFixture('basic-site');
    const delays = [0, 1, 2, 4, 8, 16];
    let builds = 0;
    let other: SiteServer | undefined;
    try {
      other = await serve({
        root: site,
        host: '127.0.0.1',
        port: 0,
        onReady: () => {
          builds += 1;
          const index = builds - 1;
          // Created while the server takes in what the build reported, as an editor's save can be.
          if (index < delays.length)
            setTimeout(
              () =>
                writeFileSync(
                  path.join(site, 'pages', `new-${index}.tsx`),
                  `export const meta = { title: 'New ${index}', description: 'A page created just after a build.' };\nexport default function New() {\n  return <p>new ${index}</p>;\n}\n`,
                ),
              delays[index],
            );
        },
      });
      for (const index of delays.keys())
        await waitFor(
          async () => (await get(`${other!.url}new-${index}`)).body.includes(`new ${index}`),
          15_000,
        );
    } finally {
      await other?.close();
    }
  }, 120_000);
});

describe('watch mode loads again what a save touched', () => {
  let site: string;
  let own: SiteServer;
  const errors: unknown[] = [];
  const home = async () => (await get(`${own.url}`)).body;
  beforeAll(async () => {
    site = await copyFixture('basic-site');
    own = await serve({
      root: site,
      host: '127.0.0.1',
      port: 0,
      onBuildError: (error) => errors.push(error),
    });
  });
  afterAll(() => own?.close());

  it("shows an article's new title on the listing, a new article, and drops a removed one", async () => {
    await editFile(site, 'content/posts/hello-world.md', (text) =>
      text.replace('title: Hello world', 'title: Hello, renamed'),
    );
    await waitFor(async () => (await home()).includes('Hello, renamed'));
    const added = (await readFile(path.join(site, 'content/posts/hello-world.md'), 'utf8')).replace(
      'Hello, renamed',
      'A third post',
    );
    await writeFile(path.join(site, 'content/posts/third.md'), added);
    await waitFor(async () => (await home()).includes('A third post'));
    expect(await home()).toContain('Hello, renamed');
    const { rm } = await import('node:fs/promises');
    await rm(path.join(site, 'content/posts/hello-world.md'));
    await waitFor(async () => !(await home()).includes('Hello, renamed'));
    expect(await home()).toContain('A third post');
    expect((await get(`${own.url}blog/hello-world`)).status).toBe(404);
  });

  it('checks every entry again when content/config.ts changes, though no entry did', async () => {
    const before = errors.length;
    await editFile(site, 'content/config.ts', (text) =>
      text.replace("v.picklist(['News', 'Guides'])", "v.picklist(['Guides'])"),
    );
    await waitFor(async () => errors.length > before);
    expect(String(errors.at(-1))).toContain('category');
    const shown = await get(`${own.url}blog/third`);
    expect(shown.status).toBe(500);
    expect(shown.body).toContain('content/posts/third.md');
    await editFile(site, 'content/config.ts', (text) =>
      text.replace("v.picklist(['Guides'])", "v.picklist(['News', 'Guides'])"),
    );
    await waitFor(async () => (await get(`${own.url}blog/third`)).status === 200);
  });

  it('answers hostile requests as the preview does: 405, 400, 404 for dotfiles, 403 for a foreign host', async () => {
    await writeFile(path.join(site, 'public', '.env'), 'SECRET=1\n');
    const post = await new Promise<number>((resolve, reject) => {
      const request = http.request(`${own.url}about`, { method: 'POST' }, (res) =>
        resolve(res.statusCode ?? 0),
      );
      request.on('error', reject);
      request.end();
    });
    expect(post).toBe(405);
    // Sent as written: a URL object would resolve the dot segments before sending.
    const raw = (target: string) =>
      new Promise<number>((resolve, reject) => {
        const { hostname, port } = new URL(own.url);
        http
          .get({ hostname, port, path: target }, (res) => resolve(res.statusCode ?? 0))
          .on('error', reject);
      });
    expect(await raw('/%2e%2e/%2e%2e/etc/passwd')).toBe(400);
    expect(await raw('/../about')).toBe(400);
    expect((await get(`${own.url}a%00b`)).status).toBe(400);
    const dotfile = await get(`${own.url}.env`);
    expect(dotfile.status).toBe(404);
    expect(dotfile.body).not.toContain('SECRET');
    expect((await get(`${own.url}about`, { Host: 'evil.example' })).status).toBe(403);
    expect((await get(`${own.url}images/dot.svg`)).status).toBe(200);
  });

  it('serves the icons a page links to, made on request', async () => {
    const page = await home();
    const icons = [...page.matchAll(/<link rel="(?:icon|apple-touch-icon)"[^>]* href="([^"]+)"/g)];
    expect(icons.length).toBeGreaterThan(0);
    for (const [, href] of icons)
      expect((await get(`${own.url}${href!.slice(1)}`)).status).toBe(200);
  });
});
