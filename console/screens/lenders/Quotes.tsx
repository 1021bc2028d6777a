// A lender's quotes (/console/lenders/<id>): the accuracy of its pre-approvals — of its pre-approved
// people delivered 14–104 days ago, how many stood at approved or beyond on the 14th day, and the
// label its `approved` answers earn now (server/quotes/outcomes.ts) — and its quote log, newest
// first, paged by the server (answered, late, refused and why), filtered by outcome. Its view (page,
// outcome, hidden columns) lives in the address under `quotes.`.
import {
  OUTCOME_WORDS,
  QUOTE_OUTCOMES,
  labelWords,
  outcomeWords,
  type QuoteLogLine,
  type QuoteLogPage,
} from '../../../common/console-quotes';
import { lkr, num, when } from '../../format';
import { useApi } from '../../state/query';
import { useUrlState } from '../../state/url-state';
import { DataTable } from '../../table/DataTable';
import type { Column } from '../../table/use-data-table';

const PREFIX = 'quotes.';
const PER_PAGE = 25;

const rate = (apr: number | null) => (apr === null ? '—' : `${apr.toFixed(2)} %`);
const ms = (n: number | null) => (n === null ? '—' : `${num(n)} ms`);

/** Kept in the server's order: none sorts. */
const IN_ORDER: Column<QuoteLogLine>[] = [
  { id: 'created_at', header: 'Asked', cell: (q) => when(q.created_at) },
  { id: 'outcome', header: 'Outcome', cell: (q) => outcomeWords(q.outcome) },
  { id: 'reason', header: 'Reason', cell: (q) => <span className="wrap">{q.reason ?? '—'}</span> },
  { id: 'decision', header: 'Decision' },
  { id: 'label', header: 'Label', cell: (q) => labelWords(q.label) },
  { id: 'amount', header: 'Amount', numeric: true, cell: (q) => lkr(q.amount) },
  { id: 'term_days', header: 'Term (days)', numeric: true },
  { id: 'apr', header: 'APR', numeric: true, cell: (q) => rate(q.apr) },
  { id: 'monthly_payment', header: 'Monthly payment', numeric: true, cell: (q) => lkr(q.monthly_payment) },
  { id: 'fees', header: 'Fees', numeric: true, cell: (q) => lkr(q.fees) },
  { id: 'total_cost', header: 'Total cost', numeric: true, cell: (q) => lkr(q.total_cost) },
  { id: 'valid_until', header: 'Valid until', cell: (q) => when(q.valid_until) },
  { id: 'duration_ms', header: 'Took', numeric: true, cell: (q) => ms(q.duration_ms) },
  { id: 'source', header: 'Source' },
  { id: 'quote_request_id', header: 'Quote request' },
];
const COLUMNS = IN_ORDER.map((c) => ({ ...c, sortable: false }));

function Accuracy({ log }: { log: QuoteLogPage }) {
  const a = log.accuracy;
  const recent = Object.entries(log.last_30_days);
  return (
    <>
      <dl className="fields" aria-label="Accuracy of its pre-approvals">
        <div>
          <dt>Pre-approved people delivered 14–104 days ago</dt>
          <dd data-figure="pre_approved">{num(a.pre_approved)}</dd>
        </div>
        <div>
          <dt>At approved or beyond on the 14th day</dt>
          <dd data-figure="held">
            {num(a.held)}
            {a.share !== null && ` (${a.share.toFixed(1)} %)`}
          </dd>
        </div>
        <div>
          <dt>Its approvals are shown as</dt>
          <dd data-figure="label">{labelWords(a.label)}</dd>
        </div>
      </dl>
      <p>
        Pre-approved needs at least {a.min_sample} pre-approved people of whom {Math.round(a.min_share * 100)} % held; below that its
        approvals are shown as likely.
      </p>
      <p data-figure="last_30_days">
        Last 30 days: {recent.length ? recent.map(([outcome, n]) => `${num(n)} ${outcomeWords(outcome)}`).join(' · ') : 'no quote request.'}
      </p>
    </>
  );
}

export function LenderQuotes({ id }: { id: string }) {
  const { get, set } = useUrlState(PREFIX);
  const outcome = get('outcome');
  const query = new URLSearchParams({ page: get('page') || '1', per_page: String(PER_PAGE) });
  if (outcome) query.set('outcome', outcome);
  const log = useApi<QuoteLogPage>(`/api/console/lenders/${encodeURIComponent(id)}/quotes?${query}`);
  return (
    <section aria-labelledby="lender-quotes">
      <h2 id="lender-quotes">Quotes</h2>
      {log.data && <Accuracy log={log.data} />}
      <h3>Quote log</h3>
      <form className="filters" aria-label="Filter the quote log" onSubmit={(e) => e.preventDefault()}>
        <label>
          Outcome{' '}
          <select name="outcome" value={outcome} onChange={(e) => set({ outcome: e.currentTarget.value })}>
            <option value="">any</option>
            {QUOTE_OUTCOMES.map((o) => (
              <option key={o} value={o}>
                {OUTCOME_WORDS[o]}
              </option>
            ))}
          </select>
        </label>
      </form>
      <DataTable
        label="quote log"
        prefix={PREFIX}
        columns={COLUMNS}
        rows={log.data?.rows}
        error={log.error}
        server={log.data && { total: log.data.total, perPage: log.data.per_page }}
        noSearch
        noun={['quote', 'quotes']}
        empty={outcome ? 'No quote with this outcome.' : 'No quote request has reached this lender yet.'}
      />
    </section>
  );
}
