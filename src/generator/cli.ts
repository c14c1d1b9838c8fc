/**
 * The `site` command: parses arguments (commander), calls the API, prints results, sets the
 * exit code. Exit codes: 0 success, 1 build or check failure, 2 usage error.
 */
import { Command, CommanderError, InvalidArgumentError, Option } from 'commander';
import { packageVersion } from './config';
import {
  build,
  check,
  DEFAULT_HOST,
  DEFAULT_OUT_DIR,
  DEFAULT_PORT,
  formatBuildSummary,
  formatDiagnostic,
  formatTimings,
  paint,
  serve,
  toDiagnostics,
  SiteError,
  toSiteError,
  type BuildOptions,
  type Diagnostic,
  type ServeOptions,
} from './index';

/**
 * Colour on a terminal unless NO_COLOR is set (it wins), FORCE_COLOR is 0 or false, or TERM is
 * dumb; any other FORCE_COLOR turns it on without one. Asked at each print: a quiet build never
 * sets up process.stdout.
 */
function useColor(): boolean {
  const { NO_COLOR, FORCE_COLOR, TERM } = process.env;
  if (NO_COLOR) return false;
  if (FORCE_COLOR) return FORCE_COLOR !== '0' && FORCE_COLOR !== 'false';
  return TERM !== 'dumb' && process.stdout.isTTY === true;
}
const colors = () => paint(useColor());
const done = (text: string) => process.stdout.write(`${colors().green('✓')} ${text}\n`);

function printDiagnostics(diagnostics: Diagnostic[], severity: 'error' | 'warning' = 'error') {
  for (const diagnostic of diagnostics)
    process.stderr.write(`${formatDiagnostic(diagnostic, { color: useColor(), severity })}\n`);
}

/**
 * Prints the error and sets exit code 1: a user's problem (SiteError, a full disk) as its list,
 * then `${what} N problems${after}`; any other error is a generator bug, so its stack is shown.
 */
function fail(error: unknown, what: string, after: string): void {
  const userError = toSiteError(error);
  if (userError) {
    printDiagnostics(userError.diagnostics);
    const count = userError.diagnostics.length;
    const problems = `${count} problem${count === 1 ? '' : 's'}`;
    process.stderr.write(`\n${colors().red(`${what} ${problems}`)}${after}\n`);
  } else {
    const stack = error instanceof Error ? (error.stack ?? error.message) : String(error);
    process.stderr.write(
      `${colors().red('site crashed')} (this is a bug in the generator):\n${stack}\n`,
    );
  }
  process.exitCode = 1;
}

function portNumber(value: string): number {
  if (!/^\d+$/.test(value) || Number(value) > 65535)
    throw new InvalidArgumentError('Expected a port number from 0 to 65535.');
  return Number(value);
}

/** The flags of every command that builds: commander names the output folder `out`. */
type Flags<Options> = Options & { out: string; quiet?: boolean; timings?: boolean };

async function runBuild(options: Flags<BuildOptions>): Promise<void> {
  try {
    const result = await build({ ...options, outDir: options.out });
    printDiagnostics(result.warnings ?? [], 'warning');
    if (!options.quiet) process.stdout.write(await formatBuildSummary(result, colors()));
    if (options.timings) process.stdout.write(formatTimings(result, colors()));
  } catch (error) {
    fail(error, 'Build failed with', '. The previous output was left as it was.');
  }
}

async function runServe(options: Flags<ServeOptions>): Promise<void> {
  try {
    const server = await serve({
      ...options,
      outDir: options.out,
      onBuild: (result) => {
        printDiagnostics(result.warnings ?? [], 'warning');
        done(`Built ${result.pages.length} pages in ${Math.round(result.durationMs)} ms`);
        if (options.timings) process.stdout.write(formatTimings(result, colors()));
      },
      onReady: ({ pages, durationMs }) =>
        done(`Loaded ${pages} pages in ${Math.round(durationMs)} ms`),
      onBuildError: (error) => {
        printDiagnostics(toDiagnostics(error));
        process.stderr.write(
          `${colors().yellow('The browser shows this error.')} Fix the problem and save again.\n`,
        );
      },
      onWarning: (message) => printDiagnostics([{ message }], 'warning'),
    });
    const what = options.watch ? 'the site with drafts, rendered on request,' : server.outDir;
    process.stdout.write(
      `Serving ${what} at ${colors().bold(server.url)}${options.watch ? ' (watching for changes)' : ''}\nPress Ctrl-C to stop.\n`,
    );
    const stop = () => {
      process.stdout.write('\nStopping.\n');
      void server.close().then(() => process.exit(0));
    };
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  } catch (error) {
    fail(error, 'site serve could not start:', '.');
  }
}

