import { setImmediate as nextTurn } from 'node:timers/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { schedule } from '../../src/build/parallel';

const unhandled: unknown[] = [];
const onUnhandled = (reason: unknown) => unhandled.push(reason);

afterEach(() => {
  process.off('unhandledRejection', onUnhandled);
  unhandled.length = 0;
});

describe('schedule', () => {
  it('hands out every index once, in chunks that shrink as the work left does, to this thread and the workers', async () => {
    const seen: Array<{ lane: string; indices: number[] }> = [];
    const here = async (indices: number[]) => {
      seen.push({ lane: 'here', indices });
      return indices.length;
    };
    const there = async (worker: number, indices: number[]) => {
      await nextTurn();
      seen.push({ lane: `worker ${worker}`, indices });
      return indices.length;
    };
    const results = await schedule(1000, 64, here, there, 2);

    const handedOut = seen.flatMap((chunk) => chunk.indices).sort((a, b) => a - b);
    expect(handedOut).toEqual(Array.from({ length: 1000 }, (_, index) => index));
    expect(results.map((result) => result.result).reduce((sum, count) => sum + count, 0)).toBe(1000);
    for (const result of results) expect(seen.some((chunk) => chunk.indices[0] === result.start)).toBe(true);
    expect(new Set(seen.map((chunk) => chunk.lane))).toEqual(new Set(['here', 'worker 0', 'worker 1']));

    const byStart = [...seen].sort((a, b) => a.indices[0]! - b.indices[0]!);
    // Three lanes: at most an eighth of the work left per lane, at most the chunk size given.
    expect(byStart[0]!.indices).toHaveLength(Math.ceil(1000 / 24));
    for (const chunk of byStart) {
      const left = 1000 - chunk.indices[0]!;
      expect(chunk.indices.length).toBeLessThanOrEqual(Math.max(4, Math.ceil(left / 24)));
    }
    expect(byStart.at(-1)!.indices.length).toBeLessThanOrEqual(4);
  });

  it('rejects with the first failure of a worker, leaving none of its queued chunks’ failures unhandled', async () => {
    process.on('unhandledRejection', onUnhandled);
    const here = async (indices: number[]) => {
      await nextTurn();
      return indices;
    };
    const there = async (_worker: number, indices: number[]) => {
      await nextTurn();
      throw new Error(`chunk at ${indices[0]} failed`);
    };
    await expect(schedule(400, 16, here, there, 1)).rejects.toThrow('chunk at ');
    for (let turn = 0; turn < 5; turn++) await nextTurn();
    expect(unhandled).toEqual([]);
  });
});
