-- The leads' side of the figures as daily counts (docs/scaling.md "Rollups"): per Colombo day,
-- partner (provider as text, null without one), origin and grouping field (`dim` '' for the total,
-- 'sub1'…'sub5', 'utm_source', 'lang', with its value), how many leads came (`leads`), how many of
-- them are verified (`verified`) and earn their partner (`payable`: a payout entry not reversed),
-- all by the day the lead came; and how many distinct leads a lender moved to `approved` or
-- `issued` that day (by the day it did). Kept exact by the writes themselves: statement triggers
-- on leads, webhooks and the payout ledger add what a change adds and subtract what it removes
-- (a lead changes after it comes: verified, its origin, a correction; a job could not see that).
-- Partner stats and the console funnel read it instead of counting 60,000 leads a month. The
-- origin is kept as stored (at most 300 characters, server/leads/routes/public.ts): the readers compare
-- it with the partner's allowed origins.

create table if not exists lead_daily (
  day      date   not null,
  provider text,
  origin   text,
  dim      text   not null,
  value    text,
  metric   text   not null check (metric in ('leads', 'verified', 'payable', 'approved', 'issued')),
  n        bigint not null
);
create unique index if not exists lead_daily_key on lead_daily (provider, dim, day, metric, origin, value) nulls not distinct;
create index if not exists lead_daily_dim_day on lead_daily (dim, day);

-- The groups a lead counts in: the total and each grouping field, keyed as the event rollups key
-- them (a value longer than 200 characters as its start and md5, migration 016).
create or replace function lead_dims(l leads) returns table (dim text, value text) language sql immutable as $$
  values ('', null::text), ('sub1', rollup_key(l.sub1)), ('sub2', rollup_key(l.sub2)), ('sub3', rollup_key(l.sub3)),
    ('sub4', rollup_key(l.sub4)), ('sub5', rollup_key(l.sub5)), ('utm_source', rollup_key(l.utm_source)), ('lang', rollup_key(l.lang))
$$;

-- A lead earns its partner: the latest row of its payout entry is not `reversed` (server/payouts/ledger.ts).
create or replace function lead_payable(lead text) returns boolean language sql stable as $$
  select coalesce((select state <> 'reversed' from payout_ledger where entry_id = 'payout:' || lead order by row_id desc limit 1), false)
$$;

-- What a lead counts as, per day: itself, verified and payable on the day it came; `approved` and
-- `issued` once per day a lender sent it. /webhook stores every state, but only one posted with a
-- lender's key speaks for a lender: the abandoned-visit pixel, and anyone else without a key, posts
-- from browsers (docs/pixel-and-feeds.md "Webhook"). Every figure of these counts through here.
create or replace function lead_figures(l leads) returns table (day date, metric text) language sql stable as $$
  select (l.created_at at time zone 'Asia/Colombo')::date, m.metric
  from (values ('leads', true), ('verified', l.verified), ('payable', lead_payable(l.lead_id))) as m(metric, counted)
  where m.counted
  union all
  select distinct (w.received_at at time zone 'Asia/Colombo')::date, w.state_type from webhooks w
  where w.lead_id = l.lead_id and w.lender_id is not null and w.state_type in ('approved', 'issued')
$$;

-- Adds (`sign` 1) or subtracts (-1) everything the leads count as. In key order: two writers
-- meet the same rows in the same order, so they wait for each other instead of deadlocking.
create or replace function lead_daily_add(ls leads[], sign int) returns void language sql as $$
  insert into lead_daily as d (day, provider, origin, dim, value, metric, n)
  select f.day, l.provider::text, l.origin, g.dim, g.value, f.metric, sign * count(*)
  from unnest(ls) l cross join lateral lead_figures(l) f cross join lateral lead_dims(l) g
  group by 1, 2, 3, 4, 5, 6
  order by 2, 4, 1, 6, 3, 5
  on conflict (provider, dim, day, metric, origin, value) do update set n = d.n + excluded.n
