// The one table of the console, styled once (console.css `.data-table`): the markup over
// use-data-table.ts. Loading, error and empty states, sortable headers, a search box, column
// choice, a pager, CSV of the whole filtered set, and keyboard navigation (↑ ↓ Home End between
// rows, Enter opens the row's link, PageUp / PageDown change pages).
import { flexRender } from '@tanstack/react-table';
import type { KeyboardEvent } from 'react';
import { num } from '../format';
import { useDataTable, type Column, type ServerPaging } from './use-data-table';

export interface DataTableProps<R extends object> {
  /** Names the table for screen readers and the CSV link. */
  label: string;
  columns: Column<R>[];
  rows: R[] | undefined;
  error?: Error | null;
  /** Path of the server's CSV of this list; `csvQuery` when the screen's filters are the server's. */
  csv?: string;
  csvQuery?: string;
  server?: ServerPaging;
  /** Query-string prefix when a screen shows more than one table. */
  prefix?: string;
  defaultSort?: { id: string; dir: 'asc' | 'desc' };
  /** Hide the search box (the screen has its own filters, or the table is short). */
  noSearch?: boolean;
  empty?: string;
  /** What a row is, one and many: ['lead', 'leads']. */
  noun?: [string, string];
}

function moveFocus(e: KeyboardEvent<HTMLTableSectionElement>, goTo: (n: number) => void, page: number, pages: number) {
  const row = (e.target as HTMLElement).closest('tr');
  if (!row) return;
  const rows = [...e.currentTarget.rows];
  const at = rows.indexOf(row);
  const target = { ArrowDown: at + 1, ArrowUp: at - 1, Home: 0, End: rows.length - 1 }[e.key];
  if (target !== undefined && rows[target] && e.target === row) {
    e.preventDefault();
    rows[target].focus();
  } else if (e.key === 'Enter' && e.target === row) {
    row.querySelector<HTMLElement>('a, button')?.click();
  } else if (e.key === 'PageDown' && page < pages) goTo(page + 1);
  else if (e.key === 'PageUp' && page > 1) goTo(page - 1);
}

export function DataTable<R extends object>(props: DataTableProps<R>) {
  const t = useDataTable({
    columns: props.columns,
    rows: props.rows ?? [],
    server: props.server,
    prefix: props.prefix,
    defaultSort: props.defaultSort,
  });
  const { table } = t;
  const csvQuery = props.csvQuery ?? t.exportQuery;
  const [one, many] = props.noun ?? ['row', 'rows'];
  return (
    <div className="data-table">
      <div className="table-tools">
        {!props.noSearch && (
          <form
            role="search"
            aria-label={`Search ${props.label}`}
            onSubmit={(e) => (e.preventDefault(), t.search(String(new FormData(e.currentTarget).get('q'))))}
          >
            <input name="q" type="search" defaultValue={t.q} key={t.q} aria-label={`Search ${props.label}`} placeholder="Search" />{' '}
            <button type="submit">Search</button>
          </form>
        )}
        <details className="columns">
          <summary>Columns</summary>
          {table.getAllLeafColumns().map((c) => (
            <label key={c.id}>
              <input
                type="checkbox"
                aria-label={`Show column ${String(c.columnDef.header)}`}
                checked={c.getIsVisible()}
                onChange={() => t.toggleColumn(c.id)}
              />{' '}
              {String(c.columnDef.header)}
            </label>
          ))}
        </details>
        <span className="summary" role="status">
          {props.rows ? `${num(t.total)} ${t.total === 1 ? one : many}` : props.error ? '' : `Loading ${props.label}…`}
        </span>
        {props.csv && props.rows && t.total > 0 && (
          <a className="button" href={`${props.csv}${csvQuery ? `?${csvQuery}` : ''}`} download>
            Export {t.total === 1 ? `this ${one}` : `these ${num(t.total)} ${many}`} as CSV
          </a>
        )}
      </div>
      {props.error && (
        <p className="error" role="alert">
          Could not load {props.label}: {props.error.message}
        </p>
      )}
      {props.rows && t.total === 0 && <p className="empty">{props.empty ?? 'Nothing matches.'}</p>}
      {props.rows && t.total > 0 && (
        <div className="table-wrap" tabIndex={0} role="region" aria-label={`${props.label} (scrolls sideways)`}>
          <table aria-label={props.label}>
            <thead>
              {table.getHeaderGroups().map((group) => (
                <tr key={group.id}>
                  {group.headers.map((h) => {
                    const sorted = h.column.getIsSorted();
                    return (
                      <th key={h.id} scope="col" aria-sort={sorted ? (sorted === 'asc' ? 'ascending' : 'descending') : undefined}>
                        {h.column.getCanSort() ? (
                          <button type="button" className="sort" onClick={() => t.sortBy(h.column.id)}>
                            {String(h.column.columnDef.header)}
                            {sorted ? (sorted === 'asc' ? ' ▲' : ' ▼') : ''}
                          </button>
                        ) : (
                          String(h.column.columnDef.header)
                        )}
                      </th>
                    );
                  })}
                </tr>
              ))}
            </thead>
            <tbody onKeyDown={(e) => moveFocus(e, t.goTo, t.page, t.pages)}>
              {table.getRowModel().rows.map((row, i) => (
                <tr key={row.id} tabIndex={i === 0 ? 0 : -1}>
                  {row.getVisibleCells().map((cell) => (
                    <td key={cell.id} className={(cell.column.columnDef.meta as { numeric?: boolean })?.numeric ? 'number' : undefined}>
                      {flexRender(cell.column.columnDef.cell, cell.getContext())}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {t.pages > 1 && (
        <nav className="pager" aria-label={`Pages of ${props.label}`}>
          <button type="button" disabled={t.page <= 1} onClick={() => t.goTo(t.page - 1)}>
            Previous
          </button>
          <span>
            Page {num(t.page)} of {num(t.pages)}
          </span>
          <button type="button" disabled={t.page >= t.pages} onClick={() => t.goTo(t.page + 1)}>
            Next
          </button>
        </nav>
      )}
    </div>
  );
}
