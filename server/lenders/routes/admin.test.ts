// Lender accounts and authenticated states on /webhook, on both databases: only a lender's key
// changes a lead's status (and tells the lifecycle consumers), and only of a lead that reached that
// lender (here by the person's click on its offer); a browser's state is history only; a wrong or
// rotated key is 401 and stores nothing.
import { createHash } from 'node:crypto';
import { beforeAll, expect, it } from 'vitest';
import { admin, ADMIN, appOn, json, validLead } from '../../testing/app';
import { describeEachBackend } from '../../testing/backends';
import { clickLenderOffer, type RegisteredLead } from '../../testing/reach';

type App = Awaited<ReturnType<typeof appOn>>;

function hook(fields: Record<string, string>, key?: string): RequestInit {
  const body = new FormData();
  for (const [k, v] of Object.entries(fields)) body.append(k, v);
  return { method: 'POST', body, headers: key === undefined ? {} : { Authorization: key } };
}

describeEachBackend('lenders and /webhook', (get) => {
  let setup: App;
  let key: string;
  let lenderId: string;
  const seen = async (leadId: string) =>
    (
      await get().db.query<{ data: { event: string; status: string } }>(
        "select data from pgboss.job where name = 'lifecycle.probe' and data->>'lead_id' = $1 and data->>'event' = 'status_changed'",
        [leadId],
      )
    ).map((r) => `${r.data.event}:${r.data.status}`);
  const status = async (leadId: string) =>
    (await get().db.query<{ status: string }>('select status from leads where lead_id = $1', [leadId]))[0]?.status;
  const hooks = async (leadId: string) =>
    get().db.query<{ state_type: string; lender_id: string | null }>(
      'select state_type, lender_id from webhooks where lead_id = $1 order by id',
      [leadId],
    );
  /** Each lead's token, for the click-through binding. */
  const tokens = new Map<string, string>();
  async function newLead(): Promise<string> {
    const res = await setup.app.request('/api/leads', json(validLead()));
    const lead = (await res.json()) as RegisteredLead;
    tokens.set(lead.lead_id, lead.lead_token);
    return lead.lead_id;
  }
  /** A lead whose person clicked an offer of `lender` (the account made in beforeAll unless given). */
  async function reachedLead(lender = lenderId): Promise<string> {
    const leadId = await newLead();
    await clickLenderOffer((p, init) => setup.app.request(p, init), { lead_id: leadId, lead_token: tokens.get(leadId)! }, lender);
    return leadId;
  }

  beforeAll(async () => {
    setup = await appOn(get());
    // a consumer whose jobs stay queued, so the test can read what the lifecycle sent
    setup.services.lifecycle.register({ name: 'probe', handle: async () => {} });
    await setup.services.lifecycle.start({ work: false });
    const res = await setup.app.request('/api/admin/lenders', { ...json({ name: 'Demo Finance PLC' }, admin().headers) });
    expect(res.status).toBe(201);
    ({ lender_id: lenderId, api_key: key } = (await res.json()) as { lender_id: string; api_key: string });
  });

  it('creates lenders only for the admin, and keeps only a hash of the key', async () => {
    const refused = await setup.app.request('/api/admin/lenders', json({ name: 'X' }));
    expect(refused.status).toBe(401);
    expect((await refused.json()).error.code).toBe('unauthorized');
    expect((await setup.app.request('/api/admin/lenders', json({ name: '' }, admin().headers))).status).toBe(400);
    expect(key).toMatch(/^naya_lender_[A-Za-z0-9_-]{43}$/); // 32 random bytes
    const rows = await get().db.query('select * from lenders where lender_id = $1', [lenderId]);
    expect(rows).toEqual([expect.objectContaining({ name: 'Demo Finance PLC', key_hash: createHash('sha256').update(key).digest('hex') })]);
    expect(JSON.stringify(rows)).not.toContain(key.slice(12));
    const list = await (await setup.app.request('/api/admin/lenders', admin())).json();
    expect(JSON.stringify(list)).not.toContain('key_hash');
  });

  it('stores a browser state (no key) without changing the status or telling anyone', async () => {
    const leadId = await newLead();
    const res = await setup.app.request('/webhook', hook({ lead_id: leadId, state_type: 'approved' }));
    expect(res.status).toBe(204);
    expect(await hooks(leadId)).toEqual([{ state_type: 'approved', lender_id: null }]);
    expect(await status(leadId)).toBe('new');
    expect(await seen(leadId)).toEqual([]);
  });

  it('answers a wrong key 401 and stores nothing', async () => {
    const leadId = await newLead();
    for (const auth of [`Bearer ${key}x`, 'Bearer ', `Basic ${key}`, ADMIN]) {
      const res = await setup.app.request('/webhook', hook({ lead_id: leadId, state_type: 'approved' }, auth));
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ error: { code: 'unauthorized', message: 'A valid lender api_key is required.', fields: {} } });
    }
    expect(await hooks(leadId)).toEqual([]);
    expect(await status(leadId)).toBe('new');
  });

  it("makes a lender's state the lead's status, keeps the history of changes, and tells the consumers once per change", async () => {
    const leadId = await reachedLead();
    for (const state of ['approved', 'approved', 'issued']) {
      expect((await setup.app.request('/webhook', hook({ lead_id: leadId, state_type: state, note: 'x' }, `Bearer ${key}`))).status).toBe(
        204,
      );
    }
    // a word outside DESIGN's state table is no move from `issued`
    const odd = await setup.app.request('/webhook', hook({ lead_id: leadId, state_type: 'Disbursed-Partly' }, `Bearer ${key}`));
    expect(odd.status).toBe(409);
    expect((await odd.json()).error.fields).toEqual({ state_type: 'transition_invalid' });
    expect(await status(leadId)).toBe('issued');
    expect((await hooks(leadId)).map((h) => [h.state_type, h.lender_id])).toEqual([
      ['approved', lenderId],
      ['issued', lenderId],
    ]);
    expect((await seen(leadId)).sort()).toEqual(['status_changed:approved', 'status_changed:issued']);
  });

  it('answers a lender naming no stored lead 404, storing nothing', async () => {
    const res = await setup.app.request('/webhook', hook({ lead_id: 'no-such-lead', state_type: 'approved' }, `Bearer ${key}`));
    expect(res.status).toBe(404);
    expect((await res.json()).error.code).toBe('lead_not_found');
    expect(await hooks('no-such-lead')).toEqual([]);
  });

  it("answers 404 for a lead that reached another lender only, storing nothing; that lender's key works", async () => {
    const other = (await (await setup.app.request('/api/admin/lenders', json({ name: 'Other Bank' }, admin().headers))).json()) as {
      lender_id: string;
      api_key: string;
    };
    const leadId = await reachedLead(other.lender_id);
    const res = await setup.app.request('/webhook', hook({ lead_id: leadId, state_type: 'approved' }, `Bearer ${key}`));
    expect(res.status).toBe(404);
    expect((await res.json()).error.code).toBe('lead_not_found');
    expect(await hooks(leadId)).toEqual([]);
    expect(await status(leadId)).toBe('new');
    expect(await seen(leadId)).toEqual([]);
    expect((await setup.app.request('/webhook', hook({ lead_id: leadId, state_type: 'approved' }, `Bearer ${other.api_key}`))).status).toBe(
      204,
    );
    expect(await hooks(leadId)).toEqual([{ state_type: 'approved', lender_id: other.lender_id }]);
  });

  it('does not limit a lender per address; a browser or a wrong key is limited (WEBHOOK_RATE_LIMIT)', async () => {
    const limited = await appOn(get(), { WEBHOOK_RATE_LIMIT: '3' });
    const lead = (await (await limited.app.request('/api/leads', json(validLead()))).json()) as RegisteredLead;
    const leadId = lead.lead_id;
    await clickLenderOffer((p, init) => limited.app.request(p, init), lead, lenderId);
    const post = (key?: string) => limited.app.request('/webhook', hook({ lead_id: leadId, state_type: 'approved' }, key));
    for (let i = 0; i < 8; i++) expect((await post(`Bearer ${key}`)).status).toBe(204);
    expect([(await post()).status, (await post()).status, (await post()).status]).toEqual([204, 204, 204]);
    const refused = await post();
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((await post('Bearer wrong')).status).toBe(429); // wrong keys count against the address too
    expect((await post(`Bearer ${key}`)).status).toBe(204); // the lender still gets through

    const other = await appOn(get(), { WEBHOOK_RATE_LIMIT: '2' });
    const wrong = () => other.app.request('/webhook', hook({ lead_id: leadId, state_type: 'approved' }, 'Bearer guess'));
    expect([(await wrong()).status, (await wrong()).status, (await wrong()).status]).toEqual([401, 401, 429]);
  });

  it('rotates a key: the old one stops at once, the new one works', async () => {
    const created = await (await setup.app.request('/api/admin/lenders', json({ name: 'Rotating Bank' }, admin().headers))).json();
    const rotated = await setup.app.request(`/api/admin/lenders/${created.lender_id}/key`, { method: 'POST', ...admin() });
    expect(rotated.status).toBe(200);
    const { api_key: fresh } = await rotated.json();
    expect(fresh).not.toBe(created.api_key);
    const leadId = await reachedLead(created.lender_id);
    expect(
      (await setup.app.request('/webhook', hook({ lead_id: leadId, state_type: 'rejected' }, `Bearer ${created.api_key}`))).status,
    ).toBe(401);
    expect((await setup.app.request('/webhook', hook({ lead_id: leadId, state_type: 'rejected' }, `Bearer ${fresh}`))).status).toBe(204);
    expect(await status(leadId)).toBe('rejected');
    expect((await setup.app.request('/api/admin/lenders/nobody/key', { method: 'POST', ...admin() })).status).toBe(404);
  });
});
