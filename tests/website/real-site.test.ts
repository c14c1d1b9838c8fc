import { describe, expect, it } from 'vitest';
import { realSiteBuild, realSiteCheck, SHARED_BUILD_TIMEOUT_MS } from '../shared-build';

describe('the real site', () => {
  it('builds every route and passes site check with no problems, both counting the same pages', {
    timeout: SHARED_BUILD_TIMEOUT_MS,
  }, async () => {
    const result = await realSiteBuild();
    expect(result.pages.length).toBeGreaterThanOrEqual(14);
    const { problems, summary, pagesChecked } = await realSiteCheck();
    expect(problems).toEqual([]);
    expect(pagesChecked).toBe(result.pages.length);
    expect(summary).toMatch(new RegExp(`^${result.pages.length} pages, `));
    expect(summary).toContain('all clean');
  });
});
