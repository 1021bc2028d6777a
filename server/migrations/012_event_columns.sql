-- What the figures filter and group events by, as real columns instead of `data->>'…'` lookups
-- (docs/identity-and-events.md "Event columns"): filled by the ingest's insert
-- (server/events/routes/public.ts) from the event's fields as sent, and here for the events stored before.
-- `data` still holds the whole event. The indexed ids (provider, campaign_id, lead_id, delivery_id) stay empty
-- when longer than 200 characters (no partner, campaign or lead id is; a btree entry has a size limit).
alter table events
  add column if not exists provider    text,
  add column if not exists country     text,
  add column if not exists sub1        text,
  add column if not exists sub2        text,
  add column if not exists sub3        text,
  add column if not exists sub4        text,
  add column if not exists sub5        text,
  add column if not exists lang        text,
  add column if not exists origin      text,
  add column if not exists campaign_id text,
  add column if not exists lead_id     text,
  add column if not exists delivery_id text;

-- The events stored before, 10,000 at a time by event_id (PGlite holds a statement's work in memory).
do $$
declare
  done_to text := '';
  batch_to text;
begin
  loop
    select max(event_id) into batch_to from (select event_id from events where event_id > done_to order by event_id limit 10000) b;
    exit when batch_to is null;
    update events set
      provider = case when length(data->>'provider') <= 200 then data->>'provider' end,
      country = data->>'country', sub1 = data->>'sub1', sub2 = data->>'sub2', sub3 = data->>'sub3', sub4 = data->>'sub4',
      sub5 = data->>'sub5', lang = data->>'lang', origin = data->>'origin',
      campaign_id = case when length(data->>'campaign_id') <= 200 then data->>'campaign_id' end,
      lead_id = case when length(data->>'lead_id') <= 200 then data->>'lead_id' end,
      delivery_id = case when length(data->>'delivery_id') <= 200 then data->>'delivery_id' end
    where event_id > done_to and event_id <= batch_to;
    done_to := batch_to;
  end loop;
end $$;

-- Partner figures: a partner's (or every partner's) page views and offer clicks by day, and what
-- they are grouped by, read from the index alone (an index-only scan: a partner's events are spread
-- over the whole table, so reading their rows read most of it). Web vitals: one event type by day.
-- Each index costs every insert: the funnel's columns are not included (README "Scale").
create index if not exists events_provider_received on events (provider, received_at)
  include (event, origin, sub1, sub2, sub3, sub4, sub5) where provider is not null;
create index if not exists events_event_received on events (event, received_at);
-- A person's events by their leads (data-subject calls, erasure).
create index if not exists events_lead on events (lead_id) where lead_id is not null;
-- The campaign report counts distinct clicked messages from this index alone (event_id included:
-- a click without a delivery_id counts by its own id); with `event` only included, the planner
-- combined it with events_event_received and read the rows.
create index if not exists events_campaign on events (campaign_id, event) include (delivery_id, event_id)
  where campaign_id is not null;

-- Rows stored per table, kept by the writes themselves, for exact totals without counting
-- millions of rows (GET /api/admin/stats). Statement-level: one update per group-commit batch.
create table if not exists row_counts (
  table_name text primary key,
  n          bigint not null
);
insert into row_counts (table_name, n) select 'events', count(*) from events
  on conflict (table_name) do update set n = excluded.n;

create or replace function row_counts_inserted() returns trigger language plpgsql as $$
begin
  update row_counts set n = n + (select count(*) from inserted) where table_name = TG_TABLE_NAME;
  return null;
end $$;
create or replace function row_counts_deleted() returns trigger language plpgsql as $$
begin
  update row_counts set n = n - (select count(*) from deleted) where table_name = TG_TABLE_NAME;
  return null;
end $$;
create or replace function row_counts_truncated() returns trigger language plpgsql as $$
begin
  update row_counts set n = 0 where table_name = TG_TABLE_NAME;
  return null;
end $$;

drop trigger if exists events_counted_insert on events;
create trigger events_counted_insert after insert on events referencing new table as inserted
  for each statement execute function row_counts_inserted();
drop trigger if exists events_counted_delete on events;
create trigger events_counted_delete after delete on events referencing old table as deleted
  for each statement execute function row_counts_deleted();
drop trigger if exists events_counted_truncate on events;
create trigger events_counted_truncate after truncate on events
  for each statement execute function row_counts_truncated();
