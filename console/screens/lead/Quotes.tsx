// The quotes a lead's person saw before giving their name (GET /api/console/leads/{id}/quotes,
// audited): each lender asked or listed, in the order shown (by total cost, then name), its label
// and figures, or why it was not shown; and which lenders the person chose.
import { labelWords, outcomeWords, type LeadQuote, type LeadQuotes } from '../../../common/console-quotes';
import { lkr, num, when } from '../../format';
import { useApi } from '../../state/query';
import { DataTable } from '../../table/DataTable';
import type { Column } from '../../table/use-data-table';

/** Kept in the server's order: none sorts. */
const IN_ORDER: Column<LeadQuote>[] = [
  { id: 'position', header: 'Shown as', numeric: true, cell: (q) => (q.position === null ? '—' : `#${q.position}`) },
  { id: 'lender', header: 'Lender', cell: (q) => q.lender ?? q.lender_id },
  { id: 'chosen', header: 'Chosen', cell: (q) => (q.chosen ? 'chosen' : 'no') },
  { id: 'outcome', header: 'Shown', cell: (q) => (q.outcome === 'shown' ? 'shown' : `not shown: ${outcomeWords(q.outcome)}`) },
  { id: 'label', header: 'Label', cell: (q) => labelWords(q.label) },
  { id: 'apr', header: 'APR', numeric: true, cell: (q) => (q.apr === null ? '—' : `${q.apr.toFixed(2)} %`) },
  { id: 'monthly_payment', header: 'Monthly payment', numeric: true, cell: (q) => lkr(q.monthly_payment) },
  { id: 'fees', header: 'Fees', numeric: true, cell: (q) => lkr(q.fees) },
  { id: 'total_cost', header: 'Total cost', numeric: true, cell: (q) => lkr(q.total_cost) },
  { id: 'valid_until', header: 'Valid until', cell: (q) => when(q.valid_until) },
  { id: 'reason', header: 'Reason', cell: (q) => <span className="wrap">{q.reason ?? '—'}</span> },
  { id: 'duration_ms', header: 'Took', numeric: true, cell: (q) => (q.duration_ms === null ? '—' : `${num(q.duration_ms)} ms`) },
];
const COLUMNS = IN_ORDER.map((c) => ({ ...c, sortable: false }));

function Summary({ answer }: { answer: LeadQuotes }) {
  const names = new Map(answer.quotes.map((q) => [q.lender_id, q.lender ?? q.lender_id]));
  const chosen = answer.chosen?.map((id) => names.get(id) ?? id) ?? [];
  return (
    <p data-quote-request={answer.quote_request_id}>
      Quote request <code>{answer.quote_request_id}</code>, {when(answer.requested_at)}: {lkr(answer.amount)} over {answer.term_days ?? '—'}{' '}
      days. {answer.quotes.filter((q) => q.outcome === 'shown').length} shown of {answer.quotes.length} lenders asked or listed. Chose:{' '}
      <strong data-chosen>{chosen.length ? chosen.join(', ') : 'none recorded'}</strong>.
    </p>
  );
}

export function Quotes({ leadId }: { leadId: string }) {
  const answer = useApi<LeadQuotes>(`/api/console/leads/${encodeURIComponent(leadId)}/quotes`);
  const data = answer.data;
  return (
    <section aria-labelledby="lead-quotes">
      <h2 id="lead-quotes">Quotes the person saw</h2>
      {answer.error && (
        <p className="error" role="alert">
          Could not load the quotes: {answer.error.message}
        </p>
      )}
      {data && !data.quote_request_id && <p className="empty">None: this lead did not come through quotes.</p>}
      {data?.quote_request_id && (
        <>
          <Summary answer={data} />
          <DataTable label="quotes the person saw" prefix="quotes." columns={COLUMNS} rows={data.quotes} noSearch empty="None." />
        </>
      )}
    </section>
  );
}
