// Campaign pushes (docs/operators.md "Campaigns"): title, body and URL per language, to the push tokens of
// leads that chose `marketing_opt_in` (and did not withdraw consent), narrowed by partner, district
// and registration dates. Each lead reads it in its own language, Sinhala when that one is missing.
import { randomUUID } from 'node:crypto';
import type * as z from 'zod';
import { campaignSchema, type CampaignInput } from '../../common/campaign';
import type { Db, Queryable } from '../db';
import type { JobQueue } from '../jobs';
import { planDeliveries, type PlannedDelivery } from './deliveries';
import { COLOMBO_TZ } from '../../common/colombo';

export { campaignSchema, type CampaignInput };

/** Refusal fields keyed by the path of the bad value (`content.si.title`, `audience.district`). */
export function campaignErrors(error: { issues: readonly z.core.$ZodIssue[] }, prefix?: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) fields[[prefix, ...issue.path].filter((p) => p !== undefined).join('.') || 'body'] ??= issue.message;
  return fields;
}

/** The audience: push tokens of leads that opted in to marketing and did not withdraw consent,
 * narrowed by partner, district and registration days (Colombo's, UTC+5:30; `to` includes its
 * whole day). One filter for both the count shown before sending and the plan. */
function audienceFilter(audience: CampaignInput['audience']): { sql: string; params: unknown[] } {
  const where = ['l.marketing_opt_in', 'l.consent_withdrawn_at is null'];
  const params: unknown[] = [];
  const add = (sql: string, value: unknown) => {
    params.push(value);
    where.push(sql.replace('?', `$${params.length}`));
  };
  if (audience.provider !== undefined) add('l.provider = ?', audience.provider);
  if (audience.district) add('l.district = ?', audience.district);
  if (audience.from) add(`l.created_at >= (?::date)::timestamp at time zone '${COLOMBO_TZ}'`, audience.from);
  if (audience.to) add(`l.created_at < ((?::date) + 1)::timestamp at time zone '${COLOMBO_TZ}'`, audience.to);
  return { sql: `from push_tokens t join leads l on l.lead_id = t.lead_id where ${where.join(' and ')}`, params };
}

async function audienceTokens(db: Queryable, audience: CampaignInput['audience']): Promise<PlannedDelivery[]> {
  const { sql, params } = audienceFilter(audience);
  return db.query<PlannedDelivery & Record<string, unknown>>(`select t.token, l.lang, l.lead_id ${sql} order by t.token`, params);
}

export interface AudienceSize {
  /** Push tokens: the messages createCampaign would plan now. */
  subscribers: number;
  /** Leads behind them (one person may have several devices). */
  people: number;
}

/** The audience's size as createCampaign would plan it at this moment. */
export async function audienceSize(db: Queryable, audience: CampaignInput['audience']): Promise<AudienceSize> {
  const { sql, params } = audienceFilter(audience);
  const [row] = await db.query<AudienceSize & Record<string, unknown>>(
    `select count(*)::int as subscribers, count(distinct l.lead_id)::int as people ${sql}`,
    params,
  );
  return row;
}

/** Stores the campaign and plans one delivery per token of its audience, all in one transaction;
 * `within` runs in it too (the audit entry: no campaign without one). */
export async function createCampaign(
  db: Db,
  jobs: JobQueue,
  input: CampaignInput,
  within: (tx: Queryable, created: { campaign_id: string; planned: number }) => Promise<void> = async () => {},
): Promise<{ campaign_id: string; planned: number }> {
  const campaignId = randomUUID();
  const planned = await db.transaction(async (tx) => {
    const targets = await audienceTokens(tx, input.audience);
    await tx.query('insert into campaigns (campaign_id, content, audience) values ($1, $2::text::jsonb, $3::text::jsonb)', [
      campaignId,
      JSON.stringify(input.content),
      JSON.stringify(input.audience),
    ]);
    const count = await planDeliveries(tx, jobs, { message_id: `campaign:${campaignId}`, campaign_id: campaignId }, targets);
    await within(tx, { campaign_id: campaignId, planned: count });
    return count;
  });
  return { campaign_id: campaignId, planned };
}

export interface CampaignReport {
  campaign_id: string;
  created_at: string;
  content: unknown;
  audience: unknown;
  planned: number;
  pending: number;
  sent: number;
  failed: number;
  /** Tokens FCM said are gone (deleted). */
  unregistered: number;
  /** Not sent: the person had their campaign messages of the day or week (server/push/message-rules.ts). */
  capped: number;
  /** Distinct messages clicked (`push_click` events carrying the campaign id). */
  clicked: number;
}

/** Each campaign's deliveries by state from the counts their writes keep (migration 020), and its
 * clicks from the events' campaign index alone (migration 012: `delivery_id` is included, so no
 * event row is read). */
const REPORT = `select c.campaign_id, to_char(c.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as created_at, c.content, c.audience,
       d.planned, d.pending, d.sent, d.failed, d.unregistered, d.capped,
       (select count(distinct coalesce(e.delivery_id, e.event_id))::int from events e
         where e.campaign_id = c.campaign_id and e.event = 'push_click') as clicked
     from campaigns c
     cross join lateral (
       select coalesce(sum(k.n), 0)::int as planned,
              coalesce(sum(k.n) filter (where k.state in ('pending', 'sending')), 0)::int as pending,
              coalesce(sum(k.n) filter (where k.state = 'sent'), 0)::int as sent,
              coalesce(sum(k.n) filter (where k.state = 'failed'), 0)::int as failed,
              coalesce(sum(k.n) filter (where k.state = 'unregistered'), 0)::int as unregistered,
              coalesce(sum(k.n) filter (where k.state = 'capped'), 0)::int as capped
       from campaign_delivery_counts k where k.campaign_id = c.campaign_id
     ) d`;

export async function campaignReport(db: Db, campaignId: string): Promise<CampaignReport | undefined> {
  const [row] = await db.query<CampaignReport & Record<string, unknown>>(`${REPORT} where c.campaign_id = $1`, [campaignId]);
  return row;
}

/** The newest campaigns first, each with its report. */
export async function listCampaigns(db: Db, limit = 50): Promise<CampaignReport[]> {
  return db.query<CampaignReport & Record<string, unknown>>(`${REPORT} order by c.created_at desc, c.campaign_id limit $1`, [limit]);
}
