-- Rollups of the events (docs/scaling.md "Rollups"): daily counts and web-vital histograms, filled
-- by a job (server/rollups.ts, every minute) for the events received before `rollup_state.until`,
-- never by the ingest (its insert stays as cheap as before). The views `event_counts` and
-- `vital_counts` add the events received since `until` (minutes of them), counted live, so a sum
-- over a view equals a raw count of the events, today included. Deletions (erasure, retention)
-- subtract what they remove from the rolled-up part; a truncate empties it.

-- A grouping value as the rollups key it: as sent up to 200 characters; a longer one (a sub-ID or a
-- page may be any length, a btree entry may not) as its start and its md5, still one group per value.
create or replace function rollup_key(v text) returns text language sql immutable as $$
  select case when length(v) <= 200 then v else left(v, 160) || '…' || md5(v) end
$$;

-- Per Colombo day, partner (provider as sent, null without one), event type and origin: the count
-- once in total (`dim` '') and once per value of each grouping field (`dim` 'sub1'…'sub5',
-- 'country', 'utm_source', 'lang').
create table if not exists event_daily (
  day      date   not null,
  provider text,
  event    text   not null,
  origin   text,
  dim      text   not null,
  value    text,
  n        bigint not null
);
create unique index if not exists event_daily_key on event_daily (provider, dim, day, event, origin, value) nulls not distinct;
create index if not exists event_daily_dim_day on event_daily (dim, day);

-- Web vitals as daily histograms: per Colombo day, page, device class and metric, the samples per
-- bucket of a 2 % wide logarithmic scale, so a 75th percentile read from it is within 1 % of the
-- exact one whatever the number of samples. Bucket 0 holds 0; k > 0 the values in
-- [1.02^(k-10000), 1.02^(k-9999)); -k the negative values the same way. Samples beyond ±1e15 are not
-- a real vital and are not counted.
create table if not exists vital_daily (
  day    date   not null,
  page   text   not null,
  device text   not null,
  metric text   not null,
  bucket int    not null,
  n      bigint not null,
  primary key (day, page, device, metric, bucket)
);

create or replace function vital_bucket(v float8) returns int language sql immutable as $$
  select case when v = 0 then 0
              when v > 0 then greatest(1, floor(ln(v) / ln(1.02))::int + 10000)
              else -greatest(1, floor(ln(-v) / ln(1.02))::int + 10000) end
$$;
-- The middle of a bucket (geometric), the value a percentile reads a sample of it as.
create or replace function vital_value(b int) returns float8 language sql immutable as $$
  select case when b = 0 then 0::float8
              when b > 0 then power(1.02::float8, b - 10000 + 0.5)
              else -power(1.02::float8, -b - 10000 + 0.5) end
$$;

-- Every event received before `until` is in the rollups, none after it.
create table if not exists rollup_state (
  one   boolean primary key default true check (one),
  until timestamptz not null
);
insert into rollup_state (until) values ('-infinity') on conflict do nothing;

-- The groups of some events, as the rollups count them (the views use the same expressions).
create or replace view event_groups as
  select e.received_at, (e.received_at at time zone 'Asia/Colombo')::date as day, e.provider, e.event,
         rollup_key(e.origin) as origin, g.dim, rollup_key(g.value) as value
  from events e
  cross join lateral (values ('', null), ('sub1', e.sub1), ('sub2', e.sub2), ('sub3', e.sub3), ('sub4', e.sub4),
    ('sub5', e.sub5), ('country', e.country), ('utm_source', e.utm_source), ('lang', e.lang)) as g(dim, value)
  where e.event is not null;
create or replace view vital_samples as
  select e.received_at, (e.received_at at time zone 'Asia/Colombo')::date as day, rollup_key(e.data->>'page') as page,
         rollup_key(e.data->>'device') as device, e.data->>'metric' as metric, vital_bucket((e.data->>'value')::float8) as bucket
  from events e
  where e.event = 'web_vital' and e.data->>'metric' in ('LCP', 'INP', 'CLS')
    and case when jsonb_typeof(e.data->'value') = 'number' then abs((e.data->>'value')::numeric) < 1e15 else false end
    and e.data->>'page' is not null and e.data->>'device' is not null;

