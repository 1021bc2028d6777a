-- The lead's life after registration: attribution, language, status and phone verification; the
-- one-time codes; push messages and their deliveries; campaigns. Old leads keep working: every new
-- lead column is nullable or has a default. `if not exists` because the lender-status work adds
-- `status` too.

alter table leads add column if not exists provider integer;
alter table leads add column if not exists country integer;
alter table leads add column if not exists domain text;
alter table leads add column if not exists page text;
alter table leads add column if not exists lang text not null default 'si';
alter table leads add column if not exists status text not null default 'new';
alter table leads add column if not exists verified boolean not null default false;
alter table leads add column if not exists verified_at timestamptz;
create index if not exists leads_provider_created on leads (provider, created_at);
create index if not exists leads_created on leads (created_at);

-- The live code of a lead (one at a time: a new one replaces the old). Only its hash is kept.
create table if not exists otp_codes (
  lead_id     text primary key,
  code_hash   text not null,               -- HMAC-SHA256 of the code, keyed per code by `salt`
  salt        text not null,
  expires_at  timestamptz not null,
  wrong_tries integer not null default 0,
  created_at  timestamptz not null default now()
);

-- Every code sent: the per-lead hourly and global daily caps count these rows (all processes).
create table if not exists otp_sends (
  id      bigserial primary key,
  lead_id text not null,
  sent_at timestamptz not null default now()
);
create index if not exists otp_sends_lead on otp_sends (lead_id, sent_at);
create index if not exists otp_sends_time on otp_sends (sent_at);

create table if not exists campaigns (
  campaign_id text primary key,
  content     jsonb not null,               -- {"si": {"title", "body", "url"}, "en": {…}}
  audience    jsonb not null,               -- {"provider", "district", "from", "to"} as posted
  created_at  timestamptz not null default now()
);

-- One row per (message, token): its key is the delivery's idempotency key. A status change or a
-- campaign writes its rows in one transaction; the queue then sends each row at most once.
create table if not exists push_deliveries (
  delivery_id text primary key,             -- "<message_id>:<token hash>"
  message_id  text not null,                -- "status:<lead>:<webhook id>" or "campaign:<id>"
  campaign_id text,
  lead_id     text,
  status      text,                         -- the lead status the message tells, for status messages
  token       text not null,
  lang        text not null,
  state       text not null default 'pending', -- pending | sent | failed | unregistered
  attempts    integer not null default 0,
  fcm_name    text,                         -- FCM's message name on success
  error       text,
  created_at  timestamptz not null default now(),
  done_at     timestamptz
);
create index if not exists push_deliveries_campaign on push_deliveries (campaign_id);
create index if not exists push_deliveries_message on push_deliveries (message_id);
