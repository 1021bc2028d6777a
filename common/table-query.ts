// How a console list is searched and ordered, written once for the table in the browser
// (console/table/) and for the CSV export the server streams (server/http/csv-export.ts), so
// the exported file holds exactly the rows the table shows, in its order. The names are the
// query-string keys of a console address: `?q=…&sort=…&dir=asc|desc&page=…`.

export type SortDir = 'asc' | 'desc';

/** A cell as text, the way search reads it (and the way the CSV writes it). */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** Every word of `q` appears, in any case, in one of the row's `columns`. */
export function rowMatches(row: Record<string, unknown>, columns: readonly string[], q: string | undefined): boolean {
  const words = (q ?? '').toLowerCase().split(/\s+/).filter(Boolean);
  if (!words.length) return true;
  const text = columns.map((c) => cellText(row[c]).toLowerCase()).join('\n');
  return words.every((w) => text.includes(w));
}

const isBlank = (v: unknown) => v === null || v === undefined || v === '';

/** Order of two cells: blanks last, numbers by value, the rest as text (case-insensitive). */
export function compareCells(a: unknown, b: unknown): number {
  if (isBlank(a) || isBlank(b)) return Number(isBlank(a)) - Number(isBlank(b));
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  const x = cellText(a).toLowerCase();
  const y = cellText(b).toLowerCase();
  return x < y ? -1 : x > y ? 1 : 0;
}

/** The rows a table shows for `q`, `sort` and `dir` (a copy; the input stays as it is). Blanks
 * stay last whichever the direction. */
export function filterAndSort<R extends Record<string, unknown>>(
  rows: readonly R[],
  columns: readonly string[],
  query: { q?: string; sort?: string; dir?: SortDir },
): R[] {
  const kept = rows.filter((r) => rowMatches(r, columns, query.q));
  const { sort } = query;
  if (!sort || !columns.includes(sort)) return kept;
  const sign = query.dir === 'desc' ? -1 : 1;
  return kept.sort((a, b) => {
    const order = compareCells(a[sort], b[sort]);
    return isBlank(a[sort]) || isBlank(b[sort]) ? order : sign * order;
  });
}
