// Consent receipts a lender can verify alone (issue 39, items 3 and 4; docs/lenders.md "Verifying a
// receipt"), both databases: the page is stored masked as events mask it and erasure leaves nothing
// personal in receipts; each receipt is signed with Ed25519 and verifies with nothing but a public
// key from GET /api/consent/keys; an edited receipt does not (even with its hash recomputed); a new
// key keeps the old receipts verifiable; migration 025 masks, rechains and signs old receipts once,
// recorded in the audit log. The docs' Node and Python programs run as written against real receipts.
import { execFile, spawnSync } from 'node:child_process';
import { createHash, createPublicKey, generateKeyPairSync, randomUUID, sign, verify } from 'node:crypto';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { readServerConfig } from '../config';
import { migrate, readMigrations } from '../db/migrate';
import { openPglite } from '../db/pglite';
import { openPostgres } from '../db/postgres';
import type { Db } from '../db';
import { closeServices, openServices, type Services } from '../services';
import { ADMIN, ROOT, admin, json, validLead } from '../testing/app';
import { describeEachBackend } from '../testing/backends';
import { newReceiptKeyPem, RECEIPT_KEY_FILE } from './receipt-keys';
import { FIRST_PREV_HASH, receiptHash, type Hashed } from './receipts';

const SEAL_KEY = Buffer.alloc(32, 7).toString('base64');

interface Receipt extends Record<string, unknown> {
  receipt_id: string;
  page: string | null;
  prev_hash: string;
  hash: string;
  signature: string;
  key_id: string;
}
interface Key {
  key_id: string;
  public_key: string;
  from: string;
  until: string | null;
}

/** A lender's check, from the published rule alone (not the server's code): the eight fields give
 * the hash, and the hash's signature is one of the listed keys'. */
function lenderVerifies(receipt: Receipt, keys: Key[]): boolean {
  const names = ['given_at', 'lang', 'lead_id', 'lenders', 'page', 'receipt_id', 'text_sha256', 'version'];
  const fields = JSON.stringify(Object.fromEntries(names.map((n) => [n, receipt[n]])));
  if (createHash('sha256').update(`${receipt.prev_hash}\n${fields}`).digest('hex') !== receipt.hash) return false;
  const key = keys.find((k) => k.key_id === receipt.key_id);
  return Boolean(key) && verify(null, Buffer.from(receipt.hash), key!.public_key, Buffer.from(receipt.signature, 'base64url'));
}

/** The fenced block of `lang` that follows `after` in docs/lenders.md. */
function docProgram(lang: string, after: string): string {
  const doc = readFileSync(path.join(ROOT, 'docs/lenders.md'), 'utf8');
  const from = doc.indexOf(after);
  expect(from).toBeGreaterThan(-1);
  const block = new RegExp('```' + lang + '\\n([\\s\\S]*?)\\n```').exec(doc.slice(from));
  expect(block).not.toBeNull();
  return block![1]! + '\n';
}

const programs = mkdtempSync(path.join(tmpdir(), 'naya-verify-'));
const hasPython = spawnSync('python3', ['-c', 'import cryptography'], { stdio: 'ignore' }).status === 0;
const hasPhp =
  spawnSync('php', ['-r', 'exit(function_exists("sodium_crypto_sign_verify_detached") ? 0 : 1);'], { stdio: 'ignore' }).status === 0;

/** Runs a docs program on a receipt and the key list; its printed verdict. */
async function runDoc(command: string, file: string, receipt: Receipt, keys: { keys: Key[] }): Promise<string> {
  const dir = mkdtempSync(path.join(programs, 'run-'));
  writeFileSync(path.join(dir, 'receipt.json'), JSON.stringify(receipt));
  writeFileSync(path.join(dir, 'keys.json'), JSON.stringify(keys));
  const args = [file, path.join(dir, 'receipt.json'), path.join(dir, 'keys.json')];
  try {
    const { stdout } = await promisify(execFile)(command, args, { timeout: 30_000 });
    return stdout.trim();
  } catch (error) {
    const { stdout, code } = error as { stdout?: string; code?: number };
    if (code === 1 && stdout) return stdout.trim(); // the programs exit 1 for "NOT valid"
    throw error;
  }
}

