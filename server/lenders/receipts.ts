// Consent receipts (docs/lenders.md "Consent receipts"): one per consent given, chained by hash so
// an edit anywhere breaks the chain from that receipt on. hash = hex SHA-256 of prev_hash + "\n" +
// the JSON of the other fields (keys sorted, no spaces); the first prev_hash is 64 zeros. Each hash
// is signed with Ed25519 (`signature`, `key_id`: server/lenders/receipt-keys.ts), so a lender
// verifies a receipt with our public key alone and nobody who can only write the database can
// re-sign an edited chain. A receipt holds no personal data: its page is masked as events are
// (common/personal-data.ts), and erasure leaves it (server/retention.ts).
import { randomUUID } from 'node:crypto';
import type { Lang } from '../../common/lang';
import type { Receipt } from '../../common/lenders';
import { maskPersonalText, withoutQuery } from '../../common/personal-data';
import type { Db, Queryable } from '../db';
import { sha256, type ConsentVersion } from './consent';
import { publicKeysById, signHash, verifyHash, type ReceiptKey } from './receipt-keys';

export const FIRST_PREV_HASH = '0'.repeat(64);

export type Hashed = Omit<Receipt, 'prev_hash' | 'hash' | 'signature' | 'key_id'>;

/** Where a value of the person's own may stand in a path: as typed, or URL-encoded (either way for spaces). */
function spellings(value: string): string[] {
  const encoded = encodeURIComponent(value);
  return [...new Set([value, encoded, encoded.replace(/%20/g, '+')])];
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A receipt's page: the path without query or fragment, with every mobile number and NIC masked as
 * events mask them (common/personal-data.ts), and the person's own name and e-mail when given (a
 * page path may carry anything a partner put there).
 */
export function receiptPage(page: string | null, own: { full_name?: string | null; email?: string | null } = {}): string | null {
  if (page === null) return null;
  let masked = maskPersonalText(withoutQuery(page));
  for (const [value, marker] of [
    [own.full_name, '[name]'],
    [own.email, '[email]'],
  ] as const) {
    if (!value || value.trim().length < 2) continue;
    for (const spelled of spellings(value.trim())) masked = masked.replace(new RegExp(escapeRegExp(spelled), 'gi'), marker);
  }
  return masked;
}

const sortedJson = (fields: Hashed) =>
  JSON.stringify(Object.fromEntries(Object.entries(fields).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))));

export const receiptHash = (prevHash: string, fields: Hashed) => sha256(`${prevHash}\n${sortedJson(fields)}`);

/** The receipt's signature fields for `hash`. */
export const signed = (key: ReceiptKey, hash: string) => ({ signature: signHash(key, hash), key_id: key.keyId });

/** Appends the lead's receipt to the chain, in the lead's transaction, signed with `key`. The page
 * is stored masked (receiptPage), never as sent. */
export async function writeReceipt(
  tx: Queryable,
  lead: { lead_id: string; lang: Lang; page: string | null; full_name?: string | null; email?: string | null },
  consent: ConsentVersion,
  givenAt: Date,
  key: ReceiptKey,
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
    page: receiptPage(lead.page, lead),
    lang: lead.lang,
  };
  const prevHash = last?.hash ?? FIRST_PREV_HASH;
  const hash = receiptHash(prevHash, fields);
  const receipt: Receipt = { ...fields, prev_hash: prevHash, hash, ...signed(key, hash) };
  await tx.query(
    `insert into consent_receipts (receipt_id, lead_id, version, text_sha256, lenders, given_at, page, lang, prev_hash, hash, signature, key_id, text)
     values ($1, $2, $3, $4, $5::text::jsonb, $6, $7, $8, $9, $10, $11, $12, $13)`,
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
      receipt.signature,
      receipt.key_id,
      consent.ownText ? consent.text[lead.lang] : null,
    ],
  );
  return receipt;
}

export const RECEIPT_COLUMNS =
  'receipt_id, lead_id, version, text_sha256, lenders, given_at, page, lang, prev_hash, hash, signature, key_id';
const COLUMNS = RECEIPT_COLUMNS;

/** The lead's latest receipt (a second submit of the form gives consent again). */
export async function receiptOf(q: Queryable, leadId: string): Promise<Receipt | undefined> {
  const [row] = await q.query<Receipt & Record<string, unknown>>(
    `select ${COLUMNS} from consent_receipts where lead_id = $1 order by seq desc limit 1`,
    [leadId],
  );
  return row;
}

const PAGE = 1000;

/** Walks the whole chain: the first receipt whose hash, link or signature does not hold is where it broke. */
export async function verifyChain(db: Db): Promise<{ ok: true; receipts: number } | { ok: false; broken_at: string }> {
  const keys = await publicKeysById(db);
  let prevHash = FIRST_PREV_HASH;
  let after = 0;
  let count = 0;
  for (;;) {
    const rows = await db.query<Receipt & { seq: number } & Record<string, unknown>>(
      `select seq::float8 as seq, ${COLUMNS} from consent_receipts where seq > $1 order by seq limit ${PAGE}`,
      [after],
    );
    for (const { seq, prev_hash, hash, signature, key_id, ...fields } of rows) {
      const publicKey = keys.get(key_id);
      if (prev_hash !== prevHash || receiptHash(prev_hash, fields) !== hash || !publicKey || !verifyHash(publicKey, hash, signature))
        return { ok: false, broken_at: fields.receipt_id };
      prevHash = hash;
      after = seq;
      count += 1;
    }
    if (rows.length < PAGE) return { ok: true, receipts: count };
  }
}
