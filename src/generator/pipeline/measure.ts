/**
 * Sizes and times of a build, and what `site build` prints of them: each page (or the largest of a
 * large site), the stylesheet and the scripts with their sizes, gzipped and not; with `--timings`,
 * each phase's time. A build records every file's bytes: pages are gzipped only by whoever reads
 * the sizes (these rows; `site check` for the budgets).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Paint } from '../diagnostics';
import type { BuildResult } from './index';

/** A written file: its path relative to the output folder, and its size. */
export type SizeReport = { path: string; bytes: number };

/** A script or stylesheet: few and small, so its size gzipped at zlib's default level is reported too. */
export function measureAsset(path: string, contents: string | Uint8Array) {
  return { path, bytes: Buffer.byteLength(contents), gzipBytes: gzipSync(contents).byteLength };
}

export type AssetReport = ReturnType<typeof measureAsset>;

/** Gzipped size of a file, at zlib's default level (what servers and the budgets use). */
export function gzipSizeOf(file: string): number {
  return gzipSync(readFileSync(file)).byteLength;
}

export type PhaseTiming = { phase: string; ms: number };

/** Runs the phases of a build, each timed into `timings`. */
export function createPhaseTimer() {
  const timings: PhaseTiming[] = [];
  return {
    timings,
    async time<T>(phase: string, run: () => T | Promise<T>): Promise<T> {
      const started = performance.now();
      try {
        return await run();
      } finally {
        timings.push({ phase, ms: performance.now() - started });
      }
    },
  };
}

/** Pages listed one by one; a larger site shows its largest pages only. */
const LISTED_PAGES = 30;

/** The table of what was built, and the line saying how many pages in how long. */
export function formatBuildSummary(result: BuildResult, colors: Paint): string {
  const largest = [...result.pages].sort((a, b) => b.bytes - a.bytes);
  const shown = result.pages.length <= LISTED_PAGES ? result.pages : largest.slice(0, 10);
  const files = [
    ...shown.map((page) => ({ label: page.route, ...page, gzipBytes: undefined })),
    ...(result.style
      ? [{ label: result.style.inline ? 'CSS (inlined in each page)' : 'CSS', ...result.style }]
      : []),
    ...(result.script ? [{ label: 'JS', ...result.script }] : []),
    ...result.pageScripts.map((script) => ({ label: 'JS (its page only)', ...script })),
  ];
  const rows = files.map((file) => [
    file.label,
    file.path,
    formatBytes(file.bytes),
    formatBytes(file.gzipBytes ?? gzipSizeOf(path.join(result.outDir, file.path))),
  ]);
  return [
    shown.length < result.pages.length
      ? `The ${shown.length} largest of ${result.pages.length} pages (\`site check\` holds every page to the budgets):\n`
      : '',
    formatTable(['route', 'file', 'size', 'gzip'], rows, 2, colors),
    `${colors.green('✓')} Built ${result.pages.length} pages into ${result.outDir} in ${Math.round(result.durationMs)} ms\n`,
  ].join('');
}

export function formatTimings(result: BuildResult, colors: Paint): string {
  const timings = [...result.timings, { phase: 'total', ms: result.durationMs }];
  const rows = timings.map(({ phase, ms }) => [phase, ms.toFixed(1)]);
  return formatTable(['phase', 'ms'], rows, 1, colors);
}

function formatBytes(bytes: number): string {
  return bytes < 1024 ? `${bytes} B` : `${(bytes / 1024).toFixed(1)} KB`;
}

/** Rows of cells as aligned columns; columns from `rightFrom` on are right-aligned. */
function formatTable(header: string[], rows: string[][], rightFrom: number, colors: Paint): string {
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column]!.length)),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => (i >= rightFrom ? cell.padStart(widths[i]!) : cell.padEnd(widths[i]!)))
      .join('  ');
  return `${colors.dim(line(header))}\n${rows.map(line).join('\n')}\n`;
}
