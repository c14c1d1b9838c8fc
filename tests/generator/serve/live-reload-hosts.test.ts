/**
 * Live reload's event stream answers the pages of this server by every name they can be opened
 * at (the host it was started with and the loopback names; for 0.0.0.0 the machine's names and
 * addresses), refuses foreign pages, and says why, in the response and once on the terminal.
 */
import http from 'node:http';
import os from 'node:os';
import { afterAll, describe, expect, it } from 'vitest';
import { serve, type SiteServer } from '../../../src/generator/index';
import { copyFixture, removeTemporaryFolders } from '../../helpers';

afterAll(removeTemporaryFolders);

/** Opens the event stream at the server's port with the given Host (and Origin), and returns the status and first bytes. */
function openEvents(
  port: number,
  headers: Record<string, string>,
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.get(
      { host: '127.0.0.1', port, path: '/__site/events', headers },
      (res) => {
        res.once('data', (chunk: Buffer) => {
          resolve({ status: res.statusCode ?? 0, body: chunk.toString('utf8') });
          request.destroy();
        });
      },
    );
    request.on('error', reject);
  });
}

async function serveWith(
  host: string,
): Promise<{ server: SiteServer; port: number; warnings: string[] }> {
  const root = await copyFixture('basic-site');
  const warnings: string[] = [];
  const server = await serve({
    root,
    host,
    port: 0,
    onWarning: (message) => warnings.push(message),
  });
  return { server, port: Number(new URL(server.url).port), warnings };
}

describe('live reload on 127.0.0.1', () => {
  it('accepts pages opened at localhost, 127.0.0.1 and [::1], and refuses a foreign page saying why, once on the terminal', async () => {
    const { server, port, warnings } = await serveWith('127.0.0.1');
    try {
      for (const host of [
        `127.0.0.1:${port}`,
        `localhost:${port}`,
        `LOCALHOST:${port}`,
        `[::1]:${port}`,
      ]) {
        const answer = await openEvents(port, { Host: host, Origin: `http://${host}` });
        expect(answer.status, host).toBe(200);
        expect(answer.body).toContain(': connected');
      }
      expect((await openEvents(port, { Host: `localhost:${port}` })).status).toBe(200);
      expect(warnings).toEqual([]);

      const refusals: Array<Record<string, string>> = [
        { Host: `evil.example:${port}` },
        { Host: `localhost:${port}`, Origin: 'http://evil.example' },
        { Host: `localhost:${port}`, Origin: `http://localhost:${port + 1}` },
        { Host: `localhost:${port + 1}` },
      ];
      for (const headers of refusals) {
        const answer = await openEvents(port, headers);
        expect(answer.status, JSON.stringify(headers)).toBe(403);
        expect(answer.body).toContain(`http://localhost:${port}`);
        expect(answer.body).toMatch(/--host/);
      }
      // Browsers retry: the terminal hears of each refused page once.
      await openEvents(port, { Host: `evil.example:${port}` });
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(warnings).toHaveLength(refusals.length);
      expect(warnings[0]).toContain('evil.example');
      expect(warnings[0]).toContain(`http://127.0.0.1:${port}`);
    } finally {
      await server.close();
    }
  }, 90_000);
});

describe('live reload on 0.0.0.0', () => {
  it("accepts the loopback names and the machine's own name and addresses, and still refuses a foreign host", async () => {
    const { server, port } = await serveWith('0.0.0.0');
    try {
      const addresses = Object.values(os.networkInterfaces())
        .flatMap((entries) => entries ?? [])
        .filter((entry) => entry.family === 'IPv4')
        .map((entry) => entry.address);
      for (const host of ['localhost', '127.0.0.1', '0.0.0.0', os.hostname(), ...addresses]) {
        expect(
          (await openEvents(port, { Host: `${host}:${port}`, Origin: `http://${host}:${port}` }))
            .status,
          host,
        ).toBe(200);
      }
      expect((await openEvents(port, { Host: `evil.example:${port}` })).status).toBe(403);
    } finally {
      await server.close();
    }
  }, 90_000);
});

describe('IP addresses, as Vite accepts them', () => {
  it("answers a page opened at any IP address with the server's port, a name no foreign page can make resolve here, and still refuses another port or a name", async () => {
    const { server, port } = await serveWith('127.0.0.1');
    try {
      for (const host of [`127.0.0.2:${port}`, `[::ffff:127.0.0.1]:${port}`])
        expect((await openEvents(port, { Host: host })).status, host).toBe(200);
      for (const host of [`127.0.0.2:${port + 1}`, `127.0.0.1.evil.example:${port}`])
        expect((await openEvents(port, { Host: host })).status, host).toBe(403);
    } finally {
      await server.close();
    }
  }, 90_000);
});

/** Asks for a page at the server's port with the given Host, and returns the status and body. */
function getPage(port: number, host: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.get({ host: '127.0.0.1', port, path: '/about', headers: { Host: host } });
    request.on('response', (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    request.on('error', reject);
  });
}

describe('every request, watching or not', () => {
  it.each([true, false])(
    'is answered only at the names of the server (watch: %s): a foreign Host (DNS rebinding) gets 403 and no page, and the terminal hears of it once, in printable text',
    async (watch) => {
      const root = await copyFixture('basic-site');
      const warnings: string[] = [];
      const server = await serve({
        root,
        watch,
        host: '127.0.0.1',
        port: 0,
        onWarning: (message) => warnings.push(message),
      });
      const port = Number(new URL(server.url).port);
      try {
        for (const host of [`127.0.0.1:${port}`, `localhost:${port}`]) {
          const answer = await getPage(port, host);
          expect(answer.status, host).toBe(200);
          expect(answer.body).toContain('<h1>About</h1>');
        }
        const foreign = await getPage(port, `rebound.example:${port}`);
        expect(foreign.status).toBe(403);
        expect(foreign.body).not.toContain('<h1>About</h1>');
        expect(foreign.body).toContain(`http://localhost:${port}`);
        await getPage(port, `rebound.example:${port}`);
        // A C1 control (CSI) in the Host is shown escaped, never sent to the terminal as it is.
        expect((await getPage(port, `evil\u009b2Jexample:${port}`)).status).toBe(403);
        await new Promise((resolve) => setTimeout(resolve, 100));
        expect(warnings).toHaveLength(2);
        expect(warnings[0]).toContain('rebound.example');
        expect(warnings[1]).toContain('evil\\u009b2Jexample');
        expect(warnings.join('')).not.toMatch(/[\u0000-\u001f\u007f-\u009f]/);
      } finally {
        await server.close();
      }
    },
    90_000,
  );
});
