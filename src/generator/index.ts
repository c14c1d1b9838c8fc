/**
 * The public API of `site`. `build`, `serve` and `check` are loaded on first use: `site build`
 * never pays for the HTML validator, the link checker or the HTTP server, `site --version` for none.
 */
import type { CheckOptions } from './check/index';
import type { BuildOptions } from './pipeline/index';
import type { ServeOptions, StaticServerOptions } from './serve/index';

export type * from './pipeline/index';
export type * from './serve/index';
export type * from './check/index';
export type * from './contract';
export { formatBuildSummary, formatTimings, gzipSizeOf } from './pipeline/measure';
export { SiteError, formatDiagnostic, paint, toDiagnostics, toSiteError } from './diagnostics';
export type { Diagnostic } from './diagnostics';
export { BUDGETS, DEFAULT_HOST, DEFAULT_OUT_DIR, DEFAULT_PORT } from './config';

export async function build(options?: BuildOptions) {
  return (await import('./pipeline/index')).build(options);
}

export async function serve(options?: ServeOptions) {
  return (await import('./serve/index')).serve(options);
}

export async function serveStatic(options: StaticServerOptions) {
  return (await import('./serve/index')).serveStatic(options);
}

export async function check(options?: CheckOptions) {
  return (await import('./check/index')).check(options);
}
