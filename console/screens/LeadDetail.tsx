// One lead (operators; the view is audited): its fields and consent, the quotes its person saw and
// chose (lead/Quotes.tsx), the lenders it reached with
// the deliveries and its consent receipt, lender webhooks, the visitor's events, push tokens and
// deliveries, and postbacks — each list on the shared table with its CSV.
import { useState } from 'react';
import { Link } from '../nav';
import { useApi } from '../state/query';
import { Lenders } from './lead/Lenders';
import { Quotes } from './lead/Quotes';
import { underway, Postbacks, type Postback } from './lead/Postbacks';
import { cell, Section, type Row } from './lead/Section';

interface Detail {
  lead: Row;
  consent: Row;
  lead_events: Row[];
  history: Row[];
  events: Row[];
  push_tokens: Row[];
  push_deliveries: Row[];
  postbacks: Postback[] | null;
}

function Fields({ title, values }: { title: string; values: Row }) {
  return (
    <section>
      <h2>{title}</h2>
      <dl className="fields">
        {Object.entries(values).map(([k, v]) => (
          <div key={k}>
            <dt>{k}</dt>
            <dd>{cell(k, v)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

const WATCH_MS = 30_000;

export function LeadDetail({ id }: { id: string }) {
  // After "retry now": read the lead again each second while a postback is under way (at most 30 s).
  const [watchUntil, setWatchUntil] = useState(0);
  const detail = useApi<Detail>(`/api/console/leads/${encodeURIComponent(id)}`, {
    refetchInterval: (d) => (Date.now() < watchUntil && underway(d?.postbacks) ? 1000 : false),
  });
  const data = detail.data;
  return (
    <>
      <p>
        <Link to="leads">← All leads</Link>
      </p>
      <h1>Lead {id}</h1>
      {detail.error && (
        <p className="error" role="alert">
          {detail.error.message}
        </p>
      )}
      {detail.isLoading && <p role="status">Loading the lead…</p>}
      {data && (
        <>
          <Fields title="Fields" values={data.lead} />
          <Fields title="Consent" values={data.consent} />
          <Section leadId={id} section="lead_events" title="History" rows={data.lead_events} />
          <Quotes leadId={id} />
          <Lenders leadId={id} />
          <Section leadId={id} section="history" title="Status history (lender webhooks)" rows={data.history} />
          <Section leadId={id} section="events" title="The visitor's events" rows={data.events} />
          <Section leadId={id} section="push_tokens" title="Push tokens" rows={data.push_tokens} />
          <Section leadId={id} section="push_deliveries" title="Push deliveries" rows={data.push_deliveries} />
          <Postbacks leadId={id} rows={data.postbacks} onRetried={() => setWatchUntil(Date.now() + WATCH_MS)} />
        </>
      )}
    </>
  );
}
