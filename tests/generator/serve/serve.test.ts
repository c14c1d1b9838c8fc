import { mkdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, serveStatic, type StaticServer } from '../../../src/generator/index';
import { copyFixture, makeTemporaryFolder, removeTemporaryFolders } from '../../helpers';

interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
  bytes: Buffer;
}

/** Sends a request with the target exactly as given (no URL normalisation by a client library). */
function request(
  server: StaticServer,
  target: string,
  options: { method?: string; headers?: Record<string, string> } = {},
): Promise<RawResponse> {
  const { port, hostname } = new URL(server.origin);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: hostname,
        port,
        method: options.method ?? 'GET',
        path: target,
        headers: options.headers,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const bytes = Buffer.concat(chunks);
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: bytes.toString('utf8'),
            bytes,
          });
        });
      },
    );
    req.on('error', reject);
    req.end();
  });
}

/** Writes raw bytes on a socket, for request lines an HTTP client would refuse to send. */
/** Sends `head` as it is, but `Host: x`, which becomes the server's own name (a foreign Host is refused first). */
function rawRequest(server: StaticServer, head: string): Promise<string> {
  const { port, hostname } = new URL(server.origin);
  const sent = head.replace('\r\nHost: x\r\n', `\r\nHost: ${new URL(server.origin).host}\r\n`);
  return new Promise((resolve) => {
    const socket = net.connect(Number(port), hostname, () => socket.end(sent));
    let data = '';
    socket.on('data', (chunk) => (data += chunk.toString('latin1')));
    socket.on('close', () => resolve(data));
    socket.on('error', () => resolve(data));
  });
}

let root: string;
let server: StaticServer;
let secret: string;
let outDir: string;

beforeAll(async () => {
  root = await copyFixture('basic-site');
  const outside = await makeTemporaryFolder('site-outside-');
  secret = 'TOP-SECRET-OUTSIDE-DIST';
  await writeFile(path.join(outside, 'secret.txt'), secret);
  await mkdir(path.join(outside, 'folder'));
  await writeFile(path.join(outside, 'folder', 'inner.txt'), secret);
  const result = await build({ root });
  outDir = result.outDir;
  await symlink(path.join(outside, 'secret.txt'), path.join(result.outDir, 'leak.txt'));
  await symlink(path.join(outside, 'folder'), path.join(result.outDir, 'linked-folder'));
  await symlink(
    path.join(result.outDir, 'about.html'),
    path.join(result.outDir, 'inside-link.html'),
  );
  await writeFile(path.join(result.outDir, '.env'), secret);
  await writeFile(path.join(root, 'secret-in-project.txt'), secret);
  // A large file, streamed from disk.
  await writeFile(path.join(result.outDir, 'big.txt'), 'x'.repeat(1100 * 1024));
  server = await serveStatic({ outDir: result.outDir, host: '127.0.0.1', port: 0 });
});

afterAll(async () => {
  await server?.close();
  await removeTemporaryFolders();
});

