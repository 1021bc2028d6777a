-- Daily counts of the events (docs/scaling.md "Rollups"): per Colombo day, partner (provider as
-- sent, null without one), event type and origin, once in total (`dim` '') and once per value of
-- each grouping field (`dim` 'sub1'…'sub5', 'country', 'utm_source', 'lang'). Kept by the events' own statements: one
-- insert per group-commit batch adds that batch's counts, already aggregated; deletes (erasure,
-- retention) subtract theirs; a truncate empties it. So a sum over it equals a raw count of the
-- events, today included, and the partner figures read a few thousand rows instead of the month's
-- events (server/partners/figures.ts, the console's funnel).
create table if not exists event_daily (
  day      date   not null,
  provider text,
  event    text   not null,
  origin   text,
  dim      text   not null,
  value    text,
  n        bigint not null
);
-- One row per group: a null origin or value is a group of its own (nulls not distinct).
create unique index if not exists event_daily_key on event_daily (provider, dim, day, event, origin, value) nulls not distinct;
-- The operator's figures: every partner's totals of a range of days.
create index if not exists event_daily_dim_day on event_daily (dim, day);

-- A batch's groups, counted; the order keeps concurrent writers' row locks in one order (no
-- deadlock between two API processes' batches).
create or replace function event_daily_inserted() returns trigger language plpgsql as $$
begin
  insert into event_daily as d (day, provider, event, origin, dim, value, n)
  select (r.received_at at time zone 'Asia/Colombo')::date, r.provider, r.event, r.origin, g.dim, g.value, count(*)
  from inserted r
  cross join lateral (values ('', null), ('sub1', r.sub1), ('sub2', r.sub2), ('sub3', r.sub3), ('sub4', r.sub4),
    ('sub5', r.sub5), ('country', r.country), ('utm_source', r.utm_source), ('lang', r.lang)) as g(dim, value)
  where r.event is not null
  group by 1, 2, 3, 4, 5, 6
  order by 2, 5, 1, 3, 4, 6
  on conflict (provider, dim, day, event, origin, value) do update set n = d.n + excluded.n;
  return null;
end $$;

-- A delete's groups subtracted the same way (the unique index finds each row; a group may reach 0,
-- which the readers skip and retention removes).
create or replace function event_daily_deleted() returns trigger language plpgsql as $$
begin
  insert into event_daily as d (day, provider, event, origin, dim, value, n)
  select (r.received_at at time zone 'Asia/Colombo')::date, r.provider, r.event, r.origin, g.dim, g.value, -count(*)
  from deleted r
  cross join lateral (values ('', null), ('sub1', r.sub1), ('sub2', r.sub2), ('sub3', r.sub3), ('sub4', r.sub4),
    ('sub5', r.sub5), ('country', r.country), ('utm_source', r.utm_source), ('lang', r.lang)) as g(dim, value)
  where r.event is not null
  group by 1, 2, 3, 4, 5, 6
  order by 2, 5, 1, 3, 4, 6
  on conflict (provider, dim, day, event, origin, value) do update set n = d.n + excluded.n;
  return null;
end $$;

create or replace function event_daily_truncated() returns trigger language plpgsql as $$
begin
  truncate event_daily;
  return null;
end $$;

drop trigger if exists events_daily_insert on events;
create trigger events_daily_insert after insert on events referencing new table as inserted
  for each statement execute function event_daily_inserted();
drop trigger if exists events_daily_delete on events;
create trigger events_daily_delete after delete on events referencing old table as deleted
  for each statement execute function event_daily_deleted();
drop trigger if exists events_daily_truncate on events;
create trigger events_daily_truncate after truncate on events
  for each statement execute function event_daily_truncated();

-- The events stored before: counted once.
truncate event_daily;
insert into event_daily (day, provider, event, origin, dim, value, n)
select (r.received_at at time zone 'Asia/Colombo')::date, r.provider, r.event, r.origin, g.dim, g.value, count(*)
from events r
cross join lateral (values ('', null), ('sub1', r.sub1), ('sub2', r.sub2), ('sub3', r.sub3), ('sub4', r.sub4),
  ('sub5', r.sub5), ('country', r.country), ('utm_source', r.utm_source), ('lang', r.lang)) as g(dim, value)
where r.event is not null
group by 1, 2, 3, 4, 5, 6;
