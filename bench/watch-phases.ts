/**
 * `npx tsx bench/watch-phases.ts [--articles 1000] [--runs 3]`: the phases of watch mode's
 * rebuild (BuildResult.timings) for three kinds of save, in process with createWatchBuilder, on a
 * temporary copy of the project plus N generated articles. Medians of the runs, in ms.
 */
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
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

const argument = (name: string, fallback: number) => {
  const index = process.argv.indexOf(name);
  return index > 0 ? Number(process.argv[index + 1]) : fallback;
};

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function main(): Promise<void> {
  process.env.NODE_ENV = 'production';
  const { createWatchBuilder } = await import('../src/generator/pipeline/watch');
  const articles = argument('--articles', 1000);
  const runs = argument('--runs', 3);
  const root = await mkdtemp(path.join(os.tmpdir(), 'site-bench-phases-'));
  try {
    await Promise.all(
      PROJECT_ENTRIES.map((entry) =>
        cp(path.join(repoRoot, entry), path.join(root, entry), { recursive: true }),
      ),
    );
    await writeCorpus(path.join(root, 'content', 'blog'), articles);
    const builder = createWatchBuilder({ root });
    const first = await builder.build();
    await first.imagesDrawn;
    process.stdout.write(
      `first build: ${first.durationMs.toFixed(0)} ms, ${first.pages.length} pages\n`,
    );
    const cases = [
      {
        name: 'article body',
        file: 'content/blog/bench-00500.md',
        edit: (text: string, run: number) => `${text}\nEdited paragraph ${run}.\n`,
      },
      // A visible edit (a comment alone leaves the page's code, and so the page, unchanged).
      {
        name: 'page file',
        file: 'pages/about.tsx',
        edit: (text: string, run: number) =>
          text.replace(/title="Why choose us[^"]*"/, `title="Why choose us (edit ${run})"`),
      },
      {
        name: 'page script',
        file: 'src/website/client/calculator.ts',
        edit: (text: string, run: number) =>
          `${text}\ndocument.documentElement.dataset.bench = '${run}';\n`,
      },
      // A component one page shows: the code the pages import from outside pages/ compiles again.
      {
        name: 'component',
        file: 'src/website/components/WeightCalculator.tsx',
        edit: (text: string, run: number) =>
          text.replace(
            /<div className="calculator"[^>]*>/,
            `<div className="calculator" data-bench="${run}">`,
          ),
      },
    ];
    const only = process.argv.includes('--case')
      ? process.argv[process.argv.indexOf('--case') + 1]
      : undefined;
    for (const testCase of cases.filter((c) => !only || c.name.startsWith(only))) {
      const profile = process.argv.includes('--profile') ? await startProfile() : undefined;
      const cpu: number[] = [];
      const phases = new Map<string, number[]>();
      const totals: number[] = [];
      let rendered = 0;
      for (let run = 1; run <= runs; run++) {
        const file = path.join(root, testCase.file);
        await writeFile(file, testCase.edit(await readFile(file, 'utf8'), run));
        const started = performance.now();
        const cpuBefore = process.cpuUsage();
        const result = await builder.update([file]);
        totals.push(performance.now() - started);
        const used = process.cpuUsage(cpuBefore);
        cpu.push((used.user + used.system) / 1000);
        await result.imagesDrawn;
        rendered = result.rendered;
        for (const { phase, ms } of result.timings)
          phases.set(phase, [...(phases.get(phase) ?? []), ms]);
      }
      const parts = [...phases]
        .map(([phase, values]) => `${phase} ${median(values).toFixed(0)}`)
        .join(', ');
      process.stdout.write(
        `${testCase.name}: ${median(totals).toFixed(0)} ms (${totals.map((t) => t.toFixed(0)).join('/')}), cpu ${median(cpu).toFixed(0)} ms, ${rendered} rendered; ${parts}\n`,
      );
      if (profile) await profile(`/tmp/ws/${testCase.name.replace(/ /g, '-')}.cpuprofile`);
    }
  } finally {
    await rm(root, { recursive: true, force: true });
  }
}

async function startProfile(): Promise<(file: string) => Promise<void>> {
  const { Session } = await import('node:inspector/promises');
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  return async (file) => {
    const { profile } = await session.post('Profiler.stop');
    await writeFile(file, JSON.stringify(profile));
    session.disconnect();
  };
}

await main();
