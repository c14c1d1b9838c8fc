/**
 * Maps over items with at most `limit` promises in flight, keeping results in order.
 * Thousands of files opened at once would hit the open-file limit (often 1024).
 */
export async function mapLimited<T, R>(items: readonly T[], limit: number, map: (item: T) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await map(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/** Enough file operations in flight to keep the disk busy, far below the open-file limit. */
export const FILE_CONCURRENCY = 64;
