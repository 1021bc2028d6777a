import { describe, expect, it, vi } from 'vitest';
import { GroupCommitter } from './group-commit';

function recorder(options: { fail?: (batch: number[]) => boolean; delayMs?: number } = {}) {
  const batches: number[][] = [];
  const stored: number[] = [];
  const committer = new GroupCommitter<number>({
    windowMs: 5,
    maxBatch: 100,
    write: async (batch) => {
      batches.push([...batch]);
      await new Promise((r) => setTimeout(r, options.delayMs ?? 1));
      if (options.fail?.(batch)) throw new Error('write failed');
      stored.push(...batch);
    },
  });
  return { batches, stored, committer };
}

describe('GroupCommitter', () => {
  it('writes concurrent items in one batch and settles each only after the write', async () => {
    const { batches, stored, committer } = recorder();
    const settledWhenStored: boolean[] = [];
    await Promise.all([1, 2, 3, 4, 5].map((n) => committer.add(n).then(() => settledWhenStored.push(stored.includes(n)))));
    expect(batches).toEqual([[1, 2, 3, 4, 5]]);
    expect(settledWhenStored).toEqual([true, true, true, true, true]);
  });

  it('gathers items arriving during a write into the next batch', async () => {
    const { batches, committer } = recorder({ delayMs: 20 });
    const first = committer.add(1);
    await new Promise((r) => setTimeout(r, 10)); // the first write is running now
    await Promise.all([first, committer.add(2), committer.add(3)]);
    expect(batches).toEqual([[1], [2, 3]]);
  });

  it('splits at maxBatch', async () => {
    const { batches, committer } = recorder();
    await Promise.all(Array.from({ length: 250 }, (_, i) => committer.add(i)));
    expect(batches.map((b) => b.length)).toEqual([100, 100, 50]);
    expect(batches.flat()).toEqual(Array.from({ length: 250 }, (_, i) => i));
  });

  it('rejects every item of a failed batch and keeps going with the next', async () => {
    const { stored, committer } = recorder({ fail: (batch) => batch.includes(1) });
    const results = await Promise.allSettled([committer.add(1), committer.add(2)]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    await committer.add(3);
    expect(stored).toEqual([3]);
  });

  it('close() writes what is pending and then refuses new items', async () => {
    const { stored, committer } = recorder();
    const pending = [committer.add(1), committer.add(2)];
    await committer.close();
    expect(stored).toEqual([1, 2]);
    await Promise.all(pending);
    await expect(committer.add(3)).rejects.toThrow('closed');
    expect(committer.pending).toBe(0);
  });

  it('retries a failed batch item by item when retryEach allows, so only the bad item is refused', async () => {
    const stored: number[] = [];
    const unreachable = Object.assign(new Error('connection refused'), { unreachable: true });
    const committer = new GroupCommitter<number>({
      windowMs: 5,
      write: async (batch) => {
        if (batch.includes(13)) throw new Error('bad item');
        if (batch.includes(99)) throw unreachable;
        stored.push(...batch);
      },
      retryEach: (error) => !(error as { unreachable?: boolean }).unreachable,
    });
    const results = await Promise.allSettled([1, 2, 13, 4, 5].map((n) => committer.add(n)));
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'rejected', 'fulfilled', 'fulfilled']);
    expect(stored.sort((a, b) => a - b)).toEqual([1, 2, 4, 5]);
    // the database unreachable: no retries, every item of the batch fails with it
    stored.length = 0;
    const down = await Promise.allSettled([7, 99, 8].map((n) => committer.add(n)));
    expect(down.map((r) => r.status)).toEqual(['rejected', 'rejected', 'rejected']);
    expect(down.map((r) => (r as PromiseRejectedResult).reason)).toEqual([unreachable, unreachable, unreachable]);
    expect(stored).toEqual([]);
  });

  it('with no window, writes what one turn of the event loop brought, without waiting for a timer', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'setInterval'] }); // a timer would never fire here
    try {
      const batches: number[][] = [];
      const committer = new GroupCommitter<number>({ write: async (batch) => void batches.push([...batch]) });
      await Promise.all([committer.add(1), committer.add(2), committer.add(3)]);
      await committer.add(4);
      expect(batches).toEqual([[1, 2, 3], [4]]);
    } finally {
      vi.useRealTimers();
    }
  });

  it("starts the next batch's write before answering the batch just written", async () => {
    const started: number[][] = [];
    let release!: () => void;
    const committer = new GroupCommitter<number>({
      write: async (batch) => {
        started.push([...batch]);
        if (batch.includes(1)) await new Promise<void>((resolve) => (release = resolve));
      },
    });
    const first = committer.add(1);
    await new Promise((resolve) => setImmediate(resolve)); // [1] is being written
    const second = committer.add(2);
    const writesWhenAnswered = first.then(() => started.map((b) => [...b]));
    release();
    expect(await writesWhenAnswered).toEqual([[1], [2]]);
    await second;
  });
});
