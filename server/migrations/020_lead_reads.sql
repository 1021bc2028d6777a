-- Lead-side reads at volume (docs/scaling.md "Deep pages and large exports", "What is still counted
-- from rows"): indexes that answer from the index alone what grew with the table.

-- The console's leads table in its default order (created_at, then lead_id, either direction):
-- a numbered page deep in the list skips its rows in this index alone, then reads only the page's
-- rows (server/leads/routes/console.ts). It replaces the index on created_at alone (its prefix).
create index if not exists leads_created_lead on leads (created_at, lead_id);
drop index if exists leads_created_at;
drop index if exists leads_created;
-- The table's other sort columns likewise (each then lead_id), for a deep page sorted by them
-- without filters; a filtered list is read by its filter's index and sorts only what matched.
create index if not exists leads_amount_lead on leads (amount, lead_id);
create index if not exists leads_name_lead on leads (lower(full_name), lead_id);
create index if not exists leads_status_lead on leads (status, lead_id);
create index if not exists leads_district_lead on leads (district, lead_id);

-- Each campaign's deliveries by state, kept by the deliveries' own writes (statement-level: one
-- upsert per statement, none when no state changed), so the campaign report reads a few rows per
-- campaign instead of every delivery (server/push/campaigns.ts). Exact: every insert, update,
-- delete and truncate of push_deliveries passes through these triggers; server/push/campaign-counts.test.ts
-- compares them with a raw count after random writes. Rows are upserted in (campaign_id, state)
-- order, so two statements never wait on each other's rows in opposite orders.
create table if not exists campaign_delivery_counts (
  campaign_id text not null,
  state       text not null,
  n           bigint not null,
  primary key (campaign_id, state)
);
insert into campaign_delivery_counts (campaign_id, state, n)
  select campaign_id, state, count(*) from push_deliveries where campaign_id is not null group by campaign_id, state
  on conflict (campaign_id, state) do update set n = excluded.n;

create or replace function campaign_deliveries_inserted() returns trigger language plpgsql as $$
begin
  insert into campaign_delivery_counts (campaign_id, state, n)
    select campaign_id, state, count(*) from inserted where campaign_id is not null
    group by campaign_id, state order by campaign_id, state
  on conflict (campaign_id, state) do update set n = campaign_delivery_counts.n + excluded.n;
  return null;
end $$;
create or replace function campaign_deliveries_updated() returns trigger language plpgsql as $$
begin
  insert into campaign_delivery_counts (campaign_id, state, n)
    select campaign_id, state, sum(n) from (
      select campaign_id, state, 1 as n from updated where campaign_id is not null
      union all
      select campaign_id, state, -1 as n from replaced where campaign_id is not null
    ) d
    group by campaign_id, state having sum(n) <> 0 order by campaign_id, state
  on conflict (campaign_id, state) do update set n = campaign_delivery_counts.n + excluded.n;
  return null;
end $$;
create or replace function campaign_deliveries_deleted() returns trigger language plpgsql as $$
begin
  insert into campaign_delivery_counts (campaign_id, state, n)
    select campaign_id, state, -count(*) from deleted where campaign_id is not null
    group by campaign_id, state order by campaign_id, state
  on conflict (campaign_id, state) do update set n = campaign_delivery_counts.n + excluded.n;
  return null;
end $$;
create or replace function campaign_deliveries_truncated() returns trigger language plpgsql as $$
begin
  delete from campaign_delivery_counts;
  return null;
end $$;
drop trigger if exists push_deliveries_counted_insert on push_deliveries;
create trigger push_deliveries_counted_insert after insert on push_deliveries referencing new table as inserted
  for each statement execute function campaign_deliveries_inserted();
drop trigger if exists push_deliveries_counted_update on push_deliveries;
create trigger push_deliveries_counted_update after update on push_deliveries referencing old table as replaced new table as updated
  for each statement execute function campaign_deliveries_updated();
drop trigger if exists push_deliveries_counted_delete on push_deliveries;
create trigger push_deliveries_counted_delete after delete on push_deliveries referencing old table as deleted
  for each statement execute function campaign_deliveries_deleted();
drop trigger if exists push_deliveries_counted_truncate on push_deliveries;
create trigger push_deliveries_counted_truncate after truncate on push_deliveries
  for each statement execute function campaign_deliveries_truncated();
