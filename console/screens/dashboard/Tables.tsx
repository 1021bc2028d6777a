// The funnel's two tables on the shared table: per Colombo day, and per partner, utm_source or
// language. Each exports its rows for the same range (GET /api/console/funnel/days.csv, groups.csv);
// a partner user's are its own partner's, as on screen.
import { groupRow, type QuoteFigure, type Step } from '../../../common/console-dashboard';
import { num, percent } from '../../format';
import { DataTable } from '../../table/DataTable';
import { useExportQuery } from '../../table/export-query';
import type { Column } from '../../table/use-data-table';
import { LABELS, QUOTE_FIGURES, QUOTE_LABELS, STEPS, type Funnel } from './funnel';

type Range = { from: string; to: string; split: string };
type Day = Funnel['days'][number];
type Group = ReturnType<typeof groupRow>;

const steps = <R extends Partial<Record<Step, unknown>>>(): Column<R>[] =>
  STEPS.map((s) => ({ id: s, header: LABELS[s], numeric: true, cell: (r: R) => num(Number(r[s])) }));
const quotes = <R extends Partial<Record<QuoteFigure, unknown>>>(): Column<R>[] =>
  QUOTE_FIGURES.map((s) => ({ id: s, header: QUOTE_LABELS[s], numeric: true, cell: (r: R) => num(Number(r[s])) }));

const DAY_COLUMNS: Column<Day>[] = [{ id: 'date', header: 'Day' }, ...steps<Day>(), ...quotes<Day>()];

export function DayTable({ funnel, range }: { funnel: Funnel; range: Range }) {
  const csvQuery = useExportQuery('days.', range);
  return (
    <DataTable
      label="funnel per day"
      prefix="days."
      columns={DAY_COLUMNS}
      rows={funnel.days}
      csv="/api/console/funnel/days.csv"
      csvQuery={csvQuery}
      noun={['day', 'days']}
    />
  );
}

/** `names`: partner names by provider id (the partner split shows a name, its id beside it). */
export function GroupTable({ funnel, range, names }: { funnel: Funnel; range: Range; names?: Map<string, string> }) {
  const csvQuery = useExportQuery('groups.', range);
  const name = funnel.split === 'lang' ? 'Language' : funnel.split === 'partner' ? 'Partner' : funnel.split;
  const columns: Column<Group>[] = [
    {
      id: 'key',
      header: name,
      cell: (g) => {
        const partner = funnel.split === 'partner' && g.key ? names?.get(String(g.key)) : undefined;
        return partner ? `${partner} (${g.key})` : g.key || '(none)';
      },
    },
    ...steps<Group>(),
    { id: 'verified_rate', header: 'Registration → verified', numeric: true, cell: (g) => percent(g.verified_rate) },
    ...quotes<Group>(),
  ];
  return (
    <DataTable
      label={`funnel by ${name.toLowerCase()}`}
      prefix="groups."
      columns={columns}
      rows={funnel.groups.map(groupRow)}
      csv="/api/console/funnel/groups.csv"
      csvQuery={csvQuery}
      empty="Nothing in this range yet."
    />
  );
}
