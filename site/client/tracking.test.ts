// The site's click tracking: what a click on a `data-track` element sends to /api/event.
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { withoutPersonalData } from '../../common/personal-data';

beforeEach(() => {
  (globalThis as Record<string, unknown>).__NAYA_THIRD_PARTY__ = {}; // no third party configured
});
afterEach(() => {
  delete (globalThis as Record<string, unknown>).__NAYA_THIRD_PARTY__;
});

it('sends the clicked element under `target`, which the personal-data filter keeps', async () => {
  const fetchMock = vi.fn(async () => new Response('{"ok":true}', { status: 202 }));
  vi.stubGlobal('fetch', fetchMock);
  const { startTracking } = await import('./tracking');
  startTracking({ lang: 'en', screen: 'home' } as Parameters<typeof startTracking>[0]);
  document.body.innerHTML = '<a href="#" data-track="cta_apply_header"><span>Apply</span></a>';
  document.querySelector('span')!.click();
  await vi.waitFor(() => expect(fetchMock.mock.calls.length).toBeGreaterThanOrEqual(2));
  const sent = fetchMock.mock.calls.map(
    (call) => JSON.parse((call as unknown as [string, RequestInit])[1].body as string) as Record<string, unknown>,
  );
  const click = sent.find((body) => body.event === 'click')!;
  expect(click).toMatchObject({ event: 'click', target: 'cta_apply_header', page: location.pathname });
  expect(withoutPersonalData(click)).toMatchObject({ target: 'cta_apply_header' });
});
