/**
 * The `site` command: parses arguments, calls the API, prints results, sets the exit code.
 * Exit codes: 0 success, 1 build or check failure, 2 usage error.
 */
import path from 'node:path';
import {
  build,
  check,
  DEFAULT_HOST,
  DEFAULT_OUT_DIR,
  DEFAULT_PORT,
  formatDiagnostic,
  gzipSizeOf,
  paint,
  serve,
  toDiagnostics,
  type BuildResult,
  type Diagnostic,
} from './index';
import { parseArgs, UsageError, type ProgramSpec } from './parse-args';

let isColored: boolean | undefined;
/** Decided when something is first printed: a quiet build never sets up process.stdout (~3 ms for a pipe). */
function useColor(): boolean {
  isColored ??= !process.env.NO_COLOR && process.stdout.isTTY === true;
  return isColored;
}
const colors = () => paint(useColor());

function printDiagnostics(diagnostics: Diagnostic[]): void {
  for (const diagnostic of diagnostics) process.stderr.write(`${formatDiagnostic(diagnostic, { color: useColor() })}\n`);
}

/** Prints the error and sets exit code 1; a plain Error is a generator bug, so its stack is shown. */
function fail(error: unknown): void {
  if (error instanceof Error && error.name !== 'SiteError') {
    process.stderr.write(`${colors().red('site crashed')} (this is a bug in the generator):\n${error.stack ?? error.message}\n`);
  } else {
    const diagnostics = toDiagnostics(error);
    printDiagnostics(diagnostics);
    process.stderr.write(`\n${colors().red(`Build failed with ${diagnostics.length} problem${diagnostics.length === 1 ? '' : 's'}.`)} The previous output was left as it was.\n`);
  }
  process.exitCode = 1;
}

function formatBytes(bytes: number): string {
  return bytes < 1024 ? `${bytes} B` : `${(bytes / 1024).toFixed(1)} KB`;
}

/** Pages listed one by one; a larger site shows its largest pages only. */
const LISTED_PAGES = 30;

async function printSummary(result: BuildResult): Promise<void> {
  const largest = [...result.pages].sort((a, b) => b.bytes - a.bytes);
  const shown = result.pages.length <= LISTED_PAGES ? result.pages : largest.slice(0, 10);
  const files = [
    ...shown.map((page) => ({ label: page.route, ...page, gzipBytes: undefined })),
    ...(result.style ? [{ label: result.style.inline ? 'CSS (inlined in each page)' : 'CSS', ...result.style }] : []),
    ...(result.script ? [{ label: 'JS', ...result.script }] : []),
    ...result.pageScripts.map((script) => ({ label: 'JS (its page only)', ...script })),
  ];
  const gzipped = await Promise.all(files.map((file) => file.gzipBytes ?? gzipSizeOf(path.join(result.outDir, file.path))));
  const rows = files.map((file, index) => [file.label, file.path, formatBytes(file.bytes), formatBytes(gzipped[index]!)]);
  const header = ['route', 'file', 'size', 'gzip'];
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)));
  const line = (cells: string[]) => cells.map((cell, i) => (i >= 2 ? cell.padStart(widths[i]!) : cell.padEnd(widths[i]!))).join('  ');
  if (shown.length < result.pages.length) process.stdout.write(`The ${shown.length} largest of ${result.pages.length} pages (\`site check\` holds every page to the budgets):\n`);
  process.stdout.write(`${colors().dim(line(header))}\n${rows.map(line).join('\n')}\n`);
  process.stdout.write(`${colors().green('✓')} Built ${result.pages.length} pages into ${result.outDir} in ${Math.round(result.durationMs)} ms\n`);
}

/** A parser for a whole number from 0 to `max`; `expected` says what the number is. */
function wholeNumber(max: number, expected: string): (value: string) => number {
  return (value) => {
    if (!/^\d+$/.test(value) || Number(value) > max) throw new UsageError(`expected ${expected}.`);
    return Number(value);
  };
}

const parseWorkers = wholeNumber(64, 'a whole number of worker threads from 0 to 64');
const parsePort = wholeNumber(65535, 'a port number from 0 to 65535');

