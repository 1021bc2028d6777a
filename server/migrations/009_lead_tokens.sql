-- A lead's proof of registration (docs/security.md "Proof of a lead"): the SHA-256 of each
-- lead_token POST /api/leads handed out, never the token itself. A double submit of the same lead
-- gets a token of its own and both stay valid, so whichever answer the browser kept proves it.
-- Erased with the lead (the cascade, and the erasure's sweep of every table with a lead_id).
create table if not exists lead_tokens (
  token_sha256 text primary key,
  lead_id      text not null references leads (lead_id) on delete cascade,
  created_at   timestamptz not null default now()
);
create index if not exists lead_tokens_lead on lead_tokens (lead_id);
