-- Lenders with delivery rules, the consent versions that name them, each lead's consent receipt
-- (hash-chained), deliveries of leads to lenders and their returns (docs/lenders.md).

-- Lead quality is built in another branch; routing reads it, so it is declared here too.
alter table leads add column if not exists quality text not null default 'ok';

alter table lenders add column if not exists delivery_url text;
alter table lenders add column if not exists delivery_secret text;          -- sealed like postback secrets (server/partners/secret-box.ts)
alter table lenders add column if not exists rules jsonb;                    -- null: takes no deliveries (clicks only)
alter table lenders add column if not exists active boolean not null default true;

-- Every consent wording ever served: its version, texts and the lenders it named. The current one
-- has current_until null; a version is accepted until 24 hours after it stopped being current.
create table if not exists consent_versions (
  version       text primary key,
  texts         jsonb not null,                -- {"text": {si, en, ta}, "marketing": {si, en, ta}}
  lenders       jsonb not null,                -- [{"lender_id", "name"}] in the order shown
  current_from  timestamptz not null,
  current_until timestamptz
);

-- One per consent given, chained: hash = sha256(prev_hash + "\n" + JSON of the other fields).
-- No personal data: erasure leaves these rows (server/retention.ts skips the table).
create table if not exists consent_receipts (
  seq         bigserial unique,
  receipt_id  text primary key,
  lead_id     text not null,
  version     text not null,
  text_sha256 text not null,
  lenders     jsonb not null,
  given_at    text not null,
  page        text,
  lang        text not null,
  prev_hash   text not null,
  hash        text not null
);
create index if not exists consent_receipts_lead on consent_receipts (lead_id);

-- A lead given to a lender: one row per (lead, lender). state: pending | sending | sent | ready
-- (pull only) | failed | blocked. colombo_day counts the lender's daily cap.
create table if not exists lender_deliveries (
  delivery_id  text primary key,               -- "<lead_id>:<lender_id>"
  lead_id      text not null,
  lender_id    text not null,
  state        text not null,
  attempts     integer not null default 0,
  receipt_id   text,
  created_at   timestamptz not null,
  colombo_day  date not null,
  done_at      timestamptz,
  last_code    integer,
  last_error   text
);
create index if not exists lender_deliveries_lender on lender_deliveries (lender_id, created_at);
create index if not exists lender_deliveries_lead on lender_deliveries (lead_id);

-- A lender's return of a lead it received (at most one per lead and lender).
create table if not exists lender_returns (
  lead_id     text not null,
  lender_id   text not null,
  reason      text not null,
  returned_at timestamptz not null,
  primary key (lead_id, lender_id)
);
