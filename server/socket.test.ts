// Over a real socket: body limits on streamed bodies, and graceful shutdown on SIGTERM.
import { mkdtempSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENT_MAX_BYTES } from '../common/limits';
import { openDatabase } from './db';
import { startChild, type ChildServer } from './testing/child';

/** POSTs `chunks` as a chunked body (no Content-Length), one write each. */
function streamPost(origin: string, url: string, chunks: string[]): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(`${origin}${url}`, { method: 'POST', headers: { 'Content-Type': 'text/plain' } }, (res) => {
      let body = '';
      res.on('data', (d) => (body += d));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    for (const chunk of chunks) req.write(chunk);
    req.end();
  });
}

describe('over a socket', () => {
  let server: ChildServer;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'naya-socket-'));
  beforeAll(async () => {
    // A long batch window keeps events pending in the group commit when SIGTERM arrives.
    server = await startChild({ DATA_DIR: dataDir, EVENT_BATCH_WINDOW_MS: '300' });
  });
  afterAll(() => server?.stop('SIGKILL'));

  it('refuses a streamed event body over the limit with 413, and takes one under it', async () => {
    const part = 'x'.repeat(1024);
    const over = await streamPost(server.origin, '/api/event', [
      '{"event":"big","pad":"',
      ...Array(EVENT_MAX_BYTES / 1024).fill(part),
      '"}',
    ]);
    expect(over.status).toBe(413);
    expect(JSON.parse(over.body).error.code).toBe('payload_too_large');
    const under = await streamPost(server.origin, '/api/event', ['{"event":"ok","event_id":"sock-1",', '"pad":"', part, '"}']);
    expect(under.status).toBe(202);
  });

  it('on SIGTERM answers what it accepted, stores it, stops listening and exits 0', async () => {
    const ids = Array.from({ length: 40 }, (_, i) => `term-${i}`);
    const answers = ids.map((id) =>
      fetch(`${server.origin}/api/event`, {
        method: 'POST',
        headers: { 'Content-Type': 'text/plain' },
        body: JSON.stringify({ event: 'term', event_id: id }),
      }),
    );
    await new Promise((r) => setTimeout(r, 150)); // received, waiting in the 300 ms batch window
    const exited = server.stop('SIGTERM');
    const statuses = await Promise.all(answers.map(async (a) => (await a).status));
    expect(statuses.every((s) => s === 202)).toBe(true);
    expect(await exited).toBe(0);
    await expect(fetch(`${server.origin}/api/health`)).rejects.toThrow();
    expect(server.output()).toContain('SIGTERM: shutting down');
    const db = await openDatabase({ dataDir });
    const [{ n }] = await db.query<{ n: number }>("select count(*)::int as n from events where event = 'term'");
    await db.close();
    expect(n).toBe(40);
  });

  it('keeps every event it answered 202 even when killed with SIGKILL right after', async () => {
    const again = await startChild({ DATA_DIR: dataDir });
    const ids = Array.from({ length: 30 }, (_, i) => `kill-${i}`);
    const statuses = await Promise.all(
      ids.map(
        async (id) =>
          (
            await fetch(`${again.origin}/api/event`, {
              method: 'POST',
              headers: { 'Content-Type': 'text/plain' },
              body: JSON.stringify({ event: 'kill', event_id: id }),
            })
          ).status,
      ),
    );
    expect(statuses.every((s) => s === 202)).toBe(true);
    await again.stop('SIGKILL'); // no shutdown at all: the 202s must already be on disk
    const db = await openDatabase({ dataDir });
    const [{ n }] = await db.query<{ n: number }>("select count(*)::int as n from events where event = 'kill'");
    await db.close();
    expect(n).toBe(30);
  });
});
