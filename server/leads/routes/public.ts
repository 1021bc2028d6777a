// POST /api/leads: the registration form, validated by the shared lead schema (common/domain).
// The same visitor (client_id) sending the same phone again within 10 minutes gets the same lead_id
// (double submit), its fields corrected to the new ones; past the per-IP limit → 429. Lead data is
// stored, never logged. Every 201 carries a new lead_token, the browser's proof of the lead
// (server/lead-token.ts); a double submit's token is valid alongside the first one's.
import { recordLeadEvent } from '../events';
import { randomUUID } from 'node:crypto';
import { LEAD_JSON_SCHEMA } from '../../http/doc/lead';
import { doc } from '../../http/doc/describe';
import * as z from 'zod';
import { Hono } from 'hono';
import { decodeNic, DEFAULT_LEAD_LANG, validateLead, type Lead } from '../../../common/domain';
import type { Db, Queryable } from '../../db';
import { limitBody, readJsonObject, requireContentType } from '../../http/body';
import { ApiError } from '../../http/errors';
import { storableText } from '../../http/storable';
import { limitPerIp, type RateLimiter } from '../../http/rate-limit';
import { acceptedVersion, namingChosen } from '../../lenders/consent';
import { checkQuoteChoice, readQuoteChoice } from '../quote-choice';
import { writeReceipt } from '../../lenders/receipts';
import type { ReceiptKey } from '../../lenders/receipt-keys';
import type { Lifecycle } from '../../lifecycle';
import { clientIp, type TrustProxy } from '../../client-ip';
import { assessNewLead } from '../../quality/registration';
import { issueLeadToken } from '../../lead-token';
import { REGISTRATION_COLUMNS } from '../../../common/lead-columns';

export const LEAD_MAX_BYTES = 64 * 1024;
/** A second submit of the same phone by the same visitor within this time is the same lead. */
export const DOUBLE_SUBMIT_MINUTES = 10;

const COLUMNS = REGISTRATION_COLUMNS;

const INSERT_LEAD = `insert into leads (${COLUMNS.join(', ')}, consent_at)
  values (${COLUMNS.map((_, i) => `$${i + 1}`).join(', ')}, now())`;

/** What a second submit may correct: everything but the identity of the lead and its visitor. */
const CORRECTED = COLUMNS.filter((column) => column !== 'lead_id' && column !== 'phone' && column !== 'client_id');

const CORRECT_LEAD = `update leads set ${CORRECTED.map((column, i) => `${column} = $${i + 2}`).join(', ')}, consent_at = now()
  where lead_id = $1`;

/** Same visitor = same client_id; the lock makes two racing submits one. Without a client_id there
 * is no visitor to match: knowing a phone number alone must never hand out its lead_id. */
async function findRecent(tx: Queryable, lead: Lead): Promise<string | undefined> {
  if (!lead.client_id) return undefined;
  await tx.query('select pg_advisory_xact_lock(hashtext($1))', [`lead:${lead.client_id}:${lead.phone}`]);
  const rows = await tx.query<{ lead_id: string }>(
    `select lead_id from leads
     where phone = $1 and client_id = $2
       and created_at > now() - make_interval(mins => $3)
     order by created_at desc limit 1`,
    [lead.phone, lead.client_id, DOUBLE_SUBMIT_MINUTES],
  );
  return rows[0]?.lead_id;
}

function leadRow(lead: Lead, leadId: string, columns: readonly string[] = COLUMNS): unknown[] {
  const birth = decodeNic(lead.nic)?.birthDate;
  if (!birth) throw new ApiError('validation_failed', { nic: 'nic_invalid' }); // validateLead decoded it already
  const row: Record<string, unknown> = {
    ...lead,
    lead_id: leadId,
    nic_birth_date: birth,
    marketing_opt_in: lead.marketing_opt_in ?? false,
    lang: lead.lang ?? DEFAULT_LEAD_LANG,
  };
  return columns.map((column) => row[column] ?? null);
}

const leadDoc = doc({
  summary: 'Register a lead (the registration form)',
  description:
    'Validated by the shared lead rules; a refusal names each field in `error.fields`. The same visitor (client_id) sending the same phone again within 10 minutes gets the same lead_id.',
  tag: 'Leads',
  auth: 'none',
  body: { schema: LEAD_JSON_SCHEMA },
  answers: {
    201: {
      description:
        "Stored. `lead_token`: the browser's proof of this lead (shown once, stored hashed). `verify_phone`: phone verification is on, ask for a code next. `duplicate`: an application with these details exists already (never whose or when).",
      json: z.object({
        lead_id: z.string(),
        lead_token: z.string(),
        verify_phone: z.literal(true).optional(),
        duplicate: z.literal(true).optional(),
      }),
      example: { lead_id: '0b7d8c1e-…', lead_token: 'kq3…', verify_phone: true },
    },
  },
  refusals: {
    409: 'A lead from quotes that cannot use them: `quote_request_id` unknown, older than 24 hours or used by another lead; a field that differs from the priced need (`quote_mismatch`, the NIC for its birth year); or `chosen` naming a quote that expired (`quote_expired`: ask for quotes again).',
    429: 'Too many leads from this address.',
  },
});

