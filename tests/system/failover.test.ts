// Failover on real parts (docs/deployment.md "High availability", DESIGN.md "Failover and more
// than one machine"), the scenario of tests/support/failover-scenario.ts: a primary and a
// synchronous streaming replica, two Naya processes (one with both hosts in DATABASE_URL and the
// burst journal, one through PgBouncer in transaction mode), leads and events flowing, the primary
// killed with SIGKILL and the replica promoted. Every request answered 2xx is stored exactly once,
// nothing answers a 5xx but 503 (with Retry-After), and writes are back within 30 s of the
// promotion, with no restart of either process. Skipped, saying why, where PostgreSQL or PgBouncer
// is not installed (CI installs both: .ci/run).
import { describe, expect, it } from 'vitest';
import { failoverMissing, runFailover } from '../support/failover-scenario';

const missing = failoverMissing();
if (missing.length) console.warn(`failover.test.ts skipped: ${missing.join(', ')} not installed (apt-get install postgresql pgbouncer)`);

describe.skipIf(missing.length > 0)('failover: primary killed, replica promoted', () => {
  it('stores every 2xx once, answers nothing but 503 meanwhile, and writes again within 30 s of the promotion', async () => {
    const run = await runFailover();
    const { answers, killedAt, promotedAt } = run;

    const statuses = [...new Set(answers.map((a) => a.status))].sort();
    expect(
      statuses.every((s) => [201, 202, 503].includes(s)),
      `statuses ${statuses.join(', ')}`,
    ).toBe(true);
    const refused = answers.filter((a) => a.status === 503);
    expect(refused.length).toBeGreaterThan(0); // the outage was seen
    expect(refused.every((a) => a.retryAfter === '5')).toBe(true);
    expect(answers.filter((a) => a.kind === 'resent event').every((a) => a.status === 202)).toBe(true); // the loader's re-sends
    // A's events went to its journal while no primary answered
    expect(answers.some((a) => a.server === 'A' && a.kind === 'event' && a.status === 202 && a.at > killedAt && a.at < promotedAt)).toBe(
      true,
    );
    for (const side of ['A', 'B'] as const) {
      expect(run.backAt[side], `${side} writes again`).toBeDefined();
      expect(run.backAt[side]! - promotedAt).toBeLessThan(30_000);
      expect(run.health[side]).toBe(200);
      expect(run.stats[side]).toBe(200);
      expect(run.outputs[side]).not.toMatch(/unexpected error|Nimal|\+9477/); // no 500s, no lead data in logs
    }
    // every 2xx on the new primary, once
    expect(run.storedEvents.length).toBe(run.eventIds.size);
    expect(run.storedEvents.every((r) => r.n === 1)).toBe(true);
    expect(run.storedLeads).toBe(run.leadIds.size);
    // the job queue came back by itself: the new leads' jobs ran on the new primary (in one run
    // of four, on a loaded machine, some were still 'active' after 30 s: not asserted here)
    expect(run.jobsAfter.completed).toBeGreaterThan(0);
    expect(run.jobsAfter.failed).toBeUndefined();

    const back = (side: 'A' | 'B') => (run.backAt[side]! - promotedAt) / 1000;
    console.log(
      `failover: ${JSON.stringify({ backA: back('A'), backB: back('B'), refused503: refused.length, answered2xx: run.leadIds.size + run.eventIds.size, outageMs: promotedAt - killedAt, requests: answers.length, jobsAfter: run.jobsAfter })}`,
    );
  }, 300_000); // on a loaded CI machine the clusters, two processes and the waits took more than 120 s
});
