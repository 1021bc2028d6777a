// Personal data rights (Personal Data Protection Act No. 9 of 2022), admin only, each call in the
// audit log (server/audit/index.ts) in the same transaction as what it does:
//   GET    /api/admin/subjects?phone=… | nic=… | lead_id=…   everything stored about the person (export),
//                                                           partners' postbacks about their leads too
//   PATCH  /api/admin/subjects/{lead_id}                     correct lead fields, validated like a new lead
//   POST   /api/admin/subjects/{lead_id}/withdraw            consent and marketing opt-in withdrawn
//   DELETE /api/admin/subjects?phone=… | nic=… | lead_id=…   erase the person across every table
// The console's operators make the same calls at /api/console/subjects… (server/http/doors.ts).
// A phone is matched in any accepted spelling (stored as E.164), a NIC old or new (stored as 12 digits).
import { Hono } from 'hono';
import { rowList } from '../../http/doc/shapes';
import * as z from 'zod';
import { checkNic, CONSENT_VERSION, decodeNic, DEFAULT_LEAD_LANG, normalizeMobile, validateLead } from '../../../common/domain';
import { actorOf, recordAudit, type AuditLookup } from '../../audit/index';
import type { Db, Queryable } from '../../db';
import { limitBody, readJsonObject, requireContentType } from '../../http/body';
import { ApiError } from '../../http/errors';
import { storableText } from '../../http/storable';
import { parseQuery, queryText } from '../../http/validate';
import type { JobQueue } from '../../jobs';
import { eraseSubject, withdrawConsent } from '../subject';
import { describeAt, guardRoutes, type Door } from '../../http/doors';
import { CORRECTABLE_COLUMNS, type CorrectableColumn } from '../../../common/lead-columns';
import { withoutQuery } from '../../../common/personal-data';

/** The lead fields a person may have corrected (common/lead-columns.ts says which and why). */
const CORRECTABLE = CORRECTABLE_COLUMNS;

const LOOKUPS: AuditLookup[] = ['phone', 'nic', 'lead_id'];
const lookupQuery = z.object({ phone: queryText(200).optional(), nic: queryText(200).optional(), lead_id: queryText(200).optional() });

/** Exactly one of ?phone, ?nic, ?lead_id; its value as stored. */
function lookupOf(query: z.output<typeof lookupQuery>): { by: AuditLookup; value: string } {
  const given = LOOKUPS.filter((k) => query[k]?.trim());
  if (given.length !== 1) {
    const fields = Object.fromEntries((given.length ? given : LOOKUPS).map((k) => [k, given.length ? 'only_one' : 'required']));
    throw new ApiError('validation_failed', fields, 'Name the person by exactly one of phone, nic or lead_id.');
  }
  const by = given[0]!;
  const raw = storableText(query[by]!.trim());
  if (by === 'phone') return { by, value: normalizeMobile(raw) ?? raw };
  if (by === 'nic') {
    const nic = checkNic(raw);
    return { by, value: nic.ok ? nic.info.normalized : raw.toUpperCase() };
  }
  return { by, value: raw };
}

async function leadIdsOf(q: Queryable, { by, value }: { by: AuditLookup; value: string }): Promise<string[]> {
  const rows = await q.query<{ lead_id: string }>(`select lead_id from leads where ${by} = $1 order by created_at`, [value]);
  return rows.map((r) => r.lead_id);
}

/** Everything stored about these leads (the admin's and the person's own export). */
export async function collect(q: Queryable, leadIds: string[]) {
  const leads = await q.query(
    "select *, to_char(nic_birth_date, 'YYYY-MM-DD') as nic_birth_date from leads where lead_id = any($1::text[]) order by created_at",
    [leadIds],
  );
  const clients = [...new Set(leads.map((l) => l.client_id).filter((c): c is string => typeof c === 'string'))];
  const events = await q.query('select * from events where client_id = any($1::text[]) or lead_id = any($2::text[]) order by received_at', [
    clients,
    leadIds,
  ]);
  const webhooks = await q.query('select * from webhooks where lead_id = any($1::text[]) order by id', [leadIds]);
  const pushTokens = await q.query('select * from push_tokens where lead_id = any($1::text[]) order by created_at', [leadIds]);
  return {
    leads: leads.map((l) => ({ ...l, monthly_income: Number(l.monthly_income) })),
    events,
    webhooks,
    push_tokens: pushTokens,
    postbacks: await postbacksOf(q, leadIds),
  };
}

