import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { relativeToRoot } from '../../src/generator/config';

describe('relativeToRoot', () => {
  const root = path.resolve('/projects/site');

  it('gives the same path as path.relative, with forward slashes, for files inside and outside the root', () => {
    const files = [
      path.join(root, 'content', 'blog', 'post.md'),
      path.join(root, 'pages', 'index.tsx'),
      `${root}${path.sep}content${path.sep}..${path.sep}pages${path.sep}about.tsx`,
      `${root}${path.sep}.${path.sep}styles${path.sep}main.css`,
      path.join(root, '.well-known', 'security.txt'),
      path.resolve('/projects/site-two/pages/index.tsx'),
      path.resolve('/elsewhere/file.md'),
      root,
    ];
    for (const file of files)
      expect(relativeToRoot({ root }, file), file).toBe(
        path.relative(root, file).split(path.sep).join('/'),
      );
  });
});
