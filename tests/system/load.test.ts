// Load: autocannon saturating the real server (a child process on PGlite in a
// temporary DATA_DIR) over loopback, bounded by count and time. Every 2xx answer must be a stored
// row, a repeated event_id stored once, a double-submitted lead one lead, never a 5xx, and every
// refusal the JSON error shape (429s past the per-IP lead limit with Retry-After).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startChild, UNLIMITED, type ChildServer } from '../../server/testing/child';
import { cannon } from './support/cannon';
import { eventsStored, missing, stats, storedEventIds, storedLeads, tempDataDir } from './support/stored';
import { countsOf, eventTraffic, leadTraffic } from './support/traffic';

const CONNECTIONS = 64;
const EVENTS = 6000;
const LEADS = 1500;
const MAX_SECONDS = 8;

describe('under load, one server on the embedded database', () => {
  const dataDir = tempDataDir('load');
  let server: ChildServer;
  const events = eventTraffic('load', 'load');

  beforeAll(async () => {
    // The per-IP limits would stop a load from one address: raised here, default in the next suite.
    server = await startChild({ DATA_DIR: dataDir, DATABASE_URL: '', ...UNLIMITED });
  });
  afterAll(async () => {
    await server?.stop('SIGKILL');
  });

  it(`answers ${EVENTS} events (1 in 5 a repeated event_id) 202 and stores each id once`, async () => {
    const run = await cannon({
      url: server.origin,
      connections: CONNECTIONS,
      amount: EVENTS,
      maxSeconds: MAX_SECONDS,
      requests: [events.request],
    });
    const answers = [...events.answered.values()].reduce((a, b) => a + b, 0);
    console.log(
      `events: ${run.rps} req/s, ${answers} answered 202 for ${events.answered.size} ids (${events.duplicatesSent} repeats sent), capped: ${run.capped}`,
    );
    expect(events.problems).toEqual([]);
    expect(countsOf(events.statuses)).toEqual({ 202: answers });
    expect(run.result.errors).toBe(0);
    expect(answers).toBeGreaterThan(EVENTS / 4); // the load was real, even on a loaded machine
    const stored = await eventsStored(server.origin, events.answered.size);
    // every id answered is a row; rows beyond them can only be requests cut off by the time cap
    expect(stored).toBeGreaterThanOrEqual(events.answered.size);
    expect(stored).toBeLessThanOrEqual(run.capped ? events.sent.size : events.answered.size);
    if (!run.capped) expect(stored).toBe(events.answered.size);
  }, 60_000);

  it(`answers ${LEADS} valid leads (1 in 5 a double submit) 201, each visitor and phone stored once`, async () => {
    const leads = leadTraffic();
    const run = await cannon({
      url: server.origin,
      connections: CONNECTIONS,
      amount: LEADS,
      maxSeconds: MAX_SECONDS,
      requests: [leads.request],
    });
    const answers = leads.statuses.get(201) ?? 0;
    console.log(
      `leads: ${run.rps} req/s, ${answers} answered 201 for ${leads.answered.size} leads (${leads.doubleSubmits} double submits), capped: ${run.capped}`,
    );
    expect(leads.problems).toEqual([]);
    expect(countsOf(leads.statuses)).toEqual({ 201: answers });
    expect(run.result.errors).toBe(0);
    expect(answers).toBeGreaterThan(LEADS / 10);
    // a double submit gets the lead_id of the first, even when the two raced on two connections
    const split = [...leads.answered].filter(([, ids]) => ids.size !== 1);
    expect(split).toEqual([]);
    const stored = await storedLeads(server.origin);
    const byId = new Map(stored.map((l) => [l.lead_id, l]));
    for (const [key, ids] of leads.answered) {
      const lead = byId.get([...ids][0]);
      expect(lead, `lead of ${key}`).toBeDefined();
      expect(`${lead?.client_id}|${lead?.phone}`).toBe(key);
    }
    expect(new Set(stored.map((l) => `${l.client_id}|${l.phone}`)).size).toBe(stored.length);
    if (!run.capped) expect(stored.length).toBe(leads.answered.size);
  }, 60_000);

  it('after SIGTERM, the database files hold every event answered 202, each once', async () => {
    expect(await server.stop('SIGTERM')).toBe(0);
    const stored = await storedEventIds({ dataDir }, 'load');
    expect(missing(events.answered.keys(), stored)).toEqual([]);
    expect([...stored.values()].every((n) => n === 1)).toBe(true);
    expect([...stored.keys()].every((id) => events.sent.has(id))).toBe(true);
    const repeated = [...events.answered].filter(([, n]) => n > 1);
    expect(repeated.length).toBeGreaterThan(0); // repeats were answered 202 too, and stored once
  }, 60_000);
});

describe('under load with the default lead rate limit', () => {
  let server: ChildServer;
  beforeAll(async () => {
    server = await startChild({ DATA_DIR: tempDataDir('limit'), DATABASE_URL: '', LEAD_RATE_LIMIT: '', LEAD_RATE_WINDOW_S: '' });
  });
  afterAll(async () => {
    await server?.stop('SIGKILL');
  });

  it('answers 201 to the first 10 leads of one address, then 429 with Retry-After, as JSON errors', async () => {
    const leads = leadTraffic(50_000);
    // No double submits in the first 10 (every 5th is one): count distinct leads among the 201s.
    const run = await cannon({ url: server.origin, connections: 20, amount: 200, maxSeconds: MAX_SECONDS, requests: [leads.request] });
    console.log(`rate limit: ${JSON.stringify(countsOf(leads.statuses))}, ${run.rps} req/s`);
    expect(leads.problems).toEqual([]);
    expect(run.result.errors).toBe(0);
    expect(countsOf(leads.statuses)).toEqual({ 201: 10, 429: run.answers - 10 });
    expect(leads.retryAfter.length).toBeGreaterThan(100);
    expect(leads.retryAfter.every((s) => Number.isInteger(s) && s >= 1 && s <= 600)).toBe(true);
    const created = new Set([...leads.answered.values()].flatMap((ids) => [...ids]));
    expect((await stats(server.origin)).leads).toBe(created.size);
  }, 60_000);
});
