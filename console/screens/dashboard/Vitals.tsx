// Real visitors' Core Web Vitals, 75th percentile per page and device class (operators only), on
// the shared table; its CSV is GET /api/console/vitals.csv for the same days.
import { vitalRow, type VitalsEntry } from '../../../common/console-dashboard';
import { num } from '../../format';
import { useApi } from '../../state/query';
import { DataTable } from '../../table/DataTable';
import { useExportQuery } from '../../table/export-query';
import type { Column } from '../../table/use-data-table';

type Row = ReturnType<typeof vitalRow>;

const shown = (p75: unknown, samples: unknown, ms: boolean) =>
  typeof p75 === 'number' ? `${ms ? `${num(Math.round(p75))} ms` : p75.toFixed(3)} (${num(Number(samples))})` : '—';

const metric = (m: 'LCP' | 'INP' | 'CLS'): Column<Row> => ({
  id: `${m}_p75`,
  header: m,
  numeric: true,
  cell: (r) => shown(r[`${m}_p75`], r[`${m}_samples`], m !== 'CLS'),
});

const COLUMNS: Column<Row>[] = [
  { id: 'page', header: 'Page' },
  { id: 'device', header: 'Device' },
  metric('LCP'),
  metric('INP'),
  metric('CLS'),
];

export function Vitals({ from, to }: { from: string; to: string }) {
  const vitals = useApi<{ vitals: VitalsEntry[] }>(`/api/console/vitals?${new URLSearchParams({ from, to })}`);
  const csvQuery = useExportQuery('vitals.', { from, to });
  return (
    <section aria-labelledby="vitals">
      <h2 id="vitals">Page vitals (75th percentile, samples)</h2>
      <DataTable
        label="page vitals"
        prefix="vitals."
        columns={COLUMNS}
        rows={vitals.data?.vitals.map(vitalRow)}
        error={vitals.error}
        csv="/api/console/vitals.csv"
        csvQuery={csvQuery}
        empty="No vitals measured in this range."
      />
    </section>
  );
}
