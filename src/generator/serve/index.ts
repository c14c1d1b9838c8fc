/**
 * `site serve`: in watch mode a dev server that renders on request and reloads open tabs on a save
 * (dev-server.ts); with `--no-watch` (`site preview`), the built folder served as it is on disk.
 */
import path from 'node:path';
import { build, type BuildOptions, type BuildResult } from '../pipeline/index';
import { DEFAULT_OUT_DIR } from '../config';
import { serveDev } from './dev-server';
import { startServer } from './guard';
import { createPreview } from './preview';

export type SiteServer = StaticServer;
export type StaticServer = Awaited<ReturnType<typeof startServer>> & { outDir: string };

export interface StaticServerOptions {
  outDir: string;
  port?: number;
  host?: string;
  /** Something the user should know: why a request was refused for its Host (a page of another site, DNS rebinding), once for each reason. */
  onWarning?: (message: string) => void;
}

export interface ServeOptions extends BuildOptions, Omit<StaticServerOptions, 'outDir'> {
  /** Render on request with drafts and reload on change (default); false: one build as `site build` into `outDir`, served as it is. */
  watch?: boolean;
  /** `--no-watch`: the build is done. */
  onBuild?: (result: BuildResult) => void;
  /** Watch mode: the project is loaded (at start, or again after a save). */
  onReady?: (summary: { pages: number; durationMs: number }) => void;
  /** Watch mode: loading or rendering failed; the browser shows the error until a save fixes it. */
  onBuildError?: (error: unknown, status: { hasOutput: boolean }) => void;
}

/** Serves the site until `close()` is called. The port is taken first, so a port in use fails at once. */
export async function serve(options: ServeOptions = {}): Promise<SiteServer> {
  if (options.watch ?? true) return serveDev(options);
  const outDir = path.resolve(options.root ?? '', options.outDir ?? DEFAULT_OUT_DIR);
  const server = await serveStatic({ ...options, outDir });
  try {
    // Not inside `onBuild?.(…)`: without a callback its argument would never be evaluated.
    const result = await build(options);
    options.onBuild?.(result);
  } catch (error) {
    await server.close();
    throw error;
  }
  return server;
}

/** Serves an already built folder on a local port; it never serves a byte from outside it. */
export async function serveStatic(options: StaticServerOptions): Promise<StaticServer> {
  const server = await startServer(options, createPreview(options.outDir));
  return { ...server, outDir: options.outDir };
}