const PROGRAM: ProgramSpec = {
  name: 'site',
  description: 'Build, serve and check a static site of React pages.',
  commands: [
    {
      name: 'build',
      description: 'render every page into the output folder',
      options: [
        { flag: 'out', value: '<dir>', description: 'output folder', default: DEFAULT_OUT_DIR },
        { flag: 'site-url', value: '<url>', description: 'origin for canonical URLs and the sitemap (overrides content/config.ts)' },
        { flag: 'workers', value: '<count>', description: 'worker threads for reading and rendering (default: one per core for large sites; 0 for none)', parse: parseWorkers },
        { flag: 'no-cache', description: 'prefix the stylesheet again instead of reusing the cached result' },
        { flag: 'quiet', description: 'print nothing but errors' },
      ],
    },
    {
      name: 'serve',
      description: 'build, then serve the output on a local port; rebuild and reload on change',
      options: [
        { flag: 'port', value: '<port>', description: 'port to listen on', default: DEFAULT_PORT, parse: parsePort },
        { flag: 'host', value: '<host>', description: 'address to listen on', default: DEFAULT_HOST },
        { flag: 'out', value: '<dir>', description: 'output folder', default: DEFAULT_OUT_DIR },
        { flag: 'site-url', value: '<url>', description: 'origin for canonical URLs and the sitemap' },
        { flag: 'no-watch', description: 'serve the build as it is, without rebuilding on change' },
      ],
    },
    {
      name: 'check',
      description: 'check the built site: links, HTML validity, JSON-LD, titles, descriptions, byte budgets',
      options: [{ flag: 'dist', value: '<dir>', description: 'built site to check', default: DEFAULT_OUT_DIR }],
    },
  ],
};

interface BuildOptions {
  out: string;
  siteUrl?: string;
  workers?: number;
  cache: boolean;
  quiet?: boolean;
}

async function runBuild(options: BuildOptions): Promise<void> {
  try {
    const result = await build({ outDir: options.out, siteUrl: options.siteUrl, workers: options.workers, cache: options.cache });
    if (!options.quiet) await printSummary(result);
  } catch (error) {
    fail(error);
  }
}

interface ServeOptions {
  port: number;
  host: string;
  out: string;
  siteUrl?: string;
  watch: boolean;
}

async function runServe(options: ServeOptions): Promise<void> {
  try {
    const server = await serve({
      outDir: options.out,
      siteUrl: options.siteUrl,
      port: options.port,
      host: options.host,
      watch: options.watch,
      onBuild: (result) => process.stdout.write(`${colors().green('✓')} Built ${result.pages.length} pages in ${Math.round(result.durationMs)} ms\n`),
      onBuildError: (error) => {
        printDiagnostics(toDiagnostics(error));
        process.stderr.write(`${colors().yellow('Still serving the last good build.')} Fix the problem and save again.\n`);
      },
    });
    process.stdout.write(`Serving ${server.outDir} at ${colors().bold(server.url)}${options.watch ? ' (watching for changes)' : ''}\nPress Ctrl-C to stop.\n`);
    const stop = () => {
      process.stdout.write('\nStopping.\n');
      void server.close().then(() => process.exit(0));
    };
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  } catch (error) {
    fail(error);
  }
}

async function runCheck(options: { dist: string }): Promise<void> {
  try {
    const result = await check({ distDir: options.dist });
    if (result.problems.length > 0) {
      printDiagnostics(result.problems);
      process.stderr.write(`\n${colors().red(`site check found ${result.problems.length} problem${result.problems.length === 1 ? '' : 's'}`)} in ${result.pagesChecked} pages.\n`);
      process.exitCode = 1;
    } else {
      process.stdout.write(`${colors().green('✓')} ${result.summary}\n`);
    }
  } catch (error) {
    fail(error);
  }
}

const COMMANDS: Record<string, (options: never) => Promise<void>> = { build: runBuild, serve: runServe, check: runCheck };

const parsed = parseArgs(PROGRAM, process.argv.slice(2));
if (parsed.kind === 'help') {
  process.stdout.write(parsed.text);
} else if (parsed.kind === 'usage-error') {
  process.stderr.write(parsed.message);
  process.exitCode = 2;
} else {
  await COMMANDS[parsed.command]!(parsed.options as never);
}
