/**
 * `npm run bench`: cold `site build` times at N = 0 (the real site), 1,000 and 4,000 generated
 * articles, optionally next to Hugo and Eleventy 3 building the same corpus in the same run.
 *
 *   npm run bench -- [--sizes 0,1000,4000] [--runs 5] [--compare] [--share-images] [--no-cache]
 *
 * For each N a temporary copy of the project gets N articles from bench/corpus.ts in
 * content/blog/, then `node bin/site.js build --quiet` runs once to warm up and `--runs` times
 * measured (the real site at least REAL_SITE_MIN_RUNS times), each in a fresh process with no dist/ left from the previous run (it is moved aside,
 * and the disk synced, before the clock starts). With --compare, Hugo and Eleventy get their own
 * temporary sites with the same Markdown files (templates in bench/compare/) and the timed runs
 * go round-robin across the three tools (with the real site too, at the smallest N when N = 0 is
 * among the sizes: its cold build is compared with theirs taken in turns). Wall time comes from process.hrtime.bigint() around
 * the child process, peak RSS from `/usr/bin/time -f %M`. After every run the output is checked:
 * for every tool N article pages, /blog paginated six to a page covering all N and each category paginated the same way (verifyBlog), and for Hugo and Eleventy the shared layout with the site's stylesheet inline, as ours has it. Nothing is written into the
 * repository but the generator's own cache (removed again) and, with --compare, Eleventy in the
 * gitignored bench/.tools/. Exit code 1 when any build or check failed, 2 on bad arguments.
 */
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { appendFile, cp, mkdir, mkdtemp, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { createHash } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeCorpus } from './corpus';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const siteBin = path.join(repoRoot, 'bin', 'site.js');
const compareDir = path.join(repoRoot, 'bench', 'compare');
const toolsDir = path.join(repoRoot, 'bench', '.tools');
const eleventyDir = path.join(toolsDir, 'node_modules', '@11ty', 'eleventy');
const eleventyCli = path.join(eleventyDir, 'cmd.cjs');
const HUGO = '/usr/bin/hugo';
const TIME = '/usr/bin/time';
/** The real site builds so fast that five runs fit inside one slow moment of a shared machine: it gets at least this many. */
const REAL_SITE_MIN_RUNS = 15;
const PROJECT_ENTRIES = [
  'pages',
  'content',
  'src',
  'styles',
  'public',
  'package.json',
  'tsconfig.json',
];
/** A single build that takes longer than this is killed and reported as a failure. */
const RUN_TIMEOUT_MS = 15 * 60_000;

// ---------------------------------------------------------------------------------------------
// Arguments

interface Options {
  sizes: number[];
  runs: number;
  compare: boolean;
  /** Draw the share images of the generated articles too (Hugo and Eleventy draw none). */
  shareImages: boolean;
  /** Our builds with `--no-cache`: what a fresh clone (every host build without a kept cache) pays. */
  noCache: boolean;
}

function usage(message: string): never {
  process.stderr.write(
    `bench: ${message}\nUsage: npm run bench -- [--sizes 0,1000,4000] [--runs 5] [--compare] [--share-images] [--no-cache]\n`,
  );
  process.exit(2);
}

function parseArgs(argv: string[]): Options {
  const options: Options = {
    sizes: [0, 1000, 4000],
    runs: 5,
    compare: false,
    shareImages: false,
    noCache: false,
  };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    const [flag, inline] =
      arg.startsWith('--') && arg.includes('=')
        ? [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)]
        : [arg, undefined];
    const value = (): string => {
      const next = inline ?? argv[++i];
      if (next === undefined) usage(`${flag} needs a value`);
      return next;
    };
    if (flag === '--sizes') {
      const sizes = value()
        .split(',')
        .map((part) => Number(part.trim()));
      if (sizes.length === 0 || sizes.some((n) => !Number.isInteger(n) || n < 0 || n > 99_999))
        usage('--sizes takes whole numbers from 0 to 99999, such as 0,1000,4000');
      options.sizes = sizes;
    } else if (flag === '--runs') {
      const runs = Number(value());
      if (!Number.isInteger(runs) || runs < 1) usage('--runs takes a whole number of at least 1');
      options.runs = runs;
    } else if (flag === '--compare') {
      options.compare = true;
    } else if (flag === '--share-images') {
      options.shareImages = true;
    } else if (flag === '--no-cache') {
      options.noCache = true;
    } else if (flag === '--help' || flag === '-h') {
      process.stdout.write(
        'Usage: npm run bench -- [--sizes 0,1000,4000] [--runs 5] [--compare] [--share-images] [--no-cache]\n',
      );
      process.exit(0);
    } else {
      usage(`unknown argument ${arg}`);
    }
  }
  return options;
}

