import { execFileSync } from 'node:child_process';
import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { SiteError } from '../../../src/generator/diagnostics';
import { build } from '../../../src/generator/index';
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

describe('a folder under pages/ that cannot be read', () => {
  it('is an error naming the folder, not "No pages found" while pages/index.tsx is there', async () => {
    const root = await copyFixture('basic-site');
    // Nested past PATH_MAX (4,096 bytes on Linux): made one folder at a time, each from the last.
    const segment = 'd'.repeat(200);
    await mkdir(path.join(root, 'pages', 'archive'));
    execFileSync('bash', [
      '-c',
      `cd "$1" && for i in $(seq 25); do mkdir ${segment} && cd ${segment} || exit 1; done`,
      'deep',
      path.join(root, 'pages', 'archive'),
    ]);
    const error = (await build({ root }).catch((reason: unknown) => reason)) as SiteError;
    expect(error.diagnostics).toEqual([
      expect.objectContaining({
        file: expect.stringMatching(/^pages\/archive\/d+…d+$/),
        message: expect.stringContaining('its path is longer than the system allows'),
        hint: expect.stringContaining('nearer the top'),
      }),
    ]);
    expect(error.message).not.toContain('No pages found');
    execFileSync('rm', ['-rf', path.join(root, 'pages', 'archive')]);
  });
});

describe('site.formActions in content/config.ts', () => {
  it('names the field and the value of an action that is not a URL, a path or mailto:, not a bug in the generator', async () => {
    const root = await copyFixture('basic-site');
    await editFile(root, 'content/config.ts', (text) =>
      text.replace(
        "icon: '/images/dot.svg',",
        "icon: '/images/dot.svg',\n  formActions: ['https://forms.example.com/send', 'https://', 'ftp://files.example.com'],",
      ),
    );
    const { code, stderr } = await runSite(['build'], root);
    expect(code).toBe(1);
    expect(stderr).not.toContain('site crashed');
    expect(stderr).toContain('content/config.ts (site.formActions[1])');
    expect(stderr).toContain('"https://"');
    expect(stderr).toContain('content/config.ts (site.formActions[2])');
    expect(stderr).toContain('"ftp://files.example.com"');
    expect(stderr).not.toContain('site.formActions[0]');
  });

  it('builds a page whose form posts to an http(s) URL that cannot be parsed, allowing nothing for it (a browser cannot post there), where it crashed the policy', async () => {
    const root = await copyFixture('basic-site');
    await editFile(root, 'pages/about.tsx', (text) =>
      text.replace(
        '<p>A tiny site for testing the generator.</p>',
        '<form action="https://" method="post"><button>Send</button></form>',
      ),
    );
    const { code, stderr } = await runSite(['build'], root);
    expect(stderr).not.toContain('site crashed');
    expect(code).toBe(0);
    const headers = await readFile(path.join(root, 'dist/_headers'), 'utf8');
    expect(headers).toContain("form-action 'none'");
  });
});
