import { createHash, randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { describeEachBackend } from '../testing/backends';
import { appOn, form, json, validLead } from '../testing/app';

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

  it("stores a token once, and ties it to a lead only with that lead's lead_token, saying so in X-Naya-Lead-Tied", async () => {
    const { app } = await appOn(get());
    const token = `tok-${get().name}-${Date.now()}`;
    const row = async () =>
      (await get().db.query('select lead_id, ga_client_id, country, provider, utm_source from push_tokens where token = $1', [token]))[0];
    const first = await app.request(
      '/set-token',
      form({ token, ga_client_id: 'ga1', domain: 'naya.lk', country: '10', provider: '3', utm_source: 'fb' }),
    );
    expect(first.status).toBe(204);
    expect(first.headers.get('x-naya-lead-tied')).toBeNull();
    const created = async (): Promise<{ lead_id: string; lead_token: string }> =>
      (await app.request('/api/leads', json(validLead({ client_id: randomUUID() })))).json();
    const lead = await created();
    const other = await created();
    expect(lead.lead_token).toMatch(/^[\w-]{43}$/); // 256 bits, base64url

    // someone who learnt the lead id: without its lead_token, or with another lead's, nothing is tied
    const proofs: Record<string, string>[] = [
      {},
      { lead_token: other.lead_token },
      { lead_token: 'x'.repeat(43) },
      { lead_token: lead.lead_token.toUpperCase() },
    ];
    for (const proof of proofs) {
      const res = await app.request('/set-token', form({ token, lead_id: lead.lead_id, ...proof }));
      expect(res.status).toBe(204);
      expect(res.headers.get('x-naya-lead-tied')).toBeNull();
      expect((await row()).lead_id).toBeNull();
    }

    const tied = await app.request('/set-token', {
      ...form({ token, lead_id: lead.lead_id, lead_token: lead.lead_token }),
      headers: { Origin: 'https://p.example' },
    });
    expect(tied.status).toBe(204);
    expect(tied.headers.get('x-naya-lead-tied')).toBe('1');
    // a partner page's loader (another origin) may read it
    expect(tied.headers.get('access-control-expose-headers')).toContain('X-Naya-Lead-Tied');
    expect(await row()).toEqual({ lead_id: lead.lead_id, ga_client_id: 'ga1', country: '10', provider: '3', utm_source: 'fb' });
    // a later send without proof neither unties it nor moves it to another lead
    await app.request('/set-token', form({ token, lead_id: other.lead_id }));
    expect((await row()).lead_id).toBe(lead.lead_id);
    // the lead_token itself is stored nowhere: only its SHA-256
    const [stored] = await get().db.query<{ n: number }>(
      'select count(*)::int as n from lead_tokens where lead_id = $1 and token_sha256 = $2',
      [lead.lead_id, createHash('sha256').update(lead.lead_token).digest('hex')],
    );
    expect(stored.n).toBe(1);
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