// ---------------------------------------------------------------------------------------------
// Temporary folders: every one is removed on exit, Ctrl-C included.

const temporary = new Set<string>();

async function makeTemp(): Promise<string> {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'site-bench-'));
  temporary.add(folder);
  return folder;
}

/** The generator keeps a per-project cache folder inside its own node_modules (src/generator/config.ts). */
function generatorCacheFor(projectRoot: string): string {
  const key = createHash('sha1').update(path.resolve(projectRoot)).digest('hex').slice(0, 12);
  return path.join(repoRoot, 'node_modules', '.cache', 'site', key);
}

async function removeTemp(folder: string): Promise<void> {
  await rm(folder, { recursive: true, force: true });
  temporary.delete(folder);
}

async function cleanUp(): Promise<void> {
  await Promise.all([...temporary].map(removeTemp));
}

/** The process group of the build being measured (children run detached, so a kill reaches node under /usr/bin/time). */
let running: number | undefined;

function killRunning(): void {
  if (running === undefined) return;
  try {
    process.kill(-running, 'SIGKILL');
  } catch {
    // Already gone.
  }
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    process.stderr.write(`\nbench: ${signal}, removing temporary folders…\n`);
    killRunning();
    void cleanUp().finally(() => process.exit(130));
  });
}

// ---------------------------------------------------------------------------------------------
// Running and measuring one child process

interface Sample {
  seconds: number;
  rssKb: number;
}

class RunError extends Error {}

function tail(text: string, lines = 40): string {
  return text.trimEnd().split('\n').slice(-lines).join('\n');
}

/** Runs `command args` under /usr/bin/time; resolves wall time and peak RSS, rejects on failure. */
function measure(command: string, args: string[], cwd: string): Promise<Sample> {
  return new Promise((resolve, reject) => {
    const stdout: Buffer[] = [];
    const stderr: Buffer[] = [];
    const start = process.hrtime.bigint();
    const child = spawn(TIME, ['-f', '%M', command, ...args], {
      cwd,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, NO_COLOR: '1' },
      detached: true,
    });
    running = child.pid;
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      killRunning();
    }, RUN_TIMEOUT_MS);
    child.stdout.on('data', (chunk: Buffer) => stdout.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => stderr.push(chunk));
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.on('close', (code, signal) => {
      const end = process.hrtime.bigint();
      clearTimeout(timer);
      running = undefined;
      const seconds = Number(end - start) / 1e9;
      const errLines = Buffer.concat(stderr).toString('utf8').trimEnd().split('\n');
      const rssLine = errLines.pop() ?? '';
      const rssKb = Number(rssLine.trim());
      const output = [Buffer.concat(stdout).toString('utf8'), errLines.join('\n')]
        .filter((text) => text.trim())
        .join('\n');
      if (code !== 0 || signal !== null) {
        const why = timedOut
          ? `killed: no result after ${RUN_TIMEOUT_MS / 60_000} min`
          : /terminated by signal/.test(errLines.join('\n') + rssLine)
            ? `killed by a signal (${signal ?? 'see below'}; out of memory?)`
            : `exit code ${code ?? signal}`;
        reject(
          new RunError(
            `${path.basename(command)} ${args.join(' ')} failed (${why}) after ${seconds.toFixed(2)} s:\n${tail(output) || rssLine}`,
          ),
        );
        return;
      }
      if (!Number.isFinite(rssKb)) {
        reject(
          new RunError(
            `could not read peak RSS from /usr/bin/time (last stderr line: ${JSON.stringify(rssLine)})`,
          ),
        );
        return;
      }
      resolve({ seconds, rssKb });
    });
  });
}

// ---------------------------------------------------------------------------------------------
// Counting output

function listFiles(folder: string): string[] {
  if (!existsSync(folder)) return [];
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath ?? entry.path, entry.name));
}

/** Everything a tool wrote, in bytes: like for like means alike pages, not only alike page counts. */
function countBytes(folder: string): number {
  return listFiles(folder).reduce((sum, file) => sum + statSync(file).size, 0);
}

function countHtml(folder: string): number {
  return listFiles(folder).filter((file) => file.endsWith('.html')).length;
}

/** Article pages a tool wrote: <out>/blog/bench-xxxxx/index.html (Hugo, Eleventy) or <out>/blog/bench-xxxxx.html (ours). */
function countArticlePages(out: string): number {
  const blog = path.join(out, 'blog');
  if (!existsSync(blog)) return 0;
  return readdirSync(blog).filter(
    (name) =>
      /^bench-\d+(\.html)?$/.test(name) &&
      (name.endsWith('.html') || existsSync(path.join(blog, name, 'index.html'))),
  ).length;
}

