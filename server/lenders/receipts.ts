// Consent receipts (docs/lenders.md "Consent receipts"): one per consent given, chained by hash so
// an edit anywhere breaks the chain from that receipt on. hash = hex SHA-256 of prev_hash + "\n" +
// the JSON of the other fields (keys sorted, no spaces); the first prev_hash is 64 zeros. A receipt
// holds no personal data: erasure leaves it (server/retention.ts).
import { randomUUID } from 'node:crypto';
import type { Lang } from '../../common/lang';
import type { Receipt } from '../../common/lenders';
import type { Db, Queryable } from '../db';
import { sha256, type ConsentVersion } from './consent';

export const FIRST_PREV_HASH = '0'.repeat(64);

type Hashed = Omit<Receipt, 'prev_hash' | 'hash'>;

const sortedJson = (fields: Hashed) =>
  JSON.stringify(Object.fromEntries(Object.entries(fields).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))));

export const receiptHash = (prevHash: string, fields: Hashed) => sha256(`${prevHash}\n${sortedJson(fields)}`);

/** Appends the lead's receipt to the chain, in the lead's transaction. */
export async function writeReceipt(
  tx: Queryable,
  lead: { lead_id: string; lang: Lang; page: string | null },
  consent: ConsentVersion,
  givenAt: Date,
): Promise<Receipt> {
  await tx.query("select pg_advisory_xact_lock(hashtext('consent_receipts'))"); // one chain: appended one at a time
  const [last] = await tx.query<{ hash: string }>('select hash from consent_receipts order by seq desc limit 1');
  const fields: Hashed = {
    receipt_id: randomUUID(),
    lead_id: lead.lead_id,
    version: consent.version,
    text_sha256: sha256(consent.text[lead.lang]),
    lenders: consent.lenders.map((l) => l.name),
    given_at: givenAt.toISOString(),
    page: lead.page,
    lang: lead.lang,
  };
  const prevHash = last?.hash ?? FIRST_PREV_HASH;
  const receipt = { ...fields, prev_hash: prevHash, hash: receiptHash(prevHash, fields) };
  await tx.query(
    `insert into consent_receipts (receipt_id, lead_id, version, text_sha256, lenders, given_at, page, lang, prev_hash, hash)
     values ($1, $2, $3, $4, $5::text::jsonb, $6, $7, $8, $9, $10)`,
    [
      receipt.receipt_id,
      receipt.lead_id,
      receipt.version,
      receipt.text_sha256,
      JSON.stringify(receipt.lenders),
      receipt.given_at,
      receipt.page,
      receipt.lang,
      receipt.prev_hash,
      receipt.hash,
    ],
  );
  return receipt;
}

const COLUMNS = 'receipt_id, lead_id, version, text_sha256, lenders, given_at, page, lang, prev_hash, hash';

/** The lead's latest receipt (a second submit of the form gives consent again). */
export async function receiptOf(q: Queryable, leadId: string): Promise<Receipt | undefined> {
  const [row] = await q.query<Receipt & Record<string, unknown>>(
    `select ${COLUMNS} from consent_receipts where lead_id = $1 order by seq desc limit 1`,
    [leadId],
  );
  return row;
}

const PAGE = 1000;

/** Walks the whole chain: the first receipt whose hash or link does not hold is where it broke. */
export async function verifyChain(db: Db): Promise<{ ok: true; receipts: number } | { ok: false; broken_at: string }> {
  let prevHash = FIRST_PREV_HASH;
  let after = 0;
  let count = 0;
  for (;;) {
    const rows = await db.query<Receipt & { seq: number } & Record<string, unknown>>(
      `select seq::float8 as seq, ${COLUMNS} from consent_receipts where seq > $1 order by seq limit ${PAGE}`,
      [after],
    );
    for (const { seq, prev_hash, hash, ...fields } of rows) {
      if (prev_hash !== prevHash || receiptHash(prev_hash, fields) !== hash) return { ok: false, broken_at: fields.receipt_id };
      prevHash = hash;
      after = seq;
      count += 1;
    }
    if (rows.length < PAGE) return { ok: true, receipts: count };
  }
}
