-- leads (created_at) was indexed twice, as leads_created_at (002) and leads_created (003): every
-- registration paid for both. The older one stays.
drop index if exists leads_created;
