import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CONFIRMED_BY_USER,
  MSG_FIREBASE_UNSUPPORTED,
  MSG_SET_TOKEN_FAILED,
  MSG_SW_NOT_ACTIVATED,
  MSG_TOKEN_ALREADY_SENT,
  PUSH_ACCEPTED_KEY,
  PUSH_TOKEN_KEY,
  PUSH_UPDATED_KEY,
} from '../constants';
import { fetchToken, loadMessaging } from './firebase';
import { TOKEN_FAILED_AT_KEY } from './constants';
import { CONFIG, FAKE_TIMERS, FakeWorker, installPushBrowser, LEAD_TOKEN, settle, uninstallPushBrowser } from './test-support';
import { deliverToken, obtainAndDeliverToken } from './token';

vi.mock('./firebase', () => ({ loadMessaging: vi.fn(), fetchToken: vi.fn(), onMessageWhileOpen: vi.fn() }));

beforeEach(() => {
  vi.clearAllMocks();
  localStorage.clear();
  vi.useFakeTimers(FAKE_TIMERS);
  vi.mocked(loadMessaging).mockResolvedValue({} as never);
  localStorage.setItem(PUSH_TOKEN_KEY, CONFIRMED_BY_USER);
});
afterEach(() => {
  vi.useRealTimers();
  uninstallPushBrowser();
  vi.mocked(fetchToken).mockReset();
});

describe('token retrieval', () => {
  it('registers the worker at the site root, gets the token with that registration, sends and stores it', async () => {
    const browser = installPushBrowser({ permission: 'granted' });
    vi.mocked(fetchToken).mockImplementation(async () => {
      expect(localStorage.getItem(PUSH_TOKEN_KEY)).toBe(CONFIRMED_BY_USER);
      return 'tok-1';
    });
    await expect(obtainAndDeliverToken(CONFIG)).resolves.toBe('tok-1');
    expect(browser.register).toHaveBeenCalledWith('/firebase-messaging-sw.js', { scope: '/firebase-cloud-messaging-push-scope' });
    expect(fetchToken).toHaveBeenCalledWith(await browser.register.mock.results[0].value);
    expect(browser.setTokenCalls().map((c) => c.fields.token)).toEqual(['tok-1']);
    expect(localStorage.getItem(PUSH_TOKEN_KEY)).toBe('tok-1');
    expect(localStorage.getItem(PUSH_ACCEPTED_KEY)).toBe('true');
    expect(localStorage.getItem(PUSH_UPDATED_KEY)).toBeNull(); // no lead id yet
  });

  for (const permission of ['default', 'denied'] as const) {
    it(`is aborted while permission is ${permission}: Firebase is not even loaded`, async () => {
      const browser = installPushBrowser({ permission });
      await expect(obtainAndDeliverToken(CONFIG)).resolves.toBeNull();
      expect(loadMessaging).not.toHaveBeenCalled();
      expect(browser.register).not.toHaveBeenCalled();
      expect(localStorage.getItem(PUSH_TOKEN_KEY)).toBe(CONFIRMED_BY_USER);
    });
  }

  it('logs the spec message when Firebase finds the browser unsupported', async () => {
    installPushBrowser({ permission: 'granted' });
    vi.mocked(loadMessaging).mockResolvedValue(null);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await expect(obtainAndDeliverToken(CONFIG)).resolves.toBeNull();
    expect(warn).toHaveBeenCalledWith(MSG_FIREBASE_UNSUPPORTED);
    expect(fetchToken).not.toHaveBeenCalled();
  });

  it('retries a failed fetch once, after exactly 1 s', async () => {
    installPushBrowser({ permission: 'granted' });
    vi.mocked(fetchToken).mockRejectedValueOnce(new Error('no active Service Worker')).mockResolvedValueOnce('tok-2');
    const result = obtainAndDeliverToken(CONFIG);
    await settle();
    expect(fetchToken).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(fetchToken).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toBe('tok-2');
    expect(fetchToken).toHaveBeenCalledTimes(2);
    expect(localStorage.getItem(PUSH_TOKEN_KEY)).toBe('tok-2');
  });

  it('clears the stored token after the second failure but keeps the Allow, records when, and sends nothing', async () => {
    const browser = installPushBrowser({ permission: 'granted' });
    localStorage.setItem(PUSH_TOKEN_KEY, 'stale-token');
    vi.mocked(fetchToken).mockRejectedValue(new Error('failed'));
    const result = obtainAndDeliverToken(CONFIG);
    await settle();
    await vi.advanceTimersByTimeAsync(1000);
    await expect(result).resolves.toBeNull();
    expect(fetchToken).toHaveBeenCalledTimes(2);
    expect(localStorage.getItem(PUSH_TOKEN_KEY)).toBe(CONFIRMED_BY_USER); // a later page view retries
    expect(localStorage.getItem(TOKEN_FAILED_AT_KEY)).toBe(String(Date.now()));
    expect(browser.setTokenCalls()).toHaveLength(0);
  });

  it('registers the worker before Firebase: without a worker Firebase is never loaded', async () => {
    const browser = installPushBrowser({ permission: 'granted' });
    browser.register.mockRejectedValue(new TypeError('A bad HTTP response code (404) was received when fetching the script.'));
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    await expect(obtainAndDeliverToken(CONFIG)).resolves.toBeNull();
    expect(loadMessaging).not.toHaveBeenCalled();
    expect(localStorage.getItem(PUSH_TOKEN_KEY)).toBe(CONFIRMED_BY_USER);
    expect(localStorage.getItem(TOKEN_FAILED_AT_KEY)).toBe(String(Date.now()));
  });

  it('forgets an earlier failure once a token is stored', async () => {
    installPushBrowser({ permission: 'granted' });
    localStorage.setItem(TOKEN_FAILED_AT_KEY, '1');
    vi.mocked(fetchToken).mockResolvedValue('tok-8');
    await expect(obtainAndDeliverToken(CONFIG)).resolves.toBe('tok-8');
    expect(localStorage.getItem(TOKEN_FAILED_AT_KEY)).toBeNull();
  });

  it('does not retry once permission was taken away meanwhile', async () => {
    const browser = installPushBrowser({ permission: 'granted' });
    vi.mocked(fetchToken).mockRejectedValue(new Error('failed'));
    const result = obtainAndDeliverToken(CONFIG);
    await settle();
    browser.setPermission('denied');
    await vi.advanceTimersByTimeAsync(1000);
    await expect(result).resolves.toBeNull();
    expect(fetchToken).toHaveBeenCalledTimes(1);
  });
});

