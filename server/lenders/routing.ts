// Routing (docs/lenders.md "Routing"): an `ok` lead (verified first where SMS is on) goes to at most
// MAX_LENDERS_PER_LEAD lenders that its consent receipt names and whose rules it fits, in the order
// of the lead's /sl-feed (a lender by its best offer; lenders with no offer last). A lead from
// quotes goes only to the lenders the person chose, in the order shown, never to another (also
// when a delivery fails); as a duplicate, to those chosen that the earlier lead did not reach. A lender outside
// its hours or at its daily cap is skipped for now: the lead waits in the durable queue (a
// `lender.route` job that starts at the next opening) for the places still open. A delivery that
// is blocked or finally fails frees its place: the lead is routed again, to the next lender.
import { recordLeadEvent } from '../leads/events';
import { ageOn, rankOffersForLead, type Offer } from '../../common/domain';
import type { Db, Queryable } from '../db';
import type { JobQueue } from '../jobs';
import { receiptOf } from './receipts';
import { colomboDay, leadMatches, nextColomboMidnight, nextOpening, type LenderRules } from './rules';

/** The default of MAX_LENDERS_PER_LEAD. */
export const MAX_LENDERS_PER_LEAD = 3;
export const ROUTE_QUEUE = 'lender.route';
export const DELIVERY_QUEUE = 'lender.delivery';
/** Deliveries that hold a place (and count against the lender's cap). */
export const LIVE_STATES = ['pending', 'sending', 'sent', 'ready'];

export interface RouteJob {
  lead_id: string;
}
export interface DeliveryJob {
  delivery_id: string;
  lead_id: string;
}

/** Asks for the lead to be routed (in the caller's transaction); `occurrence` makes the job's key. */
export function requestRouting(tx: Queryable, jobs: JobQueue, leadId: string, occurrence: string, startAfterS?: number) {
  return jobs.send<RouteJob>(
    ROUTE_QUEUE,
    { lead_id: leadId },
    { key: `lender-route:${leadId}:${occurrence}`, tx, ...(startAfterS !== undefined && { startAfter: startAfterS }) },
  );
}

export interface RouteContext {
  db: Db;
  jobs: JobQueue;
  offers: () => Promise<Offer[]>;
  /** Phone verification is on: only verified leads are routed. */
  verifyPhones: boolean;
  now: () => Date;
  /** MAX_LENDERS_PER_LEAD (server/config.ts); the default without it. */
  maxLenders?: number;
}

interface RoutedLead {
  amount: number;
  term_days: number;
  monthly_income: string;
  district: string;
  employment: string;
  nic_birth_date: string;
  quality: string;
  verified: boolean;
  /** A lead from quotes: the lenders the person chose, in the order shown; null otherwise. */
  chosen: string[] | null;
  duplicate_of: string | null;
}

/** Lender ids by the lead's /sl-feed order: each lender at its best-ranked offer, the rest after. */
function byFeed(offers: Offer[], lead: RoutedLead, now: Date, lenderIds: string[]): string[] {
  const ranked = rankOffersForLead(offers, {
    amount: lead.amount,
    termDays: lead.term_days,
    age: ageOn(lead.nic_birth_date, now),
    monthlyIncome: Number(lead.monthly_income),
  });
  const rank = (id: string) => {
    const at = ranked.findIndex((offer) => offer.lender_id === id);
    return at < 0 ? Infinity : at;
  };
  return lenderIds
    .map((id, i) => ({ id, i, r: rank(id) }))
    .sort((a, b) => a.r - b.r || a.i - b.i)
    .map((x) => x.id);
}

