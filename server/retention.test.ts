// Retention on a clock moved forward, on both databases: leads and events older than
// RETENTION_MONTHS go (with everything about those leads), younger ones stay; push tokens FCM
// reported dead go; two runs at once erase once; the daily job is scheduled and does the same.
import { randomUUID } from 'node:crypto';
import { beforeAll, expect, it } from 'vitest';
import { readServerConfig } from './config';
import { openJobs } from './jobs';
import { RETENTION_QUEUE, runRetention, scheduleRetention } from './retention';
import { appOn, form, json, validLead } from './testing/app';
import { describeEachBackend } from './testing/backends';

const MONTH_MS = 30.5 * 86_400_000;
const later = (months: number) => new Date(Date.now() + months * MONTH_MS);

describeEachBackend('retention', (get) => {
  let app: Awaited<ReturnType<typeof appOn>>['app'];
  const count = async (sql: string, params: unknown[] = []) =>
    (await get().db.query<{ n: number }>(`select count(*)::int as n from (${sql}) x`, params))[0]!.n;

  async function person(clientId = randomUUID()) {
    const res = await app.request('/api/leads', json(validLead({ client_id: clientId })));
    const { lead_id: leadId, lead_token } = (await res.json()) as { lead_id: string; lead_token: string };
    await app.request('/api/event', json({ event: 'page_view', event_id: `ev-${leadId}`, client_id: clientId }));
    await app.request('/webhook', form({ lead_id: leadId, state_type: 'abandoned' }));
    await app.request('/set-token', form({ token: `tok-${leadId}`, lead_id: leadId, lead_token }));
    return leadId;
  }
  /** Moves a person's rows `months` into the past, as if stored then. */
  async function backdate(leadId: string, months: number) {
    const shift = [leadId, months];
    await get().db.query('update leads set created_at = created_at - make_interval(months => $2) where lead_id = $1', shift);
    await get().db.query("update events set received_at = received_at - make_interval(months => $2) where event_id = 'ev-' || $1", shift);
    await get().db.query('update webhooks set received_at = received_at - make_interval(months => $2) where lead_id = $1', shift);
    await get().db.query("update push_tokens set updated_at = updated_at - make_interval(months => $2) where token = 'tok-' || $1", shift);
  }
  const stored = async (leadId: string) => ({
    leads: await count('select 1 from leads where lead_id = $1', [leadId]),
    events: await count("select 1 from events where event_id = 'ev-' || $1", [leadId]),
    webhooks: await count('select 1 from webhooks where lead_id = $1', [leadId]),
    push_tokens: await count('select 1 from push_tokens where lead_id = $1', [leadId]),
  });
  const all = { leads: 1, events: 1, webhooks: 1, push_tokens: 1 };
  const none = { leads: 0, events: 0, webhooks: 0, push_tokens: 0 };

  beforeAll(async () => {
    ({ app } = await appOn(get()));
  });

  it('defaults to 24 months (RETENTION_MONTHS) and a daily run', () => {
    expect(readServerConfig({})).toMatchObject({ retentionMonths: 24, retentionCron: '17 3 * * *' });
    expect(readServerConfig({ RETENTION_MONTHS: '36' }).retentionMonths).toBe(36);
  });

  it('keeps what is younger than the period and erases what is older, with everything about it', async () => {
    const old = await person();
    const young = await person();
    await backdate(old, 3);
    expect(await runRetention(get().db, { months: 24, now: later(20) })).toMatchObject({ leads: 0 }); // old is 23 months old then
    expect(await stored(old)).toEqual(all);
    const erased = await runRetention(get().db, { months: 24, now: later(22) }); // old is 25, young 22
    expect(erased).toMatchObject({ leads: 1, webhooks: 1, push_tokens: 1 });
    expect(erased!.events).toBeGreaterThanOrEqual(1);
    expect(await stored(old)).toEqual(none);
    expect(await stored(young)).toEqual(all);
    // the leads' daily counts (migration 019): the groups the erased lead left at 0 removed, the young one's counted
    expect(await count('select 1 from lead_daily where n = 0')).toBe(0);
    expect(
      await count(
        "select 1 from lead_daily where day = (select (created_at at time zone 'Asia/Colombo')::date from leads where lead_id = $1) and n > 0",
        [young],
      ),
    ).toBeGreaterThan(0);
    expect((await app.request(`/sl-feed?lead_id=${old}`)).status).toBe(404);
    expect((await app.request(`/sl-feed?lead_id=${young}`)).status).toBe(200);
    expect(await runRetention(get().db, { months: 36, now: later(26) })).toMatchObject({ leads: 0 }); // a longer period keeps it
  });

  it('erases push tokens FCM reported dead', async () => {
    const leadId = await person();
    await get().db.query(
      "insert into push_deliveries (delivery_id, message_id, lead_id, token, lang, state) values ($1, 'status:x', $2, $3, 'si', 'unregistered')",
      [`d-${leadId}`, leadId, `tok-${leadId}`],
    );
    await runRetention(get().db, { months: 24 });
    expect(await count('select 1 from push_tokens where token = $1', [`tok-${leadId}`])).toBe(0);
    expect(await count('select 1 from push_deliveries where token = $1', [`tok-${leadId}`])).toBe(0);
    expect(await count('select 1 from leads where lead_id = $1', [leadId])).toBe(1); // the lead itself is young
  });

  it('two runs at once (two processes) erase each lead once, without errors', async () => {
    const leadId = await person();
    await backdate(leadId, 30);
    const runs = await Promise.all([runRetention(get().db, { months: 24 }), runRetention(get().db, { months: 24 })]);
    expect(runs.reduce((sum, r) => sum + (r?.leads ?? 0), 0)).toBe(1);
    expect(await stored(leadId)).toEqual(none);
  });

  it('runs as a scheduled job of the queue', async () => {
    const leadId = await person();
    const jobs = await openJobs(get().db, { pollingIntervalSeconds: 0.5 });
    try {
      await scheduleRetention(get().db, jobs, { months: 24, cron: '17 3 * * *', clock: () => later(25) });
      expect(await get().db.query('select name, cron, timezone from pgboss.schedule where name = $1', [RETENTION_QUEUE])).toEqual([
        { name: RETENTION_QUEUE, cron: '17 3 * * *', timezone: 'UTC' },
      ]);
      await jobs.send(RETENTION_QUEUE, {}); // what the cron sends at 03:17
      const end = Date.now() + 15_000;
      while ((await stored(leadId)).leads === 1 && Date.now() < end) await new Promise((r) => setTimeout(r, 100));
      expect(await stored(leadId)).toEqual(none);
    } finally {
      await jobs.stop({ drainMs: 0 });
    }
  });
});
