import Cookies from 'js-cookie';
import nodeConsole from 'node:console';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PIXEL_COOKIE_NAME, PIXEL_TIMEOUT_MS } from './constants';
import { flushQueue } from './events';
import type { NayaConfig } from './config';
import { runPixel, startPixel, PIXEL_STATE_TYPE } from './pixel';
import { pixelMessage, readPixelMessage } from './pixel-message';

const FRAME_URL = 'https://landing.example/pixel/';
const FRAME_ORIGIN = 'https://landing.example';
const LEAD_GEN = 'https://leads.example';

// happy-dom does not load frames, so the frame's window is a stand-in object: what matters to the
// pixel is which window (event.source) and which origin a message comes from. The real frame is
// exercised in tests/browser/pixel.test.ts.
const frameWindow = {} as Window;
function attachedFrame(): HTMLIFrameElement {
  const frame = document.querySelector('iframe');
  if (!frame) throw new Error('no frame');
  Object.defineProperty(frame, 'contentWindow', { value: frameWindow, configurable: true });
  return frame;
}
function post(data: unknown, origin = FRAME_ORIGIN, source: unknown = frameWindow) {
  window.dispatchEvent(new MessageEvent('message', { data, origin, source: source as Window }));
}

// The lead-gen host, at the network boundary: records each webhook (and /set-token) form; /set-token
// ties a push token to the lead, as the server does, only with the lead's token.
const LEAD_TOKEN = 'tok3n-of-lead-1-0123456789-abcdefghijklmnopq';
let webhooks: Record<string, string>[];
let webhookStatus: number;
beforeEach(() => {
  // happy-dom reports every frame it will not load (on Node's own console, which it captured
  // before Vitest's); that is the stand-in above, not a failure
  const error = nodeConsole.error.bind(nodeConsole);
  vi.spyOn(nodeConsole, 'error').mockImplementation((...args: unknown[]) => {
    if (!String(args[0]).includes('Iframe page loading is disabled')) error(...args);
  });
  webhooks = [];
  webhookStatus = 204;
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    const form = await new Request(url, init).formData();
    webhooks.push({ url, ...(Object.fromEntries(form) as Record<string, string>) });
    const tied = url.endsWith('/set-token') && form.get('lead_id') === 'L-1' && form.get('lead_token') === LEAD_TOKEN;
    return new Response(null, { status: webhookStatus, headers: tied ? { 'X-Naya-Lead-Tied': '1' } : {} });
  });
});
afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
  document.body.innerHTML = '';
});

/** Captures every `document.cookie = …` write, with its attributes, and still performs it. */
function cookieWrites(): string[] {
  let proto: object | null = document;
  while (proto && !Object.getOwnPropertyDescriptor(proto, 'cookie')) proto = Object.getPrototypeOf(proto);
  const realSet = Object.getOwnPropertyDescriptor(proto, 'cookie')!.set!;
  const writes: string[] = [];
  vi.spyOn(proto as Document, 'cookie', 'set').mockImplementation(function (this: Document, value: string) {
    writes.push(value);
    realSet.call(this, value);
  });
  return writes;
}

