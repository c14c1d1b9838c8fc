/**
 * A time limit for code the generator does not control (page components), and Ctrl-C while it runs.
 *
 * JavaScript that never returns can be stopped on its own thread only through node:vm: a script
 * run with `timeout` is terminated however deep it is, also in functions of the main realm
 * (the page bundle), and `breakOnSigint` stops it on Ctrl-C. Each such run starts a watchdog
 * thread (about 0.25 ms), too much for every page of 4,000, so the items run in slices: one run
 * starts items only during its first SLICE_MS and is limited to SLICE_MS + the item limit,
 * which leaves every item at least the limit.
 */
import vm from 'node:vm';

/** How long one run keeps starting items. */
const SLICE_MS = 500;

const context = vm.createContext({ run: undefined as (() => void) | undefined });
const runInVm = new vm.Script('run()', { filename: 'site-time-limit' });

/**
 * Calls `each` for every item, in order. An item still running after `limitMs` is stopped and
 * `onStop(item, 'timeout')` is thrown; Ctrl-C during an item stops it, runs the process's own
 * SIGINT handlers (or ends the process as Node would) and throws `onStop(item, 'interrupted')`.
 * What `each` throws is thrown as it is.
 */
export async function forEachWithin<T>(
  items: T[],
  limitMs: number,
  each: (item: T) => void,
  onStop: (item: T, reason: 'timeout' | 'interrupted') => Error,
): Promise<void> {
  let index = 0;
  const slice = () => {
    const sliceEnd = performance.now() + SLICE_MS;
    while (index < items.length && performance.now() < sliceEnd) {
      each(items[index]!);
      index += 1;
    }
  };
  try {
    while (index < items.length) {
      context.run = slice;
      runInVm.runInContext(context, { timeout: SLICE_MS + limitMs, breakOnSigint: true });
      await new Promise(setImmediate);
    }
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const item = items[index];
    if (code === 'ERR_SCRIPT_EXECUTION_TIMEOUT' && item) throw onStop(item, 'timeout');
    if (code === 'ERR_SCRIPT_EXECUTION_INTERRUPTED') {
      // The SIGINT handlers were paused while the script ran: hand them the signal it caught, now
      // (a signal raised again would arrive after the build removed its handler, and be lost);
      // with none, end the process as the signal would have.
      if (!process.emit('SIGINT', 'SIGINT')) process.kill(process.pid, 'SIGINT');
      if (item) throw onStop(item, 'interrupted');
    }
    throw error;
  } finally {
    context.run = undefined;
  }
}
