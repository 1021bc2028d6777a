// Lifecycle fan-out on both databases: one job per consumer, written in the caller's transaction,
// once per occurrence; nothing reaches a consumer for a lead whose consent was withdrawn.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openJobs, type JobQueue } from './jobs';
import { Lifecycle, type LifecycleEvent } from './lifecycle';
import { recordLeadEvent } from './leads/events';
import { appOn, json, validLead } from './testing/app';
import { describeEachBackend } from './testing/backends';

async function until(check: () => boolean, ms = 15_000): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 50));
  }
}

describeEachBackend('lifecycle', (get) => {
  let jobs: JobQueue;
  let lifecycle: Lifecycle;
  const seen: Record<string, LifecycleEvent[]> = { push: [], postback: [] };
  let failPostbackOnce = true;

  beforeAll(async () => {
    jobs = await openJobs(get().db, { pollingIntervalSeconds: 0.5 });
    lifecycle = new Lifecycle(get().db, jobs, recordLeadEvent);
    lifecycle.register({ name: 'push', handle: async (event) => void seen.push!.push(event) });
    lifecycle.register({
      name: 'postback',
      queue: { retryLimit: 2, retryDelay: 1, retryBackoff: false },
      async handle(event) {
        if (failPostbackOnce) {
          failPostbackOnce = false;
          throw new Error('partner down'); // only this consumer retries; push is not held up
        }
        seen.postback!.push(event);
      },
    });
    await lifecycle.start();
  });
  afterAll(() => jobs.stop({ drainMs: 0 }));

  async function newLead(): Promise<string> {
    const { app } = await appOn(get());
    const res = await app.request('/api/leads', json(validLead()));
    return ((await res.json()) as { lead_id: string }).lead_id;
  }

  it('gives every consumer its own job for a status change, once per occurrence', async () => {
    const { db } = get();
    const leadId = await newLead();
    await db.transaction((tx) => lifecycle.statusChanged({ lead_id: leadId }, 'approved', { tx, occurrence: 'w1' }));
    await lifecycle.statusChanged({ lead_id: leadId }, 'approved', { occurrence: 'w1' }); // repeated: nothing new
    await until(() => seen.push!.some((e) => e.lead_id === leadId) && seen.postback!.some((e) => e.lead_id === leadId));
    await new Promise((r) => setTimeout(r, 1200));
    for (const consumer of ['push', 'postback']) {
      const events = seen[consumer]!.filter((e) => e.lead_id === leadId);
      expect(events).toHaveLength(1);
      expect(events[0]).toMatchObject({ event: 'status_changed', lead_id: leadId, status: 'approved' });
    }
  });

  it('writes no job when the transaction that made the change rolls back', async () => {
    const { db } = get();
    const leadId = await newLead();
    await expect(
      db.transaction(async (tx) => {
        await lifecycle.statusChanged({ lead_id: leadId }, 'rejected', { tx, occurrence: 'w2' });
        throw new Error('the webhook write failed');
      }),
    ).rejects.toThrow('the webhook write failed');
    await lifecycle.leadCreated({ lead_id: leadId });
    await until(() => seen.push!.some((e) => e.lead_id === leadId));
    await new Promise((r) => setTimeout(r, 1200));
    expect(seen.push!.filter((e) => e.lead_id === leadId).map((e) => e.event)).toEqual(['lead_created']);
  });

  it('POST /api/leads tells the consumers lead_created once; a corrected double submit tells nobody again', async () => {
    const { app, services } = await appOn(get());
    services.lifecycle.register({ name: 'route-probe', handle: async () => {} });
    await services.lifecycle.start({ work: false }); // its jobs stay queued, to be read here
    const lead = validLead();
    const first = (await (await app.request('/api/leads', json(lead))).json()) as { lead_id: string };
    const again = (await (await app.request('/api/leads', json({ ...lead, district: 'Kandy' }))).json()) as { lead_id: string };
    expect(again.lead_id).toBe(first.lead_id);
    const jobs = await get().db.query("select data from pgboss.job where name = 'lifecycle.route-probe' and data->>'lead_id' = $1", [
      first.lead_id,
    ]);
    expect(jobs.map((j) => (j.data as LifecycleEvent).event)).toEqual(['lead_created']);
  });

  it('calls no consumer for a lead whose consent was withdrawn', async () => {
    const { db } = get();
    const leadId = await newLead();
    await db.query('update leads set consent_withdrawn_at = now() where lead_id = $1', [leadId]);
    await lifecycle.statusChanged({ lead_id: leadId }, 'issued', { occurrence: 'w3' });
    const control = await newLead();
    await lifecycle.statusChanged({ lead_id: control }, 'issued', { occurrence: 'w3' });
    await until(() => seen.push!.some((e) => e.lead_id === control));
    await new Promise((r) => setTimeout(r, 1200));
    expect(seen.push!.some((e) => e.lead_id === leadId)).toBe(false);
  });

  it("a lead event's consumers run in its transaction, in the order they registered; a failing one undoes the event", async () => {
    const leadId = await newLead();
    const ran: string[] = [];
    lifecycle.onLeadEvent('marketing_off', 'first', async (tx, id, data) => {
      // the event is already there, in the same transaction
      const [row] = await tx.query<{ n: number }>(
        "select count(*)::int as n from lead_events where lead_id = $1 and type = 'marketing_off'",
        [id],
      );
      ran.push(`first:${row!.n}:${String(data.why)}`);
    });
    lifecycle.onLeadEvent('marketing_off', 'second', async (_tx, id) => {
      ran.push('second');
      if (id === 'refuse') throw new Error('refused');
    });
    expect(() => lifecycle.onLeadEvent('marketing_off', 'second', async () => {})).toThrow('registered twice');
    await get().db.transaction((tx) => lifecycle.record(tx, leadId, 'marketing_off', 'person', { why: 'asked' }));
    expect(ran).toEqual(['first:1:asked', 'second']);
    ran.length = 0;
    await expect(get().db.transaction((tx) => lifecycle.record(tx, 'refuse', 'marketing_off', 'person'))).rejects.toThrow('refused');
    expect(ran).toEqual(['first:1:undefined', 'second']);
    expect(await get().db.query("select 1 from lead_events where lead_id = 'refuse'")).toEqual([]);
  });
});
