/** Shared test helpers: temporary copies of fixture projects and running the CLI. */
import { execFile, execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from 'vitest';
import { resolvePaths } from '../src/generator/config';
import type { SiteError } from '../src/generator/diagnostics';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const fixturesDir = path.join(repoRoot, 'tests', 'generator', 'fixtures');
const siteBin = path.join(repoRoot, 'bin', 'site.js');

const temporaryFolders: string[] = [];

/** A fresh temporary folder, removed by `removeTemporaryFolders()`. */
export async function makeTemporaryFolder(prefix = 'site-test-'): Promise<string> {
  const folder = await mkdtemp(path.join(os.tmpdir(), prefix));
  temporaryFolders.push(folder);
  return folder;
}

/** Copies `tests/fixtures/<name>` into a temporary folder and returns the copy's root. */
export async function copyFixture(name: string): Promise<string> {
  const folder = await makeTemporaryFolder(`site-${name}-`);
  await cp(path.join(fixturesDir, name), folder, {
    recursive: true,
    filter: (source) => !/[\\/](dist|node_modules)$/.test(source),
  });
  return folder;
}

/** Removes the temporary folders and what the generator cached for each (node_modules/.cache/site/<key>). */
export async function removeTemporaryFolders(): Promise<void> {
  const folders = temporaryFolders.splice(0);
  await Promise.all(
    [...folders, ...folders.map((folder) => resolvePaths(folder).cache)].map((folder) =>
      rm(folder, { recursive: true, force: true }),
    ),
  );
}

/** Rewrites one file of a project. */
export async function editFile(
  root: string,
  file: string,
  edit: (text: string) => string,
): Promise<void> {
  const target = path.join(root, file);
  await writeFile(target, edit(await readFile(target, 'utf8')));
}

export interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs `site <args>` as a separate process in `cwd`. */
export function runSite(
  args: string[],
  cwd: string,
  env: NodeJS.ProcessEnv = {},
  nodeFlags: string[] = [],
): Promise<CliResult> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [...nodeFlags, siteBin, ...args],
      { cwd, env: { ...process.env, NO_COLOR: '1', ...env }, timeout: 60_000 },
      (error, stdout, stderr) => {
        const code = error && typeof error.code === 'number' ? error.code : error ? 1 : 0;
        resolve({ code, stdout, stderr });
      },
    );
  });
}

/** A TCP port on 127.0.0.1 that is free right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Resolves once `origin` answers an HTTP request; rejects after `timeoutMs`. */
export async function waitForHttp(origin: string, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      await fetch(`${origin}/`);
      return;
    } catch (error) {
      if (Date.now() > deadline)
        throw new Error(`nothing answered at ${origin} within ${timeoutMs} ms`, { cause: error });
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

/** The path of the first of `names` found on PATH (or given as an absolute path), or undefined. */
export function findExecutable(...names: string[]): string | undefined {
  for (const name of names) {
    if (path.isAbsolute(name) ? existsSync(name) : false) return name;
    try {
      const found = execFileSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8' }).trim();
      if (found) return found;
    } catch {
      // not on PATH; try the next name
    }
  }
  return undefined;
}

/** Redirects of each kind (301, 302, to another site, a chain) for the fixture sites' content/config.ts. */
export const FIXTURE_REDIRECTS = `export const redirects = [
  { from: '/old-about', to: '/about', status: 301 },
  { from: '/news/first', to: '/blog/hello-world', status: 302 },
  { from: '/partner', to: 'https://partner.example/welcome?from=fixture' },
  { from: '/step-one', to: '/old-about' },
];\n`;

/** Every file under a folder with its bytes (base64), to compare two trees byte for byte. */
export async function snapshotTree(folder: string): Promise<Record<string, string>> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  const files: Record<string, string> = {};
  for (const entry of entries.filter((e) => e.isFile())) {
    const absolute = path.join(entry.parentPath, entry.name);
    files[path.relative(folder, absolute)] = (await readFile(absolute)).toString('base64');
  }
  return files;
}

/** The SiteError a build rejects with; fails the test when the build succeeds or throws anything else. */
export async function buildError(promise: Promise<unknown>): Promise<SiteError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error, 'the build should have failed').toBeInstanceOf(Error);
  expect((error as Error).name).toBe('SiteError');
  return error as SiteError;
}
