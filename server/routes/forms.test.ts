import { expect, it } from 'vitest';
import { describeEachBackend } from '../testing/backends';
import { appOn, form } from '../testing/app';

describeEachBackend('POST /webhook and /set-token', (get) => {
  it('stores a webhook state change with every field and answers 204', async () => {
    const { app } = await appOn(get());
    const res = await app.request('/webhook', {
      ...form({ lead_id: 'L-1', state_type: 'pixel', source: 'sibling' }),
      headers: { Origin: 'https://p.example' },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    const rows = await get().db.query("select lead_id, state_type, data from webhooks where lead_id = 'L-1'");
    expect(rows).toEqual([{ lead_id: 'L-1', state_type: 'pixel', data: { lead_id: 'L-1', state_type: 'pixel', source: 'sibling' } }]);
  });

  it('refuses a webhook without lead_id or state_type, naming both', async () => {
    const { app } = await appOn(get());
    const res = await app.request('/webhook', form({ extra: '1' }));
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      error: { code: 'validation_failed', fields: { lead_id: 'required', state_type: 'required' } },
    });
    const json = await app.request('/webhook', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' });
    expect(json.status).toBe(415);
  });

  it('stores a token once, and attaches the lead id when it is sent again with one', async () => {
    const { app } = await appOn(get());
    const first = await app.request(
      '/set-token',
      form({ token: 'tok-1', ga_client_id: 'ga1', domain: 'naya.lk', country: '10', provider: '3', utm_source: 'fb' }),
    );
    expect(first.status).toBe(204);
    const again = await app.request('/set-token', form({ token: 'tok-1', lead_id: 'L-9', domain: 'naya.lk' }));
    expect(again.status).toBe(204);
    const rows = await get().db.query(
      "select token, lead_id, ga_client_id, country, provider, utm_source from push_tokens where token = 'tok-1'",
    );
    expect(rows).toEqual([{ token: 'tok-1', lead_id: 'L-9', ga_client_id: 'ga1', country: '10', provider: '3', utm_source: 'fb' }]);
  });

  it('refuses a token form without token (400) and a body over 16 KB (413)', async () => {
    const { app } = await appOn(get());
    const res = await app.request('/set-token', form({ lead_id: 'x' }));
    expect(res.status).toBe(400);
    expect((await res.json()).error.fields).toEqual({ token: 'required' });
    const big = await app.request('/set-token', form({ token: 'x'.repeat(17 * 1024) }));
    expect(big.status).toBe(413);
  });
});
