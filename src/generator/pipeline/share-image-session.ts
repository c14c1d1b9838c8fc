/**
 * Share images, part three: the cards of a build, each looked up in the cache and drawn if missing
 * (share-image-render.ts draws), and written into the output.
 */
import pLimit from 'p-limit';
import { SiteError, type Diagnostic } from '../diagnostics';
import { hashOf, openCache, writeOutputFiles } from './cache';
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
  // Each card comes from the cache if it holds a sound PNG of it, else it is drawn and kept there.
  await pLimit(DRAWING_AT_ONCE).map(cards, async (card) => {
    let png = cache?.get(card.key);
    if (png) stats.cached += 1;
    else {
      const result = await drawCard(await drawerFor(inputsKey, fonts), card);
      if ('problem' in result) {
        problemsOf[card.jobs[0]!.index] = [result.problem];
        return;
      }
      stats.drawMs += result.ms;
      stats.drawn += 1;
      png = result.png;
      await cache?.put(card.key, png);
    }
    stats.files += writeOutputFiles(outFolder, card.paths, png);
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