describe('serving routes', () => {
  it('serves / and extensionless routes from their .html files with a charset', async () => {
    for (const target of ['/', '/about', '/blog/hello-world']) {
      const response = await request(server, target);
      expect(response.status, target).toBe(200);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.body).toContain('<!DOCTYPE html>');
    }
  });

  it('answers an unknown path with 404.html and status 404', async () => {
    const response = await request(server, '/no/such/page');
    expect(response.status).toBe(404);
    expect(response.body).toContain('404 - Page Not Found');
  });

  it('redirects /about.html and /about/ to /about on the same origin, keeping the query', async () => {
    for (const [target, location] of [
      ['/about.html', '/about'],
      ['/about/', '/about'],
      ['/index.html', '/'],
      ['/about.html?x=1', '/about?x=1'],
    ]) {
      const response = await request(server, target!);
      expect(response.status, target).toBe(301);
      expect(response.headers.location).toBe(location);
    }
  });

  it('sends ETag and answers a matching If-None-Match with 304', async () => {
    const first = await request(server, '/images/dot.svg');
    expect(first.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(first.headers.etag).toBeTruthy();
    const second = await request(server, '/images/dot.svg', {
      headers: { 'If-None-Match': first.headers.etag! },
    });
    expect(second.status).toBe(304);
    expect(second.body).toBe('');
  });

  it('streams a large file, and answers Range requests', async () => {
    const whole = await request(server, '/big.txt');
    expect(whole.status).toBe(200);
    expect(whole.body.length).toBe(1100 * 1024);
    expect(whole.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(whole.headers['x-content-type-options']).toBe('nosniff');
    const part = await request(server, '/images/dot.svg', { headers: { Range: 'bytes=0-9' } });
    expect(part.status).toBe(206);
    expect(part.body).toHaveLength(10);
    expect(part.headers['content-range']).toMatch(/^bytes 0-9\/\d+$/);
  });

  it('answers HEAD with the headers and no body', async () => {
    const response = await request(server, '/about', { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(Number(response.headers['content-length'])).toBeGreaterThan(100);
    expect(response.body).toBe('');
  });

  it('sends nosniff on every response, and caches hashed assets forever but not HTML', async () => {
    const page = await request(server, '/about');
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.headers['cache-control']).toBe('no-cache');
    const scriptPath = /<script src="([^"]+)"/.exec(page.body)![1]!;
    const script = await request(server, scriptPath);
    expect(script.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await request(server, '/nope')).headers['x-content-type-options']).toBe('nosniff');
    expect((await request(server, '/', { method: 'POST' })).headers['x-content-type-options']).toBe(
      'nosniff',
    );
  });
});

describe('conditional requests and byte ranges, as sirv answers them', () => {
  it('answers If-None-Match with the current ETag with 304, and an old one with the page', async () => {
    const { headers, body } = await request(server, '/about');
    const current = await request(server, '/about', {
      headers: { 'If-None-Match': headers.etag! },
    });
    expect(current.status).toBe(304);
    expect(current.body).toBe('');
    const stale = await request(server, '/about', { headers: { 'If-None-Match': 'W/"stale-1"' } });
    expect(stale.status).toBe(200);
    expect(stale.body).toBe(body);
  });

  it('answers bytes=start-end and bytes=start- with those bytes', async () => {
    const whole = await request(server, '/images/dot.svg');
    const size = whole.bytes.length;
    const response = await request(server, '/images/dot.svg', { headers: { Range: 'bytes=2-6' } });
    expect(response.status).toBe(206);
    expect(response.bytes.equals(whole.bytes.subarray(2, 7))).toBe(true);
    expect(response.headers['content-range']).toBe(`bytes 2-6/${size}`);
    expect(response.headers['content-length']).toBe('5');
    const tail = await request(server, '/big.txt', {
      headers: { Range: `bytes=${1100 * 1024 - 3}-` },
    });
    expect(tail.status).toBe(206);
    expect(tail.body).toBe('xxx');
  });

  it('sends the whole file for a suffix range or bytes=0-0, which sirv would misread', async () => {
    const whole = await request(server, '/images/dot.svg');
    for (const range of ['bytes=-5', 'bytes=0-0', 'bytes=1-2,4-5']) {
      const response = await request(server, '/images/dot.svg', { headers: { Range: range } });
      expect(response.status, range).toBe(200);
      expect(response.bytes.equals(whole.bytes), range).toBe(true);
    }
  });

  it('answers a range that starts past the end with 416 and the size', async () => {
    const size = (await request(server, '/images/dot.svg')).bytes.length;
    const response = await request(server, '/images/dot.svg', {
      headers: { Range: `bytes=${size}-` },
    });
    expect(response.status).toBe(416);
    expect(response.headers['content-range']).toBe(`bytes */${size}`);
  });

  it('sends the whole file when If-Range is sent', async () => {
    const response = await request(server, '/images/dot.svg', {
      headers: { Range: 'bytes=0-3', 'If-Range': '"an-old-version"' },
    });
    expect(response.status).toBe(200);
  });
});

