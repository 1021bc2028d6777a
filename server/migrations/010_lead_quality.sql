-- Lead quality and partner payouts (docs/lead-quality-and-payouts.md).
-- `if not exists`: lender routing adds `quality` with the same definition.
alter table leads add column if not exists quality text not null default 'ok';
alter table leads add column if not exists quality_reasons jsonb not null default '[]';
alter table leads add column if not exists duplicate_of text;
-- The /24 (IPv4) or /48 (IPv6) the lead came from, for velocity_ip; null when the address was not
-- public (a proxy we do not see past, a test). Never the address itself.
alter table leads add column if not exists ip_network text;
create index if not exists leads_quality_created on leads (quality, created_at);
create index if not exists leads_ip_network_created on leads (ip_network, created_at) where ip_network is not null;

-- Keyed HMACs of a first lead's phone and NIC (server/quality/duplicates.ts): found by a later lead
-- within DUPLICATE_DAYS; erased with the lead (it has a lead_id column).
create table if not exists lead_identity_hashes (
  lead_id    text not null,
  kind       text not null,                  -- phone | nic
  hash       text not null,
  created_at timestamptz not null default now()
);
create index if not exists lead_identity_hashes_hash on lead_identity_hashes (hash, created_at);
create index if not exists lead_identity_hashes_lead on lead_identity_hashes (lead_id);

-- Operators' review decisions (the reason may speak of the person: erased with the lead).
create table if not exists lead_reviews (
  id         bigserial primary key,
  lead_id    text not null,
  decision   text not null check (decision in ('approve', 'reject')),
  reason     text not null,
  actor      text not null,
  decided_at timestamptz not null default now()
);
create index if not exists lead_reviews_lead on lead_reviews (lead_id);

-- A partner's payout ({"model": "cpl" | "cpa", "amount": LKR}) and where it is paid.
alter table partners add column if not exists payout jsonb;
alter table partners add column if not exists bank_account text;
alter table partners add column if not exists postback_method text not null default 'POST';

-- The payout ledger: append only. An entry (`entry_id`) is its rows; its state is its latest row.
-- It holds the lead id and nothing of the person, so erasure leaves it (server/retention.ts).
create table if not exists payout_ledger (
  row_id      bigserial primary key,
  entry_id    text not null,                 -- payout:<lead_id> | clawback:<lead_id>
  lead_ref    text not null,                 -- the lead's id (not `lead_id`: erasure keeps these rows)
  provider_id integer not null,
  kind        text not null check (kind in ('payout', 'clawback')),
  state       text not null check (state in ('pending', 'approved', 'paid', 'reversed')),
  amount      integer not null,              -- whole LKR; a clawback's is negative
  batch_id    text,                          -- the batch that paid it (state paid)
  reason      text not null,
  actor       text not null,
  at          timestamptz not null default now(),
  unique (entry_id, state)                   -- each state once: a repeated step adds nothing
);
create index if not exists payout_ledger_entry on payout_ledger (entry_id, row_id);
create index if not exists payout_ledger_provider on payout_ledger (provider_id, at);
create index if not exists payout_ledger_lead on payout_ledger (lead_ref);

-- A closed batch and its lines as they were paid: neither ever changes.
create table if not exists payout_batches (
  batch_id  text primary key,
  closed_at timestamptz not null default now(),
  closed_by text not null,
  entries   integer not null,
  total     integer not null
);
create table if not exists payout_batch_lines (
  batch_id     text not null references payout_batches (batch_id),
  provider_id  integer not null,
  partner_name text not null,
  bank_account text not null,
  amount       integer not null,
  entries      integer not null,
  reference    text not null,
  primary key (batch_id, provider_id)
);
