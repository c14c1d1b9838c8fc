/**
 * The generated nginx snippet, served by Debian's nginx on 127.0.0.1: every route, the 404
 * status, `.html` and trailing-slash redirects, and the same headers as `_headers`.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { headersFor, parseHeadersFile } from '../../../src/generator/headers-file';
import { makeTemporaryFolder, removeTemporaryFolders } from '../../helpers';
import { realSiteBuild, type SharedBuildResult, SHARED_BUILD_TIMEOUT_MS } from '../../shared-build';
import { nginx, startNginx, type NginxServer } from './nginx-server';

let result: SharedBuildResult;
let origin: string;
let server: NginxServer | undefined;

beforeAll(async () => {
  if (!nginx) return;
  const folder = await makeTemporaryFolder('site-nginx-');
  result = await realSiteBuild();
  server = await startNginx(result.outDir, folder);
  origin = server.origin;
}, SHARED_BUILD_TIMEOUT_MS);

afterAll(async () => {
  await server?.stop();
  await removeTemporaryFolders();
});

describe.skipIf(!nginx)('nginx with the generated snippet', () => {
  it('serves every route with status 200 and its own page', async () => {
    for (const page of result.pages.filter((p) => p.route !== '/404')) {
      const response = await fetch(origin + page.route, { redirect: 'manual' });
      expect(response.status, page.route).toBe(200);
      expect(await response.text(), page.route).toBe(
        await readFile(path.join(result.outDir, page.path), 'utf8'),
      );
    }
  });

  it('answers an unknown path with the 404 page and status 404', async () => {
    const response = await fetch(`${origin}/no/such/page`);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('404 - Page Not Found');
    expect((await fetch(`${origin}/404.html`, { redirect: 'manual' })).status).toBe(404);
  });

  it('redirects /about.html, /index.html and /about/ to their one URL', async () => {
    for (const [from, to] of [
      ['/about.html', '/about'],
      ['/index.html', '/'],
      ['/blog/', '/blog'],
      ['/about.html?x=1', '/about?x=1'],
    ]) {
      const response = await fetch(origin + from, { redirect: 'manual' });
      expect(response.status, from).toBe(301);
      expect(
        new URL(response.headers.get('location')!, origin).pathname +
          new URL(response.headers.get('location')!, origin).search,
        from,
      ).toBe(to);
    }
  });

  it('answers the redirects of content/config.ts with their status and Location, GET and HEAD, before the page at the old path', async () => {
    for (const method of ['GET', 'HEAD']) {
      const response = await fetch(`${origin}/international-courier`, {
        method,
        redirect: 'manual',
      });
      expect(response.status, method).toBe(301);
      expect(new URL(response.headers.get('location')!, origin).pathname, method).toBe(
        '/reliable-international-courier-services-from-hyderabad',
      );
    }
    for (const from of ['/international-courier/', '/international-courier.html']) {
      const followed = await fetch(origin + from);
      expect(followed.status, from).toBe(200);
      expect(new URL(followed.url).pathname, from).toBe(
        '/reliable-international-courier-services-from-hyderabad',
      );
    }
    expect((await fetch(`${origin}/_redirects`)).status).toBe(404);
  });

  it('sends the same security and cache headers as _headers, and hides the config files', async () => {
    const rules = parseHeadersFile(await readFile(path.join(result.outDir, '_headers'), 'utf8'));
    const expected = Object.fromEntries(headersFor(rules, '/*'));
    for (const target of ['/', '/about', '/no/such/page', `/${result.script!.path}`]) {
      const response = await fetch(origin + target);
      for (const [name, value] of Object.entries(expected))
        expect(response.headers.get(name), `${target} ${name}`).toBe(value);
    }
    expect((await fetch(`${origin}/${result.script!.path}`)).headers.get('cache-control')).toBe(
      'public, max-age=31536000, immutable',
    );
    expect((await fetch(`${origin}/about`)).headers.get('cache-control')).toBe('no-cache');
    expect((await fetch(`${origin}/about`)).headers.get('content-type')).toBe(
      'text/html; charset=utf-8',
    );
    expect((await fetch(`${origin}/_headers`)).status).toBe(404);
    expect((await fetch(`${origin}/nginx.conf`)).status).toBe(404);
  });
});