describe('bodies', () => {
  it("answers a missing page under a folder with that folder's 404.html, as it is on disk", async () => {
    const notFound = `<!DOCTYPE html><html lang="en"><title>Not found</title><body><p>Try the tracking page or call us.</p></body></html>`;
    await mkdir(path.join(root, 'dist', 'guides'), { recursive: true });
    await writeFile(path.join(root, 'dist', 'guides', '404.html'), notFound);
    const response = await request(server, '/guides/nowhere', {
      headers: { 'Accept-Encoding': 'gzip, br' },
    });
    expect(response.status).toBe(404);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toBe(notFound);
  });

  it('sends images as they are, with their type', async () => {
    await writeFile(path.join(root, 'dist', 'photo.png'), Buffer.alloc(4096, 7));
    const response = await request(server, '/photo.png', {
      headers: { 'Accept-Encoding': 'gzip, br' },
    });
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.bytes).toHaveLength(4096);
  });
});

const forbidden = [400, 404];
const hostileRequests: Array<[string, string, number[]]> = [
  ['plain traversal', '/../../../../etc/passwd', [400]],
  ['traversal under an asset folder', '/assets/../../secret-in-project.txt', [400]],
  ['percent-encoded traversal', '/%2e%2e/%2e%2e/etc/passwd', [400]],
  ['percent-encoded slashes', '/..%2f..%2f..%2fetc%2fpasswd', [400]],
  ['double-encoded traversal', '/%252e%252e/%252e%252e/etc/passwd', [404]],
  ['backslash traversal', '/..\\..\\etc\\passwd', [400]],
  ['encoded backslash traversal', '/..%5c..%5cetc%5cpasswd', [400]],
  ['NUL byte', '/about%00.html', [400]],
  ['NUL byte alone', '/%00', [400]],
  ['malformed percent-encoding', '/%E0%A4%A', [400]],
  ['lone percent sign', '/100%', [400]],
  ['dotfile in dist', '/.env', [404]],
  ['encoded dotfile', '/%2eenv', [404]],
  ['symlink to a file outside dist', '/leak.txt', [404]],
  ['symlink to a folder outside dist', '/linked-folder/inner.txt', [404]],
  ['file of the project outside dist', '/secret-in-project.txt', [404]],
  ['very long URL', `/${'a'.repeat(10_000)}`, [400]],
  ['very long query', `/about?${'q'.repeat(10_000)}`, [400]],
];

