-- Click-through binding (DESIGN "One lead, one truth"): a lender is tied to a lead by a delivery or
-- by POST /api/leads/{lead_id}/clicks with the lead's token, never by a browser's analytics event.
-- Today's bindings (an `offer_click` event naming the lead and one of the lender's offers) are kept
-- as clicks, so lenders' later states still count. A lead's erasure takes its clicks with it.
create table if not exists lead_clicks (
  lead_id    text not null references leads (lead_id) on delete cascade,
  lender_id  text not null,
  offer_id   text not null,
  clicked_at timestamptz not null default now(),
  primary key (lead_id, lender_id)
);

insert into lead_clicks (lead_id, lender_id, offer_id, clicked_at)
select distinct on (e.lead_id, o.offer->>'lender_id') e.lead_id, o.offer->>'lender_id', o.offer_id, e.received_at
  from events e
  join offers o on o.offer_id = e.data->>'offer_id'
  join leads l on l.lead_id = e.lead_id
 where e.event = 'offer_click' and e.lead_id is not null and o.offer->>'lender_id' is not null
 order by e.lead_id, o.offer->>'lender_id', e.received_at
on conflict do nothing;
