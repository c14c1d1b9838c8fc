/**
 * `npm run audit`: Lighthouse (mobile and desktop presets) and the W3C Nu HTML checker on every
 * page of the built site. Not part of `npm test`: it takes minutes. Prints one line per page,
 * writes the full reports to reports/, and exits 1 when a page misses its bar.
 *
 * Bars: accessibility, best practices and SEO 100; performance at least 95; no Nu error.
 * The 404 pages (`/404`, and each locale's, such as `/te/404`) are exempt only from the audits
 * their 404 status fails by design. Lighthouse refuses to score a document answered with 404 at
 * all, so each 404 page is audited from an identical copy
 * served with status 200; its `noindex` is still exempt.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { copyFile, mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';
import { build, serveStatic } from '../../../src/generator/index';
import { CHROMIUM_FLAGS, chromiumPath } from '../browser/harness';
import { freePort, repoRoot } from '../../helpers';

const reportsDir = path.join(repoRoot, 'reports');
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
/** Audits a 404 status fails by design: the status itself, the console error it causes, and noindex. */
const NOT_FOUND_EXEMPT = new Set(['http-status-code', 'errors-in-console', 'is-crawlable']);
const NOT_FOUND_PREVIEW = 'not-found-preview.html';
const isNotFoundRoute = (route: string) => route === '/404' || route.endsWith('/404');
/** Where a 404 page's copy answered with 200 is: `/404` → `not-found-preview.html`, `/te/404` → `te/not-found-preview.html`. */
const previewFile = (route: string) => path.posix.join(path.posix.dirname(route), NOT_FOUND_PREVIEW).slice(1);

interface PageScore {
  route: string;
  preset: 'mobile' | 'desktop';
  scores: Record<(typeof CATEGORIES)[number], number>;
  failing: Record<string, string[]>;
  metrics: { fcp: number; lcp: number; tbt: number; cls: number; bytes: number };
}


function requireTool(name: string, found: boolean, install: string): void {
  if (found) return;
  console.error(`${name} is missing. Install it with: ${install}`);
  process.exit(1);
}

/** Lighthouse sometimes fails to record a trace (NO_NAVSTART, "run Lighthouse again"): retry twice. */
const ATTEMPTS = 3;

async function runLighthouse(url: string, route: string, preset: 'mobile' | 'desktop', port: number): Promise<PageScore> {
  let result: Awaited<ReturnType<typeof lighthouse>>;
  for (let attempt = 1; ; attempt++) {
    result = await lighthouse(url, { port, output: 'json', logLevel: 'error' }, preset === 'desktop' ? desktopConfig : undefined);
    const error = result?.lhr.runtimeError;
    if (result && !error) break;
    if (attempt === ATTEMPTS) throw new Error(`Lighthouse could not score ${url} in ${ATTEMPTS} attempts: ${error?.code ?? 'no result'} ${error?.message ?? ''}`);
    console.warn(`Lighthouse: ${error?.code ?? 'no result'} on ${url}; trying again.`);
  }
  const { lhr } = result!;
  const name = `${route === '/' ? 'home' : route.slice(1).replace(/\//g, '_')}-${preset}`;
  await writeFile(path.join(reportsDir, 'lighthouse', `${name}.json`), typeof result.report === 'string' ? result.report : JSON.stringify(lhr));
  const scores = Object.fromEntries(CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)])) as PageScore['scores'];
  const failing = Object.fromEntries(
    CATEGORIES.map((id) => [
      id,
      (lhr.categories[id]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
        .map((ref) => ref.id),
    ]),
  );
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  return {
    route,
    preset,
    scores,
    failing,
    metrics: { fcp: numeric('first-contentful-paint'), lcp: numeric('largest-contentful-paint'), tbt: numeric('total-blocking-time'), cls: numeric('cumulative-layout-shift'), bytes: numeric('total-byte-weight') },
  };
}

