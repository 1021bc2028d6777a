// Lead quality through the API on both databases: duplicates across partners (keyed hashes,
// erased with the person), each reason code at registration, the review queue and its decisions.
import { randomUUID } from 'node:crypto';
import { beforeAll, expect, it } from 'vitest';
import { admin, appOn, json, LOCAL_PROXY, validLead } from '../testing/app';
import { describeEachBackend } from '../testing/backends';

type App = Awaited<ReturnType<typeof appOn>>;

describeEachBackend('lead quality', (get) => {
  let setup: App;
  const req = (path: string, init: RequestInit = {}) => setup.app.request(path, init, LOCAL_PROXY);
  const register = async (fields: Record<string, unknown>, ip = '198.51.100.7') => {
    const res = await req('/api/leads', json(validLead({ client_id: randomUUID(), ...fields }), { 'X-Forwarded-For': ip }));
    expect(res.status).toBe(201);
    return (await res.json()) as { lead_id: string; duplicate?: true };
  };
  const lead = async (leadId: string) =>
    ((await (await req('/api/admin/leads?limit=10000', admin())).json()) as Record<string, unknown>[]).find((l) => l.lead_id === leadId);

  beforeAll(async () => {
    setup = await appOn(get(), { LEAD_RATE_LIMIT: '1000', TRUST_PROXY: '1', DATACENTER_CIDRS: '203.0.113.0/24, 2001:db8:dc::/48' });
  });

  it('marks the later lead of one phone or NIC a duplicate of the first, across partners, and answers 201 duplicate', async () => {
    const first = await register({ phone: '0771112233', nic: '851234567V', provider: 1 });
    expect(first.duplicate).toBeUndefined();
    const samePhone = await register({ phone: '+94 77 111 2233', nic: '199501234567', provider: 2 });
    const sameNic = await register({ phone: '0779998877', nic: '198512304567', provider: 3 }); // 851234567V in the new format
    expect(samePhone).toEqual({ lead_id: expect.any(String), lead_token: expect.any(String), duplicate: true });
    expect(sameNic.duplicate).toBe(true);
    for (const id of [samePhone.lead_id, sameNic.lead_id])
      expect(await lead(id)).toMatchObject({ quality: 'duplicate', duplicate_of: first.lead_id });
    expect(await lead(first.lead_id)).toMatchObject({ quality: 'ok', quality_reasons: [], duplicate_of: null });
    // the CSV export carries the three columns too
    const csv = await (await req('/api/admin/leads', admin('text/csv'))).text();
    expect(csv.split('\r\n')[0]).toMatch(/,quality,quality_reasons,duplicate_of$/);
    expect(csv).toContain(`,duplicate,,${first.lead_id}\r\n`);
    // only keyed hashes are kept: neither the phone nor the NIC in any spelling
    const hashes = await get().db.query<{ hash: string }>('select hash from lead_identity_hashes where lead_id = $1', [first.lead_id]);
    expect(hashes).toHaveLength(2);
    expect(JSON.stringify(hashes)).not.toMatch(/771112233|851234567|198512304567/);
  });

  it('lets the same person apply again after DUPLICATE_DAYS, and forgets an erased person', async () => {
    const old = await register({ phone: '0712223344' });
    await get().db.query("update lead_identity_hashes set created_at = now() - interval '31 days' where lead_id = $1", [old.lead_id]);
    expect((await register({ phone: '0712223344' })).duplicate).toBeUndefined();

    const erased = await register({ phone: '0713334455' });
    const res = await req('/api/admin/subjects?lead_id=' + erased.lead_id, { ...admin(), method: 'DELETE' });
    expect(res.status).toBe(200);
    expect(await get().db.query('select 1 from lead_identity_hashes where lead_id = $1', [erased.lead_id])).toEqual([]);
    expect((await register({ phone: '0713334455' })).duplicate).toBeUndefined();
  });

  it('holds for review by each reason code: nic_age, velocity_client, velocity_ip, datacenter_ip', async () => {
    const young = await register({ nic: `${new Date().getFullYear() - 17}50112345` }); // 16 or 17 years old
    const old = await register({ nic: '194012312345' }); // born 1940: over 75
    expect(await lead(young.lead_id)).toMatchObject({ quality: 'review', quality_reasons: ['nic_age'] });
    expect(await lead(old.lead_id)).toMatchObject({ quality: 'review', quality_reasons: ['nic_age'] });

    const client = randomUUID();
    const fromClient = [];
    for (let i = 0; i < 4; i++) fromClient.push((await register({ client_id: client }, `192.0.2.${i + 1}`)).lead_id);
    expect(await lead(fromClient[2]!)).toMatchObject({ quality: 'ok' });
    expect(await lead(fromClient[3]!)).toMatchObject({ quality: 'review', quality_reasons: ['velocity_client'] });

    const fromNetwork = [];
    for (let i = 0; i < 11; i++) fromNetwork.push((await register({}, `100.64.0.${i}`)).lead_id); // CGNAT: not public, not counted
    expect(await lead(fromNetwork[10]!)).toMatchObject({ quality: 'ok' });
    for (let i = 0; i < 11; i++) fromNetwork.push((await register({}, `2a02:c7f:1234:${i}::1`)).lead_id); // one /48
    expect(await lead(fromNetwork[20]!)).toMatchObject({ quality: 'ok' });
    expect(await lead(fromNetwork[21]!)).toMatchObject({ quality: 'review', quality_reasons: ['velocity_ip'] });

    const hosted = await register({}, '203.0.113.50');
    expect(await lead(hosted.lead_id)).toMatchObject({ quality: 'review', quality_reasons: ['datacenter_ip'] });
  });

  it('keeps review leads in a queue an operator approves or rejects with a reason, audited', async () => {
    const held = await register({}, '203.0.113.51');
    const other = await register({}, '203.0.113.52');
    const queue = await (await req('/api/admin/review?limit=1000', admin())).json();
    const ids = queue.leads.map((l: { lead_id: string }) => l.lead_id);
    expect(ids).toEqual(expect.arrayContaining([held.lead_id, other.lead_id]));
    expect(queue.total).toBe(ids.length);
    expect(queue.leads.find((l: { lead_id: string }) => l.lead_id === held.lead_id)).not.toHaveProperty('phone');

    const decide = (id: string, body: unknown) => req(`/api/admin/leads/${id}/review`, json(body, admin().headers));
    expect((await decide(held.lead_id, { decision: 'approve' })).status).toBe(400);
    const refused = await decide(held.lead_id, { decision: 'maybe', reason: 'x' });
    expect((await refused.json()).error.fields).toEqual({ decision: 'invalid' });
    expect((await decide(held.lead_id, { decision: 'approve', reason: 'known office network' })).status).toBe(200);
    expect((await decide(other.lead_id, { decision: 'reject', reason: 'bot traffic' })).status).toBe(200);
    expect(await lead(held.lead_id)).toMatchObject({ quality: 'ok' });
    expect(await lead(other.lead_id)).toMatchObject({ quality: 'rejected' });
    const again = await decide(held.lead_id, { decision: 'approve', reason: 'twice' });
    expect([again.status, (await again.json()).error.code]).toEqual([409, 'conflict']);
    expect((await decide('no-such-lead', { decision: 'reject', reason: 'x' })).status).toBe(404);
    expect((await req('/api/admin/review')).status).toBe(401);
    expect((await req('/api/admin/review?limit=0', admin())).status).toBe(400);

    const audit = await get().db.query<{ actor: string; outcome: Record<string, string> }>(
      "select actor, outcome from audit_log where action = 'lead.review' order by id",
    );
    expect(audit.map((a) => a.outcome.decision)).toEqual(['approve', 'reject']);
    expect(JSON.stringify(audit)).not.toContain(held.lead_id);
  });
});
