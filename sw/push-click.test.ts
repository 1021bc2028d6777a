// push_click: a click on one of our messages is recorded through /api/event (message id, delivery,
// campaign or status) before the page is focused or opened; a failed record still opens it.
import type { MessagePayload } from 'firebase/messaging/sw';
import { afterEach, expect, it, vi } from 'vitest';
import { notificationFor } from '../common/push-message';
import { handleNotificationClick, type ClientsLike, type NotificationClickLike } from './notifications';

const BASE = 'https://partner.example';
const payload = (data: Record<string, string>): MessagePayload => ({ from: '42', collapseKey: 'c', messageId: 'm', data });

afterEach(() => vi.unstubAllGlobals());

function clickOn(data: unknown) {
  const order: string[] = [];
  const waits: Promise<unknown>[] = [];
  const event: NotificationClickLike = { notification: { data, close: vi.fn() }, waitUntil: (p) => void waits.push(p) };
  const api: ClientsLike = { matchAll: async () => [], openWindow: vi.fn(async () => void order.push('open')) };
  return { event, waits, api, order };
}

it('records push_click with the campaign, at the API address the message names, before opening the page', async () => {
  const sent: { url: string; init: RequestInit }[] = [];
  const { event, waits, api, order } = clickOn(
    notificationFor(
      payload({
        title: 'New offers',
        url: 'https://naya.lk/offers/',
        message_id: 'campaign:c1',
        delivery_id: 'campaign:c1:ab',
        campaign_id: 'c1',
        event_url: 'https://naya.lk/api/event',
      }),
      BASE,
    )!.options.data,
  );
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    await new Promise((r) => setTimeout(r, 20));
    order.push('event');
    sent.push({ url, init });
    return new Response(null, { status: 202 });
  });
  handleNotificationClick(event, api, BASE);
  await Promise.all(waits);
  expect(order).toEqual(['event', 'open']);
  expect(sent[0].url).toBe('https://naya.lk/api/event');
  expect(sent[0].init.headers).toEqual({ 'Content-Type': 'text/plain' });
  expect(JSON.parse(String(sent[0].init.body))).toEqual({
    event: 'push_click',
    event_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
    message_id: 'campaign:c1',
    delivery_id: 'campaign:c1:ab',
    campaign_id: 'c1',
  });
});

it('records the status of a status message; without event_url it posts to its own origin', async () => {
  const bodies: unknown[] = [];
  const urls: string[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    urls.push(url);
    bodies.push(JSON.parse(String(init.body)));
    return new Response(null, { status: 202 });
  });
  const { event, waits, api } = clickOn(
    notificationFor(payload({ title: 'Approved', url: '/offers/', message_id: 'status:9', status: 'approved' }), BASE)!.options.data,
  );
  handleNotificationClick(event, api, BASE);
  await Promise.all(waits);
  expect(urls).toEqual(['https://partner.example/api/event']);
  expect(bodies[0]).toMatchObject({ event: 'push_click', message_id: 'status:9', status: 'approved' });
  expect(bodies[0]).not.toHaveProperty('campaign_id');
});

it('opens the page even when the event cannot be sent (offline)', async () => {
  vi.stubGlobal('fetch', async () => {
    throw new TypeError('Failed to fetch');
  });
  const { event, waits, api } = clickOn(
    notificationFor(payload({ title: 't', url: '/offers/', message_id: 'status:1', status: 'closed' }), BASE)!.options.data,
  );
  handleNotificationClick(event, api, BASE);
  await Promise.all(waits);
  expect(api.openWindow).toHaveBeenCalledWith('https://partner.example/offers/');
});
