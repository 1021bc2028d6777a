// The one-time step of migration 025 (server/migrations/025_receipt_signatures.sql), run at every
// start right after the migrations and doing nothing once done: receipts stored before signing
// existed held the page path as sent and no signature. Their pages are masked as new receipts' are
// (receiptPage), the chain is rebuilt from the first unsigned receipt (a masked page changes that
// receipt's hash and so every prev_hash after it; signed receipts before it are left as signed),
// every changed or unsigned receipt is signed with the current key, and the audit log says so (`consent.receipts_signed`, actor `system`, counts only).
// One transaction under the chain's lock: no receipt is appended half-way, and of several
// processes starting together one does the work and the others find nothing left.
import type { Receipt } from '../../common/lenders';
import { recordAudit } from '../audit/index';
import type { Db, Queryable } from '../db';
import type { ReceiptKey } from './receipt-keys';
import { FIRST_PREV_HASH, RECEIPT_COLUMNS, receiptHash, receiptPage, signed } from './receipts';

const PAGE = 1000;

export type UpgradeOutcome = {
  /** The receipts walked: from the first unsigned one to the end of the chain. */
  receipts: number;
  pages_masked: number;
  rehashed: number;
  signed: number;
  /** The first old receipt whose hash or link did not hold before the rebuild (an edit made before
   * signing existed; the rebuild cannot undo it, so it is recorded). */
  broken_before: string[];
  key_id: string[];
};

const hasUnsigned = async (q: Queryable) =>
  (await q.query('select 1 as one from consent_receipts where signature is null limit 1')).length > 0;

type Row = Omit<Receipt, 'signature' | 'key_id'> & { seq: string; signature: string | null; key_id: string | null };

/** Masks, rebuilds and signs the chain when any receipt is unsigned; undefined when nothing was to do. */
export async function upgradeReceipts(db: Db, key: ReceiptKey): Promise<UpgradeOutcome | undefined> {
  if (!(await hasUnsigned(db))) return undefined;
  return db.transaction(async (tx) => {
    await tx.query("select pg_advisory_xact_lock(hashtext('consent_receipts'))"); // writeReceipt's lock
    if (!(await hasUnsigned(tx))) return undefined; // another process was first
    const outcome: UpgradeOutcome = { receipts: 0, pages_masked: 0, rehashed: 0, signed: 0, broken_before: [], key_id: [key.keyId] };
    // signed receipts before the first unsigned one stay exactly as signed (lenders hold copies)
    const [before] = await tx.query<{ seq: string; hash: string }>(
      `select seq::text as seq, hash from consent_receipts
        where seq < (select min(seq) from consent_receipts where signature is null)
        order by consent_receipts.seq desc limit 1`, // the column, not the text alias (10 sorts before 9)
    );
    let prevHash = before?.hash ?? FIRST_PREV_HASH; // as rebuilt
    let oldPrevHash = prevHash; // as stored, to tell whether the old chain held
    let after = before?.seq ?? '0';
    for (;;) {
      const rows = await tx.query<Row & Record<string, unknown>>(
        `select seq::text as seq, ${RECEIPT_COLUMNS} from consent_receipts where seq > $1::bigint
          order by consent_receipts.seq limit ${PAGE}`,
        [after],
      );
      const changes: Record<string, unknown>[] = [];
      for (const { seq, prev_hash, hash, signature, key_id: _keyId, ...old } of rows) {
        if (!outcome.broken_before.length && (prev_hash !== oldPrevHash || receiptHash(prev_hash, old) !== hash))
          outcome.broken_before.push(old.receipt_id);
        oldPrevHash = hash;
        const fields = { ...old, page: receiptPage(old.page) };
        const newHash = receiptHash(prevHash, fields);
        if (fields.page !== old.page) outcome.pages_masked += 1;
        if (newHash !== hash || prev_hash !== prevHash) outcome.rehashed += 1;
        if (newHash !== hash || prev_hash !== prevHash || signature === null) {
          changes.push({ seq, page: fields.page, prev_hash: prevHash, hash: newHash, ...signed(key, newHash) });
          outcome.signed += 1;
        }
        prevHash = newHash;
        after = seq;
        outcome.receipts += 1;
      }
      if (changes.length)
        await tx.query(
          `update consent_receipts c set page = v.page, prev_hash = v.prev_hash, hash = v.hash, signature = v.signature, key_id = v.key_id
             from jsonb_to_recordset($1::text::jsonb) as v(seq bigint, page text, prev_hash text, hash text, signature text, key_id text)
            where c.seq = v.seq`,
          [JSON.stringify(changes)],
        );
      if (rows.length < PAGE) break;
    }
    await recordAudit(tx, { actor: 'system', action: 'consent.receipts_signed', lookup: null, outcome });
    return outcome;
  });
}
