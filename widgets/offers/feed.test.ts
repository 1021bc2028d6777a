import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FEED_TIMEOUT_MS, MSG_NO_CONFIG_URL, MSG_NO_LEAD_ID, orderOffers } from './feed';

// fetch is the module's boundary to the network: each test answers it as a host would.
type Answer = (url: URL, init: RequestInit) => Promise<Response>;
const SORTING = 'https://sorting.example';
const CONFIG = 'https://cdn.example/feed/offers.json';
const OFFERS = [
  { offer_id: 'a', name: 'A' },
  { offer_id: 'b', name: 'B' },
  { offer_id: 'c', name: 'C' },
];

let calls: { url: URL; init: RequestInit }[];
function answer(routes: { feed: Answer; config: Answer }) {
  calls = [];
  vi.stubGlobal('fetch', (input: string, init: RequestInit) => {
    const url = new URL(input);
    calls.push({ url, init });
    return url.pathname.endsWith('/sl-feed') ? routes.feed(url, init) : routes.config(url, init);
  });
}
const json =
  (value: unknown, status = 200) =>
  async () =>
    new Response(JSON.stringify(value), { status });
/** A host that never answers, until the request is aborted. */
const hang: Answer = (_url, init) =>
  new Promise((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))));

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('refusals (spec §5, §8)', () => {
  it('refuses without lead_id or custom_endpoint, with the exact message and null', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    answer({ feed: json([]), config: json([]) });
    expect(await orderOffers({ country: 10 }, { configURL: CONFIG }, { sortingHost: SORTING })).toBeNull();
    expect(error).toHaveBeenCalledWith('you should pass slParams.lead_id');
    expect(MSG_NO_LEAD_ID).toBe('you should pass slParams.lead_id');
    expect(calls).toHaveLength(0);
  });

  it('refuses without feedParams.configURL, with the exact message and null', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    answer({ feed: json([]), config: json([]) });
    expect(await orderOffers({ lead_id: 'L1' }, {}, { sortingHost: SORTING })).toBeNull();
    expect(error).toHaveBeenCalledWith('you should pass feedParams.configURL');
    expect(MSG_NO_CONFIG_URL).toBe('you should pass feedParams.configURL');
    expect(calls).toHaveLength(0);
  });

  it('accepts a custom_endpoint without lead_id', async () => {
    const error = vi.spyOn(console, 'error');
    answer({ feed: json(['b']), config: json(OFFERS) });
    const offers = await orderOffers({ custom_endpoint: 'https://custom.example/' }, { configURL: CONFIG });
    expect(offers?.map((o) => o.offer_id)).toEqual(['b']);
    expect(error).not.toHaveBeenCalled();
  });
});

describe('requests (spec §7)', () => {
  it('asks the sorting host with every lead param except custom_endpoint, and the configURL', async () => {
    answer({ feed: json([]), config: json([]) });
    await orderOffers({ lead_id: 'L1', country: 10, src: 'fb', empty: undefined }, { configURL: CONFIG }, { sortingHost: SORTING });
    const feed = calls.find((c) => c.url.pathname === '/sl-feed')!;
    expect(feed.url.origin).toBe(SORTING);
    expect(Object.fromEntries(feed.url.searchParams)).toEqual({ lead_id: 'L1', country: '10', src: 'fb' });
    expect(calls.map((c) => c.url.href)).toContain(CONFIG);
  });

  it('uses custom_endpoint as the host and leaves it out of the query', async () => {
    answer({ feed: json([]), config: json([]) });
    await orderOffers({ lead_id: 'L1', custom_endpoint: 'https://custom.example/api/' }, { configURL: CONFIG }, { sortingHost: SORTING });
    const feed = calls.find((c) => c.url.pathname.endsWith('/sl-feed'))!;
    expect(feed.url.origin + feed.url.pathname).toBe('https://custom.example/api/sl-feed');
    expect([...feed.url.searchParams.keys()]).toEqual(['lead_id']);
  });

  it('defaults the sorting host to this page origin', async () => {
    answer({ feed: json([]), config: json([]) });
    await orderOffers({ lead_id: 'L1' }, { configURL: CONFIG });
    expect(calls.find((c) => c.url.pathname === '/sl-feed')!.url.origin).toBe(location.origin);
  });

  it('sends both requests at once, before either answers', async () => {
    answer({ feed: hang, config: hang });
    const result = orderOffers({ lead_id: 'L1' }, { configURL: CONFIG, timeoutMs: 50 }, { sortingHost: SORTING });
    expect(calls).toHaveLength(2);
    expect(await result).toBeNull();
  });
});