function nuErrors(outDir: string): Map<string, string[]> {
  const jar = path.join(repoRoot, 'node_modules', 'vnu-jar', 'build', 'dist', 'vnu.jar');
  const run = spawnSync('java', ['-jar', jar, '--format', 'json', '--skip-non-html', outDir], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  const messages = (JSON.parse(run.stderr || '{"messages":[]}') as { messages: Array<{ type: string; url: string; message: string; lastLine?: number }> }).messages;
  const byFile = new Map<string, string[]>();
  for (const message of messages.filter((m) => m.type === 'error')) {
    const file = path.relative(outDir, new URL(message.url).pathname);
    byFile.set(file, [...(byFile.get(file) ?? []), `${message.lastLine ?? '?'}: ${message.message}`]);
  }
  return byFile;
}

function meetsBar(score: PageScore): string[] {
  const isNotFound = isNotFoundRoute(score.route);
  const problems: string[] = [];
  for (const category of CATEGORIES) {
    const bar = category === 'performance' ? 95 : 100;
    if (score.scores[category] >= bar) continue;
    const failing = score.failing[category]!.filter((id) => !(isNotFound && NOT_FOUND_EXEMPT.has(id)));
    if (isNotFound && failing.length === 0) continue;
    problems.push(`${category} ${score.scores[category]} < ${bar} (${failing.join(', ')})`);
  }
  return problems;
}

/** `--only /,/about` limits the routes; `--preset mobile` limits the presets. Both for quick looks. */
function parseArguments(argv: string[]): { only?: Set<string>; presets: Array<'mobile' | 'desktop'> } {
  const value = (flag: string) => {
    const index = argv.indexOf(flag);
    return index === -1 ? undefined : argv[index + 1];
  };
  const only = value('--only');
  const preset = value('--preset');
  if (preset !== undefined && preset !== 'mobile' && preset !== 'desktop') {
    console.error(`--preset must be mobile or desktop, not ${preset}`);
    process.exit(2);
  }
  return { ...(only && { only: new Set(only.split(',')) }), presets: preset ? [preset] : ['mobile', 'desktop'] };
}

async function main(): Promise<void> {
  const args = parseArguments(process.argv.slice(2));
  const chromePath = chromiumPath;
  requireTool('Chromium', chromePath !== undefined, 'apt-get install -y chromium');
  let hasJava = true;
  try {
    execFileSync('java', ['-version'], { stdio: 'ignore' });
  } catch {
    hasJava = false;
  }
  requireTool('Java (for the Nu HTML checker)', hasJava, 'apt-get install -y default-jre-headless');

  await rm(reportsDir, { recursive: true, force: true });
  await mkdir(path.join(reportsDir, 'lighthouse'), { recursive: true });
  const temporary = path.join(os.tmpdir(), `site-audit-${process.pid}`);
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  // Canonical URLs point at the audited origin, as they would at the real domain.
  const result = await build({ root: repoRoot, outDir: path.join(temporary, 'dist'), siteUrl: origin });
  const notFoundRoutes = result.pages.map((page) => page.route).filter(isNotFoundRoute);
  for (const route of notFoundRoutes) await copyFile(path.join(result.outDir, `${route.slice(1)}.html`), path.join(result.outDir, previewFile(route)));
  const server = await serveStatic({ outDir: result.outDir, host: '127.0.0.1', port });
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROMIUM_FLAGS });
  const routes = result.pages.map((page) => page.route).filter((route) => !args.only || args.only.has(route)).sort();
  const scores: PageScore[] = [];
  try {
    for (const preset of args.presets) {
      for (const route of routes) {
        const url = origin + (isNotFoundRoute(route) ? `/${previewFile(route).replace(/\.html$/, '')}` : route);
        scores.push(await runLighthouse(url, route, preset, chrome.port));
      }
    }
  } finally {
    await chrome.kill();
    await server.close();
  }

  for (const route of notFoundRoutes) await rm(path.join(result.outDir, previewFile(route)));
  const nu = nuErrors(result.outDir);
  await writeFile(path.join(reportsDir, 'nu.json'), JSON.stringify(Object.fromEntries(nu), null, 2));
  await rm(temporary, { recursive: true, force: true });

  const failures: string[] = [];
  const header = 'preset   route                                                     perf a11y  bp  seo   FCP ms  LCP ms  TBT ms   CLS   bytes  nu';
  console.log(header);
  for (const score of scores) {
    const page = result.pages.find((p) => p.route === score.route)!;
    const nuCount = nu.get(page.path)?.length ?? 0;
    const { fcp, lcp, tbt, cls, bytes } = score.metrics;
    console.log(
      `${score.preset.padEnd(8)} ${score.route.padEnd(57)} ${[score.scores.performance, score.scores.accessibility, score.scores['best-practices'], score.scores.seo].map((n) => String(n).padStart(4)).join('')}` +
        ` ${fcp.toFixed(0).padStart(7)} ${lcp.toFixed(0).padStart(7)} ${tbt.toFixed(0).padStart(7)} ${cls.toFixed(3).padStart(5)} ${bytes.toFixed(0).padStart(7)} ${String(nuCount).padStart(3)}`,
    );
    for (const problem of meetsBar(score)) failures.push(`${score.preset} ${score.route}: ${problem}`);
  }
  for (const [file, errors] of nu) for (const error of errors) failures.push(`Nu checker: ${file}:${error}`);
  console.log(`\nReports: ${path.relative(repoRoot, reportsDir)}/lighthouse/*.json, ${path.relative(repoRoot, reportsDir)}/nu.json`);
  if (failures.length > 0) {
    console.error(`\nAudit failed:\n${failures.map((f) => `  - ${f}`).join('\n')}`);
    process.exitCode = 1;
  } else {
    console.log(`Audit passed: ${scores.length} Lighthouse runs and the Nu checker over ${result.pages.length} pages.`);
  }
}

await main();
