// One partner's money: totals by state, its ledger entries made in the chosen days, and what each
// batch paid it. Operators choose the partner; a partner user's session is its own partner (the
// server ignores any other). CSVs: payouts.csv and payout-lines.csv of the same view.
import { ENTRY_STATES, entryRow, lineRow, type EntryRecord, type LineRecord } from '../../../common/money-lists';
import { lkr, num, when } from '../../format';
import { useApi } from '../../state/query';
import { useUrlState } from '../../state/url-state';
import { DataTable } from '../../table/DataTable';
import type { Column } from '../../table/use-data-table';

export interface PayoutReport {
  provider_id: number;
  from: string;
  to: string;
  entries: EntryRecord[];
  totals: Record<(typeof ENTRY_STATES)[number], { entries: number; amount: number }>;
  batches: LineRecord[];
}

const STATE_WORDS: Record<string, string> = {
  pending: 'Pending (in the lock period)',
  approved: 'Approved (paid in the next batch)',
  paid: 'Paid',
  reversed: 'Reversed (not paid)',
};

const ENTRY_COLUMNS: Column<ReturnType<typeof entryRow>>[] = [
  { id: 'created_at', header: 'Made', cell: (e) => when(e.created_at) },
  { id: 'lead_id', header: 'Lead' },
  { id: 'kind', header: 'Kind' },
  { id: 'state', header: 'State' },
  { id: 'amount', header: 'Amount', numeric: true, cell: (e) => lkr(e.amount) },
  { id: 'batch_id', header: 'Batch' },
  { id: 'updated_at', header: 'Last change', cell: (e) => when(e.updated_at) },
];
const LINE_COLUMNS: Column<ReturnType<typeof lineRow>>[] = [
  { id: 'closed_at', header: 'Closed', cell: (l) => when(l.closed_at) },
  { id: 'batch_id', header: 'Batch' },
  { id: 'entries', header: 'Entries', numeric: true },
  { id: 'amount', header: 'Amount', numeric: true, cell: (l) => lkr(l.amount) },
  { id: 'reference', header: 'Transfer reference' },
];

/** The CSV's query: the screen's filters and one table's search and order (its `prefix` in the address). */
export function useCsvQuery(prefix: string, filters: Record<string, string>) {
  const { get } = useUrlState(prefix);
  const sort = get('sort');
  const all = { ...filters, q: get('q'), sort, dir: sort ? get('dir') || 'asc' : '' };
  return new URLSearchParams(Object.entries(all).filter(([, v]) => v)).toString();
}

export function PartnerPayouts({ provider, from, to }: { provider?: string; from: string; to: string }) {
  const filters = Object.fromEntries(Object.entries({ provider: provider ?? '', from, to }).filter(([, v]) => v));
  const query = new URLSearchParams(filters).toString();
  const report = useApi<PayoutReport>(`/api/console/payouts${query ? `?${query}` : ''}`);
  const entriesCsv = useCsvQuery('e.', filters);
  const linesCsv = useCsvQuery('l.', provider ? { provider } : {});
  const r = report.data;
  return (
    <>
      {r && (
        <>
          <p>
            Entries made {r.from} to {r.to} (Colombo days), each in its state now.
          </p>
          <dl className="fields payout-totals">
            {ENTRY_STATES.map((state) => (
              <div key={state}>
                <dt>{STATE_WORDS[state]}</dt>
                <dd data-total={state}>
                  {lkr(r.totals[state].amount)} ({num(r.totals[state].entries)} {r.totals[state].entries === 1 ? 'entry' : 'entries'})
                </dd>
              </div>
            ))}
          </dl>
        </>
      )}
      <h2>Ledger entries</h2>
      <DataTable
        label="payout entries"
        prefix="e."
        columns={ENTRY_COLUMNS}
        rows={r?.entries.map(entryRow)}
        error={report.error}
        csv="/api/console/payouts.csv"
        csvQuery={entriesCsv}
        noun={['entry', 'entries']}
        empty="No payout entries in these days."
      />
      <h2>Paid in batches</h2>
      <DataTable
        label="batch payments"
        prefix="l."
        columns={LINE_COLUMNS}
        rows={r?.batches.map(lineRow)}
        error={report.error}
        csv="/api/console/payout-lines.csv"
        csvQuery={linesCsv}
        noun={['payment', 'payments']}
        empty="No batch has paid this partner yet."
      />
    </>
  );
}
