-- A lead built from quotes (DESIGN "Quotes"): the lenders the person chose, in the order they were
-- shown (their lender ids), next to the quote request it used (migration 029). Only the chosen
-- receive such a lead (server/lenders/routing.ts).
alter table leads add column if not exists chosen text[];

-- The exact consent text of a receipt whose words are not its version's: a lead from quotes agrees
-- to the version's wording naming only the chosen lenders. Null: the version's text in the
-- receipt's language. Lender names only, nothing personal; text_sha256 is its hash.
alter table consent_receipts add column if not exists text text;
