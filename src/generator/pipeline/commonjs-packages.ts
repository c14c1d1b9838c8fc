/**
 * CommonJS packages the pipeline loads on first use, with `require`: `import()` of a CommonJS
 * package makes Node scan its whole source for the names it exports, at every build (esbuild's
 * main file: 50-60 ms more than `require`; 5 runs each, 2026-11-25).
 */
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

export const loadEsbuild = (): typeof import('esbuild') => require('esbuild');

/**
 * esbuild options every compile of the project shares. Paths resolve from the project root and
 * stay as the project names them, not where symlinks lead (`preserveSymlinks`): errors name
 * the files as written.
 */
export function projectInputOptions(root: string): {
  absWorkingDir: string;
  preserveSymlinks: true;
} {
  return { absWorkingDir: root, preserveSymlinks: true };
}
