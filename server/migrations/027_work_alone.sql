-- Everyone can work alone (DESIGN.md):
--
-- 1. The development SMS outbox (SMS_OUTBOX=1, never in production): every SMS the server would
--    have sent through a gateway, listed at /console/outbox. Rows go after 24 hours (each write and
--    each read of the outbox deletes older ones).
create table if not exists sms_outbox (
  id bigserial primary key,
  phone text not null,
  message text not null,
  created_at timestamptz not null default now()
);
create index if not exists sms_outbox_created on sms_outbox (created_at);

-- 2. Replay sends a delivery now whatever its state: each replay starts a new run of the postback,
--    and only the jobs of the current run send it (a retry still queued from an older run finds the
--    run moved on and sends nothing: one delivery, one success).
alter table postbacks add column if not exists run integer not null default 0;
