import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { retryWhenOnline, WIDGET_RETRY_MS } from './Widgets';

let online = true;
beforeEach(() => {
  vi.useFakeTimers();
  online = true;
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
});
afterEach(() => vi.useRealTimers());

const failingTimes = (n: number) => {
  let calls = 0;
  const load = vi.fn(async () => {
    calls++;
    if (calls <= n) throw new TypeError('Failed to fetch dynamically imported module');
    return 'module';
  });
  return load;
};

describe('retryWhenOnline (widget chunks on a flaky connection)', () => {
  it('online: fetches again after exactly one second', async () => {
    const load = failingTimes(1);
    const result = retryWhenOnline(load);
    await vi.advanceTimersByTimeAsync(WIDGET_RETRY_MS - 1);
    expect(load).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toBe('module');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('offline: waits for the connection to come back, however long, then fetches again', async () => {
    online = false;
    const load = failingTimes(1);
    const result = retryWhenOnline(load);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(load).toHaveBeenCalledTimes(1);
    online = true;
    dispatchEvent(new Event('online'));
    await expect(result).resolves.toBe('module');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('gives up after four attempts with the last error', async () => {
    const load = failingTimes(10);
    const result = retryWhenOnline(load);
    const settled = expect(result).rejects.toThrow('Failed to fetch dynamically imported module');
    await vi.advanceTimersByTimeAsync(3 * WIDGET_RETRY_MS);
    await settled;
    expect(load).toHaveBeenCalledTimes(4);
  });
});
