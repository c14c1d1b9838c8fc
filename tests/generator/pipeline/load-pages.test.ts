import { afterAll, describe, expect, it } from 'vitest';
import { copyFixture, editFile, removeTemporaryFolders, runSite } from '../../helpers';

afterAll(removeTemporaryFolders);

describe('a module that throws while it is loaded', () => {
  it('names the page file and line and shows the thrown message, not a bug in the generator', async () => {
    const root = await copyFixture('basic-site');
    await editFile(root, 'pages/about.tsx', (text) =>
      text.replace(
        'export const meta',
        "if (text()) throw new Error('the team list is not ready');\nfunction text() { return true; }\nexport const meta",
      ),
    );
    const { code, stderr } = await runSite(['build'], root);
    expect(code).toBe(1);
    expect(stderr).not.toContain('site crashed');
    expect(stderr).toMatch(/pages\/about\.tsx:3(:\d+)?/);
    expect(stderr).toContain('pages/about.tsx threw while it was loaded (at pages/about.tsx:3:');
    expect(stderr).toContain('the team list is not ready');
  });

  it('names content/config.ts and shows the thrown message', async () => {
    const root = await copyFixture('basic-site');
    await editFile(
      root,
      'content/config.ts',
      (text) => `${text}\nif (site.url) throw new TypeError('SITE_URL is not set');\n`,
    );
    const { code, stderr } = await runSite(['build'], root);
    expect(code).toBe(1);
    expect(stderr).not.toContain('site crashed');
    expect(stderr).toContain('content/config.ts threw while it was loaded');
    expect(stderr).toContain('SITE_URL is not set');
  });
});
