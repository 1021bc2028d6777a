-- Quotes (docs/lenders.md "Answering quote requests", DESIGN "Quotes"): a lender's quote_url, each
-- quote request (the loan need, never a name, phone, NIC, client id or address), each lender's
-- answer to it (the quote log, with why an answer was not shown), and the daily rollup of lenders'
-- outcomes that labels and odds read (server/quotes/outcomes.ts), so no request scans the leads.

alter table lenders add column if not exists quote_url text;   -- asked for quotes; signed with delivery_secret

-- The lead that used a quote request (written by the lead's code, DESIGN "Quotes"): declared here
-- so that the outcome rollup can tell a pre-approved delivery from another.
alter table leads add column if not exists quote_request_id text;
create index if not exists leads_quote_request on leads (quote_request_id) where quote_request_id is not null;

create table if not exists quote_requests (
  quote_request_id text primary key,
  created_at       timestamptz not null default now(),
  amount           bigint not null,
  term_days        integer not null,
  monthly_income   bigint not null,
  employment       text not null,
  district         text not null,
  birth_year       integer not null,
  lang             text not null
);
create index if not exists quote_requests_created on quote_requests (created_at);

-- One row per lender asked or listed for a request. outcome: shown | declined | late | refused
-- (a non-2xx answer or no connection) | blocked (the address is refused) | malformed | inconsistent
-- (figures that disagree with our loan arithmetic) | expiring (valid for less than 30 minutes) |
-- no_figures (refer without figures). reason: why, in words, never personal data.
create table if not exists quotes (
  quote_id         text primary key,
  quote_request_id text not null,
  lender_id        text not null,
  source           text not null check (source in ('quote', 'published')),
  outcome          text not null,
  reason           text,
  decision         text,
  label            text,
  apr              numeric,
  monthly_payment  bigint,
  fees             bigint,
  total_cost       bigint,
  valid_until      timestamptz,
  duration_ms      integer,
  created_at       timestamptz not null default now()
);
create index if not exists quotes_request on quotes (quote_request_id);
create index if not exists quotes_lender on quotes (lender_id, created_at);

-- Per lender and Colombo day of delivery, by the lead's amount band (0: ≤ 100,000; 1: ≤ 500,000;
-- 2: more) and income band (0: < 50,000; 1: < 150,000; 2: more): the leads delivered, how many
-- stood at approved or beyond at the end of the 14th Colombo day after delivery (`held`), and the
-- same for those the lender had pre-approved by quote. A day is rolled up once, when it is final.
create table if not exists lender_outcome_daily (
  lender_id         text     not null,
  day               date     not null,
  amount_band       smallint not null,
  income_band       smallint not null,
  delivered         integer  not null,
  held              integer  not null,
  pre_approved      integer  not null,
  pre_approved_held integer  not null,
  primary key (lender_id, day, amount_band, income_band)
);
create index if not exists lender_outcome_daily_day on lender_outcome_daily (day);

-- The last delivery day rolled up (one row).
create table if not exists lender_outcome_state (
  id       boolean primary key default true check (id),
  last_day date not null
);