describe('hostile requests', () => {
  it.each(hostileRequests)('refuses %s', async (_name, target, statuses) => {
    const response = await request(server, target);
    expect(statuses).toContain(response.status);
    expect(forbidden).toContain(response.status);
    expect(response.body).not.toContain(secret);
    expect(response.body).not.toMatch(/root:x:0:0/);
  });

  it('serves /.well-known/ as the build publishes it, and no other dotfile', async () => {
    await mkdir(path.join(outDir, '.well-known'), { recursive: true });
    await writeFile(path.join(outDir, '.well-known', 'security.txt'), 'Contact: x\n');
    await writeFile(path.join(outDir, '.well-known', '.hidden'), secret);
    await writeFile(path.join(outDir, 'images', '.env'), secret);
    expect((await request(server, '/.well-known/security.txt')).body).toBe('Contact: x\n');
    for (const target of ['/.well-known/.hidden', '/images/.env', '/images/.well-known/x']) {
      const response = await request(server, target);
      expect(response.status, target).toBe(404);
      expect(response.body).not.toContain(secret);
    }
  });

  it('never redirects a protocol-relative //host path off the origin', async () => {
    for (const target of [
      '//evil.example/',
      '//evil.example/about.html',
      '//evil.example/about/',
      '///evil.example/about',
      '/\\evil.example/about',
      '//about',
    ]) {
      const response = await request(server, target);
      if (response.status >= 300 && response.status < 400) {
        const location = response.headers.location ?? '';
        expect(location, target).toMatch(/^\/(?![/\\])/);
        expect(new URL(location, server.origin).origin).toBe(server.origin);
      } else expect([400, 404], target).toContain(response.status);
    }
  });

  it('never serves a file that became a symlink leaving dist after it was first served', async () => {
    const outside = await makeTemporaryFolder('site-outside-');
    await writeFile(path.join(outside, 'secret.txt'), secret);
    await writeFile(path.join(outside, 'secret.html'), `<!DOCTYPE html><p>${secret}</p>`);
    await writeFile(path.join(outside, 'big.txt'), `${secret}${'x'.repeat(1100 * 1024)}`);
    await mkdir(path.join(outside, 'notes'));
    await writeFile(path.join(outside, 'notes', 'inner.txt'), secret);
    const dist = path.join(root, 'dist');
    await writeFile(path.join(dist, 'swap.txt'), 'inside');
    await writeFile(path.join(dist, 'swap-page.html'), '<!DOCTYPE html><p>inside</p>');
    await writeFile(path.join(dist, 'swap-big.txt'), 'y'.repeat(1100 * 1024));
    await mkdir(path.join(dist, 'notes'));
    await writeFile(path.join(dist, 'notes', 'inner.txt'), 'inside');
    const targets = ['/robots.txt', '/swap.txt', '/swap-page', '/swap-big.txt', '/notes/inner.txt'];
    for (const target of targets)
      expect(
        (await request(server, target, { headers: { 'Accept-Encoding': 'gzip' } })).status,
        target,
      ).toBe(200);
    const robots = await readFile(path.join(dist, 'robots.txt'));
    await rm(path.join(dist, 'robots.txt'));
    await symlink(path.join(outside, 'secret.txt'), path.join(dist, 'robots.txt'));
    await rm(path.join(dist, 'swap.txt'));
    await symlink(path.join(outside, 'secret.txt'), path.join(dist, 'swap.txt'));
    await rm(path.join(dist, 'swap-page.html'));
    await symlink(path.join(outside, 'secret.html'), path.join(dist, 'swap-page.html'));
    await rm(path.join(dist, 'swap-big.txt'));
    await symlink(path.join(outside, 'big.txt'), path.join(dist, 'swap-big.txt'));
    await rm(path.join(dist, 'notes'), { recursive: true });
    await symlink(path.join(outside, 'notes'), path.join(dist, 'notes'));
    try {
      for (const target of targets) {
        for (const headers of [{}, { 'Accept-Encoding': 'gzip' }, { Range: 'bytes=0-40' }] as Array<
          Record<string, string>
        >) {
          const response = await request(server, target, { headers });
          expect(response.status, target).toBe(404);
          expect(response.bytes.toString('latin1'), target).not.toContain(secret);
        }
      }
    } finally {
      await rm(path.join(dist, 'robots.txt'));
      await writeFile(path.join(dist, 'robots.txt'), robots);
    }
  });

  it('serves a symlink that stays inside dist', async () => {
    const response = await request(server, '/inside-link');
    expect(response.status).toBe(200);
    expect(response.body).toBe(await readFile(path.join(root, 'dist', 'about.html'), 'utf8'));
  });

  it('answers methods other than GET and HEAD with 405 and an Allow header', async () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'TRACE', 'PROPFIND']) {
      const response = await request(server, '/about', { method });
      expect(response.status, method).toBe(405);
      expect(response.headers.allow).toBe('GET, HEAD');
    }
  });

  it('ignores a malformed or reversed Range header instead of failing', async () => {
    for (const range of ['bytes=50-2', 'bytes=abc', 'bytes=-', 'bytes=999999999-']) {
      const response = await request(server, '/images/dot.svg', { headers: { Range: range } });
      expect([200, 206, 416], range).toContain(response.status);
    }
  });

  it('answers CONNECT with 405 and an Allow header on a raw socket, and keeps running', async () => {
    const answer = await rawRequest(
      server,
      'CONNECT evil.example:443 HTTP/1.1\r\nHost: evil.example:443\r\n\r\n',
    );
    expect(answer).toMatch(/^HTTP\/1\.1 405 /);
    expect(answer).toMatch(/\r\nAllow: GET, HEAD\r\n/i);
    expect((await request(server, '/about')).status).toBe(200);
  });

  it.each([
    [
      'CONNECT to a host',
      'CONNECT evil.example:443 HTTP/1.1\r\nHost: evil.example:443\r\n\r\n',
      [405],
    ],
    ['CONNECT to a path', 'CONNECT /about HTTP/1.1\r\nHost: x\r\n\r\n', [400, 405]],
    ['OPTIONS *', 'OPTIONS * HTTP/1.1\r\nHost: x\r\n\r\n', [405]],
    ['GET *', 'GET * HTTP/1.1\r\nHost: x\r\n\r\n', [400]],
    [
      'an absolute-form URL',
      'GET http://evil.example/about HTTP/1.1\r\nHost: evil.example\r\n\r\n',
      [400, 403],
    ],
    [
      'an absolute-form URL with POST',
      'POST http://evil.example/about HTTP/1.1\r\nHost: evil.example\r\nContent-Length: 0\r\n\r\n',
      [400, 403, 405],
    ],
    [
      'a WebSocket upgrade of a page',
      'GET /about HTTP/1.1\r\nHost: x\r\nConnection: Upgrade\r\nUpgrade: websocket\r\nSec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n',
      [200, 400, 404, 405],
    ],
    [
      'an h2c upgrade of a missing path',
      'GET /nowhere HTTP/1.1\r\nHost: x\r\nConnection: Upgrade, HTTP2-Settings\r\nUpgrade: h2c\r\nHTTP2-Settings: AAMAAABkAAQAAP__\r\n\r\n',
      [400, 404, 405],
    ],
    [
      'an upgrade with POST',
      'POST /about HTTP/1.1\r\nHost: x\r\nConnection: Upgrade\r\nUpgrade: websocket\r\nContent-Length: 0\r\n\r\n',
      [400, 405],
    ],
    ['a very long path', `GET /${'a'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`, [400, 404]],
    ['a NUL byte', 'GET /%00 HTTP/1.1\r\nHost: x\r\n\r\n', [400]],
    ['invalid percent-encoding', 'GET /%zz HTTP/1.1\r\nHost: x\r\n\r\n', [400]],
    ['an unknown method', 'BREW /pot HTTP/1.1\r\nHost: x\r\n\r\n', [400, 405]],
    ['a request with no path', 'GET  HTTP/1.1\r\nHost: x\r\n\r\n', [400]],
  ])(
    'answers %s on a raw socket with an HTTP status, never silence',
    async (_name, head, statuses) => {
      const answer = await rawRequest(server, head as string);
      const status = Number(/^HTTP\/1\.1 (\d{3}) /.exec(answer)?.[1]);
      expect(statuses, answer.slice(0, 200) || '(no bytes)').toContain(status);
      expect(answer).not.toContain(secret);
      expect((await request(server, '/about')).status).toBe(200);
    },
  );

  it('answers malformed request lines and oversized headers with 400 and keeps running', async () => {
    expect(
      await rawRequest(server, 'GET /about HTTP/1.1\r\nHost: x\r\nBad Header\r\n\r\n'),
    ).toMatch(/^HTTP\/1\.1 400/);
    expect(
      await rawRequest(
        server,
        `GET /about HTTP/1.1\r\nHost: x\r\nX-Big: ${'b'.repeat(40_000)}\r\n\r\n`,
      ),
    ).toMatch(/^HTTP\/1\.1 400/);
    expect(
      await rawRequest(server, 'GET http://evil.example/about HTTP/1.1\r\nHost: x\r\n\r\n'),
    ).toMatch(/^HTTP\/1\.1 400/);
    expect((await request(server, '/about')).status).toBe(200);
  });
});
