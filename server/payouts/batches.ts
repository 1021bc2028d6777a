// Payout batches (docs/lead-quality-and-payouts.md "Batches"): an operator closes one, which pays
// every `approved` entry of each partner that has a bank account and a positive sum (a partner
// whose clawbacks outweigh its payouts waits for the next batch). The batch and its lines are
// written once and never change; the bank-transfer CSV is read from them.
import { randomBytes } from 'node:crypto';
import type { Db, Queryable } from '../db';
import { ApiError } from '../http/errors';
import { toCsv } from '../csv';
import { latestEntries } from './ledger';

/** Arbitrary constant key for pg_advisory_xact_lock: "pays" in ASCII. One batch closes at a time. */
const BATCH_LOCK_KEY = 0x70617973;

export const BATCH_CSV_COLUMNS = ['partner', 'provider_id', 'bank_account', 'amount', 'reference'] as const;

export interface ClosedBatch {
  batch_id: string;
  entries: number;
  total: number;
}

const newBatchId = (now: Date) => `pb-${now.toISOString().slice(0, 10).replace(/-/g, '')}-${randomBytes(4).toString('hex')}`;

/** Closes a batch of every payable approved entry; `within` runs in its transaction (the audit
 * entry). 409 `nothing_to_pay` when no partner has anything to receive. */
export async function closeBatch(
  db: Db,
  actor: string,
  now: Date,
  within: (tx: Queryable, batch: ClosedBatch) => Promise<void>,
): Promise<ClosedBatch> {
  return db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [BATCH_LOCK_KEY]);
    const lines = await tx.query<{ provider_id: number; name: string; bank_account: string; amount: number; entries: number }>(
      `select p.provider_id, p.name, p.bank_account, sum(e.amount)::int as amount, count(*)::int as entries
         from ${latestEntries()} e join partners p on p.provider_id = e.provider_id
        where e.state = 'approved' and p.bank_account is not null
        group by p.provider_id, p.name, p.bank_account having sum(e.amount) > 0
        order by p.provider_id`,
    );
    if (lines.length === 0) throw new ApiError('conflict', { batch: 'nothing_to_pay' }, 'No partner has approved payouts to receive.');
    const batchId = newBatchId(now);
    const batch = {
      batch_id: batchId,
      entries: lines.reduce((n, line) => n + line.entries, 0),
      total: lines.reduce((n, line) => n + line.amount, 0),
    };
    await tx.query('insert into payout_batches (batch_id, closed_at, closed_by, entries, total) values ($1, $2, $3, $4, $5)', [
      batchId,
      now.toISOString(),
      actor,
      batch.entries,
      batch.total,
    ]);
    for (const line of lines) {
      await tx.query(
        `insert into payout_batch_lines (batch_id, provider_id, partner_name, bank_account, amount, entries, reference)
         values ($1, $2, $3, $4, $5, $6, $7)`,
        [batchId, line.provider_id, line.name, line.bank_account, line.amount, line.entries, `NAYA ${batchId} P${line.provider_id}`],
      );
    }
    await tx.query(
      `insert into payout_ledger (entry_id, lead_ref, provider_id, kind, state, amount, batch_id, reason, actor, at)
       select e.entry_id, e.lead_ref, e.provider_id, e.kind, 'paid', e.amount, $1, 'batch', $2, $3::timestamptz
         from ${latestEntries()} e where e.state = 'approved' and e.provider_id = any($4::int[])`,
      [batchId, actor, now.toISOString(), lines.map((line) => line.provider_id)],
    );
    await within(tx, batch);
    return batch;
  });
}

/** The bank-transfer file: one line per partner (its name, account, amount and our reference). */
export async function batchCsv(db: Queryable, batchId: string): Promise<string> {
  const [batch] = await db.query('select 1 from payout_batches where batch_id = $1', [batchId]);
  if (!batch) throw new ApiError('not_found', {}, 'No payout batch has this id.');
  const lines = await db.query<Record<string, unknown>>(
    `select partner_name as partner, provider_id, bank_account, amount, reference
       from payout_batch_lines where batch_id = $1 order by provider_id`,
    [batchId],
  );
  return toCsv(BATCH_CSV_COLUMNS, lines);
}

export const listBatches = (db: Queryable) =>
  db.query('select batch_id, closed_at, closed_by, entries, total from payout_batches order by closed_at desc, batch_id limit 200');
