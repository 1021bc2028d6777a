// The logic of every console table (TanStack Table, headless): sorting, search, paging and column
// choice, their state read from and written to the address (state/url-state.ts). Two kinds of list:
// a small one arrives whole and is searched, ordered and paged here; a large one (leads) is paged by
// the server, which gets the same `sort`, `dir` and `page` in its query.
// The column definitions are made once per column list (TanStack Table expects `columns` stable):
// a cell is drawn by the definition's `cell` as a component, so a new function on each render would
// unmount and mount every cell again and lose its state (a button's answer shown in a cell). A
// screen may build its column list in each render (its cells close over the screen's state), so the
// definitions depend on the columns' shape only, and a cell draws with the current list's `cell`.
import {
  getCoreRowModel,
  getFilteredRowModel,
  getPaginationRowModel,
  getSortedRowModel,
  useReactTable,
  type ColumnDef,
} from '@tanstack/react-table';
import { useMemo, type ReactNode } from 'react';
import { cellText, compareCells, rowMatches } from '../../common/table-query';
import { useUrlState } from '../state/url-state';

export interface Column<R> {
  /** The row's field (and the CSV column, the `sort` value). */
  id: string;
  header: string;
  cell?: (row: R) => ReactNode;
  /** Default true; an action column is not. */
  sortable?: boolean;
  /** Read by the search; default: when sortable (a list kept in its own order sets it). */
  searchable?: boolean;
  numeric?: boolean;
}

export interface ServerPaging {
  total: number;
  perPage: number;
}

export const PER_PAGE = 25;

/** The table's options.meta: this render's cell functions by column id. */
interface TableMeta<R> {
  cells: Map<string, (row: R) => ReactNode>;
}

export function useDataTable<R extends object>(options: {
  columns: Column<R>[];
  rows: R[];
  /** Set when the server pages the list: `rows` is one page of `total`. */
  server?: ServerPaging;
  prefix?: string;
  defaultSort?: { id: string; dir: 'asc' | 'desc' };
}) {
  const { get, set } = useUrlState(options.prefix);
  const sortId = get('sort') || options.defaultSort?.id || '';
  const desc = (get('dir') || options.defaultSort?.dir) === 'desc';
  const page = Math.max(1, Number(get('page')) || 1);
  const hidden = new Set(get('hide').split(',').filter(Boolean));
  const q = get('q');
  const searchable = options.columns.filter((c) => c.searchable ?? c.sortable !== false).map((c) => c.id);
  const shape = JSON.stringify(options.columns.map(({ cell, ...rest }) => ({ ...rest, custom: Boolean(cell) })));
  const defs = useMemo(
    () =>
      (JSON.parse(shape) as (Omit<Column<R>, 'cell'> & { custom: boolean })[]).map((c): ColumnDef<R> => ({
        id: c.id,
        header: c.header,
        accessorFn: (row) => (row as Record<string, unknown>)[c.id],
        cell: (ctx) => {
          const draw = c.custom && (ctx.table.options.meta as TableMeta<R>).cells.get(c.id);
          return draw ? draw(ctx.row.original) : cellText(ctx.getValue()) || '—';
        },
        enableSorting: c.sortable !== false,
        sortingFn: (a, b, id) => compareCells(a.getValue(id), b.getValue(id)),
        sortUndefined: 'last',
        meta: { numeric: c.numeric },
      })),
    [shape],
  );
  const server = options.server;
  const table = useReactTable({
    data: options.rows,
    columns: defs,
    meta: { cells: new Map(options.columns.flatMap((c) => (c.cell ? [[c.id, c.cell] as const] : []))) } satisfies TableMeta<R>,
    getRowId: (_row, i) => String(i),
    state: {
      sorting: sortId ? [{ id: sortId, desc }] : [],
      globalFilter: q,
      pagination: { pageIndex: page - 1, pageSize: server?.perPage ?? PER_PAGE },
      columnVisibility: Object.fromEntries([...hidden].map((id) => [id, false])),
    },
    globalFilterFn: (row, _id, value: string) => rowMatches(row.original as Record<string, unknown>, searchable, value),
    manualSorting: Boolean(server),
    manualFiltering: Boolean(server),
    manualPagination: Boolean(server),
    rowCount: server?.total,
    autoResetPageIndex: false,
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
    getFilteredRowModel: getFilteredRowModel(),
    getPaginationRowModel: getPaginationRowModel(),
  });
  const total = server ? server.total : table.getFilteredRowModel().rows.length;
  return {
    table,
    q,
    page,
    pages: Math.max(1, table.getPageCount()),
    total,
    /** Click on a header: descending first, then ascending. */
    sortBy: (id: string) => set({ sort: id, dir: sortId === id && desc ? 'asc' : 'desc' }),
    search: (text: string) => set({ q: text.trim() }),
    goTo: (n: number) => set({ page: n > 1 ? String(n) : undefined }),
    toggleColumn: (id: string) => {
      hidden[hidden.has(id) ? 'delete' : 'add'](id);
      set({ hide: [...hidden].join(','), page: get('page') || undefined });
    },
    /** The query string of the whole filtered set, for the CSV (every page). */
    exportQuery: new URLSearchParams(
      Object.entries({ q, sort: sortId, dir: sortId ? (desc ? 'desc' : 'asc') : '' }).filter(([, v]) => v),
    ).toString(),
  };
}
