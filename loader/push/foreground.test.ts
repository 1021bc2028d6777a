// Pushes that arrive while a tab is visible (docs/push.md, "Messages"): Firebase hands them to the
// page's onMessage (replaced here, at the adapter boundary, by the handler our code registers), and
// the page shows them as the worker does, through the worker's registration, once per message.
import type { MessagePayload } from 'firebase/messaging';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CANCELLED_BY_USER, PUSH_TOKEN_KEY } from '../constants';
import { fetchToken, loadMessaging, onMessageWhileOpen } from './firebase';
import { startPush } from './index';
import { PROMPT_TAG } from './prompt';
import { CONFIG, FAKE_TIMERS, installPushBrowser, settle, uninstallPushBrowser, until, type PushBrowser } from './test-support';

vi.mock('./firebase', () => ({ loadMessaging: vi.fn(), fetchToken: vi.fn(), onMessageWhileOpen: vi.fn() }));

/** A status message as the server sends it (server/push/deliveries.ts): data only. */
const approved = (messageId = 'status:lead-1:approved'): MessagePayload => ({
  from: '123456789',
  collapseKey: 'c',
  messageId: 'fcm-1',
  data: {
    title: 'Your loan application was approved',
    body: 'The lender approved your application. Tap to see the details.',
    icon: 'https://naya.test/icon-192.png',
    url: 'https://naya.test/en/offers/',
    message_id: messageId,
    delivery_id: `${messageId}:ab12`,
    lang: 'en',
    status: 'approved',
    event_url: 'https://naya.test/api/event',
  },
});

/** The handler our code gave Firebase's onMessage (the latest one: Firebase keeps one per app). */
function pageHandler(): (payload: MessagePayload) => void {
  const calls = vi.mocked(onMessageWhileOpen).mock.calls;
  expect(calls.length).toBeGreaterThan(0);
  return calls[calls.length - 1][0];
}

beforeEach(() => {
  vi.clearAllMocks();
  vi.useFakeTimers(FAKE_TIMERS);
  localStorage.clear();
  sessionStorage.clear();
  document.body.innerHTML = '';
  vi.mocked(loadMessaging).mockResolvedValue({} as never);
  vi.mocked(fetchToken).mockResolvedValue('fcm-token');
  vi.mocked(onMessageWhileOpen).mockResolvedValue(true);
});
afterEach(() => {
  vi.useRealTimers();
  uninstallPushBrowser();
});

async function allowOnOurPrompt(): Promise<PushBrowser> {
  const browser = installPushBrowser({ answer: 'granted' });
  startPush(CONFIG);
  await vi.advanceTimersByTimeAsync(1000);
  await until(() => document.querySelector(PROMPT_TAG)?.shadowRoot?.querySelector('.allow'));
  (document.querySelector(PROMPT_TAG)!.shadowRoot!.querySelector('.allow') as HTMLButtonElement).click();
  await until(() => localStorage.getItem(PUSH_TOKEN_KEY) === 'fcm-token' && vi.mocked(onMessageWhileOpen).mock.calls.length);
  return browser;
}

describe('a push that reaches the open page', () => {
  it('right after Allow: is shown as the worker shows it, through the worker registration, with its click target', async () => {
    const browser = await allowOnOurPrompt();
    pageHandler()(approved());
    await until(() => browser.registration.shown.length);
    expect(browser.registration.shown).toEqual([
      {
        title: 'Your loan application was approved',
        options: {
          body: 'The lender approved your application. Tap to see the details.',
          icon: 'https://naya.test/icon-192.png',
          tag: 'status:lead-1:approved',
          data: {
            url: 'https://naya.test/en/offers/',
            click: {
              message_id: 'status:lead-1:approved',
              delivery_id: 'status:lead-1:approved:ab12',
              status: 'approved',
              event_url: 'https://naya.test/api/event',
            },
          },
        },
      },
    ]);
  });

  it('on a later page of a visitor with a token: listens without fetching or sending the token again', async () => {
    const browser = installPushBrowser({ permission: 'granted' });
    localStorage.setItem(PUSH_TOKEN_KEY, 'fcm-old');
    localStorage.setItem('push_token_updated', 'true');
    expect(startPush(CONFIG).status).toBe('decided');
    await until(() => vi.mocked(onMessageWhileOpen).mock.calls.length);
    expect(fetchToken).not.toHaveBeenCalled();
    expect(browser.setTokenCalls()).toEqual([]);
    expect(browser.register).toHaveBeenCalledWith('/firebase-messaging-sw.js', { scope: '/firebase-cloud-messaging-push-scope' });

    pageHandler()(approved());
    await until(() => browser.registration.shown.length);
    expect(browser.registration.shown.map((n) => [n.title, (n.options.data as { url: string }).url])).toEqual([
      ['Your loan application was approved', 'https://naya.test/en/offers/'],
    ]);
  });

  it('is shown once when several tabs (or the worker) already showed it; another message is shown too', async () => {
    const browser = installPushBrowser({ permission: 'granted' });
    localStorage.setItem(PUSH_TOKEN_KEY, 'fcm-old');
    startPush(CONFIG);
    await until(() => vi.mocked(onMessageWhileOpen).mock.calls.length);
    const handler = pageHandler();
    handler(approved());
    await until(() => browser.registration.shown.length);
    handler(approved()); // every open tab of the origin gets the same message
    await settle();
    expect(browser.registration.showNotification).toHaveBeenCalledTimes(1);
    handler(approved('campaign:c1'));
    await until(() => browser.registration.shown.length === 2);
    expect(browser.registration.shown.map((n) => n.options.tag)).toEqual(['status:lead-1:approved', 'campaign:c1']);
  });

  it("leaves messages that are not ours (Firebase's notification kind, no title) alone", async () => {
    const browser = await allowOnOurPrompt();
    pageHandler()({ ...approved(), notification: { title: 'x' } });
    pageHandler()({ from: '1', collapseKey: 'c', messageId: 'm', data: { body: 'no title' } });
    await settle();
    expect(browser.registration.showNotification).not.toHaveBeenCalled();
  });
});

describe('Firebase is not loaded for visitors who did not allow push', () => {
  for (const [label, stored, permission] of [
    ['a first visit (the prompt shows)', null, 'default'],
    ['a visitor who rejected', CANCELLED_BY_USER, 'default'],
    ['permission granted elsewhere on the origin, never to us', null, 'granted'],
    ['a rejected prompt, permission granted elsewhere since', CANCELLED_BY_USER, 'granted'],
    ['a token whose permission was taken back', 'fcm-old', 'denied'],
  ] as const) {
    it(label, async () => {
      installPushBrowser({ permission });
      if (stored) localStorage.setItem(PUSH_TOKEN_KEY, stored);
      startPush(CONFIG);
      await vi.advanceTimersByTimeAsync(5000);
      await settle();
      expect(onMessageWhileOpen).not.toHaveBeenCalled();
      expect(loadMessaging).not.toHaveBeenCalled();
    });
  }
});
