// An erasure (the data-subject DELETE) stops what was queued for the person and what was under way:
// queued push deliveries lose their rows and their jobs; a postback whose partner answers only
// after the erasure writes nothing back (no attempt row with the lead id, no postback row).
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DELIVERY_QUEUE, planDeliveries } from '../push/deliveries';
import { admin, appOn, json, validLead } from '../testing/app';
import { describeEachBackend } from '../testing/backends';
import { readPartnerSettings } from './index';
import { deliverPostback, planPostback } from './postbacks';
import { LOOPBACK_FAKES, startFakePartner, type FakePartner } from './testing/fake-partner';

describeEachBackend('erasure of a person with deliveries queued and in flight', (get) => {
  let fake: FakePartner;
  let setup: Awaited<ReturnType<typeof appOn>>;
  const provider = 900 + Math.floor(Math.random() * 90);
  const rows = async (sql: string, params: unknown[]) => (await get().db.query(sql, params)).length;
  const lead = async () => {
    const res = await setup.app.request('/api/leads', json(validLead({ client_id: randomUUID(), provider })));
    return ((await res.json()) as { lead_id: string }).lead_id;
  };
  const erase = (leadId: string) => setup.app.request(`/api/admin/subjects?lead_id=${leadId}`, { method: 'DELETE', ...admin() });

  beforeAll(async () => {
    fake = await startFakePartner([200]);
    setup = await appOn(get(), LOOPBACK_FAKES);
    const made = await setup.app.request(
      '/api/admin/partners',
      json({ provider_id: provider, name: 'Erased', postback_url: fake.url }, admin().headers),
    );
    expect(made.status).toBe(201);
    await setup.services.jobs.ensureQueue(DELIVERY_QUEUE);
  });
  afterAll(() => fake.close());

  it('cancels the queued push deliveries: their rows and their jobs', async () => {
    const leadId = await lead();
    const other = await lead();
    await get().db.transaction(async (tx) => {
      for (const [id, token] of [
        [leadId, `tok-${randomUUID()}`],
        [other, `tok-${randomUUID()}`],
      ])
        await planDeliveries(tx, setup.services.jobs, { message_id: `status:${id}`, status: 'approved' }, [
          { token, lang: 'si', lead_id: id },
        ]);
    });
    const jobsOf = (id: string) =>
      rows(
        `select 1 from pgboss.job j join push_deliveries d on d.delivery_id = j.data->>'delivery_id'
          where j.name = $1 and d.lead_id = $2`,
        [DELIVERY_QUEUE, id],
      );
    const queued = (id: string) =>
      rows(`select 1 from pgboss.job where name = $1 and data->>'delivery_id' like $2`, [DELIVERY_QUEUE, `status:${id}:%`]);
    expect([await jobsOf(leadId), await queued(leadId)]).toEqual([1, 1]);
    expect((await erase(leadId)).status).toBe(200);
    expect(await rows('select 1 from push_deliveries where lead_id = $1', [leadId])).toBe(0);
    expect(await queued(leadId)).toBe(0); // no job left to pick up
    expect(await queued(other)).toBe(1); // another person's stays
  });

  it('a postback in flight during the erasure writes nothing back when the partner answers', async () => {
    const leadId = await lead();
    const event = { event: 'lead_created' as const, lead_id: leadId, status: 'new', occurred_at: new Date().toISOString() };
    await get().db.transaction((tx) => planPostback(tx, setup.services.jobs, event));
    const postbackId = `lead_created:${leadId}:new`;
    const ctx = { db: get().db, sealKey: setup.services.partnerKey, settings: readPartnerSettings({}), outbound: setup.services.outbound };
    fake.hang = true;
    const before = fake.received.length;
    const sending = deliverPostback(ctx, {
      id: 'in-flight',
      name: 'partner.postback',
      data: { postback_id: postbackId, lead_id: leadId },
      retryCount: 0,
    });
    while (fake.received.length === before) await new Promise((r) => setTimeout(r, 20));
    // the partner has the request; the person is erased before it answers
    expect((await erase(leadId)).status).toBe(200);
    expect(await rows("select 1 from pgboss.job where name = 'partner.postback' and data->>'lead_id' = $1", [leadId])).toBe(0);
    fake.hang = false;
    fake.release(200);
    await sending;
    expect(await rows('select 1 from postback_attempts where lead_id = $1', [leadId])).toBe(0);
    expect(await rows('select 1 from postbacks where lead_id = $1', [leadId])).toBe(0);
  });
});
