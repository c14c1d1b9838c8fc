/**
 * Watch mode's builds: the same phases as `site build` (index.ts), run with a memo kept between
 * runs, so that each save does only what it reaches (memo.ts). The generator's own code is not
 * reloaded: an edit to it is reported, with what to do.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SiteError } from '../diagnostics';
import { runBuild, type BuildOptions, type BuildResult } from './index';
import { createMemo } from './memo';

export interface UpdateResult extends BuildResult {
  /** Pages rendered again (the others were unchanged); all of them in the first build. */
  rendered: number;
  /**
   * The share images of the pages rendered again, drawn once the pages are written (a tab can
   * reload meanwhile). It rejects with the build error if one cannot be drawn; the next build
   * then renders every page again, and draws what is missing.
   */
  imagesDrawn?: Promise<void>;
  /** Every file the pages and content/config.ts are built from (esbuild's inputs), wherever it is: watch them all. */
  inputs: string[];
}

export interface WatchBuilder {
  /** The first build of the session. */
  build(): Promise<UpdateResult>;
  /** Builds again after the given absolute paths changed. */
  update(changed: string[]): Promise<UpdateResult>;
}

export function createWatchBuilder(options: BuildOptions): WatchBuilder {
  const memo = createMemo();
  /** The share images of the last run, which the next run waits for. */
  let drawing: Promise<void> = Promise.resolve();
  /** Paths changed since the last good run; undefined until a run succeeded (then everything is checked). */
  let pending: Set<string> | undefined;
  const run = async (): Promise<UpdateResult> => {
    await drawing.catch(() => undefined);
    const saved = {
      content: memo.content,
      pages: memo.pages,
      collectionFiles: memo.collectionFiles,
    };
    let built: Awaited<ReturnType<typeof runBuild>>;
    try {
      memo.changed = pending && new Set(pending);
      built = await runBuild(options, memo);
      pending = new Set();
    } catch (error) {
      // What the failed run read or rendered is not in the output: the next run compares with the last good one.
      Object.assign(memo, saved);
      throw error;
    }
    const inputs = [...new Set(Object.values(memo.project?.bundle.sources ?? {}).flat())];
    if (!built.drawImages) return { ...built.result, rendered: built.rendered, inputs };
    drawing = built.drawImages().catch((error: unknown) => {
      // The next run builds as the first did: every page, into a staging folder that replaces the output.
      memo.pages.clear();
      memo.hasOutput = false;
      pending = undefined;
      throw error;
    });
    // Handled by whoever awaits imagesDrawn; the next run only waits for it.
    drawing.catch(() => undefined);
    return { ...built.result, rendered: built.rendered, imagesDrawn: drawing, inputs };
  };
  return {
    build: run,
    async update(changed) {
      const own = changed.find(isGeneratorFile);
      if (own) {
        throw new SiteError(
          `The generator's own code changed (${path.relative(process.cwd(), own) || own}); this server still runs the code it started with.`,
          {
            file: own,
            hint: 'Stop site serve (Ctrl-C) and start it again to run the changed generator.',
          },
        );
      }
      for (const file of changed) pending?.add(file);
      return run();
    },
  };
}

/** The generator's source folder (src/generator, or the folder of its bundle), found from this module. */
const generatorFolder = (() => {
  const here = path.dirname(fileURLToPath(import.meta.url));
  for (let folder = here; path.dirname(folder) !== folder; folder = path.dirname(folder)) {
    if (existsSync(path.join(folder, 'package.json')))
      return existsSync(path.join(folder, 'src', 'generator'))
        ? path.join(folder, 'src', 'generator')
        : here;
  }
  return here;
})();

function isGeneratorFile(file: string): boolean {
  return file.startsWith(generatorFolder + path.sep);
}
