// The audit log on the shared table: the newest 1,000 entries, searched here; its CSV
// (GET /api/console/audit.csv, itself audited) holds every entry that matches the search.
import { num, when } from '../../format';
import { useApi } from '../../state/query';
import { DataTable } from '../../table/DataTable';
import type { Column } from '../../table/use-data-table';

interface Entry {
  id: string;
  at: string;
  actor: string;
  action: string;
  lookup: string | null;
  outcome: unknown;
}

const SHOWN = 1000;

// The log's own order (newest first): its CSV keeps it, so the table is not sorted either.
const COLUMNS: Column<Entry>[] = [
  { id: 'at', header: 'When', sortable: false, searchable: true, cell: (a) => when(a.at) },
  { id: 'actor', header: 'Who', sortable: false, searchable: true },
  { id: 'action', header: 'What', sortable: false, searchable: true },
  { id: 'lookup', header: 'By', sortable: false, searchable: true },
  { id: 'outcome', header: 'Outcome', sortable: false, searchable: true, cell: (a) => JSON.stringify(a.outcome) },
];

export function AuditLog() {
  const log = useApi<Entry[]>(`/api/console/audit?limit=${SHOWN}`);
  return (
    <section aria-labelledby="audit">
      <h2 id="audit">Audit log (newest first)</h2>
      {log.data?.length === SHOWN && <p className="summary">The newest {num(SHOWN)} entries; the CSV holds every entry that matches.</p>}
      <DataTable
        label="audit log"
        prefix="audit."
        columns={COLUMNS}
        rows={log.data}
        error={log.error}
        csv="/api/console/audit.csv"
        noun={['entry', 'entries']}
        empty="No entries yet."
      />
    </section>
  );
}
