-- Security and personal data: idempotency keys of the job queue, lender accounts, the lead's
-- status (as the lender reports it), consent withdrawal, the data-subject audit log.
-- The queue's own tables live in schema `pgboss`, installed and upgraded by pg-boss itself.

-- One row per idempotency key ever sent (server/jobs): a second send with the key is a no-op.
-- Kept for a while after the job (the retention job prunes old keys).
create table if not exists job_keys (
  key        text primary key,
  queue      text not null,
  created_at timestamptz not null default now()
);
create index if not exists job_keys_created on job_keys (created_at);

-- Lenders who may change a lead's status through /webhook. Only a SHA-256 of the key is kept:
-- the key is 32 random bytes, so a fast hash is enough (no password to stretch).
create table if not exists lenders (
  lender_id    text primary key,
  name         text not null,
  key_hash     text not null unique,
  created_at   timestamptz not null default now(),
  key_rotated_at timestamptz
);

-- `if not exists`: the lead-lifecycle migration adds `status` too.
alter table leads add column if not exists status text not null default 'new';
-- Set when the person withdrew consent (data-subject call): no more pushes, postbacks or feed.
alter table leads add column if not exists consent_withdrawn_at timestamptz;
-- Which lender's key set a state (null: a browser pixel, which changes nothing).
alter table webhooks add column if not exists lender_id text;
create index if not exists events_client on events (client_id);
create index if not exists events_received on events (received_at);
create index if not exists leads_nic on leads (nic);
create index if not exists leads_created_at on leads (created_at);

-- Every data-subject call: who, when, what and how much — never the person's data (no phone,
-- NIC or lead id: the log must not become a second copy of what was erased).
create table if not exists audit_log (
  id        bigserial primary key,
  at        timestamptz not null default now(),
  actor     text not null,                 -- who: 'admin' (the admin token) or the operator named
  action    text not null,                 -- subject.find | subject.export | subject.correct | subject.withdraw | subject.erase
  lookup    text,                          -- by what: phone | nic | lead_id
  outcome   jsonb not null default '{}'    -- counts and field names only
);
create index if not exists audit_log_at on audit_log (at);
