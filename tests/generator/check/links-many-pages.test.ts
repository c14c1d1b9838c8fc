/**
 * `site check` on a large site: the link crawl must not open a request for every page at once.
 * (At 4,000 articles it did: the requests timed out and every page's links, /site.webmanifest
 * and /blog/feed.xml included, came back as thousands of "status 0" broken links.)
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { checkLinks } from '../../../src/generator/check/links';
import { loadSite } from '../../../src/generator/check/load-dist';
import { makeTemporaryFolder, removeTemporaryFolders } from '../../helpers';

afterAll(removeTemporaryFolders);

const connections = { open: new Set<object>(), most: 0 };

// The check's own server, counting the connections the crawl holds open at the same time.
vi.mock('../../../src/generator/serve/index', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../../src/generator/serve/index')>();
  const { createPreview } = await import('../../../src/generator/serve/preview');
  const { startServer } = await import('../../../src/generator/serve/guard');
  return {
    ...original,
    serveStatic: async (options: Parameters<typeof original.serveStatic>[0]) => {
      const preview = createPreview(options.outDir);
      const server = await startServer(options, (req, res, target) => {
        if (!connections.open.has(req.socket)) {
          connections.open.add(req.socket);
          req.socket.on('close', () => connections.open.delete(req.socket));
        }
        connections.most = Math.max(connections.most, connections.open.size);
        preview(req, res, target);
      });
      return { ...server, outDir: options.outDir };
    },
  };
});

const PAGES = 400;

/** A built site of PAGES pages, each linking to the home page, a shared file and its neighbour. */
async function manyPages(): Promise<string> {
  const dist = await makeTemporaryFolder('site-many-pages-');
  await mkdir(path.join(dist, 'p'));
  const page = (title: string, links: string[]) =>
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title><link rel="manifest" href="/site.webmanifest"></head><body><main>${links.map((href) => `<a href="${href}">${href}</a>`).join(' ')}</main></body></html>`;
  await writeFile(path.join(dist, 'index.html'), page('Home', ['/p/1']));
  await writeFile(path.join(dist, 'site.webmanifest'), '{"name":"Many"}');
  for (let n = 1; n <= PAGES; n++)
    await writeFile(
      path.join(dist, 'p', `${n}.html`),
      page(`Page ${n}`, ['/', `/p/${(n % PAGES) + 1}`]),
    );
  return dist;
}

describe('the link check of a site with many pages', () => {
  it('finds no broken link and holds at most a few dozen connections open at once', async () => {
    const dist = await manyPages();
    const site = await loadSite({ root: dist, distDir: '.' });
    const { problems, linksChecked } = await checkLinks(site);
    expect(problems).toEqual([]);
    expect(linksChecked).toBeGreaterThanOrEqual(PAGES + 2);
    expect(connections.most, 'connections open at the same time').toBeLessThanOrEqual(32);
  }, 120_000);
});