describe('skip (docs/pixel-and-feeds.md)', () => {
  it('does nothing when the cookie abandoned_visit_by_pxl equals 1', async () => {
    Cookies.set(PIXEL_COOKIE_NAME, '1');
    expect(await runPixel({ frameUrl: FRAME_URL, leadGenHost: LEAD_GEN })).toBeNull();
    expect(document.querySelector('iframe')).toBeNull();
    expect(webhooks).toEqual([]);
  });

  it('honours a configured cookie name', async () => {
    Cookies.set('sibling_pxl', '1');
    expect(await runPixel({ frameUrl: FRAME_URL, leadGenHost: LEAD_GEN, cookieName: 'sibling_pxl' })).toBeNull();
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('runs when the cookie holds anything else', async () => {
    Cookies.set(PIXEL_COOKIE_NAME, '0');
    const result = runPixel({ frameUrl: FRAME_URL, leadGenHost: LEAD_GEN });
    attachedFrame();
    post(pixelMessage('L-1'));
    expect(await result).toBe('L-1');
  });
});

describe('the frame', () => {
  it('is a hidden frame of frameUrl, out of the tab order and the accessibility tree', () => {
    void runPixel({ frameUrl: FRAME_URL, leadGenHost: LEAD_GEN }).catch(() => {});
    const frame = document.querySelector('iframe')!;
    expect(frame.getAttribute('src')).toBe(FRAME_URL);
    expect(frame.getAttribute('aria-hidden')).toBe('true');
    expect(frame.tabIndex).toBe(-1);
    expect(frame.style.width).toBe('0px');
    expect(frame.style.height).toBe('0px');
    expect(frame.referrerPolicy).toBe('origin');
  });
});

describe('messages', () => {
  it('ignores other origins, other windows and malformed messages, then takes the real one', async () => {
    let settled = false;
    const result = runPixel({ frameUrl: FRAME_URL, leadGenHost: LEAD_GEN }).finally(() => (settled = true));
    attachedFrame();
    post(pixelMessage('EVIL-1'), 'https://evil.example'); // right window, wrong origin
    post(pixelMessage('EVIL-2'), 'https://landing.example:8443');
    post(pixelMessage('EVIL-3'), FRAME_ORIGIN, window); // right origin, another window
    post(pixelMessage('EVIL-4'), FRAME_ORIGIN, null);
    for (const malformed of [
      'L-1',
      null,
      { lead_id: 'L-1' },
      { type: 'other', lead_id: 'L-1' },
      { type: 'naya:lead' },
      { type: 'naya:lead', lead_id: 42 },
      { type: 'naya:lead', lead_id: '' },
      { type: 'naya:lead', lead_id: '<img src=x onerror=alert(1)>' },
    ]) {
      post(malformed);
    }
    await Promise.resolve();
    expect(settled).toBe(false);
    expect(document.querySelector('iframe')).not.toBeNull();
    post(pixelMessage('L-1'));
    expect(await result).toBe('L-1');
    expect(webhooks.map((w) => w.lead_id)).toEqual(['L-1']);
  });
});

describe('success', () => {
  it('posts the webhook event and sets the cookie for exactly 1 day', async () => {
    vi.useFakeTimers({ now: new Date('2025-03-01T10:00:00.000Z'), toFake: ['Date'] });
    const writes = cookieWrites();
    const result = runPixel({ frameUrl: FRAME_URL, leadGenHost: LEAD_GEN });
    attachedFrame();
    post(pixelMessage('L-1'));
    expect(await result).toBe('L-1');
    expect(webhooks).toEqual([{ url: `${LEAD_GEN}/webhook`, lead_id: 'L-1', state_type: PIXEL_STATE_TYPE }]);
    expect(PIXEL_STATE_TYPE).toBe('abandoned_visit');
    expect(writes).toEqual(['abandoned_visit_by_pxl=1; path=/; expires=Sun, 02 Mar 2025 10:00:00 GMT; sameSite=Lax']);
    // as the visitor's browser sees it: present until the day is over, then gone
    vi.setSystemTime(new Date('2025-03-02T09:59:59.000Z'));
    expect(Cookies.get(PIXEL_COOKIE_NAME)).toBe('1');
    vi.setSystemTime(new Date('2025-03-02T10:00:01.000Z'));
    expect(Cookies.get(PIXEL_COOKIE_NAME)).toBeUndefined();
  });

  it('sets a configured cookie for the configured days, and the next run skips', async () => {
    vi.useFakeTimers({ now: new Date('2025-03-01T10:00:00.000Z'), toFake: ['Date'] });
    const writes = cookieWrites();
    const options = { frameUrl: FRAME_URL, leadGenHost: LEAD_GEN, cookieName: 'sibling_pxl', cookieDays: 7 };
    const result = runPixel(options);
    attachedFrame();
    post(pixelMessage('L-7'));
    expect(await result).toBe('L-7');
    expect(writes).toEqual(['sibling_pxl=1; path=/; expires=Sat, 08 Mar 2025 10:00:00 GMT; sameSite=Lax']);
    expect(await runPixel(options)).toBeNull();
    expect(webhooks).toHaveLength(1);
  });

  it('sets the cookie on receipt of the lead id even when the webhook fails, and the queue sends the post later, once', async () => {
    webhookStatus = 503;
    const result = runPixel({ frameUrl: FRAME_URL, leadGenHost: LEAD_GEN });
    attachedFrame();
    post(pixelMessage('L-1'));
    expect(await result).toBe('L-1');
    expect(webhooks).toHaveLength(1);
    expect(Cookies.get(PIXEL_COOKIE_NAME)).toBe('1');
    // the next page view: the frame does not fire again; the loader's queue sends the webhook
    expect(await runPixel({ frameUrl: FRAME_URL, leadGenHost: LEAD_GEN })).toBeNull();
    expect(document.querySelector('iframe')).toBeNull();
    webhookStatus = 204;
    await flushQueue();
    await flushQueue();
    expect(webhooks).toEqual([
      { url: `${LEAD_GEN}/webhook`, lead_id: 'L-1', state_type: PIXEL_STATE_TYPE },
      { url: `${LEAD_GEN}/webhook`, lead_id: 'L-1', state_type: PIXEL_STATE_TYPE },
    ]);
  });

  it('keeps a webhook the network lost in the queue until it is accepted', async () => {
    let fail = true;
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      if (fail) throw new TypeError('Failed to fetch');
      webhooks.push({ url, ...(Object.fromEntries(await new Request(url, init).formData()) as Record<string, string>) });
      return new Response(null, { status: 204 });
    });
    const result = runPixel({ frameUrl: FRAME_URL, leadGenHost: LEAD_GEN });
    attachedFrame();
    post(pixelMessage('L-9'));
    expect(await result).toBe('L-9');
    await flushQueue(); // still failing: kept
    expect(webhooks).toEqual([]);
    fail = false;
    await flushQueue();
    await flushQueue();
    expect(webhooks).toEqual([{ url: `${LEAD_GEN}/webhook`, lead_id: 'L-9', state_type: PIXEL_STATE_TYPE }]);
  });
});

