// `naya.ready` as README promises it: resolved only once the page view was sent (or queued, when
// offline) and the calls queued before the loader arrived ran, their events sent.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from './test-support';

interface Api {
  ready: Promise<void>;
}
const w = window as unknown as { naya: unknown; nayaConfig: unknown };

/** Runs the script-tag entry as a page would, with `queued` calls made before it arrived. */
async function boot(queued: unknown[][]): Promise<Api> {
  w.nayaConfig = { src: 'ready-test' };
  w.naya = queued;
  vi.resetModules();
  await import('./index');
  return w.naya as Api;
}

/** Whether `promise` has settled after everything already scheduled has run. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await new Promise((resolve) => setTimeout(resolve, 50));
  return done;
}

const sentEvents = (fetchMock: ReturnType<typeof vi.fn>) => fetchMock.mock.calls.map(([, init]) => JSON.parse(String(init.body)).event);

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('naya.ready', () => {
  it('waits for the page view and the queued track calls to be answered', async () => {
    const answers: (() => void)[] = [];
    const fetchMock = vi.fn(() => new Promise<Response>((resolve) => answers.push(() => resolve(jsonResponse(202, { ok: true })))));
    vi.stubGlobal('fetch', fetchMock);
    const api = await boot([
      ['track', 'queued_one'],
      ['track', 'queued_two'],
    ]);
    await vi.waitFor(() => expect(sentEvents(fetchMock)).toEqual(['page_view', 'queued_one', 'queued_two']));
    expect(await settled(api.ready)).toBe(false); // nothing answered yet
    answers[0]();
    answers[1]();
    expect(await settled(api.ready)).toBe(false); // the second queued call is still in flight
    answers[2]();
    expect(await settled(api.ready)).toBe(true);
  });

  it('offline: resolves once the page view is queued for later', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const fetchMock = vi.fn(async () => jsonResponse(202, { ok: true }));
    vi.stubGlobal('fetch', fetchMock);
    const api = await boot([]);
    await api.ready;
    const queue = JSON.parse(localStorage.getItem('naya_event_queue') ?? '[]') as { body: string }[];
    expect(queue.map((q) => JSON.parse(q.body).event)).toEqual(['page_view']);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('loader entry', () => {
  it('replays queued calls after boot, exposes the API, and a second copy changes nothing', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('{"ok":true}', { status: 202 }));
    const w = window as unknown as { naya: unknown; nayaConfig: unknown };
    w.nayaConfig = { src: 'q' };
    w.naya = [['track', 'queued_call', { n: 1 }], ['nope']];
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.resetModules();
    await import('./index');
    const api = w.naya as { loaded: boolean; ready: Promise<void>; getLeadId(): string | null; mount: unknown };
    expect(api.loaded).toBe(true);
    await api.ready;
    await vi.waitFor(() => expect(fetch.mock.calls.some(([, init]) => String(init?.body).includes('queued_call'))).toBe(true));
    expect(console.warn).toHaveBeenCalledWith('naya: unknown call', 'nope');
    vi.resetModules();
    await import('./index'); // included twice
    expect(w.naya).toBe(api);
    expect(fetch.mock.calls.filter(([, init]) => String(init?.body).includes('page_view'))).toHaveLength(1);
  });
});
