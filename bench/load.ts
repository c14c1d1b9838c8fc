/**
 * `npm run bench:load`: `site serve --no-watch` under load on 127.0.0.1, next to sirv's own CLI
 * serving the same folder in the same run.
 *
 * wrk (Debian package) opens 100 connections for 10 s against the site's routes, after a 3 s
 * warm-up that is not measured (the first second of a cold Node server is JIT compilation).
 * Then the same again while this process replays the hostile-request table at 1,000 requests a
 * second with raw paths. Every request says `Accept-Encoding: gzip, deflate, br, zstd`, as
 * Chromium does (the preview sends files as they are, like sirv's CLI). Valid routes must see zero socket errors and zero
 * non-2xx/3xx responses and p99 latency at most 30 ms in both runs, and at least 10,000 requests
 * a second in the run without the replay (during it, this process's own requests share the
 * machine's two cores with the server and wrk); every
 * hostile request must get a 4xx; the server must still answer afterwards. sirv-cli (installed
 * on demand into bench/.tools, never into the project) gets the same warm-up and the same
 * valid-route run.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, waitForHttp } from '../tests/helpers';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const toolsDir = path.join(repoRoot, 'bench', '.tools');
const CONNECTIONS = 100;
const DURATION_SECONDS = 10;
const WARM_UP_SECONDS = 3;
const HOSTILE_PER_SECOND = 1000;
// One wrk thread leaves the other core to the server being measured.
const THREADS = 1;
const MIN_REQUESTS_PER_SECOND = 10_000;
const MAX_P99_MS = 30;
const ACCEPT_ENCODING = 'gzip, deflate, br, zstd';

const HOSTILE = [
  '/../../../../etc/passwd',
  '/%2e%2e/%2e%2e/etc/passwd',
  '/%252e%252e/etc/passwd',
  '/..%5c..%5cetc%5cpasswd',
  '/about%00.html',
  '/%E0%A4%A',
  '//evil.example/about.html',
  '/.env',
  `/${'a'.repeat(5000)}`,
  '/no/such/page',
  '/linked/../../secret',
];

interface WrkResult {
  requests: number;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  socketErrors: number;
  non2xx3xx: number;
}

function luaScript(paths: string[]): string {
  return `local paths = { ${paths.map((p) => JSON.stringify(p)).join(', ')} }
local i = 0
request = function()
  i = i % #paths + 1
  return wrk.format("GET", paths[i], { ["Accept-Encoding"] = ${JSON.stringify(ACCEPT_ENCODING)} })
end
done = function(summary, latency, requests)
  io.write(string.format("RESULT %d %d %d %d %d %d %d %d\\n", summary.requests, summary.errors.connect, summary.errors.read, summary.errors.write, summary.errors.timeout, summary.errors.status, latency:percentile(50), latency:percentile(99)))
end
`;
}

function runWrk(origin: string, script: string, seconds: number): Promise<WrkResult> {
  return new Promise((resolve, reject) => {
    const child = spawn('wrk', [
      '-t',
      String(THREADS),
      '-c',
      String(CONNECTIONS),
      '-d',
      `${seconds}s`,
      '--timeout',
      '5s',
      '-s',
      script,
      origin,
    ]);
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('exit', () => {
      const match = /RESULT (\d+) (\d+) (\d+) (\d+) (\d+) (\d+) (\d+) (\d+)/.exec(output);
      if (!match) return reject(new Error(`wrk printed no result:\n${output}`));
      const [requests, connect, read, write, timeout, status, p50, p99] = match
        .slice(1)
        .map(Number) as number[];
      resolve({
        requests: requests!,
        requestsPerSecond: requests! / seconds,
        p50: p50! / 1000,
        p99: p99! / 1000,
        socketErrors: connect! + read! + write! + timeout!,
        non2xx3xx: status!,
      });
    });
  });
}

interface ReplayResult {
  sent: number;
  clientErrors: number;
  otherStatuses: number;
  socketErrors: number;
}

/** Sends the hostile paths round-robin at a fixed rate with http.request, which keeps paths raw. */
async function replayHostile(origin: string, seconds: number): Promise<ReplayResult> {
  const { hostname, port } = new URL(origin);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 20 });
  const result: ReplayResult = { sent: 0, clientErrors: 0, otherStatuses: 0, socketErrors: 0 };
  const pending: Array<Promise<void>> = [];
  const send = (target: string) =>
    new Promise<void>((resolve) => {
      const req = http.get(
        {
          host: hostname,
          port,
          path: target,
          agent,
          headers: { 'Accept-Encoding': ACCEPT_ENCODING },
        },
        (res) => {
          res.resume();
          if (res.statusCode! >= 400 && res.statusCode! < 500) result.clientErrors++;
          else result.otherStatuses++;
          res.on('end', resolve);
        },
      );
      req.on('error', () => {
        result.socketErrors++;
        resolve();
      });
    });
  const end = Date.now() + seconds * 1000;
  const perTick = HOSTILE_PER_SECOND / 100;
  while (Date.now() < end) {
    for (let i = 0; i < perTick; i++) pending.push(send(HOSTILE[result.sent++ % HOSTILE.length]!));
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  await Promise.all(pending);
  agent.destroy();
  return result;
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

function ensureSirvCli(): string {
  const bin = path.join(toolsDir, 'node_modules', 'sirv-cli', 'bin.js');
  if (!existsSync(bin)) {
    console.log('Installing sirv-cli into bench/.tools (not a project dependency)…');
    execFileSync(
      'npm',
      ['install', '--prefix', toolsDir, '--no-save', '--no-audit', '--no-fund', 'sirv-cli@3'],
      { stdio: 'inherit' },
    );
  }
  return bin;
}

async function main(): Promise<void> {
  try {
    execFileSync('wrk', ['--version'], { stdio: 'ignore' });
  } catch (error) {
    // wrk prints its version and exits 1; only a missing binary is a problem.
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      console.error('wrk is missing. Install it with: apt-get install -y wrk');
      process.exit(1);
    }
  }
  const temporary = await mkdtemp(path.join(os.tmpdir(), 'site-load-'));
  const outDir = path.join(temporary, 'dist');
  execFileSync(
    process.execPath,
    [path.join(repoRoot, 'bin', 'site.js'), 'build', '--quiet', '--out', outDir],
    { cwd: repoRoot, stdio: 'inherit' },
  );
  const routes = [
    '/',
    '/about',
    '/blog',
    '/contact',
    '/privacy-policy',
    '/terms-conditions',
    '/reliable-international-courier-services-from-hyderabad',
    '/blog/how-to-pack-fragile-items',
    '/favicon.svg',
    '/images/hero.svg',
  ];
  const validScript = path.join(temporary, 'valid.lua');
  await writeFile(validScript, luaScript(routes));

  const sitePort = await freePort();
  const siteOrigin = `http://127.0.0.1:${sitePort}`;
  const site = spawn(
    process.execPath,
    [
      path.join(repoRoot, 'bin', 'site.js'),
      'serve',
      '--no-watch',
      '--port',
      String(sitePort),
      '--out',
      outDir,
    ],
    { cwd: repoRoot, stdio: 'ignore' },
  );
  const failures: string[] = [];
  let siteAlone: WrkResult;
  let siteResult: WrkResult;
  let hostileResult: ReplayResult;
  try {
    await waitForHttp(siteOrigin);
    await runWrk(siteOrigin, validScript, WARM_UP_SECONDS);
    siteAlone = await runWrk(siteOrigin, validScript, DURATION_SECONDS);
    [siteResult, hostileResult] = await Promise.all([
      runWrk(siteOrigin, validScript, DURATION_SECONDS),
      replayHostile(siteOrigin, DURATION_SECONDS),
    ]);
    const after = await fetch(`${siteOrigin}/about`);
    if (after.status !== 200) failures.push(`the server answered ${after.status} after the load`);
    if (site.exitCode !== null) failures.push('the server exited during the load');
  } finally {
    await stop(site);
  }

  const sirvBin = ensureSirvCli();
  const sirvPort = await freePort();
  const sirvOrigin = `http://127.0.0.1:${sirvPort}`;
  const sirvServer = spawn(
    process.execPath,
    [sirvBin, outDir, '--port', String(sirvPort), '--host', '127.0.0.1', '--etag', '--quiet'],
    { stdio: 'ignore' },
  );
  let sirvResult: WrkResult;
  try {
    await waitForHttp(sirvOrigin);
    await runWrk(sirvOrigin, validScript, WARM_UP_SECONDS);
    sirvResult = await runWrk(sirvOrigin, validScript, DURATION_SECONDS);
  } finally {
    await stop(sirvServer);
  }
  await rm(temporary, { recursive: true, force: true });

  for (const result of [siteAlone!, siteResult!]) {
    if (result.socketErrors > 0)
      failures.push(`${result.socketErrors} socket errors on valid routes`);
    if (result.non2xx3xx > 0)
      failures.push(`${result.non2xx3xx} non-2xx/3xx responses on valid routes`);
  }
  for (const result of [siteAlone!, siteResult!]) {
    if (result.p99 > MAX_P99_MS)
      failures.push(`p99 latency ${result.p99.toFixed(1)} ms is over ${MAX_P99_MS} ms`);
  }
  // The throughput floor is for the server alone: during the replay this process sends the
  // hostile requests from the same two cores, so that run measures the machine as well.
  if (siteAlone!.requestsPerSecond < MIN_REQUESTS_PER_SECOND)
    failures.push(
      `${siteAlone!.requestsPerSecond.toFixed(0)} requests/s is under ${MIN_REQUESTS_PER_SECOND}`,
    );
  if (hostileResult!.clientErrors !== hostileResult!.sent) {
    failures.push(
      `${hostileResult!.sent - hostileResult!.clientErrors} of ${hostileResult!.sent} hostile requests did not get a 4xx (${hostileResult!.socketErrors} socket errors)`,
    );
  }

  const row = (name: string, r: WrkResult) =>
    `| ${name} | ${r.requests} | ${r.requestsPerSecond.toFixed(0)} | ${r.p50.toFixed(2)} | ${r.p99.toFixed(2)} | ${r.socketErrors} | ${r.non2xx3xx} |`;
  console.log(
    `\n${CONNECTIONS} connections, ${DURATION_SECONDS} s, ${THREADS} wrk threads, Accept-Encoding: ${ACCEPT_ENCODING}, 127.0.0.1, ${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown CPU'}), load average before: ${os.loadavg()[0]!.toFixed(1)}\n`,
  );
  console.log('| server | requests | req/s | p50 ms | p99 ms | socket errors | non-2xx/3xx |');
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: |');
  console.log(row('site serve: valid routes', siteAlone!));
  console.log(
    row(
      `site serve: valid routes, with the hostile table replayed at ${HOSTILE_PER_SECOND}/s`,
      siteResult!,
    ),
  );
  console.log(row('sirv-cli 3: valid routes', sirvResult!));
  console.log(
    `\nHostile table: ${hostileResult!.sent} requests, ${hostileResult!.clientErrors} answered 4xx, ${hostileResult!.otherStatuses} otherwise, ${hostileResult!.socketErrors} socket errors.`,
  );
  console.log(
    `site serve / sirv-cli req/s on valid routes: ${(siteAlone!.requestsPerSecond / sirvResult!.requestsPerSecond).toFixed(2)}`,
  );
  if (failures.length > 0) {
    console.error(`\nLoad test failed:\n${failures.map((f) => `  - ${f}`).join('\n')}`);
    process.exitCode = 1;
  }
}

await main();
