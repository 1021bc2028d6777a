// A console table's CSV, streamed: the header goes at once, then each batch of rows as the
// database gives it, so a large export starts downloading in well under a second and the server
// never holds the whole file (DESIGN.md budget: 60,000 leads, first byte ≤ 1 s). Large tables come
// in batches read by keyset (server/http/keyset.ts), each after the last row sent.
import type { Context } from 'hono';
import { filterAndSort, type SortDir } from '../../common/table-query';
import { csvCell } from '../csv';
import type { Row } from '../db';

const line = (columns: readonly string[], row: Row) => columns.map((c) => csvCell(row[c])).join(',') + '\r\n';

export function streamCsv(c: Context, filename: string, columns: readonly string[], batches: AsyncIterable<Row[]>): Response {
  const encoder = new TextEncoder();
  const source = batches[Symbol.asyncIterator]();
  let headerSent = false;
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!headerSent) {
        headerSent = true;
        controller.enqueue(encoder.encode(columns.join(',') + '\r\n'));
        return;
      }
      const next = await source.next();
      if (next.done) controller.close();
      else controller.enqueue(encoder.encode(next.value.map((r) => line(columns, r)).join('')));
    },
    async cancel() {
      await source.return?.(undefined);
    },
  });
  return c.body(body, 200, {
    'Content-Type': 'text/csv; charset=utf-8',
    'Content-Disposition': `attachment; filename="${filename}"`,
    'Cache-Control': 'no-store',
  });
}

/** A small list (offers, partners, users, campaigns) searched and ordered as its table does it. */
export async function* listed(rows: Row[], columns: readonly string[], query: { q?: string; sort?: string; dir?: SortDir }) {
  yield filterAndSort(rows, columns, query);
}
