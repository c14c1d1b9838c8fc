import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { build, check } from '../../src/generator/index';
import { makeTemporaryFolder, removeTemporaryFolders, repoRoot } from '../helpers';

afterAll(removeTemporaryFolders);

describe('the real site', () => {
  it('builds every route and passes site check with no problems, both counting the same pages', async () => {
    const outDir = path.join(await makeTemporaryFolder('site-real-'), 'dist');
    const result = await build({ root: repoRoot, outDir });
    expect(result.pages.length).toBeGreaterThanOrEqual(14);
    const { problems, summary, pagesChecked } = await check({ root: repoRoot, distDir: outDir });
    expect(problems).toEqual([]);
    expect(pagesChecked).toBe(result.pages.length);
    expect(summary).toMatch(new RegExp(`^${result.pages.length} pages, `));
    expect(summary).toContain('all clean');
  });
});
