/**
 * The public API of `site`: build, serve and check a project that follows the page contract.
 */
export { build } from './build/index';
export type { BuildOptions, BuildResult, PageReport, SizeReport } from './build/index';
export { serve, serveStatic } from './serve/index';
export type { ServeOptions, SiteServer, StaticServer, StaticServerOptions } from './serve/index';
export { check } from './check/index';
export type { CheckOptions, CheckResult } from './check/index';
export { SiteError, formatDiagnostic, paint, toDiagnostics } from './diagnostics';
export type { Diagnostic } from './diagnostics';
export { BUDGETS, DEFAULT_HOST, DEFAULT_OUT_DIR, DEFAULT_PORT } from './config';
export type * from './contract';
