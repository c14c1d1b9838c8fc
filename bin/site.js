#!/usr/bin/env node
// Executable shim. The CLI is TypeScript: esbuild bundles it, and its server thread, into one file
// each (node_modules/.cache/site/cli), with an inline source map so that a stack trace names the
// .ts sources. The bundle is made again when any file esbuild read for it, this file or esbuild is
// newer than it, as make decides, or when a file of it no longer has the contents it was written
// with (its record holds a hash of each, and of itself): a damaged bundle is never run. A
// TypeScript loader instead costs twice the CPU time of a build (docs/performance.md).
import { createHash } from 'node:crypto';
import {
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  symlinkSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import module, { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

// Pages render with React's production build: smaller, faster, and the output is the same.
process.env.NODE_ENV ??= 'production';
process.setSourceMapsEnabled(true);

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const cacheFolder = path.join(root, 'node_modules', '.cache', 'site');
const bundleFolder = path.join(cacheFolder, 'cli');
const inputsFile = path.join(bundleFolder, 'inputs.json');
const isCacheOff = process.argv.includes('--no-cache');

// Node 22 and later keep V8's compiled code of the modules a command loads; Node 20 has no public way.
if (!isCacheOff) module.enableCompileCache?.(path.join(cacheFolder, 'v8'));

const modified = (file) => statSync(file, { throwIfNoEntry: false })?.mtimeMs;

const hashOf = (data) => createHash('sha1').update(data).digest('hex');

/** The bundle is there, as it was written, and older than every file it was made from. */
function isFresh() {
  try {
    const text = readFileSync(inputsFile, 'utf8');
    const newline = text.indexOf('\n');
    if (newline < 0 || text.slice(0, newline) !== hashOf(text.slice(newline + 1))) return false;
    const { inputs, outputs } = JSON.parse(text.slice(newline + 1));
    const made = Math.min(
      ...Object.keys(outputs).map((name) => modified(path.join(bundleFolder, name)) ?? -1),
    );
    if (
      !(made >= 0) ||
      !inputs.every((file) => (modified(path.resolve(root, file)) ?? Infinity) < made)
    )
      return false;
    return Object.entries(outputs).every(
      ([name, hash]) => hashOf(readFileSync(path.join(bundleFolder, name))) === hash,
    );
  } catch {
    return false;
  }
}

/** Bundles the CLI into `folder` (split: `site check` and `site serve` load their code when they run). */
async function bundle(folder) {
  const esbuild = await import('esbuild');
  // File times come from a coarser clock than Date.now(): a file saved while esbuild reads it is newer than the bundle.
  const started = (Date.now() - 20) / 1000;
  const result = await esbuild.build({
    entryPoints: {
      cli: path.join(root, 'src', 'generator', 'cli.ts'),
      'server-thread': path.join(root, 'src', 'generator', 'serve', 'server-thread.ts'),
    },
    absWorkingDir: root,
    outdir: folder,
    outExtension: { '.js': '.mjs' },
    write: false,
    metafile: true,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    packages: 'external',
    sourcemap: 'inline',
    // The map holds where each line came from, not the sources again (they are on disk): half the
    // bytes to read, hash and load at every start (about 30 ms of CPU time).
    sourcesContent: false,
    logLevel: 'error',
  });
  const inputs = [
    ...Object.keys(result.metafile.inputs),
    path.relative(root, fileURLToPath(import.meta.url)),
    path.relative(root, createRequire(import.meta.url).resolve('esbuild/package.json')),
  ];
  mkdirSync(folder, { recursive: true });
  const outputs = {};
  for (const file of result.outputFiles) {
    writeFileSync(file.path, file.contents);
    utimesSync(file.path, started, started);
    outputs[path.relative(folder, file.path)] = hashOf(file.contents);
  }
  const record = JSON.stringify({ inputs, outputs });
  writeFileSync(path.join(folder, 'inputs.json'), `${hashOf(record)}\n${record}`);
}

/** Bundles into a folder of its own, then puts it in the place of the cache's. */
async function bundleIntoCache() {
  const staging = `${bundleFolder}.${process.pid}`;
  await bundle(staging);
  rmSync(bundleFolder, { recursive: true, force: true });
  try {
    renameSync(staging, bundleFolder);
    return bundleFolder;
  } catch {
    // Another command put its bundle there first: this one runs from its own.
    process.on('exit', () => rmSync(staging, { recursive: true, force: true }));
    return staging;
  }
}

/**
 * With `--no-cache`, or when the cache folder cannot be written (a read-only node_modules), the
 * bundle goes to a temporary folder removed on exit; its node_modules links to the generator's,
 * so that imports resolve as they do from the cache folder, and it has a
 * copy of package.json, by which the generator finds its own folder.
 */
async function bundleInTemporaryFolder() {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'site-cli-'));
  process.on('exit', () => rmSync(folder, { recursive: true, force: true }));
  symlinkSync(path.join(root, 'node_modules'), path.join(folder, 'node_modules'), 'junction');
  copyFileSync(path.join(root, 'package.json'), path.join(folder, 'package.json'));
  await bundle(folder);
  return folder;
}

async function bundledFolder() {
  if (isFresh()) return bundleFolder;
  if (isCacheOff) return bundleInTemporaryFolder();
  try {
    return await bundleIntoCache();
  } catch (error) {
    if (!['EACCES', 'EPERM', 'EROFS', 'ENOSPC', 'EDQUOT'].includes(error?.code)) throw error;
    process.stderr.write(
      `warning The cache folder ${cacheFolder} cannot be written (${error.code}); the command runs from a temporary copy.\n  hint: Make node_modules/.cache/site writable for this user (or pass --no-cache to leave it alone).\n`,
    );
    return bundleInTemporaryFolder();
  }
}

await import(pathToFileURL(path.join(await bundledFolder(), 'cli.mjs')).href);
