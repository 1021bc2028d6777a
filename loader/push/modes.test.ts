// nayaConfig.push (docs/push.md), one pushResponse per Allow whichever way
// the visitor was asked, and the once-a-day retry of an Allow that got no token.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CANCELLED_BY_USER, CONFIRMED_BY_USER, PUSH_TOKEN_KEY, PUSH_UPDATED_KEY } from '../constants';
import { readConfig, type NayaConfig } from '../config';
import { PROMPT_DISMISSED_KEY } from './dismissal';
import { fetchToken, loadMessaging } from './firebase';
import { MSG_NO_WORKER } from './constants';
import { pushPrompt, startPush, type PushPromptResult } from './index';
import { PROMPT_TAG } from './prompt';
import { TOKEN_FAILED_AT_KEY } from './constants';
import { CONFIG, FAKE_TIMERS, installPushBrowser, recordResponses, settle, uninstallPushBrowser, until } from './test-support';
import { SW_CHECK_KEY } from './worker-check';

vi.mock('./firebase', () => ({ loadMessaging: vi.fn(), fetchToken: vi.fn(), onMessageWhileOpen: vi.fn() }));

const DAY = 24 * 60 * 60 * 1000;
const NO_WORKER = new TypeError('A bad HTTP response code (404) was received when fetching the script.');
const prompt = () => document.querySelector(PROMPT_TAG)?.shadowRoot ?? null;
const page = (push?: NayaConfig['push']): NayaConfig => ({ ...CONFIG, push }); // a fresh config: a new page view
let responses: string[];
let warn: ReturnType<typeof vi.spyOn>;

async function shownPrompt() {
  await vi.advanceTimersByTimeAsync(1000);
  await until(prompt);
  return prompt()!;
}

/** Runs the fake clock until a pushResponse came (the 1 s retry included), then 30 s more. */
async function answers(): Promise<string[]> {
  for (let i = 0; i < 20 && !responses.length; i++) {
    await vi.advanceTimersByTimeAsync(500);
    await settle();
  }
  await vi.advanceTimersByTimeAsync(30_000);
  await settle();
  return responses;
}

beforeEach(() => {
  vi.clearAllMocks();
  vi.useFakeTimers(FAKE_TIMERS);
  localStorage.clear();
  sessionStorage.clear();
  document.body.innerHTML = '';
  vi.mocked(loadMessaging).mockResolvedValue({} as never);
  vi.mocked(fetchToken).mockResolvedValue('fcm-token');
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  responses = recordResponses();
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  uninstallPushBrowser();
});

