// One table of a lead's page on the shared table: its columns from common/console-lead.ts, its
// search, order and page in the address under its own prefix, its CSV from the server
// (GET /api/console/leads/{id}/{section}.csv, audited).
import { LEAD_SECTIONS, type LeadSection } from '../../../common/console-lead';
import { lkr, when } from '../../format';
import { DataTable } from '../../table/DataTable';
import type { Column } from '../../table/use-data-table';

export type Row = Record<string, unknown>;

const MONEY = new Set(['amount', 'monthly_income']);
const TIMES = /(_at|received_at|done_at)$/;

/** A stored value as the console shows it. */
export function cell(key: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (MONEY.has(key)) return lkr(Number(value));
  if (TIMES.test(key) && typeof value === 'string') return when(value);
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** `received_at` → "Received at". */
export const headerOf = (id: string) => id[0].toUpperCase() + id.slice(1).replace(/_/g, ' ');

const HEADERS: Record<string, string> = { name: 'Lender', state_type: 'State', lender_id: 'Lender id', last_code: 'Last answer' };

export const sectionColumns = <R extends object>(section: LeadSection): Column<R>[] =>
  LEAD_SECTIONS[section].map((id) => ({ id, header: HEADERS[id] ?? headerOf(id), cell: (r: R) => cell(id, (r as Row)[id]) }));

export function Section(props: {
  leadId: string;
  section: LeadSection;
  title: string;
  rows: Row[] | null | undefined;
  error?: Error | null;
}) {
  const { leadId, section } = props;
  return (
    <section aria-labelledby={`lead-${section}`}>
      <h2 id={`lead-${section}`}>{props.title}</h2>
      {props.rows === null ? (
        <p className="empty">Not kept by this server.</p>
      ) : (
        <DataTable
          label={props.title}
          prefix={`${section}.`}
          columns={sectionColumns(section)}
          rows={props.rows}
          error={props.error}
          csv={`/api/console/leads/${encodeURIComponent(leadId)}/${section}.csv`}
          noSearch={(props.rows?.length ?? 0) < 10}
          empty="None."
        />
      )}
    </section>
  );
}
