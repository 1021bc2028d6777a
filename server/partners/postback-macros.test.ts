// Postback URLs against whoever registers a lead (issue 39 items 7 and 8), both databases: a macro
// may stand only in the path and query, for a lead's `sub1` must not choose the host a signed
// postback goes to (`http://{sub1}:19082/…` with sub1=127.0.0.2 passed before); and a partner's
// test postback to a refused address says `blocked`, never the address or the check that refused it,
// while the console sees the reason.
import { expect, it } from 'vitest';
import { readOutboundSettings, type Resolver } from '../outbound';
import { admin, appOn, json } from '../testing/app';
import { describeEachBackend } from '../testing/backends';

/** partner.test is public; flip.test public until the test points it at loopback (DNS rebinding). */
const addresses: Record<string, string> = { 'partner.test': '93.184.216.34', 'flip.test': '93.184.216.35' };
const resolve: Resolver = async (host) => (addresses[host] ? [{ address: addresses[host], family: 4 }] : []);

describeEachBackend('postback URL macros and refused addresses', (get) => {
  let provider = 5100;
  const withResolver = () =>
    appOn(get(), { ALLOW_HTTP_OUTBOUND: '1' }, { outbound: { ...readOutboundSettings({ ALLOW_HTTP_OUTBOUND: '1' }), resolve } });

  it('refuses a macro outside the path and query with 400 postback_url: macro_position, on create and change', async () => {
    const { app } = await withResolver();
    const create = (postback_url: string) =>
      app.request('/api/admin/partners', json({ provider_id: ++provider, name: 'P', postback_url }, admin().headers));
    for (const url of [
      'http://{sub1}:19082/pb',
      'https://{sub1}.partner.test/pb',
      'https://partner.test:{sub2}/pb',
      'https://{sub1}@partner.test/pb',
      'https://u:{sub1}@partner.test/pb',
      '{sub1}://partner.test/pb',
      'http:\\\\{sub1}:19082\\pb',
      'http:{sub1}/pb',
      'https://partner.test/pb#{sub1}',
    ]) {
      const res = await create(url);
      expect([url, res.status]).toEqual([url, 400]);
      expect((await res.json()).error).toMatchObject({ code: 'validation_failed', fields: { postback_url: 'macro_position' } });
      expect(await get().db.query('select 1 from partners where provider_id = $1', [provider])).toEqual([]);
    }
    for (const url of ['https://partner.test/pb/{lead_id}?s={sub1}&st={status}', 'https://partner.test/{sub1}:{sub2}/x']) {
      expect([url, (await create(url)).status]).toEqual([url, 201]);
    }
    const change = await app.request(`/api/admin/partners/${provider}`, {
      ...json({ postback_url: 'http://{sub1}:19082/pb' }, admin().headers),
      method: 'PATCH',
    });
    expect(change.status).toBe(400);
    expect((await change.json()).error.fields).toEqual({ postback_url: 'macro_position' });
  });

  it("tells a partner 'blocked' for a test postback to a refused address, and the console why", async () => {
    const { app } = await withResolver();
    const created = await app.request(
      '/api/admin/partners',
      json({ provider_id: ++provider, name: 'Flip', postback_url: 'http://flip.test:19082/pb' }, admin().headers),
    );
    expect(created.status).toBe(201);
    const { api_key } = (await created.json()) as { api_key: string };
    addresses['flip.test'] = '127.0.0.1'; // the name now leads to loopback
    try {
      const partner = await app.request('/api/partner/postbacks/test', { method: 'POST', headers: { Authorization: `Bearer ${api_key}` } });
      expect(partner.status).toBe(200);
      const text = await partner.text();
      expect(JSON.parse(text)).toMatchObject({ status: null, error: 'blocked' });
      expect(text).not.toMatch(/127\.0\.0\.1|loopback|public address/);
      const operator = await app.request(`/api/console/partner-postbacks/test?provider=${provider}`, { method: 'POST', ...admin() });
      expect(operator.status).toBe(200);
      const seen = (await operator.json()) as { status: number | null; error: string };
      expect(seen.status).toBeNull();
      expect(seen.error).toMatch(/127\.0\.0\.1/);
    } finally {
      addresses['flip.test'] = '93.184.216.35';
    }
  });
});
