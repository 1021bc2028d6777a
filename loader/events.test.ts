import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EVENT_ID_MAX, EVENT_NAME_MAX, EVENT_TEXT_MAX } from '../common/limits';
import { clearCookies, jsonResponse, queuedEventCount, recordCookieWrites } from './test-support';

const HOST = 'https://events.naya.lk';
type Events = typeof import('./events');

/** A fresh copy of the module, as after a page reload (module state gone, localStorage kept). */
async function load(): Promise<Events> {
  vi.resetModules();
  return import('./events');
}

let online = true;
function setOnline(value: boolean) {
  online = value;
}

const bodies = (fetchMock: ReturnType<typeof vi.fn>) => fetchMock.mock.calls.map((c) => JSON.parse(c[1].body));

describe('sendEvent', () => {
  let fetchMock: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    localStorage.clear();
    setOnline(true);
    vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
    fetchMock = vi.fn(async () => jsonResponse(202, { ok: true }));
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('posts the docs/identity-and-events.md payload to {events host}/api/event, keepalive, as text/plain (no CORS preflight)', async () => {
    const events = await load();
    await events.initEvents(HOST, { utm_source: 'google', utm_campaign: 'loans' });
    const answer = await events.sendEvent({ event: 'page_view', page: '/offers/' });
    expect(answer).toEqual({ ok: true });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('https://events.naya.lk/api/event');
    expect(init).toMatchObject({ method: 'POST', keepalive: true, credentials: 'omit' });
    expect(new Request(url, init).headers.get('content-type')).toBe('text/plain;charset=UTF-8');
    const payload = JSON.parse(init.body);
    expect(Object.keys(payload).sort()).toEqual(
      ['event', 'page', 'event_id', 'utm_source', 'utm_campaign', 'session_id', 'client_id', 'domain', 'referer'].sort(),
    );
    expect(payload).toMatchObject({
      event: 'page_view',
      page: '/offers/',
      utm_source: 'google',
      utm_campaign: 'loans',
      domain: location.hostname,
      referer: document.referrer,
    });
    expect(payload.event_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(payload.session_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(payload.client_id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("carries the page config's provider and country and the visit's sub-IDs on every event, page_view and offer_click included", async () => {
    const events = await load();
    await events.initEvents(HOST, { utm_source: 'fb', sub1: 'camp-a', sub3: 'x.y_z', provider: 7, country: 1 });
    // a page's own track() call cannot move the event to another partner
    await events.sendEvent({ event: 'page_view', provider: 99 });
    await events.sendEvent({ event: 'offer_click', offer_id: 'o1' });
    for (const payload of bodies(fetchMock))
      expect(payload).toMatchObject({ provider: 7, country: 1, sub1: 'camp-a', sub3: 'x.y_z', utm_source: 'fb' });
  });

  it('gives every event its own event_id', async () => {
    const events = await load();
    await events.initEvents(HOST, {});
    await events.sendEvent({ event: 'a' });
    await events.sendEvent({ event: 'b' });
    const [a, b] = bodies(fetchMock);
    expect(a.event_id).not.toBe(b.event_id);
  });

  it('cookies silently refused: every event of the page carries the same client_id and session_id', async () => {
    clearCookies();
    const cookies = recordCookieWrites();
    cookies.dropWrites = true;
    try {
      const events = await load();
      await events.initEvents(HOST, {});
      for (const event of ['page_view', 'offer_click', 'offer_click']) await events.sendEvent({ event });
      const sent = bodies(fetchMock);
      expect(sent).toHaveLength(3);
      expect(new Set(sent.map((b) => b.client_id)).size).toBe(1);
      expect(new Set(sent.map((b) => b.session_id)).size).toBe(1);
      expect(sent[0].client_id).not.toBe(sent[0].session_id);
      expect(document.cookie).toBe('');
    } finally {
      cookies.restore();
    }
  });

  it('never sends lead data (phone, NIC, name, income, email)', async () => {
    const events = await load();
    await events.initEvents(HOST, {});
    const personal = {
      phone: '+94771234567',
      nic: '199012345678',
      full_name: 'A',
      monthly_income: 1,
      email: 'a@b.lk',
      Phone: '1',
      mobile: '1',
      nic_number: '1',
      income: 1,
      userEmail: 'a@b.lk',
      FirstName: 'A',
      name: 'A',
    };
    await events.sendEvent({ event: 'x', ...personal, target: 'cta_apply', offer_name: 'Quick loan' });
    const [payload] = bodies(fetchMock);
    for (const key of Object.keys(personal)) expect(payload).not.toHaveProperty(key);
    expect(payload).toMatchObject({ target: 'cta_apply', offer_name: 'Quick loan' });
  });

  it('resolves the error object on a network failure, never rejects, and queues the event', async () => {
    const events = await load();
    await events.initEvents(HOST, {});
    const failure = new TypeError('Failed to fetch');
    fetchMock.mockRejectedValueOnce(failure);
    await expect(events.sendEvent({ event: 'x' })).resolves.toBe(failure);
    expect(queuedEventCount()).toBe(1);
  });

  it('queues on a 5xx, but not on a 4xx (a retry could not succeed)', async () => {
    const events = await load();
    await events.initEvents(HOST, {});
    fetchMock.mockResolvedValueOnce(jsonResponse(503, { error: { code: 'unavailable' } }));
    expect(await events.sendEvent({ event: 'x' })).toBeInstanceOf(Error);
    fetchMock.mockResolvedValueOnce(jsonResponse(400, { error: { code: 'bad' } }));
    expect(await events.sendEvent({ event: 'y' })).toEqual({ error: { code: 'bad' } });
    expect(queuedEventCount()).toBe(1);
  });

  it('cuts referer, event name and a long event_id to what the server accepts, and the server stores it', async () => {
    const { toEventRow } = await import('../server/events/store');
    const events = await load();
    await events.initEvents(HOST, { utm_source: 'google' });
    vi.spyOn(document, 'referrer', 'get').mockReturnValue(`https://search.example/?q=${'loan '.repeat(1000)}`);
    await events.sendEvent({ event: 'e'.repeat(500), event_id: 'i'.repeat(101), page: '/offers/' });
    const [payload] = bodies(fetchMock);
    expect(payload.referer).toBe(`https://search.example/?q=${'loan '.repeat(1000)}`.slice(0, EVENT_TEXT_MAX));
    expect(payload.event).toBe('e'.repeat(EVENT_NAME_MAX));
    expect(payload.event_id).toMatch(/^[0-9a-f-]{36}$/);
    // What the server's own validation makes of it: a stored row (the referer without its query), not a 400.
    expect(toEventRow(payload)).toMatchObject({
      referer: 'https://search.example/',
      event: payload.event,
      event_id: payload.event_id,
      utm_source: 'google',
    });
    const shortId = 'i'.repeat(EVENT_ID_MAX);
    await events.sendEvent({ event: 'x', event_id: shortId });
    expect(bodies(fetchMock)[1].event_id).toBe(shortId);
  });

  it('refuses an event larger than the server accepts, without sending it', async () => {
    const events = await load();
    await events.initEvents(HOST, {});
    const answer = await events.sendEvent({ event: 'big', blob: 'x'.repeat(20_000) });
    expect(answer).toBeInstanceOf(Error);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('offline: keeps events across a reload and sends each once when back online', async () => {
    setOnline(false);
    let events = await load();
    await events.initEvents(HOST, {});
    await events.sendEvent({ event: 'one' });
    await events.sendEvent({ event: 'two' });
    expect(fetchMock).not.toHaveBeenCalled();

    events = await load(); // the visitor reloads while still offline
    await events.initEvents(HOST, {});
    expect(queuedEventCount()).toBe(2);
    expect(fetchMock).not.toHaveBeenCalled();

    setOnline(true);
    dispatchEvent(new Event('online'));
    dispatchEvent(new Event('online')); // a flapping connection must not send twice
    await vi.waitFor(() => expect(queuedEventCount()).toBe(0));
    const sent = bodies(fetchMock);
    expect(sent.map((p) => p.event)).toEqual(['one', 'two']);
    expect(new Set(sent.map((p) => p.event_id)).size).toBe(2);
  });

  it('flushes the queue on the next page view', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    let events = await load();
    await events.initEvents(HOST, {});
    await events.sendEvent({ event: 'lost-connection' });
    events = await load();
    await events.initEvents(HOST, {});
    expect(queuedEventCount()).toBe(0);
    const sent = bodies(fetchMock);
    expect(sent).toHaveLength(2);
    expect(sent[1].event_id).toBe(sent[0].event_id); // the same event, not a new one
  });

  it('keeps at most 100 queued events, dropping the oldest with a warning', async () => {
    setOnline(false);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const events = await load();
    await events.initEvents(HOST, {});
    for (let i = 0; i < 103; i++) await events.sendEvent({ event: `e${i}` });
    expect(queuedEventCount()).toBe(100);
    expect(warn).toHaveBeenCalledTimes(3);
    setOnline(true);
    await events.flushQueue();
    const sent = bodies(fetchMock).map((p) => p.event);
    expect(sent[0]).toBe('e3');
    expect(sent.at(-1)).toBe('e102');
  });

  it('gives up on an unsent event 7 days after it was queued (the server remembers ids for 30)', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const start = Date.UTC(2026, 10, 1);
      vi.setSystemTime(start);
      setOnline(false);
      let events = await load();
      await events.initEvents(HOST, {});
      await events.sendEvent({ event: 'old', event_id: 'ev-old' });
      vi.setSystemTime(start + 6 * 86_400_000);
      await events.sendEvent({ event: 'young' });
      expect(queuedEventCount()).toBe(2);
      vi.setSystemTime(start + 7 * 86_400_000);
      setOnline(true);
      events = await load();
      await events.initEvents(HOST, {});
      expect(bodies(fetchMock).map((p) => p.event)).toEqual(['young']);
      expect(queuedEventCount()).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });

  it('stops flushing at the first failure and keeps the rest in order', async () => {
    setOnline(false);
    const events = await load();
    await events.initEvents(HOST, {});
    for (const e of ['a', 'b', 'c']) await events.sendEvent({ event: e });
    setOnline(true);
    fetchMock.mockResolvedValueOnce(jsonResponse(202, { ok: true })).mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await events.flushQueue();
    expect(queuedEventCount()).toBe(2);
    await events.flushQueue();
    expect(bodies(fetchMock).map((p) => p.event)).toEqual(['a', 'b', 'b', 'c']);
  });

  it('keeps events a 429 refused and sends each once after its Retry-After, holding new events until then', async () => {
    vi.useFakeTimers();
    try {
      const events = await load();
      await events.initEvents(HOST, {});
      const refused = new Response(JSON.stringify({ error: { code: 'rate_limited' } }), { status: 429, headers: { 'Retry-After': '30' } });
      fetchMock.mockResolvedValueOnce(refused);
      expect(await events.sendEvent({ event: 'first' })).toBeInstanceOf(Error);
      expect(queuedEventCount()).toBe(1);
      // within the wait, a new event is not sent but queued behind the first
      await vi.advanceTimersByTimeAsync(10_000);
      expect(await events.sendEvent({ event: 'second' })).toBeInstanceOf(Error);
      await events.flushQueue(); // the next page view or coming back online does not send early either
      expect(fetchMock).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(19_999);
      expect(fetchMock).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(1);
      await vi.waitFor(() => expect(queuedEventCount()).toBe(0));
      const sent = bodies(fetchMock);
      expect(sent.map((p) => p.event)).toEqual(['first', 'first', 'second']);
      expect(sent[1].event_id).toBe(sent[0].event_id); // the same event: the server stores it once
      await vi.advanceTimersByTimeAsync(120_000);
      expect(fetchMock).toHaveBeenCalledTimes(3); // each sent once after the wait, never again
    } finally {
      vi.useRealTimers();
    }
  });

  it('waits a minute after a 429 that has no readable Retry-After', async () => {
    vi.useFakeTimers();
    try {
      const events = await load();
      await events.initEvents(HOST, {});
      fetchMock.mockResolvedValueOnce(new Response('{}', { status: 429, headers: { 'Retry-After': 'soon' } }));
      await events.sendEvent({ event: 'x' });
      await vi.advanceTimersByTimeAsync(59_999);
      expect(fetchMock).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(1);
      await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    } finally {
      vi.useRealTimers();
    }
  });
});