describe('nayaConfig.push', () => {
  it('is read from the page config: the four modes, false as off, anything else ignored with a warning', () => {
    for (const mode of ['prompt', 'custom', 'native', 'off'] as const) expect(readConfig({ push: mode }, 'https://x.test').push).toBe(mode);
    expect(readConfig({ push: false }, 'https://x.test').push).toBe('off');
    expect(readConfig({ push: true }, 'https://x.test').push).toBeUndefined();
    expect(readConfig({ push: 'popup' }, 'https://x.test').push).toBeUndefined();
    expect(warn.mock.calls).toEqual([
      ['naya: ignored config field(s): push (malformed)'],
      ['naya: ignored config field(s): push (malformed)'],
    ]);
  });

  it("unset: our prompt when the page's origin serves the worker as JavaScript, checked once per session", async () => {
    const browser = installPushBrowser();
    await expect(pushPrompt(page())).resolves.toEqual({ showCustom: false, status: 'prompt' });
    await shownPrompt();
    expect(browser.workerChecks()).toBe(1);
    expect(sessionStorage.getItem(SW_CHECK_KEY)).toBe('1');
    document.body.innerHTML = '';
    await expect(pushPrompt(page())).resolves.toEqual({ showCustom: false, status: 'prompt' }); // the next page view
    await shownPrompt();
    expect(browser.workerChecks()).toBe(1);
    expect(warn).not.toHaveBeenCalled();
  });

  for (const [label, worker] of [
    ['a 404', { status: 404, type: 'text/html' }],
    ["the site's HTML page (a single-page app answering every path)", { status: 200, type: 'text/html; charset=utf-8' }],
  ] as const) {
    it(`unset: nothing offered, one warning, no Firebase when the worker path answers ${label}`, async () => {
      const browser = installPushBrowser({ worker });
      await expect(pushPrompt(page())).resolves.toEqual({ showCustom: false, status: 'no-worker' });
      await vi.advanceTimersByTimeAsync(5000);
      await settle();
      expect(prompt()).toBeNull();
      expect(warn.mock.calls).toEqual([[MSG_NO_WORKER]]);
      expect(loadMessaging).not.toHaveBeenCalled();
      expect(browser.register).not.toHaveBeenCalled();
      await expect(pushPrompt(page())).resolves.toEqual({ showCustom: false, status: 'no-worker' });
      expect(browser.workerChecks()).toBe(1); // cached for the session
    });
  }

  it('unset: a network error is not remembered, the next page view asks again', async () => {
    const browser = installPushBrowser();
    browser.fetch.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(pushPrompt(page())).resolves.toEqual({ showCustom: false, status: 'no-worker' });
    expect(sessionStorage.getItem(SW_CHECK_KEY)).toBeNull();
    await expect(pushPrompt(page())).resolves.toEqual({ showCustom: false, status: 'prompt' });
    expect(sessionStorage.getItem(SW_CHECK_KEY)).toBe('1');
  });

  it('unset: a visitor who cannot be asked costs no worker request', async () => {
    const browser = installPushBrowser();
    localStorage.setItem(PUSH_TOKEN_KEY, CANCELLED_BY_USER);
    await expect(pushPrompt(page())).resolves.toEqual({ showCustom: false, status: 'decided' });
    expect(browser.workerChecks()).toBe(0);
  });

  it("'prompt': our prompt, without checking for the worker", async () => {
    const browser = installPushBrowser({ worker: { status: 404, type: 'text/html' } });
    await expect(pushPrompt(page('prompt'))).resolves.toEqual({ showCustom: false, status: 'prompt' });
    await shownPrompt();
    expect(browser.workerChecks()).toBe(0);
  });

  it("'off' (or false): never, not even a request", async () => {
    const browser = installPushBrowser();
    await expect(pushPrompt(readConfig({ push: false }, 'https://x.test'))).resolves.toEqual({ showCustom: false, status: 'off' });
    await vi.advanceTimersByTimeAsync(5000);
    expect(prompt()).toBeNull();
    expect(browser.fetch).not.toHaveBeenCalled();
  });

  it("'custom': pushPrompt() and the nayaPushPrompt event hand over accept/decline/dismiss; accept asks inside the call", async () => {
    const browser = installPushBrowser({ answer: 'granted' });
    const events: PushPromptResult[] = [];
    window.addEventListener('nayaPushPrompt', (e) => events.push((e as CustomEvent<PushPromptResult>).detail), { once: true });
    const config = page('custom');
    const result = await pushPrompt(config);
    expect(result).toEqual({
      showCustom: true,
      accept: expect.any(Function),
      decline: expect.any(Function),
      dismiss: expect.any(Function),
    });
    expect(events).toEqual([result]);
    await expect(pushPrompt(config)).resolves.toBe(result); // once per page
    await vi.advanceTimersByTimeAsync(3000);
    expect(prompt()).toBeNull();
    if (!result.showCustom) throw new Error('unreachable');
    const done = result.accept();
    expect(browser.requestPermission).toHaveBeenCalledTimes(1); // synchronously: the partner's click
    await done;
    void result.accept(); // a second click changes nothing
    expect(await answers()).toEqual(['Yes']);
    expect(browser.requestPermission).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem(PUSH_TOKEN_KEY)).toBe('fcm-token');
  });

  it("'custom': a visitor who may not be asked gives showCustom false with the reason, and no event", async () => {
    installPushBrowser({ permission: 'denied' });
    const events: unknown[] = [];
    window.addEventListener('nayaPushPrompt', (e) => events.push(e));
    await expect(pushPrompt(page('custom'))).resolves.toEqual({ showCustom: false, status: 'blocked' });
    expect(events).toEqual([]);
  });

  it("'native': the browser's own prompt at once, no prompt of ours", async () => {
    const browser = installPushBrowser({ answer: 'granted' });
    await expect(pushPrompt(page('native'))).resolves.toEqual({ showCustom: false, status: 'native' });
    expect(browser.requestPermission).toHaveBeenCalledTimes(1);
    expect(await answers()).toEqual(['Yes']);
    expect(prompt()).toBeNull();
  });
});

