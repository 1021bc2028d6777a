// The default retry schedule as the worker applies it, on a real database against a partner on
// 127.0.0.1 that always answers 500: each failed attempt asks the queue to run it again after
// 60 s, 5 min, 30 min, 2 h and 12 h (RetryAfter, i.e. the job's start_after), and the sixth
// failure is final. The handler is called directly, so no test waits real minutes.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { RetryAfter } from '../jobs';
import { admin, appOn, json, validLead } from '../testing/app';
import { describeEachBackend } from '../testing/backends';
import { readPartnerSettings } from './index';
import { deliverPostback, planPostback } from './postbacks';
import { LOOPBACK_FAKES, startFakePartner, type FakePartner } from './testing/fake-partner';

describeEachBackend('postback back-off', (get) => {
  let fake: FakePartner;
  let setup: Awaited<ReturnType<typeof appOn>>;
  beforeAll(async () => {
    fake = await startFakePartner([500]);
    setup = await appOn(get(), LOOPBACK_FAKES);
  });
  afterAll(() => fake.close());

  it('retries after about 1 min, 5 min, 30 min, 2 h, 12 h, then records the postback as failed', async () => {
    const made = await setup.app.request(
      '/api/admin/partners',
      json({ provider_id: 900, name: 'Slow', postback_url: fake.url }, admin().headers),
    );
    expect(made.status).toBe(201);
    const res = await setup.app.request('/api/leads', json(validLead({ client_id: randomUUID(), provider: 900 })));
    const { lead_id } = (await res.json()) as { lead_id: string };
    const event = { event: 'lead_created' as const, lead_id, status: 'new', occurred_at: new Date().toISOString() };
    await get().db.transaction((tx) => planPostback(tx, setup.services.jobs, event));
    const postback_id = `lead_created:${lead_id}:new`;
    const ctx = { db: get().db, sealKey: setup.services.partnerKey, settings: readPartnerSettings({}), outbound: setup.services.outbound };
    const delays: (number | 'done')[] = [];
    for (let i = 0; i < 6; i++) {
      const run = deliverPostback(ctx, { id: `job-${i}`, name: 'partner.postback', data: { postback_id, lead_id }, retryCount: 0 });
      delays.push(
        await run.then(
          () => 'done' as const,
          (error: unknown) => (error instanceof RetryAfter ? error.seconds : Number.NaN),
        ),
      );
    }
    expect(delays).toEqual([60, 300, 1800, 7200, 43_200, 'done']);
    expect(fake.received).toHaveLength(6);
    const [row] = await get().db.query<{ state: string; attempts: number }>(
      'select state, attempts from postbacks where postback_id = $1',
      [postback_id],
    );
    expect(row).toEqual({ state: 'failed', attempts: 6 });
    // a job run again after that sends nothing
    await deliverPostback(ctx, { id: 'job-again', name: 'partner.postback', data: { postback_id, lead_id }, retryCount: 0 });
    expect(fake.received).toHaveLength(6);
  });
});
