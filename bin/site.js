#!/usr/bin/env node
// The CLI is TypeScript, bundled into lib/ by the package's `prepare` script (npm install, test,
// start, run build and run check run it), with an inline source map so stack traces name the .ts.
import module from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// Pages render with React's production build: smaller, faster, and the output is the same.
process.env.NODE_ENV ??= 'production';
process.setSourceMapsEnabled(true);

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// Node 22 and later keep V8's compiled code of the modules a command loads; Node 20 has no public way.
if (!process.argv.includes('--no-cache'))
  module.enableCompileCache?.(path.join(root, 'node_modules', '.cache', 'site', 'v8'));

try {
  await import('../lib/cli.mjs');
} catch (error) {
  if (error?.code !== 'ERR_MODULE_NOT_FOUND' || !String(error.message).includes('cli.mjs'))
    throw error;
  process.stderr.write(
    `error site is not built: ${path.join(root, 'lib', 'cli.mjs')} is missing.\n  hint: Run npm install (or npm run prepare) in ${root}.\n`,
  );
  process.exitCode = 1;
}