type Way = 'our prompt' | 'custom' | 'native';
async function allowVia(way: Way): Promise<void> {
  if (way === 'our prompt') {
    startPush(CONFIG);
    (await shownPrompt()).querySelector<HTMLButtonElement>('.allow')!.click();
  } else if (way === 'custom') {
    const result = await pushPrompt(page('custom'));
    if (result.showCustom) void result.accept();
  } else {
    await pushPrompt(page('native'));
  }
}

describe('every Allow ends in exactly one pushResponse, with the same markers on every way of asking', () => {
  for (const way of ['our prompt', 'custom', 'native'] as const) {
    it(`${way}: granted and the token stored → Yes`, async () => {
      installPushBrowser({ answer: 'granted' });
      await allowVia(way);
      expect(await answers()).toEqual(['Yes']);
      expect(localStorage.getItem(PUSH_TOKEN_KEY)).toBe('fcm-token');
    });

    it(`${way}: the browser blocks → No, CANCELLED BY USER in both markers`, async () => {
      installPushBrowser({ answer: 'denied' });
      await allowVia(way);
      expect(await answers()).toEqual(['No']);
      expect(localStorage.getItem(PUSH_TOKEN_KEY)).toBe(CANCELLED_BY_USER);
      expect(localStorage.getItem(PUSH_UPDATED_KEY)).toBe(CANCELLED_BY_USER);
    });

    it(`${way}: the browser prompt closed unanswered → No, no decision kept, backed off like a dismissal`, async () => {
      installPushBrowser({ answer: 'default' });
      await allowVia(way);
      expect(await answers()).toEqual(['No']);
      expect(localStorage.getItem(PUSH_TOKEN_KEY)).toBeNull();
      expect(JSON.parse(localStorage.getItem(PROMPT_DISMISSED_KEY)!).count).toBe(1);
    });

    it(`${way}: granted but no worker could be registered → No, and Firebase never loaded`, async () => {
      const browser = installPushBrowser({ answer: 'granted' });
      browser.register.mockRejectedValue(NO_WORKER);
      await allowVia(way);
      expect(await answers()).toEqual(['No']);
      expect(loadMessaging).not.toHaveBeenCalled();
      expect(localStorage.getItem(PUSH_TOKEN_KEY)).toBe(CONFIRMED_BY_USER);
    });

    it(`${way}: granted but both token fetches fail → one No, after the 1 s retry`, async () => {
      installPushBrowser({ answer: 'granted' });
      vi.mocked(fetchToken).mockRejectedValue(new Error('no active Service Worker'));
      await allowVia(way);
      expect(await answers()).toEqual(['No']);
      expect(fetchToken).toHaveBeenCalledTimes(2);
    });
  }
});

describe('an Allow that got no token is retried on a later page view, at most once a day', () => {
  it('waits a full day after a failure, tries once, and finishes silently when it works', async () => {
    const T0 = Date.UTC(2026, 0, 5, 9);
    vi.setSystemTime(T0);
    const browser = installPushBrowser({ permission: 'granted' });
    browser.register.mockRejectedValue(NO_WORKER);
    localStorage.setItem(PUSH_TOKEN_KEY, CONFIRMED_BY_USER);
    localStorage.setItem(TOKEN_FAILED_AT_KEY, String(T0));

    vi.setSystemTime(T0 + DAY - 1);
    expect(startPush(CONFIG).status).toBe('decided');
    await settle();
    expect(browser.register).not.toHaveBeenCalled();

    vi.setSystemTime(T0 + DAY);
    startPush(CONFIG);
    await until(() => localStorage.getItem(TOKEN_FAILED_AT_KEY) === String(T0 + DAY));
    startPush(CONFIG); // another page view the same day
    await settle();
    expect(browser.register).toHaveBeenCalledTimes(1);
    expect(loadMessaging).not.toHaveBeenCalled(); // no worker, no Firebase download

    browser.register.mockReset().mockResolvedValue({ active: {}, installing: null, waiting: null, scope: '/s' });
    vi.setSystemTime(T0 + 2 * DAY);
    startPush(CONFIG);
    await until(() => localStorage.getItem(PUSH_TOKEN_KEY) === 'fcm-token');
    expect(browser.setTokenCalls()).toHaveLength(1);
    expect(localStorage.getItem(TOKEN_FAILED_AT_KEY)).toBeNull();
    expect(responses).toEqual([]); // no new answer from the visitor
  });
});
