#!/usr/bin/env node
// Executable shim. The CLI is TypeScript: esbuild bundles it once into node_modules/.cache
// (keyed by the sources' sizes and modification times) and plain Node runs the bundle, so no
// TypeScript loader sits in the path of every command.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

// Pages render with React's production build: smaller, faster, and the output is the same.
process.env.NODE_ENV ??= 'production';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const sources = path.join(root, 'src');
// The site's own code (components, client script) is bundled by each build, not here.
const SITE_FOLDERS = new Set(['components', 'client']);

function listSources(folder) {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return SITE_FOLDERS.has(entry.name) && folder === sources ? [] : listSources(full);
    return entry.name.endsWith('.ts') ? [full] : [];
  });
}

const hash = createHash('sha1');
for (const file of listSources(sources).sort()) {
  const { size, mtimeMs } = statSync(file);
  hash.update(`${file}:${size}:${mtimeMs}\n`);
}
const outdir = path.join(root, 'node_modules', '.cache', 'site', `cli-${hash.digest('hex').slice(0, 12)}`);
const entry = path.join(outdir, 'cli.js');

if (!existsSync(entry)) {
  // Built aside and renamed into place, so a second process never imports a half-written bundle.
  const staging = `${outdir}.tmp-${process.pid}`;
  const esbuild = await import('esbuild');
  await esbuild.build({
    // The build's worker threads run a second entry, beside cli.js.
    entryPoints: {
      cli: path.join(sources, 'cli.ts'),
      'build-worker': path.join(sources, 'build', 'build-worker.ts'),
    },
    outdir: staging,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    packages: 'external',
    logLevel: 'error',
  });
  try {
    renameSync(staging, outdir);
  } catch {
    // Another process finished first; its bundle is the same.
    rmSync(staging, { recursive: true, force: true });
  }
}
await import(pathToFileURL(entry).href);
