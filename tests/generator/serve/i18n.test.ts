import { afterAll, beforeAll, describe, it } from 'vitest';
import { build, serveStatic, type StaticServer } from '../../../src/generator/index';
import { copyFixture, removeTemporaryFolders } from '../../helpers';
import { expectLocaleRouting } from './locale-routing';

let server: StaticServer;
let outDir: string;

beforeAll(async () => {
  const root = await copyFixture('i18n-site');
  ({ outDir } = await build({ root }));
  server = await serveStatic({ outDir, host: '127.0.0.1', port: 0 });
});

afterAll(async () => {
  await server?.close();
  await removeTemporaryFolders();
});

describe('site serve with locales', () => {
  it("serves a locale's home at /te/, its pages under the prefix, and an unknown path under /te/ with /te/404.html and status 404", async () => {
    await expectLocaleRouting(server.origin, outDir);
  });
});
