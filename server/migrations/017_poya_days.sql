-- Poya days as data (server/push/poya-days.ts, docs/borrower-page.md "Poya days"): no campaign
-- message goes on a listed day; operators keep the list (console "Poya days", the admin API) from
-- the government gazette, the authority. Seeded with the 2026 days Sri Lanka declared that we could
-- confirm; past the list's last day the astronomical full moon in Asia/Colombo stands in.
create table if not exists poya_days (
  day      date primary key,
  note     text not null default '',      -- e.g. the gazette it comes from
  added_by text not null,                 -- the console actor, or 'seed'
  added_at timestamptz not null default now()
);

insert into poya_days (day, note, added_by) values
  ('2026-01-02', '2026 public-holiday lists', 'seed'),
  ('2026-02-01', '2026 public-holiday lists', 'seed'),
  ('2026-03-03', '2026 public-holiday lists', 'seed'),
  ('2026-04-01', '2026 public-holiday lists', 'seed'),
  ('2026-05-01', '2026 public-holiday lists', 'seed'),
  ('2026-06-29', '2026 public-holiday lists', 'seed'),
  ('2026-07-29', '2026 public-holiday lists', 'seed'),
  ('2026-08-27', '2026 public-holiday lists', 'seed'),
  ('2026-09-26', '2026 public-holiday lists', 'seed'),
  ('2026-10-25', '2026 public-holiday lists', 'seed')
on conflict (day) do nothing;
