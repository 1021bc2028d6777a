// Every partner's payouts at once (operators): the Payouts screen opens on it. Each row totals the
// partner's entries made in the chosen days by state; its name opens that partner's entries.
import type { ENTRY_STATES } from '../../../common/money-lists';
import { lkr, num } from '../../format';
import { useApi } from '../../state/query';
import { useUrlState } from '../../state/url-state';
import { DataTable } from '../../table/DataTable';
import type { Column } from '../../table/use-data-table';

type Totals = Record<(typeof ENTRY_STATES)[number], { entries: number; amount: number }>;

interface Line {
  provider_id: number;
  name: string;
  payout: { model: string; amount: number } | null;
  bank_account: string | null;
  totals: Totals;
}

type Row = {
  provider_id: number;
  name: string;
  payout: string;
  bank_account: string | null;
  pending: number;
  approved: number;
  paid: number;
  reversed: number;
  entries: number;
};

const row = (l: Line): Row => ({
  provider_id: l.provider_id,
  name: l.name,
  payout: l.payout ? `${l.payout.model} ${lkr(l.payout.amount)}` : 'none',
  bank_account: l.bank_account,
  pending: l.totals.pending.amount,
  approved: l.totals.approved.amount,
  paid: l.totals.paid.amount,
  reversed: l.totals.reversed.amount,
  entries: Object.values(l.totals).reduce((sum, t) => sum + t.entries, 0),
});

export function Overview({ from, to }: { from: string; to: string }) {
  const { set } = useUrlState();
  const query = new URLSearchParams(Object.entries({ from, to }).filter(([, v]) => v)).toString();
  const overview = useApi<{ from: string; to: string; partners: Line[] }>(`/api/console/payouts/overview${query ? `?${query}` : ''}`);
  const columns: Column<Row>[] = [
    { id: 'provider_id', header: 'Id', numeric: true },
    {
      id: 'name',
      header: 'Name',
      cell: (r) => (
        <a
          href={`/console/payouts?provider=${r.provider_id}`}
          onClick={(e) => {
            e.preventDefault();
            set({ provider: String(r.provider_id) });
          }}
        >
          {r.name || `partner ${r.provider_id} (no account)`}
        </a>
      ),
    },
    { id: 'payout', header: 'Payout' },
    { id: 'bank_account', header: 'Bank account', cell: (r) => r.bank_account ?? 'none (not paid in a batch)' },
    { id: 'entries', header: 'Entries', numeric: true, cell: (r) => num(r.entries) },
    { id: 'pending', header: 'Pending', numeric: true, cell: (r) => lkr(r.pending) },
    { id: 'approved', header: 'Approved', numeric: true, cell: (r) => lkr(r.approved) },
    { id: 'paid', header: 'Paid', numeric: true, cell: (r) => lkr(r.paid) },
    { id: 'reversed', header: 'Reversed', numeric: true, cell: (r) => lkr(r.reversed) },
  ];
  return (
    <>
      <h2>Every partner{overview.data ? `, ${overview.data.from} to ${overview.data.to}` : ''}</h2>
      <DataTable
        label="payouts overview"
        prefix="all."
        columns={columns}
        rows={overview.data?.partners.map(row)}
        error={overview.error}
        noun={['account', 'accounts']}
        empty="No partner accounts yet."
      />
    </>
  );
}
