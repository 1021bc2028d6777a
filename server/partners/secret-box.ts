// Postback secrets are needed in clear to sign, so they cannot be hashed: they are kept encrypted
// (AES-256-GCM) under the server's partner key, so a copy of the database alone signs nothing.
// The key: PARTNER_SECRET_KEY (32 bytes, base64 or hex; every process of one database must share
// it), else one generated at first start into DATA_DIR/partner-secret-key.
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import path from 'node:path';
import { readOrCreate } from '../first-start-file';

export const PARTNER_KEY_FILE = 'partner-secret-key';
const VERSION = 'v1';

function keyBytes(text: string): Buffer {
  const trimmed = text.trim();
  const key = /^[0-9a-f]{64}$/i.test(trimmed) ? Buffer.from(trimmed, 'hex') : Buffer.from(trimmed, 'base64');
  if (key.length !== 32) throw new Error('PARTNER_SECRET_KEY must be 32 bytes, as base64 or hex');
  return key;
}

export function resolvePartnerKey(configured: string | undefined, dataDir: string): Buffer {
  if (configured) return keyBytes(configured);
  return keyBytes(readOrCreate(path.join(dataDir, PARTNER_KEY_FILE), () => randomBytes(32).toString('base64') + '\n').text);
}

/** "v1.<iv>.<tag>.<ciphertext>", base64url parts. */
export function seal(key: Buffer, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [VERSION, iv, cipher.getAuthTag(), data].map((p) => (typeof p === 'string' ? p : p.toString('base64url'))).join('.');
}

export function open(key: Buffer, sealed: string): string {
  const [version, iv, tag, data] = sealed.split('.');
  if (version !== VERSION || !iv || !tag || data === undefined) throw new Error('postback secret: unknown format');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
}