$$;

-- Webhook and payout-ledger writers lock their leads' rows before reading what was there before,
-- so two writers of one lead (two webhooks of one state and day in two transactions) never both
-- count it as new, and a change of a lead's groups (which holds its row) is never counted against
-- the groups it had. `no key update`: what the writers already take (the webhook route locks the
-- lead for update first); the postbacks' and deliveries' `key share` does not wait for it.
create or replace function lead_rollup_lock(ids text[]) returns void language sql as $$
  select count(*) from (select 1 from leads where lead_id = any(ids) order by lead_id for no key update) x
$$;

create or replace function lead_daily_inserted() returns trigger language plpgsql as $$
begin
  perform lead_daily_add(array_agg(row(n.*)::leads), 1) from inserted n;
  return null;
end $$;

create or replace function lead_daily_deleted() returns trigger language plpgsql as $$
begin
  perform lead_daily_add(array_agg(row(o.*)::leads), -1) from deleted o;
  return null;
end $$;

-- Only the rows whose counted columns changed (most updates change status, quality, consent).
create or replace function lead_daily_updated() returns trigger language plpgsql as $$
declare
  before leads[];
  after leads[];
begin
  -- the updated rows are locked by the update itself: no webhook or payout of them is counted meanwhile
  select array_agg(row(o.*)::leads), array_agg(row(n.*)::leads) into before, after
  from changed_old o join changed_new n on n.lead_id = o.lead_id
  where (o.provider, o.origin, o.sub1, o.sub2, o.sub3, o.sub4, o.sub5, o.utm_source, o.lang, o.created_at, o.verified)
    is distinct from (n.provider, n.origin, n.sub1, n.sub2, n.sub3, n.sub4, n.sub5, n.utm_source, n.lang, n.created_at, n.verified);
  if before is not null then
    perform lead_daily_add(before, -1);
    perform lead_daily_add(after, 1);
  end if;
  -- a changed lead_id (nothing changes one): as a deletion and an insertion
  perform lead_daily_add(array_agg(row(o.*)::leads), -1) from changed_old o where not exists (select 1 from changed_new n where n.lead_id = o.lead_id);
  perform lead_daily_add(array_agg(row(n.*)::leads), 1) from changed_new n where not exists (select 1 from changed_old o where o.lead_id = n.lead_id);
  return null;
end $$;

create or replace function lead_daily_truncated() returns trigger language plpgsql as $$
begin
  truncate lead_daily;
  return null;
end $$;

-- Lender states: a (lead, state, Colombo day) counts once, when its first webhook comes and until
-- its last one goes. `ns`: how many of its webhooks the statement inserted (`sign` 1) or deleted
-- (-1). Read after the lock: a statement's own reads start after it.
create or replace function lead_states_add(ids text[], states text[], days date[], ns bigint[], sign int) returns void language plpgsql as $$
begin
  perform lead_rollup_lock(ids);
  insert into lead_daily as d (day, provider, origin, dim, value, metric, n)
  select t.day, l.provider::text, l.origin, g.dim, g.value, t.state_type, sign * count(*)
  from unnest(ids, states, days, ns) as t(lead_id, state_type, day, n)
  join leads l on l.lead_id = t.lead_id
  cross join lateral lead_dims(l) g
  -- new: all its webhooks are this statement's; gone: none is left
  where (select count(*) from webhooks w where w.lead_id = t.lead_id and w.state_type = t.state_type and w.lender_id is not null
           and (w.received_at at time zone 'Asia/Colombo')::date = t.day) = case sign when 1 then t.n else 0 end
  group by 1, 2, 3, 4, 5, 6
  order by 2, 4, 1, 6, 3, 5
  on conflict (provider, dim, day, metric, origin, value) do update set n = d.n + excluded.n;
end $$;

