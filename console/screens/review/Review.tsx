// The review queue (operators): leads a quality check held back, with its reason codes, oldest
// first (GET /api/console/review); an operator approves or rejects each with a reason
// (POST /api/console/leads/<id>/review, audited as lead.review). CSV: review.csv.
import { useState } from 'react';
import { reviewRow, type ReviewRecord } from '../../../common/money-lists';
import { lkr, num, when } from '../../format';
import { Link } from '../../nav';
import { useApi } from '../../state/query';
import { DataTable } from '../../table/DataTable';
import type { Column } from '../../table/use-data-table';
import { Decide, type Decision } from './Decide';

type Row = ReturnType<typeof reviewRow>;
interface Queue {
  total: number;
  leads: ReviewRecord[];
}

/** What each reason code means (docs/lead-quality-and-payouts.md "Checks"). */
export const REASONS: Record<string, string> = {
  nic_age: 'the NIC’s birth date makes the person under 18 or implausibly old',
  velocity_client: 'one device sent many leads',
  velocity_ip: 'one network address sent many leads',
  datacenter_ip: 'sent from a data-centre address',
};

/** The queue shown at once; a longer one is worked from the front (its CSV holds every lead). */
const SHOWN = 1000;

export function Review() {
  const queue = useApi<Queue>(`/api/console/review?limit=${SHOWN}`);
  const [deciding, setDeciding] = useState<{ lead_id: string; decision: Decision } | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const button = (r: Row, decision: Decision) => (
    <button
      type="button"
      className="small"
      aria-label={`${decision === 'approve' ? 'Approve' : 'Reject'} lead ${r.lead_id}`}
      onClick={() => (setDone(null), setDeciding({ lead_id: r.lead_id, decision }))}
    >
      {decision === 'approve' ? 'Approve' : 'Reject'}
    </button>
  );
  const columns: Column<Row>[] = [
    { id: 'created_at', header: 'Received', cell: (r) => when(r.created_at) },
    { id: 'lead_id', header: 'Lead', cell: (r) => <Link to={`leads/${encodeURIComponent(r.lead_id)}`}>{r.lead_id}</Link> },
    { id: 'provider', header: 'Partner', numeric: true },
    {
      id: 'quality_reasons',
      header: 'Held because',
      cell: (r) =>
        r.quality_reasons.split(', ').map((code) => (
          <abbr key={code} title={REASONS[code] ?? code} className="reason">
            {code}{' '}
          </abbr>
        )),
    },
    { id: 'amount', header: 'Amount', numeric: true, cell: (r) => lkr(r.amount) },
    { id: 'term_days', header: 'Term (days)', numeric: true },
    { id: 'verified', header: 'Phone verified' },
    { id: 'utm_source', header: 'Source' },
    { id: 'decide', header: 'Decision', sortable: false, cell: (r) => [button(r, 'approve'), ' ', button(r, 'reject')] },
  ];
  return (
    <>
      <h1>Review queue</h1>
      <p>
        Leads a quality check held back: not delivered and not paid until approved. A rejected lead is not paid (a payout made is reversed
        or clawed back).
      </p>
      {done && <p role="status">{done}</p>}
      {deciding && (
        <Decide
          key={`${deciding.lead_id}:${deciding.decision}`}
          {...deciding}
          onCancel={() => setDeciding(null)}
          onDone={(text) => (setDeciding(null), setDone(text))}
        />
      )}
      {queue.data && queue.data.total > SHOWN && (
        <p>
          The oldest {num(SHOWN)} of {num(queue.data.total)} leads waiting; the CSV holds them all.
        </p>
      )}
      <DataTable
        label="review queue"
        columns={columns}
        rows={queue.data?.leads.map(reviewRow)}
        error={queue.error}
        csv="/api/console/review.csv"
        noun={['lead waiting', 'leads waiting']}
        empty="No lead is waiting for review."
      />
    </>
  );
}
