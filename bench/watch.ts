/**
 * `npm run bench:watch`: how long `site serve` takes from saving a file to telling the open tab
 * to reload, on the real site plus N generated articles (default 1,000).
 *
 *   npm run bench:watch -- [--articles 1000] [--runs 7]
 *
 * A temporary copy of the project gets the articles; `serve()` runs in this process on a free
 * 127.0.0.1 port, and a live-reload client listens on its event stream. Each run saves one file
 * and measures until the `reload` event arrives: an article's body, an article's title (shown on
 * other pages), a page file and a page's own script. The saved pages are checked for the edit.
 * Medians and spreads are printed; nothing is written into the repository.
 */
import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeCorpus } from './corpus';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PROJECT_ENTRIES = [
  'pages',
  'content',
  'src',
  'styles',
  'public',
  'package.json',
  'tsconfig.json',
];

function parseArgs(argv: string[]): { articles: number; runs: number } {
  const options = { articles: 1000, runs: 7 };
  for (let i = 0; i < argv.length; i++) {
    const value = Number(argv[i + 1]);
    if (argv[i] === '--articles' && Number.isInteger(value) && value >= 0) options.articles = value;
    else if (argv[i] === '--runs' && Number.isInteger(value) && value >= 1) options.runs = value;
    else {
      process.stderr.write('Usage: npm run bench:watch -- [--articles 1000] [--runs 7]\n');
      process.exit(2);
    }
    i++;
  }
  return options;
}

/** Resolves with the time of each `reload` event the server sends. */
function listen(url: string, onReload: () => void): Promise<http.ClientRequest> {
  return new Promise((resolve, reject) => {
    const request = http.get(`${url}__site/events`, (res) => {
      res.on('data', (chunk: Buffer) => {
        if (chunk.toString().includes('event: reload')) onReload();
      });
      resolve(request);
    });
    request.on('error', reject);
  });
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

async function main(): Promise<void> {
  // As `site serve` runs: React's production build (bin/site.js sets this before React loads).
  process.env.NODE_ENV = 'production';
  const { serve } = await import('../src/generator/index');
  const { articles, runs } = parseArgs(process.argv.slice(2));
  const root = await mkdtemp(path.join(os.tmpdir(), 'site-bench-watch-'));
  try {
    await Promise.all(
      PROJECT_ENTRIES.map((entry) =>
        cp(path.join(repoRoot, entry), path.join(root, entry), { recursive: true }),
      ),
    );
    await writeCorpus(path.join(root, 'content', 'blog'), articles);
    let rendered = 0;
    let buildMs = 0;
    const started = performance.now();
    const server = await serve({
      root,
      port: 0,
      onBuild: (result) => {
        rendered = 'rendered' in result ? Number(result.rendered) : result.pages.length;
        buildMs = result.durationMs;
      },
      onBuildError: (error) => process.stderr.write(`build failed: ${String(error)}\n`),
    });
    process.stdout.write(
      `serve: first build of ${articles} articles + the real site in ${((performance.now() - started) / 1000).toFixed(2)} s, at ${server.url}\n`,
    );
    let waiting: (() => void) | undefined;
    const client = await listen(server.url, () => waiting?.());
    const article = articles > 0 ? 'bench-00500.md' : 'how-to-pack-fragile-items.md';
    const articleRoute = `blog/${article.replace(/\.md$/, '')}.html`;
    // The blog is paginated: the article's title shows on whichever listing page lists it.
    const listingRoute = await listingPageOf(
      server.outDir,
      `/blog/${article.replace(/\.md$/, '')}`,
    );

    const cases: Array<{
      name: string;
      file: string;
      edit: (text: string, run: number) => string;
      check: [string, (run: number) => string];
    }> = [
      {
        name: "an article's body",
        file: `content/blog/${article}`,
        edit: (text, run) => `${text}\nEdited paragraph ${run}.\n`,
        check: [articleRoute, (run) => `Edited paragraph ${run}.`],
      },
      {
        name: "an article's title",
        file: `content/blog/${article}`,
        edit: (text, run) =>
          text.replace(/^title: ".*"$/m, `title: "Benchmark title number ${run}"`),
        check: [listingRoute, (run) => `Benchmark title number ${run}`],
      },
      // A visible edit, so that the page is rendered again (a comment alone leaves its code, and so the page, unchanged).
      {
        name: 'a page file (pages/about.tsx)',
        file: 'pages/about.tsx',
        edit: (text, run) =>
          text.replace(/title="Why choose us[^"]*"/, `title="Why choose us (edit ${run})"`),
        check: ['about.html', (run) => `Why choose us (edit ${run})`],
      },
      {
        name: "a page script (the calculator's)",
        file: 'src/website/client/calculator.ts',
        edit: (text, run) => `${text}\ndocument.documentElement.dataset.bench = '${run}';\n`,
        check: ['volumetric-weight-calculator.html', () => '/assets/calculator.'],
      },
    ];
    const rows: string[] = [];
    for (const testCase of cases) {
      const times: number[] = [];
      const builds: number[] = [];
      let counts = '';
      for (let run = 1; run <= runs; run++) {
        const file = path.join(root, testCase.file);
        const text = await readFile(file, 'utf8');
        const reloaded = new Promise<void>((resolve) => (waiting = resolve));
        const saved = performance.now();
        await writeFile(file, testCase.edit(text, run));
        await reloaded;
        times.push(performance.now() - saved);
        builds.push(buildMs);
        counts = `${rendered} pages rendered`;
        const [output, expected] = testCase.check;
        if (!(await readFile(path.join(server.outDir, output), 'utf8')).includes(expected(run)))
          throw new Error(`${output} does not show the edit of run ${run}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      rows.push(
        `| ${testCase.name} | ${median(times).toFixed(0)} | ${Math.min(...times).toFixed(0)}–${Math.max(...times).toFixed(0)} | ${median(builds).toFixed(0)} | ${counts} |`,
      );
    }
    client.destroy();
    await server.close();
    process.stdout.write(
      `\nSave to reload event, ${articles} articles, ${runs} runs each (includes the 5 ms the watcher lets changes settle):\n\n`,
    );
    process.stdout.write(
      `| change | median (ms) | min–max (ms) | of which rebuilding (median ms) | work |\n| --- | ---: | ---: | ---: | --- |\n${rows.join('\n')}\n`,
    );
  } finally {
    await rm(root, { recursive: true, force: true });
  }
}

/** The page of /blog (blog.html or blog/page/N.html) whose cards link to `route`. */
async function listingPageOf(dist: string, route: string): Promise<string> {
  const pages = [
    'blog.html',
    ...(await readdir(path.join(dist, 'blog', 'page')).catch(() => [] as string[])).map(
      (name) => `blog/page/${name}`,
    ),
  ];
  for (const page of pages)
    if ((await readFile(path.join(dist, page), 'utf8')).includes(`href="${route}"`)) return page;
  throw new Error(`no page of /blog links to ${route}`);
}

await main();
