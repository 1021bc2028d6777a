-- A cheaper insert per event (docs/scaling.md "Ingest"): the ingest's group commit is the one
-- statement every page view waits for, and on the embedded database it was most of the database
-- thread's work under load. Three costs of it go, no read slower for it:
--
-- 1. The events' total is no longer counted by a trigger on every insert (a statement trigger with
--    its transition table copies every inserted row). `row_counts` now holds the events received
--    before `rollup_state.until`: the roll that moves `until` adds them, a deletion subtracts those
--    it removes, retention those it drops; `event_total()` adds the events since, counted live
--    (minutes of them, by `events_received`). Exact, as before.
-- 2. `events_provider_received` is dropped: since the rollups (016, 019) no read goes to raw events
--    by partner; the partner figures read `event_counts`, whose live part is found by time.
-- 3. `events_event_received` (every event) becomes `events_vitals_received`, the web vitals only:
--    the exact percentiles of a range of times read it; the lender's reach by an offer click finds
--    the lead's events by `events_lead` (server/lenders/reach.ts).

drop trigger if exists events_counted_insert on events;

-- What the count held (every event) less what it no longer holds (the events not rolled yet).
update row_counts set n = n - (select count(*) from events where received_at >= (select until from rollup_state))
where table_name = 'events';

-- A deletion subtracts the rolled events it removed, under the rollups' lock (as rollups_deleted),
-- so that a roll and a deletion never both count or both miss an event.
create or replace function events_counted_deleted() returns trigger language plpgsql as $$
declare
  rolled timestamptz;
begin
  perform rollup_lock();
  select until into rolled from rollup_state;
  update row_counts set n = n - (select count(*) from deleted where received_at < rolled) where table_name = 'events';
  return null;
end $$;
drop trigger if exists events_counted_delete on events;
create trigger events_counted_delete after delete on events referencing old table as deleted
  for each statement execute function events_counted_deleted();

-- 016's roll, which now also adds the events it rolled to the count.
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
  update row_counts set n = n + (select count(*) from events where received_at >= since and received_at < upto)
  where table_name = 'events';
  update rollup_state set until = upto;
  return upto;
end $$;

-- 018's retention, which now subtracts only the dropped events the count held (all of them once
-- a roll has run; none before the first).
create or replace function drop_event_partitions(cutoff timestamptz) returns bigint language plpgsql as $$
declare
  p record;
  counted bigint;
  rolled bigint;
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
    execute format('select count(*), count(*) filter (where received_at < (select until from rollup_state)) from %I', p.name)
      into counted, rolled;
    update row_counts set n = n - rolled where table_name = 'events';
    delete from event_daily where day >= p.first_day and day < (p.first_day + interval '1 month')::date;
    delete from vital_daily where day >= p.first_day and day < (p.first_day + interval '1 month')::date;
    execute format('drop table %I', p.name);
    dropped := dropped + counted;
  end loop;
  return dropped;
end $$;

-- Every stored event: the rolled ones' count plus the events since. STABLE: both statements read
-- the calling query's snapshot, so a roll committing in between neither adds nor hides a minute.
create or replace function event_total() returns bigint language plpgsql stable as $$
declare
  since timestamptz;
  rolled bigint;
begin
  select s.until, c.n into since, rolled from rollup_state s, row_counts c where c.table_name = 'events';
  return rolled + (select count(*) from events where received_at >= since);
end $$;

drop index if exists events_provider_received;
drop index if exists events_event_received;
create index if not exists events_vitals_received on events (received_at) where event = 'web_vital';
