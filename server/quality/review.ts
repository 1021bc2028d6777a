// The review queue (docs/lead-quality-and-payouts.md "Review"): leads a reason code held back wait
// for an operator, who approves (the lead becomes `ok`, is paid and may be delivered) or rejects
// (`rejected`; a payout not yet made is reversed, a paid one clawed back). An `ok` lead may be
// rejected too, when an operator finds it bad later. Each decision is kept with its reason and
// written to the audit log (without the lead's id: server/audit/index.ts).
import type { Lifecycle } from '../lifecycle';
import type * as z from 'zod/mini';
import { reviewSchema } from '../../common/review';
import { recordConsoleAudit } from '../audit/console';
import type { Db, Queryable } from '../db';
import { ApiError } from '../http/errors';
import { storableText } from '../http/storable';
import { accruePayout, reverseForReturn } from '../payouts/ledger';

export { reviewSchema };
export type ReviewDecision = z.output<typeof reviewSchema>;

/** Which quality each decision may start from. */
const FROM: Record<ReviewDecision['decision'], string[]> = { approve: ['review'], reject: ['review', 'ok'] };

export async function reviewLead(
  db: Db,
  leadId: string,
  { decision, reason }: ReviewDecision,
  actor: string,
  smsOn: boolean,
  /** Records `reviewed` with its consequences (an approved lead is routed: server/lenders). */
  lifecycle: Pick<Lifecycle, 'record'>,
): Promise<{ lead_id: string; quality: string; payout: string }> {
  return db.transaction(async (tx) => {
    const [lead] = await tx.query<{ quality: string }>('select quality from leads where lead_id = $1 for update', [leadId]);
    if (!lead) throw new ApiError('lead_not_found');
    if (!FROM[decision].includes(lead.quality))
      throw new ApiError('conflict', { decision: `lead_is_${lead.quality}` }, `A ${lead.quality} lead cannot be given this decision.`);
    const quality = decision === 'approve' ? 'ok' : 'rejected';
    await lifecycle.record(tx, leadId, 'reviewed', 'operator', { decision, quality }); // the lead's quality with its event
    await tx.query('insert into lead_reviews (lead_id, decision, reason, actor) values ($1, $2, $3, $4)', [
      leadId,
      decision,
      storableText(reason),
      actor,
    ]);
    const payout =
      decision === 'approve'
        ? (await accruePayout(tx, leadId, { smsOn }))
          ? 'pending'
          : 'none'
        : await reverseForReturn(tx, leadId, 'rejected_by_operator', actor);
    await recordConsoleAudit(tx, actor, 'lead.review', { decision, from: lead.quality, payout });
    return { lead_id: leadId, quality, payout };
  });
}

/** The queue, oldest first: why each lead waits, whose it is and what it asks for (the person's
 * details are on the lead itself, behind the console's audited lead view). */
export async function reviewQueue(q: Queryable, limit: number, offset: number) {
  const leads = await q.query(
    `select lead_id, created_at, provider, quality_reasons, amount, term_days, verified, sub1, utm_source
       from leads where quality = 'review' order by created_at, lead_id limit $1 offset $2`,
    [limit, offset],
  );
  const [{ total }] = await q.query<{ total: number }>("select count(*)::int as total from leads where quality = 'review'");
  return { total, leads };
}
