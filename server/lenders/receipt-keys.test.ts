// The receipt key's forms (server/lenders/receipt-keys.ts): the PEM as openssl writes it or on one
// line with "\n" written out (an env file), anything but an Ed25519 private key refused with a
// message that does not repeat it, and the key made at first start kept in DATA_DIR (mode 0600).
import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { newReceiptKeyPem, RECEIPT_KEY_FILE, receiptKeyFromPem, resolveReceiptKey, signHash, verifyHash } from './receipt-keys';

describe('receipt keys', () => {
  it('reads the PEM as written and on one line with \\n written out: the same key, the same key_id', () => {
    const pem = newReceiptKeyPem();
    const key = receiptKeyFromPem(pem);
    expect(key.keyId).toMatch(/^[0-9a-f]{16}$/);
    expect(receiptKeyFromPem(pem.replace(/\n/g, '\\n')).keyId).toBe(key.keyId);
    const hash = 'ab'.repeat(32);
    expect(verifyHash(key.publicKey, hash, signHash(key, hash))).toBe(true);
    expect(verifyHash(key.publicKey, 'cd'.repeat(32), signHash(key, hash))).toBe(false);
    expect(verifyHash(key.publicKey, hash, 'not-a-signature')).toBe(false);
  });

  it('refuses what is not an Ed25519 private key without repeating it', () => {
    const ec = generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    expect(() => receiptKeyFromPem(ec)).toThrow('RECEIPT_SIGNING_KEY must be an Ed25519 private key, not ec');
    const publicOnly = generateKeyPairSync('ed25519').publicKey.export({ type: 'spki', format: 'pem' }).toString();
    expect(() => receiptKeyFromPem(publicOnly)).toThrow('RECEIPT_SIGNING_KEY must be the PEM of an Ed25519 private key');
    expect(() => receiptKeyFromPem('secret-ish text')).toThrow(
      /^RECEIPT_SIGNING_KEY must be the PEM of an Ed25519 private key \(openssl genpkey -algorithm ed25519\)$/,
    );
  });

  it('makes one key at first start into DATA_DIR, readable by this user only, and keeps it', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'naya-receipt-key-'));
    const printed: string[] = [];
    const first = resolveReceiptKey(undefined, dataDir, (line) => printed.push(line));
    const file = path.join(dataDir, RECEIPT_KEY_FILE);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(printed).toEqual([`naya: generated the consent receipt signing key into ${file} (readable by this user only)`]);
    expect(printed.join('')).not.toContain(readFileSync(file, 'utf8').split('\n')[1]);
    expect(resolveReceiptKey(undefined, dataDir, (line) => printed.push(line)).keyId).toBe(first.keyId);
    expect(printed).toHaveLength(1);
    // a configured key wins over the file
    const configured = newReceiptKeyPem();
    expect(resolveReceiptKey(configured, dataDir).keyId).toBe(receiptKeyFromPem(configured).keyId);
  });
});
