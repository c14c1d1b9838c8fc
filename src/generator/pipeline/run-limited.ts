/**
 * Runs an asynchronous task for each item with at most `limit` running at once: a build writes
 * thousands of files, and opening them all together fails with EMFILE under a low limit of open
 * files (256 by default on macOS).
 */

/** Files a build keeps open at once while it writes or copies. */
export const OPEN_FILES_AT_ONCE = 32;

/** Calls `task` for every item, `limit` at a time; rejects with the first failure once the running tasks have settled. */
export async function forEachLimited<T>(
  items: readonly T[],
  task: (item: T, index: number) => Promise<unknown>,
  limit = OPEN_FILES_AT_ONCE,
): Promise<void> {
  let next = 0;
  let failure: { error: unknown } | undefined;
  const worker = async () => {
    while (next < items.length && !failure) {
      const index = next++;
      try {
        await task(items[index]!, index);
      } catch (error) {
        failure ??= { error };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  if (failure) throw failure.error;
}
