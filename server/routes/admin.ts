// Admin: GET /api/admin/leads (JSON, or CSV with Accept: text/csv) and GET /api/admin/stats, both
// behind `Authorization: Bearer $ADMIN_TOKEN`.
import { Hono } from 'hono';
import { isAdmin } from '../admin-token';
import type { Db } from '../db';
import { ApiError, apiError } from '../http/errors';
import { toCsv } from '../csv';
import { LEAD_COLUMNS } from '../../common/lead-columns';

const MAX_LIMIT = 10_000;

/** A query parameter that must be a whole number ≥ 0 when present (else 400 naming it). */
function wholeNumber(name: string, text: string | undefined): number | undefined {
  if (text === undefined || text === '') return undefined;
  const n = Number(text);
  if (!Number.isSafeInteger(n) || n < 0) throw new ApiError('validation_failed', { [name]: 'invalid' });
  return n;
}

/** A day (`YYYY-MM-DD`, Colombo's day) or a full ISO time; else 400 naming the parameter. */
export function instant(name: string, text: string | undefined, endOfDay: boolean): string | undefined {
  if (!text) return undefined;
  const day = /^\d{4}-\d{2}-\d{2}$/.test(text);
  const time = new Date(day ? `${text}T00:00:00+05:30` : text);
  if (Number.isNaN(time.getTime())) throw new ApiError('validation_failed', { [name]: 'invalid' });
  if (day && endOfDay) time.setTime(time.getTime() + 86_400_000); // `to` a day: up to that day's end
  return time.toISOString();
}

/** `?provider=&status=&from=&to=` as a where clause: a day `to` includes that whole day. */
function leadFilter(query: Record<string, string>): { where: string; params: unknown[] } {
  const clauses: string[] = [];
  const params: unknown[] = [];
  const add = (sql: string, value: unknown) => {
    params.push(value);
    clauses.push(sql.replace('?', `$${params.length}`));
  };
  const provider = wholeNumber('provider', query.provider);
  if (provider !== undefined) add('provider = ?', provider);
  if (query.status) add('status = ?', query.status);
  const from = instant('from', query.from, false);
  if (from) add('created_at >= ?', from);
  const to = instant('to', query.to, true);
  if (to) add(/^\d{4}-\d{2}-\d{2}$/.test(query.to) ? 'created_at < ?' : 'created_at <= ?', to);
  return { where: clauses.length ? `where ${clauses.join(' and ')}` : '', params };
}

/** bigint arrives as a string from PostgreSQL; incomes fit a JS number. */
const plainLead = (row: Record<string, unknown>) => ({ ...row, monthly_income: Number(row.monthly_income) });

/** The date as text in SQL, so no driver turns it into a local-midnight Date. */
/** Every lead column, the NIC birth date as a plain date (the admin and console exports). */
export const SELECT_LEADS = LEAD_COLUMNS.map((c) =>
  c === 'nic_birth_date' ? "to_char(nic_birth_date, 'YYYY-MM-DD') as nic_birth_date" : c,
).join(', ');

export function adminRoutes(db: Db, token: string): Hono {
  const app = new Hono();
  app.use('/api/admin/*', async (c, next) => {
    if (!isAdmin(c.req.header('authorization'), token)) {
      c.header('WWW-Authenticate', 'Bearer');
      return apiError(c, 'unauthorized');
    }
    c.header('Cache-Control', 'no-store');
    await next();
  });
  app.get('/api/admin/stats', async (c) => {
    const [row] = await db.query<Record<string, number>>(`select
      (select count(*)::int from events) as events,
      (select count(*)::int from leads) as leads,
      (select count(*)::int from push_tokens) as push_tokens,
      (select count(*)::int from webhooks) as webhooks`);
    return c.json({ events: row.events, leads: row.leads, push_tokens: row.push_tokens, webhooks: row.webhooks });
  });
  app.get('/api/admin/leads', async (c) => {
    const limit = Math.min(wholeNumber('limit', c.req.query('limit')) || 1000, MAX_LIMIT);
    const offset = wholeNumber('offset', c.req.query('offset')) ?? 0;
    const filter = leadFilter(c.req.query());
    const rows = (
      await db.query(
        `select ${SELECT_LEADS} from leads ${filter.where} order by created_at desc, lead_id limit $${filter.params.length + 1} offset $${filter.params.length + 2}`,
        [...filter.params, limit, offset],
      )
    ).map(plainLead);
    if ((c.req.header('accept') ?? '').includes('text/csv')) {
      c.header('Content-Disposition', 'attachment; filename="naya-leads.csv"');
      return c.body(toCsv(LEAD_COLUMNS, rows), 200, { 'Content-Type': 'text/csv; charset=utf-8' });
    }
    return c.json(rows);
  });
  return app;
}
