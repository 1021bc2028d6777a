// One lead in the console, operators only; every answer with personal data is in the audit log:
//   GET /api/console/leads/{lead_id}                 everything about the lead (`console.lead.view`)
//   GET /api/console/leads/{lead_id}/lenders         the lenders it reached, its deliveries and its consent
//                                                    receipt (the admin call GET /api/admin/leads/{id}/lenders,
//                                                    run in process), with the exact text the person was shown
//                                                    and whether its SHA-256 is the receipt's (`console.lead.lenders.view`)
//   GET /api/console/leads/{lead_id}/{section}.csv   one table of the lead's page (common/console-lead.ts), with
//                                                    the table's `q`, `sort` and `dir` (`console.lead.export`)
//   GET /api/console/lenders                         the admin list of lenders (GET /api/admin/lenders): rules,
//                                                    today's deliveries against the cap, returns; never a key
import { leadHistory } from '../events';
import { Hono } from 'hono';
import * as z from 'zod';
import { LEAD_SECTIONS, triesText, type LeadSection, type PostbackTry } from '../../../common/console-lead';
import { isLang } from '../../../common/lang';
import { filterAndSort } from '../../../common/table-query';
import { recordConsoleAudit } from '../../audit/console';
import { listed, streamCsv } from '../../http/csv-export';
import { operatorsOnly, type ConsoleEnv } from '../../http/console-session';
import type { Db, Row } from '../../db';
import { ApiError } from '../../http/errors';
import { describe, doc } from '../../http/doc/describe';
import { anyObject, rowList } from '../../http/doc/shapes';
import { storableText } from '../../http/storable';
import { parseQuery, queryOneOf, queryText } from '../../http/validate';
import { sha256, receiptText } from '../../lenders/consent';
import type { Receipt } from '../../../common/lenders';
import { SELECT_LEADS } from './admin';
import { leadLenders } from '../../lenders/routes/admin';

const plain = (row: Record<string, unknown>) => ({
  ...row,
  ...('monthly_income' in row ? { monthly_income: Number(row.monthly_income) } : {}),
});

async function tableExists(db: Db, name: string): Promise<boolean> {
  const [row] = await db.query<{ found: boolean }>('select to_regclass($1) is not null as found', [name]);
  return row.found;
}

/** The lead and its tables; undefined when no lead has the id. */
async function leadDetail(db: Db, id: string) {
  const [lead] = await db.query<Record<string, unknown>>(
    `select ${SELECT_LEADS}, consent_withdrawn_at, verified_at from leads where lead_id = $1`,
    [id],
  );
  if (!lead) return undefined;
  const clientId = lead.client_id as string | null;
  const [leadEvents, history, events, tokens, deliveries] = await Promise.all([
    leadHistory(db, id),
    db.query('select id::text as id, state_type, lender_id, received_at from webhooks where lead_id = $1 order by received_at, id', [id]),
    clientId
      ? db.query(
          'select event_id, event, received_at, utm_source, domain from events where client_id = $1 order by received_at desc limit 200',
          [clientId],
        )
      : Promise.resolve([]),
    db.query('select token, created_at, updated_at from push_tokens where lead_id = $1 order by created_at', [id]),
    db.query(
      'select delivery_id, message_id, status, state, attempts, error, created_at, done_at from push_deliveries where lead_id = $1 order by created_at',
      [id],
    ),
  ]);
  const postbacks = (await tableExists(db, 'postbacks'))
    ? await db.query(
        `select p.postback_id, p.provider_id, p.url, p.state, p.attempts, p.created_at, p.done_at,
                coalesce((select json_agg(json_build_object('attempted_at', a.attempted_at, 'outcome', a.outcome, 'response_code', a.response_code) order by a.id)
                            from postback_attempts a where a.postback_id = p.postback_id), '[]'::json) as tries
           from postbacks p where p.lead_id = $1 order by p.created_at`,
        [id],
      )
    : null;
  const consent = {
    consent: lead.consent,
    consent_at: lead.consent_at,
    consent_version: lead.consent_version,
    marketing_opt_in: lead.marketing_opt_in,
    withdrawn_at: lead.consent_withdrawn_at,
  };
  // what each event names (a lender, a state, a reason) as one line: its table's `details`
  const details = (data: Record<string, unknown>) =>
    Object.entries(data)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([k, v]) => `${k}: ${String(v)}`)
      .join(', ');
  const lead_events = leadEvents.map((e) => ({ at: e.at, type: e.type, actor: e.actor, details: details(e.data) }));
  return { lead: plain(lead), consent, lead_events, history, events, push_tokens: tokens, push_deliveries: deliveries, postbacks };
}

interface LeadLenders {
  lead_id: string;
  lenders: Row[];
  deliveries: Row[];
  receipt: Receipt | null;
}

