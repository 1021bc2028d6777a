-- Postback tools (docs/partners-api.md): a partner's postbacks may be GET requests with macros in
-- the URL; each attempt keeps how long it took and when the next one is due, for the delivery log.
alter table partners add column if not exists postback_method text not null default 'POST'; -- POST | GET
alter table postbacks add column if not exists method text not null default 'POST';
alter table postback_attempts add column if not exists duration_ms integer;
alter table postback_attempts add column if not exists next_attempt_at timestamptz;
create index if not exists postbacks_provider_created on postbacks (provider_id, created_at);