/** What registration needs of the server's settings and services (server/config.ts, services.ts). */
export interface LeadRouteDeps {
  db: Db;
  now: () => Date;
  receiptKey: ReceiptKey;
  quality: Parameters<typeof assessNewLead>[1];
  lifecycle: Lifecycle;
  limiters: { leads: RateLimiter };
}

export function leadRoutes(config: { trustProxy: TrustProxy; maxLendersPerLead: number; otp?: object }, services: LeadRouteDeps): Hono {
  const app = new Hono();
  const perIp = limitPerIp(services.limiters.leads, config.trustProxy);
  app.post('/api/leads', leadDoc, requireContentType('application/json'), limitBody(LEAD_MAX_BYTES), perIp, async (c) => {
    const body = await readJsonObject(c);
    const checked = validateLead(body);
    if (!checked.ok) throw new ApiError('validation_failed', checked.fields as Record<string, string>);
    // every text as it can be stored (no NUL, no lone surrogate), for the double-submit check too
    const lead = Object.fromEntries(Object.entries(checked.lead).map(([k, v]) => [k, typeof v === 'string' ? storableText(v) : v])) as Lead;
    // current, or current within the last 24 hours (a form opened before the lenders changed)
    const now = services.now();
    const consent = await acceptedVersion(services.db, lead.consent_version, now);
    if (!consent) throw new ApiError('validation_failed', { consent_version: 'consent_version' });
    const choice = readQuoteChoice(body, config.maxLendersPerLead);
    const lang = lead.lang ?? DEFAULT_LEAD_LANG;
    const ip = clientIp(c, config.trustProxy);
    const { leadId, duplicate, leadToken } = await services.db.transaction(async (tx) => {
      const existing = await findRecent(tx, lead);
      // a lead from quotes agrees to the wording naming only the lenders chosen
      const chosen = choice && (await checkQuoteChoice(tx, choice, lead, existing, now));
      const agreed = chosen ? namingChosen(consent, chosen) : consent;
      const setChoice = async (leadId: string) => {
        await tx.query('update leads set quote_request_id = $2, chosen = $3::text[] where lead_id = $1', [
          leadId,
          choice?.quote_request_id ?? null,
          chosen?.map((l) => l.lender_id) ?? null,
        ]);
        if (choice) await recordLeadEvent(tx, leadId, 'chosen', 'person', { lenders: chosen!.map((l) => l.lender_id).join(',') });
      };
      if (existing) {
        const [row] = await tx.query<{ quality: string }>(`${CORRECT_LEAD} returning quality`, [
          existing,
          ...leadRow(lead, existing, CORRECTED),
        ]);
        await setChoice(existing);
        await writeReceipt(tx, { ...lead, lead_id: existing, lang, page: lead.page ?? null }, agreed, now, services.receiptKey); // consent given again
        // A new token rather than none: the first answer may never have reached the browser.
        return { leadId: existing, duplicate: row?.quality === 'duplicate', leadToken: await issueLeadToken(tx, existing) };
      }
      const id = randomUUID();
      const row = leadRow(lead, id);
      await tx.query(INSERT_LEAD, row);
      await writeReceipt(tx, { ...lead, lead_id: id, lang, page: lead.page ?? null }, agreed, now, services.receiptKey);
      // the posting page's origin: a partner account may restrict which origins use its provider id
      const origin = c.req.header('origin');
      if (origin) await tx.query('update leads set origin = $2 where lead_id = $1', [id, storableText(origin.slice(0, 300))]);
      const birth = row[COLUMNS.indexOf('nic_birth_date')] as string;
      const assessed = await assessNewLead(tx, services.quality, { ...lead, lead_id: id, nic_birth_date: birth }, ip);
      await tx.query(
        'update leads set quality = $2, quality_reasons = $3::text::jsonb, duplicate_of = $4, ip_network = $5 where lead_id = $1',
        [id, assessed.quality, JSON.stringify(assessed.reasons), assessed.duplicateOf ?? null, assessed.network ?? null],
      );
      // its consequences (a cpl payout for an `ok` lead, postbacks, pushes) are the event's consumers
      await services.lifecycle.record(tx, id, 'registered', 'person', { provider_id: lead.provider ?? null });
      if (assessed.duplicateOf) await recordLeadEvent(tx, id, 'duplicate', 'system', { duplicate_of: assessed.duplicateOf });
      if (choice) await setChoice(id); // a new lead's columns are null already
      return { leadId: id, duplicate: assessed.quality === 'duplicate', leadToken: await issueLeadToken(tx, id) };
    });
    // duplicate: the form says an application with these details exists (never whose or when);
    // verify_phone: the form goes on to the phone-code step (only when an SMS gateway is set)
    if (duplicate) return c.json({ lead_id: leadId, lead_token: leadToken, duplicate: true }, 201);
    return c.json({ lead_id: leadId, lead_token: leadToken, ...(config.otp && { verify_phone: true }) }, 201);
  });
  return app;
}
