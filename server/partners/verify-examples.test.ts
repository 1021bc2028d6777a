// The signature checks partners copy from docs/examples/ (Node, Python, PHP), each run as a real
// program against a real signed postback that reached a loopback partner server: a JSON POST (signed
// over the body) and a GET with macros (signed over the exact URL). Each says "valid" for what we
// sent and "invalid" for a changed body, a wrong secret or an old timestamp. A runtime that is not
// installed here is skipped, saying so.
import { spawnSync } from 'node:child_process';
import { createHmac } from 'node:crypto';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../db';
import { ADMIN, ROOT, appOn, json } from '../testing/app';
import { LOOPBACK_FAKES, startFakePartner, type FakePartner } from './testing/fake-partner';

const has = (command: string) => spawnSync(command, ['--version'], { stdio: 'ignore' }).status === 0;
const EXAMPLES = path.join(ROOT, 'docs', 'examples');
const RUNTIMES = [
  { name: 'Node', command: process.execPath, file: 'verify-postback.mjs', present: true },
  { name: 'Python', command: 'python3', file: 'verify-postback.py', present: has('python3') },
  { name: 'PHP', command: 'php', file: 'verify-postback.php', present: has('php') },
];

function run(runtime: (typeof RUNTIMES)[number], header: string, signedText: string, secret: string) {
  const result = spawnSync(runtime.command, [path.join(EXAMPLES, runtime.file), header], {
    input: signedText,
    env: { ...process.env, NAYA_POSTBACK_SECRET: secret },
    encoding: 'utf8',
  });
  return `${result.stdout.trim()} ${result.status}`;
}

describe('the signature checks of docs/examples against real postbacks', () => {
  let db: Db;
  let fake: FakePartner;
  const sent: { post?: { header: string; body: string }; get?: { header: string; url: string }; secret?: string } = {};

  beforeAll(async () => {
    db = await openDatabase({ dataDir: 'memory' });
    fake = await startFakePartner([200]);
    const { app } = await appOn({ name: 'pglite', db }, LOOPBACK_FAKES);
    const auth = { Authorization: `Bearer ${ADMIN}` };
    const made = await (
      await app.request('/api/admin/partners', json({ provider_id: 88, name: 'Verify', postback_url: fake.url }, auth))
    ).json();
    sent.secret = made.postback_secret;
    const key = { Authorization: `Bearer ${made.api_key}` };
    expect((await app.request('/api/partner/postbacks/test', { method: 'POST', headers: key })).status).toBe(200);
    const post = fake.received.at(-1)!;
    sent.post = { header: String(post.headers['x-naya-signature']), body: post.body };
    const patched = await app.request('/api/admin/partners/88', {
      method: 'PATCH',
      headers: { ...auth, 'Content-Type': 'application/json' },
      body: JSON.stringify({ postback_url: `${fake.url}?e={event}&lead={lead_id}&s1={sub1}`, postback_method: 'GET' }),
    });
    expect(patched.status).toBe(200);
    expect((await app.request('/api/partner/postbacks/test', { method: 'POST', headers: key })).status).toBe(200);
    const get = fake.received.at(-1)!;
    expect(get.method).toBe('GET');
    sent.get = { header: String(get.headers['x-naya-signature']), url: new URL(get.url, fake.url).href };
  });
  afterAll(async () => {
    await fake?.close();
    await db?.close();
  });

  for (const runtime of RUNTIMES) {
    it.skipIf(!runtime.present)(
      `${runtime.name} (${runtime.file}) accepts what we signed and refuses anything else${runtime.present ? '' : ` (skipped: ${runtime.command} is not installed here)`}`,
      () => {
        const { post, get, secret } = sent as Required<typeof sent>;
        expect(run(runtime, post.header, post.body, secret)).toBe('valid 0');
        expect(run(runtime, get.header, get.url, secret)).toBe('valid 0');
        expect(run(runtime, post.header, post.body.replace('"test"', '"tset"'), secret)).toBe('invalid 1');
        expect(run(runtime, get.header, get.url.replace('e=test', 'e=tset'), secret)).toBe('invalid 1');
        expect(run(runtime, post.header, post.body, `${secret}x`)).toBe('invalid 1');
        const old = Math.floor(Date.now() / 1000) - 3600; // signed correctly, an hour ago: a replay
        const stale = `t=${old},v1=${createHmac('sha256', secret).update(`${old}.${post.body}`).digest('hex')}`;
        expect(run(runtime, stale, post.body, secret)).toBe('invalid 1');
      },
    );
  }
});
