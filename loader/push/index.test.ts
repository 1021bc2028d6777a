import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CANCELLED_BY_USER,
  CONFIRMED_BY_USER,
  MSG_FIREBASE_UNSUPPORTED,
  PUSH_ACCEPTED_KEY,
  PUSH_TOKEN_KEY,
  PUSH_UPDATED_KEY,
} from '../constants';
import { PROMPT_DISMISSED_KEY } from './dismissal';
import { fetchToken, loadMessaging } from './firebase';
import { startPush } from './index';
import { PROMPT_TAG } from './prompt';
import { CONFIG, FAKE_TIMERS, installPushBrowser, LEAD_TOKEN, recordResponses, settle, uninstallPushBrowser, until } from './test-support';

vi.mock('./firebase', () => ({ loadMessaging: vi.fn(), fetchToken: vi.fn(), onMessageWhileOpen: vi.fn() }));

const DAY = 24 * 60 * 60 * 1000;
const prompt = () => document.querySelector(PROMPT_TAG)?.shadowRoot ?? null;
const button = (name: 'allow' | 'reject' | 'close') => prompt()!.querySelector(`.${name}`) as HTMLButtonElement;
let responses: string[];

function setUserAgent(userAgent: string, platform?: string) {
  Object.defineProperty(navigator, 'userAgent', { value: userAgent, configurable: true });
  Object.defineProperty(navigator, 'userAgentData', { value: platform ? { platform } : undefined, configurable: true });
}

async function shownPrompt() {
  await vi.advanceTimersByTimeAsync(1000);
  await until(prompt);
  return prompt()!;
}

beforeEach(() => {
  vi.clearAllMocks();
  sessionStorage.clear();
  vi.useFakeTimers(FAKE_TIMERS);
  localStorage.clear();
  document.body.innerHTML = '';
  vi.mocked(loadMessaging).mockResolvedValue({} as never);
  vi.mocked(fetchToken).mockResolvedValue('fcm-token');
  setUserAgent('Mozilla/5.0 (X11; Linux x86_64)', 'Linux');
  responses = recordResponses();
});
afterEach(() => {
  vi.useRealTimers();
  uninstallPushBrowser();
});

describe('whether to ask (docs/push.md)', () => {
  it('is off without Firebase settings: nothing is shown', async () => {
    installPushBrowser();
    vi.stubGlobal('__NAYA_FIREBASE__', null);
    vi.stubGlobal('__NAYA_PUSH__', false);
    expect(startPush(CONFIG).status).toBe('off');
    await vi.advanceTimersByTimeAsync(5000);
    await settle();
    expect(prompt()).toBeNull();
  });

  for (const missing of ['Notification', 'PushManager', 'indexedDB']) {
    it(`shows nothing and logs the spec message without ${missing}`, async () => {
      vi.resetModules(); // the line comes from a chunk's first load (./unsupported.ts)
      installPushBrowser();
      vi.stubGlobal(missing, undefined);
      delete (window as unknown as Record<string, unknown>)[missing];
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      expect(startPush(CONFIG).status).toBe('unsupported');
      await vi.waitFor(() => expect(warn.mock.calls).toEqual([[MSG_FIREBASE_UNSUPPORTED]]));
      await vi.advanceTimersByTimeAsync(5000);
      expect(prompt()).toBeNull();
    });
  }

  it('on an iPhone without PushManager (Safari outside a Home-Screen web app) the one line says why', async () => {
    vi.resetModules();
    installPushBrowser();
    vi.stubGlobal('PushManager', undefined);
    delete (window as unknown as Record<string, unknown>).PushManager;
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) Safari/604.1');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(startPush(CONFIG).status).toBe('unsupported');
    await vi.waitFor(() =>
      expect(warn.mock.calls).toEqual([
        ['Firebase not supported this browser: Safari on iPhone and iPad delivers web push only to a site added to the Home Screen'],
      ]),
    );
    await vi.advanceTimersByTimeAsync(5000);
    expect(prompt()).toBeNull();
  });

  it('shows nothing without service workers', async () => {
    installPushBrowser();
    delete (navigator as { serviceWorker?: unknown }).serviceWorker;
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(startPush(CONFIG).status).toBe('unsupported');
  });

  for (const [label, stored, permission] of [
    ['a token is stored but permission was taken back since', 'fcm-old', 'denied'],
    ['the visitor declined', CANCELLED_BY_USER, 'default'],
    ['permission is already granted', null, 'granted'],
  ] as const) {
    it(`does not prompt and does not touch Firebase when ${label}`, async () => {
      installPushBrowser({ permission });
      if (stored) localStorage.setItem(PUSH_TOKEN_KEY, stored);
      expect(startPush(CONFIG).status).toBe('decided');
      await vi.advanceTimersByTimeAsync(5000);
      await settle();
      expect(prompt()).toBeNull();
      expect(loadMessaging).not.toHaveBeenCalled();
    });
  }

  it('re-initialises only when the stored value is the confirmed marker', async () => {
    const browser = installPushBrowser({ permission: 'granted' });
    localStorage.setItem(PUSH_TOKEN_KEY, CONFIRMED_BY_USER);
    expect(startPush(CONFIG).status).toBe('decided');
    await until(() => localStorage.getItem(PUSH_TOKEN_KEY) === 'fcm-token');
    expect(browser.setTokenCalls()).toHaveLength(1);
    expect(prompt()).toBeNull();
    expect(responses).toEqual([]); // no new answer from the visitor
  });

  it('shows nothing when notifications are blocked', async () => {
    installPushBrowser({ permission: 'denied' });
    expect(startPush(CONFIG).status).toBe('blocked');
    await vi.advanceTimersByTimeAsync(5000);
    expect(prompt()).toBeNull();
  });

  it('re-sends a stored token with a lead id (and its token) that now exists', async () => {
    const browser = installPushBrowser({ permission: 'granted' });
    localStorage.setItem(PUSH_TOKEN_KEY, 'fcm-old');
    localStorage.setItem('leadId', 'lead-5');
    localStorage.setItem('leadToken', LEAD_TOKEN);
    startPush(CONFIG);
    await until(() => localStorage.getItem(PUSH_UPDATED_KEY) === 'true');
    const sent = browser.setTokenCalls().map((c) => [c.fields.token, c.fields.lead_id, c.fields.lead_token]);
    expect(sent).toEqual([['fcm-old', 'lead-5', LEAD_TOKEN]]);
  });
});

