-- The operator console (/console/): its users, their sessions, the offers it edits, and the
-- indexes its leads table pages and searches with over hundreds of thousands of leads.

create table if not exists console_users (
  user_id       bigserial primary key,
  email         text not null unique,          -- lower-cased
  password_hash text not null,                 -- scrypt$N$r$p$salt$key (server/console/password.ts)
  role          text not null check (role in ('operator', 'partner')),
  provider_id   integer,                       -- partner users: the one partner they see
  created_by    text,
  created_at    timestamptz not null default now(),
  check ((role = 'partner') = (provider_id is not null))
);

create table if not exists console_sessions (
  session_hash text primary key,               -- SHA-256 of the cookie's value: a leaked table signs no one in
  user_id      bigint not null references console_users (user_id) on delete cascade,
  csrf_token   text not null,
  created_at   timestamptz not null default now(),
  last_seen_at timestamptz not null default now()
);
create index if not exists console_sessions_user on console_sessions (user_id);

-- Leads screen: filters on a date range, sorted by time; name search by prefix.
create index if not exists leads_status_created on leads (status, created_at);
create index if not exists leads_district_created on leads (district, created_at);
create index if not exists leads_name_prefix on leads (lower(full_name) text_pattern_ops);
create index if not exists leads_client on leads (client_id);

-- Offers as the console edits them (filled from content/offers.json at first start): the feeds and
-- /sl-feed serve the ones not retired, in `position` order.
create table if not exists offers (
  offer_id   text primary key,
  position   integer not null,
  offer      jsonb not null,                  -- validated with widgets/domain/offer.ts offerSchema
  retired_at timestamptz,
  updated_at timestamptz not null default now(),
  updated_by text
);
