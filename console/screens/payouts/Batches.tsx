// Payout batches (operators): close one (every approved entry of each partner with a bank account
// and a positive sum; a closed batch never changes) and download each batch's bank-transfer CSV.
import { batchRow, type BatchRecord } from '../../../common/money-lists';
import { lkr, num, when } from '../../format';
import { useApi, useChange } from '../../state/query';
import { DataTable } from '../../table/DataTable';
import type { Column } from '../../table/use-data-table';
import { useCsvQuery } from './PartnerPayouts';

type Row = ReturnType<typeof batchRow>;

const COLUMNS: Column<Row>[] = [
  { id: 'closed_at', header: 'Closed', cell: (b) => when(b.closed_at) },
  { id: 'batch_id', header: 'Batch' },
  { id: 'closed_by', header: 'Closed by' },
  { id: 'entries', header: 'Entries', numeric: true },
  { id: 'total', header: 'Total', numeric: true, cell: (b) => lkr(b.total) },
  {
    id: 'file',
    header: 'Bank transfer',
    sortable: false,
    cell: (b) => (
      <a
        href={`/api/console/payouts/batches/${encodeURIComponent(b.batch_id)}.csv`}
        download
        aria-label={`Bank-transfer CSV of ${b.batch_id}`}
      >
        CSV
      </a>
    ),
  },
];

export function Batches() {
  const batches = useApi<BatchRecord[]>('/api/console/payouts/batches');
  const close = useChange<{ batch_id: string; entries: number; total: number }>(['/api/console/payouts']);
  const csvQuery = useCsvQuery('b.', {});
  return (
    <section aria-labelledby="batches">
      <h2 id="batches">Batches</h2>
      <p>
        Closing a batch pays every approved entry of each partner that has a bank account, in one bank transfer per partner; it cannot be
        changed afterwards.
      </p>
      <button
        type="button"
        disabled={close.isPending}
        onClick={() => {
          if (window.confirm('Close a payout batch now? Every approved entry is paid in it, and a closed batch never changes.'))
            close.mutate({ path: '/api/console/payouts/batches' });
        }}
      >
        Close a batch
      </button>
      {close.data && (
        <p role="status">
          Batch {close.data.batch_id} is closed: {num(close.data.entries)} {close.data.entries === 1 ? 'entry' : 'entries'},{' '}
          {lkr(close.data.total)}.
        </p>
      )}
      {close.error && (
        <p className="error" role="alert">
          {close.error.message}
        </p>
      )}
      <DataTable
        label="payout batches"
        prefix="b."
        columns={COLUMNS}
        rows={batches.data?.map(batchRow)}
        error={batches.error}
        csv="/api/console/payouts/batches.csv"
        csvQuery={csvQuery}
        noun={['batch', 'batches']}
        empty="No batch closed yet."
      />
    </section>
  );
}
