/**
 * The public API of `site`: build, serve and check a project that follows the page contract.
 *
 * `build`, `serve` and `check` are loaded on first use: `site build` then never pays for the
 * HTML validator, the link checker or the HTTP server, and `site --version` or `site help` for
 * none of them.
 */
import type { CheckOptions, CheckResult } from './check/index';
import type { BuildOptions, BuildResult } from './pipeline/index';
import type { ServeOptions, SiteServer, StaticServer, StaticServerOptions } from './serve/index';

export type * from './pipeline/index';
export { gzipSizeOf } from './pipeline/measure';
export { formatBuildSummary, formatTimings } from './build-report';
export type * from './serve/index';
export type { CheckOptions, CheckResult } from './check/index';
export { SiteError, formatDiagnostic, paint, toDiagnostics, toSiteError } from './diagnostics';
export type { Diagnostic } from './diagnostics';
export { BUDGETS, DEFAULT_HOST, DEFAULT_OUT_DIR, DEFAULT_PORT } from './config';
export type * from './contract';

/** Builds the site into the output folder, replacing it only when every phase succeeded. */
export async function build(options: BuildOptions = {}): Promise<BuildResult> {
  return (await import('./pipeline/index')).build(options);
}

/** Builds the site and serves it, rebuilding and reloading on change unless `watch` is false. */
export async function serve(options?: ServeOptions): Promise<SiteServer> {
  return (await import('./serve/index')).serve(options);
}

/** Serves an already built folder on a local port. */
export async function serveStatic(options: StaticServerOptions): Promise<StaticServer> {
  return (await import('./serve/index')).serveStatic(options);
}

/** Checks a built site: links, HTML validity, JSON-LD, titles and descriptions, byte budgets. */
export async function check(options?: CheckOptions): Promise<CheckResult> {
  return (await import('./check/index')).check(options);
}
