// The scale bench's month (scripts/bench-scale.ts), generated inside the database by bulk SQL: events
// through the ingest's own insert (server/events/routes/public.ts `insertEventsFrom`), leads with statuses
// and sub-IDs, lender states, campaigns with deliveries and push clicks, push tokens; then the events' rollups. Events arrive in
// time order, as they do in production, skewed towards the first partners.
import type { Db } from '../server/db';
import { insertEventsFrom } from '../server/events/store';

export const PARTNERS = 20;
export const CAMPAIGNS = 50;
const DAYS = 29;

/** The lead id and phone of lead `k` (1-based), as seeded. */
export const seededLeadId = (k: number) => `md5('lead${k}')::uuid::text`;
export const seededPhone = (k: number) => `+9477${String(k).padStart(7, '0')}`;

/** One generated event `d` and its time `t` per row of generate_series(1, $1). */
const EVENTS_SOURCE = (events: number, leads: number) => `(
  select jsonb_strip_nulls(jsonb_build_object(
      'event_id', md5('e' || i)::uuid::text, 'event', ev,
      'client_id', 'c-' || (i % ${Math.max(1, Math.floor(events / 4))}), 'session_id', 's-' || (i / 6),
      'domain', 'partner' || coalesce(p, 0) || '.lk', 'referer', 'https://www.google.com/',
      'utm_source', (array['google', 'facebook', 'tiktok', null])[1 + i % 4], 'utm_medium', 'cpc', 'utm_campaign', 'month',
      'provider', p, 'country', 144, 'lang', (array['si', 'en', 'ta'])[1 + i % 3],
      'sub1', 'camp-' || (i % 7), 'sub2', 'ad-' || (i % 13), 'sub3', case when i % 2 = 0 then 'k' || (i % 5) end,
      'sub4', case when i % 5 = 0 then 'x' end, 'sub5', case when i % 10 = 0 then 'y' || (i % 3) end,
      'origin', 'https://partner' || coalesce(p, 0) || '.lk', 'page', (array['/', '/offers/', '/reg/'])[1 + i % 3],
      'device', case when ev = 'web_vital' then (array['phone', 'tablet', 'desktop'])[1 + i % 3] end,
      'metric', case when ev = 'web_vital' then (array['LCP', 'INP', 'CLS'])[1 + i % 3] end,
      'value', case when ev = 'web_vital' then round((r2 * 4000)::numeric, 1) end,
      'campaign_id', case when ev = 'push_click' then 'campaign-' || (i % ${CAMPAIGNS}) end,
      'delivery_id', case when ev = 'push_click' then 'd-' || i end,
      'lead_id', case when ev = 'push_click' or (ev = 'offer_click' and r2 < 0.3) then md5('lead' || (1 + i % ${leads}))::uuid::text end
    )) as d,
    now() - interval '${DAYS} days' * (1 - i::float8 / ${events}) as t
  from (
    select i, random() as r2,
      case when r < 0.70 then 'page_view' when r < 0.85 then 'offer_click' when r < 0.95 then 'web_vital'
           when r < 0.97 then 'push_click' else 'form_start' end as ev,
      case when random() < 0.9 then 1 + floor(power(random(), 1.5) * ${PARTNERS})::int end as p
    from (select i, random() as r from generate_series(1, ${events}) i) g0
  ) g
  offset 0 -- built once per row, not once per column read from it
) s`;

const LEADS_SQL = (events: number, leads: number) => `
  insert into leads (lead_id, full_name, phone, nic, nic_birth_date, amount, term_days, monthly_income, employment, district,
    consent, consent_at, consent_version, client_id, session_id, utm_source, utm_medium, utm_campaign, provider, country,
    domain, page, lang, status, verified, origin, sub1, sub2, sub3, created_at)
  select md5('lead' || k)::uuid::text, 'Bench Person', '+9477' || lpad(k::text, 7, '0'), '19900' || lpad(k::text, 7, '0'),
    date '1990-01-01', 100000, 365, 120000, 'salaried', 'Colombo', true, t, 'v1', 'c-' || (k * 7 % ${Math.max(1, Math.floor(events / 4))}),
    's-' || k, (array['google', 'facebook', 'tiktok', null])[1 + k % 4], 'cpc', 'month', p, 144, 'partner' || coalesce(p, 0) || '.lk',
    '/reg/', (array['si', 'en', 'ta'])[1 + k % 3],
    case when r < 0.55 then 'new' when r < 0.75 then 'approved' when r < 0.85 then 'issued' when r < 0.95 then 'rejected' else 'closed' end,
    r < 0.6, 'https://partner' || coalesce(p, 0) || '.lk', 'camp-' || (k % 7), 'ad-' || (k % 13), case when k % 2 = 0 then 'k' || (k % 5) end, t
  from (select k, random() as r, now() - interval '${DAYS} days' * (1 - k::float8 / ${leads}) as t,
          case when random() < 0.95 then 1 + floor(power(random(), 1.5) * ${PARTNERS})::int end as p
        from generate_series(1, ${leads}) k) g`;

const REST_SQL = (leads: number) => [
  `insert into lenders (lender_id, name, key_hash) values ('lender-1', 'Bench Lender', 'bench-key-hash')`,
  // each lender state the lead reached, the day after it came (approved before issued)
  `insert into webhooks (lead_id, state_type, data, received_at, lender_id)
   select l.lead_id, s.state, '{}', least(l.created_at + s.after, now()), 'lender-1'
   from leads l join (values ('approved', interval '1 day'), ('issued', interval '2 days'), ('rejected', interval '1 day'), ('closed', interval '3 days'))
     as s(state, after) on (l.status = s.state or (s.state = 'approved' and l.status in ('issued', 'closed')) or (s.state = 'issued' and l.status = 'closed'))`,
  `insert into push_tokens (token, lead_id, created_at) select 'token-' || k, md5('lead' || k)::uuid::text, now() from generate_series(1, ${leads}, 3) k`,
  `insert into campaigns (campaign_id, content, audience, created_at)
   select 'campaign-' || c, '{"si": {"title": "t", "body": "b", "url": "/"}}', '{}', now() - interval '1 hour' * c from generate_series(0, ${CAMPAIGNS - 1}) c`,
  `insert into push_deliveries (delivery_id, message_id, campaign_id, lead_id, token, lang, state, created_at)
   select 'campaign-' || (k % ${CAMPAIGNS}) || ':' || k, 'campaign:campaign-' || (k % ${CAMPAIGNS}), 'campaign-' || (k % ${CAMPAIGNS}),
     md5('lead' || k)::uuid::text, 'token-' || k, 'si', (array['sent', 'sent', 'sent', 'failed', 'pending'])[1 + k % 5], now()
   from generate_series(1, ${leads}) k`,
];

/** Fills an empty, migrated database; resolves the seconds each part took. */
export async function seedMonth(db: Db, events: number, leads: number): Promise<Record<string, number>> {
  const took: Record<string, number> = {};
  const timed = async (name: string, sql: string) => {
    const start = performance.now();
    await db.query(sql);
    took[name] = (took[name] ?? 0) + Math.round(performance.now() - start) / 1000;
  };
  // the month's partitions, as the daily job keeps them (migration 018): none of it in the default
  await timed('events', `select create_event_partitions(now() - interval '${DAYS} days', now())`);
  await timed('events', insertEventsFrom(EVENTS_SOURCE(events, leads), 's.t'));
  await timed('leads', LEADS_SQL(events, leads));
  for (const sql of REST_SQL(leads)) await timed('rest', sql);
  await timed('vacuum analyze', 'vacuum analyze');
  return took;
}