describe('our prompt', () => {
  it('appears 1000 ms after it is requested, not earlier', async () => {
    installPushBrowser();
    expect(startPush(CONFIG).status).toBe('prompt');
    await settle();
    await vi.advanceTimersByTimeAsync(999);
    await settle();
    expect(prompt()).toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    await until(prompt);
    expect(prompt()!.querySelector('.msg')!.textContent).toBe('ඔබේ මුදල් පැවරුමේ තත්ත්වය දැන ගැනීමට දැනුම්දීම්වලට ඉඩ දෙන්න.');
  });

  it('puts Allow first on Windows', async () => {
    installPushBrowser();
    setUserAgent('Mozilla/5.0 (Windows NT 10.0; Win64; x64)');
    startPush({ ...CONFIG, country: 3 });
    const root = await shownPrompt();
    expect([...root.querySelector('.actions')!.children].map((b) => b.textContent)).toEqual(['Allow', 'Reject']);
  });

  it('puts Allow first when only userAgentData says Windows', async () => {
    installPushBrowser();
    setUserAgent('Mozilla/5.0', 'Windows');
    startPush({ ...CONFIG, country: 3 });
    const root = await shownPrompt();
    expect(root.querySelector('.actions')!.firstElementChild!.textContent).toBe('Allow');
  });

  it('puts Allow last elsewhere', async () => {
    installPushBrowser();
    startPush({ ...CONFIG, country: 3 });
    const root = await shownPrompt();
    expect([...root.querySelector('.actions')!.children].map((b) => b.textContent)).toEqual(['Reject', 'Allow']);
  });

  it('shows the validated customImg', async () => {
    installPushBrowser();
    startPush({ ...CONFIG, customImg: 'https://cdn.partner.test/bell.png' });
    const root = await shownPrompt();
    expect(root.querySelector('img')!.getAttribute('src')).toBe('https://cdn.partner.test/bell.png');
  });

  it('is not shown when cancelled during the delay', async () => {
    installPushBrowser();
    startPush(CONFIG).cancel();
    await vi.advanceTimersByTimeAsync(2000);
    await settle();
    expect(prompt()).toBeNull();
  });

  it('Allow: confirms, asks the browser inside the click, then gets, sends and stores the token, then says Yes', async () => {
    const browser = installPushBrowser({ answer: 'granted' });
    localStorage.setItem('leadId', 'lead-1');
    startPush(CONFIG);
    await shownPrompt();
    button('allow').click();
    // Synchronously, before any await: Firefox and Safari need the user gesture.
    expect(browser.requestPermission).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem(PUSH_TOKEN_KEY)).toBe(CONFIRMED_BY_USER);
    expect(prompt()).toBeNull();
    await until(() => responses.length > 0);
    expect(responses).toEqual(['Yes']);
    expect(browser.register).toHaveBeenCalledWith('/firebase-messaging-sw.js', expect.anything());
    expect(browser.setTokenCalls().map((c) => [c.fields.token, c.fields.lead_id, c.fields.country])).toEqual([
      ['fcm-token', 'lead-1', '10'],
    ]);
    expect(localStorage.getItem(PUSH_TOKEN_KEY)).toBe('fcm-token');
    expect(localStorage.getItem(PUSH_ACCEPTED_KEY)).toBe('true');
  });

  it('records push_accepted as soon as permission is granted, even when no token comes of it', async () => {
    const browser = installPushBrowser({ answer: 'granted' });
    browser.register.mockRejectedValue(new Error('no worker on this origin'));
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    startPush(CONFIG);
    await shownPrompt();
    button('allow').click();
    await until(() => responses.length > 0);
    expect(responses).toEqual(['No']); // no token: never answered Yes
    expect(browser.setTokenCalls()).toHaveLength(0);
    expect(localStorage.getItem(PUSH_TOKEN_KEY)).toBe(CONFIRMED_BY_USER);
    expect(localStorage.getItem(PUSH_ACCEPTED_KEY)).toBe('true');
  });

  for (const answer of ['denied', 'default'] as const) {
    it(`does not record push_accepted when the browser's answer is ${answer}`, async () => {
      installPushBrowser({ answer });
      startPush(CONFIG);
      await shownPrompt();
      button('allow').click();
      await until(() => responses.length > 0);
      expect(localStorage.getItem(PUSH_ACCEPTED_KEY)).toBeNull();
    });
  }

  it('Allow, then the browser prompt is blocked: no token, both markers cancelled, and the answer is No', async () => {
    const browser = installPushBrowser({ answer: 'denied' });
    startPush(CONFIG);
    await shownPrompt();
    button('allow').click();
    await until(() => responses.length > 0);
    await settle();
    expect(responses).toEqual(['No']);
    expect(loadMessaging).not.toHaveBeenCalled();
    expect(browser.register).not.toHaveBeenCalled();
    expect(browser.setTokenCalls()).toHaveLength(0);
    expect(localStorage.getItem(PUSH_TOKEN_KEY)).toBe(CANCELLED_BY_USER);
    expect(localStorage.getItem(PUSH_UPDATED_KEY)).toBe(CANCELLED_BY_USER);
  });

  it('Reject: both markers, No, and never prompted again on this browser', async () => {
    const browser = installPushBrowser();
    startPush(CONFIG);
    await shownPrompt();
    button('reject').click();
    expect(localStorage.getItem(PUSH_TOKEN_KEY)).toBe(CANCELLED_BY_USER);
    expect(localStorage.getItem(PUSH_UPDATED_KEY)).toBe(CANCELLED_BY_USER);
    expect(responses).toEqual(['No']);
    expect(browser.requestPermission).not.toHaveBeenCalled();
    expect(prompt()).toBeNull();
    vi.setSystemTime(Date.now() + 365 * DAY);
    expect(startPush(CONFIG).status).toBe('decided');
  });

  it('close icon: no decision, backed off 3 days, then 7, then 30', async () => {
    installPushBrowser();
    startPush(CONFIG);
    await shownPrompt();
    button('close').click();
    expect(responses).toEqual([]);
    expect(localStorage.getItem(PUSH_TOKEN_KEY)).toBeNull();
    expect(JSON.parse(localStorage.getItem(PROMPT_DISMISSED_KEY)!).count).toBe(1);
    for (const days of [3, 7, 30]) {
      vi.setSystemTime(Date.now() + days * DAY - 1000);
      expect(startPush(CONFIG).status).toBe('backed-off');
      vi.setSystemTime(Date.now() + 1000);
      startPush(CONFIG);
      await shownPrompt();
      button('close').click();
    }
    vi.setSystemTime(Date.now() + 29 * DAY);
    expect(startPush(CONFIG).status).toBe('backed-off');
  });
});