/** The `lender.route` handler: gives the lead to as many lenders as it may have, now. */
export async function routeLead(ctx: RouteContext, leadId: string): Promise<void> {
  const offers = await ctx.offers();
  const max = ctx.maxLenders ?? MAX_LENDERS_PER_LEAD;
  await ctx.db.transaction(async (tx) => {
    const [lead] = await tx.query<RoutedLead & Record<string, unknown>>(
      `select amount, term_days, monthly_income, district, employment, quality, verified, chosen, duplicate_of,
              to_char(nic_birth_date, 'YYYY-MM-DD') as nic_birth_date
         from leads where lead_id = $1 and consent_withdrawn_at is null for update`,
      [leadId],
    );
    if (!lead || (ctx.verifyPhones && !lead.verified)) return;
    // a duplicate from quotes still reaches the chosen lenders the earlier lead did not (no payout)
    const chosen = lead.chosen?.length ? lead.chosen : null;
    if (lead.quality !== 'ok' && !(lead.quality === 'duplicate' && chosen)) return;
    const receipt = await receiptOf(tx, leadId);
    if (!receipt) return;
    const now = ctx.now();
    const tried = await tx.query<{ lender_id: string; state: string }>(
      'select lender_id, state from lender_deliveries where lead_id = $1',
      [leadId],
    );
    let live = tried.filter((d) => LIVE_STATES.includes(d.state)).length;
    if (live >= max) return;
    const earlier =
      lead.quality === 'duplicate' && lead.duplicate_of
        ? await tx.query<{ lender_id: string }>('select lender_id from lender_deliveries where lead_id = $1 and state = any($2::text[])', [
            lead.duplicate_of,
            LIVE_STATES,
          ])
        : [];
    // only lenders the consent the person gave named (a lead from quotes: those chosen), still
    // taking deliveries
    const lenders = await tx.query<{ lender_id: string; rules: LenderRules; delivery_url: string | null }>(
      chosen
        ? `select l.lender_id, l.rules, l.delivery_url
             from unnest($1::text[]) with ordinality as n(lender_id, position) join lenders l on l.lender_id = n.lender_id
            where l.active and l.rules is not null
            order by n.position`
        : `select l.lender_id, l.rules, l.delivery_url
             from consent_versions v cross join lateral jsonb_array_elements(v.lenders) with ordinality as n(lender, position)
             join lenders l on l.lender_id = n.lender->>'lender_id'
            where v.version = $1 and l.active and l.rules is not null
            order by n.position`,
      [chosen ?? receipt.version],
    );
    const had = new Set([...tried, ...earlier].map((d) => d.lender_id));
    const fitting = lenders.filter((l) => !had.has(l.lender_id) && leadMatches(l.rules, lead as never));
    const byId = new Map(fitting.map((l) => [l.lender_id, l]));
    let waitUntil: Date | undefined;
    const wait = (until: Date) => (waitUntil = waitUntil && waitUntil < until ? waitUntil : until);
    // the chosen in the order the person saw them; otherwise by the lead's /sl-feed
    for (const id of chosen ? [...byId.keys()] : byFeed(offers, lead, now, [...byId.keys()])) {
      if (live >= max) break;
      const lender = byId.get(id)!;
      const opening = nextOpening(lender.rules.hours, now);
      if (opening > now) {
        wait(opening);
        continue;
      }
      if (lender.rules.daily_cap !== undefined) {
        await tx.query('select pg_advisory_xact_lock(hashtext($1))', [`lender-cap:${id}`]); // two leads racing for the last place
        const [{ n }] = await tx.query<{ n: number }>(
          'select count(*)::int as n from lender_deliveries where lender_id = $1 and colombo_day = $2 and state = any($3::text[])',
          [id, colomboDay(now), LIVE_STATES],
        );
        if (n >= lender.rules.daily_cap) {
          wait(nextOpening(lender.rules.hours, nextColomboMidnight(now)));
          continue;
        }
      }
      await deliver(tx, ctx.jobs, leadId, id, lender.delivery_url !== null, receipt.receipt_id, now);
      live += 1;
    }
    if (live < max && waitUntil) {
      const seconds = Math.max(1, Math.ceil((waitUntil.getTime() - now.getTime()) / 1000));
      await requestRouting(tx, ctx.jobs, leadId, `wait:${waitUntil.toISOString()}`, seconds);
    }
  });
}

/** A delivery row, and its job when the lender has a URL to push to (else it waits to be pulled). */
async function deliver(tx: Queryable, jobs: JobQueue, leadId: string, lenderId: string, push: boolean, receiptId: string, now: Date) {
  const deliveryId = `${leadId}:${lenderId}`;
  await tx.query(
    `insert into lender_deliveries (delivery_id, lead_id, lender_id, state, receipt_id, created_at, colombo_day, done_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [deliveryId, leadId, lenderId, push ? 'pending' : 'ready', receiptId, now, colomboDay(now), push ? null : now],
  );
  // a lender that pulls has the lead now; a pushed one once its server took it (deliveries.ts)
  if (!push) await recordLeadEvent(tx, leadId, 'delivered', 'system', { lender_id: lenderId, by: 'pull' });
  if (push)
    await jobs.send<DeliveryJob>(
      DELIVERY_QUEUE,
      { delivery_id: deliveryId, lead_id: leadId },
      { key: `lender-delivery:${deliveryId}`, tx },
    );
}
