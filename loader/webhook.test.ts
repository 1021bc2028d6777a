import { afterEach, describe, expect, it, vi } from 'vitest';
import { flushQueue } from './events';
import { queuedEventCount } from './test-support';
import { sendWebhook, WEBHOOK_TIMEOUT_MS } from './webhook';

// fetch is the boundary to the lead-gen host; the tests read the request as the host would.
let requests: Request[];
function host(respond: (request: Request) => Promise<Response>) {
  requests = [];
  vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
    const request = new Request(url, init);
    requests.push(request);
    return respond(request);
  });
}
afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('sendWebhook (docs/pixel-and-feeds.md POST {lead-gen host}/webhook)', () => {
  it('posts a multipart form with lead_id, state_type and the extra fields, exactly', async () => {
    let fields: [string, FormDataEntryValue][] = [];
    let contentType = '';
    host(async (request) => {
      contentType = request.headers.get('content-type') ?? '';
      fields = [...(await request.formData()).entries()];
      return new Response(null, { status: 204 });
    });
    const ok = await sendWebhook('https://leads.example/', 'L-42', 'abandoned_visit', { page: '/offers/', src: 'fb' });
    expect(ok).toBe(true);
    expect(requests[0].method).toBe('POST');
    expect(requests[0].url).toBe('https://leads.example/webhook');
    expect(contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(fields).toEqual([
      ['lead_id', 'L-42'],
      ['state_type', 'abandoned_visit'],
      ['page', '/offers/'],
      ['src', 'fb'],
    ]);
  });

  it('never sends lead_id or state_type twice when extra repeats them', async () => {
    let fields: [string, FormDataEntryValue][] = [];
    host(async (request) => {
      fields = [...(await request.formData()).entries()];
      return new Response(null, { status: 204 });
    });
    await sendWebhook('https://leads.example', 'L-42', 'abandoned_visit', { lead_id: 'other', state_type: 'x' });
    expect(fields).toEqual([
      ['lead_id', 'L-42'],
      ['state_type', 'abandoned_visit'],
    ]);
  });

  it('sends no cookies and survives page unload', async () => {
    const inits: RequestInit[] = [];
    vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
      inits.push(init);
      return new Response(null, { status: 204 });
    });
    await sendWebhook('https://leads.example', 'L-42', 'abandoned_visit');
    expect(inits[0]).toMatchObject({ credentials: 'omit', keepalive: true });
    expect(inits[0].body).toBeInstanceOf(FormData);
  });

  it('resolves false on a non-2xx answer; keeps a 5xx or 429 in the queue for later, never a 4xx', async () => {
    host(async () => new Response('no', { status: 400 }));
    expect(await sendWebhook('https://leads.example', 'L-41', 'abandoned_visit')).toBe(false);
    expect(queuedEventCount()).toBe(0);
    for (const status of [500, 503, 429]) {
      host(async () => new Response('no', { status }));
      expect(await sendWebhook('https://leads.example', `L-${status}`, 'abandoned_visit', { page: '/x/' })).toBe(false);
    }
    expect(queuedEventCount()).toBe(3);
    // what the queue sends later is the same multipart form
    const fields: [string, FormDataEntryValue][][] = [];
    host(async (request) => {
      fields.push([...(await request.formData()).entries()]);
      return new Response(null, { status: 204 });
    });
    await flushQueue();
    expect(queuedEventCount()).toBe(0);
    expect(fields[0]).toEqual([
      ['lead_id', 'L-500'],
      ['state_type', 'abandoned_visit'],
      ['page', '/x/'],
    ]);
    expect(requests.map((r) => r.url)).toEqual(Array(3).fill('https://leads.example/webhook'));
  });

  it('resolves false on a network error, without throwing', async () => {
    host(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(sendWebhook('https://leads.example', 'L-42', 'abandoned_visit')).resolves.toBe(false);
  });

  it(`resolves false when the host does not answer within ${WEBHOOK_TIMEOUT_MS} ms`, async () => {
    vi.useFakeTimers();
    host(
      (request) =>
        new Promise((_resolve, reject) =>
          request.signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
        ),
    );
    let result: unknown = 'pending';
    const done = sendWebhook('https://leads.example', 'L-42', 'abandoned_visit').then((r) => (result = r));
    await vi.advanceTimersByTimeAsync(WEBHOOK_TIMEOUT_MS - 1);
    expect(result).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    await done;
    expect(result).toBe(false);
  });
});