beforeAll(() => {
  writeFileSync(path.join(programs, 'verify.mjs'), docProgram('js', '### Verifying a receipt'));
  writeFileSync(path.join(programs, 'verify.py'), docProgram('python', '### Verifying a receipt'));
  writeFileSync(path.join(programs, 'verify.php'), docProgram('php', '### Verifying a receipt'));
});

describe('the docs programs', () => {
  it('are taken from docs/lenders.md as written', () => {
    expect(readFileSync(path.join(programs, 'verify.mjs'), 'utf8')).toContain('export function verifyReceipt(receipt, keys)');
    expect(readFileSync(path.join(programs, 'verify.py'), 'utf8')).toContain('def verify_receipt(receipt, keys):');
    expect(readFileSync(path.join(programs, 'verify.php'), 'utf8')).toContain('function verify_receipt(array $receipt, array $keys): bool');
  });
  it.skipIf(hasPython)('Python: skipped, python3 with the cryptography package is not installed here', () => {});
  it.skipIf(hasPhp)('PHP: skipped, php with sodium is not installed here', () => {});
});

const OLD_RECEIPTS = 1_050; // past one page (1,000) of the one-time step's walk
const LATE_NIC = 1_020; // a page to mask on the second page

/** Stores receipts as the code before migration 025 did (no signature), in the given order. */
async function insertOld(db: Db, receipts: (Hashed & { prev_hash: string; hash: string })[]): Promise<void> {
  await db.query(
    `insert into consent_receipts (receipt_id, lead_id, version, text_sha256, lenders, given_at, page, lang, prev_hash, hash)
     select receipt_id, lead_id, version, text_sha256, lenders, given_at, page, lang, prev_hash, hash
       from rows from (jsonb_to_recordset($1::text::jsonb) as (receipt_id text, lead_id text, version text, text_sha256 text,
            lenders jsonb, given_at text, page text, lang text, prev_hash text, hash text)) with ordinality as v
      order by v.ordinality`,
    [JSON.stringify(receipts)],
  );
}

