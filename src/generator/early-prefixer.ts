/**
 * Imported first by cli.ts: `site build` starts autoprefixer's worker before the rest of the
 * CLI's code loads (about 70 ms in which the second core is idle); build() takes that worker.
 */
import { resolvePaths } from './config';
import { startPrefixerEarly } from './pipeline/prefix-worker';

const [command, ...flags] = process.argv.slice(2);
/** Ends the worker if no build took it (the command was refused); a build ends the one it took. */
export const stopEarlyPrefixer =
  command === 'build' && !flags.includes('--help') && !flags.includes('-h')
    ? startPrefixerEarly(resolvePaths(process.cwd()), !flags.includes('--no-cache'))
    : () => undefined;
