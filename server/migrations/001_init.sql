-- Naya's first schema: analytics events, leads, webhook state changes, push tokens.

create table if not exists events (
  event_id     text primary key,           -- unique: a retried event is stored once
  event        text,
  client_id    text,
  session_id   text,
  domain       text,
  referer      text,
  utm_source   text,
  utm_medium   text,
  utm_campaign text,
  utm_content  text,
  utm_term     text,
  data         jsonb not null,             -- the whole payload as received (lead data removed)
  received_at  timestamptz not null default now()
);

create table if not exists leads (
  lead_id          text primary key,
  full_name        text not null,
  phone            text not null,           -- E.164
  nic              text not null,           -- normalised
  nic_birth_date   date not null,
  email            text,
  amount           integer not null,
  term_days        integer not null,
  monthly_income   bigint not null,
  employment       text not null,
  district         text not null,
  purpose          text,
  consent          boolean not null,
  consent_at       timestamptz not null,
  consent_version  text not null,
  marketing_opt_in boolean not null default false,
  client_id        text,
  session_id       text,
  utm_source       text,
  utm_medium       text,
  utm_campaign     text,
  utm_content      text,
  utm_term         text,
  created_at       timestamptz not null default now()
);
-- The double-submit check looks up the same visitor's same phone in the last minutes.
create index if not exists leads_phone_created on leads (phone, created_at);

create table if not exists webhooks (
  id          bigserial primary key,
  lead_id     text not null,
  state_type  text not null,
  data        jsonb not null,              -- every form field as received
  received_at timestamptz not null default now()
);
create index if not exists webhooks_lead on webhooks (lead_id);

create table if not exists push_tokens (
  token        text primary key,
  lead_id      text,
  ga_client_id text,
  domain       text,
  country      text,
  provider     text,
  utm_source   text,
  utm_medium   text,
  utm_campaign text,
  utm_content  text,
  utm_term     text,
  created_at   timestamptz not null default now(),
  updated_at   timestamptz not null default now()
);
create index if not exists push_tokens_lead on push_tokens (lead_id);
