/**
 * Share images, part three: the cards of a build, each looked up in the cache and drawn if missing
 * (share-image-render.ts draws), and written into the output.
 */
import pLimit from 'p-limit';
import { SiteError, type Diagnostic } from '../diagnostics';
import { hashOf, openCache, writeOutputFiles, type Cache } from './cache';
import {
  drawCard,
  drawerFor,
  inputsKeyOf,
  type Card,
  type LoadedFont,
  type ShareImageJob,
  type ShareImageStats,
} from './share-image-render';

/** Cards drawn at once on takumi's threads, after the pages are rendered. */
const DRAWING_AT_ONCE = 4;

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
  const stats: ShareImageStats = { drawn: 0, cached: 0, drawMs: 0, files: 0 };
  const inputsKey = inputsKeyOf(fonts);
  const cards = cardsOf(images, inputsKey);
  const cache = openCache(cacheFolder, 'share');
  // Kept by the first page showing each card, so that problems come in page order.
  const problemsOf: Diagnostic[][] = [];
  const prepare = preparer({ cache, inputsKey, fonts, stats, problemsOf });
  await pLimit(DRAWING_AT_ONCE).map(cards, async (card) => {
    const png = await prepare(card);
    if (png) stats.files += writeOutputFiles(outFolder, card.paths, png);
  });
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

/** What is done for each distinct card: the cache's PNG if it holds a sound one, else the card drawn (and kept in the cache). */
function preparer({
  cache,
  inputsKey,
  fonts,
  stats,
  problemsOf,
}: {
  cache: Cache | undefined;
  inputsKey: string;
  fonts: LoadedFont[];
  stats: ShareImageStats;
  problemsOf: Diagnostic[][];
}) {
  return async (card: Card): Promise<Buffer | undefined> => {
    const cached = cache?.get(card.key);
    if (cached) {
      stats.cached += 1;
      return cached;
    }
    const result = await drawCard(await drawerFor(inputsKey, fonts), card);
    if ('problem' in result) {
      problemsOf[card.jobs[0]!.index] = [result.problem];
      return undefined;
    }
    stats.drawMs += result.ms;
    stats.drawn += 1;
    await cache?.put(card.key, result.png);
    return result.png;
  };
}
