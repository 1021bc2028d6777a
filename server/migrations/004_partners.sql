-- Partner accounts (affiliates whose provider id is on the lead), their postbacks and every
-- attempt at one, and where a lead was posted from (a partner may restrict its origins).

create table if not exists partners (
  provider_id     integer primary key,        -- the partner's providerId, as on leads and events
  name            text not null,
  postback_url    text,
  allowed_origins jsonb not null default '[]', -- empty: any origin may use this provider id
  key_hash        text not null unique,        -- SHA-256 of the API key (32 random bytes)
  postback_secret text not null,               -- AES-256-GCM under the server's partner key (server/partners/secret-box.ts)
  created_at      timestamptz not null default now(),
  key_rotated_at  timestamptz
);

-- One row per postback, keyed by what the partner sees as the idempotency key
-- ("<event>:<lead_id>:<status>"). The body is fixed when planned: every try sends the same bytes.
create table if not exists postbacks (
  postback_id text primary key,
  lead_id     text not null,
  provider_id integer not null,
  url         text not null,
  body        text not null,
  state       text not null default 'pending', -- pending | sending | sent | failed | dropped
  attempts    integer not null default 0,
  created_at  timestamptz not null default now(),
  done_at     timestamptz
);
create index if not exists postbacks_lead on postbacks (lead_id);

-- Every try: when, the answer's status (null: none in time), at most 1 KB of the answer.
create table if not exists postback_attempts (
  id            bigserial primary key,
  postback_id   text not null,
  lead_id       text not null,                  -- erased with the lead
  attempted_at  timestamptz not null default now(),
  outcome       text not null,                  -- delivered | refused | no_answer
  response_code integer,
  response_head text
);
create index if not exists postback_attempts_postback on postback_attempts (postback_id);

-- The Origin header of the request that posted the lead (null: none, e.g. a partner's server).
alter table leads add column if not exists origin text;
