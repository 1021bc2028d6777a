import { describe, expect, it, vi } from 'vitest';
import type { MessagePayload } from 'firebase/messaging/sw';
import { notificationFor } from '../common/push-message';
import { handleNotificationClick, type ClientsLike, type NotificationClickLike } from './notifications';

const BASE = 'https://naya.lk';
const message = (part: Partial<MessagePayload>): MessagePayload => ({ from: '42', collapseKey: 'c', messageId: 'm', ...part });

describe('background messages', () => {
  it('shows a data message with title, body, icon and click URL', () => {
    expect(
      notificationFor(
        message({ data: { title: 'Loan approved', body: 'Your money is on its way', icon: '/icon.png', url: '/offers/' } }),
        BASE,
      ),
    ).toEqual({
      title: 'Loan approved',
      options: { body: 'Your money is on its way', icon: 'https://naya.lk/icon.png', data: { url: 'https://naya.lk/offers/' } },
    });
  });

  it('tags a message with its id: shown by the page and the worker, or by two tabs, it stays one notification', () => {
    const spec = notificationFor(
      message({ data: { title: 'Approved', url: '/offers/', message_id: 'status:9', status: 'approved' } }),
      BASE,
    );
    expect(spec?.options.tag).toBe('status:9');
    expect(spec?.options.data.url).toBe('https://naya.lk/offers/');
  });

  it('takes the click URL from fcmOptions.link when data has none', () => {
    expect(notificationFor(message({ data: { title: 't' }, fcmOptions: { link: 'https://naya.lk/reg/' } }), BASE)?.options.data.url).toBe(
      'https://naya.lk/reg/',
    );
  });

  it('leaves messages with a notification part to Firebase, which already shows them', () => {
    expect(notificationFor(message({ notification: { title: 'x' }, data: { title: 'x' } }), BASE)).toBeNull();
  });

  it('shows nothing without a title, and drops non-http URLs', () => {
    expect(notificationFor(message({ data: { body: 'b' } }), BASE)).toBeNull();
    expect(notificationFor(message({ data: { title: 't', url: 'javascript:alert(1)', icon: 'data:text/html,x' } }), BASE)?.options).toEqual(
      {
        body: undefined,
        icon: undefined,
        data: { url: undefined },
      },
    );
  });
});

function click(data: unknown) {
  const waits: Promise<unknown>[] = [];
  const event: NotificationClickLike = { notification: { data, close: vi.fn() }, waitUntil: (p) => void waits.push(p) };
  return { event, waits };
}

function clients(urls: string[]) {
  const windows = urls.map((url) => ({ url, focus: vi.fn(async () => undefined) }));
  const api: ClientsLike = { matchAll: vi.fn(async () => windows), openWindow: vi.fn(async () => undefined) };
  return { api, windows };
}

describe('notification click', () => {
  it('focuses an open tab showing that URL', async () => {
    const { api, windows } = clients(['https://naya.lk/', 'https://naya.lk/offers/']);
    const { event, waits } = click({ url: 'https://naya.lk/offers/' });
    handleNotificationClick(event, api, BASE);
    await Promise.all(waits);
    expect(event.notification.close).toHaveBeenCalled();
    expect(windows[1].focus).toHaveBeenCalled();
    expect(windows[0].focus).not.toHaveBeenCalled();
    expect(api.openWindow).not.toHaveBeenCalled();
    expect(api.matchAll).toHaveBeenCalledWith({ type: 'window', includeUncontrolled: true });
  });

  it('opens a tab when none shows it', async () => {
    const { api } = clients(['https://naya.lk/']);
    const { event, waits } = click({ url: 'https://naya.lk/offers/' });
    handleNotificationClick(event, api, BASE);
    await Promise.all(waits);
    expect(api.openWindow).toHaveBeenCalledWith('https://naya.lk/offers/');
  });

  it("ignores notifications without our URL (Firebase's own handler takes those)", () => {
    const { api } = clients([]);
    const { event, waits } = click({ FCM_MSG: { notification: {} } });
    handleNotificationClick(event, api, BASE);
    expect(waits).toHaveLength(0);
    expect(event.notification.close).not.toHaveBeenCalled();
  });
});
