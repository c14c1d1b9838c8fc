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
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
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
    let loadMs = 0;
    const started = performance.now();
    const server = await serve({
      root,
      host: '127.0.0.1',
      port: 0,
      onReady: (result) => void (loadMs = result.durationMs),
      onBuildError: (error) => process.stderr.write(`load failed: ${String(error)}\n`),
    });
    const page = async (route: string) => (await fetch(`${server.url}${route}`)).text();
    await page('');
    process.stdout.write(
      `serve: ${articles} articles + the real site loaded and the home page answered in ${((performance.now() - started) / 1000).toFixed(2)} s, at ${server.url}\n`,
    );
    let waiting: (() => void) | undefined;
    const client = await listen(server.url, () => waiting?.());
    // The middle article (bench-00500.md of 1,000): bench-00500.md alone made fewer than 500 fail.
    const middle = String(Math.ceil(articles / 2)).padStart(5, '0');
    const article = articles > 0 ? `bench-${middle}.md` : 'how-to-pack-fragile-items.md';
    const articleRoute = `blog/${article.replace(/\.md$/, '')}`;
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
        name: 'a component (Footer.tsx)',
        file: 'src/website/components/Footer.tsx',
        edit: (text, run) =>
          text.replace(/container footer-bottom[^"]*"/, `container footer-bottom bench-${run}"`),
        check: [articleRoute, (run) => `footer-bottom bench-${run}`],
      },
      {
        name: 'a page file (pages/about.tsx)',
        file: 'pages/about.tsx',
        edit: (text, run) =>
          text.replace(/className="mission[^"]*"/, `className="mission bench-${run}"`),
        check: ['about', (run) => `mission bench-${run}`],
      },
      {
        name: 'the stylesheet (styles/base.css)',
        file: 'styles/base.css',
        edit: (text, run) =>
          `${text.replace(/\n\.bench-\d+[^\n]*\n$/, '\n')}\n.bench-${run}{color:red}\n`,
        check: [articleRoute, (run) => `.bench-${run}`],
      },
    ];
    const rows: string[] = [];
    for (const testCase of cases) {
      const times: number[] = [];
      const loads: number[] = [];
      for (let run = 1; run <= runs; run++) {
        const file = path.join(root, testCase.file);
        const text = await readFile(file, 'utf8');
        const reloaded = new Promise<void>((resolve) => (waiting = resolve));
        const saved = performance.now();
        await writeFile(file, testCase.edit(text, run));
        await reloaded;
        const [route, expected] = testCase.check;
        const body = await page(route);
        times.push(performance.now() - saved);
        loads.push(loadMs);
        if (!body.includes(expected(run)))
          throw new Error(`/${route} does not show the edit of run ${run}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      rows.push(
        `| ${testCase.name} | ${median(times).toFixed(0)} | ${Math.min(...times).toFixed(0)}–${Math.max(...times).toFixed(0)} | ${median(loads).toFixed(0)} |`,
      );
    }
    client.destroy();
    await server.close();
    process.stdout.write(
      `\nSave to the reloaded page's response, ${articles} articles, ${runs} runs each (includes the 5 ms the watcher lets changes settle):\n\n`,
    );
    process.stdout.write(
      `| change | median (ms) | min–max (ms) | of which reloading (median ms) |\n| --- | ---: | ---: | ---: |\n${rows.join('\n')}\n`,
    );
  } finally {
    await rm(root, { recursive: true, force: true });
  }
}

await main();
