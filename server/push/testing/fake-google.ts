// Loopback stand-ins for Google: a service-account key generated here (node:crypto) whose
// `token_uri` names a fake OAuth token endpoint, and a fake FCM HTTP v1 server. The token
// endpoint checks the JWT assertion with the key's public half (RS256, audience = token_uri,
// scope = firebase.messaging); FCM accepts only tokens the fake endpoint issued. Nothing leaves
// 127.0.0.1.
import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { importSPKI, jwtVerify } from 'jose';
import { FCM_SCOPE } from '../access-token';

export const PROJECT_ID = 'naya-test';
export const CLIENT_EMAIL = 'push@naya-test.iam.gserviceaccount.com';

export interface FcmRequest {
  token: string;
  data: Record<string, string>;
  /** ms since the epoch, when it arrived. */
  at: number;
}

export interface FakeGoogle {
  /** Path of the generated service-account JSON key. */
  keyFile: string;
  tokenUri: string;
  fcmUrl: string;
  /** Every assertion the token endpoint accepted. */
  tokensIssued: number;
  /** Every send request, in arrival order. */
  received: FcmRequest[];
  /** Requests answered 200: the messages FCM took. */
  delivered: FcmRequest[];
  /** Tokens FCM answers 404 UNREGISTERED. */
  dead: Set<string>;
  /** Answers for the next requests, before the normal one (e.g. a 429 with Retry-After). */
  script: { status: number; headers?: Record<string, string> }[];
  /** While true, send requests are held unanswered (a request in flight at a kill). */
  hold: boolean;
  /** Requests past this many (counted in `received`) are held unanswered too. */
  holdAfter: number;
  /** Milliseconds before each answer. */
  delayMs: number;
  env: Record<string, string>;
  close(): Promise<void>;
}

const read = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => resolve(body));
  });

const json = (res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
  res.writeHead(status, { 'Content-Type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
};

async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

export async function startFakeGoogle(): Promise<FakeGoogle> {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    publicKeyEncoding: { type: 'spki', format: 'pem' },
  });
  const verifyKey = await importSPKI(publicKey, 'RS256');
  const issued = new Set<string>();
  const fake = {
    tokensIssued: 0,
    received: [],
    delivered: [],
    dead: new Set(),
    script: [],
    hold: false,
    holdAfter: Number.POSITIVE_INFINITY,
    delayMs: 0,
  } as unknown as FakeGoogle;

  const oauth = createServer(async (req, res) => {
    const form = new URLSearchParams(await read(req));
    try {
      if (form.get('grant_type') !== 'urn:ietf:params:oauth:grant-type:jwt-bearer') throw new Error('grant_type');
      const { payload } = await jwtVerify(form.get('assertion') ?? '', verifyKey, { audience: fake.tokenUri, issuer: CLIENT_EMAIL });
      if (payload.scope !== FCM_SCOPE) throw new Error('scope');
    } catch {
      return json(res, 400, { error: 'invalid_grant' });
    }
    const token = `ya29.fake-${++fake.tokensIssued}`;
    issued.add(token);
    json(res, 200, { access_token: token, expires_in: 3599, token_type: 'Bearer' });
  });
  const held: ServerResponse[] = [];
  const fcm = createServer(async (req, res) => {
    const body = JSON.parse((await read(req)) || '{}');
    const request: FcmRequest = { token: body.message?.token, data: body.message?.data ?? {}, at: Date.now() };
    if (!req.url?.startsWith(`/v1/projects/${PROJECT_ID}/messages:send`)) return json(res, 404, { error: { status: 'NOT_FOUND' } });
    if (!issued.has(/^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1] ?? ''))
      return json(res, 401, { error: { status: 'UNAUTHENTICATED' } });
    fake.received.push(request);
    if (fake.hold || fake.received.length > fake.holdAfter) return void held.push(res); // never answered; the socket dies with the client
    if (fake.delayMs) await new Promise((r) => setTimeout(r, fake.delayMs));
    const scripted = fake.script.shift();
    if (scripted) return json(res, scripted.status, { error: { status: 'UNAVAILABLE' } }, scripted.headers);
    if (fake.dead.has(request.token)) {
      return json(res, 404, {
        error: {
          code: 404,
          status: 'NOT_FOUND',
          details: [{ '@type': 'type.googleapis.com/google.firebase.fcm.v1.FcmError', errorCode: 'UNREGISTERED' }],
        },
      });
    }
    fake.delivered.push(request);
    json(res, 200, { name: `projects/${PROJECT_ID}/messages/${fake.delivered.length}` });
  });
  fake.tokenUri = `${await listen(oauth)}/token`;
  fake.fcmUrl = await listen(fcm);
  const dir = mkdtempSync(path.join(tmpdir(), 'naya-fcm-'));
  fake.keyFile = path.join(dir, 'service-account.json');
  writeFileSync(
    fake.keyFile,
    JSON.stringify({
      type: 'service_account',
      project_id: PROJECT_ID,
      private_key_id: 'test-key-1',
      private_key: privateKey,
      client_email: CLIENT_EMAIL,
      token_uri: fake.tokenUri,
    }),
  );
  fake.env = { FCM_SERVICE_ACCOUNT: fake.keyFile, FCM_API_URL: fake.fcmUrl };
  fake.close = async () => {
    for (const res of held.splice(0)) res.destroy();
    fcm.closeAllConnections();
    oauth.closeAllConnections();
    await Promise.all([new Promise((r) => fcm.close(r)), new Promise((r) => oauth.close(r))]);
  };
  return fake;
}
