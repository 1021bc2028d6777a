import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_LOAD_TIMEOUT_MS, CHUNK_RELOAD_INTERVAL_MS } from '../constants';
import { CHUNK_RELOAD_KEY, isChunkError, loadChunk, reloadAfterChunkFailure } from './chunks';

afterEach(() => {
  sessionStorage.clear();
  vi.useRealTimers();
});

describe('lazy chunks', () => {
  it("turn a failed import into 'Loading chunk {id} failed'", async () => {
    const error = await loadChunk('blogList', () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'))).catch(
      (e) => e,
    );
    expect(error.message).toBe('Loading chunk blogList failed');
    expect(isChunkError(error)).toBe(true);
    expect(isChunkError(new Error('Loading chunk 7 failed.'))).toBe(true);
    expect(isChunkError(new Error('other'))).toBe(false);
  });

  it('time out after 120000 ms', async () => {
    vi.useFakeTimers();
    const result = loadChunk('home', () => new Promise(() => {})).catch((e: Error) => e.message);
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1);
    let settled = false;
    void result.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await result).toBe('Loading chunk home failed');
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120_000);
  });

  it('resolve what the chunk exports', async () => {
    await expect(loadChunk('x', async () => 42)).resolves.toBe(42);
  });

  it('reload the page at most once per 60 s', () => {
    const go = vi.fn();
    const t0 = 1_000_000;
    expect(reloadAfterChunkFailure('/blog/', go, t0)).toBe(true);
    expect(go).toHaveBeenCalledWith('/blog/');
    expect(sessionStorage.getItem(CHUNK_RELOAD_KEY)).toBe(String(t0));
    expect(reloadAfterChunkFailure('/blog/', go, t0 + CHUNK_RELOAD_INTERVAL_MS - 1)).toBe(false);
    expect(go).toHaveBeenCalledTimes(1);
    expect(reloadAfterChunkFailure('/blog/', go, t0 + CHUNK_RELOAD_INTERVAL_MS)).toBe(true);
    expect(go).toHaveBeenCalledTimes(2);
    expect(CHUNK_RELOAD_INTERVAL_MS).toBe(60_000);
  });
});
