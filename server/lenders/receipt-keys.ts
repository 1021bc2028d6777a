// The key that signs consent receipts (docs/lenders.md "Verifying a receipt"): Ed25519 by Node's own
// crypto. RECEIPT_SIGNING_KEY holds the PEM of the private key (every process of one database must
// share it; required in production), else one is made at first start into DATA_DIR. Each key's
// public half is kept in `consent_keys` for good, so a receipt signed before a rotation stays
// verifiable; `GET /api/consent/keys` publishes them, and a lender verifies with nothing else.
import { createHash, createPrivateKey, createPublicKey, generateKeyPairSync, sign, verify, type KeyObject } from 'node:crypto';
import path from 'node:path';
import type { Db, Queryable } from '../db';
import { readOrCreate } from '../first-start-file';

export const RECEIPT_KEY_FILE = 'receipt-signing-key';

export interface ReceiptKey {
  /** First 16 hex digits of the SHA-256 of the public key (DER SubjectPublicKeyInfo). */
  keyId: string;
  privateKey: KeyObject;
  /** PEM (SPKI), as published. */
  publicKey: string;
}

export interface PublishedKey {
  key_id: string;
  public_key: string;
  from: string;
  until: string | null;
}

/** A receipt key from the PEM of an Ed25519 private key; a clear error for anything else. */
export function receiptKeyFromPem(pem: string): ReceiptKey {
  let privateKey: KeyObject;
  try {
    // an env file may carry the PEM on one line with "\n" written out
    privateKey = createPrivateKey(pem.includes('-----') ? pem.replace(/\\n/g, '\n') : pem);
  } catch {
    throw new Error('RECEIPT_SIGNING_KEY must be the PEM of an Ed25519 private key (openssl genpkey -algorithm ed25519)');
  }
  if (privateKey.asymmetricKeyType !== 'ed25519')
    throw new Error(`RECEIPT_SIGNING_KEY must be an Ed25519 private key, not ${privateKey.asymmetricKeyType ?? 'this kind of key'}`);
  const publicObject = createPublicKey(privateKey);
  const der = publicObject.export({ type: 'spki', format: 'der' });
  return {
    keyId: createHash('sha256').update(der).digest('hex').slice(0, 16),
    privateKey,
    publicKey: publicObject.export({ type: 'spki', format: 'pem' }).toString(),
  };
}

/** The PEM of a new Ed25519 private key. */
export const newReceiptKeyPem = (): string => generateKeyPairSync('ed25519').privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();

/** RECEIPT_SIGNING_KEY, else the key made at first start into DATA_DIR/receipt-signing-key. */
export function resolveReceiptKey(
  configured: string | undefined,
  dataDir: string,
  print: (line: string) => void = console.log,
): ReceiptKey {
  if (configured) return receiptKeyFromPem(configured);
  const file = path.join(dataDir, RECEIPT_KEY_FILE);
  const { text, created } = readOrCreate(file, newReceiptKeyPem);
  if (created) print(`naya: generated the consent receipt signing key into ${file} (readable by this user only)`);
  return receiptKeyFromPem(text);
}

/** base64url Ed25519 signature over the bytes of `hash` (the 64-character hex text). */
export const signHash = (key: ReceiptKey, hash: string): string =>
  sign(null, Buffer.from(hash, 'utf8'), key.privateKey).toString('base64url');

/** Whether `signature` is the signature of `hash` under the public key `publicKeyPem`. */
export function verifyHash(publicKeyPem: string, hash: string, signature: string): boolean {
  try {
    return verify(null, Buffer.from(hash, 'utf8'), publicKeyPem, Buffer.from(signature, 'base64url'));
  } catch {
    return false;
  }
}

/** Records the key this process signs with as the current one (at start): a new key retires the
 * one before (its `until` set, its public key kept). Several processes sharing the key agree. */
export async function registerReceiptKey(db: Db, key: ReceiptKey, now: Date): Promise<void> {
  const isCurrent = async (q: Queryable) => {
    const current = await q.query<{ key_id: string }>('select key_id from consent_keys where until_at is null');
    return current.length === 1 && current[0]!.key_id === key.keyId;
  };
  if (await isCurrent(db)) return;
  await db.transaction(async (tx) => {
    await tx.query("select pg_advisory_xact_lock(hashtext('consent_keys'))");
    if (await isCurrent(tx)) return; // another process of the same key was first
    await tx.query('update consent_keys set until_at = $2 where until_at is null and key_id <> $1', [key.keyId, now]);
    await tx.query(
      `insert into consent_keys (key_id, public_key, from_at) values ($1, $2, $3)
       on conflict (key_id) do update set until_at = null`,
      [key.keyId, key.publicKey, now],
    );
  });
}

/** Every key that ever signed a receipt, oldest first. */
export async function publishedKeys(q: Queryable): Promise<PublishedKey[]> {
  const rows = await q.query<{ key_id: string; public_key: string; from_at: Date | string; until_at: Date | string | null }>(
    'select key_id, public_key, from_at, until_at from consent_keys order by from_at, key_id',
  );
  const iso = (d: Date | string) => new Date(d).toISOString();
  return rows.map((r) => ({
    key_id: r.key_id,
    public_key: r.public_key,
    from: iso(r.from_at),
    until: r.until_at === null ? null : iso(r.until_at),
  }));
}

/** The public keys by key_id, for verifying the chain. */
export async function publicKeysById(q: Queryable): Promise<Map<string, string>> {
  const rows = await q.query<{ key_id: string; public_key: string }>('select key_id, public_key from consent_keys');
  return new Map(rows.map((r) => [r.key_id, r.public_key]));
}