describe('timeout', () => {
  it(`rejects with 'no lead in pixel' after ${PIXEL_TIMEOUT_MS} ms, and nothing is posted or stored`, async () => {
    vi.useFakeTimers();
    let outcome: unknown = 'pending';
    const done = runPixel({ frameUrl: FRAME_URL, leadGenHost: LEAD_GEN }).then(
      (value) => (outcome = value),
      (error: Error) => (outcome = error),
    );
    await vi.advanceTimersByTimeAsync(PIXEL_TIMEOUT_MS - 1);
    expect(outcome).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    await done;
    expect(outcome).toBeInstanceOf(Error);
    expect((outcome as Error).message).toBe('no lead in pixel');
    expect(webhooks).toEqual([]);
    expect(Cookies.get(PIXEL_COOKIE_NAME)).toBeUndefined();
  });

  it('honours timeoutMs', async () => {
    vi.useFakeTimers();
    const result = runPixel({ frameUrl: FRAME_URL, leadGenHost: LEAD_GEN, timeoutMs: 1000 });
    const check = expect(result).rejects.toThrow('no lead in pixel');
    await vi.advanceTimersByTimeAsync(1000);
    await check;
  });
});

describe('clean-up in every outcome', () => {
  function watchListeners() {
    const added = vi.spyOn(window, 'addEventListener');
    const removed = vi.spyOn(window, 'removeEventListener');
    return () => {
      const handlers = added.mock.calls.filter(([type]) => type === 'message').map(([, fn]) => fn);
      const gone = removed.mock.calls.filter(([type]) => type === 'message').map(([, fn]) => fn);
      return { handlers, gone };
    };
  }

  it('removes the frame and the listener on success', async () => {
    const listeners = watchListeners();
    const result = runPixel({ frameUrl: FRAME_URL, leadGenHost: LEAD_GEN });
    attachedFrame();
    post(pixelMessage('L-1'));
    await result;
    const { handlers, gone } = listeners();
    expect(handlers).toHaveLength(1);
    expect(gone).toEqual(handlers);
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('removes the frame and the listener on timeout, and later messages change nothing', async () => {
    vi.useFakeTimers();
    const listeners = watchListeners();
    const result = runPixel({ frameUrl: FRAME_URL, leadGenHost: LEAD_GEN });
    const check = expect(result).rejects.toThrow('no lead in pixel');
    attachedFrame();
    await vi.advanceTimersByTimeAsync(PIXEL_TIMEOUT_MS);
    await check;
    const { handlers, gone } = listeners();
    expect(handlers).toHaveLength(1);
    expect(gone).toEqual(handlers);
    expect(document.querySelector('iframe')).toBeNull();
    post(pixelMessage('L-late'));
    await vi.advanceTimersByTimeAsync(0);
    expect(webhooks).toEqual([]);
  });

  it('removes the frame and the listener when the webhook fails', async () => {
    webhookStatus = 500;
    const listeners = watchListeners();
    const result = runPixel({ frameUrl: FRAME_URL, leadGenHost: LEAD_GEN });
    attachedFrame();
    post(pixelMessage('L-1'));
    await result;
    const { handlers, gone } = listeners();
    expect(gone).toEqual(handlers);
    expect(document.querySelector('iframe')).toBeNull();
  });
});

describe('the lead\'s token (docs/push.md "Tokens")', () => {
  const config = { eventsHost: LEAD_GEN, leadGenHost: LEAD_GEN, sortingHost: LEAD_GEN, pixelUrl: FRAME_URL } as NayaConfig;
  /** startPixel as the loader runs it, the frame answering `message`. */
  async function startWith(message: unknown) {
    const started = startPixel(config);
    attachedFrame();
    post(message);
    await started;
    await vi.waitFor(() => expect(webhooks.length).toBeGreaterThan(0));
  }
  const setTokenCalls = () => webhooks.filter((w) => w.url.endsWith('/set-token'));

  beforeEach(() => {
    vi.stubGlobal('__NAYA_PUSH__', true);
    localStorage.setItem('push_token', 'fcm-1'); // this browser allowed push earlier, before it had a lead
  });

  it('adopts the lead id with its token and re-sends the push token with both; the server tied it', async () => {
    await startWith(pixelMessage('L-1', LEAD_TOKEN));
    expect(localStorage.getItem('leadId')).toBe('L-1');
    expect(localStorage.getItem('leadToken')).toBe(LEAD_TOKEN);
    await vi.waitFor(() => expect(localStorage.getItem('push_token_updated')).toBe('true'));
    expect(setTokenCalls()).toEqual([expect.objectContaining({ token: 'fcm-1', lead_id: 'L-1', lead_token: LEAD_TOKEN })]);
  });

  it("keeps this page's own lead: another lead's id and token are not adopted", async () => {
    localStorage.setItem('leadId', 'L-own');
    localStorage.setItem('leadToken', 'own-token-0123456789');
    await startWith(pixelMessage('L-1', LEAD_TOKEN));
    expect(localStorage.getItem('leadId')).toBe('L-own');
    expect(localStorage.getItem('leadToken')).toBe('own-token-0123456789');
    expect(setTokenCalls()).toEqual([]);
  });

  it('without a token from the frame adopts the lead id only and re-sends nothing (the server would tie nothing)', async () => {
    await startWith(pixelMessage('L-1'));
    expect(localStorage.getItem('leadId')).toBe('L-1');
    expect(localStorage.getItem('leadToken')).toBeNull();
    expect(setTokenCalls()).toEqual([]);
    expect(localStorage.getItem('push_token_updated')).toBeNull();
  });

  it('drops a malformed token and keeps the lead id', () => {
    for (const token of [42, '', 'short', '<img src=x>'.repeat(3), 'x'.repeat(129)]) {
      expect(readPixelMessage({ type: 'naya:lead', lead_id: 'L-1', lead_token: token })).toEqual({ leadId: 'L-1', leadToken: null });
    }
    expect(readPixelMessage(pixelMessage('L-1', LEAD_TOKEN))).toEqual({ leadId: 'L-1', leadToken: LEAD_TOKEN });
  });
});
