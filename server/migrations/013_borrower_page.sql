-- The borrower's page, /my/ (docs/borrower-page.md). A person signs in with their phone and an SMS
-- code. Codes and sends are keyed by the SHA-256 of the phone (E.164), so a phone nobody registered
-- leaves no number behind; sends older than a day are deleted (they only count the per-phone caps).
create table if not exists my_codes (
  phone_key   text primary key,
  code_hash   text not null,               -- HMAC-SHA256 of the code, keyed per code by `salt`
  salt        text not null,
  expires_at  timestamptz not null,
  wrong_tries integer not null default 0,
  created_at  timestamptz not null default now()
);

-- Every code asked for on /my/, known phone or not (an unknown phone counts against the same
-- caps); `sms` is whether an SMS went out (counted against SMS_DAILY_LIMIT).
create table if not exists my_code_sends (
  id        bigserial primary key,
  phone_key text not null,
  sms       boolean not null,
  sent_at   timestamptz not null default now()
);
create index if not exists my_code_sends_phone on my_code_sends (phone_key, sent_at);
create index if not exists my_code_sends_time on my_code_sends (sent_at);

-- Signed-in people: the SHA-256 of the `my_session` cookie, the phone it proved, its idle clock.
create table if not exists my_sessions (
  session_hash text primary key,
  phone        text not null,
  created_at   timestamptz not null default now(),
  last_seen_at timestamptz not null default now()
);
create index if not exists my_sessions_phone on my_sessions (phone);

-- Campaign message rules (server/push/message-rules.ts): when a campaign delivery passed them and
-- started, so a person's messages of the day and week can be counted; one past a person's caps is
-- recorded with state `capped` and not sent (one held by quiet hours or a Poya day stays `pending`).
alter table push_deliveries add column if not exists started_at timestamptz;
