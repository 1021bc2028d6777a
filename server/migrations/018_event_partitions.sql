-- Events partitioned by month (docs/scaling.md "Partitioning"): one partition per Asia/Colombo
-- calendar month of `received_at` (`events_2026_11`), so a month's rows are the rollups' days of that
-- month exactly, and retention drops a month's table instead of deleting its rows one by one
-- (server/event-partitions.ts). A default partition takes any event whose month has no partition
-- yet, so no event is ever refused for one; creating that month's partition moves them into it.
--
-- `event_id` stays unique without a primary key (a unique key of a partitioned table must contain
-- the partition key, and a re-sent event arrives with a later `received_at`): `event_ids` holds the
-- ids received in the last EVENT_ID_DAYS (30) days, and the ingest's insert stores an event only
-- when its id is new there (server/events/routes/public.ts). The loader re-sends an unsent event for at
-- most 7 days (loader/constants.ts EVENT_QUEUE_DAYS), so every re-send still finds its id.
--
-- Existing events are copied into the partitioned table 10,000 at a time (PGlite holds a
-- statement's work in memory); their count, rollups and `row_counts` stay as they were.

-- The views name the table itself, not its name: rebuilt below over the new one.
drop view if exists event_counts, vital_counts, event_groups, vital_samples;

alter table events rename to events_unpartitioned;
drop index if exists events_client, events_received, events_provider_received, events_event_received, events_lead, events_campaign;

create table events (like events_unpartitioned including defaults including constraints) partition by range (received_at);
create table events_default partition of events default;

-- Recent ids: the ingest's dedup key. No index on received_at: the daily prune reads it whole.
create table event_ids (
  event_id    text primary key,
  received_at timestamptz not null default now()
);

-- Creates the partition of the Colombo month starting at `month_start` (a local midnight) unless it
-- exists, moving into it the rows the default partition took for that month; true when created.
create or replace function create_event_partition(month_start timestamp) returns boolean language plpgsql as $$
declare
  name text := 'events_' || to_char(month_start, 'YYYY_MM');
  lo timestamptz := month_start at time zone 'Asia/Colombo';
  hi timestamptz := (month_start + interval '1 month') at time zone 'Asia/Colombo';
  moved bigint;
begin
  if to_regclass(name) is not null then return false; end if;
  -- The parent's strongest lock first, the one attaching (and dropping) ends up needing: taken
  -- later, after a partition's, a reader holding the parent and waiting for that partition would
  -- deadlock with it. Readers and the ingest wait for this transaction (moments, once a month),
  -- and no insert reaches the default for this month between the move and the attach.
  lock table events in access exclusive mode;
  execute format('create table %I (like events including defaults including constraints)', name);
  -- a plain move between the partitions themselves: the parent's triggers (counts, rollups) do not
  -- fire, and the events' count and rollups stay right
  loop
    execute format('with m as (delete from events_default where ctid = any (array(select ctid from events_default
      where received_at >= $1 and received_at < $2 limit 10000)) returning *) insert into %I select * from m', name) using lo, hi;
    get diagnostics moved = row_count;
    exit when moved = 0;
  end loop;
  execute format('alter table events attach partition %I for values from (%L) to (%L)', name, lo, hi);
  return true;
end $$;

-- The partitions of every Colombo month from the one holding `from_at` to the one holding `to_at`;
-- resolves how many were created.
create or replace function create_event_partitions(from_at timestamptz, to_at timestamptz) returns int language plpgsql as $$
declare
  m timestamp := date_trunc('month', from_at at time zone 'Asia/Colombo');
  made int := 0;
begin
  while m <= to_at at time zone 'Asia/Colombo' loop
    if create_event_partition(m) then made := made + 1; end if;
    m := m + interval '1 month';
  end loop;
  return made;
end $$;

-- Retention: drops the month partitions that start before `cutoff`, with the rollups' rows of
-- their days (nothing else counted those days: a partition holds its Colombo days whole) and their
-- rows' share of `row_counts`; resolves the number of events dropped. The parent's lock first (as
-- above); it also waits for a roll that is reading events, and a roll waits for it, so a roll never
-- counts a dropped month (the rollups' advisory lock is not taken: a roll holding it waits for
-- the events, and taking it here would deadlock with that).
create or replace function drop_event_partitions(cutoff timestamptz) returns bigint language plpgsql as $$
declare
  p record;
  counted bigint;
  dropped bigint := 0;
