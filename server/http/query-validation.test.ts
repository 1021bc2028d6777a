// Every query value of every route is parsed by a schema (server/http/validate.ts `parseQuery`):
// values outside a list (`sort=constructor`), numbers out of range (`page=1e20`) and days that do
// not exist (`2026-02-30`) are a 400 naming the field, never a 5xx. Property-based (fast-check) on
// each parameter of each route, in process on both databases.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startFakeGoogle, type FakeGoogle } from '../push/testing/fake-google';
import { ADMIN, appOn, json, ROOT } from '../testing/app';
import { describeEachBackend } from '../testing/backends';

/** Runs per parameter of a route. */
const RUNS = 20;
const EMAIL = 'ops@naya.test';
const PASSWORD = 'correct horse battery';

type Auth = 'admin' | 'console' | 'partner' | 'none';
/** Each route that reads its query, and the parameters it reads. */
const ROUTES: { path: string; auth: Auth; params: string[] }[] = [
  { path: '/api/admin/leads', auth: 'admin', params: ['limit', 'offset', 'provider', 'status', 'from', 'to'] },
  { path: '/api/admin/audit', auth: 'admin', params: ['limit', 'offset'] },
  { path: '/api/admin/vitals', auth: 'admin', params: ['from', 'to'] },
  { path: '/api/admin/partners/stats', auth: 'admin', params: ['from', 'to'] },
  { path: '/api/admin/subjects', auth: 'admin', params: ['phone', 'nic', 'lead_id'] },
  { path: '/api/admin/campaigns/audience', auth: 'admin', params: ['provider', 'district', 'from', 'to'] },
  { path: '/api/partner/stats', auth: 'partner', params: ['from', 'to'] },
  { path: '/api/partner/leads', auth: 'partner', params: ['from', 'to'] },
  { path: '/sl-feed', auth: 'none', params: ['lead_id'] },
  {
    path: '/api/console/leads',
    auth: 'console',
    params: ['q', 'from', 'to', 'provider', 'status', 'verified', 'district', 'sort', 'dir', 'page', 'per_page'],
  },
  { path: '/api/console/leads.csv', auth: 'console', params: ['q', 'from', 'to', 'provider', 'status', 'sort', 'dir'] },
  { path: '/api/console/funnel', auth: 'console', params: ['from', 'to', 'split'] },
  { path: '/api/console/audit', auth: 'console', params: ['limit', 'offset'] },
  { path: '/api/console/subjects', auth: 'console', params: ['phone', 'nic', 'lead_id'] },
];

/** Percent-encodes the UTF-8 bytes (a lone surrogate arrives as U+FFFD, as a browser sends it). */
const enc = (text: string) => [...Buffer.from(text)].map((b) => `%${b.toString(16).padStart(2, '0')}`).join('');
const hostileValue = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }).map(enc),
  fc.uint8Array({ maxLength: 12 }).map((bytes) => [...bytes].map((b) => `%${b.toString(16).padStart(2, '0')}`).join('')), // not UTF-8
  fc.integer().map(String),
  fc.date({ noInvalidDate: true }).map((d) => enc(d.toISOString())),
  fc.constantFrom(
    ...['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf', '1e20', '-1', '2.5', '0x10', 'NaN', 'Infinity'].map(enc),
    ...['99999999999999999999', '2147483648', '2026-02-30', '2025-02-29', '0000-01-01', '9999-12-31', '+275760-09-13'].map(enc),
    ...['2026-01-01T00:00:00Z', '1', 'tomorrow', '\0', 'x'.repeat(5000)].map(enc),
    '%',
    '%ZZ',
    '%E0%A4%A',
  ),
  fc.constantFrom(...['constructor', '1e20', '2026-02-30', '\0'].map(enc)), // the known attacks, more often
);

