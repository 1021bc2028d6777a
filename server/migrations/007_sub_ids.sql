-- A partner's own sub-IDs (sub1…sub5: up to 64 of A-Z a-z 0-9 . _ -), from its page config or
-- the page's URL: the lead keeps them, and partner figures, leads and postbacks report them.
-- Events carry them in `data` as sent.
alter table leads add column if not exists sub1 text;
alter table leads add column if not exists sub2 text;
alter table leads add column if not exists sub3 text;
alter table leads add column if not exists sub4 text;
alter table leads add column if not exists sub5 text;
