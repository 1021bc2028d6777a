// Over a real socket: body limits on streamed bodies, and graceful shutdown on SIGTERM.
import { existsSync, mkdtempSync, statSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENT_MAX_BYTES } from '../common/limits';
import { openDatabase } from './db';
import { startChild, UNLIMITED, type ChildServer } from './testing/child';

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

describe('the burst journal over a socket', () => {
  const waitUntil = async (check: () => boolean, what: string) => {
    for (const until = Date.now() + 30_000; !check(); await new Promise((r) => setTimeout(r, 20))) {
      if (Date.now() > until) throw new Error(`not within 30 s: ${what}`);
    }
  };

  it('keeps every event answered from the journal when killed with SIGKILL mid-burst, and stores them at the next start, once each', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'naya-journal-'));
    const journal = path.join(dataDir, 'events.journal');
    // every event through the journal, held there (no rate is quiet enough to store it): what this
    // checks is that a line answered 202 outlives the process, whatever the machine's speed
    const first = await startChild({ DATA_DIR: dataDir, ...UNLIMITED, EVENT_JOURNAL_AFTER: '0', EVENT_JOURNAL_BURST_RATE: '0' });
    const accepted: string[] = [];
    let next = 0;
    let killed = false;
    // 100 senders, each sending its next event as soon as the last is answered: a burst
    const sender = async () => {
      while (!killed) {
        const event_id = `journal-kill-${next++}`;
        const res = await fetch(`${first.origin}/api/event`, {
          method: 'POST',
          headers: { 'Content-Type': 'text/plain' },
          body: JSON.stringify({ event: 'journal_kill', event_id, client_id: 'c-burst' }),
        }).catch(() => undefined); // cut off by the kill: not answered, not counted
        if (res?.status === 202) accepted.push(event_id);
      }
    };
    const senders = Array.from({ length: 100 }, sender);
    await waitUntil(() => accepted.length >= 2000 && existsSync(journal) && statSync(journal).size > 0, 'a burst in the journal');
    await first.stop('SIGKILL'); // no shutdown: the journal's lines are all there is
    killed = true;
    await Promise.all(senders);
    expect(statSync(journal).size).toBeGreaterThan(0); // answered 202, not in the database yet

    const second = await startChild({ DATA_DIR: dataDir });
    await waitUntil(() => statSync(journal).size === 0, 'the journal stored at the next start');
    expect(second.output()).toMatch(/event journal: \d+ bytes from an earlier run wait to be stored/);
    expect(await second.stop('SIGTERM')).toBe(0);
    const db = await openDatabase({ dataDir });
    const [{ stored, distinct }] = await db.query<{ stored: number; distinct: number }>(
      "select count(*) filter (where event_id = any($1::text[]))::int as stored, count(distinct event_id)::int as distinct from events where event = 'journal_kill'",
      [accepted],
    );
    await db.close();
    expect(stored).toBe(accepted.length); // every 202, once
    expect(distinct).toBeGreaterThanOrEqual(accepted.length); // and events cut off after their line was written
  }, 120_000);
});
