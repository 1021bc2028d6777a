// Property-based bad input (fast-check) against the data-subject, audit and lender calls and the
// lender key on /webhook: never a 5xx, every refusal the JSON error shape, nothing changed by a
// refused call, and no audit entry carries what was sent.
import fc from 'fast-check';
import { beforeAll, expect, it } from 'vitest';
import { admin, appOn, json, validLead } from '../testing/app';
import { describeEachBackend } from '../testing/backends';

const RUNS = 60;
const isErrorShape = (body: unknown) =>
  typeof body === 'object' && body !== null && typeof (body as { error?: { code?: unknown } }).error?.code === 'string';

/** Text a hostile caller might send: any unicode, NUL, lone surrogates, long runs. */
const hostileText = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 300 }),
  fc.constantFrom('\0', '\uD800', '%00', "'; drop table leads; --", 'x'.repeat(5000)),
);
/** Percent-encodes the UTF-8 bytes (a lone surrogate arrives as U+FFFD, as a browser sends it). */
const enc = (text: string) => [...Buffer.from(text)].map((b) => `%${b.toString(16).padStart(2, '0')}`).join('');
/** Sent as they are: broken percent-escapes and the like. */
const rawQueries = fc.constantFrom('%', '%E0%A4%A', '%ZZ', '%00', '%2500', '+', '&&&', '%C0%AF');
const jsonValue = fc.oneof(
  hostileText,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.integer(), { maxLength: 3 }),
  fc.dictionary(fc.string(), fc.string(), { maxKeys: 3 }),
);

describeEachBackend('data-subject and lender calls under bad input', (get) => {
  let app: Awaited<ReturnType<typeof appOn>>['app'];
  let leadId: string;
  const leadRow = async () => (await get().db.query('select * from leads where lead_id = $1', [leadId]))[0];

  beforeAll(async () => {
    ({ app } = await appOn(get(), { AUTH_RATE_LIMIT: '100000' })); // hundreds of wrong tokens from one address: the auth limit has its own test (limits.test.ts)
    leadId = ((await (await app.request('/api/leads', json(validLead()))).json()) as { lead_id: string }).lead_id;
  });

  async function expectSane(res: Response, allowed: number[]): Promise<unknown> {
    expect(allowed).toContain(res.status);
    const body = res.status === 204 ? null : await res.json();
    if (res.status >= 400) expect(isErrorShape(body)).toBe(true);
    return body;
  }

  it('PATCH /api/admin/subjects/{lead_id}: any object is 200 (and valid) or a 400 that changed nothing', async () => {
    const keys = fc.constantFrom(
      'full_name',
      'phone',
      'nic',
      'email',
      'amount',
      'term_days',
      'monthly_income',
      'employment',
      'district',
      'purpose',
      'lang',
      'consent',
      'lead_id',
      '__proto__',
      'constructor',
    );
    await fc.assert(
      fc.asyncProperty(fc.dictionary(keys, jsonValue, { maxKeys: 4 }), async (patch) => {
        const before = await leadRow();
        const res = await app.request(`/api/admin/subjects/${leadId}`, { ...json(patch, admin().headers), method: 'PATCH' });
        await expectSane(res, [200, 400]);
        if (res.status === 400) expect(await leadRow()).toEqual(before);
      }),
      { numRuns: RUNS },
    );
  });

  it('GET and DELETE /api/admin/subjects with any query: 200 or 400, never another person erased', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('phone', 'nic', 'lead_id', 'x'),
        fc.oneof(hostileText.map(enc), rawQueries),
        fc.constantFrom('GET', 'DELETE'),
        async (key, value, method) => {
          const res = await app.request(`/api/admin/subjects?${key}=${value}`, { ...admin(), method });
          await expectSane(res, [200, 400]);
        },
      ),
      { numRuns: RUNS },
    );
    expect(await leadRow()).toBeDefined(); // no hostile value matched the stored person
  });

  it('path ids, audit paging and lender names: never a 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(hostileText, jsonValue, async (text, name) => {
        const id = enc(text || 'x');
        await expectSane(await app.request(`/api/admin/subjects/${id}/withdraw`, { ...admin(), method: 'POST' }), [200, 404]);
        await expectSane(await app.request(`/api/admin/lenders/${id}/key`, { ...admin(), method: 'POST' }), [404]);
        await expectSane(await app.request(`/api/admin/audit?limit=${enc(text)}&offset=${enc(text)}`, admin()), [200, 400]);
        await expectSane(await app.request('/api/admin/lenders', json({ name }, admin().headers)), [201, 400, 413]);
      }),
      { numRuns: RUNS },
    );
    const audit = JSON.stringify(await (await app.request('/api/admin/audit?limit=1000', admin())).json());
    expect(audit).not.toContain(leadId);
  });

  it('/webhook with any Authorization: 401 and nothing stored, unless no header at all', async () => {
    const authorization = fc.oneof(
      hostileText.map((t) => `Bearer ${t}`),
      hostileText,
      fc.constant('Bearer'),
    );
    await fc.assert(
      fc.asyncProperty(
        authorization.filter((a) => /^[\x20-\x7e]*$/.test(a)),
        async (auth) => {
          const body = new FormData();
          body.append('lead_id', leadId);
          body.append('state_type', 'approved');
          const res = await app.request('/webhook', { method: 'POST', body, headers: { Authorization: auth } });
          await expectSane(res, [401]);
        },
      ),
      { numRuns: RUNS },
    );
    expect(await get().db.query('select 1 from webhooks where lead_id = $1', [leadId])).toEqual([]);
    expect((await leadRow())!.status).toBe('new');
  });
});
