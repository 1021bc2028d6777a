// A partner's postback endpoint on 127.0.0.1 for tests: answers each request with the next status
// of `plan` (the last one repeats), or never answers while `hang` is set; records what arrived.
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** The settings (docs/deployment.md "Settings") under which the server may call a fake on 127.0.0.1: plain
 * http, and loopback allowed although it is not a public address. */
export const LOOPBACK_FAKES: Record<string, string> = { ALLOW_HTTP_OUTBOUND: '1', OUTBOUND_ALLOW_CIDRS: '127.0.0.0/8' };

export interface Received {
  method: string;
  /** The path and query string as requested. */
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
  at: number;
}

export interface FakePartner {
  url: string;
  received: Received[];
  plan: number[];
  hang: boolean;
  /** Bytes of the answer's body. */
  answerBytes: number;
  /** Answers the requests held while `hang` was set, with `status`. */
  release(status?: number): void;
  close(): Promise<void>;
}

export async function startFakePartner(plan: number[] = [200]): Promise<FakePartner> {
  const held: ServerResponse[] = [];
  const fake: FakePartner = { url: '', received: [], plan, hang: false, answerBytes: 2, release: () => {}, close: async () => {} };
  fake.release = (status = 200) => {
    for (const res of held.splice(0)) res.writeHead(status, { 'Content-Type': 'text/plain' }).end('ok');
  };
  const server = createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      fake.received.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body, at: Date.now() });
      if (fake.hang) return void held.push(res);
      const status = fake.plan[Math.min(fake.received.length - 1, fake.plan.length - 1)]!;
      res.writeHead(status, { 'Content-Type': 'text/plain' }).end('x'.repeat(fake.answerBytes));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/postback`;
  fake.close = () =>
    new Promise<void>((resolve) => {
      for (const res of held) res.destroy();
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return fake;
}
