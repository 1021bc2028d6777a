-- Consent receipts signed with Ed25519 (docs/lenders.md "Verifying a receipt"): each receipt's
-- `signature` (base64url, over the bytes of its hex `hash`) and the `key_id` of the key that made it;
-- neither is part of what `hash` covers. `consent_keys` keeps the public half of every key that ever
-- signed, so receipts signed before a rotation stay verifiable (`until_at` null: the current one).
--
-- Receipts stored before this migration hold the page path as sent and no signature. Masking the
-- page uses the events' masking code (common/personal-data.ts) and signing needs the private key,
-- which SQL has neither of: the server does both at its next start, once, right after migrating
-- (server/lenders/receipt-upgrade.ts): every unsigned receipt's page masked, the chain rebuilt from
-- the first receipt and signed, and an audit log entry `consent.receipts_signed` saying so. Until
-- then an unsigned receipt is never answered without that step having run (the server runs it
-- before it serves anything).
alter table consent_receipts add column if not exists signature text;
alter table consent_receipts add column if not exists key_id text;
-- finds the receipts the one-time step still has to do, without reading the whole chain
create index if not exists consent_receipts_unsigned on consent_receipts (seq) where signature is null;

create table if not exists consent_keys (
  key_id     text primary key,
  public_key text not null,              -- PEM (SubjectPublicKeyInfo)
  from_at    timestamptz not null,       -- when it started signing
  until_at   timestamptz                 -- when the next key took over; null for the current one
);
