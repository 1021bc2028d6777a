// Saving a postback URL on both databases (docs/security.md, "Outbound calls"): the admin API and
// the console's partner form refuse, with a 400 naming postback_url, a URL whose host is or resolves
// to a loopback, private, link-local, CGNAT, multicast or unspecified address in any spelling (the
// server-side request forgery of the security review); http only with ALLOW_HTTP_OUTBOUND; a name
// that does not resolve now is taken (it is checked again at every send).
import { lookup } from 'node:dns/promises';
import { expect, it } from 'vitest';
import { readOutboundSettings, type Resolver } from '../outbound';
import { admin, appOn, json } from '../testing/app';
import { describeEachBackend } from '../testing/backends';
import { LOOPBACK_FAKES } from './testing/fake-partner';

const EMAIL = 'ops@naya.test';
const PASSWORD = 'correct horse battery';

/** partner.test is public, inside.test private; other names as the system resolves them. */
const resolve: Resolver = async (host) => {
  const address = { 'partner.test': '93.184.216.34', 'inside.test': '10.20.30.40' }[host];
  if (address) return [{ address, family: 4 }];
  return (await lookup(host, { all: true })).map((a) => ({ address: a.address, family: a.family === 6 ? 6 : 4 }));
};

const ATTACKS = [
  'https://localhost/pb',
  'https://127.0.0.1/pb',
  'https://[::1]/pb',
  'https://2130706433/pb',
  'https://0x7f.1/pb',
  'https://0177.0.0.1/pb',
  'https://127.1/pb',
  'https://[::ffff:127.0.0.1]/pb',
  'https://[::ffff:7f00:1]/pb',
  'https://10.0.0.1/pb',
  'https://192.168.1.10/pb',
  'https://172.20.0.1/pb',
  'https://169.254.169.254/latest/meta-data/',
  'https://100.64.0.1/pb',
  'https://0.0.0.0/pb',
  'https://224.0.0.1/pb',
  'https://[fd00::1]/pb',
  'https://[fe80::1]/pb',
  'https://[64:ff9b::a9fe:a9fe]/pb',
  'https://[2002:c0a8:101::1]/pb',
  'https://inside.test/pb',
];

describeEachBackend('postback URLs on save', (get) => {
  let provider = 3000;
  const strict = () => appOn(get(), { CONSOLE_ADMIN_EMAIL: EMAIL, CONSOLE_ADMIN_PASSWORD: PASSWORD });
  const withResolver = (env: Record<string, string> = {}) => appOn(get(), env, { outbound: { ...readOutboundSettings(env), resolve } });
  const save = (app: Awaited<ReturnType<typeof appOn>>['app'], postback_url: string) =>
    app.request('/api/admin/partners', json({ provider_id: ++provider, name: 'P', postback_url }, admin().headers));
  const partnerRows = async (id: number) => get().db.query('select 1 from partners where provider_id = $1', [id]);

  it('refuses every attack URL with a 400 naming postback_url, and stores nothing', async () => {
    const { app } = await withResolver();
    for (const url of ATTACKS) {
      const res = await save(app, url);
      const body = (await res.json()) as { error: { code: string; message: string; fields: Record<string, string> } };
      expect([url, res.status, body.error.code, body.error.fields]).toEqual([
        url,
        400,
        'validation_failed',
        { postback_url: 'address_refused' },
      ]);
      expect(body.error.message).toMatch(/^postback_url: .* not a public address \(.+\)\.$/);
      expect(await partnerRows(provider)).toEqual([]);
    }
    const inside = await (await save(app, 'https://inside.test/pb')).json();
    expect(inside.error.message).toBe('postback_url: inside.test resolves to 10.20.30.40, not a public address (private).');
  });

  it('takes a public address or name, and a name that does not resolve now', async () => {
    const { app } = await withResolver();
    for (const url of ['https://partner.test/pb', 'https://8.8.8.8/pb', 'https://[2606:4700:4700::1111]/pb', 'https://nowhere.test/pb']) {
      const res = await save(app, url);
      expect([url, res.status]).toEqual([url, 201]);
    }
  });

  it('takes https only, unless ALLOW_HTTP_OUTBOUND=1', async () => {
    const { app } = await withResolver();
    for (const url of ['http://partner.test/pb', 'ftp://partner.test/pb', 'not a url', '', 'javascript:alert(1)']) {
      const res = await save(app, url);
      expect([url, res.status, (await res.json()).error.fields]).toEqual([url, 400, { postback_url: 'https_required' }]);
    }
    const http = await withResolver({ ALLOW_HTTP_OUTBOUND: '1' });
    expect((await save(http.app, 'http://partner.test/pb')).status).toBe(201);
    expect((await (await save(http.app, 'http://127.0.0.1:8080/pb')).json()).error.fields).toEqual({ postback_url: 'address_refused' });
  });

  it('OUTBOUND_ALLOW_CIDRS lets the listed range through (local fakes) and nothing else', async () => {
    const { app } = await appOn(get(), LOOPBACK_FAKES);
    expect((await save(app, 'http://127.0.0.1:9/pb')).status).toBe(201);
    expect((await save(app, 'http://2130706433:9/pb')).status).toBe(201);
    for (const url of ['http://10.0.0.1/pb', 'http://[::1]/pb', 'http://169.254.169.254/'])
      expect((await (await save(app, url)).json()).error.fields).toEqual({ postback_url: 'address_refused' });
  });

  it("the console's partner form gets the same 400", async () => {
    const { app } = await strict();
    const login = await app.request('http://localhost/api/console/login', json({ email: EMAIL, password: PASSWORD }));
    const session = (login.headers.get('set-cookie') ?? '').split(';')[0]!;
    const { csrf } = (await login.json()) as { csrf: string };
    const headers = { Cookie: session, 'X-CSRF-Token': csrf };
    for (const url of ['https://169.254.169.254/latest/meta-data/', 'https://[::ffff:7f00:1]/', 'https://localhost/']) {
      const res = await app.request(
        '/api/console/partners',
        json({ provider_id: ++provider, name: 'Console P', postback_url: url }, headers),
      );
      expect([url, res.status]).toEqual([url, 400]);
      expect((await res.json()).error).toMatchObject({ code: 'validation_failed', fields: { postback_url: 'address_refused' } });
    }
    const ok = await app.request(
      '/api/console/partners',
      json({ provider_id: ++provider, name: 'Fine', postback_url: 'https://8.8.8.8/' }, headers),
    );
    expect(ok.status).toBe(201);
  });
});
