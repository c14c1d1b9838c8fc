/**
 * A build that will draw share images (no cache, or none kept yet: a fresh clone) loads takumi,
 * reads the fonts' coverage and registers them while the load phase waits for esbuild, instead of
 * when its first card is drawn. The drawer is the one the cards then take (drawerFor keeps it by
 * the fonts' hash). A problem (a missing font) is left for the build, which meets it again when it
 * loads the fonts for its cards and reports it there.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { ProjectPaths } from '../config';
import type { ShareImageConfig } from '../contract';
import { drawerFor, inputsKeyOf, loadShareFonts } from './share-image-render';

/** Whether this build will surely draw its share images: no cache, or no share images cached yet (a fresh clone). */
export function willDrawShareImages(
  paths: Pick<ProjectPaths, 'cache'>,
  config: ShareImageConfig | undefined,
  cache: boolean,
): boolean {
  return config !== undefined && !(cache && existsSync(path.join(paths.cache, 'share')));
}

export function warmShareDrawer(
  paths: Pick<ProjectPaths, 'root' | 'cache'>,
  config: ShareImageConfig | undefined,
  cache: boolean,
): void {
  if (!config || !willDrawShareImages(paths, config, cache)) return;
  try {
    const fonts = loadShareFonts(paths, config.fonts);
    drawerFor(inputsKeyOf(fonts), fonts).catch(() => undefined);
  } catch {
    // Reported when the build loads the fonts for its cards.
  }
}