/** The file a tool wrote for a URL path: `/blog/page/2/` → blog/page/2/index.html, `/blog/page/2` → blog/page/2.html. */
function fileForPath(out: string, urlPath: string): string {
  return urlPath.endsWith('/')
    ? path.join(out, urlPath, 'index.html')
    : path.join(out, `${urlPath}.html`);
}

/**
 * Walks a paginated listing from its first page along `rel="next"` links and returns the bench
 * articles its pages link to, or a problem (a page with more than six, a next page missing).
 */
function walkListing(
  out: string,
  first: string,
): { articles: Set<string>; pages: number; problem?: string } {
  const articles = new Set<string>();
  let pages = 0;
  for (
    let file: string | undefined = [fileForPath(out, first), fileForPath(out, `${first}/`)].find(
      existsSync,
    );
    file;
    pages++
  ) {
    const html = readFileSync(file, 'utf8');
    const onPage = new Set(
      [...html.matchAll(/href="\/blog\/(bench-\d+)\/?"/g)].map((match) => match[1] as string),
    );
    if (onPage.size > 6)
      return {
        articles,
        pages,
        problem: `${path.relative(out, file)} lists ${onPage.size} articles, more than a page of 6`,
      };
    onPage.forEach((id) => articles.add(id));
    const next = /<a rel="next" href="([^"]+)"|<a [^>]*href="([^"]+)"[^>]*rel="next"/.exec(html);
    const href = next?.[1] ?? next?.[2];
    if (href === undefined) return { articles, pages: pages + 1 };
    file = fileForPath(out, href);
    if (!existsSync(file))
      return { articles, pages, problem: `the next page ${href} was not written` };
  }
  return { articles, pages, problem: `wrote no listing at ${first}` };
}

/**
 * Every tool writes the same blog: N article pages, /blog paginated six to a page (/blog/page/N)
 * covering all N, and each category paginated the same way (checked on Shipping Guide, the
 * corpus's first category: articles 1, 7, 13, ...).
 */
function verifyBlog(out: string, n: number): string | undefined {
  const articles = countArticlePages(out);
  if (articles < n) return `wrote ${articles} article pages, expected ${n}`;
  const blog = walkListing(out, '/blog');
  if (blog.problem) return blog.problem;
  if (blog.articles.size < n)
    return `the /blog pages link to ${blog.articles.size} articles, expected ${n}`;
  const category = walkListing(out, '/blog/category/shipping-guide');
  if (category.problem) return category.problem;
  if (category.articles.size < Math.ceil(n / 6))
    return `the Shipping Guide pages link to ${category.articles.size} articles, expected ${Math.ceil(n / 6)}`;
  return undefined;
}

// ---------------------------------------------------------------------------------------------
// The tools

type ToolName = 'site' | 'Hugo' | 'Eleventy';

interface Tool {
  name: ToolName;
  /** Prepares a fresh site in `folder` with the corpus from `corpus`; returns the output folder. */
  prepare(folder: string, corpus: string, n: number): Promise<string>;
  command(folder: string, out: string): [string, string[]];
  /** Checks one run's output; returns an error message or undefined, and the pages written. */
  verify(out: string, n: number): { pages: number; problem?: string };
}

let basePages: number | undefined;
/**
 * The stylesheet the real site's pages carry inline (the <style> of its built index.html), read
 * when the real site is first built. Every page of ours inlines it, so Hugo's and Eleventy's
 * layouts inline it too: without it their pages were a seventh of ours (5.6 KB against 39.6 KB
 * an article), and the table compared writing 54 MB with writing 215 MB.
 */
let siteStylesheet: string | undefined;

/** What the other sizes need of the real site's first build: its page count and its stylesheet. */
function noteRealSite(out: string): void {
  basePages = countHtml(out);
  if (basePages === 0) throw new RunError('the real site wrote no .html files');
  const style = /<style[^>]*>([\s\S]*?)<\/style>/.exec(
    readFileSync(path.join(out, 'index.html'), 'utf8'),
  )?.[1];
  if (!style)
    throw new RunError("the real site's index.html has no <style> to give Hugo and Eleventy");
  siteStylesheet = style;
  log(`  the real site has ${basePages} pages`);
}

function stylesheetForOthers(): string {
  if (siteStylesheet === undefined)
    throw new Error('bench: the real site was not built before Hugo and Eleventy were prepared');
  return siteStylesheet;
}

