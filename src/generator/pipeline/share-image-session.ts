/**
 * Share images, part three: the cards of a build, each looked up in the cache and drawn if missing
 * as soon as it is added (share-image-render.ts draws), then placed in the output together.
 * Identical cards (same tree, language and fonts) are drawn once, however many pages show them.
 */
import path from 'node:path';
import { SiteError, type Diagnostic } from '../diagnostics';
import { openStore, placeFiles, type CacheStore } from './cache-store';
import {
  drawCard,
  drawerFor,
  hashOf,
  inputsKeyOf,
  type Card,
  type LoadedFont,
  type ShareImageJob,
  type ShareImageStats,
} from './share-image-render';

/**
 * Cards drawn at once on takumi's threads: two while the pages render (the main thread needs a
 * core of its own), four once they are rendered. One card in flight keeps 1.2 cores busy, two
 * 1.5, four 1.8 (400 cards drawn alone, 2 cores).
 */
const DRAWING_AT_ONCE = { whileRendering: 2, after: 4 };
/** While cards are under way, the render phase gives the event loop a turn this often, so that a card drawn or read is followed by the next. */
const TURN_EVERY_MS = 8;
const PNG_SIGNATURE = Buffer.from('89504e470d0a1a0a', 'hex');

/**
 * Phase step: writes every image into `outFolder`, from the cache or freshly drawn. An image
 * the renderer cannot draw, one whose text the fonts lack, or one over 300 KB, is a build
 * error naming the route.
 */
export function renderShareImages(
  images: ShareImageJob[],
  fonts: LoadedFont[],
  outFolder: string,
  cacheFolder: string | undefined,
): Promise<ShareImageStats> {
  const session = startShareImages(fonts, outFolder, cacheFolder);
  for (const job of images) session.add(job);
  return session.finish();
}

/** Share images taken one by one while the pages render; `finish` places them all in the output. */
export interface ShareImageSession {
  add(job: ShareImageJob): void;
  /** Whether work is under way whose next step needs the event loop (a cache read, a card drawn). */
  wantsTurn(): boolean;
  /** Waits for every card, places the files into `outFolder`, and throws the problems found, in page order. */
  finish(): Promise<ShareImageStats>;
}

/**
 * Starts on each distinct card as it is added (`site build` adds them while the pages render, so
 * takumi's threads draw beside React): it is looked up in the cache, and drawn if missing.
 */
export function startShareImages(
  fonts: LoadedFont[],
  outFolder: string,
  cacheFolder: string | undefined,
): ShareImageSession {
  const stats: ShareImageStats = { drawn: 0, cached: 0, drawMs: 0, files: 0, linked: 0 };
  const inputsKey = inputsKeyOf(fonts);
  const cards = new Map<string, Card>();
  const store = cacheFolder
    ? openStore(path.join(cacheFolder, 'share'), { signature: PNG_SIGNATURE })
    : Promise.resolve(undefined);
  // Kept by the first page showing each card, so that problems come in page order however the drawing overlaps.
  const problemsOf: Diagnostic[][] = [];
  const drawing = limiter(DRAWING_AT_ONCE.whileRendering);
  const prepare = preparer({ store, inputsKey, fonts, stats, problemsOf, drawing });
  const tasks: Array<Promise<void>> = [];
  let failure: { error: unknown } | undefined;
  let unfinished = 0;
  let lastTurn = performance.now();
  let count = 0;
  return {
    add(job) {
      const index = count++;
      const key = hashOf(`${inputsKey}\n${job.image.lang}\n${job.image.tree}`);
      const card = cards.get(key);
      if (card) {
        card.jobs.push({ job, index });
        card.paths.add(job.image.path);
        return;
      }
      const added: Card = {
        key,
        image: job.image,
        jobs: [{ job, index }],
        paths: new Set([job.image.path]),
      };
      cards.set(key, added);
      unfinished += 1;
      // A failure is kept for finish(): a build that stops first must not leave a rejection unhandled.
      tasks.push(
        prepare(added).then(
          () => void (unfinished -= 1),
          (error: unknown) => void ((unfinished -= 1), (failure ??= { error })),
        ),
      );
    },
    wantsTurn() {
      if (unfinished === 0 || performance.now() - lastTurn < TURN_EVERY_MS) return false;
      lastTurn = performance.now();
      return true;
    },
    async finish() {
      drawing.raise(DRAWING_AT_ONCE.after);
      await Promise.all(tasks);
      if (failure) throw failure.error;
      const files = [...cards.values()].flatMap((card) =>
        card.file || card.png
          ? [...card.paths].map((file) => ({
              path: path.join(outFolder, file),
              ...(card.file ? { from: card.file } : { data: card.png! }),
            }))
          : [],
      );
      stats.linked = placeFiles(files).linked;
      stats.files = files.length;
      await (await store)?.save();
      const problems = problemsOf.flat();
      if (problems.length > 0) throw SiteError.fromList(problems);
      return stats;
    },
  };
}

/** What is done for each distinct card: the cache's file if it holds a sound one, else the card drawn (and kept in the cache). */
function preparer({
  store,
  inputsKey,
  fonts,
  stats,
  problemsOf,
  drawing,
}: {
  store: Promise<CacheStore | undefined>;
  inputsKey: string;
  fonts: LoadedFont[];
  stats: ShareImageStats;
  problemsOf: Diagnostic[][];
  drawing: Limiter;
}) {
  return async (card: Card): Promise<void> => {
    const kept = await store;
    card.file = kept?.checked(card.key);
    if (card.file) {
      stats.cached += 1;
      return;
    }
    const result = await drawing.run(async () => drawCard(await drawerFor(inputsKey, fonts), card));
    if ('problem' in result) {
      problemsOf[card.jobs[0]!.index] = [result.problem];
      return;
    }
    stats.drawMs += result.ms;
    stats.drawn += 1;
    card.file = await kept?.put(card.key, result.png);
    if (!card.file) card.png = result.png;
  };
}

interface Limiter {
  run<T>(task: () => Promise<T>): Promise<T>;
  /** Lets more tasks run at once from now on. */
  raise(limit: number): void;
}

/** Runs the tasks given to it at most `limit` at a time, in order. */
function limiter(limit: number): Limiter {
  let active = 0;
  const waiting: Array<() => void> = [];
  const startWaiting = () => {
    for (; active < limit && waiting.length > 0; active += 1) waiting.shift()!();
  };
  return {
    async run(task) {
      await new Promise<void>((resolve) => {
        waiting.push(resolve);
        startWaiting();
      });
      try {
        return await task();
      } finally {
        active -= 1;
        startWaiting();
      }
    },
    raise(to) {
      limit = to;
      startWaiting();
    },
  };
}
