// The `poya_days` list (migration 017) as the campaign rules read it: loaded once and kept for a
// minute, and read again at once after a change in this process (another process sees it within
// the minute). docs/borrower-page.md "Poya days".
import { POYA_WARN_DAYS, type PoyaDayList, type PoyaDayRecord } from '../../common/poya-days';
import type { Db, Queryable } from '../db';
import { colomboDay } from './message-rules';
import { poyaCalendar, type IsPoyaDay } from './poya-days';

const KEEP_MS = 60_000;
const cached = new WeakMap<Db, { at: number; calendar: Promise<IsPoyaDay> }>();

export async function listedPoyaDays(q: Queryable): Promise<PoyaDayRecord[]> {
  const rows = await q.query<PoyaDayRecord & Record<string, unknown>>(
    `select to_char(day, 'YYYY-MM-DD') as day, note, added_by, added_at from poya_days order by day`,
  );
  return rows.map((r) => ({ ...r, added_at: new Date(r.added_at).toISOString() }));
}

/** The list with whether it ends within POYA_WARN_DAYS of `now`'s Colombo day. */
export async function poyaDayList(q: Queryable, now: Date): Promise<PoyaDayList> {
  const days = await listedPoyaDays(q);
  const last = days.at(-1)?.day ?? null;
  const warnFrom = colomboDay(new Date(now.getTime() + POYA_WARN_DAYS * 86_400_000));
  return { days, last_day: last, today: colomboDay(now), ends_soon: last === null || last < warnFrom };
}

/** The rules' Poya days from the database (cached). */
export function poyaDaysOf(db: Db): Promise<IsPoyaDay> {
  const hit = cached.get(db);
  if (hit && Date.now() - hit.at < KEEP_MS) return hit.calendar;
  const calendar = listedPoyaDays(db).then((rows) => poyaCalendar(rows.map((r) => r.day)));
  calendar.catch(() => cached.delete(db)); // a failed read is not kept
  cached.set(db, { at: Date.now(), calendar });
  return calendar;
}

/** After a change to the list: the next campaign decision reads it again. */
export function poyaDaysChanged(db: Db): void {
  cached.delete(db);
}