describeEachBackend('consent receipts, masked and signed', (get) => {
  let app: ReturnType<typeof createApp>;
  let services: Services;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'naya-receipts-'));
  const configOf = (env: Record<string, string> = {}) =>
    readServerConfig({ DATA_DIR: dataDir, ADMIN_TOKEN: ADMIN, NAYA_DIST_DIR: dataDir, PARTNER_SECRET_KEY: SEAL_KEY, ...env }, ROOT);

  async function start(env: Record<string, string> = {}) {
    const config = configOf(env);
    services = await openServices(config, { db: get().db, background: true, print: () => {} });
    app = createApp(config, services);
  }
  beforeAll(() => start()); // no RECEIPT_SIGNING_KEY: one is made into DATA_DIR
  afterAll(() => closeServices(services, { closeDb: false }));

  const req = (p: string, init: RequestInit = {}) => app.request(p, init);
  const bearer = (key: string) => ({ headers: { Authorization: `Bearer ${key}` } });
  const keys = async () => (await (await req('/api/consent/keys')).json()) as { keys: Key[] };

  let lenderKey = '';
  async function register(overrides: Record<string, unknown>): Promise<string> {
    const { version } = (await (await req('/api/consent')).json()) as { version: string };
    const res = await req('/api/leads', json(validLead({ consent_version: version, client_id: randomUUID(), ...overrides })));
    expect(res.status).toBe(201);
    const leadId = ((await res.json()) as { lead_id: string }).lead_id;
    // routed to the lender (pull) by the job queue
    const end = Date.now() + 20_000;
    while (!(await get().db.query("select 1 from lender_deliveries where lead_id = $1 and state = 'ready'", [leadId])).length) {
      if (Date.now() > end) throw new Error('the lead was not delivered');
      await new Promise((r) => setTimeout(r, 100));
    }
    return leadId;
  }
  async function lenderReceipt(leadId: string): Promise<Receipt> {
    const res = await req(`/api/lender/consent/${leadId}`, bearer(lenderKey));
    expect(res.status).toBe(200);
    return ((await res.json()) as { receipt: Receipt }).receipt;
  }

  let kept = ''; // a lead whose receipt later tests read again

  it('stores the page masked, signs it, and a lender verifies it with the published key alone; erasure leaves nothing personal', async () => {
    const created = await req('/api/admin/lenders', json({ name: 'Receipt Finance', rules: {} }, admin().headers));
    expect(created.status).toBe(201);
    lenderKey = ((await created.json()) as { api_key: string }).api_key;
    // the page of the report: the person's phone and NIC in the path
    const leadId = await register({ phone: '+94 77 123 4567', nic: '858400937V', page: '/apply/0771234567/858400937V' });
    const receipt = await lenderReceipt(leadId);
    expect(receipt.page).toBe('/apply/[phone]/[nic]');
    expect(receipt.signature).toMatch(/^[A-Za-z0-9_-]{86}$/); // 64 bytes, base64url without padding
    // the key made at first start, published and nothing else
    const published = await keys();
    expect(published.keys).toEqual([
      { key_id: receipt.key_id, public_key: expect.stringContaining('BEGIN PUBLIC KEY'), from: expect.any(String), until: null },
    ]);
    const made = createPublicKey(readFileSync(path.join(dataDir, RECEIPT_KEY_FILE), 'utf8')).export({ type: 'spki', format: 'pem' });
    expect(published.keys[0]!.public_key).toBe(made);
    expect(lenderVerifies(receipt, published.keys)).toBe(true);
    expect(await runDoc(process.execPath, path.join(programs, 'verify.mjs'), receipt, published)).toBe('valid');
    if (hasPython) expect(await runDoc('python3', path.join(programs, 'verify.py'), receipt, published)).toBe('valid');
    if (hasPhp) expect(await runDoc('php', path.join(programs, 'verify.php'), receipt, published)).toBe('valid');

    // the person's own name and e-mail in a path, as typed or URL-encoded
    kept = await register({
      full_name: 'Kamala Wijesinghe',
      email: 'kamala@example.com',
      page: '/k/Kamala%20Wijesinghe/kamala@example.com/94771112233',
    });
    expect((await lenderReceipt(kept)).page).toBe('/k/[name]/[email]/[phone]');

    expect((await req('/api/admin/subjects?phone=%2B94771234567', { ...admin(), method: 'DELETE' })).status).toBe(200);
    const stored = JSON.stringify(await get().db.query('select * from consent_receipts where lead_id = $1', [leadId]));
    expect(stored).toContain(leadId); // the receipt stays, as the chain must
    for (const personal of ['0771234567', '771234567', '858400937', 'Nimal', 'nimal@example.com']) expect(stored).not.toContain(personal);
    const afterErasure = (await (await req(`/api/admin/leads/${leadId}/lenders`, admin())).json()) as { receipt: Receipt };
    expect(afterErasure.receipt.page).toBe('/apply/[phone]/[nic]');
    expect(lenderVerifies(afterErasure.receipt, (await keys()).keys)).toBe(true);
    expect(await (await req('/api/admin/consent/verify', admin())).json()).toEqual({ ok: true, receipts: expect.any(Number) });
  });

  it('an edited receipt fails: a changed field, a recomputed hash, or a signature by another key', async () => {
    const original = await lenderReceipt(kept);
    const published = await keys();
    const store = (r: Receipt) =>
      get().db.query('update consent_receipts set page = $2, hash = $3, signature = $4 where receipt_id = $1', [
        r.receipt_id,
        r.page,
        r.hash,
        r.signature,
      ]);
    const brokenAt = async () => ((await (await req('/api/admin/consent/verify', admin())).json()) as { broken_at?: string }).broken_at;
    // whoever can write the database, with the documented rule but without our private key
    const edited = { ...original, page: '/somewhere/else' };
    const { prev_hash, hash: _hash, signature: _signature, key_id: _keyId, ...fields } = edited;
    const rehashed = { ...edited, hash: receiptHash(prev_hash, fields as Hashed) };
    const forged = {
      ...rehashed,
      signature: sign(null, Buffer.from(rehashed.hash), generateKeyPairSync('ed25519').privateKey).toString('base64url'),
    };
    try {
      for (const attempt of [edited, rehashed, forged]) {
        await store(attempt);
        const served = await lenderReceipt(kept);
        expect(served.page).toBe('/somewhere/else');
        expect(lenderVerifies(served, published.keys)).toBe(false);
        expect(await runDoc(process.execPath, path.join(programs, 'verify.mjs'), served, published)).toBe('NOT valid');
        if (hasPython) expect(await runDoc('python3', path.join(programs, 'verify.py'), served, published)).toBe('NOT valid');
        if (hasPhp) expect(await runDoc('php', path.join(programs, 'verify.php'), served, published)).toBe('NOT valid');
        expect(await brokenAt()).toBe(original.receipt_id);
      }
    } finally {
      await store(original);
    }
    expect(lenderVerifies(await lenderReceipt(kept), published.keys)).toBe(true);
    expect(await brokenAt()).toBeUndefined();
  });

  it('a new RECEIPT_SIGNING_KEY signs from then on, and the receipts of the old one stay verifiable', async () => {
    const before = await lenderReceipt(kept);
    await closeServices(services, { closeDb: false });
    await start({ RECEIPT_SIGNING_KEY: newReceiptKeyPem() });
    const leadId = await register({ page: '/offers/' });
    const after = await lenderReceipt(leadId);
    expect(after.page).toBe('/offers/');
    expect(after.key_id).not.toBe(before.key_id);
    const { keys: list } = await keys();
    expect(list.map((k) => k.key_id)).toEqual([before.key_id, after.key_id]);
    expect(list[0]!.until).not.toBeNull();
    expect(list[1]!.until).toBeNull();
    expect(Date.parse(list[0]!.until!)).toBeLessThanOrEqual(Date.parse(list[1]!.from));
    // the old receipt is served as it was signed, and both verify with the published list alone
    expect(await lenderReceipt(kept)).toEqual(before);
    expect(lenderVerifies(before, list)).toBe(true);
    expect(lenderVerifies(after, list)).toBe(true);
    expect(lenderVerifies(before, list.slice(1))).toBe(false); // it is the old key that makes it verifiable
    expect(await (await req('/api/admin/consent/verify', admin())).json()).toEqual({ ok: true, receipts: expect.any(Number) });
  });

  it('migration 025 masks, rechains and signs receipts stored before it, once, and says so in the audit log', async () => {
    const { pg, db: main } = get();
    let db: Db;
    if (!pg) db = await openPglite();
    else {
      await main.query('drop database if exists m025');
      await main.query('create database m025');
      db = await openPostgres(pg.url.replace(/\/postgres$/, '/m025'));
    }
    let upgraded: Services | undefined;
    try {
      await migrate(
        db,
        readMigrations().filter((m) => m.version < 25),
      );
      // receipts as the code before 025 stored them: the page as sent, chained, unsigned; more than
      // one page of the step's walk, and seq past 999 (ordered as numbers, not as text)
      const pageOf = (i: number) =>
        i === 0 ? '/apply/0771234567/858400937V' : i === 1 ? null : i === LATE_NIC ? '/apply/858400937V' : '/offers/';
      let prev = FIRST_PREV_HASH;
      const old: (Hashed & { prev_hash: string; hash: string })[] = [];
      for (let i = 0; i < OLD_RECEIPTS; i++) {
        const fields: Hashed = {
          receipt_id: randomUUID(),
          lead_id: randomUUID(),
          version: 'v1',
          text_sha256: 'a'.repeat(64),
          lenders: ['Old Lender'],
          given_at: new Date(Date.UTC(2026, 0, 1) + i * 60_000).toISOString(),
          page: pageOf(i),
          lang: 'si',
        };
        const hash = receiptHash(prev, fields);
        old.push({ ...fields, prev_hash: prev, hash });
        prev = hash;
      }
      await insertOld(db, old);
      expect(await migrate(db)).toContain('025_receipt_signatures.sql');
      const config = readServerConfig(
        {
          DATA_DIR: mkdtempSync(path.join(tmpdir(), 'naya-m025-')),
          ADMIN_TOKEN: ADMIN,
          PARTNER_SECRET_KEY: SEAL_KEY,
          RECEIPT_SIGNING_KEY: newReceiptKeyPem(),
        },
        ROOT,
      );
      upgraded = await openServices(config, { db, print: () => {} }); // the one-time step runs at start
      const upgradedApp = createApp(config, upgraded);
      const rows = await db.query<Receipt>(
        'select receipt_id, lead_id, version, text_sha256, lenders, given_at, page, lang, prev_hash, hash, signature, key_id from consent_receipts order by seq',
      );
      expect(rows.map((r) => r.page)).toEqual(
        old.map((_, i) => (i === 0 ? '/apply/[phone]/[nic]' : i === LATE_NIC ? '/apply/[nic]' : pageOf(i))),
      );
      expect(rows.map((r) => r.receipt_id)).toEqual(old.map((r) => r.receipt_id));
      expect(rows.map((r) => r.prev_hash)).toEqual([FIRST_PREV_HASH, ...rows.slice(0, -1).map((r) => r.hash)]);
      expect(rows.filter((r, i) => r.hash === old[i]!.hash)).toEqual([]); // a masked first page changes every hash after it
      const { keys: list } = (await (await upgradedApp.request('/api/consent/keys')).json()) as { keys: Key[] };
      for (const row of rows) expect(lenderVerifies(row, list)).toBe(true);
      expect(await (await upgradedApp.request('/api/admin/consent/verify', admin())).json()).toEqual({ ok: true, receipts: OLD_RECEIPTS });
      const audit = async () =>
        db.query<{ actor: string; lookup: string | null; outcome: unknown }>(
          "select actor, lookup, outcome from audit_log where action = 'consent.receipts_signed' order by id",
        );
      expect(await audit()).toEqual([
        {
          actor: 'system',
          lookup: null,
          outcome: {
            receipts: OLD_RECEIPTS,
            pages_masked: 2,
            rehashed: OLD_RECEIPTS,
            signed: OLD_RECEIPTS,
            broken_before: [],
            key_id: [list[0]!.key_id],
          },
        },
      ]);
      // the next start finds nothing to do
      await closeServices(upgraded, { closeDb: false });
      upgraded = await openServices(config, { db, print: () => {} });
      expect(await audit()).toHaveLength(1);
      const signatures = async () =>
        (await db.query<Receipt>('select signature from consent_receipts order by seq')).map((r) => r.signature);
      expect(await signatures()).toEqual(rows.map((r) => r.signature));
      // a process still on the old code appends an unsigned receipt: the next start does that one
      // alone, and the receipts signed before it stay exactly as lenders hold them
      const { prev_hash: _p, hash: _h, ...first } = old[0]!;
      const late: Hashed = { ...first, receipt_id: randomUUID(), lead_id: randomUUID(), page: '/apply/+94 77 765 4321' };
      await insertOld(db, [{ ...late, prev_hash: rows.at(-1)!.hash, hash: receiptHash(rows.at(-1)!.hash, late) }]);
      await closeServices(upgraded, { closeDb: false });
      upgraded = await openServices(config, { db, print: () => {} });
      expect((await signatures()).slice(0, OLD_RECEIPTS)).toEqual(rows.map((r) => r.signature));
      const [last] = await db.query<Receipt>(
        'select receipt_id, lead_id, version, text_sha256, lenders, given_at, page, lang, prev_hash, hash, signature, key_id from consent_receipts where receipt_id = $1',
        [late.receipt_id],
      );
      expect(last!.page).toBe('/apply/[phone]');
      expect(lenderVerifies(last!, list)).toBe(true);
      expect((await audit()).map((a) => a.outcome)).toEqual([
        expect.objectContaining({ receipts: OLD_RECEIPTS }),
        { receipts: 1, pages_masked: 1, rehashed: 1, signed: 1, broken_before: [], key_id: [list[0]!.key_id] },
      ]);
      expect(await (await upgradedApp.request('/api/admin/consent/verify', admin())).json()).toEqual({
        ok: true,
        receipts: OLD_RECEIPTS + 1,
      });
    } finally {
      if (upgraded) await closeServices(upgraded, { closeDb: false });
      await db.close();
    }
  }, 180_000);
});
