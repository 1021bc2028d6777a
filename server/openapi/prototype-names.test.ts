// No name a request supplies is looked up in a plain object (issue 39 item 6: GET
// /api/console/leads/{id}/constructor.csv answered 500): every operation of the OpenAPI document is
// called with each of Object.prototype's names in every path parameter (alone and as `name.csv`), in
// every query parameter and as the keys of a JSON body, with the credential it asks for; no answer
// may be a 5xx. PGlite in process: these are lookups in the server's own code, not the database's.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openDatabase, type Db } from '../db';
import { startFakeGateway, type FakeGateway } from '../sms/testing/fake-gateway';
import { ADMIN, appOn, json, validLead } from '../testing/app';
import { PROTOTYPE_NAMES } from '../testing/hostile-input';

type Json = Record<string, unknown>;
const SMS_SECRET = 'proto-sms-inbound-secret';

let db: Db;
let gateway: FakeGateway;
beforeAll(async () => {
  db = await openDatabase({ dataDir: 'memory' });
  gateway = await startFakeGateway();
});
afterAll(async () => {
  await gateway?.close();
  await db?.close();
});

it('answers no request with a prototype name in it with a 5xx', async () => {
  const { app } = await appOn({ name: 'pglite', db }, { ...gateway.env, SMS_INBOUND_SECRET: SMS_SECRET });
  const admin = { Authorization: `Bearer ${ADMIN}` };
  const partner = await (await app.request('/api/admin/partners', json({ provider_id: 4343, name: 'Proto Media' }, admin))).json();
  const lender = await (await app.request('/api/admin/lenders', json({ name: 'Proto Lender' }, admin))).json();
  const lead = await (await app.request('/api/leads', json(validLead({ provider: 4343 })))).json();
  /** Values of path parameters that name something that exists, so a prototype name in one parameter
   * is looked up past the others (the 500 needed a real lead before its `constructor.csv`). */
  const known: Record<string, string[]> = {
    id: [String(lead.lead_id), '4343', String(lender.lender_id)],
    lead_id: [String(lead.lead_id)],
    provider_id: ['4343'],
    lender_id: [String(lender.lender_id)],
  };
  const credentials: Record<string, Record<string, string>> = {
    adminToken: admin,
    consoleSession: admin,
    partnerKey: { Authorization: `Bearer ${partner.api_key}` },
    lenderKey: { Authorization: `Bearer ${lender.api_key}` },
    smsGateway: { Authorization: `Bearer ${SMS_SECRET}` },
  };
  const document = (await (await app.request('/api/openapi.json')).json()) as { paths: Record<string, Record<string, Json>> };
  const operations = Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, op]) => ({ method, path, op })),
  );
  // keys that rotate last: they would turn the walk's own keys off
  operations.sort((a, b) => Number(/\/(key|secret)$/.test(a.path)) - Number(/\/(key|secret)$/.test(b.path)));
  const failures: string[] = [];
  let calls = 0;
  let address = 0;
  for (const { method, path, op } of operations) {
    const schemes = ((op.security ?? [{}]) as Json[]).flatMap((s) => Object.keys(s));
    const headers = credentials[schemes[0] ?? ''] ?? {};
    const parameters = (op.parameters ?? []) as { name: string; in: string }[];
    const query = parameters.filter((p) => p.in === 'query').map((p) => p.name);
    const hasBody = Boolean((op.requestBody as Json | undefined)?.content);
    const names = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
    /** Each path parameter in turn holds the prototype name, the others each value known for them. */
    const urls = (segment: string): string[] =>
      names.length === 0
        ? [path]
        : names.flatMap((target) => {
            let found = [path.replace(`{${target}}`, encodeURIComponent(segment))];
            for (const other of names.filter((n) => n !== target))
              found = found.flatMap((u) => (known[other] ?? [segment]).map((v) => u.replace(`{${other}}`, encodeURIComponent(v))));
            return found;
          });
    for (const name of PROTOTYPE_NAMES) {
      for (const segment of names.length ? [name, `${name}.csv`] : [name]) {
        for (const url of urls(segment)) {
          // bare (so that query validation does not answer first), then with the names in the query and body
          for (const withQuery of [false, true]) {
            const search = withQuery ? `?${new URLSearchParams([...query.map((q) => [q, name]), [name, name]])}` : '';
            const body =
              hasBody && withQuery ? JSON.stringify(Object.fromEntries(PROTOTYPE_NAMES.map((n) => [n, { [n]: name }]))) : undefined;
            const from = { incoming: { socket: { remoteAddress: `10.9.${(++address >> 8) & 255}.${address & 255}` } } };
            const res = await app.request(
              `${url}${search}`,
              { method: method.toUpperCase(), headers: { ...headers, ...(body && { 'Content-Type': 'application/json' }) }, body },
              from,
            );
            calls += 1;
            if (res.status >= 500)
              failures.push(`${method.toUpperCase()} ${url}${search} → ${res.status} ${(await res.text()).slice(0, 200)}`);
          }
        }
      }
    }
  }
  expect(calls).toBeGreaterThan(1200);
  expect(failures, failures.join('\n')).toEqual([]);
}, 240_000);
