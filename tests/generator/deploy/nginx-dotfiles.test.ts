/**
 * Dotfiles through the generated nginx snippet: none is served (a stray `.env` copied into the
 * output by hand, the output folder's own `.site-output` marker), `/.well-known/` is.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../../src/generator/index';
import { copyFixture, removeTemporaryFolders } from '../../helpers';
import { nginx, startNginx, type NginxServer } from './nginx-server';

let origin: string;
let server: NginxServer | undefined;

beforeAll(async () => {
  if (!nginx) return;
  const root = await copyFixture('basic-site');
  await mkdir(path.join(root, 'public', '.well-known'));
  await writeFile(path.join(root, 'public', '.well-known', 'security.txt'), 'Contact: x\n');
  const { outDir } = await build({ root });
  await writeFile(path.join(outDir, '.env'), 'SECRET=1\n');
  await writeFile(path.join(outDir, 'images', '.env'), 'SECRET=2\n');
  server = await startNginx(outDir, root);
  origin = server.origin;
});

afterAll(async () => {
  await server?.stop();
  await removeTemporaryFolders();
});

describe.skipIf(!nginx)('nginx with the generated snippet and dotfiles', () => {
  it('answers 404 for a dotfile anywhere, the output marker included, and serves /.well-known/', async () => {
    for (const hidden of ['/.env', '/images/.env', '/.site-output', '/.env.html']) {
      const response = await fetch(origin + hidden, { redirect: 'manual' });
      expect(response.status, hidden).toBe(404);
      expect(await response.text(), hidden).not.toContain('SECRET');
    }
    const known = await fetch(`${origin}/.well-known/security.txt`);
    expect(known.status).toBe(200);
    expect(await known.text()).toBe('Contact: x\n');
  });
});