create or replace function lead_states_inserted() returns trigger language plpgsql as $$
begin
  perform lead_states_add(array_agg(lead_id), array_agg(state_type), array_agg(day), array_agg(n), 1)
  from (select lead_id, state_type, (received_at at time zone 'Asia/Colombo')::date as day, count(*) as n from inserted
        where lender_id is not null and state_type in ('approved', 'issued') group by 1, 2, 3) t;
  return null;
end $$;

create or replace function lead_states_deleted() returns trigger language plpgsql as $$
begin
  perform lead_states_add(array_agg(lead_id), array_agg(state_type), array_agg(day), array_agg(n), -1)
  from (select lead_id, state_type, (received_at at time zone 'Asia/Colombo')::date as day, count(*) as n from deleted
        where lender_id is not null and state_type in ('approved', 'issued') group by 1, 2, 3) t;
  return null;
end $$;

create or replace function lead_states_truncated() returns trigger language plpgsql as $$
begin
  delete from lead_daily where metric in ('approved', 'issued');
  return null;
end $$;

-- Payable: a payout entry's new latest row may make its lead earn, or stop earning (reversed).
-- What it was before the statement: its latest row among the others (`added`: the statement's
-- row ids) and the ones it deleted (`gone_*`). The ledger is append only; deletions are handled
-- all the same.
create or replace function lead_payouts_add(ids text[], added bigint[], gone_ids bigint[], gone_entries text[], gone_states text[])
returns void language plpgsql as $$
begin
  perform lead_rollup_lock(ids);
  insert into lead_daily as d (day, provider, origin, dim, value, metric, n)
  select (l.created_at at time zone 'Asia/Colombo')::date, l.provider::text, l.origin, g.dim, g.value, 'payable',
         sum(t.now::int - t.was::int)
  from (
    select x.id as lead_id, lead_payable(x.id) as now,
           coalesce((select p.state <> 'reversed' from (
               select row_id, state from payout_ledger where entry_id = 'payout:' || x.id and row_id <> all(added)
               union all
               select r.row_id, r.state from unnest(gone_ids, gone_entries, gone_states) as r(row_id, entry_id, state)
               where r.entry_id = 'payout:' || x.id
             ) p order by p.row_id desc limit 1), false) as was
    from (select distinct unnest(ids) as id) x
  ) t
  join leads l on l.lead_id = t.lead_id
  cross join lateral lead_dims(l) g
  where t.now <> t.was
  group by 1, 2, 3, 4, 5, 6
  order by 2, 4, 1, 6, 3, 5
  on conflict (provider, dim, day, metric, origin, value) do update set n = d.n + excluded.n;
end $$;

create or replace function lead_payouts_inserted() returns trigger language plpgsql as $$
begin
  perform lead_payouts_add(array_agg(lead_ref), array_agg(row_id), '{}', '{}', '{}')
  from inserted where entry_id = 'payout:' || lead_ref;
  return null;
end $$;

create or replace function lead_payouts_deleted() returns trigger language plpgsql as $$
begin
  perform lead_payouts_add(array_agg(lead_ref), '{}', array_agg(row_id), array_agg(entry_id), array_agg(state))
  from deleted where entry_id = 'payout:' || lead_ref;
  return null;
end $$;

create or replace function lead_payouts_truncated() returns trigger language plpgsql as $$
begin
  delete from lead_daily where metric = 'payable';
  return null;
end $$;

drop trigger if exists leads_daily_insert on leads;
create trigger leads_daily_insert after insert on leads referencing new table as inserted
  for each statement execute function lead_daily_inserted();
drop trigger if exists leads_daily_update on leads;
create trigger leads_daily_update after update on leads referencing old table as changed_old new table as changed_new
  for each statement execute function lead_daily_updated();
drop trigger if exists leads_daily_delete on leads;
create trigger leads_daily_delete after delete on leads referencing old table as deleted
  for each statement execute function lead_daily_deleted();