describeEachBackend('query validation', (get) => {
  let app: Awaited<ReturnType<typeof appOn>>['app'];
  let google: FakeGoogle;
  const headers: Record<Auth, Record<string, string>> = { admin: { Authorization: `Bearer ${ADMIN}` }, none: {}, console: {}, partner: {} };
  const call = (route: (typeof ROUTES)[number], query: string) => app.request(`${route.path}?${query}`, { headers: headers[route.auth] });

  beforeAll(async () => {
    google = await startFakeGoogle(); // campaigns (and their audience query) are on with FCM settings
    ({ app } = await appOn(get(), { CONSOLE_ADMIN_EMAIL: EMAIL, CONSOLE_ADMIN_PASSWORD: PASSWORD, ...google.env }));
    const signIn = await app.request('/api/console/login', json({ email: EMAIL, password: PASSWORD }));
    headers.console = { Cookie: (signIn.headers.get('set-cookie') ?? '').split(';')[0] };
    const partner = await app.request('/api/admin/partners', json({ provider_id: 4242, name: 'Query Partner' }, headers.admin));
    headers.partner = { Authorization: `Bearer ${((await partner.json()) as { api_key: string }).api_key}` };
  });
  afterAll(() => google.close());

  it('reads no query value outside the shared helper', () => {
    const files = readdirSync(path.join(ROOT, 'server'), { recursive: true, encoding: 'utf8' }).filter(
      (f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && !f.includes('testing'),
    );
    const readers = files.filter((f) => /\.req\.quer(y|ies)\(|searchParams/.test(readFileSync(path.join(ROOT, 'server', f), 'utf8')));
    expect(readers).toEqual([path.join('http', 'validate.ts')]);
  });

  it('refuses a value outside its list, an out-of-range number and a day that does not exist: 400 naming the field', async () => {
    const cases: [string, string, string][] = [
      ['/api/console/leads', 'sort=constructor', 'sort'],
      ['/api/console/leads', 'sort=__proto__', 'sort'],
      ['/api/console/leads', 'dir=toString', 'dir'],
      ['/api/console/leads', 'page=1e20', 'page'],
      ['/api/console/leads', 'per_page=1e3', 'per_page'],
      ['/api/console/leads', 'from=2026-02-30', 'from'],
      ['/api/console/leads', 'district=constructor', 'district'],
      ['/api/console/leads', 'status=%00', 'status'],
      ['/api/console/leads.csv', 'sort=constructor', 'sort'],
      ['/api/console/funnel', 'split=constructor', 'split'],
      ['/api/console/funnel', 'to=2025-02-29', 'to'],
      ['/api/admin/leads', 'from=2026-02-30', 'from'],
      ['/api/admin/leads', 'to=1', 'to'],
      ['/api/admin/leads', 'provider=99999999999', 'provider'],
      ['/api/admin/leads', 'status=%00', 'status'],
      ['/api/admin/vitals', 'to=2026-02-30T10:00:00Z', 'to'],
      ['/api/admin/audit', 'offset=1e20', 'offset'],
      ['/api/admin/partners/stats', 'from=2026-02-30', 'from'],
      ['/api/partner/stats', 'to=2026-02-30', 'to'],
      ['/api/admin/subjects', 'phone=%00', 'phone'],
      ['/api/admin/campaigns/audience', 'from=2026-02-30', 'audience.from'],
      ['/api/admin/campaigns/audience', 'provider=3000000000', 'audience.provider'],
    ];
    for (const [routePath, query, field] of cases) {
      const route = ROUTES.find((r) => r.path === routePath)!;
      const res = await call(route, query);
      expect(res.status, `${routePath}?${query}`).toBe(400);
      const body = (await res.json()) as { error: { code: string; message: string; fields: Record<string, string> } };
      expect(body.error.code).toBe('validation_failed');
      expect(Object.keys(body.error.fields), `${routePath}?${query}`).toContain(field);
    }
    // The values the console itself sends still work.
    const leads = await call(
      ROUTES.find((r) => r.path === '/api/console/leads')!,
      'sort=amount&dir=asc&page=2&per_page=10&verified=true',
    );
    expect(leads.status).toBe(200);
    expect(await leads.json()).toMatchObject({ page: 2, per_page: 10 });
    expect(
      (
        await call(
          ROUTES.find((r) => r.path === '/api/console/funnel')!,
          'from=2024-02-29&to=2024-03-01&split=lang',
        )
      ).status,
    ).toBe(200);
  });

  for (const route of ROUTES) {
    it(`${route.path}: any value of any parameter is answered, never a 5xx; a 400 names its fields`, async () => {
      // Mostly one parameter alone (so no other bad value is refused before it is read), else several.
      const query = fc.oneof(
        { arbitrary: fc.constantFrom(...route.params).chain((p) => fc.record({ [p]: hostileValue })), weight: 3 },
        { arbitrary: fc.record(Object.fromEntries(route.params.map((p) => [p, hostileValue])), { requiredKeys: [] }), weight: 1 },
      );
      await fc.assert(
        fc.asyncProperty(query, async (values) => {
          const res = await call(
            route,
            Object.entries(values)
              .map(([k, v]) => `${k}=${v}`)
              .join('&'),
          );
          expect(res.status, JSON.stringify(values)).toBeLessThan(500);
          if (res.status !== 400) return;
          const body = (await res.json()) as { error: { code: string; fields: Record<string, string> } };
          expect(body.error.code).toBe('validation_failed');
          const named = Object.keys(body.error.fields).map((f) => f.replace(/^audience\./, ''));
          expect(named.length).toBeGreaterThan(0);
          for (const field of named) expect(route.params).toContain(field);
        }),
        { numRuns: RUNS * route.params.length },
      );
    });
  }
});