begin
  for p in
    select c.relname as name, to_date(substr(c.relname, 8), 'YYYY_MM') as first_day
    from pg_inherits i join pg_class c on c.oid = i.inhrelid
    where i.inhparent = 'events'::regclass and c.relname ~ '^events_[0-9]{4}_[0-9]{2}$'
    order by c.relname
  loop
    continue when p.first_day::timestamp at time zone 'Asia/Colombo' >= cutoff;
    lock table events in access exclusive mode;
    execute format('select count(*) from %I', p.name) into counted;
    update row_counts set n = n - counted where table_name = 'events';
    delete from event_daily where day >= p.first_day and day < (p.first_day + interval '1 month')::date;
    delete from vital_daily where day >= p.first_day and day < (p.first_day + interval '1 month')::date;
    execute format('drop table %I', p.name);
    dropped := dropped + counted;
  end loop;
  return dropped;
end $$;

-- Every month the old rows span, and this one and the next (the daily job keeps one month ahead).
select create_event_partitions(coalesce(min(received_at), now()), greatest(coalesce(max(received_at), now()), now() + interval '1 month'))
from events_unpartitioned;

do $$
declare
  done_to text := '';
  batch_to text;
begin
  loop
    select max(event_id) into batch_to from (select event_id from events_unpartitioned where event_id > done_to order by event_id limit 10000) b;
    exit when batch_to is null;
    insert into events select * from events_unpartitioned where event_id > done_to and event_id <= batch_to;
    insert into event_ids (event_id, received_at) select event_id, received_at from events_unpartitioned
      where event_id > done_to and event_id <= batch_to and received_at >= now() - interval '30 days';
    done_to := batch_to;
  end loop;
end $$;

drop table events_unpartitioned;

-- The indexes of 002 and 012, now on every partition (one index per partition, built here and
-- when a partition is attached). Nothing reads events by event_id alone: event_ids answers that.
create index events_client on events (client_id);
create index events_received on events (received_at);
create index events_provider_received on events (provider, received_at)
  include (event, origin, sub1, sub2, sub3, sub4, sub5) where provider is not null;
create index events_event_received on events (event, received_at);
create index events_lead on events (lead_id) where lead_id is not null;
create index events_campaign on events (campaign_id, event) include (delivery_id, event_id) where campaign_id is not null;

-- The triggers of 012 and 016 on the partitioned table: statement-level, so they fire once per
-- statement on `events` whichever partitions its rows are in (not for statements on a partition).
create trigger events_counted_insert after insert on events referencing new table as inserted
  for each statement execute function row_counts_inserted();
create trigger events_counted_delete after delete on events referencing old table as deleted
  for each statement execute function row_counts_deleted();
create trigger events_counted_truncate after truncate on events
  for each statement execute function row_counts_truncated();
create trigger events_rollups_delete after delete on events referencing old table as deleted
  for each statement execute function rollups_deleted();
create trigger events_rollups_truncate after truncate on events
  for each statement execute function rollups_truncated();

-- Emptying the events starts over: their ids go too, so the same ids may be stored again.
create or replace function event_ids_truncated() returns trigger language plpgsql as $$
begin
  truncate event_ids;
  return null;
end $$;
create trigger events_ids_truncate after truncate on events
  for each statement execute function event_ids_truncated();

-- The views of 016, as they were.
create view event_groups as
  select e.received_at, (e.received_at at time zone 'Asia/Colombo')::date as day, e.provider, e.event,
         rollup_key(e.origin) as origin, g.dim, rollup_key(g.value) as value
  from events e
  cross join lateral (values ('', null), ('sub1', e.sub1), ('sub2', e.sub2), ('sub3', e.sub3), ('sub4', e.sub4),
    ('sub5', e.sub5), ('country', e.country), ('utm_source', e.utm_source), ('lang', e.lang)) as g(dim, value)
  where e.event is not null;
create view vital_samples as
  select e.received_at, (e.received_at at time zone 'Asia/Colombo')::date as day, rollup_key(e.data->>'page') as page,
         rollup_key(e.data->>'device') as device, e.data->>'metric' as metric, vital_bucket((e.data->>'value')::float8) as bucket
  from events e
  where e.event = 'web_vital' and e.data->>'metric' in ('LCP', 'INP', 'CLS')
    and case when jsonb_typeof(e.data->'value') = 'number' then abs((e.data->>'value')::numeric) < 1e15 else false end
    and e.data->>'page' is not null and e.data->>'device' is not null;
create view event_counts as
  select day, provider, event, origin, dim, value, n from event_daily where n <> 0
  union all
  select day, provider, event, origin, dim, value, 1 from event_groups where received_at >= (select until from rollup_state);
create view vital_counts as
  select day, page, device, metric, bucket, n from vital_daily where n <> 0
  union all
  select day, page, device, metric, bucket, 1 from vital_samples where received_at >= (select until from rollup_state);