const sectionQuery = (section: LeadSection) =>
  z.object({
    q: queryText(200).optional(),
    sort: queryOneOf(LEAD_SECTIONS[section] as unknown as [string, ...string[]]).optional(),
    dir: queryOneOf(['asc', 'desc']).default('asc'),
  });

/** The query of any table's CSV, for the document: `sort` any table's column (each checks its own). */
const anySectionQuery = z.object({
  q: queryText(200).optional(),
  sort: queryOneOf([...new Set(Object.values(LEAD_SECTIONS).flat())] as [string, ...string[]]).optional(),
  dir: queryOneOf(['asc', 'desc']).default('asc'),
});

export function consoleLeadDetailRoutes(db: Db): Hono<ConsoleEnv> {
  /** The lead's lenders, as GET /api/admin/leads/{id}/lenders answers them (404 as it does). */
  const lendersOf = async (leadId: string): Promise<LeadLenders> => {
    const found = await leadLenders(db, storableText(leadId));
    if (!found) throw new ApiError('lead_not_found');
    return found as unknown as LeadLenders;
  };
  const app = new Hono<ConsoleEnv>();
  app.get('/api/console/leads/:id', operatorsOnly, async (c) => {
    const detail = await leadDetail(db, c.req.param('id'));
    if (!detail) throw new ApiError('lead_not_found');
    await recordConsoleAudit(db, c.get('operator').actor, 'console.lead.view', { events: detail.events.length });
    return c.json(detail);
  });

  app.get(
    '/api/console/leads/:id/lenders',
    doc({
      summary: 'The lenders a lead reached, its deliveries, its consent receipt and the text it was shown (audited)',
      tag: 'Console',
      auth: 'console',
      params: { id: 'The lead_id.' },
      answers: {
        200: {
          description: '`text`: the consent text of the receipt (`null`: none); `text_matches`: its SHA-256 is the receipt’s.',
          json: z.object({
            lead_id: z.string(),
            lenders: rowList,
            deliveries: rowList,
            receipt: anyObject.nullable(),
            text: z.string().nullable(),
            text_matches: z.boolean().nullable(),
          }),
        },
      },
      refusals: { 404: 'No such lead (`lead_not_found`).' },
    }),
    operatorsOnly,
    async (c) => {
      const answer = await lendersOf(c.req.param('id'));
      const receipt = answer.receipt;
      const text = receipt && isLang(receipt.lang) ? await receiptText(db, receipt.receipt_id) : undefined;
      await recordConsoleAudit(db, c.get('operator').actor, 'console.lead.lenders.view', {
        lenders: answer.lenders.length,
        deliveries: answer.deliveries.length,
        receipt: receipt !== null,
      });
      return c.json({ ...answer, text: text ?? null, text_matches: text === undefined ? null : sha256(text) === receipt!.text_sha256 });
    },
  );

  describe(app, 'GET', '/api/console/leads/:id/:file{[a-z_]+\\.csv}', {
    summary: "One table of a lead's page as CSV, filtered and sorted as it shows (audited)",
    tag: 'Console',
    auth: 'console',
    params: { id: 'The lead_id.', file: 'The table and `.csv`.' },
    paramValues: { file: Object.keys(LEAD_SECTIONS).map((section) => `${section}.csv`) },
    query: anySectionQuery,
    answers: { 200: { description: 'Streamed CSV.', csv: true } },
    refusals: {
      400: '`fields.sort`: not a column of this table; `fields.dir`: asc or desc; `fields.q`: too long.',
      404: 'No such lead (`lead_not_found`), or the lead page has no such table.',
    },
  });
  app.get('/api/console/leads/:id/:file{[a-z_]+\\.csv}', operatorsOnly, async (c) => {
    const id = storableText(c.req.param('id'));
    const section = c.req.param('file').replace(/\.csv$/, '');
    if (!Object.hasOwn(LEAD_SECTIONS, section)) throw new ApiError('not_found', {}, 'This lead has no such table.');
    const name = section as LeadSection;
    const query = parseQuery(c, sectionQuery(name));
    let rows: Row[];
    if (name === 'lenders' || name === 'deliveries') {
      rows = (await lendersOf(id))[name];
    } else {
      const detail = await leadDetail(db, id);
      if (!detail) throw new ApiError('lead_not_found');
      rows = (detail[name] ?? []) as Row[];
      if (name === 'postbacks') rows = rows.map((r) => ({ ...r, tries: triesText(r.tries as PostbackTry[]) }));
    }
    const columns = LEAD_SECTIONS[name];
    const shown = filterAndSort(rows, columns, query);
    await recordConsoleAudit(db, c.get('operator').actor, 'console.lead.export', { table: name, rows: shown.length });
    return streamCsv(c, `naya-lead-${name}.csv`, columns, listed(shown, columns, {}));
  });
  return app;
}
