/**
 * Each build loads its compiled pages from a folder of its own in the system's temporary folder
 * (`site-modules-<pid>-…`). A build killed before it removed that folder leaves it there; the next
 * run removes those of processes that no longer exist, and never a running process's.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, expect, it } from 'vitest';
import {
  copyFixture,
  makeTemporaryFolder,
  removeTemporaryFolders,
  repoRoot,
  runSite,
} from '../../helpers';

afterAll(removeTemporaryFolders);

const moduleFolders = (folder: string) =>
  readdirSync(folder).filter((name) => name.startsWith('site-modules-'));

it('a build removes the folders of compiled pages that killed builds left in the temporary folder, and keeps those of a running process', {
  timeout: 120_000,
}, async () => {
  const root = await copyFixture('basic-site');
  const temporary = await makeTemporaryFolder('site-tmp-');
  // A build killed with SIGKILL while its folder exists (it does from the load phase to the end).
  const killed = spawn(process.execPath, [path.join(repoRoot, 'bin', 'site.js'), 'build'], {
    cwd: root,
    env: { ...process.env, TMPDIR: temporary },
    stdio: 'ignore',
  });
  const exited = once(killed, 'exit');
  let hasExited = false;
  void exited.then(() => (hasExited = true));
  while (moduleFolders(temporary).length === 0 && !hasExited) await sleep(5);
  killed.kill('SIGKILL');
  await exited;
  expect(moduleFolders(temporary), 'the killed build left its folder').toHaveLength(1);
  // One of a process that runs (this test's own): another build may be loading from it.
  const running = `site-modules-${process.pid}-running`;
  mkdirSync(path.join(temporary, running));

  const { code, stderr } = await runSite(['build', '--quiet'], root, { TMPDIR: temporary });
  expect(code, stderr).toBe(0);
  expect(moduleFolders(temporary)).toEqual([running]);
});
