// `npm run bench` failover rows (DESIGN.md budgets: "failover: primary killed, replica promoted —
// writes back ≤ 30 s, 0 of the 2xx lost"): the scenario of tests/support/failover-scenario.ts,
// timed. Needs Debian's PostgreSQL and PgBouncer; without them the rows say n/a.
import { failoverMissing, runFailover } from '../tests/support/failover-scenario';

export interface BenchRow {
  what: string;
  value: number | string | null;
  unit: string;
  goal: string;
  ok: boolean | null;
}

export async function benchFailover(): Promise<BenchRow[]> {
  const missing = failoverMissing();
  if (missing.length)
    return [{ what: `failover (${missing.join(', ')} not installed)`, value: null, unit: 's', goal: '≤ 30 s, 0 lost', ok: null }];
  const run = await runFailover();
  const backs = (['A', 'B'] as const).map((side) => run.backAt[side]);
  const back = backs.some((at) => at === undefined) ? null : Math.max(...backs.map((at) => at! - run.promotedAt)) / 1000;
  const stored = new Set(run.storedEvents.filter((r) => r.n === 1).map((r) => r.event_id));
  const lost = run.leadIds.size - run.storedLeads + (run.eventIds.size - stored.size);
  const other5xx = run.answers.filter((a) => a.status >= 500 && a.status !== 503).length;
  return [
    {
      what: 'failover: writes back after the promotion (slower of both hosts in DATABASE_URL / PgBouncer)',
      value: back,
      unit: 's',
      goal: '≤ 30 s',
      ok: back !== null && back <= 30,
    },
    { what: `failover: 2xx lost of ${run.leadIds.size + run.eventIds.size}`, value: lost, unit: '', goal: '0', ok: lost === 0 },
    {
      what: `failover: refused 503 of ${run.answers.length} requests (other 5xx: ${other5xx})`,
      value: run.answers.filter((a) => a.status === 503).length,
      unit: '',
      goal: 'no other 5xx',
      ok: other5xx === 0,
    },
  ];
}