/** What partners were told about these leads and how each try went. The address without its query
 * string, which can hold the partner's own token; the partner's signing secret is not read at all. */
async function postbacksOf(q: Queryable, leadIds: string[]) {
  const postbacks = await q.query<{ postback_id: string; url: string }>(
    `select postback_id, lead_id, provider_id, url, body, state, attempts, created_at, done_at
     from postbacks where lead_id = any($1::text[]) order by created_at, postback_id`,
    [leadIds],
  );
  const tries = await q.query<{ postback_id: string }>(
    `select postback_id, attempted_at, outcome, response_code, response_head
     from postback_attempts where lead_id = any($1::text[]) order by id`,
    [leadIds],
  );
  return postbacks.map((p) => ({
    ...p,
    url: withoutQuery(p.url),
    tries: tries.filter((t) => t.postback_id === p.postback_id).map(({ postback_id: _, ...t }) => t),
  }));
}

/** `flushEvents` stores the events still in the burst journal (server/events/intake.ts): a person's
 * export and erasure must reach every event of theirs that was answered 202. */
export function subjectRoutes(db: Db, jobs: JobQueue, door: Door, flushEvents: () => Promise<void>): Hono {
  const app = new Hono();
  guardRoutes(app, door, '/subjects', '/subjects/*');

  const subject = { tag: 'Personal data', auth: 'admin' } as const;
  const lookupRefusal = { 400: 'Not exactly one of phone, nic or lead_id (`fields` names them: required, only_one).' } as const;
  describeAt(app, door, 'GET', '/subjects', {
    ...subject,
    summary: 'Everything stored about a person (export), found by exactly one of phone, nic or lead_id',
    query: lookupQuery,
    answers: {
      200: {
        description: 'Their leads, events, webhooks, push tokens and partner postbacks; audited.',
        json: z.object({ leads: rowList, events: rowList, webhooks: rowList, push_tokens: rowList, postbacks: rowList }),
      },
    },
    refusals: lookupRefusal,
  });
  describeAt(app, door, 'PATCH', '/subjects/:lead_id', {
    ...subject,
    summary: "Correct a lead's fields, checked as a new lead's are",
    params: { lead_id: 'The lead.' },
    body: { json: z.looseObject({}), example: { full_name: 'Nimali Perera' } },
    answers: {
      200: { description: 'The fields corrected; audited.', json: z.object({ lead_id: z.string(), corrected: z.array(z.string()) }) },
    },
    refusals: { 400: 'A field that may not be corrected (`not_correctable`) or is invalid.', 404: 'No such lead (`lead_not_found`).' },
  });
  describeAt(app, door, 'POST', '/subjects/:lead_id/withdraw', {
    ...subject,
    summary: "Withdraw a lead's consent and marketing opt-in",
    params: { lead_id: 'The lead.' },
    answers: {
      200: {
        description: 'Withdrawn; pushes and pending postbacks stop.',
        json: z.object({ lead_id: z.string(), consent: z.literal(false), marketing_opt_in: z.literal(false), withdrawn_at: z.string() }),
      },
    },
    refusals: { 404: 'No such lead (`lead_not_found`).' },
  });
  describeAt(app, door, 'DELETE', '/subjects', {
    ...subject,
    summary: 'Erase a person across every table',
    query: lookupQuery,
    answers: { 200: { description: 'Rows erased per table; audited.', json: z.object({ erased: z.record(z.string(), z.number()) }) } },
    refusals: lookupRefusal,
  });
  app.get(door.path('/subjects'), async (c) => {
    const lookup = lookupOf(parseQuery(c, lookupQuery));
    await flushEvents();
    const found = await db.transaction(async (tx) => {
      const data = await collect(tx, await leadIdsOf(tx, lookup));
      await recordAudit(tx, {
        actor: actorOf(c),
        action: 'subject.export',
        lookup: lookup.by,
        outcome: {
          leads: data.leads.length,
          events: data.events.length,
          webhooks: data.webhooks.length,
          push_tokens: data.push_tokens.length,
          postbacks: data.postbacks.length,
        },
      });
      return data;
    });
    return c.json(found);
  });

  app.patch(door.path('/subjects/:lead_id'), requireContentType('application/json'), limitBody(64 * 1024), async (c) => {
    const leadId = storableText(c.req.param('lead_id'));
    const patch = await readJsonObject(c);
    const refused = Object.fromEntries(
      Object.keys(patch)
        .filter((k) => !(CORRECTABLE as readonly string[]).includes(k))
        .map((k) => [k, 'not_correctable']),
    );
    if (Object.keys(refused).length) throw new ApiError('validation_failed', refused);
    const corrected = await db.transaction(async (tx) => {
      const [stored] = await tx.query<Record<string, unknown>>(
        `select ${CORRECTABLE.join(', ')} from leads where lead_id = $1 for update`,
        [leadId],
      );
      if (!stored) throw new ApiError('lead_not_found');
      // The whole lead as it would be, checked by the registration schema; consent is not being
      // given again, so the current version stands in for the stored one.
      const merged = {
        ...Object.fromEntries(Object.entries(stored).filter(([, v]) => v !== null)),
        ...patch,
        consent: true,
        consent_version: CONSENT_VERSION,
      };
      const checked = validateLead(merged);
      if (!checked.ok) throw new ApiError('validation_failed', checked.fields as Record<string, string>);
      const fields = Object.keys(patch) as CorrectableColumn[];
      const values = fields.map((f) => {
        // No language is the default one, as at registration (the column is never empty).
        const v = f === 'lang' ? (checked.lead.lang ?? DEFAULT_LEAD_LANG) : checked.lead[f];
        return typeof v === 'string' ? storableText(v) : (v ?? null);
      });
      const sets = fields.map((f, i) => `${f} = $${i + 2}`);
      if (fields.includes('nic')) sets.push(`nic_birth_date = $${fields.length + 2}`);
      const params = [leadId, ...values, ...(fields.includes('nic') ? [decodeNic(checked.lead.nic)!.birthDate] : [])];
      if (sets.length) await tx.query(`update leads set ${sets.join(', ')} where lead_id = $1`, params);
      await recordAudit(tx, { actor: actorOf(c), action: 'subject.correct', lookup: 'lead_id', outcome: { fields } });
      return fields;
    });
    return c.json({ lead_id: leadId, corrected });
  });

  app.post(door.path('/subjects/:lead_id/withdraw'), async (c) => {
    const leadId = storableText(c.req.param('lead_id'));
    const result = await db.transaction(async (tx) => {
      const { withdrawn, pushTokens } = await withdrawConsent(tx, jobs, [leadId], 'operator');
      if (withdrawn.length === 0) throw new ApiError('lead_not_found');
      await recordAudit(tx, {
        actor: actorOf(c),
        action: 'subject.withdraw',
        lookup: 'lead_id',
        outcome: { push_tokens: pushTokens },
      });
      return withdrawn[0]!.at;
    });
    return c.json({ lead_id: leadId, consent: false, marketing_opt_in: false, withdrawn_at: new Date(result).toISOString() });
  });

  app.delete(door.path('/subjects'), async (c) => {
    const lookup = lookupOf(parseQuery(c, lookupQuery));
    await flushEvents();
    const erased = await db.transaction(async (tx) => {
      const counts = await eraseSubject(tx, jobs, await leadIdsOf(tx, lookup));
      await recordAudit(tx, { actor: actorOf(c), action: 'subject.erase', lookup: lookup.by, outcome: counts });
      return counts;
    });
    return c.json({ erased });
  });
  return app;
}
