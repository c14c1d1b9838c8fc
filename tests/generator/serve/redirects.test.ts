/**
 * `site serve` answers the redirects of content/config.ts (read from the built `_redirects`)
 * with their status and Location, before any file, for GET and HEAD.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, serveStatic, type StaticServer } from '../../../src/generator/index';
import { copyFixture, editFile, FIXTURE_REDIRECTS, removeTemporaryFolders } from '../../helpers';

let root: string;
let server: StaticServer;

beforeAll(async () => {
  root = await copyFixture('basic-site');
  await editFile(root, 'content/config.ts', (text) => text + FIXTURE_REDIRECTS);
  await build({ root });
  server = await serveStatic({ outDir: path.join(root, 'dist'), host: '127.0.0.1', port: 0 });
});

afterAll(async () => {
  await server?.close();
  await removeTemporaryFolders();
});

const get = (urlPath: string, method = 'GET') =>
  fetch(server.origin + urlPath, { method, redirect: 'manual' });

describe('site serve with redirects', () => {
  it('answers a 301 redirect with its status and Location, for GET and HEAD', async () => {
    for (const method of ['GET', 'HEAD']) {
      const response = await get('/old-about', method);
      expect(response.status, method).toBe(301);
      expect(response.headers.get('location'), method).toBe('/about');
    }
  });

  it('answers a 302 redirect with status 302', async () => {
    const response = await get('/news/first');
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/blog/hello-world');
  });

  it('sends a redirect to another site to its absolute URL', async () => {
    const response = await get('/partner');
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('https://partner.example/welcome?from=fixture');
  });

  it('redirects the old path with a trailing slash or .html too, and follows a chain to the page', async () => {
    expect((await get('/old-about/')).headers.get('location')).toBe('/about');
    const viaHtml = await get('/old-about.html');
    expect(viaHtml.status).toBe(301);
    expect(viaHtml.headers.get('location')).toBe('/old-about');
    const followed = await fetch(`${server.origin}/step-one`);
    expect(followed.status).toBe(200);
    expect(followed.url).toBe(`${server.origin}/about`);
  });

  it('never serves the _redirects file itself', async () => {
    expect((await get('/_redirects')).status).toBe(404);
  });

  it('reads _redirects again when a build rewrites it', async () => {
    await writeFile(path.join(root, 'dist/_redirects'), '/moved-later /about 302\n');
    // The new file has another size, so it is read again whatever the file system's time resolution.
    const response = await get('/moved-later');
    expect(response.status).toBe(302);
    expect((await get('/old-about')).status).toBe(200);
  });
});