/** Hugo and Eleventy: the blog of verifyBlog, its articles in the shared layout. */
function verifyComparison(out: string, n: number): { pages: number; problem?: string } {
  const pages = countHtml(out);
  const problem = verifyBlog(out, n);
  if (problem) return { pages, problem };
  if (n === 0) return { pages };
  const html = readFileSync(path.join(out, 'blog', 'bench-00001', 'index.html'), 'utf8');
  if (!/class="site-header"[\s\S]*<h1>[\s\S]*class="site-footer"/.test(html)) {
    return {
      pages,
      problem: 'article pages are not wrapped in the shared layout (blog/bench-00001/index.html)',
    };
  }
  if (!html.includes(`<style>${stylesheetForOthers()}</style>`)) {
    return {
      pages,
      problem: "article pages do not inline the site's stylesheet (blog/bench-00001/index.html)",
    };
  }
  return { pages };
}

/** --share-images: set from the options before any tool prepares. */
let drawShareImages = false;
/** --no-cache: set from the options too. */
let buildWithoutCache = false;

const ours: Tool = {
  name: 'site',
  async prepare(folder, corpus, n) {
    await Promise.all(
      PROJECT_ENTRIES.map((entry) =>
        cp(path.join(repoRoot, entry), path.join(folder, entry), { recursive: true }),
      ),
    );
    if (n > 0) await cp(corpus, path.join(folder, 'content', 'blog'), { recursive: true });
    // Like for like: Hugo's and Eleventy's templates draw no share images, so with generated
    // articles the copy's content/config.ts keeps its share-image design to itself (no export,
    // no images) unless --share-images asks for them; their cost is then in the table.
    if (n > 0 && !drawShareImages) {
      const config = path.join(folder, 'content', 'config.ts');
      const source = await readFile(config, 'utf8');
      if (!source.includes('export const shareImage'))
        throw new Error(
          'bench: content/config.ts has no `export const shareImage` to leave out; update bench/build.ts',
        );
      await writeFile(config, source.replace('export const shareImage', 'const shareImage'));
    }
    return path.join(folder, 'dist');
  },
  command: () => [
    process.execPath,
    [siteBin, 'build', '--quiet', ...(buildWithoutCache ? ['--no-cache'] : [])],
  ],
  verify(out, n) {
    const pages = countHtml(out);
    if (basePages === undefined) return { pages, problem: 'the real site was not counted' };
    // The real pages, the articles and the listing pages beyond the first of /blog and of each category.
    if (pages < basePages + n)
      return {
        pages,
        problem: `wrote ${pages} .html files, expected at least ${basePages + n} (${basePages} real pages + ${n} articles)`,
      };
    const problem = n > 0 ? verifyBlog(out, n) : undefined;
    return problem ? { pages, problem } : { pages };
  },
};

const hugo: Tool = {
  name: 'Hugo',
  async prepare(folder, corpus) {
    await cp(path.join(compareDir, 'hugo'), folder, { recursive: true });
    // The stylesheet goes into the layout as literal text, Hugo's fastest way to write the same
    // bytes into every page (5+5 alternating runs at 4,000 articles: 2.66 s, against 2.77 s from
    // a `partialCached` partial with `resources.Get` and `safeCSS`).
    const layout = path.join(folder, 'layouts', '_default', 'baseof.html');
    const stylesheet = stylesheetForOthers();
    if (stylesheet.includes('{{'))
      throw new Error(
        'bench: the stylesheet contains "{{", which a Hugo layout would read as an action',
      );
    await writeFile(
      layout,
      (await readFile(layout, 'utf8')).replace('SITE_STYLESHEET', () => stylesheet),
    );
    // Hugo wants an absolute cacheDir; keeping it inside the temporary site means it is removed with it.
    await appendFile(
      path.join(folder, 'hugo.toml'),
      `cacheDir = ${JSON.stringify(path.join(folder, 'hugo_cache'))}\n`,
    );
    await cp(corpus, path.join(folder, 'content', 'blog'), { recursive: true });
    return path.join(folder, 'public');
  },
  command: (_folder, out) => [HUGO, ['--quiet', '--destination', out]],
  verify: verifyComparison,
};