async function runCheck(options: { out: string; dist?: string }): Promise<void> {
  try {
    const result = await check({ distDir: options.dist ?? options.out });
    if (result.problems.length === 0) done(result.summary);
    else
      fail(
        SiteError.fromList(result.problems),
        'site check found',
        ` in ${result.pagesChecked} pages.`,
      );
  } catch (error) {
    fail(error, 'site check could not run:', '. Nothing was checked.');
  }
}

/** commander's refusals ("unknown command 'buidl'", "(Did you mean build?)") written as every other problem. */
function usageOutput(command: string) {
  return {
    outputError(text: string, write: (text: string) => void) {
      const [, what, suggestion] = /^(?:error:\s*)?([\s\S]*?)(?:\n\((Did you mean .*)\))?$/.exec(
        text.trim(),
      )!;
      const message = what!.replaceAll('\n', ' ').replace(/\.?$/, '.');
      const hint = `${suggestion ? `${suggestion} ` : ''}Run \`${command} --help\` for usage.`;
      write(`${formatDiagnostic({ message, hint }, { color: useColor() })}\n`);
    },
  };
}

const program = new Command('site')
  .description('Build, serve and check a static site of React pages.')
  .version(packageVersion(), '-v, --version', 'print the version of site')
  .exitOverride()
  .configureOutput(usageOutput('site'));

/** A command of `site`: its usage errors name its help, which closes with examples. */
function command(name: string, description: string, examples: string) {
  return program
    .command(name)
    .description(description)
    .configureOutput(usageOutput(`site ${name}`))
    .addHelpText('after', `\nExamples:\n${examples}`);
}

const SITE_URL = 'origin for canonical URLs and the sitemap (overrides content/config.ts)';
const TIMINGS = 'print the time each phase of the build took';

command(
  'build',
  'render every page into the output folder',
  `  $ site build                                     build into dist/
  $ site build --site-url https://www.example.com  build for that origin (canonical URLs, sitemap)
  $ site build --out public-site --timings         build into public-site/ and print each phase’s time
`,
)
  .option('--out <dir>', 'output folder', DEFAULT_OUT_DIR)
  .option('--site-url <url>', SITE_URL)
  .option(
    '--no-cache',
    'use none of the caches in node_modules/.cache/site: the prefixed stylesheet, the share images and photos, and (Node 22+) V8’s compiled code; the output is the same either way',
  )
  .option('--quiet', 'print nothing but errors')
  .option('--timings', TIMINGS)
  .action(runBuild);

/** `site serve` or `site preview`: a command with the options of a server, and the build's. */
function serverCommand(name: string, description: string, examples: string, out = 'output folder') {
  return command(name, description, examples)
    .option('--port <port>', 'port to listen on', portNumber, DEFAULT_PORT)
    .option('--host <host>', 'address to listen on', DEFAULT_HOST)
    .option('--out <dir>', out, DEFAULT_OUT_DIR)
    .option('--site-url <url>', SITE_URL)
    .option('--timings', TIMINGS);
}

serverCommand(
  'serve',
  'serve the site with drafts on a local port, rendering each page on request; reload open tabs on a save',
  `  $ site serve                             build, serve at http://127.0.0.1:4321 and reload on every save
  $ site serve --port 8080 --host 0.0.0.0  serve to other devices on your network, such as a phone
  $ site serve --no-watch                  serve the build as it is, as a host would
`,
  'with --no-watch, the folder to build into and serve (watch mode writes no folder)',
)
  .option(
    '--no-watch',
    'build once as `site build` does (no drafts) into --out and serve that folder as it is on disk, without rebuilding on change (the same as `site preview`)',
  )
  .action(runServe);

serverCommand(
  'preview',
  'the same as `site serve --no-watch`: build once as `site build` does into --out and serve that folder as a host would',
  `  $ site preview              build into dist/ and serve it at http://127.0.0.1:4321
  $ site preview --port 8080  the same on port 8080
`,
).action((options: Flags<ServeOptions>) => runServe({ ...options, watch: false }));

command(
  'check',
  'check the built site: links, HTML validity, JSON-LD, titles, descriptions, byte budgets',
  `  $ site check                    check dist/ after \`site build\`
  $ site check --out public-site  check the site built with \`site build --out public-site\`
`,
)
  .option('--out <dir>', 'built site to check', DEFAULT_OUT_DIR)
  .addOption(new Option('--dist <dir>', 'the same as --out').hideHelp())
  .action(runCheck);

try {
  await program.parseAsync(process.argv);
} catch (error) {
  if (!(error instanceof CommanderError)) throw error;
  // Help and --version exit 0; every other refusal is a usage error.
  process.exitCode = error.exitCode === 0 ? 0 : 2;
}
