// The Poya days list (docs/borrower-page.md "Poya days"): no campaign message goes on a listed day.
// Operators keep it from the government gazette, in the console (session, CSRF) or with the admin
// token; every change is in the audit log.
//   GET    /api/console/poya-days          {"days": [{"day", "note", "added_by", "added_at"}], "last_day", "ends_soon"}
//   POST   /api/console/poya-days          {"day": "YYYY-MM-DD", "note"?} → 201 the day; a listed day 409
//   DELETE /api/console/poya-days/{day}    {"day", "removed": true}; not listed 404
// and the same under /api/admin/poya-days with `Authorization: Bearer $ADMIN_TOKEN`.
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import * as z from 'zod';
import { issueFields } from '../../../common/console-users';
import { poyaDaySchema } from '../../../common/poya-days';
import { adminOnly } from '../../http/guards';
import { recordConsoleAudit } from '../../audit/console';
import { operatorsOnly, type ConsoleEnv } from '../../http/console-session';
import type { Db } from '../../db';
import { limitBody, readJsonObject, requireContentType } from '../../http/body';
import { ApiError } from '../../http/errors';
import { describe, type OperationDoc } from '../../http/doc/describe';
import { poyaDayList, poyaDaysChanged } from '../poya-store';

type Actor = (c: Context) => string;

function dayParam(c: Context): string {
  const parsed = poyaDaySchema.safeParse({ day: c.req.param('day') ?? '' });
  if (!parsed.success) throw new ApiError('not_found', {}, 'No Poya day is listed for this date.');
  return parsed.data.day;
}

const poyaDay = z.object({ day: z.string(), note: z.string(), added_by: z.string() });
const listed = z.object({
  days: z.array(poyaDay.extend({ added_at: z.string() })),
  last_day: z.string().nullable(),
  today: z.string(),
  ends_soon: z.boolean(),
});

/** The three calls' descriptions, with the admin token (the console's are the same: `sameAs`). */
const POYA_DOCS: Record<'GET' | 'POST' | 'DELETE', Omit<OperationDoc, 'tag' | 'auth'>> = {
  GET: {
    summary: 'The Poya days listed (no campaign message goes on one)',
    answers: { 200: { description: '`ends_soon`: the list ends within 60 days of today (Colombo), or has ended.', json: listed } },
  },
  POST: {
    summary: 'List a Poya day (audited)',
    body: { json: poyaDaySchema, example: { day: '2026-12-04', note: 'Unduvap Poya' } },
    answers: { 201: { description: 'The day as listed.', json: poyaDay } },
    refusals: {
      400: '`fields.day`: invalid_day (not a real YYYY-MM-DD); `fields.note`: too_long (over 200 characters).',
      409: 'The day is listed already (`fields.day`: listed).',
    },
  },
  DELETE: {
    summary: 'Take a Poya day off the list (audited)',
    params: { day: 'The day, YYYY-MM-DD.' },
    answers: { 200: { description: 'Removed.', json: z.object({ day: z.string(), removed: z.literal(true) }) } },
    refusals: { 404: 'No Poya day is listed for this date (or it is not a date).' },
  },
};

/** The three calls under `base`, behind `guard`; `actor` names who changed the list. */
function poyaDayCalls(db: Db, base: string, guard: MiddlewareHandler, actor: Actor, now: () => Date): Hono<ConsoleEnv> {
  const app = new Hono<ConsoleEnv>();
  app.use(base, guard);
  app.use(`${base}/*`, guard);
  const admin = base.startsWith('/api/admin/');
  for (const [method, op] of Object.entries(POYA_DOCS) as [keyof typeof POYA_DOCS, (typeof POYA_DOCS)['GET']][]) {
    const path = method === 'DELETE' ? `${base}/:day` : base;
    describe(
      app,
      method,
      path,
      admin ? { ...op, tag: 'Poya days', auth: 'admin' } : { sameAs: `${method} ${path.replace('/api/console/', '/api/admin/')}` },
    );
  }
  app.get(base, async (c) => c.json(await poyaDayList(db, now())));
  app.post(base, requireContentType('application/json'), limitBody(4096), async (c) => {
    const parsed = poyaDaySchema.safeParse(await readJsonObject(c));
    if (!parsed.success) throw new ApiError('validation_failed', issueFields(parsed.error));
    const { day, note = '' } = parsed.data;
    const who = actor(c);
    const added = await db.transaction(async (tx) => {
      const rows = await tx.query(
        'insert into poya_days (day, note, added_by) values ($1, $2, $3) on conflict (day) do nothing returning 1',
        [day, note, who],
      );
      if (rows.length) await recordConsoleAudit(tx, who, 'poya.add', { day });
      return rows.length > 0;
    });
    if (!added) throw new ApiError('conflict', { day: 'listed' }, 'This day is listed already.');
    poyaDaysChanged(db);
    return c.json({ day, note, added_by: who }, 201);
  });
  app.delete(`${base}/:day`, async (c) => {
    const day = dayParam(c);
    const who = actor(c);
    const removed = await db.transaction(async (tx) => {
      const rows = await tx.query('delete from poya_days where day = $1 returning 1', [day]);
      if (rows.length) await recordConsoleAudit(tx, who, 'poya.remove', { day });
      return rows.length > 0;
    });
    if (!removed) throw new ApiError('not_found', {}, 'No Poya day is listed for this date.');
    poyaDaysChanged(db);
    return c.json({ day, removed: true });
  });
  return app;
}

/** In the console, behind its session (with CSRF on changes): operators only. */
export const consolePoyaDayRoutes = (db: Db, now: () => Date) =>
  poyaDayCalls(db, '/api/console/poya-days', operatorsOnly, (c) => (c as Context<ConsoleEnv>).get('operator').actor, now);

/** With the admin token. */
export const adminPoyaDayRoutes = (db: Db, token: string, now: () => Date) =>
  poyaDayCalls(db, '/api/admin/poya-days', adminOnly(token), () => 'admin', now);
