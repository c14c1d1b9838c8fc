#!/usr/bin/env node
// Executable shim. The CLI is TypeScript: esbuild bundles it once into node_modules/.cache/site
// and plain Node runs the bundle, so no TypeScript loader sits in the path of every command.
//
// The bundle is reused while every file esbuild read for it (its metafile's inputs), this shim
// and esbuild's version are unchanged, and each file of the bundle still has the contents it was
// written with: a record beside the bundle holds a hash of each, and a hash of itself. A missing,
// damaged or stale bundle is built again, never run.
import { createHash } from 'node:crypto';
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import module, { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

// Pages render with React's production build: smaller, faster, and the output is the same.
process.env.NODE_ENV ??= 'production';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const cacheFolder = path.join(root, 'node_modules', '.cache', 'site');
const recordFile = path.join(cacheFolder, 'cli.json');
/** Bundles of earlier sources are removed once unused for this long (a running command may still load a chunk). */
const STALE_BUNDLE_MS = 60 * 60_000;

const isCacheOff = process.argv.includes('--no-cache');

// Node 22 and later keep V8's compiled code of the modules a command loads (Node checks each
// entry against its source); Node 20 has no public way, and compiles them each time.
if (!isCacheOff) module.enableCompileCache?.(path.join(cacheFolder, 'v8'));

const hashOf = (data) => createHash('sha1').update(data).digest('hex');

function hashOfFile(file) {
  try {
    return hashOf(readFileSync(file));
  } catch {
    return 'missing';
  }
}

/** The folder of the bundle the record describes, when the record and every file it lists are intact. */
function verifiedBundle() {
  let text;
  try {
    text = readFileSync(recordFile, 'utf8');
  } catch {
    return undefined;
  }
  const newline = text.indexOf('\n');
  if (newline < 0 || text.slice(0, newline) !== hashOf(text.slice(newline + 1))) return undefined;
  const { folder, files } = JSON.parse(text.slice(newline + 1));
  return files.every(([file, hash]) => hashOfFile(path.resolve(root, file)) === hash) ? path.resolve(root, folder) : undefined;
}

/**
 * Bundles the CLI into the cache folder and records it; with `--no-cache`, or when the cache
 * folder cannot be written (a read-only node_modules), into a temporary folder removed on exit.
 */
async function bundleCli() {
  const esbuild = await import('esbuild');
  // File times come from a coarser clock than Date.now(): allow for it.
  const started = Date.now() - 20;
  const result = await esbuild.build({
    // The server thread of `site serve` (src/generator/serve/index.ts starts it from this folder).
    entryPoints: { cli: path.join(root, 'src', 'generator', 'cli.ts'), 'server-thread': path.join(root, 'src', 'generator', 'serve', 'server-thread.ts') },
    absWorkingDir: root,
    outdir: path.join(cacheFolder, 'cli'),
    write: false,
    metafile: true,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    packages: 'external',
    logLevel: 'error',
  });
  const outputs = result.outputFiles.map((file) => [path.relative(path.join(cacheFolder, 'cli'), file.path), file.contents, hashOf(file.contents)]);
  if (isCacheOff) return writeTemporaryFolder(outputs);
  const folder = path.join(cacheFolder, `cli-${hashOf(outputs.map(([name, , hash]) => `${name}:${hash}`).join('\n')).slice(0, 12)}`);
  try {
    writeFolder(folder, outputs);
  } catch (error) {
    if (!isMachineError(error)) throw error;
    process.stderr.write(`warning The cache folder ${cacheFolder} cannot be written (${error.code}); the command runs from a temporary copy.\n  hint: Make node_modules/.cache/site writable for this user (or pass --no-cache to leave it alone).\n`);
    return writeTemporaryFolder(outputs);
  }
  const inputs = [...Object.keys(result.metafile.inputs).map((input) => path.resolve(root, input)), fileURLToPath(import.meta.url), createRequire(import.meta.url).resolve('esbuild/package.json')];
  // A source saved while esbuild read it may not be in the bundle: run it this once, but record nothing.
  if (inputs.some((file) => (statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? 0) >= started)) return folder;
  const files = [...inputs.map((file) => [file, hashOfFile(file)]), ...outputs.map(([name, , hash]) => [path.join(folder, name), hash])];
  const record = JSON.stringify({ folder: path.relative(root, folder), files: files.map(([file, hash]) => [path.relative(root, file), hash]) });
  try {
    writeAtomically(recordFile, `${hashOf(record)}\n${record}`);
    removeStaleBundles(folder);
  } catch (error) {
    // The bundle is written: it runs this time, and is bundled again next time.
    if (!isMachineError(error)) throw error;
  }
  return folder;
}

/** A file-system error of the machine (read-only, permission, full disk), not a bug here. */
function isMachineError(error) {
  return ['EACCES', 'EPERM', 'EROFS', 'ENOSPC', 'EDQUOT', 'ENOTDIR', 'EEXIST', 'ENOENT'].includes(error?.code);
}

/**
 * The bundle in a temporary folder, removed when the command exits. The folder stands for the
 * generator's own: its node_modules links to the generator's (imports resolve as they do from
 * the cache folder, and the cache folder is the same), and it has a copy of package.json (the
 * bundle finds the generator's folder by it, and it makes the bundle's .js files modules).
 */
function writeTemporaryFolder(outputs) {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'site-cli-'));
  process.on('exit', () => rmSync(folder, { recursive: true, force: true }));
  symlinkSync(path.join(root, 'node_modules'), path.join(folder, 'node_modules'), 'junction');
  copyFileSync(path.join(root, 'package.json'), path.join(folder, 'package.json'));
  for (const [name, contents] of outputs) {
    mkdirSync(path.dirname(path.join(folder, name)), { recursive: true });
    writeFileSync(path.join(folder, name), contents);
  }
  return folder;
}

/** Writes the bundle's files into a staging folder, then renames it into place, replacing a damaged copy. */
function writeFolder(folder, outputs) {
  const staging = `${folder}.tmp-${process.pid}`;
  for (const [name, contents] of outputs) {
    mkdirSync(path.dirname(path.join(staging, name)), { recursive: true });
    writeFileSync(path.join(staging, name), contents);
  }
  try {
    renameSync(staging, folder);
  } catch {
    // The folder exists: another process wrote the same bundle, or an earlier copy was damaged.
    if (outputs.every(([name, , hash]) => hashOfFile(path.join(folder, name)) === hash)) {
      rmSync(staging, { recursive: true, force: true });
      return;
    }
    rmSync(folder, { recursive: true, force: true });
    renameSync(staging, folder);
  }
}

function writeAtomically(file, contents) {
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, contents);
  renameSync(temporary, file);
}

function removeStaleBundles(keep) {
  for (const name of readdirSync(cacheFolder)) {
    const folder = path.join(cacheFolder, name);
    if (!name.startsWith('cli-') || folder === keep) continue;
    // Another process may remove it first.
    const modified = statSync(folder, { throwIfNoEntry: false })?.mtimeMs ?? Date.now();
    if (Date.now() - modified > STALE_BUNDLE_MS) rmSync(folder, { recursive: true, force: true });
  }
}

const folder = verifiedBundle() ?? (await bundleCli());
await import(pathToFileURL(path.join(folder, 'cli.js')).href);
