// The deliveries each campaign counts by state (migration 020: kept by push_deliveries' own writes)
// equal a raw count of the deliveries after random writes, on both databases: inserts of many rows
// at once (status messages among them, no campaign), state changes of random sets (some to the
// state they had), updates that change no state, deletions like erasure's, a transaction rolled
// back, and a truncate; the campaign report's figures are those counts.
import { expect, it } from 'vitest';
import { describeEachBackend } from '../testing/backends';
import { campaignReport, listCampaigns } from './campaigns';

const CAMPAIGNS = 4;
const STATES = ['pending', 'sending', 'sent', 'failed', 'unregistered', 'capped', 'opted_out'];

/** A small deterministic generator (the same writes every run). */
function random(seed: number) {
  let x = seed;
  return () => {
    x = (x * 1103515245 + 12345) % 2147483648;
    return x / 2147483648;
  };
}

describeEachBackend('campaign delivery counts', (get) => {
  it('equal a raw count of the deliveries after random writes', async () => {
    const { db } = get();
    const rnd = random(20);
    const pick = <T>(list: readonly T[]) => list[Math.floor(rnd() * list.length)]!;
    await db.query(
      `insert into campaigns (campaign_id, content, audience, created_at)
       select 'count-' || c, '{"si": {"title": "t", "body": "b", "url": "/"}}', '{}', now() - interval '1 minute' * c
       from generate_series(1, ${CAMPAIGNS}) c`,
    );
    const raw = async () =>
      db.query<{ campaign_id: string; state: string; n: number }>(
        `select campaign_id, state, count(*)::int as n from push_deliveries where campaign_id like 'count-%'
         group by campaign_id, state order by campaign_id, state`,
      );
    const kept = async () =>
      db.query<{ campaign_id: string; state: string; n: number }>(
        `select campaign_id, state, n::int as n from campaign_delivery_counts where campaign_id like 'count-%' and n <> 0
         order by campaign_id, state`,
      );
    let made = 0;
    const insert = async (count: number) => {
      const rows = Array.from({ length: count }, () => {
        made++;
        const campaign = rnd() < 0.2 ? null : `count-${1 + Math.floor(rnd() * CAMPAIGNS)}`;
        return [`d-${made}`, campaign ? `campaign:${campaign}` : `status:l-${made}`, campaign, `l-${made % 37}`, pick(STATES)];
      });
      await db.query(
        `insert into push_deliveries (delivery_id, message_id, campaign_id, lead_id, token, lang, state)
         select r->>0, r->>1, r->>2, r->>3, 'token-' || (r->>0), 'si', r->>4 from jsonb_array_elements($1::text::jsonb) r`,
        [JSON.stringify(rows)],
      );
    };
    const someIds = () => Array.from({ length: 1 + Math.floor(rnd() * 12) }, () => `d-${1 + Math.floor(rnd() * made)}`);

    await insert(60);
    for (let step = 0; step < 40; step++) {
      const what = rnd();
      if (what < 0.2) await insert(1 + Math.floor(rnd() * 15));
      else if (what < 0.55)
        await db.query('update push_deliveries set state = $2 where delivery_id = any($1::text[])', [someIds(), pick(STATES)]);
      else if (what < 0.65)
        // one by one, as a worker does, each to the state it may already have
        for (const id of someIds()) await db.query('update push_deliveries set state = $2 where delivery_id = $1', [id, pick(STATES)]);
      else if (what < 0.75)
        await db.query('update push_deliveries set attempts = attempts + 1 where delivery_id = any($1::text[])', [someIds()]);
      else if (what < 0.85)
        await db.query("delete from push_deliveries where lead_id = any($1::text[]) and state = 'pending'", [
          [`l-${Math.floor(rnd() * 37)}`, `l-${Math.floor(rnd() * 37)}`],
        ]);
      else if (what < 0.92) await db.query('delete from push_deliveries where delivery_id = any($1::text[])', [someIds()]);
      else {
        // written, then rolled back: neither the deliveries nor their counts change
        await expect(
          db.transaction(async (tx) => {
            await tx.query("update push_deliveries set state = 'sent' where delivery_id = any($1::text[])", [someIds()]);
            await tx.query("delete from push_deliveries where state = 'failed'");
            throw new Error('rolled back');
          }),
        ).rejects.toThrow('rolled back');
      }
      expect(await kept()).toEqual(await raw());
    }
    const counts = await raw();
    expect(counts.length).toBeGreaterThan(CAMPAIGNS * 3); // the writes reached many campaigns and states

    // the report's figures are the raw counts
    const of = (campaign: string, states: string[]) =>
      counts.filter((c) => c.campaign_id === campaign && states.includes(c.state)).reduce((sum, c) => sum + c.n, 0);
    for (let c = 1; c <= CAMPAIGNS; c++) {
      const id = `count-${c}`;
      expect(await campaignReport(db, id)).toMatchObject({
        planned: of(id, STATES),
        pending: of(id, ['pending', 'sending']),
        sent: of(id, ['sent']),
        failed: of(id, ['failed']),
        unregistered: of(id, ['unregistered']),
        capped: of(id, ['capped']),
      });
    }
    expect((await listCampaigns(db)).filter((r) => r.campaign_id.startsWith('count-')).map((r) => r.planned)).toEqual(
      [1, 2, 3, 4].map((c) => of(`count-${c}`, STATES)),
    );

    await db.query('truncate push_deliveries');
    expect(await kept()).toEqual([]);
    expect(await campaignReport(db, 'count-1')).toMatchObject({ planned: 0, pending: 0, sent: 0 });
  });
});
