-- Lead-side reads at volume (docs/scaling.md "Deep pages and large exports", "What is still counted
-- from rows"): indexes that answer from the index alone what grew with the table.

-- The console's leads table in its default order (created_at, then lead_id, either direction):
-- a numbered page deep in the list skips its rows in this index alone, then reads only the page's
-- rows (server/routes/console-leads.ts). It replaces the index on created_at alone (its prefix).
create index if not exists leads_created_lead on leads (created_at, lead_id);
drop index if exists leads_created_at;
drop index if exists leads_created;
-- The table's other sort columns likewise (each then lead_id), for a deep page sorted by them
-- without filters; a filtered list is read by its filter's index and sorts only what matched.
create index if not exists leads_amount_lead on leads (amount, lead_id);
create index if not exists leads_name_lead on leads (lower(full_name), lead_id);
create index if not exists leads_status_lead on leads (status, lead_id);
create index if not exists leads_district_lead on leads (district, lead_id);

-- The campaign report counts each campaign's deliveries by state from the index alone, instead of
-- reading every delivery row (a campaign's rows spread over the table as its messages go out).
-- It replaces the index on campaign_id alone (its prefix).
create index if not exists push_deliveries_campaign_state on push_deliveries (campaign_id, state);
drop index if exists push_deliveries_campaign;
