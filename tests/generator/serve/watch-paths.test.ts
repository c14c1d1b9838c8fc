import {
  appendFile,
  mkdir,
  mkdtemp,
  rename,
  rm,
  symlink,
  truncate,
  writeFile,
} from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { watchPaths, type PathWatcher } from '../../../src/generator/serve/watch-paths';

let root: string;
let outside: string;
let watcher: PathWatcher | undefined;
let reported: Set<string>;
let errors: Error[];

beforeEach(async () => {
  const base = await mkdtemp(path.join(os.tmpdir(), 'site-watch-paths-'));
  root = path.join(base, 'project');
  outside = path.join(base, 'elsewhere');
  await mkdir(path.join(root, 'content', 'blog'), { recursive: true });
  await mkdir(outside);
  await writeFile(path.join(root, 'content', 'blog', 'first.md'), 'first\n');
  await writeFile(path.join(root, 'content', 'blog', 'second.md'), 'second\n');
  reported = new Set();
  errors = [];
  watcher = watchPaths(
    root,
    (file) => reported.add(path.relative(root, file)),
    (error) => errors.push(error),
  );
});

afterEach(async () => {
  watcher?.close();
  await rm(path.dirname(root), { recursive: true, force: true });
});

/** Waits until every one of `files` was reported. */
async function reportedAll(...files: string[]): Promise<void> {
  await expect
    .poll(() => files.filter((file) => !reported.has(file)), { timeout: 5000, interval: 10 })
    .toEqual([]);
}

const at = (...parts: string[]) => path.join(root, ...parts);

describe('the watcher of site serve', () => {
  it('reports a saved file, whether it is written in place, truncated and written, or replaced by a renamed file', async () => {
    watcher!.add(['content']);
    await writeFile(at('content/blog/first.md'), 'edited\n');
    await reportedAll('content/blog/first.md');
    reported.clear();
    await truncate(at('content/blog/second.md'), 0);
    await appendFile(at('content/blog/second.md'), 'again\n');
    await reportedAll('content/blog/second.md');
    reported.clear();
    await writeFile(at('content/blog/.first.md.tmp'), 'renamed over\n');
    await rename(at('content/blog/.first.md.tmp'), at('content/blog/first.md'));
    await reportedAll('content/blog/first.md');
    // The hidden temporary file is not part of the site.
    expect([...reported]).toEqual(['content/blog/first.md']);
    expect(errors).toEqual([]);
  });

  it('reports a new file and a removed one, in a folder made after it started watching too', async () => {
    watcher!.add(['content']);
    await writeFile(at('content/blog/third.md'), 'third\n');
    await rm(at('content/blog/second.md'));
    await reportedAll('content/blog/third.md', 'content/blog/second.md');
    await mkdir(at('content/news'));
    await writeFile(at('content/news/one.md'), 'one\n');
    await reportedAll('content/news/one.md');
    reported.clear();
    await writeFile(at('content/news/one.md'), 'one, edited\n');
    await reportedAll('content/news/one.md');
  });

  it('reports every file of a folder moved in, and of a folder removed or moved away', async () => {
    watcher!.add(['content']);
    await mkdir(path.join(outside, 'guides', 'deep'), { recursive: true });
    await writeFile(path.join(outside, 'guides', 'a.md'), 'a\n');
    await writeFile(path.join(outside, 'guides', 'deep', 'b.md'), 'b\n');
    await rename(path.join(outside, 'guides'), at('content/guides'));
    await reportedAll('content/guides/a.md', 'content/guides/deep/b.md');
    // Watched from then on.
    reported.clear();
    await writeFile(at('content/guides/deep/b.md'), 'b, edited\n');
    await reportedAll('content/guides/deep/b.md');
    reported.clear();
    await rename(at('content/guides'), path.join(outside, 'guides-moved'));
    await reportedAll('content/guides/a.md', 'content/guides/deep/b.md');
    reported.clear();
    await rm(at('content/blog'), { recursive: true });
    await reportedAll('content/blog/first.md', 'content/blog/second.md');
    expect(errors).toEqual([]);
  });

  it('watches a file on its own without reporting the other files of its folder', async () => {
    await writeFile(at('tsconfig.json'), '{}\n');
    await writeFile(at('notes.txt'), 'notes\n');
    watcher!.add(['tsconfig.json']);
    await writeFile(at('notes.txt'), 'notes, edited\n');
    // Events of one folder arrive in order: once the watched file's save is reported, the other one was seen and left out.
    await writeFile(at('tsconfig.json'), '{ "compilerOptions": {} }\n');
    await reportedAll('tsconfig.json');
    await writeFile(at('.tsconfig.json.swp'), 'x');
    await rename(at('.tsconfig.json.swp'), at('tsconfig.json'));
    await writeFile(at('tsconfig.json'), '{}\n');
    await reportedAll('tsconfig.json');
    expect([...reported]).toEqual(['tsconfig.json']);
  });

  it('watches a folder that does not exist yet from the moment it appears', async () => {
    watcher!.add(['styles']);
    await mkdir(at('styles'));
    await writeFile(at('styles/site.css'), 'p{}\n');
    await reportedAll('styles/site.css');
    reported.clear();
    await writeFile(at('styles/site.css'), 'p{color:red}\n');
    await reportedAll('styles/site.css');
  });

  it('follows a symbolic link to a folder, as the build does, reporting its files under the link, and stops at a link round in a loop', async () => {
    await mkdir(at('assets'));
    await writeFile(at('assets/logo.svg'), '<svg/>');
    await mkdir(at('public'));
    await symlink(at('assets'), at('public/shared'));
    await symlink(at('public'), at('public/loop'));
    watcher!.add(['public']);
    await writeFile(at('assets/logo.svg'), '<svg></svg>');
    await reportedAll('public/shared/logo.svg');
    expect(errors).toEqual([]);
  });

  it('watches each folder once however often it is added', async () => {
    watcher!.add(['content', 'content', 'content/blog', 'content/blog/first.md']);
    await writeFile(at('content/blog/first.md'), 'edited\n');
    await reportedAll('content/blog/first.md');
    expect(errors).toEqual([]);
  });
});