-- What the readers read: the rollups plus the events since `until`, one row each.
create or replace view event_counts as
  select day, provider, event, origin, dim, value, n from event_daily where n <> 0
  union all
  select day, provider, event, origin, dim, value, 1 from event_groups where received_at >= (select until from rollup_state);
create or replace view vital_counts as
  select day, page, device, metric, bucket, n from vital_daily where n <> 0
  union all
  select day, page, device, metric, bucket, 1 from vital_samples where received_at >= (select until from rollup_state);

-- The rollups and the deletions take this lock, so a deletion subtracts exactly what a roll counted.
create or replace function rollup_lock() returns void language sql as $$ select pg_advisory_xact_lock(29016) $$;

-- Rolls the events received in [until, upto) into the rollups; resolves the new `until`, or null
-- when another roll is running (the next minute's run goes on from where it ends).
create or replace function roll_events(upto timestamptz) returns timestamptz language plpgsql as $$
declare
  since timestamptz;
begin
  if not pg_try_advisory_xact_lock(29016) then return null; end if;
  select until into since from rollup_state;
  if upto <= since then return since; end if;
  insert into event_daily as d (day, provider, event, origin, dim, value, n)
  select day, provider, event, origin, dim, value, count(*) from event_groups
  where received_at >= since and received_at < upto
  group by 1, 2, 3, 4, 5, 6
  on conflict (provider, dim, day, event, origin, value) do update set n = d.n + excluded.n;
  insert into vital_daily as v (day, page, device, metric, bucket, n)
  select day, page, device, metric, bucket, count(*) from vital_samples
  where received_at >= since and received_at < upto
  group by 1, 2, 3, 4, 5
  on conflict (day, page, device, metric, bucket) do update set n = v.n + excluded.n;
  update rollup_state set until = upto;
  return upto;
end $$;

-- A deletion's rolled-up rows subtracted (a group may reach 0: the views skip it, retention removes it).
create or replace function rollups_deleted() returns trigger language plpgsql as $$
declare
  rolled timestamptz;
begin
  perform rollup_lock();
  select until into rolled from rollup_state;
  insert into event_daily as d (day, provider, event, origin, dim, value, n)
  select (r.received_at at time zone 'Asia/Colombo')::date, r.provider, r.event, rollup_key(r.origin), g.dim, rollup_key(g.value), -count(*)
  from deleted r
  cross join lateral (values ('', null), ('sub1', r.sub1), ('sub2', r.sub2), ('sub3', r.sub3), ('sub4', r.sub4),
    ('sub5', r.sub5), ('country', r.country), ('utm_source', r.utm_source), ('lang', r.lang)) as g(dim, value)
  where r.event is not null and r.received_at < rolled
  group by 1, 2, 3, 4, 5, 6
  on conflict (provider, dim, day, event, origin, value) do update set n = d.n + excluded.n;
  insert into vital_daily as v (day, page, device, metric, bucket, n)
  select (r.received_at at time zone 'Asia/Colombo')::date, rollup_key(r.data->>'page'), rollup_key(r.data->>'device'), r.data->>'metric',
         vital_bucket((r.data->>'value')::float8), -count(*)
  from deleted r
  where r.received_at < rolled and r.event = 'web_vital' and r.data->>'metric' in ('LCP', 'INP', 'CLS')
    and case when jsonb_typeof(r.data->'value') = 'number' then abs((r.data->>'value')::numeric) < 1e15 else false end
    and r.data->>'page' is not null and r.data->>'device' is not null
  group by 1, 2, 3, 4, 5
  on conflict (day, page, device, metric, bucket) do update set n = v.n + excluded.n;
  return null;
end $$;

create or replace function rollups_truncated() returns trigger language plpgsql as $$
begin
  truncate event_daily, vital_daily;
  return null;
end $$;

drop trigger if exists events_rollups_delete on events;
create trigger events_rollups_delete after delete on events referencing old table as deleted
  for each statement execute function rollups_deleted();
drop trigger if exists events_rollups_truncate on events;
create trigger events_rollups_truncate after truncate on events
  for each statement execute function rollups_truncated();