const eleventy: Tool = {
  name: 'Eleventy',
  async prepare(folder, corpus) {
    await cp(path.join(compareDir, 'eleventy'), path.join(folder, 'src'), { recursive: true });
    await cp(
      path.join(compareDir, 'eleventy.config.cjs'),
      path.join(folder, 'eleventy.config.cjs'),
    );
    await writeFile(path.join(folder, 'site.css'), stylesheetForOthers());
    await cp(corpus, path.join(folder, 'src', 'blog'), { recursive: true });
    return path.join(folder, '_site');
  },
  // Relative paths (cwd is the folder): with an absolute --input, Eleventy 3.1.7 skips the
  // directory data file blog/blog.11tydata.json, so articles get no layout and no collection.
  command: (folder, out) => [
    process.execPath,
    [
      eleventyCli,
      '--input=src',
      `--output=${path.relative(folder, out)}`,
      '--config=eleventy.config.cjs',
      '--quiet',
    ],
  ],
  verify: verifyComparison,
};

// ---------------------------------------------------------------------------------------------
// Statistics and printing

interface Result {
  tool: ToolName;
  n: number;
  samples: Sample[];
  pages: number;
  bytes: number;
  failure?: string;
  /** The real site (N = 0) built in the round-robin of this size's tools, for a comparison taken in turns. */
  inTurnsWith?: number;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

interface Summary {
  median: number;
  min: number;
  max: number;
  msPerPage: number;
  rssMb: number;
}

function summarize(result: Result): Summary | undefined {
  if (result.failure || result.samples.length === 0) return undefined;
  const seconds = result.samples.map((sample) => sample.seconds);
  const med = median(seconds);
  return {
    median: med,
    min: Math.min(...seconds),
    max: Math.max(...seconds),
    msPerPage: (med * 1000) / Math.max(1, result.pages),
    rssMb: median(result.samples.map((sample) => sample.rssKb)) / 1024,
  };
}

function table(header: string[], rows: string[][]): string {
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  const line = (cells: string[]) =>
    `| ${cells.map((cell, i) => (i <= 1 ? cell.padEnd(widths[i] as number) : cell.padStart(widths[i] as number))).join(' | ')} |`;
  const rule = `|${widths.map((width, i) => (i <= 1 ? '-'.repeat(width + 2) : `${'-'.repeat(width + 1)}:`)).join('|')}|`;
  return [line(header), rule, ...rows.map(line)].join('\n');
}

const HEADER = [
  'N articles',
  'tool',
  'median (s)',
  'spread min–max (s)',
  'ms/page',
  'peak RSS (MB)',
  'pages written',
  'MB written',
  'ours ÷ tool',
];

function rowsFor(results: Result[]): string[][] {
  return results.map((result) => {
    const oursResult = results.find((other) => other.tool === 'site' && other.n === result.n);
    const oursSummary = oursResult && summarize(oursResult);
    const summary = summarize(result);
    const label = result.inTurnsWith
      ? `0 (real site, in turns with N=${result.inTurnsWith})`
      : result.n === 0
        ? '0 (real site)'
        : result.n.toLocaleString('en-US');
    if (!summary) return [label, result.tool, 'FAILED', '', '', '', String(result.pages), '', ''];
    const ratio =
      result.tool === 'site' || result.inTurnsWith
        ? ''
        : oursSummary
          ? (oursSummary.median / summary.median).toFixed(2)
          : 'n/a';
    return [
      label,
      result.tool === 'site' ? 'site (ours)' : result.tool,
      summary.median.toFixed(3),
      `${summary.min.toFixed(3)}–${summary.max.toFixed(3)}`,
      summary.msPerPage.toFixed(2),
      summary.rssMb.toFixed(0),
      String(result.pages),
      (result.bytes / 1e6).toFixed(0),
      ratio,
    ];
  });
}

function log(message: string): void {
  process.stderr.write(`${message}\n`);
}

// ---------------------------------------------------------------------------------------------
// Machine description and Eleventy on demand

function hugoVersion(): string {
  try {
    return execFileSync(HUGO, ['version'], { encoding: 'utf8' })
      .trim()
      .split(/\s+/)
      .slice(0, 2)
      .join(' ');
  } catch {
    return 'not installed';
  }
}

function eleventyVersion(): string {
  try {
    return `Eleventy ${(JSON.parse(readFileSync(path.join(eleventyDir, 'package.json'), 'utf8')) as { version: string }).version}`;
  } catch {
    return 'not installed';
  }
}

/**
 * Packages someone installed into bench/.tools (e.g. sirv-cli for bench:load) rather than
 * pulled in as dependencies. `npm install --no-save` prunes what package.json does not list,
 * so these are named again in the install command to keep them.
 */
function installedToolRoots(): string[] {
  const modules = path.join(toolsDir, 'node_modules');
  if (!existsSync(modules)) return [];
  const packages: Array<{ name: string; version: string; deps: string[] }> = [];
  for (const entry of readdirSync(modules)) {
    const names = entry.startsWith('@')
      ? readdirSync(path.join(modules, entry)).map((name) => `${entry}/${name}`)
      : entry.startsWith('.')
        ? []
        : [entry];
    for (const name of names) {
      try {
        const manifest = JSON.parse(
          readFileSync(path.join(modules, name, 'package.json'), 'utf8'),
        ) as {
          version: string;
          dependencies?: Record<string, string>;
          optionalDependencies?: Record<string, string>;
          peerDependencies?: Record<string, string>;
        };
        packages.push({
          name,
          version: manifest.version,
          deps: Object.keys({
            ...manifest.dependencies,
            ...manifest.optionalDependencies,
            ...manifest.peerDependencies,
          }),
        });
      } catch {
        // Not a package folder.
      }
    }
  }
  const required = new Set(packages.flatMap((pkg) => pkg.deps));
  return packages
    .filter((pkg) => !required.has(pkg.name) && pkg.name !== '@11ty/eleventy')
    .map((pkg) => `${pkg.name}@${pkg.version}`);
}

function npmInstallTools(spec: string, keep: string[]): boolean {
  try {
    execFileSync(
      'npm',
      ['install', '--prefix', toolsDir, '--no-save', '--no-audit', '--no-fund', spec, ...keep],
      { stdio: ['ignore', 'inherit', 'inherit'] },
    );
    return existsSync(eleventyCli);
  } catch {
    return false;
  }
}

/**
 * Installs Eleventy 3 into bench/.tools when it is missing. If the newest 3.x cannot be
 * installed (a registry without one of its dependencies' versions, say), the next older stable
 * 3.x releases are tried, at most three.
 */
function ensureEleventy(): void {
  if (existsSync(eleventyDir)) return;
  const keep = installedToolRoots();
  log(
    `Installing Eleventy 3 into bench/.tools (not a project dependency)${keep.length ? `, keeping ${keep.join(', ')}` : ''}…`,
  );
  if (npmInstallTools('@11ty/eleventy@3', keep)) return;
  let versions: string[] = [];
  try {
    const listed = JSON.parse(
      execFileSync('npm', ['view', '@11ty/eleventy@3', 'version', '--json'], {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
      }),
    ) as string | string[];
    versions = (Array.isArray(listed) ? listed : [listed]).filter((version) =>
      /^3\.\d+\.\d+$/.test(version),
    );
  } catch {
    // Fall through to the error below.
  }
  const byNewest = versions.sort((a, b) => b.localeCompare(a, 'en', { numeric: true }));
  for (const version of byNewest.slice(1, 4)) {
    log(`@11ty/eleventy@3 (${byNewest[0]}) did not install; trying ${version}…`);
    if (npmInstallTools(`@11ty/eleventy@${version}`, keep)) return;
  }
  throw new Error('Could not install Eleventy 3 into bench/.tools; see the npm errors above.');
}

// ---------------------------------------------------------------------------------------------
// The benchmark

interface Contender {
  tool: Tool;
  folder: string;
  out: string;
  command: [string, string[]];
  result: Result;
  /** Earlier outputs, moved aside rather than deleted between runs. */
  moved: number;
}

function fail(contender: Contender, error: unknown): void {
  const { tool, result } = contender;
  result.failure = error instanceof Error ? error.message : String(error);
  log(`  ✗ ${tool.name} at N=${result.n} failed:\n${result.failure.replace(/^/gm, '    ')}`);
}

/**
 * One cold run: a new process and no output folder. The previous output is renamed aside (and
 * deleted with the temporary folders when the whole benchmark ends) and the disk is synced,
 * both untimed: on this kind of VM deleting thousands of files or flushing the last run's writes
 * inside the next timed run adds seconds of kernel time that belong to no tool.
 */
async function runOnce(contender: Contender, label: string): Promise<Sample> {
  const { tool, folder, out, command, result } = contender;
  if (existsSync(out)) {
    await mkdir(path.join(folder, '.old-outputs'), { recursive: true });
    await rename(out, path.join(folder, '.old-outputs', String(++contender.moved)));
  }
  execFileSync('sync');
  const sample = await measure(command[0], command[1], folder);
  if (tool === ours && result.n === 0 && basePages === undefined) {
    noteRealSite(out);
  }
  const { pages, problem } = tool.verify(out, result.n);
  result.pages = pages;
  result.bytes = countBytes(out);
  log(
    `  ${tool.name.padEnd(8)} N=${result.n} ${label.padEnd(9)} ${sample.seconds.toFixed(3)} s  ${(sample.rssKb / 1024).toFixed(0)} MB  ${pages} pages${problem ? `  ✗ ${problem}` : ''}`,
  );
  if (problem) throw new RunError(`${tool.name} at N=${result.n}, ${label}: ${problem}`);
  return sample;
}

/**
 * Times every tool on one corpus: each prepares its site and warms up, then the timed runs go
 * round-robin (ours, Hugo, Eleventy, ours, …) so that any drift in the machine's speed during
 * the run falls on every tool alike.
 */
async function runSize(
  entries: Array<{ tool: Tool; n: number; inTurnsWith?: number }>,
  workRoot: string,
  corpus: string,
  runs: number,
): Promise<Result[]> {
  const contenders: Contender[] = [];
  for (const { tool, n, inTurnsWith } of entries) {
    const folder = path.join(
      workRoot,
      `${tool.name.toLowerCase()}${inTurnsWith ? '-real-site' : ''}`,
    );
    const result: Result = {
      tool: tool.name,
      n,
      samples: [],
      pages: 0,
      bytes: 0,
      ...(inTurnsWith && { inTurnsWith }),
    };
    await mkdir(folder, { recursive: true });
    const contender: Contender = { tool, folder, out: '', command: ['', []], result, moved: 0 };
    contenders.push(contender);
    try {
      contender.out = await tool.prepare(folder, corpus, n);
      contender.command = tool.command(folder, contender.out);
    } catch (error) {
      fail(contender, error);
    }
  }
  try {
    for (let run = 0; run <= runs; run++) {
      for (const contender of contenders) {
        if (contender.result.failure) continue;
        try {
          const sample = await runOnce(contender, run === 0 ? 'warm-up' : `run ${run}/${runs}`);
          if (run > 0) contender.result.samples.push(sample);
        } catch (error) {
          fail(contender, error);
        }
      }
    }
  } finally {
    for (const contender of contenders) {
      if (contender.tool === ours)
        await rm(generatorCacheFor(contender.folder), { recursive: true, force: true });
    }
  }
  return contenders.map((contender) => contender.result);
}

/** Counts the real site's pages once, for when N = 0 is not among the sizes. */
async function countRealSite(): Promise<void> {
  const workRoot = await makeTemp();
  try {
    const folder = path.join(workRoot, 'site');
    await mkdir(folder);
    const out = await ours.prepare(folder, '', 0);
    const [command, args] = ours.command(folder, out);
    await measure(command, args, folder);
    noteRealSite(out);
  } finally {
    await rm(generatorCacheFor(path.join(workRoot, 'site')), { recursive: true, force: true });
    await removeTemp(workRoot);
  }
}

function commandLine(): string {
  const args = process.argv
    .slice(2)
    .map((arg) => (/^[\w@%+=:,./-]+$/.test(arg) ? arg : `'${arg.replace(/'/g, `'\\''`)}'`));
  const base =
    process.env.npm_lifecycle_event === 'bench' ? 'npm run bench' : 'npx tsx bench/build.ts';
  return args.length && base.startsWith('npm')
    ? `${base} -- ${args.join(' ')}`
    : [base, ...args].join(' ');
}

async function main(): Promise<number> {
  const options = parseArgs(process.argv.slice(2));
  drawShareImages = options.shareImages;
  buildWithoutCache = options.noCache;
  const started = process.hrtime.bigint();
  if (options.compare) ensureEleventy();

  const cpus = os.cpus();
  const machine = [
    `CPU: ${cpus[0]?.model.trim() ?? 'unknown'}, ${cpus.length} cores`,
    `memory: ${(os.totalmem() / 1024 ** 3).toFixed(1)} GB`,
    `OS: ${os.type()} ${os.release()} ${os.arch()}`,
    `Node ${process.version}`,
    `hugo: ${hugoVersion()}`,
    `eleventy: ${eleventyVersion()}`,
  ].join('; ');
  const load = os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
  process.stdout.write(`Machine: ${machine}\nLoad average at start: ${load}\n`);
  process.stdout.write(
    `Sizes: ${options.sizes.join(', ')}; ${options.runs} timed runs after 1 warm-up (the real site at least ${REAL_SITE_MIN_RUNS}); cold builds${options.compare ? '; with Hugo and Eleventy' : ''}\n\n`,
  );

  const all: Result[] = [];
  if (!options.sizes.includes(0)) await countRealSite();
  // N = 0 first, so the real site's page count is known before the corpus sizes.
  const sizes = [...new Set(options.sizes)].sort((a, b) => (a === 0 ? -1 : b === 0 ? 1 : 0));
  for (const n of sizes) {
    const sizeStarted = process.hrtime.bigint();
    log(`N = ${n}${n === 0 ? ' (the real site)' : ''}`);
    // Removed with the others at the very end: on ext4 without a journal, a file created within
    // a minute of many deletions costs more (docs/performance.md), which would tax the next size.
    const workRoot = await makeTemp();
    const results: Result[] = [];
    const corpus = path.join(workRoot, 'corpus');
    if (n > 0) await writeCorpus(corpus, n);
    const runs = n === 0 ? Math.max(options.runs, REAL_SITE_MIN_RUNS) : options.runs;
    const entries: Array<{ tool: Tool; n: number; inTurnsWith?: number }> = (
      options.compare && n > 0 ? [ours, hugo, eleventy] : [ours]
    ).map((tool) => ({ tool, n }));
    // The real site's cold build is compared with the others' smallest site: it takes its turns in that round-robin too.
    const realSiteInTurns =
      options.compare && sizes.includes(0) && n === sizes.find((size) => size > 0);
    if (realSiteInTurns) entries.push({ tool: ours, n: 0, inTurnsWith: n });
    results.push(...(await runSize(entries, workRoot, corpus, runs)));
    all.push(...results);
    const sizeSeconds = Number(process.hrtime.bigint() - sizeStarted) / 1e9;
    process.stdout.write(
      `N = ${n}${n === 0 ? ' (the real site)' : ''}  (${sizeSeconds.toFixed(0)} s for this size)\n${table(HEADER, rowsFor(results))}\n`,
    );
    const oursSummary = summarize(results[0] as Result);
    const realSite = results.find((result) => result.inTurnsWith);
    const realSummary = realSite && summarize(realSite);
    for (const other of results.slice(1).filter((result) => !result.inTurnsWith)) {
      const summary = summarize(other);
      if (oursSummary && summary)
        process.stdout.write(
          `ours/${other.tool} = ${(oursSummary.median / summary.median).toFixed(2)} (${oursSummary.median.toFixed(3)} s vs ${summary.median.toFixed(3)} s; below 1 means we are faster)\n`,
        );
      if (realSummary && summary)
        process.stdout.write(
          `the real site (in turns)/${other.tool} at N=${n} = ${(realSummary.median / summary.median).toFixed(2)} (${realSummary.median.toFixed(3)} s vs ${summary.median.toFixed(3)} s)\n`,
        );
    }
    process.stdout.write('\n');
  }

  const totalSeconds = Number(process.hrtime.bigint() - started) / 1e9;
  const failures = all.filter((result) => result.failure);
  const date = new Date().toISOString().slice(0, 10);
  process.stdout.write(
    [
      '---- Markdown for docs/performance.md ----',
      '',
      `## Build benchmark (${date})`,
      '',
      `Command: \`${commandLine()}\``,
      '',
      `Machine: ${machine}.`,
      '',
      `Cold builds of the same generated corpus (~400-600 word articles), median of ${options.runs} run${options.runs === 1 ? '' : 's'} after one warm-up (the real site: at least ${REAL_SITE_MIN_RUNS}); spread is min–max; peak RSS from \`/usr/bin/time -f %M\`. "ours ÷ tool" below 1 means \`site\` is faster. ${options.shareImages ? (options.noCache ? 'With share images (1200 x 630 PNG per page), every build of ours with `--no-cache`: all drawn, as on a fresh clone.' : 'With share images (1200 x 630 PNG per page, from the cache after the warm-up).') : 'With generated articles, no share images (Hugo and Eleventy draw none; --share-images adds them).'}${options.noCache && !options.shareImages ? ' Every build of ours with `--no-cache`.' : ''}`,
      '',
      table(HEADER, rowsFor(all)),
      '',
      ...(failures.length
        ? [
            'Failures:',
            '',
            ...failures.map(
              (result) =>
                `- ${result.tool} at N=${result.n}: ${(result.failure ?? '')
                  .split('\n')
                  .map((line) => line.trim())
                  .filter(Boolean)
                  .slice(0, 6)
                  .join(' / ')}`,
            ),
            '',
          ]
        : []),
      `Total benchmark time: ${totalSeconds.toFixed(0)} s.`,
      '',
    ].join('\n'),
  );
  if (failures.length)
    log(`bench: ${failures.length} build(s) failed or wrote the wrong pages; see above.`);
  return failures.length ? 1 : 0;
}

main()
  .then(async (code) => {
    await cleanUp();
    process.exitCode = code;
  })
  .catch(async (error: unknown) => {
    log(`bench: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    await cleanUp();
    process.exitCode = 1;
  });
