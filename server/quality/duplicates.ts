// Duplicates across partners (docs/lead-quality-and-payouts.md "Duplicates"): a lead whose phone or
// NIC a first lead had within DUPLICATE_DAYS. Only keyed HMACs of the two are kept (a stolen table
// of plain SHA-256s of every Sri Lankan mobile number would be reversed in minutes), and they go
// with the lead when it is erased (the table has a lead_id column: server/retention.ts).
import { createHmac } from 'node:crypto';
import type { Queryable } from '../db';

/** The HMAC key: DUPLICATE_KEY, else one derived from the partner secret key (so every process of
 * one database has the same without another file to share). */
export function duplicateKey(configured: string | undefined, partnerKey: Buffer): Buffer {
  if (configured) return Buffer.from(configured, 'utf8');
  return createHmac('sha256', partnerKey).update('naya duplicate key v1').digest();
}

/** The person's identity hashes: E.164 phone and 12-digit NIC, as stored. */
export const identityHashes = (key: Buffer, lead: { phone: string; nic: string }) => [
  { kind: 'phone', hash: createHmac('sha256', key).update(`phone:${lead.phone}`).digest('hex') },
  { kind: 'nic', hash: createHmac('sha256', key).update(`nic:${lead.nic}`).digest('hex') },
];

/**
 * The first lead within `days` with either hash, or, when none, records this lead as a first one.
 * The hashes are locked for the transaction (in order), so two racing registrations of one person
 * make one first lead and one duplicate.
 */
export async function firstLeadOrRecord(
  tx: Queryable,
  hashes: { kind: string; hash: string }[],
  leadId: string,
  days: number,
): Promise<string | undefined> {
  for (const { hash } of [...hashes].sort((a, b) => (a.hash < b.hash ? -1 : 1)))
    await tx.query('select pg_advisory_xact_lock(hashtext($1))', [`identity:${hash}`]);
  const [first] = await tx.query<{ lead_id: string }>(
    `select lead_id from lead_identity_hashes
      where hash = any($1::text[]) and created_at > now() - make_interval(days => $2) and lead_id <> $3
      order by created_at, lead_id limit 1`,
    [hashes.map((h) => h.hash), days, leadId],
  );
  if (first) return first.lead_id;
  for (const { kind, hash } of hashes)
    await tx.query('insert into lead_identity_hashes (lead_id, kind, hash) values ($1, $2, $3)', [leadId, kind, hash]);
  return undefined;
}
