/**
 * Each kind of redirect (301, 302, to another site, a chain) through the generated nginx
 * snippet, served by the real nginx on 127.0.0.1.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../src/index';
import { copyFixture, editFile, findExecutable, freePort, removeTemporaryFolders, waitForHttp } from '../helpers';

const nginx = findExecutable('nginx', '/usr/sbin/nginx');
const isCi = Boolean(process.env.CI) && process.env.CI !== 'false';
if (!nginx) {
  const message = 'nginx was not found, so the nginx redirect test cannot run. Install it with: apt-get install -y nginx-light';
  if (isCi) throw new Error(`${message} (CI=true: a missing nginx is a failure)`);
  console.warn(`\n!! SKIPPING THE NGINX REDIRECT TEST: ${message}\n`);
}

let origin: string;
let nginxProcess: ChildProcess | undefined;

beforeAll(async () => {
  if (!nginx) return;
  const root = await copyFixture('basic-site');
  await editFile(
    root,
    'content/config.ts',
    (text) =>
      text +
      `export const redirects = [
  { from: '/old-about', to: '/about', status: 301 },
  { from: '/news/first', to: '/blog/hello-world', status: 302 },
  { from: '/partner', to: 'https://partner.example/welcome?from=fixture' },
  { from: '/step-one', to: '/old-about' },
];\n`,
  );
  const { outDir } = await build({ root });
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  const prefix = path.join(root, 'nginx');
  await mkdir(path.join(prefix, 'logs'), { recursive: true });
  await writeFile(
    path.join(prefix, 'nginx.conf'),
    `daemon off;
master_process off;
pid ${prefix}/nginx.pid;
error_log stderr warn;
events { worker_connections 64; }
http {
  include /etc/nginx/mime.types;
  access_log off;
  client_body_temp_path ${prefix}/body; proxy_temp_path ${prefix}/proxy; fastcgi_temp_path ${prefix}/fastcgi; uwsgi_temp_path ${prefix}/uwsgi; scgi_temp_path ${prefix}/scgi;
  server {
    listen 127.0.0.1:${port};
    root ${outDir};
    include ${outDir}/nginx.conf;
  }
}
`,
  );
  nginxProcess = spawn(nginx, ['-p', prefix, '-c', path.join(prefix, 'nginx.conf')], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  nginxProcess.stderr?.on('data', (chunk) => (stderr += chunk));
  await waitForHttp(origin, 10_000).catch((error: Error) => {
    throw new Error(`nginx did not start: ${stderr}`, { cause: error });
  });
});

afterAll(async () => {
  if (nginxProcess && nginxProcess.exitCode === null) {
    const exited = new Promise((resolve) => nginxProcess!.once('exit', resolve));
    nginxProcess.kill('SIGTERM');
    await exited;
  }
  await removeTemporaryFolders();
});

const get = (urlPath: string, method = 'GET') => fetch(origin + urlPath, { method, redirect: 'manual' });
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
