/**
 * Share images, part three: the cards of a build, each looked up in the cache and drawn if missing
 * (share-image-render.ts draws), then placed in the output together.
 */
import path from 'node:path';
import { SiteError, type Diagnostic } from '../diagnostics';
import { openStore, placeFiles, type CacheStore } from './cache-store';
import { forEachLimited } from './run-limited';
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

/** Cards drawn at once on takumi's threads, after the pages are rendered. */
const DRAWING_AT_ONCE = 4;
const PNG_SIGNATURE = Buffer.from('89504e470d0a1a0a', 'hex');

/**
 * Phase step: writes every image into `outFolder`, from the cache or freshly drawn. An image
 * the renderer cannot draw, one whose text the fonts lack, or one over 300 KB, is a build
 * error naming the route. Identical cards are drawn once; problems come in page order.
 */
export async function renderShareImages(
  images: ShareImageJob[],
  fonts: LoadedFont[],
  outFolder: string,
  cacheFolder: string | undefined,
): Promise<ShareImageStats> {
  const stats: ShareImageStats = { drawn: 0, cached: 0, drawMs: 0, files: 0, linked: 0 };
  const inputsKey = inputsKeyOf(fonts);
  const cards = cardsOf(images, inputsKey);
  const store = cacheFolder
    ? openStore(path.join(cacheFolder, 'share'), { signature: PNG_SIGNATURE })
    : Promise.resolve(undefined);
  // Kept by the first page showing each card, so that problems come in page order.
  const problemsOf: Diagnostic[][] = [];
  const prepare = preparer({ store, inputsKey, fonts, stats, problemsOf });
  await forEachLimited(cards, prepare, DRAWING_AT_ONCE);
  const files = cards.flatMap((card) =>
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
}

/** The distinct cards (same tree, language and fonts), each with the pages that show it. */
function cardsOf(images: ShareImageJob[], inputsKey: string): Card[] {
  const cards = new Map<string, Card>();
  images.forEach((job, index) => {
    const key = hashOf(`${inputsKey}\n${job.image.lang}\n${job.image.tree}`);
    const card = cards.get(key);
    if (card) {
      card.jobs.push({ job, index });
      card.paths.add(job.image.path);
    } else
      cards.set(key, {
        key,
        image: job.image,
        jobs: [{ job, index }],
        paths: new Set([job.image.path]),
      });
  });
  return [...cards.values()];
}

/** What is done for each distinct card: the cache's file if it holds a sound one, else the card drawn (and kept in the cache). */
function preparer({
  store,
  inputsKey,
  fonts,
  stats,
  problemsOf,
}: {
  store: Promise<CacheStore | undefined>;
  inputsKey: string;
  fonts: LoadedFont[];
  stats: ShareImageStats;
  problemsOf: Diagnostic[][];
}) {
  return async (card: Card): Promise<void> => {
    const kept = await store;
    card.file = kept?.checked(card.key);
    if (card.file) {
      stats.cached += 1;
      return;
    }
    const result = await drawCard(await drawerFor(inputsKey, fonts), card);
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