describe('service worker activation', () => {
  it('waits for activation and logs the spec message at 10 s, not before', async () => {
    const installing = new FakeWorker('installing');
    installPushBrowser({ permission: 'granted', registration: { active: null, installing, waiting: null, scope: '/s' } });
    vi.mocked(fetchToken).mockResolvedValue('tok-3');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const result = obtainAndDeliverToken(CONFIG);
    await settle();
    await vi.advanceTimersByTimeAsync(9_999);
    expect(fetchToken).not.toHaveBeenCalled();
    expect(warn).not.toHaveBeenCalledWith(MSG_SW_NOT_ACTIVATED);
    await vi.advanceTimersByTimeAsync(1);
    expect(warn).toHaveBeenCalledWith(MSG_SW_NOT_ACTIVATED);
    await expect(result).resolves.toBe('tok-3'); // still tries: a late worker often works
  });

  it('goes on as soon as the worker is activated, without the warning', async () => {
    const installing = new FakeWorker('installing');
    installPushBrowser({ permission: 'granted', registration: { active: null, installing, waiting: null, scope: '/s' } });
    vi.mocked(fetchToken).mockResolvedValue('tok-4');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const result = obtainAndDeliverToken(CONFIG);
    await settle();
    await vi.advanceTimersByTimeAsync(300);
    installing.activate();
    await expect(result).resolves.toBe('tok-4');
    await vi.advanceTimersByTimeAsync(20_000);
    expect(warn).not.toHaveBeenCalled();
  });
});

describe('delivering the token', () => {
  it("does not re-send a token equal to the stored one, with the spec's log line", async () => {
    const browser = installPushBrowser({ permission: 'granted' });
    localStorage.setItem(PUSH_TOKEN_KEY, 'same');
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    await deliverToken(CONFIG, 'same');
    expect(log).toHaveBeenCalledWith(MSG_TOKEN_ALREADY_SENT);
    expect(browser.fetch).not.toHaveBeenCalled();
  });

  it('sends a changed token', async () => {
    const browser = installPushBrowser({ permission: 'granted' });
    localStorage.setItem(PUSH_TOKEN_KEY, 'old');
    await deliverToken(CONFIG, 'new');
    expect(browser.setTokenCalls().map((c) => c.fields.token)).toEqual(['new']);
    expect(localStorage.getItem(PUSH_TOKEN_KEY)).toBe('new');
  });

  for (const [label, failure] of [
    ['a 500', { status: 500 }],
    ['a network error', { network: true }],
  ] as const) {
    it(`only warns on ${label} from /set-token, and still stores the token`, async () => {
      const browser = installPushBrowser({ permission: 'granted', status: 'status' in failure ? failure.status : 204 });
      if ('network' in failure) browser.fetch.mockRejectedValue(new TypeError('Failed to fetch'));
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      await deliverToken(CONFIG, 'tok-5');
      expect(warn).toHaveBeenCalledWith(MSG_SET_TOKEN_FAILED);
      expect(localStorage.getItem(PUSH_TOKEN_KEY)).toBe('tok-5');
      expect(localStorage.getItem(PUSH_ACCEPTED_KEY)).toBe('true');
    });
  }

  it('sends the lead id and its token when there are, which also counts as the re-send once the server tied it', async () => {
    const browser = installPushBrowser({ permission: 'granted' });
    localStorage.setItem('leadId', 'lead-9');
    localStorage.setItem('leadToken', LEAD_TOKEN);
    await deliverToken(CONFIG, 'tok-6');
    expect(browser.setTokenCalls()[0].fields).toMatchObject({ lead_id: 'lead-9', lead_token: LEAD_TOKEN });
    expect(localStorage.getItem(PUSH_UPDATED_KEY)).toBe('true');
  });

  it('leaves the re-send to do when the server stored the token but did not tie it (no or a wrong lead token)', async () => {
    const browser = installPushBrowser({ permission: 'granted' });
    localStorage.setItem('leadId', 'lead-9');
    await deliverToken(CONFIG, 'tok-7');
    localStorage.setItem('leadToken', 'not-this-leads-token-0123456789');
    await deliverToken(CONFIG, 'tok-8');
    expect(browser.setTokenCalls().map((c) => [c.fields.lead_id, c.fields.lead_token])).toEqual([
      ['lead-9', ''],
      ['lead-9', 'not-this-leads-token-0123456789'],
    ]);
    expect(localStorage.getItem(PUSH_UPDATED_KEY)).toBeNull();
    expect(localStorage.getItem(PUSH_TOKEN_KEY)).toBe('tok-8');
  });
});
