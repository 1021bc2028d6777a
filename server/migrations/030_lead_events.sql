-- A lead's history (DESIGN "One lead, one truth"): each lead event once, with its actor and time.
-- `actor`: 'person', 'system', 'operator', 'lender:<id>' or 'partner:<id>' (never the person's
-- details); `data`: what the event needs (a lender id, a state, a reason), never personal data.
-- A person's erasure keeps only each event's type and time (lead_id, actor and data emptied).
create table if not exists lead_events (
  id       bigserial primary key,
  lead_id  text,                 -- null once the person was erased
  type     text not null,
  actor    text,
  at       timestamptz not null default now(),
  data     jsonb not null default '{}'::jsonb
);
create index if not exists lead_events_lead on lead_events (lead_id, id);

-- The history of the leads stored before it: their registration, verification and deliveries, as
-- far as the tables tell them.
insert into lead_events (lead_id, type, actor, at)
select lead_id, 'registered', 'person', created_at from leads where not exists (select 1 from lead_events);
insert into lead_events (lead_id, type, actor, at)
select lead_id, 'verified', 'person', verified_at from leads
 where verified and verified_at is not null and not exists (select 1 from lead_events where type = 'verified');
insert into lead_events (lead_id, type, actor, at, data)
select d.lead_id, 'delivered', 'system', coalesce(d.done_at, d.created_at), jsonb_build_object('lender_id', d.lender_id)
  from lender_deliveries d join leads l on l.lead_id = d.lead_id
 where d.state in ('sent', 'ready') and not exists (select 1 from lead_events where type = 'delivered');

-- Notices to the lenders that received a lead when the person withdraws consent or is erased: once
-- per lead, lender and event; pushed signed to the lender's delivery_url, and in its pull list.
-- They outlive the erasure of the lead: they name only its id, which the lender received with it
-- (as consent receipts do), so that a lender pulling later still learns which lead to erase.
create table if not exists lender_notices (
  notice_id   text primary key,               -- "<event>:<lead_id>:<lender_id>"
  lead_id     text not null,
  lender_id   text not null,
  event       text not null check (event in ('lead_withdrawn', 'lead_erased')),
  created_at  timestamptz not null default now(),
  state       text not null default 'pending', -- pending, sending, sent, failed, blocked, pull (no delivery_url)
  attempts    integer not null default 0,
  done_at     timestamptz,
  last_code   integer,
  last_error  text
);
create index if not exists lender_notices_lender on lender_notices (lender_id, created_at);
