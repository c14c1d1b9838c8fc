/**
 * Each kind of redirect (301, 302, to another site, a chain) through the generated nginx
 * snippet, served by the real nginx on 127.0.0.1.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../../src/generator/index';
import { copyFixture, editFile, FIXTURE_REDIRECTS, removeTemporaryFolders } from '../../helpers';
import { nginx, startNginx, type NginxServer } from './nginx-server';

let origin: string;
let server: NginxServer | undefined;

beforeAll(async () => {
  if (!nginx) return;
  const root = await copyFixture('basic-site');
  await editFile(root, 'content/config.ts', (text) => text + FIXTURE_REDIRECTS);
  const { outDir } = await build({ root });
  server = await startNginx(outDir, root);
  origin = server.origin;
});

afterAll(async () => {
  await server?.stop();
  await removeTemporaryFolders();
});

const get = (urlPath: string, method = 'GET') =>
  fetch(origin + urlPath, { method, redirect: 'manual' });
const locationOf = (response: Response) => new URL(response.headers.get('location')!, origin);

describe.skipIf(!nginx)('nginx with redirects', () => {
  it('answers a 301 and a 302 with their status and Location, for GET and HEAD', async () => {
    for (const method of ['GET', 'HEAD']) {
      const moved = await get('/old-about', method);
      expect(moved.status, method).toBe(301);
      expect(locationOf(moved).pathname, method).toBe('/about');
      const temporary = await get('/news/first', method);
      expect(temporary.status, method).toBe(302);
      expect(locationOf(temporary).pathname, method).toBe('/blog/hello-world');
    }
  });

  it('sends a redirect to another site to its absolute URL', async () => {
    const response = await get('/partner');
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('https://partner.example/welcome?from=fixture');
  });

  it('follows a chain of redirects to the page', async () => {
    const response = await fetch(`${origin}/step-one`);
    expect(response.status).toBe(200);
    expect(new URL(response.url).pathname).toBe('/about');
  });
});
