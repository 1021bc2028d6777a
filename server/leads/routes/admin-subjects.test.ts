// Data-subject calls end to end on both databases: find a person by phone (any spelling), NIC
// (old or new form) or lead id; correct fields as a new lead is validated; withdraw consent (no
// more feed or pushes); erase everything, after which nothing of the person is found in any
// table and /sl-feed answers 404; every call is in the audit log, which holds no personal data.
import { randomUUID } from 'node:crypto';
import { beforeAll, expect, it } from 'vitest';
import { checkNic } from '../../../common/domain';
import type { Queryable } from '../../db';
import { admin, ADMIN, appOn, form, json, ROOT, validLead } from '../../testing/app';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createApp } from '../../app';
import { readServerConfig } from '../../config';
import { EventIntake } from '../../events/intake';
import { JOURNAL_DEFAULTS } from '../../config';
import { openServices } from '../../services';
import { eventCommitter } from '../../events/store';
import { describeEachBackend } from '../../testing/backends';

type App = Awaited<ReturnType<typeof appOn>>['app'];
const OPERATOR = { 'X-Naya-Operator': 'dpo@naya.example' };
const asAdmin = (init: RequestInit = {}): RequestInit => ({
  ...init,
  headers: { ...admin().headers, ...OPERATOR, ...(init.headers as Record<string, string>) },
});

/** Every row of every table (ours and the queue's) whose text contains one of `needles`. Consent
 * receipts are left out on purpose (DESIGN.md "Consent receipts"): they hold no personal data, only
 * the random lead id, and erasing one would break the hash chain that proves every other consent. */
async function findAnywhere(db: Queryable, needles: string[]): Promise<string[]> {
  const tables = await db.query<{ schema: string; name: string }>(
    `select table_schema as schema, table_name as name from information_schema.tables
     where table_type = 'BASE TABLE' and table_schema in (current_schema(), 'pgboss') and table_name <> 'consent_receipts'`,
  );
  const hits: string[] = [];
  for (const t of tables) {
    const rows = await db.query(`select r::text as row from "${t.schema}"."${t.name}" r where r::text ilike any($1::text[])`, [
      needles.map((n) => `%${n}%`),
    ]);
    for (const r of rows) hits.push(`${t.schema}.${t.name}: ${String(r.row).slice(0, 120)}`);
  }
  return hits;
}

const POSTBACK_URL = 'https://partner.example/postback?token=partner-token';

