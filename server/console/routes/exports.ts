// CSV of each console list table, operators only: the rows the table shows for the same address
// (`?q=&sort=&dir=`, common/table-query.ts), every page of them, streamed (server/http/csv-export.ts).
// Files that hold personal data (console users' e-mails, the audit log's actors) are audited.
//   GET /api/console/offers.csv | partners.csv | users.csv | campaigns.csv | audit.csv | poya-days.csv
// The leads' CSV is with the leads (console-leads.ts): its filters are the database's.
import { Hono } from 'hono';
import { describe } from '../../http/doc/describe';
import * as z from 'zod';
import {
  campaignRow,
  LIST_COLUMNS,
  offerRow,
  userRow,
  type ListName,
  type StoredOffer,
  type UserRecord,
} from '../../../common/console-lists';
import { partnerRow } from '../../../common/money-lists';
import { cellText, rowMatches } from '../../../common/table-query';
import { recordConsoleAudit } from '../../audit/console';
import { listed, streamCsv } from '../../http/csv-export';
import type { OfferStore } from '../../offers/store';
import { operatorsOnly, type ConsoleEnv } from '../../http/console-session';
import type { Db, Row } from '../../db';
import { keysetBatches } from '../../http/keyset';
import { AUDIT_LIST } from '../../audit/index';
import { parseQuery, queryOneOf, queryText } from '../../http/validate';
import { listPartners } from '../../partners/accounts';
import { listCampaigns } from '../../push/campaigns';
import { listedPoyaDays } from '../../push/poya-store';

const listQuery = (name: ListName) =>
  z.object({
    q: queryText(200).optional(),
    sort: queryOneOf(LIST_COLUMNS[name] as unknown as [string, ...string[]]).optional(),
    dir: queryOneOf(['asc', 'desc']).default('asc'),
  });

async function* matching(batches: AsyncIterable<Row[]>, columns: readonly string[], q: string | undefined) {
  for await (const rows of batches)
    yield rows.filter((r) => rowMatches(r, columns, q)).map((r) => ({ ...r, outcome: cellText(r.outcome) })); // JSON, as the table shows it
}

export function consoleExportRoutes(db: Db, offers: OfferStore): Hono<ConsoleEnv> {
  const app = new Hono<ConsoleEnv>();
  const small: Record<Exclude<ListName, 'audit'>, () => Promise<Row[]>> = {
    offers: async () => (await offers.all()).map((o) => offerRow(o as StoredOffer)),
    partners: async () => (await listPartners(db)).map(partnerRow),
    users: async () =>
      (
        await db.query<UserRecord & Row>(
          'select user_id::int as user_id, email, role, provider_id, created_at, disabled_at from console_users order by email',
        )
      ).map(userRow),
    campaigns: async () => (await listCampaigns(db, 10_000)).map(campaignRow),
    'poya-days': async () => listedPoyaDays(db),
  };
  for (const [name, load] of Object.entries(small) as [Exclude<ListName, 'audit'>, () => Promise<Row[]>][]) {
    const path = `/api/console/${name}.csv`;
    app.use(path, operatorsOnly);
    describe(app, 'GET', path, {
      summary: `The ${name} list as CSV, filtered and sorted as on its screen`,
      tag: 'Console',
      auth: 'console',
      query: listQuery(name),
      answers: { 200: { description: 'Streamed CSV.', csv: true } },
    });
    app.get(path, async (c) => {
      const query = parseQuery(c, listQuery(name));
      const columns = LIST_COLUMNS[name];
      const rows = await load();
      if (name === 'users') {
        const shown = rows.filter((r) => rowMatches(r, columns, query.q)).length;
        await recordConsoleAudit(db, c.get('operator').actor, 'console.users.export', { rows: shown });
      }
      return streamCsv(c, `naya-${name}.csv`, columns, listed(rows, columns, query));
    });
  }
  app.use('/api/console/audit.csv', operatorsOnly);
  describe(app, 'GET', '/api/console/audit.csv', {
    summary: 'The audit log as CSV (audited)',
    tag: 'Console',
    auth: 'console',
    query: listQuery('audit'),
    answers: { 200: { description: 'Streamed CSV, newest first.', csv: true } },
  });
  app.get('/api/console/audit.csv', async (c) => {
    // The log's own order (newest first): its table is not sortable.
    const { q } = parseQuery(c, listQuery('audit'));
    await recordConsoleAudit(db, c.get('operator').actor, 'console.audit.export', { filters: q ? ['q'] : [] });
    return streamCsv(c, 'naya-audit.csv', LIST_COLUMNS.audit, matching(keysetBatches(db, AUDIT_LIST), LIST_COLUMNS.audit, q));
  });
  return app;
}
