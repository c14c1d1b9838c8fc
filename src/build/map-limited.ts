/**
 * Bounded concurrency for file work: thousands of files opened at once would hit the
 * open-file limit (often 1024).
 */

/** Enough file operations in flight to keep the disk busy, far below the open-file limit. */
export const FILE_CONCURRENCY = 64;

/**
 * Runs at most `limit` tasks at once. Calling it waits only until the task has started, so a
 * producer slows to the pace of the work; the task's own promise comes back as `done`.
 */
export function createLimiter(limit: number) {
  let active = 0;
  const waiting: Array<() => void> = [];
  return async <T>(task: () => Promise<T>): Promise<{ done: Promise<T> }> => {
    if (active >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    active++;
    const result = task().finally(() => {
      active--;
      waiting.shift()?.();
    });
    // Keep an unobserved rejection from crashing the process; the caller awaits `done`.
    result.catch(() => undefined);
    return { done: result };
  };
}