drop trigger if exists leads_daily_truncate on leads;
create trigger leads_daily_truncate after truncate on leads
  for each statement execute function lead_daily_truncated();

drop trigger if exists webhooks_daily_insert on webhooks;
create trigger webhooks_daily_insert after insert on webhooks referencing new table as inserted
  for each statement execute function lead_states_inserted();
drop trigger if exists webhooks_daily_delete on webhooks;
create trigger webhooks_daily_delete after delete on webhooks referencing old table as deleted
  for each statement execute function lead_states_deleted();
drop trigger if exists webhooks_daily_truncate on webhooks;
create trigger webhooks_daily_truncate after truncate on webhooks
  for each statement execute function lead_states_truncated();

drop trigger if exists payout_ledger_daily_insert on payout_ledger;
create trigger payout_ledger_daily_insert after insert on payout_ledger referencing new table as inserted
  for each statement execute function lead_payouts_inserted();
drop trigger if exists payout_ledger_daily_delete on payout_ledger;
create trigger payout_ledger_daily_delete after delete on payout_ledger referencing old table as deleted
  for each statement execute function lead_payouts_deleted();
drop trigger if exists payout_ledger_daily_truncate on payout_ledger;
create trigger payout_ledger_daily_truncate after truncate on payout_ledger
  for each statement execute function lead_payouts_truncated();

-- The leads stored before, 10,000 at a time by lead_id (PGlite holds a statement's work in memory).
truncate lead_daily;
do $$
declare
  done_to text := '';
  batch_to text;
begin
  loop
    select max(lead_id) into batch_to from (select lead_id from leads where lead_id > done_to order by lead_id limit 10000) b;
    exit when batch_to is null;
    perform lead_daily_add(array_agg(l), 1) from leads l where l.lead_id > done_to and l.lead_id <= batch_to;
    done_to := batch_to;
  end loop;
end $$;

-- The events since the last roll, for the views below. The views read them through this function
-- so that the planner sees how few they are: with `received_at >= (select until …)` it could not
-- (the value is known only when the statement runs), costed a third of the table and compiled the
-- statement (JIT, ~40 ms) or scanned the table, at every read. Here `until` is read first and the
-- query planned with its value (an index range scan of the last minutes); `rows` tells the outer
-- statement the same. All of the events when no roll has run yet (after an upgrade).
create or replace function events_since_rolled() returns setof events language plpgsql stable rows 1000 as $$
declare
  since timestamptz;
begin
  select until into since from rollup_state;
  return query select * from events where received_at >= since;
end $$;

create or replace view event_counts as
  select day, provider, event, origin, dim, value, n from event_daily where n <> 0
  union all
  select (e.received_at at time zone 'Asia/Colombo')::date, e.provider, e.event, rollup_key(e.origin), g.dim, rollup_key(g.value), 1
  from events_since_rolled() e
  cross join lateral (values ('', null), ('sub1', e.sub1), ('sub2', e.sub2), ('sub3', e.sub3), ('sub4', e.sub4),
    ('sub5', e.sub5), ('country', e.country), ('utm_source', e.utm_source), ('lang', e.lang)) as g(dim, value)
  where e.event is not null;
create or replace view vital_counts as
  select day, page, device, metric, bucket, n from vital_daily where n <> 0
  union all
  select (e.received_at at time zone 'Asia/Colombo')::date, rollup_key(e.data->>'page'), rollup_key(e.data->>'device'), e.data->>'metric',
         vital_bucket((e.data->>'value')::float8), 1
  from events_since_rolled() e
  where e.event = 'web_vital' and e.data->>'metric' in ('LCP', 'INP', 'CLS')
    and case when jsonb_typeof(e.data->'value') = 'number' then abs((e.data->>'value')::numeric) < 1e15 else false end
    and e.data->>'page' is not null and e.data->>'device' is not null;