describeEachBackend('data-subject calls', (get) => {
  let app: App;
  const client = randomUUID();
  const otherClient = randomUUID();
  const phone = '+94 77 765 4321';
  const nic = '199012301234';
  let leadA: string;
  let leadB: string;
  let control: string;

  const leadTokens = new Map<string, string>(); // lead_id → its lead_token
  const register = async (fields: Record<string, unknown>) => {
    const res = await app.request('/api/leads', json(validLead(fields)));
    expect(res.status).toBe(201);
    const { lead_id, lead_token } = (await res.json()) as { lead_id: string; lead_token: string };
    leadTokens.set(lead_id, lead_token);
    return lead_id;
  };

  beforeAll(async () => {
    ({ app } = await appOn(get()));
    leadA = await register({ phone, nic, client_id: client, full_name: 'Kamala Jayasinghe', email: 'kamala@example.com' });
    leadB = await register({ phone: '0777654321', nic, client_id: otherClient, full_name: 'Kamala Jayasinghe' }); // the same person again
    control = await register({ client_id: randomUUID(), full_name: 'Sunil Silva', nic: '198512301234' });
    for (const [id, c] of [
      ['ev-a1', client],
      ['ev-a2', client],
      ['ev-b1', otherClient],
    ] as const) {
      expect((await app.request('/api/event', json({ event: 'page_view', event_id: `${id}-${get().name}`, client_id: c }))).status).toBe(
        202,
      );
    }
    expect((await app.request('/webhook', form({ lead_id: leadA, state_type: 'abandoned' }))).status).toBe(204);
    for (const lead of [leadA, leadB]) {
      const tie = form({ token: `tok-${lead}`, lead_id: lead, lead_token: leadTokens.get(lead)! });
      expect((await app.request('/set-token', tie)).status).toBe(204);
    }
    // a partner told of lead A, as the postback worker records it: the row, then one try
    await get().db.query(
      `insert into partners (provider_id, name, postback_url, key_hash, postback_secret) values (7, 'Partner', $1, $2, 'sealed-secret-7')`,
      [POSTBACK_URL, `hash-${get().name}`],
    );
    await get().db.query(
      `insert into postbacks (postback_id, lead_id, provider_id, url, body, state, attempts) values ($1, $2, 7, $3, $4, 'sent', 1)`,
      [`lead.created:${leadA}:new`, leadA, POSTBACK_URL, JSON.stringify({ event: 'lead.created', lead_id: leadA })],
    );
    await get().db.query(
      `insert into postback_attempts (postback_id, lead_id, outcome, response_code, response_head) values ($1, $2, 'delivered', 200, 'ok')`,
      [`lead.created:${leadA}:new`, leadA],
    );
  });

  it('refuses every call without the admin token', async () => {
    for (const [method, path] of [
      ['GET', '/api/admin/subjects?phone=0777654321'],
      ['DELETE', '/api/admin/subjects?phone=0777654321'],
      ['GET', '/api/admin/audit'],
      ['POST', `/api/admin/subjects/${leadA}/withdraw`],
    ]) {
      expect((await app.request(path!, { method })).status).toBe(401);
    }
  });

  it('finds everything about the person by phone in any spelling, by NIC old or new, by lead id', async () => {
    const res = await app.request(`/api/admin/subjects?phone=${encodeURIComponent('077-765 4321')}`, asAdmin());
    expect(res.status).toBe(200);
    const found = await res.json();
    expect(found.leads.map((l: { lead_id: string }) => l.lead_id)).toEqual([leadA, leadB]);
    expect(found.leads[0]).toMatchObject({
      full_name: 'Kamala Jayasinghe',
      phone: '+94777654321',
      nic,
      email: 'kamala@example.com',
      monthly_income: 80000,
    });
    expect(found.events.map((e: { event_id: string }) => e.event_id).sort()).toEqual([
      `ev-a1-${get().name}`,
      `ev-a2-${get().name}`,
      `ev-b1-${get().name}`,
    ]);
    expect(found.webhooks).toEqual([expect.objectContaining({ lead_id: leadA, state_type: 'abandoned' })]);
    expect(found.push_tokens.map((t: { token: string }) => t.token).sort()).toEqual([`tok-${leadA}`, `tok-${leadB}`].sort());
    // the partner's postback about lead A and its try; the address without its token, no signing secret
    expect(found.postbacks).toEqual([
      expect.objectContaining({
        postback_id: `lead.created:${leadA}:new`,
        lead_id: leadA,
        provider_id: 7,
        url: 'https://partner.example/postback',
        body: JSON.stringify({ event: 'lead.created', lead_id: leadA }),
        state: 'sent',
        attempts: 1,
        tries: [expect.objectContaining({ outcome: 'delivered', response_code: 200, response_head: 'ok' })],
      }),
    ]);
    expect(JSON.stringify(found)).not.toMatch(/sealed-secret-7|partner-token/);

    const oldNic = '901231234V'; // the same NIC in the old 9 digits + V form
    expect(checkNic(oldNic)).toMatchObject({ ok: true, info: { normalized: nic } });
    const byNic = await (await app.request(`/api/admin/subjects?nic=${oldNic}`, asAdmin())).json();
    expect(byNic.leads.map((l: { lead_id: string }) => l.lead_id)).toContain(leadA);
    const byId = await (await app.request(`/api/admin/subjects?lead_id=${leadB}`, asAdmin())).json();
    expect(byId.leads.map((l: { lead_id: string }) => l.lead_id)).toEqual([leadB]);

    const none = await app.request('/api/admin/subjects', asAdmin());
    expect(none.status).toBe(400);
    expect((await none.json()).error.fields).toEqual({ phone: 'required', nic: 'required', lead_id: 'required' });
    expect((await app.request(`/api/admin/subjects?phone=0777654321&nic=${nic}`, asAdmin())).status).toBe(400);
  });

  it('corrects lead fields, validated like a new lead', async () => {
    const patch = (body: unknown) => app.request(`/api/admin/subjects/${leadA}`, asAdmin({ ...json(body), method: 'PATCH' }));
    const bad = await patch({ district: 'Atlantis', amount: 3 });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.fields).toEqual({ district: 'district_invalid', amount: 'amount_range' });
    const notCorrectable = await patch({ consent: false, client_id: 'x' });
    expect((await notCorrectable.json()).error.fields).toEqual({ consent: 'not_correctable', client_id: 'not_correctable' });
    // NIC day 123 is 2 May (the registry counts February as 29 days): the birth date follows the NIC
    const ok = await patch({ full_name: '  Kamala  Jayasinghe-Perera ', district: 'Kandy', nic: '198512301235', email: '' });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ lead_id: leadA, corrected: ['full_name', 'district', 'nic', 'email'] });
    const [row] = await get().db.query(
      "select full_name, district, nic, to_char(nic_birth_date, 'YYYY-MM-DD') as birth, email from leads where lead_id = $1",
      [leadA],
    );
    expect(row).toEqual({
      full_name: 'Kamala Jayasinghe-Perera',
      district: 'Kandy',
      nic: '198512301235',
      birth: '1985-05-02',
      email: null,
    });
    expect((await app.request('/api/admin/subjects/nobody', asAdmin({ ...json({ district: 'Kandy' }), method: 'PATCH' }))).status).toBe(
      404,
    );
  });

  it('corrects a language taken away to the default one, as at registration (the column is never empty)', async () => {
    // Another operator, so the audit test below sees only its own calls.
    const patch = (body: unknown) =>
      app.request(
        `/api/admin/subjects/${leadB}`,
        asAdmin({ ...json(body), method: 'PATCH', headers: { ...json(body).headers, 'X-Naya-Operator': 'second@naya.example' } }),
      );
    expect((await patch({ lang: 'en' })).status).toBe(200);
    expect((await get().db.query('select lang from leads where lead_id = $1', [leadB]))[0]).toEqual({ lang: 'en' });
    expect((await patch({ lang: null })).status).toBe(200); // was a 500
    expect((await get().db.query('select lang from leads where lead_id = $1', [leadB]))[0]).toEqual({ lang: 'si' });
  });

  it('withdraws consent: no more feed, no marketing, push tokens gone', async () => {
    expect((await app.request(`/sl-feed?lead_id=${leadB}`)).status).toBe(200);
    const res = await app.request(`/api/admin/subjects/${leadB}/withdraw`, asAdmin({ method: 'POST' }));
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ lead_id: leadB, consent: false, marketing_opt_in: false });
    expect((await app.request(`/sl-feed?lead_id=${leadB}`)).status).toBe(404);
    expect(await get().db.query('select marketing_opt_in from leads where lead_id = $1', [leadB])).toEqual([{ marketing_opt_in: false }]);
    expect(await get().db.query('select token from push_tokens where lead_id = $1', [leadB])).toEqual([]);
  });

  it('erases the person across every table; afterwards nothing of them is found and /sl-feed is 404', async () => {
    const personal = [
      leadA,
      leadB,
      client,
      otherClient,
      '+94777654321',
      nic,
      '198512301235',
      'Kamala',
      'kamala@example.com',
      `tok-${leadA}`,
    ];
    expect((await findAnywhere(get().db, personal)).length).toBeGreaterThan(0);
    const res = await app.request('/api/admin/subjects?phone=0777654321', asAdmin({ method: 'DELETE' }));
    expect(res.status).toBe(200);
    const { erased } = await res.json();
    expect(erased).toMatchObject({ leads: 2, events: 3, push_tokens: 1, webhooks: 1 });
    expect(await findAnywhere(get().db, personal)).toEqual([]);
    expect((await app.request(`/sl-feed?lead_id=${leadA}`)).status).toBe(404);
    const again = await (await app.request('/api/admin/subjects?phone=0777654321', asAdmin())).json();
    expect(again).toEqual({ leads: [], events: [], webhooks: [], push_tokens: [], postbacks: [] });
    expect((await app.request(`/sl-feed?lead_id=${control}`)).status).toBe(200); // someone else is untouched
  });

  it('keeps an audit entry of each call (who, when, what) and no personal data in it', async () => {
    const res = await app.request('/api/admin/audit?limit=50', asAdmin());
    expect(res.status).toBe(200);
    const entries = (await res.json()) as { at: string; actor: string; action: string; lookup: string; outcome: Record<string, unknown> }[];
    const mine = entries.filter((e) => e.actor === 'admin:dpo@naya.example').reverse();
    expect(mine.map((e) => `${e.action} by ${e.lookup}`)).toEqual([
      'subject.export by phone',
      'subject.export by nic',
      'subject.export by lead_id',
      'subject.correct by lead_id',
      'subject.withdraw by lead_id',
      'subject.erase by phone',
      'subject.export by phone',
    ]);
    expect(mine[3]!.outcome).toEqual({ fields: ['full_name', 'district', 'nic', 'email'] });
    expect(mine[5]!.outcome).toMatchObject({ leads: 2, events: 3 });
    expect(Date.now() - Date.parse(mine[0]!.at)).toBeLessThan(120_000);
    const text = JSON.stringify(entries);
    for (const secret of [leadA, leadB, client, '777654321', nic, '901231234', 'Kamala', 'kamala@']) expect(text).not.toContain(secret);
  });

  it('erases the events still in the burst journal: a person is erased from everything answered 202', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'naya-test-'));
    const config = readServerConfig({ DATA_DIR: dataDir, ADMIN_TOKEN: ADMIN, NAYA_DIST_DIR: dataDir }, ROOT);
    const services = await openServices(config, { db: get().db });
    const journal = { ...JOURNAL_DEFAULTS, file: path.join(dataDir, 'events.journal'), after: 0, burstRate: 0 }; // held there
    const direct = services.events;
    services.events = new EventIntake(get().db, eventCommitter(get().db), journal);
    const journaling = createApp(config, services);
    const person = randomUUID();
    const res = await journaling.request('/api/leads', json(validLead({ client_id: person })));
    const { lead_id } = (await res.json()) as { lead_id: string };
    expect((await journaling.request('/api/event', json({ event: 'offer_click', client_id: person }))).status).toBe(202);
    const theirs = () => get().db.query('select 1 from events where client_id = $1', [person]);
    expect(await theirs()).toEqual([]); // in the journal
    const stats = async () => (await journaling.request('/api/admin/stats', admin())).json();
    expect(await stats()).toMatchObject({ events_journaled: 1 });
    const erase = await journaling.request(`/api/admin/subjects?lead_id=${lead_id}`, asAdmin({ method: 'DELETE' }));
    expect((await erase.json()).erased).toMatchObject({ leads: 1, events: 1 });
    expect(services.events.waiting).toBe(0);
    expect(await stats()).toMatchObject({ events_journaled: 0 });
    await Promise.all([services.events.close(), direct.close()]);
    expect(await theirs()).toEqual([]);
  });
});
