/**
 * A site with locales through the generated nginx snippet, served by the real nginx on
 * 127.0.0.1: the same answers as `site serve` (tests/generator/serve/locale-routing.ts).
 */
import { afterAll, beforeAll, describe, it } from 'vitest';
import { build } from '../../../src/generator/index';
import { copyFixture, removeTemporaryFolders } from '../../helpers';
import { expectLocaleRouting } from '../serve/locale-routing';
import { nginx, startNginx, type NginxServer } from './nginx-server';

let server: NginxServer | undefined;
let outDir: string;

beforeAll(async () => {
  if (!nginx) return;
  const root = await copyFixture('i18n-site');
  ({ outDir } = await build({ root }));
  server = await startNginx(outDir, root);
});

afterAll(async () => {
  await server?.stop();
  await removeTemporaryFolders();
});

describe.skipIf(!nginx)('nginx with a site with locales', () => {
  it("serves a locale's home at /te/, its pages under the prefix, and an unknown path under /te/ with /te/404.html and status 404", async () => {
    await expectLocaleRouting(server!.origin, outDir);
  });
});