describe('the caller asks', () => {
  it('custom: tells the caller to show its own prompt, and its accept runs the Allow flow', async () => {
    const browser = installPushBrowser({ answer: 'granted' });
    const handle = startPush(CONFIG, { mode: 'custom' });
    expect(handle.showCustom).toBe(true);
    await vi.advanceTimersByTimeAsync(3000);
    expect(prompt()).toBeNull();
    const done = handle.accept();
    expect(browser.requestPermission).toHaveBeenCalledTimes(1);
    await done;
    expect(responses).toEqual(['Yes']);
    expect(localStorage.getItem(PUSH_TOKEN_KEY)).toBe('fcm-token');
  });

  it('custom: decline stores both markers; dismiss backs off', () => {
    installPushBrowser();
    const handle = startPush(CONFIG, { mode: 'custom' });
    handle.dismiss();
    expect(startPush(CONFIG, { mode: 'custom' }).status).toBe('backed-off');
    localStorage.removeItem(PROMPT_DISMISSED_KEY);
    startPush(CONFIG, { mode: 'custom' }).decline();
    expect(localStorage.getItem(PUSH_UPDATED_KEY)).toBe(CANCELLED_BY_USER);
    expect(responses).toEqual(['No']);
  });

  it('native: requests the browser prompt at once; granted runs the token flow', async () => {
    const browser = installPushBrowser({ answer: 'granted' });
    expect(startPush(CONFIG, { mode: 'native' }).status).toBe('native');
    expect(browser.requestPermission).toHaveBeenCalledTimes(1);
    await until(() => responses.length > 0);
    expect(responses).toEqual(['Yes']);
    expect(localStorage.getItem(PUSH_TOKEN_KEY)).toBe('fcm-token');
    expect(prompt()).toBeNull();
  });

  it('native: blocked records the decline', async () => {
    installPushBrowser({ answer: 'denied' });
    startPush(CONFIG, { mode: 'native' });
    await until(() => responses.length > 0);
    expect(responses).toEqual(['No']);
    expect(localStorage.getItem(PUSH_TOKEN_KEY)).toBe(CANCELLED_BY_USER);
  });
});
