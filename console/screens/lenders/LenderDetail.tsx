// One lender (/console/lenders/<id>): its rules to change, a new API key (shown once), today's
// deliveries (state, attempts) and returns (reason codes), Asia/Colombo's day, and its quotes: the
// accuracy of its pre-approvals and its quote log (Quotes.tsx).
import { useState } from 'react';
import type { LenderRecord } from '../../../common/console-lists';
import { deliveryMode } from '../../../common/console-lists';
import { when } from '../../format';
import { Link } from '../../nav';
import { useApi, useChange } from '../../state/query';
import { DataTable } from '../../table/DataTable';
import type { Column } from '../../table/use-data-table';
import { LenderForm } from './LenderForm';
import { LenderQuotes } from './Quotes';

interface Delivery {
  delivery_id: string;
  lead_id: string;
  state: string;
  attempts: number;
  delivered_at: string;
  done_at: string | null;
  last_code: number | null;
}
interface Return {
  lead_id: string;
  reason: string;
  returned_at: string;
}
interface Day {
  day: string;
  deliveries: Delivery[];
  returns: Return[];
}

const lead = (id: string) => <Link to={`leads/${encodeURIComponent(id)}`}>{id}</Link>;

const DELIVERIES: Column<Delivery>[] = [
  { id: 'delivered_at', header: 'Routed', cell: (d) => when(d.delivered_at) },
  { id: 'lead_id', header: 'Lead', cell: (d) => lead(d.lead_id) },
  { id: 'state', header: 'Status' },
  { id: 'attempts', header: 'Attempts', numeric: true },
  { id: 'last_code', header: 'Last answer', numeric: true },
  { id: 'done_at', header: 'Done', cell: (d) => when(d.done_at) },
];
const RETURNS: Column<Return>[] = [
  { id: 'returned_at', header: 'Returned', cell: (r) => when(r.returned_at) },
  { id: 'lead_id', header: 'Lead', cell: (r) => lead(r.lead_id) },
  { id: 'reason', header: 'Reason' },
];

export function LenderDetail({ id }: { id: string }) {
  const lenders = useApi<LenderRecord[]>('/api/console/lenders');
  const base = `/api/console/lenders/${encodeURIComponent(id)}`;
  const day = useApi<Day>(`${base}/deliveries`);
  const change = useChange(['/api/console/lenders']);
  const rekey = useChange<{ api_key: string }>(['/api/console/lenders']);
  const [saved, setSaved] = useState(false);
  const lender = lenders.data?.find((l) => l.lender_id === id);
  if (lenders.error)
    return (
      <p className="error" role="alert">
        Could not load the lenders: {lenders.error.message}
      </p>
    );
  if (!lenders.data) return <p role="status">Loading the lender…</p>;
  if (!lender)
    return (
      <>
        <h1>No such lender</h1>
        <p>
          No lender has the id {id}. <Link to="lenders">All lenders</Link>
        </p>
      </>
    );
  const cap = lender.today.daily_cap;
  return (
    <>
      <p>
        <Link to="lenders">← All lenders</Link>
      </p>
      <h1>{lender.name}</h1>
      <p>
        {lender.active ? 'Active' : 'Inactive'}; leads by {deliveryMode(lender)}; {lender.today.deliveries} delivered today
        {cap !== null && ` of a daily cap of ${cap}`}; {lender.returns} returned in all. Lender id <code>{lender.lender_id}</code>.
      </p>
      <h2>Today ({day.data?.day ?? '…'}, Asia/Colombo)</h2>
      <h3>Deliveries</h3>
      <DataTable
        label="deliveries today"
        prefix="d."
        columns={DELIVERIES}
        rows={day.data?.deliveries}
        error={day.error}
        defaultSort={{ id: 'delivered_at', dir: 'desc' }}
        noun={['delivery', 'deliveries']}
        empty="No delivery today."
      />
      <h3>Returns</h3>
      <DataTable
        label="returns today"
        prefix="r."
        columns={RETURNS}
        rows={day.data?.returns}
        error={day.error}
        defaultSort={{ id: 'returned_at', dir: 'desc' }}
        noun={['return', 'returns']}
        empty="No return today."
      />
      <LenderQuotes id={lender.lender_id} />
      <h2>Rules</h2>
      {saved && change.isSuccess && <p role="status">The changes are saved.</p>}
      <LenderForm
        label={`Change ${lender.name}`}
        lender={lender}
        send={(body) => {
          setSaved(false);
          return change.mutateAsync({ path: base, method: 'PATCH', body });
        }}
        onDone={() => setSaved(true)}
      />
      <h2>API key</h2>
      <p>Issued {when((lender.key_rotated_at as string | null) ?? (lender.created_at as string))}.</p>
      {rekey.data && (
        <p role="status" className="secret">
          New API key of {lender.name} (shown only now): <code>{rekey.data.api_key}</code>
        </p>
      )}
      {rekey.error && (
        <p className="error" role="alert">
          {rekey.error.message}
        </p>
      )}
      <button
        type="button"
        onClick={() => {
          if (window.confirm(`Give ${lender.name} a new API key? The current key stops working at once.`))
            rekey.mutate({ path: `${base}/key` });
        }}
      >
        New API key
      </button>
    </>
  );
}