describe('ordering', () => {
  it('gives the configured offers in the order of the returned ids', async () => {
    answer({ feed: json(['c', 'a', 'b']), config: json(OFFERS) });
    const offers = await orderOffers({ lead_id: 'L1' }, { configURL: CONFIG }, { sortingHost: SORTING });
    expect(offers).toEqual([OFFERS[2], OFFERS[0], OFFERS[1]]);
  });

  it('drops unknown ids, shows a repeated id once, and leaves out offers the feed did not rank', async () => {
    answer({ feed: json(['zz', 'b', 'b', 'a', 42]), config: json(OFFERS) });
    const offers = await orderOffers({ lead_id: 'L1' }, { configURL: CONFIG }, { sortingHost: SORTING });
    expect(offers?.map((o) => o.offer_id)).toEqual(['b', 'a']);
  });

  it('matches numeric ids with string ids', async () => {
    answer({ feed: json([7, '3']), config: json([{ offer_id: '7' }, { offer_id: 3 }]) });
    const offers = await orderOffers({ lead_id: 'L1' }, { configURL: CONFIG }, { sortingHost: SORTING });
    expect(offers).toEqual([{ offer_id: '7' }, { offer_id: 3 }]);
  });

  it('gives an empty list when the feed ranks nothing', async () => {
    answer({ feed: json([]), config: json(OFFERS) });
    expect(await orderOffers({ lead_id: 'L1' }, { configURL: CONFIG }, { sortingHost: SORTING })).toEqual([]);
  });
});

describe('failures give null', () => {
  const failures: [string, { feed: Answer; config: Answer }][] = [
    ['network error on sl-feed', { feed: () => Promise.reject(new TypeError('Failed to fetch')), config: json(OFFERS) }],
    ['network error on configURL', { feed: json(['a']), config: () => Promise.reject(new TypeError('Failed to fetch')) }],
    ['non-2xx sl-feed', { feed: json(['a'], 500), config: json(OFFERS) }],
    ['non-2xx configURL', { feed: json(['a']), config: json(OFFERS, 404) }],
    ['malformed JSON', { feed: async () => new Response('["a",'), config: json(OFFERS) }],
    ['sl-feed not an array', { feed: json({ ids: ['a'] }), config: json(OFFERS) }],
    ['configURL not an array', { feed: json(['a']), config: json({ offers: OFFERS }) }],
  ];
  it.each(failures)('%s', async (_name, routes) => {
    answer(routes);
    expect(await orderOffers({ lead_id: 'L1' }, { configURL: CONFIG }, { sortingHost: SORTING })).toBeNull();
  });

  it('never logs the lead params of the failed request', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    answer({ feed: json([], 500), config: json(OFFERS) });
    await orderOffers({ lead_id: 'secret-lead', phone: '0771234567' }, { configURL: CONFIG }, { sortingHost: SORTING });
    expect(warn).toHaveBeenCalledTimes(1);
    expect(JSON.stringify(warn.mock.calls)).not.toMatch(/secret-lead|0771234567/);
  });
});

describe('timeout', () => {
  it(`gives up after FEED_TIMEOUT_MS (${FEED_TIMEOUT_MS} ms) and aborts both requests`, async () => {
    vi.useFakeTimers();
    answer({ feed: json(['a']), config: hang });
    let result: unknown = 'pending';
    const done = orderOffers({ lead_id: 'L1' }, { configURL: CONFIG }, { sortingHost: SORTING }).then((r) => (result = r));
    await vi.advanceTimersByTimeAsync(FEED_TIMEOUT_MS - 1);
    expect(result).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    await done;
    expect(result).toBeNull();
    expect(calls.every((c) => c.init.signal?.aborted)).toBe(true);
  });

  it('honours feedParams.timeoutMs', async () => {
    vi.useFakeTimers();
    answer({ feed: hang, config: json(OFFERS) });
    let result: unknown = 'pending';
    const done = orderOffers({ lead_id: 'L1' }, { configURL: CONFIG, timeoutMs: 1000 }, { sortingHost: SORTING }).then((r) => (result = r));
    await vi.advanceTimersByTimeAsync(999);
    expect(result).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    await done;
    expect(result).toBeNull();
  });
});
