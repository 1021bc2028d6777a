// A long JSON array answered as it is read: `[`, then each batch of rows as the database gives it,
// read only when the client has taken the one before, then `]`. The first rows leave before the
// last batch is read and memory stays at one batch (DESIGN.md: large reads stream).
import type { Context } from 'hono';

export function streamJsonArray(c: Context, batches: AsyncIterable<Record<string, unknown>[]>): Response {
  const encoder = new TextEncoder();
  const source = batches[Symbol.asyncIterator]();
  let first = true;
  let opened = false;
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!opened) {
        opened = true;
        controller.enqueue(encoder.encode('['));
        return;
      }
      const next = await source.next();
      if (next.done) {
        controller.enqueue(encoder.encode(']'));
        controller.close();
        return;
      }
      if (!next.value.length) return;
      const text = next.value.map((row) => JSON.stringify(row)).join(',');
      controller.enqueue(encoder.encode(first ? text : `,${text}`));
      first = false;
    },
    async cancel() {
      await source.return?.(undefined);
    },
  });
  return c.body(body, 200, { 'Content-Type': 'application/json' });
}
